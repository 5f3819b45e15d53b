"""A panel with no glass: the simulator's and the tests' display.

It counts full, partial and fast refreshes (see hw.panel), hands every
refreshed frame to ``sink(buf, full, window)`` if given (the simulator
writes PNGs and draws the terminal from there), and keeps a copy of the
last frame only when asked (``keep=True``: 4.7 KB a real panel does not
cost). Pure Python, so the same loop runs under CPython and inside
MicroPython.
"""

from hw.panel import Panel


class SimPanel(Panel):
    def __init__(self, width=296, height=128, rotation=270, sink=None, keep=False):
        if rotation in (90, 270):
            native_w, native_h = height, width
        else:
            native_w, native_h = width, height
        Panel.__init__(self, width, height, native_w, native_h, rotation)
        self.frame = bytearray(self.buffer_size()) if keep else None
        self.sink = sink

    def _send(self, buf, full, window):
        if self.frame is not None:
            self.frame[:] = buf
        if self.sink is not None:
            self.sink(buf, full, window)
