"""An in-memory games store with the real store's methods, for driving the
screens in tests without a filesystem."""

from core.session import Session
from support.memjournal import MemJournal


class MemStore:
    def __init__(self):
        self.settings = {}
        self.players = {}
        self.current = None
        self.open = []          # journals of the games in progress, oldest first
        self.done = []
        self.ended = []         # the sessions of ``done``, in the same order
        self.drafts = {}        # id(journal) -> draft dict
        self.restart = None     # what stopped a press before a restart
        self.next = None        # what the next boot opens (core.store.open_next)
        self.aside = []         # what was set aside (core.store), named at boot

    def load_settings(self):
        return dict(self.settings)

    def save_settings(self, settings):
        self.settings = dict(settings)

    def load_players(self):
        return dict(self.players)

    def save_players(self, players):
        self.players = dict(players)

    def note_restart(self, what):
        self.restart = what

    def open_next(self, what, number):
        self.next = (what, number)

    def take_next(self):
        what, self.next = self.next, None
        return what

    def take_restart(self):
        what, self.restart = self.restart, None
        return what

    def new_session(self, gid, options, players, first, held=False):
        s = Session.new(MemJournal(), gid, options, players, first)
        self.current = s.journal
        self.open.append(s.journal)
        return s

    def begun(self, session):
        """The flash's store writes the new game's first record here."""

    def in_progress(self):
        return bool(self.open)

    def open_games(self):
        out = []
        for i in range(len(self.open) - 1, -1, -1):
            j = self.open[i]
            ev = next(j.events(0, 1))
            out.append({"id": i, "game": ev[1], "current": j is self.current,
                        "players": [p["name"] for p in ev[3]]})
        return out

    def switch(self, number):
        self.current = self.open[number]

    def resume(self):
        if self.current is None:
            return None, []
        return Session.resume(self.current), []

    def finish(self, session, unfinished=False):
        session.archived = True
        result = session.game.results(session.state)["results"]
        self.done.insert(0, {"id": len(self.done) + 1, "game": session.state["game"],
                             "winner": result[0]["name"] if result else "",
                             "players": len(session.state["players"]), "results": result,
                             "unfinished": unfinished})
        self.ended.insert(0, session.journal)
        if session.journal in self.open:
            self.open.remove(session.journal)
        if self.current is session.journal:
            self.current = None

    def reopen(self, session):
        i = self.ended.index(session.journal)
        del self.done[i]
        del self.ended[i]
        session.archived = False
        self.open.append(session.journal)
        self.current = session.journal

    def draft(self, how, session, answers=None):
        key = id(session.journal)
        if how == "save":
            self.drafts[key] = dict(answers, n=session.state["n"])
        elif how == "drop":
            self.drafts.pop(key, None)
        d = self.drafts.get(key)
        session.draft = d is not None
        return d if d is not None and d["n"] == session.state["n"] else None

    def finished(self):
        return self.done

    def summary(self, gid):
        for d in self.done:
            if d["id"] == gid:
                return d
        return {}

    def records(self):
        from core import records
        t = records.empty()
        for d in self.done:
            records.add(t, d, d["id"])
        return t, False

    def record_standing(self, session):
        from core import records
        t = records.empty()
        for d in self.done:
            records.add(t, d, d["id"])
        return t["g"].get(session.state["game"])
