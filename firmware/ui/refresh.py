"""When the panel refreshes fully and what part of it changes.

E-ink ghosts after many fast partial updates, and a full refresh flashes
and takes seconds, so the policy lives here, in one place: a new root
screen (ui.screen.App.home), the "refresh now" entry, and every N-th
update get a full refresh; anything else a partial refresh of just the
rows that changed (found by comparing the frame with the one on the
panel), and nothing at all when nothing changed.

The periodic one waits for a settled screen (the play screen): a panel
that flashes black and white for seconds is expected after an action, not
while somebody steps through a menu. It waits at most as long again.
"""

# Updates between two full refreshes against ghosting: one open UC8151
# driver cleans every 50 fast updates (../shared/HARDWARE.md, "Panel
# timings"); a full refresh keeps the table waiting 4.5 s, eighteen fast
# updates' worth. Settings change it ("Full refresh every").
DEFAULT_EVERY = 50


class Refresh:
    def __init__(self, size, every=DEFAULT_EVERY):
        self.prev = bytearray(size)      # what the panel shows now
        self.every = every
        self.partials = 0
        self.force_full = True           # the first frame after boot

    def request_full(self):
        """A new screen, or the user asked for a clean panel."""
        self.force_full = True

    def decide(self, buf, stride, rows, settled=True):
        """(full, window) for the frame in ``buf``: window is None for the
        whole panel; returns (None, None) when nothing changed. ``settled``:
        the frame is one the periodic full refresh may land on."""
        due = self.partials >= (self.every if settled else 2 * self.every)
        if self.force_full or due:
            return True, None
        top, bottom = changed_rows(buf, self.prev, stride, rows)
        if top is None:
            return None, None
        return False, (0, top, stride * 8, bottom - top)

    def shown(self, buf, full):
        """The panel now shows ``buf``."""
        self.prev[:] = buf
        if full:
            self.force_full = False
            self.partials = 0
        else:
            self.partials += 1


def changed_rows(buf, prev, stride, rows):
    """First and one-past-last native row where ``buf`` and ``prev`` differ,
    or (None, None). Binary search on equal prefixes and suffixes: a few
    dozen memoryview compares instead of a Python loop over every row."""
    a = memoryview(buf)
    b = memoryview(prev)
    end = stride * rows
    if a[0:end] == b[0:end]:
        return None, None
    lo, hi = 0, rows            # rows [0, lo) equal; row hi-1 ... differs somewhere below hi
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[0:mid * stride] == b[0:mid * stride]:
            lo = mid
        else:
            hi = mid - 1
    top = lo
    lo, hi = 0, rows - top      # the last `lo` rows are equal
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[end - mid * stride:end] == b[end - mid * stride:end]:
            lo = mid
        else:
            hi = mid - 1
    return top, rows - lo
