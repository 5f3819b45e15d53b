"""Helpers shared by the dual-runtime test suites."""
