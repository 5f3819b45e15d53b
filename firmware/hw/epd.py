"""What every SPI e-ink controller driver shares: command/data framing on
the bus, the reset pulse, and waiting on the BUSY line with a time limit.

A controller takes a command byte with DC low and its parameters with DC
high, all while CS is low. BUSY tells when it is working (refresh, power
on/off, reset); its polarity differs between controllers (UC8151: low while
busy; SSD1680: high while busy), so each driver sets ``BUSY_LEVEL``.

A panel that never answers (unplugged cable, wrong BUSY pin in the board
data) must not hang the device: ``wait_ready`` gives up after
``timeout_ms`` and raises ``PanelError`` naming what it was waiting for.
"""

from hw import clock as _default_clock
from hw.panel import Panel, PanelError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from machine import SPI, Pin

POLL_MS = 5  # BUSY poll period; sleeping lets button interrupts run


class EpdPanel(Panel):
    """A ``Panel`` driven over SPI with CS, DC, RESET and BUSY lines."""

    BUSY_LEVEL = 1
    NAME = "e-ink panel"

    def __init__(self, spi: "SPI", cs: "Pin", dc: "Pin", rst: "Pin", busy: "Pin",
                 width: int, height: int, native_w: int, native_h: int, rotation: int,
                 clock=None, timeout_ms: int = 20000):
        Panel.__init__(self, width, height, native_w, native_h, rotation)
        self.spi = spi
        self.cs = cs
        self.dc = dc
        self.rst = rst
        self.busy = busy
        self.clock = clock if clock is not None else _default_clock
        self.timeout_ms = timeout_ms
        self.asleep = False
        self._one = bytearray(1)
        cs.value(1)
        rst.value(1)

    # -- bus framing -------------------------------------------------------

    def command(self, cmd, data=None):
        """Send command ``cmd`` and, if given, its parameter bytes."""
        one = self._one
        one[0] = cmd
        self.cs.value(0)
        self.dc.value(0)
        self.spi.write(one)
        if data:
            self.dc.value(1)
            self.spi.write(data)
        self.cs.value(1)

    def command_window(self, cmd, buf, nx, ny, nw, nh):
        """Send command ``cmd`` followed by the bytes of the native window
        (nx, ny, nw, nh) of the frame buffer ``buf``, row by row, in one
        transaction. ``nx`` and ``nw`` are multiples of 8."""
        stride = self.stride
        one = self._one
        one[0] = cmd
        mv = memoryview(buf)
        self.cs.value(0)
        self.dc.value(0)
        self.spi.write(one)
        self.dc.value(1)
        if nx == 0 and nw == stride * 8:
            # Whole rows are contiguous in the buffer: one write.
            self.spi.write(mv[ny * stride:(ny + nh) * stride])
        else:
            first = nx >> 3
            count = nw >> 3
            start = ny * stride + first
            for _ in range(nh):
                self.spi.write(mv[start:start + count])
                start += stride
        self.cs.value(1)

    # -- control lines -----------------------------------------------------

    def reset_pulse(self, low_ms=10, high_ms=10):
        """Pulse RESET low; the controller restarts with default registers
        (and leaves deep sleep)."""
        self.rst.value(0)
        self.clock.sleep_ms(low_ms)
        self.rst.value(1)
        self.clock.sleep_ms(high_ms)

    def is_busy(self):
        return self.busy.value() == self.BUSY_LEVEL

    def wait_ready(self, what, timeout_ms=0):
        """Block until BUSY says ready; raise PanelError after the time limit.

        ``what`` names the step for the error message."""
        c = self.clock
        limit = timeout_ms or self.timeout_ms
        # The controller raises BUSY a moment after the command; a short
        # pause first so a fast poll does not read "ready" too early.
        c.sleep_ms(1)
        start = c.ticks_ms()
        while self.busy.value() == self.BUSY_LEVEL:
            if c.ticks_diff(c.ticks_ms(), start) >= limit:
                raise PanelError(
                    "%s did not finish %s: BUSY still %s after %d ms (check the panel "
                    "cable and the BUSY pin %r in the board data)"
                    % (self.NAME, what, "high" if self.BUSY_LEVEL else "low", limit,
                       self.busy))
            c.sleep_ms(POLL_MS)

    def _send(self, buf, full, window):
        if self.asleep:
            self.wake()
        if window is None:
            window = (0, 0, self.stride * 8, self.native_h)
        if full:
            self.full_refresh(buf)
            return False
        return self.partial_refresh(buf, window)

    def full_refresh(self, buf):
        raise NotImplementedError

    def partial_refresh(self, buf, window):
        """Return True if a full refresh was done instead."""
        raise NotImplementedError
