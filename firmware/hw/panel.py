"""The one panel interface the UI, the simulator and the real drivers share.

Frame buffer layout (decided once, here, so nothing rotates pixels at run
time): the canvas draws straight into a ``bytearray`` in the panel's
*native* memory layout, ``framebuf.MONO_HLSB``, ``stride = (native_w + 7) // 8``
bytes per row, ``native_h`` rows, bit 7 = leftmost pixel, bit value 1 = ink
(black), 0 = paper. A driver whose controller wants 1 = white inverts in
hardware (UC8151 register 0x50, SSD1680 register 0x21), not in Python.

Users see the panel in landscape: logical ``width`` x ``height`` (296 x 128 on
the Inky Pack and Badger, 250 x 122 on the Waveshare 2.13). ``rotation``
(0, 90, 180, 270, from the board's data) maps logical (x, y) to native
(nx, ny):

    0:   nx = x,              ny = y
    90:  nx = height - 1 - y, ny = x
    180: nx = width - 1 - x,  ny = height - 1 - y
    270: nx = y,              ny = width - 1 - x

``show(buf, full, window)`` sends the buffer to the panel. ``window`` is
``None`` (the whole panel) or ``(nx, ny, nw, nh)`` in native coordinates with
``nx`` and ``nw`` multiples of 8 (whole bytes of a row); ``buf`` is always
the whole frame buffer, the driver picks the window's bytes out of it.
``full=True`` asks for a full (flashing, ghost-clearing) refresh, ``False``
for the controller's partial update; ``fast=True`` with it for the fastest
partial update the controller allows (menus, lists, number entry: it
ghosts more, the periodic full refresh cleans up). The three kinds are
counted (``full_refreshes``; ``partial_refreshes`` counts every partial
one, ``fast_refreshes`` those of them that were fast), so the simulator can
tell what each update cost on a real panel.
"""


class PanelError(Exception):
    """A panel that does not answer (BUSY never clears) or is misused."""


class Panel:
    """Base class: geometry and bookkeeping; drivers implement ``_send``."""

    asleep = False  # True while a driver's controller is in deep sleep

    def __init__(self, width, height, native_w, native_h, rotation):
        if rotation not in (0, 90, 180, 270):
            raise PanelError("rotation must be 0, 90, 180 or 270, not %r" % (rotation,))
        turned = (height, width) if rotation in (90, 270) else (width, height)
        if turned != (native_w, native_h):
            raise PanelError("a %dx%d panel at rotation %d cannot show %dx%d"
                             % (native_w, native_h, rotation, width, height))
        self.width = width
        self.height = height
        self.native_w = native_w
        self.native_h = native_h
        self.rotation = rotation
        self.stride = (native_w + 7) // 8
        self.full_refreshes = 0
        self.partial_refreshes = 0
        self.fast_refreshes = 0
        self.fast_asked = False   # the kind of partial update _send is asked for

    def buffer_size(self):
        return self.stride * self.native_h

    def show(self, buf, full=True, window=None, fast=False):
        if len(buf) != self.buffer_size():
            raise PanelError("frame buffer is %d bytes, panel needs %d"
                             % (len(buf), self.buffer_size()))
        if window is not None:
            nx, ny, nw, nh = window
            if nx % 8 or nw % 8 or nw <= 0 or nh <= 0 or nx < 0 or ny < 0 \
                    or nx + nw > self.stride * 8 or ny + nh > self.native_h:
                raise PanelError("bad refresh window %r" % (window,))
        # A driver may do a full refresh when a partial one was asked for
        # (an SSD1680 that does not yet know what the panel shows); it
        # returns True then, so the counters tell what the panel really did.
        self.fast_asked = fast and not full
        if self._send(buf, full, window) or full:
            self.full_refreshes += 1
        else:
            self.partial_refreshes += 1
            if self.fast_asked:
                self.fast_refreshes += 1

    def _send(self, buf, full, window):
        """Send ``buf`` and refresh; return True if a full refresh was done
        instead of the partial one asked for (None or False otherwise)."""
        raise NotImplementedError

    def sleep(self):
        """Lowest-power state that keeps the image; the next show() wakes."""

    def wake(self):
        """Leave sleep (drivers reset and re-initialise the controller)."""
