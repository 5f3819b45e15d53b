"""An in-memory games store with the real store's methods, for driving the
screens in tests without a filesystem."""

from core.session import Session
from support.memjournal import MemJournal


class MemStore:
    def __init__(self):
        self.settings = {}
        self.current = None
        self.done = []

    def load_settings(self):
        return dict(self.settings)

    def save_settings(self, settings):
        self.settings = dict(settings)

    def new_session(self, gid, options, players, first):
        s = Session.new(MemJournal(), gid, options, players, first)
        self.current = s.journal
        return s

    def in_progress(self):
        return self.current is not None

    def resume(self):
        if self.current is None:
            return None, []
        return Session.resume(self.current), []

    def finish(self, session):
        result = session.game.results(session.state)["results"]
        self.done.insert(0, {"id": len(self.done) + 1, "game": session.state["game"],
                             "winner": result[0]["name"] if result else "",
                             "players": len(session.state["players"]), "results": result})

    def finished(self):
        return self.done

    def summary(self, gid):
        for d in self.done:
            if d["id"] == gid:
                return d
        return {}
