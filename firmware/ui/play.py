"""The game in progress: the screen the device shows most of the evening.

It works for every game module through the protocol in games/__init__.py:
the title shows where the game is (round, phase, whose turn), the body the
step's prompt, the dice and everybody's score. C moves the game on (next
step, end of turn), B opens the actions of this step (``ui.actions``:
rolls, the game's scoring helpers, +/- corrections, undo/redo, and the
rarer tools of ``ui.tools``: history, scores, dice, the end of the game),
A rolls the dice where the step has any, long A undoes, long C opens the
standings (``ui.glance``), long B goes to the main menu (the game stays
saved).

Only this module stays loaded while the game is played: the action menu,
the tools and the menus are imported when opened and dropped again once
the play screen is back on top (see core.mem), so their code is not on
the Pico's heap beside the game's for the whole evening.
"""

from core import mem
from core.session import Reject
from ui import text
from ui.dice_view import draw_row
from ui.screen import Screen

SCORE_W = 112        # the score column on the right

# What the screens over the play screen import; none is needed once the
# play screen is on top again.
# games.catalog is the new-game wizard's list of games.
_OVER = ("ui.actions", "ui.tools", "ui.menus", "ui.speller", "ui.playlog", "games.catalog",
         "ui.glance")


def show(app):
    """The play screen as the new root (a new or resumed game)."""
    app.home(PlayScreen())
    mem.drop(*_OVER)


def act(app, event):
    """Apply an event to the session; a refusal becomes a message and
    changes nothing. Returns True when the event was applied."""
    try:
        app.session.apply(event)
    except Reject as e:
        app.message([e.text(text.lang())])
        return False
    after_change(app)
    return True


def after_change(app):
    s = app.session
    if s.state["over"] and app.store is not None:
        app.store.finish(s)


def back_to_play(app):
    """Close every screen opened over the play screen."""
    while not isinstance(app.top(), PlayScreen):
        app.pop()


def status(session):
    """The title line: game-specific if the game says, else round + turn."""
    st = session.state
    f = getattr(session.game, "status", None)
    if f:
        return f(st, text.lang())
    cur = st["cur"]
    parts = []
    if "round" in cur:
        parts.append(text.t("round_n") % cur["round"])
    if cur.get("active") is not None:
        parts.append(st["players"][cur["active"]]["name"])
    elif cur.get("step"):
        parts.append(cur["step"])
    return " · ".join(parts)


def prompt(session):
    st = session.state
    if st["over"]:
        return text.t("game_over")
    info = session.step_info()
    p = info.get("prompt")
    cur = st["cur"]
    name = st["players"][cur["active"]]["name"] if cur.get("active") is not None else ""
    if p or type(p) is int:     # a text, or the id of one (0 too)
        s = text.pick(p)
        return s.replace("{player}", name).replace("{round}", str(cur.get("round", "")))
    if name:
        return text.t("turn_of") % name
    return ""


class PlayScreen(Screen):
    fast_refresh = False    # the game's state: a cleaner partial refresh

    def draw(self, c, app):
        # Drawn only while on top: nothing opened over it is left, so the
        # code of those screens can go (a no-op when none was loaded).
        mem.drop(*_OVER)
        s = app.session
        st = s.state
        y0, h = self.draw_frame(c, app, status(s), text.t("hint_menu"))
        left_w = c.width - SCORE_W - 2
        c.text(2, y0 + 1, c.fit(prompt(s), left_w - 2, "medium"), "medium")
        values = st["dice"]
        if values:
            view = getattr(s.game, "dice_view", None)
            labels = None
            dice = s.game.dice_for(st) if hasattr(s.game, "dice_for") else []
            if view:
                pairs = view(st, text.lang())
                labels = [p[0] for p in pairs]
            n = len(values)
            draw_row(c, 0, y0 + 20, left_w, dice, values, labels,
                     size=min(36, h - 40, (left_w - 4 * (n - 1)) // n))
        else:
            lines = checklist(s)
            for i, line in enumerate(lines[:(h - 20) // 13]):     # 6 lines on the 128 px panel
                c.text(2, y0 + 20 + i * 13, c.fit(line, left_w - 2, "small"), "small")
        draw_scores(c, s, c.width - SCORE_W, y0, SCORE_W, h)

    def key(self, k, app):
        s = app.session
        if k == "c":
            if s.state["over"]:
                from ui import tools
                tools.show_ranking(app)
            else:   # where the game cannot move on, the refusal says why
                act(app, ["adv"])
        elif k == "b":
            from ui.actions import ActionMenu
            app.push(ActionMenu(app))
        elif k == "a":
            if "roll" in s.allowed() and dice_spec(s):
                roll(app)
        elif k == "A":
            undo(app)
        elif k == "C":      # the standings: the score if it ended now, positions
            from ui import glance
            glance.show(app)
        elif k == "B":
            from ui import menus
            menus.main_menu(app)


def checklist(session):
    f = getattr(session.game, "checklist", None)
    return f(session.state, text.lang()) if f else []


def dice_spec(session):
    f = getattr(session.game, "dice_for", None)
    return f(session.state) if f else None


def roll(app):
    try:
        app.session.roll(app.rng)
    except Reject as e:
        app.message([e.text(text.lang())])


def undo(app):
    try:
        app.session.undo()
    except Reject as e:
        app.message([e.text(text.lang())])


def redo(app):
    try:
        app.session.redo()
    except Reject as e:
        app.message([e.text(text.lang())])


def draw_scores(c, s, x, y, w, h):
    st = s.state
    n = len(st["players"])
    row = 12 if n > 6 else 14
    c.vline(x - 2, y, h, 1)
    active = st["cur"].get("active")
    for i, p in enumerate(st["order"] if n <= 8 else range(n)):
        yy = y + 1 + i * row
        if yy + row > y + h:
            break
        total = str(st["scores"][p])
        name = c.fit(st["players"][p]["name"], w - 8 - c.text_width(total, "small"), "small")
        if p == active:
            c.fill_rect(x, yy, w, row - 1, 1)
            c.text(x + 2, yy, name, "small", color=0)
            c.text_right(x + w - 2, yy, total, "small", color=0)
        else:
            c.text(x + 2, yy, name, "small")
            c.text_right(x + w - 2, yy, total, "small")
