"""An in-memory stand-in for core.journal.Journal with the same methods,
for testing the session's rules without the file format in the way.
(The real journal is tested on its own, and with the session, elsewhere.)"""

import json

from core import canon


class MemJournal:
    last_group = 0      # as the real journal's after a scan: no group here

    def __init__(self):
        self.records = []      # every event ever appended, as canonical JSON
        self.effective = []    # indices into records of the effective list
        self.length = 0
        self.snaps = {}        # n -> (state JSON, record index of event n-1)

    @property
    def full_length(self):
        return len(self.effective)

    def hold(self, on=True):
        """The real journal keeps a press's records for one write; here
        every record is in memory at once anyway."""

    def commit(self):
        pass

    def append(self, event):
        self.records.append(canon.dumps(event))
        del self.effective[self.length:]
        self.effective.append(len(self.records) - 1)
        self.length += 1

    def set_length(self, n):
        assert 0 <= n <= len(self.effective)
        self.length = n

    def events(self, start, stop):
        for i in range(start, stop):
            yield json.loads(self.records[self.effective[i]])

    def snapshot(self, state, n):
        self.snaps[n] = (canon.dumps(state), self.effective[n - 1])

    def best_snapshot(self, n):
        best = None
        for k, (_text, last) in self.snaps.items():
            if k <= n and self.effective[k - 1] == last and (best is None or k > best):
                best = k
        if best is None:
            return None, 0
        return json.loads(self.snaps[best][0]), best
