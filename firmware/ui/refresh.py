"""When the panel refreshes fully and what part of it changes.

E-ink ghosts after many fast partial updates, and a full refresh flashes
and takes seconds, so the policy lives here, in one place: a new root
screen (ui.screen.App.home), the "refresh now" entry, and every N-th
update get a full refresh; anything else a partial refresh of just the
rows that changed, and nothing at all when nothing changed.

What changed is found without a copy of the frame on the panel: that copy
would hold 4.6 KB of the Pico's heap for as long as the device runs. A
CRC-32 of every band of ``BAND`` native rows is kept instead (a few
hundred bytes), and a frame's bands are compared with the panel's. A
band that changed keeps its CRC once in four billion changes; it would
keep its old image until the next full refresh, as a ghost does.

The periodic one waits for a settled screen (the play screen): a panel
that flashes black and white for seconds is expected after an action, not
while somebody steps through a menu. It waits at most as long again.
"""

from array import array
from binascii import crc32

# Updates between two full refreshes against ghosting: one open UC8151
# driver cleans every 50 fast updates (../shared/HARDWARE.md, "Panel
# timings"); a full refresh keeps the table waiting 4.5 s, eighteen fast
# updates' worth. Settings change it ("Full refresh every").
DEFAULT_EVERY = 50
# Native rows per compared band. A partial refresh takes as long whatever
# its window, so a window a few rows wider costs nothing; fewer bands make
# less garbage a frame (each band's CRC is a slice and, on the Pico, a big
# integer: 19 bands of the 296-row panel, about 0.7 KB).
BAND = 16


class Refresh:
    def __init__(self, stride, rows, every=DEFAULT_EVERY):
        self.stride = stride
        self.rows = rows
        self.every = every
        self.partials = 0
        self.force_full = True           # the first frame after boot
        n = (rows + BAND - 1) // BAND
        self.shown_sums = None           # the bands' CRCs of what the panel shows
        self.new_sums = array("I", bytes(4 * n))
        self.spare = array("I", bytes(4 * n))
        self.fresh = False               # new_sums are the last decided frame's

    def request_full(self):
        """A new screen, or the user asked for a clean panel."""
        self.force_full = True

    def decide(self, buf, stride, rows, settled=True):
        """(full, window) for the frame in ``buf``: window is None for the
        whole panel; returns (None, None) when nothing changed. ``settled``:
        the frame is one the periodic full refresh may land on."""
        band_sums(buf, stride, rows, self.new_sums)
        self.fresh = True
        due = self.partials >= (self.every if settled else 2 * self.every)
        if self.force_full or due:
            return True, None
        top, bottom = changed_bands(self.new_sums, self.shown_sums)
        if top is None:
            return None, None
        top *= BAND
        return False, (0, top, stride * 8, min(bottom * BAND, rows) - top)

    def shown(self, buf, full):
        """The panel now shows ``buf``."""
        if not self.fresh:
            band_sums(buf, self.stride, self.rows, self.new_sums)
        self.fresh = False
        if self.shown_sums is None:
            self.shown_sums = self.spare
        self.shown_sums, self.new_sums = self.new_sums, self.shown_sums
        if full:
            self.force_full = False
            self.partials = 0
        else:
            self.partials += 1


def band_sums(buf, stride, rows, out):
    """The CRC-32 of each band of ``BAND`` native rows of ``buf``, into ``out``."""
    mv = memoryview(buf)
    step = BAND * stride
    end = stride * rows
    a = i = 0
    while a < end:      # the last band's slice ends with the buffer
        out[i] = crc32(mv[a:a + step])
        a += step
        i += 1


def changed_bands(new, old):
    """First and one-past-last band where ``new`` and ``old`` differ (every
    band when ``old`` is unknown), or (None, None)."""
    n = len(new)
    if old is None:
        return 0, n
    top = 0
    while top < n and new[top] == old[top]:
        top += 1
    if top == n:
        return None, None
    bottom = n
    while new[bottom - 1] == old[bottom - 1]:
        bottom -= 1
    return top, bottom
