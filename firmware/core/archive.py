"""Games on the flash: which one is in progress, the finished ones kept for
the log and export, and the storage budget.

Layout under ``folder`` (``games`` by default):

``0007/``
    One folder per game: its journal and snapshots (core.journal), the
    ``draft`` of a form being filled in (core.store), and once finished its
    ``summary``. A game is finished exactly when its summary file exists;
    finishing drops the draft and the temporary files, and the next new
    game the finished games' snapshots (only events and the summary are
    needed then; until then an undone end rebuilds the game from them,
    not by replaying every event). A game abandoned unfinished has a
    summary too, marked ``"unfinished": true``.
``index``
    A checked blob (core.blob.pack_blob) holding ``[current, next]``: the
    game in progress (or null) and the next game number. Written to a
    temporary file and renamed, like every whole-file update here. If it is
    lost or damaged, the folders tell the same story: the newest unfinished
    game is taken as current and numbering continues after the highest.
``x0007/``
    A game being deleted: the folder is renamed first (atomic), then
    emptied and removed, so a power cut never leaves half a game that looks
    whole. Leftovers are cleared on the next change.

Games in progress: the current one (resumed at power-up) and up to
``OPEN - 1`` kept ones, unfinished games the table left to start another;
any of them can be made current again (``switch``). Keeping one more
moves the oldest kept game to the finished games, marked unfinished.

Ending a game is two steps, each safe alone: the session journals its
"end" event (the commit point), then ``finish`` writes the summary and
clears ``current``. A power cut between them leaves the current game's
journal saying it is over: core.store finishes it at the next boot. An
undone ending goes back the same way (``reopen``): the journal first,
then the index, then the summary goes; cut anywhere before the summary
is removed, the game is still finished (the undo was the lost press).

Game numbers only grow, so "newest first" is the order of numbers. A game
folder at or past ``next`` is the leftover of a creation the power
interrupted before the index said so; it is ignored and reused.

The budget (bytes of flash for all games, 300 KB by default) is enforced
after a game is created or finished: whole games are deleted, finished
games first, then kept games in progress, oldest first, never the game
in progress nor the game just finished; a finished game's play is added
to the records' tallies (core.records) before its folder goes. Sizes are
counted as LittleFS spends them:
every file rounded up to whole blocks, plus a metadata pair (two blocks)
per folder.
"""

import json

from core import canon, mem
from core.blob import JournalError, NewerFormat, pack_blob, unpack_blob

INDEX_MAGIC = b"TCI"
SUMMARY_MAGIC = b"TCF"
BUDGET = 300 * 1024
BLOCK = 4096
OPEN = 4                    # games in progress kept at most (the current one too)
LEFTOVERS = ("journal.tmp", "summary.tmp", "draft", "draft.tmp", "snap.tmp")
SNAPSHOTS = ("snap0", "snap1")


def _number(name):
    """The game number of a folder name, or -1."""
    if not name or not name.isdigit():
        return -1
    return int(name)


class Archive:
    """The games under ``folder`` on ``storage``; see the module docstring."""

    def __init__(self, storage, folder="games", budget=BUDGET, block=BLOCK):
        self.storage = storage
        self.folder = folder
        self.budget = budget
        self.block = block
        self._cur = None
        self._next = 1
        self._loaded = False
        self.aside = []             # what went to the damaged folder (core.store reads it)

    # -- names -----------------------------------------------------------
    def folder_of(self, game):
        return "%s/%04d" % (self.folder, game)

    def _has(self, game, leaf):
        return self.storage.exists(self.folder_of(game) + "/" + leaf)

    def _numbers(self):
        """Numbers of the game folders below ``next``, ascending."""
        st = self.storage
        if not st.isdir(self.folder):
            return []
        out = []
        for name in st.listdir(self.folder):
            k = _number(name)
            if k > 0 and k < self._next and st.isdir(self.folder + "/" + name):
                out.append(k)
        out.sort()
        return out

    # -- the index -------------------------------------------------------
    def _load(self):
        if self._loaded:
            return
        st = self.storage
        index = self.folder + "/index"
        cur = None
        nxt = 0
        try:
            body = unpack_blob(st.read_all(index), INDEX_MAGIC, "game index")
            cur, nxt = json.loads(body)
            if (cur is not None and type(cur) is not int) or type(nxt) is not int:
                cur, nxt = None, 0
        except OSError:
            pass                    # none yet (or no games folder)
        except (JournalError, ValueError, TypeError) as e:
            # Damaged, or a newer firmware's: kept in the damaged folder,
            # and the folders tell the rest as if there were no index.
            self._aside(index, isinstance(e, NewerFormat))
            cur, nxt = None, 0
        if nxt < 1 and st.exists(index):
            self._aside(index, False)   # a well-formed index that says nothing usable
        if nxt < 1:
            # No index, or a damaged one: the folders know the rest.
            self._next = 1 << 20
            numbers = self._numbers()
            nxt = numbers[-1] + 1 if numbers else 1
            cur = None
            for k in numbers:
                if self._has(k, "journal") and not self._has(k, "summary"):
                    cur = k
        self._next = nxt
        if cur is not None and (cur >= nxt or not self._has(cur, "journal")
                                or self._has(cur, "summary")):
            cur = None
        self._cur = cur
        self._loaded = True

    def _aside(self, name, newer):
        """``name`` into the damaged folder (core.aside), noted for the
        screens (``aside``: core.store's list)."""
        from core import aside
        leaf = aside.put(self.storage, name)
        self.aside.append(("aside_newer" if newer else "aside_damaged", leaf or name))

    def set_aside(self, game, newer=False):
        """A game whose folder cannot be opened (damaged, or a newer
        firmware's) goes to the damaged folder whole, untouched."""
        self._aside(self.folder_of(game), newer)
        if game == self._cur:
            self._cur = None

    def drop_empty(self, game):
        """The game a power cut interrupted while it was being created
        (no event yet): its folder goes to the trash (a rename; the next
        change erases it), so Continue no longer offers it."""
        trash = "%s/x%04d" % (self.folder, game)
        st = self.storage
        if st.exists(trash):
            self._erase(trash)
        st.rename(self.folder_of(game), trash)
        if game == self._cur:
            self._cur = None

    def _write_index(self, cur, nxt):
        st = self.storage
        st.replace(self.folder + "/index",
                   pack_blob(INDEX_MAGIC, canon.dumps([cur, nxt]).encode()))
        self._cur = cur
        self._next = nxt

    # -- the game in progress ----------------------------------------------
    def current(self):
        """The number of the game in progress, or None."""
        self._load()
        return self._cur

    def new_game(self, schema=0, defer=False):
        """Start a new game and make it the one in progress; returns
        (number, Journal). A game still in progress is kept (see the
        module docstring: at most OPEN games in progress). ``defer``: the
        game becomes the one in progress only at ``make_current``, once
        its first events are on the flash (until then a power cut leaves
        the game before it in progress, and this folder unlisted: its
        number is not below ``next`` yet)."""
        self._load()
        st = self.storage
        if not st.isdir(self.folder):
            st.mkdir(self.folder)
        self._tidy()
        for k in self.finished():
            for leaf in SNAPSHOTS:
                st.discard(self.folder_of(k) + "/" + leaf)
        game = self._next
        d = self.folder_of(game)
        if st.exists(d):
            self._erase(d)          # left by a creation the power cut short
        st.mkdir(d)
        from core.journal import Journal  # only with a game: see core.store
        j = Journal.create(st, d, schema)
        if not defer:
            self.make_current(game)
        return game, j

    def make_current(self, game):
        """New game ``game`` (``new_game``) is the one in progress now;
        the oldest kept games beyond OPEN go to the finished ones."""
        self._write_index(game, game + 1)
        self.limit_open()
        self.enforce_budget()

    def limit_open(self):
        """At most OPEN games in progress: the oldest kept ones beyond go
        to the finished ones, marked unfinished (again at boot, when a
        power cut came between a new game and this)."""
        kept = self.unfinished()
        while len(kept) >= OPEN:
            self._shelve(kept.pop(0))

    def _shelve(self, game):
        """Move a kept game to the finished ones, marked unfinished, with
        what its first event says (no ranking: its state is not read). A
        game the power cut short before its first event holds nothing: it
        goes."""
        ev = self.first_event(game)
        if ev is None:
            self.delete(game)
            return
        self._write_summary(game, {"game": ev[1], "first": ev[4], "results": [],
                                   "players": [p["name"] for p in ev[3]],
                                   "unfinished": True})

    def _write_summary(self, game, summary):
        self.storage.replace(self.folder_of(game) + "/summary",
                             pack_blob(SUMMARY_MAGIC, canon.dumps(summary).encode()))

    def first_event(self, game):
        """The first event of a game (["new", game id, options, players,
        first]) read straight from its journal; None when unreadable."""
        from core.journal import HEADER, Journal
        j = Journal(self.storage, self.folder_of(game))
        try:
            f = self.storage.open_read(j._name("journal"))
        except OSError:
            return None
        try:
            p = j._read_record(f, HEADER)
            if p[:1] == b"(":   # a group (core.journal): its first record
                p = j._read_record(f, HEADER + (5 if len(p) >= 0x80 else 4))
            return json.loads(p)
        except (JournalError, ValueError, IndexError):
            return None
        finally:
            f.close()

    def open_games(self):
        """Numbers of the games in progress (the current one and the kept
        ones), newest first."""
        self._load()
        out = [k for k in self._numbers() if not self._has(k, "summary")]
        out.reverse()
        return out

    def has_open(self):
        """Whether a game in progress has its first event (see open_list)."""
        return any(self.first_event(k) is not None for k in self.open_games())

    def open_list(self):
        """The games in progress for a menu, newest first: {"id", "game",
        "players" (names), "current"} each, from their first events (a
        game the power cut short before its first event is left out)."""
        out = []
        for k in self.open_games():
            ev = self.first_event(k)
            if ev is not None:
                out.append({"id": k, "game": ev[1], "current": k == self._cur,
                            "players": [p["name"] for p in ev[3]]})
        return out

    def switch(self, game):
        """Make kept game ``game`` the one in progress."""
        self._load()
        if game not in self.open_games():
            raise JournalError("no game %d in progress" % game)
        self._write_index(game, self._next)

    def reopen(self, game):
        """A finished game back in progress (its end undone; the journal
        already says so): current first, then the summary goes, so a cut
        between leaves it finished."""
        self._load()
        if not self._has(game, "journal"):
            raise JournalError("no game %d" % game)
        self._write_index(game, self._next)
        self.storage.discard(self.folder_of(game) + "/summary")

    def resume(self, schema=0):
        """The Journal of the game in progress (recovered), or None."""
        game = self.current()
        if game is None:
            return None
        return self.journal(game, schema)

    def journal(self, game, schema=0):
        """Any game's Journal, recovered (opening writes nothing)."""
        from core.journal import Journal
        return Journal.open(self.storage, self.folder_of(game), schema)

    def finish(self, summary, game=None):
        """Mark a game (by default the one in progress) finished with
        ``summary``, a small dict (players, scores, ranks, date if known);
        its number is added as ``id``. Returns the games the budget
        deleted."""
        self._load()
        if game is None:
            game = self._cur
        if game is None:
            raise JournalError("no game in progress")
        d = self.folder_of(game)
        if not self._has(game, "journal"):
            raise JournalError("no game %d" % game)
        s = dict(summary)
        s["id"] = game
        st = self.storage
        self._write_summary(game, s)
        if self._cur == game:
            self._write_index(None, self._next)
        for leaf in LEFTOVERS:
            st.discard(d + "/" + leaf)
        # A safe point (the game is finished on the flash, nothing is half
        # written): the summary's and the index's bytes are garbage, and
        # the budget's walk over every game's folder needs the room.
        mem.collect()
        return self.enforce_budget(keep=game)

    # -- finished games ----------------------------------------------------
    def finished(self):
        """Numbers of the finished games, newest first."""
        self._load()
        out = [k for k in self._numbers() if self._has(k, "summary")]
        out.reverse()
        return out

    def amend(self, game, fields):
        """Change fields of a finished game's summary (the duration the
        table entered afterwards): the summary is replaced whole, so a
        power cut leaves the old one or the new one."""
        s = self.summary(game)
        s.update(fields)
        self._write_summary(game, s)

    def unfinished(self):
        """Numbers of the kept games in progress (not the current one),
        oldest first."""
        self._load()
        return [k for k in self._numbers()
                if k != self._cur and not self._has(k, "summary")]

    def summary(self, game):
        """A finished game's summary dict. JournalError when damaged or
        written by a newer firmware."""
        try:
            data = self.storage.read_all(self.folder_of(game) + "/summary")
        except OSError:
            raise JournalError("game %d is not finished" % game) from None
        return json.loads(unpack_blob(data, SUMMARY_MAGIC, "game summary"))

    def events(self, game):
        """A game's effective events, in order, read from the flash."""
        return self.journal(game).events()

    # -- space -------------------------------------------------------------
    def _cost(self, d):
        """Flash spent by the folder ``d``: files in whole blocks, plus the
        folder's metadata pair."""
        st = self.storage
        b = self.block
        total = 2 * b
        for leaf in st.listdir(d):
            name = d + "/" + leaf
            if st.isdir(name):
                total += self._cost(name)
            else:
                total += (st.size(name) + b - 1) // b * b
        return total

    def usage(self):
        """Bytes of flash all games take, as the budget counts them."""
        self._load()
        total = 0
        for k in self._numbers():
            total += self._cost(self.folder_of(k))
        return total

    def enforce_budget(self, keep=None):
        """Delete whole games until the games fit the budget: finished ones
        first, then kept ones in progress, oldest first; never
        the game in progress, nor ``keep`` (the game just finished: the
        budget gives way before the result the table just saw). Returns the
        deleted numbers."""
        self._load()
        self._tidy()
        numbers = self._numbers()
        costs = {}
        total = 0
        for k in numbers:
            costs[k] = self._cost(self.folder_of(k))
            total += costs[k]
        if total <= self.budget:
            return []
        done = [k for k in numbers if self._has(k, "summary")]
        order = done + [k for k in numbers if k != self._cur and k not in done]
        deleted = []
        for k in order:
            if total <= self.budget:
                break
            if k == self._cur or k == keep:
                continue
            if k in done:
                # Its play goes into the records' tallies first (see
                # core.records: a cut between the two counts it once).
                from core import records
                records.prune(self, k)
            self.delete(k)
            total -= costs[k]
            deleted.append(k)
        return deleted

    def delete(self, game):
        """Delete a whole game (never the one in progress)."""
        self._load()
        if game == self._cur:
            raise ValueError("the game in progress is not deleted")
        d = self.folder_of(game)
        trash = "%s/x%04d" % (self.folder, game)
        st = self.storage
        if st.exists(trash):
            self._erase(trash)
        st.rename(d, trash)
        self._erase(trash)

    def _erase(self, d):
        st = self.storage
        for leaf in st.listdir(d):
            name = d + "/" + leaf
            if st.isdir(name):
                self._erase(name)
            else:
                st.remove(name)
        st.rmdir(d)

    def _tidy(self):
        """Finish deletions a power cut interrupted; drop temporary files."""
        st = self.storage
        if not st.isdir(self.folder):
            return
        for name in st.listdir(self.folder):
            path = self.folder + "/" + name
            if name.startswith("x") and _number(name[1:]) > 0 and st.isdir(path):
                self._erase(path)
            elif name.endswith(".tmp"):
                st.remove(path)
