"""The device's games on flash, as the screens need them.

One object over core.archive (which game is in progress, finished games,
the storage budget) and core.journal (one game's events and snapshots):
start a game, resume the one in progress after a reboot or a power cut
(with notes on what recovery did), finish a game with its ranking, list
finished games, and keep the settings. Notes are text keys (see
ui.text), so this layer stays free of language.
"""

import json

from core import canon
from core.archive import Archive
from core.journal import JournalError
from core.session import Reject, Session, load_game, new_state
from core.storage import Storage
from games import catalog

SETTINGS = "settings.json"


def device_storage():
    """The Pico's own flash filesystem."""
    return Storage("/")


class Store:
    def __init__(self, storage, budget=None):
        self.storage = storage
        if budget is None:
            self.archive = Archive(storage)
        else:
            self.archive = Archive(storage, budget=budget)

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

    # -- the game in progress ---------------------------------------------
    def new_session(self, game_id, options, players, first):
        """Start a game; nothing is written unless the setup is valid."""
        new_state(load_game(game_id), options, players, first)  # raises Reject
        _number, journal = self.archive.new_game()
        return Session.new(journal, game_id, options, players, first)

    def in_progress(self):
        """Is there a game in progress on the flash (without reading it)?"""
        return self.archive.current() is not None

    def resume(self):
        """(session or None, notes) for the game in progress."""
        notes = []
        try:
            journal = self.archive.resume()
        except JournalError as e:
            return None, [str(e)]
        if journal is None:
            return None, notes
        if journal.dropped_records or journal.dropped_bytes:
            notes.append("recovered")
            notes.append("last_lost")
        if journal.length == 0:
            return None, notes   # the power failed while the game was being created
        try:
            return Session.resume(journal), notes
        except Reject as e:
            return None, notes + [str(e)]

    def finish(self, session):
        """Keep a finished game's ranking for the log and the export."""
        st = session.state
        try:
            result = session.game.results(st)["results"]
        except (ValueError, KeyError):
            result = []
        summary = {"game": st["game"],
                   "players": [p["name"] for p in st["players"]],
                   "first": st["first"],
                   "results": result,
                   "events": session.journal.length}
        self.archive.finish(summary)

    # -- finished games ----------------------------------------------------
    def finished(self):
        out = []
        for number in self.archive.finished():
            try:
                s = self.archive.summary(number)
            except JournalError:
                continue
            name = catalog.name(s["game"])[0]
            winner = s["results"][0]["name"] if s.get("results") else ""
            out.append({"id": number, "label": "%d %s %s" % (number, name, winner)})
        return out

    def summary(self, number):
        return self.archive.summary(number)
