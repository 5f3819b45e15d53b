"""The device's games on flash, as the screens need them.

One object over core.archive (which game is in progress, finished games,
the storage budget) and core.journal (one game's events and snapshots):
start a game, resume the one in progress after a reboot or a power cut
(with notes on what recovery did), finish a game with its ranking (or
abandon it unfinished), take an ending back, switch between the games in
progress, list finished games, keep the draft of a form being filled in,
and keep the settings. Notes are text keys (see ui.text), so this layer
stays free of language.

The end of a game is committed by its "end" event in the journal: a
resume that finds the game over finishes it (the power failed between the
event and the summary) and says so with the note "ended_saved".

The draft of a form being filled in is core.draft's.

Only what a call needs is imported: the archive's code is needed at boot,
when a game starts or ends and for the finished games, and is dropped
again after each call (see core.mem); the session and the journal only
once there is a game. The main menu then has none of them on the heap.
"""

import json

from core import canon, mem
from core.storage import Storage

SETTINGS = "settings.json"
# Who played (ui.newgame): apart from the settings, so that only the
# new-game wizard holds it on the heap.
PLAYERS = "players.json"
# What stopped the last press before the device restarted (main.press),
# read once by the boot that follows.
RESTART = "restart"
# A screen the next boot opens ("qr 12": finished play 12's QR code), asked
# for before the device restarts to draw it on a clean heap (ui.tools),
# read once.
NEXT = "next"


def device_storage():
    """The Pico's own flash filesystem."""
    return Storage("/")


class Store:
    def __init__(self, storage, budget=None):
        self.storage = storage
        self.budget = budget
        # What was set aside (core.aside) since the screens last said so:
        # (text key, the name it has in the damaged folder) each.
        self.aside = []
        # a full flash frees finished games before the reserve (core.storage)
        storage.on_full = self._free_finished

    def _free_finished(self):
        """The flash is full: the oldest finished game goes, as the
        storage budget would have it go first. Whether one went. (The
        archive's module stays until the next call's ``_done``: this runs
        inside a write, perhaps one of the archive's own.)"""
        a = self._archive()
        done = a.finished()
        if not done:
            return False
        a.delete(min(done))
        return True

    def _archive(self):
        """The archive, its module imported for this call (``_done`` drops
        it: nothing the store hands out refers to it)."""
        from core.archive import Archive
        if self.budget is None:
            a = Archive(self.storage)
        else:
            a = Archive(self.storage, budget=self.budget)
        a.aside = self.aside    # what it sets aside, named by the next screen
        return a

    @staticmethod
    def _done(keep_recovery=False):
        # core.recovery too: opening a journal needs it (see core.session);
        # a resume keeps it for the session's replay, which drops it after.
        # core.records: the budget's pruning folds a play into the
        # records' tallies with it.
        if keep_recovery:
            mem.drop("core.archive", "core.records", "core.aside")
        else:
            mem.drop("core.archive", "core.records", "core.recovery", "core.aside")
        # A safe point (plain Python, nothing half-built): the archive's code
        # and what starting or finishing a game left go before the press
        # goes on to draw (the ranking, the first play screen).
        mem.collect()

    def busy(self):
        """A write is in flight: the power must stay on."""
        return self.storage.busy()

    def set_aside(self, name, newer=False):
        """Move a file the device cannot use into the damaged folder
        (core.aside), to be named on the next screen that asks."""
        self._checks("set_aside", name, newer)

    def _checks(self, name, *args):
        """``core.checks.<name>(self, *args)``: what the boot and a damaged
        file need, its code on the heap for the call only."""
        from core import checks
        try:
            return getattr(checks, name)(self, *args)
        finally:
            mem.drop("core.checks", "core.aside")

    def _read_dict(self, name):
        """The dict in the JSON file ``name``: {} when there is none, and
        when it is damaged (then it is set aside)."""
        try:
            data = json.loads(self.storage.read_all(name))
        except OSError:
            return {}       # none yet: the defaults will do
        except ValueError:  # (a bad UTF-8 sequence is one too)
            data = None
        if not isinstance(data, dict):
            self.set_aside(name)
            return {}
        return data

    # -- settings ----------------------------------------------------------
    def load_settings(self):
        """The settings; a value of the wrong type (another firmware's, a
        damaged file's) is left out and the file set aside, so that no
        value the screens read can stop a boot (core.checks)."""
        data = self._read_dict(SETTINGS)
        for k, t in (("lang", int), ("refresh_every", int), ("kept", dict)):
            v = data.get(k)
            if v is not None and (type(v) is not t or k == "refresh_every" and not 0 < v <= 100):
                # only then the checks' code: not on the heap of a plain boot
                return self._checks("settings", data, SETTINGS)
        return data

    def save_settings(self, settings):
        self.storage.replace(SETTINGS, (canon.dumps(settings).encode(),))

    def load_players(self):
        """What the device remembers of the tables that played (a dict;
        empty when there is none or it is damaged: then it is set aside;
        ui.newgame checks every value it reads)."""
        return self._read_dict(PLAYERS)

    def save_players(self, players):
        self.storage.replace(PLAYERS, (canon.dumps(players).encode(),))

    # -- a press that failed ----------------------------------------------
    def note_restart(self, what):
        """Keep for the next boot that ``what`` (an exception's name)
        stopped a press, before the device restarts (main.press). On a
        full flash the room kept for it gives way (core.storage)."""
        try:
            self.storage.replace(RESTART, (what.encode(),))
        except OSError:
            from core.storage import NOTE_ROOM
            self.storage.discard(RESTART + ".tmp")
            self.storage.discard(NOTE_ROOM)
            self.storage.replace(RESTART, (what.encode(),))

    def take_restart(self):
        """What stopped a press before this boot (``note_restart``), once;
        None when nothing did."""
        try:
            what = self.storage.read_all(RESTART)
        except OSError:
            return None
        self.storage.discard(RESTART)
        # an exception's name; whatever else a damaged note holds, in short
        return "".join(chr(b) for b in what[:32] if 32 < b < 127) or "?"

    def open_next(self, what, number):
        """Keep for the next boot that it opens screen ``what`` ("qr") of
        finished play ``number`` (``take_next``); raises OSError when the
        flash has no room for it."""
        self.storage.replace(NEXT, (("%s %d" % (what, number)).encode(),))

    def take_next(self):
        """(what, number) the boot is to open (``open_next``), once; None
        when nothing was asked or the note cannot be read."""
        try:
            data = self.storage.read_all(NEXT)
        except OSError:
            return None
        self.storage.discard(NEXT)
        parts = "".join(chr(b) for b in data[:32] if 32 <= b < 127).split(" ")
        if len(parts) != 2 or not parts[1].isdigit():
            return None     # a damaged note opens nothing: the main menu
        return parts[0], int(parts[1])

    # -- the game in progress ---------------------------------------------
    def new_session(self, game_id, options, players, first, held=False):
        """Start a game; nothing is written unless the setup is valid.
        ``held``: the first event stays in RAM, with whatever the press
        adds (the first roll), until ``begun``: one record, and the game
        is the one in progress only once that record is on the flash."""
        from core.fold import new_state
        from core.session import Reject, Session, load_game
        try:
            new_state(load_game(game_id), options, players, first)
        except Reject:
            mem.drop("core.fold")   # Session.new drops it otherwise
            raise
        try:
            number, journal = self._archive().new_game(defer=True)
        finally:
            self._done()
        journal.hold()
        session = Session.new(journal, game_id, options, players, first)
        session.number = number
        if not held:
            self.begun(session)
        return session

    def begun(self, session):
        """The new game's first record to the flash, then the game is the
        one in progress (a power cut before that leaves the game before)."""
        session.journal.hold(False)
        self._do("make_current", session.number)

    def _do(self, name, *args):
        """``Archive.<name>(*args)``, the archive loaded for the call."""
        try:
            return getattr(self._archive(), name)(*args)
        finally:
            self._done()

    def in_progress(self):
        """Is there a game in progress on the flash, current or kept, with
        an event to continue from (a game a power cut left empty is
        none: Continue would have nothing to show)? Reads the first event
        of the newest games only until one has it."""
        return self._do("has_open")

    def open_games(self):
        """The games in progress, newest first (see Archive.open_list)."""
        return self._do("open_list")

    def switch(self, number):
        """Make kept game ``number`` the one a resume (and the next boot)
        reads."""
        self._do("switch", number)

    def resume(self):
        """(session or None, notes) for the game in progress (core.checks:
        a game that cannot be opened or replayed is set aside)."""
        journal, notes = self._checks("open_game")
        if journal is None:
            return None, notes
        mem.collect()   # the checks' code, before the replay needs the room
        from core.session import Reject, Session
        try:
            session = Session.resume(journal)
        except (Reject, ValueError, KeyError, TypeError, IndexError, AttributeError):
            session = None  # events that check out but do not replay
        finally:
            mem.drop("core.recovery")   # recovery done: see core.session
        for leaf in journal.aside:     # damaged snapshots: the game was rebuilt without them
            self.aside.append(("aside_damaged", leaf))
        if session is None:
            journal.close()
            self._checks("game_aside")
            return None, []
        if session.state["over"]:
            # Its end was journaled, the power failed before the summary.
            self.finish(session)
            return None, notes + ["ended_saved"]
        return session, notes

    def finish(self, session, unfinished=False):
        """Keep a finished game's ranking for the log and the export; an
        abandoned game (``unfinished``) keeps its ranking so far, marked."""
        session.journal.commit()    # the "end" first: the summary follows it
        st = session.state
        try:
            result = session.results()["results"]
        except (ValueError, KeyError, IndexError, TypeError):
            result = []     # an abandoned game may have no ranking yet
        summary = {"game": st["game"],
                   "players": [p["name"] for p in st["players"]],
                   "first": st["first"],
                   "highest_wins": not st["options"].get("lowest_wins", False),
                   "results": result,
                   "events": session.journal.length}
        if unfinished:
            summary["unfinished"] = True
        # A safe point: the scorer's working lists are garbage by now, and
        # the archive's code and the summary's writing need the room (a
        # 4-player San Juan ending did not fit the heap without this).
        mem.collect()
        self._do("finish", summary, _number(session))
        session.archived = True

    def reopen(self, session):
        """The ending of ``session`` was undone (the journal says so
        already): the game is back in progress, the one a boot resumes."""
        session.journal.commit()    # the undo first: the summary goes after it
        self._do("reopen", _number(session))
        session.archived = False

    # -- the draft of a form -------------------------------------------------
    def draft(self, how, session, answers=None):
        """``core.draft.<how>`` ("save", "drop", "load") for ``session``'s
        form; that module is on the heap only for the call."""
        # A draft goes, or is replaced, only once the events before it
        # are on the flash (a form's event first, then its draft goes).
        if how != "follow":     # "follow" goes before the event (core.draft)
            session.journal.commit()
        from core import draft
        try:
            return getattr(draft, how)(self.storage, session, answers)
        except OSError:
            if how not in ("save", "follow"):
                raise
            # A full flash: the form goes on unsaved (a boot that reopens
            # a form saves it again, and must not fail at every power-up).
            return None
        except ValueError:
            if how != "load":
                raise
            session.draft = False   # a damaged draft: set aside, the form not reopened
            self.set_aside(session.journal.folder + draft.LEAF)
            return None
        finally:
            mem.drop("core.draft")

    # -- finished games ----------------------------------------------------
    def finished(self):
        """The finished games, newest first: {"id", "game", "winner",
        "players" (how many)} each, for the list the screens show."""
        from core.blob import JournalError, NewerFormat
        out = []
        try:
            archive = self._archive()
            for number in archive.finished():
                try:
                    s = archive.summary(number)
                    winner = s["results"][0]["name"] if s.get("results") else ""
                    row = {"id": number, "game": s["game"], "winner": str(winner),
                           "players": len(s.get("players", ())),
                           "unfinished": s.get("unfinished", False)}
                except (JournalError, ValueError, KeyError, TypeError, IndexError,
                        AttributeError) as e:
                    # said by the list's screen (``aside``), not skipped in silence
                    archive.set_aside(number, isinstance(e, NewerFormat))
                    continue
                out.append(row)
        finally:
            self._done()
        return out

    def records(self):
        """(tallies, lost): the records of every finished play (see
        core.records: the shape, and ``lost`` when the pruned plays'
        tallies were damaged and set aside)."""
        from core import records
        try:
            return records.table(self._archive())
        finally:
            self._done()

    def record_standing(self, session):
        """The records ``session``'s game is about to be ranked against,
        asked before its end is filed: the game's entry of the tallies
        (see core.records), or None before its first play."""
        from core import records
        low = session.state["options"].get("lowest_wins", False)
        try:
            archive = self._archive()
            # A safe point: the imports' garbage goes before the summaries
            # are read (the confirmation's press holds the whole game).
            mem.collect()
            t, _lost = records.table(archive)
        finally:
            self._done()
        return t["g"].get(session.state["game"] + ("~low" if low else ""))

    def amend(self, number, fields):
        """Change fields of finished game ``number``'s summary."""
        self._do("amend", number, fields)

    def summary(self, number):
        return self._do("summary", number)


def _number(session):
    """The archive's number of a session's game, from its folder's name."""
    return int(session.journal.folder.rsplit("/", 1)[1])
