"""The games in progress: the list Continue shows when games are kept,
and the question New game asks while a game is in progress (keep it and
start another, or abandon it to the finished games, marked unfinished).

Imported by ui.menus when one of them is needed, and dropped again when
the main menu, the wizard or the play screen takes over, so their code is
not on the heap beside the new-game wizard's.
"""

from core import mem
from games import catalog
from ui import text, widgets


def continue_game(app):
    """Back to the game in progress; with kept games too, a list of them
    (newest first, the cursor on the current one)."""
    games = app.store.open_games() if app.store is not None else []
    if len(games) > 1 or (games and not games[0]["current"]):
        items = []
        index = 0
        for i, g in enumerate(games):
            if g["current"]:
                index = i
            # who, then the game: its name goes last, as the part a long
            # line may lose (as in the finished games' list)
            label = "%s: %s" % (", ".join(g["players"]), text.pick(catalog.name(g["game"])))
            items.append((label, _continue(g["id"], g["current"])))
        app.push(widgets.Menu(text.t("open_games"), items, index))
        return
    resume(app)


def _continue(number, current):
    def run(app):
        if not current:
            # Another game: the one on screen stays saved as it is.
            app.session = None
            mem.collect()
            app.store.switch(number)
        resume(app)
    return run


def resume(app):
    if not app.live():      # let go of for another game's setup: read it back
        app.session, notes = app.store.resume()
        if app.session is None:
            notes = notes + app.store.aside    # what could not be opened: named
            del app.store.aside[:]
            widgets.message(app, text.notes(notes) if notes else [text.t("no_game")])
            return
    from ui import play
    play.show(app)


def ask(app):
    """A new game while a game is in progress: asked about first."""
    app.push(KeepOrAbandon(_about(app.session)))


def _about(session):
    """"Ania, Bartek: The Castles of Burgundy, phase C round 4": who, what
    and where, for the question about a game in progress."""
    from ui.commands import status
    st = session.state
    return "%s: %s, %s" % (", ".join(p["name"] for p in st["players"]),
                           text.pick(catalog.name(st["game"])), status(session))


class KeepOrAbandon(widgets.Menu):
    """A new game while a game is in progress: which game, then keep it
    (Continue brings it back) or abandon it (it goes to Finished games,
    marked unfinished). The cursor opens on keeping it."""

    def __init__(self, about):
        self.about = about
        widgets.Menu.__init__(self, text.t("in_progress"), [(text.t("keep_it"), _keep),
                                                            (text.t("abandon_it"), _abandon)])

    def draw(self, c, app):
        y, h = self.draw_frame(c, app)
        line = widgets.LINE_H
        rows = widgets.wrap(c, [self.about], c.width - 4, "medium")
        for row in rows[:h // line - len(self.items)]:
            c.text(2, y, row, "medium")
            y += line
        for i, item in enumerate(self.items):
            label = c.fit(item[0], c.width - 8, "medium")
            if i == self.index:
                c.fill_rect(0, y, c.width, line, 1)
            c.text(4, y, label, "medium", color=0 if i == self.index else 1)
            y += line


def _keep(app):
    app.pop()
    _choose_game(app)


def _abandon(app):
    app.store.finish(app.session, unfinished=True)
    app.session = None
    mem.collect()
    app.main_menu(app)      # built again: no game to continue any more
    _choose_game(app)


def _choose_game(app):
    """The new-game wizard's first step: kept or abandoned, the question's
    code goes (ui.menus imports it again when needed)."""
    mem.drop("ui.inprogress")
    from ui import newgame
    newgame.choose_game(app)
