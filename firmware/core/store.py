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


def device_storage():
    """The Pico's own flash filesystem."""
    return Storage("/")


class Store:
    def __init__(self, storage, budget=None):
        self.storage = storage
        self.budget = budget

    def _archive(self):
        """The archive, its module imported for this call (``_done`` drops
        it: nothing the store hands out refers to it)."""
        from core.archive import Archive
        if self.budget is None:
            return Archive(self.storage)
        return Archive(self.storage, budget=self.budget)

    @staticmethod
    def _done(keep_recovery=False):
        # core.recovery too: opening a journal needs it (see core.session);
        # a resume keeps it for the session's replay, which drops it after.
        # core.records: the budget's pruning folds a play into the
        # records' tallies with it.
        if keep_recovery:
            mem.drop("core.archive", "core.records")
        else:
            mem.drop("core.archive", "core.records", "core.recovery")
        # A safe point (plain Python, nothing half-built): the archive's code
        # and what starting or finishing a game left go before the press
        # goes on to draw (the ranking, the first play screen).
        mem.collect()

    def busy(self):
        """A write is in flight: the power must stay on."""
        return self.storage.busy()

    # -- settings ----------------------------------------------------------
    def load_settings(self):
        try:
            data = json.loads(self.storage.read_all(SETTINGS))
        except (OSError, ValueError):
            return {}  # none yet, or damaged: the defaults will do
        return data if isinstance(data, dict) else {}

    def save_settings(self, settings):
        self.storage.replace(SETTINGS, (canon.dumps(settings).encode(),))

    def load_players(self):
        """What the device remembers of the tables that played (a dict;
        empty when there is none or it is damaged)."""
        try:
            data = json.loads(self.storage.read_all(PLAYERS))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def save_players(self, players):
        self.storage.replace(PLAYERS, (canon.dumps(players).encode(),))

    # -- a press that failed ----------------------------------------------
    def note_restart(self, what):
        """Keep for the next boot that ``what`` (an exception's name)
        stopped a press, before the device restarts (main.press)."""
        self.storage.replace(RESTART, (what.encode(),))

    def take_restart(self):
        """What stopped a press before this boot (``note_restart``), once;
        None when nothing did."""
        try:
            what = self.storage.read_all(RESTART).decode()
        except (OSError, ValueError):
            return None
        self.storage.discard(RESTART)
        return what

    # -- the game in progress ---------------------------------------------
    def new_session(self, game_id, options, players, first):
        """Start a game; nothing is written unless the setup is valid."""
        from core.fold import new_state
        from core.session import Reject, Session, load_game
        try:
            new_state(load_game(game_id), options, players, first)
        except Reject:
            mem.drop("core.fold")   # Session.new drops it otherwise
            raise
        try:
            _number, journal = self._archive().new_game()
        finally:
            self._done()
        return Session.new(journal, game_id, options, players, first)

    def _do(self, name, *args):
        """``Archive.<name>(*args)``, the archive loaded for the call."""
        try:
            return getattr(self._archive(), name)(*args)
        finally:
            self._done()

    def in_progress(self):
        """Is there a game in progress on the flash, current or kept
        (without reading it)?"""
        return bool(self._do("open_games"))

    def open_games(self):
        """The games in progress, newest first (see Archive.open_list)."""
        return self._do("open_list")

    def switch(self, number):
        """Make kept game ``number`` the one a resume (and the next boot)
        reads."""
        self._do("switch", number)

    def resume(self):
        """(session or None, notes) for the game in progress."""
        from core.blob import JournalError
        notes = []
        try:
            journal = self._archive().resume()
        except JournalError as e:
            mem.drop("core.recovery")
            return None, [str(e)]
        finally:
            self._done(keep_recovery=True)
        if journal is None:
            mem.drop("core.recovery")
            return None, notes
        if journal.dropped_records or journal.dropped_bytes:
            notes.append("recovered")
            notes.append("last_lost")
        if journal.length == 0:
            mem.drop("core.recovery")
            return None, notes   # the power failed while the game was being created
        from core.session import Reject, Session
        try:
            session = Session.resume(journal)
        except Reject as e:
            return None, notes + [str(e)]
        finally:
            mem.drop("core.recovery")   # recovery done: see core.session
        if session.state["over"]:
            # Its end was journaled, the power failed before the summary.
            self.finish(session)
            return None, notes + ["ended_saved"]
        return session, notes

    def finish(self, session, unfinished=False):
        """Keep a finished game's ranking for the log and the export; an
        abandoned game (``unfinished``) keeps its ranking so far, marked."""
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
        self._do("reopen", _number(session))
        session.archived = False

    # -- the draft of a form -------------------------------------------------
    def draft(self, how, session, answers=None):
        """``core.draft.<how>`` ("save", "drop", "load") for ``session``'s
        form; that module is on the heap only for the call."""
        from core import draft
        try:
            return getattr(draft, how)(self.storage, session, answers)
        finally:
            mem.drop("core.draft")

    # -- finished games ----------------------------------------------------
    def finished(self):
        """The finished games, newest first: {"id", "game", "winner",
        "players" (how many)} each, for the list the screens show."""
        from core.blob import JournalError
        out = []
        try:
            archive = self._archive()
            for number in archive.finished():
                try:
                    s = archive.summary(number)
                except JournalError:
                    continue
                winner = s["results"][0]["name"] if s.get("results") else ""
                out.append({"id": number, "game": s["game"], "winner": winner,
                            "players": len(s.get("players", ())),
                            "unfinished": s.get("unfinished", False)})
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
