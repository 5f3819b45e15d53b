"""Helpers shared by the dual-runtime test suites."""

# The registry hands core its games when imported (core.protocol.use), as
# main.py does on the device: a test may start a game without a screen.
import games  # noqa: E402, F401
