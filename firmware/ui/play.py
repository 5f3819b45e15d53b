"""The game in progress: the screen the device shows most of the evening.

It works for every game module through the protocol in games/__init__.py:
the title shows where the game is (round, phase, whose turn), the body the
step's prompt, the dice and everybody's score. C moves the game on (next
step, end of turn), B opens the actions of this step (rolls, the game's
scoring helpers, +/- corrections, history, undo/redo, the end of the game),
A rolls the dice where the step has any, long A undoes, long B goes to the
main menu (the game stays saved).
"""

from core.session import Reject
from ui import text, widgets
from ui.dice_view import draw_row
from ui.screen import Screen

SCORE_W = 112        # the score column on the right


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
    if p:
        s = text.pick(p)
        return s.replace("{player}", name).replace("{round}", str(cur.get("round", "")))
    if name:
        return text.t("turn_of") % name
    return ""


class PlayScreen(Screen):
    def draw(self, c, app):
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
            for i, line in enumerate(lines[:5]):
                c.text(2, y0 + 20 + i * 13, c.fit(line, left_w - 2, "small"), "small")
        draw_scores(c, s, c.width - SCORE_W, y0, SCORE_W, h)

    def key(self, k, app):
        s = app.session
        if k == "c":
            if "adv" in s.allowed():
                act(app, ["adv"])
            elif s.state["over"]:
                show_ranking(app)
        elif k == "b":
            app.push(ActionMenu(app))
        elif k == "a":
            if "roll" in s.allowed() and dice_spec(s):
                roll(app)
        elif k == "A":
            undo(app)
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


class ActionMenu(widgets.Menu):
    """What can be done now: built from the step's allowed events and the
    game's helpers each time it opens."""

    def __init__(self, app):
        widgets.Menu.__init__(self, text.t("menu"), self.build(app))

    def entered(self, app):
        self.items = self.build(app)
        self.index = min(self.index, len(self.items) - 1)

    def build(self, app):
        s = app.session
        allowed = s.allowed()
        items = []
        if "roll" in allowed and dice_spec(s):
            items.append((text.t("roll"), _then_pop(roll)))
            if "roll1" in allowed and s.state["dice"]:
                items.append((text.t("roll_one"), pick_die_to_roll))
                items.append((text.t("set_die"), pick_die_to_set))
        if s.state["over"]:
            game_actions = ()
        elif hasattr(s.game, "actions"):
            game_actions = s.game.actions(s.state)     # what makes sense right now
        else:
            game_actions = s.step_info().get("actions", ())
        for aid in game_actions:
            spec = s.game.ACTIONS[aid]
            items.append((text.pick(spec["name"]), _action(aid)))
        if "sc" in allowed:
            items.append((text.t("score"), score_entry))
        if "adv" in allowed:
            items.append((text.t("next"), _then_pop(lambda a: act(a, ["adv"]))))
        if s.can_undo():
            items.append((text.t("undo"), _then_pop(undo)))
        if s.can_redo():
            items.append((text.t("redo"), _then_pop(redo)))
        items.append((text.t("scores"), show_scores))
        items.append((text.t("history"), show_history))
        if "dice" in allowed:
            items.append((text.t("dice_setup"), choose_dice))
        if s.state["dice"] is not None or s.state["g"].get("rolls"):
            items.append((text.t("last_rolls"), show_rolls))
        if "end" in allowed:
            items.append((text.t("end_game"), confirm_end))
        if s.state["over"]:
            items.append((text.t("ranking"), show_ranking))
        items.append((text.t("refresh_now"), refresh_now))
        items.append((text.t("main_menu"), lambda a: __import__("ui.menus").menus.main_menu(a)))
        return items


def _then_pop(f):
    def run(app):
        app.pop()
        f(app)
    return run


def refresh_now(app):
    app.pop()
    app.refresh.request_full()


def _action(aid):
    return lambda app: start_action(app, aid)


def start_action(app, aid):
    """A game helper: who (if anyone may), then each number, then apply."""
    s = app.session
    spec = s.game.ACTIONS[aid]
    active = s.state["cur"].get("active")
    if spec.get("who") == "none":
        ask(app, aid, None, [])
    elif spec.get("who") == "any" or active is None:
        names = [p["name"] for p in s.state["players"]]
        app.push(widgets.PlayerPicker(text.pick(spec["name"]), names,
                                      lambda a, p: (a.pop(), ask(a, aid, p, [])),
                                      active or 0))
    else:
        ask(app, aid, active, [])


def ask(app, aid, player, values):
    s = app.session
    spec = s.game.ACTIONS[aid]
    questions = spec.get("ask", ())
    if len(values) == len(questions):
        event = spec["make"](s.state, player, values)
        if act(app, event):
            while not isinstance(app.top(), PlayScreen):
                app.pop()
        return
    q = questions[len(values)]
    key, label, lo, hi, default = q[:5]
    names = q[5] if len(q) > 5 else None    # labels of the values lo..hi
    last = len(values) + 1 == len(questions)

    def preview(v):
        if not last:
            return None
        try:
            event = spec["make"](s.state, player, values + [v])
            pts = s.game.points(s.state, event)
        except (ValueError, KeyError, IndexError, TypeError):
            return None
        parts = []
        for p, d in sorted(pts.items()):
            before = s.state["scores"][p]
            parts.append("%s: %d → %d" % (s.state["players"][p]["name"], before, before + d))
        return ", ".join(parts)

    def ok(app, v):
        app.pop()
        ask(app, aid, player, values + [v])

    title = text.pick(label)
    if names:   # a choice among named values: a menu, not a number
        def chose(v):
            return lambda app: ok(app, v)
        items = [(text.pick(names[v - lo]), chose(v)) for v in range(lo, hi + 1)]
        app.push(widgets.Menu(title, items, default - lo))
        return
    app.push(widgets.NumberEntry(title, lo, hi, default, ok, preview))


def score_entry(app):
    """Plain +/- points for one player, with the new total previewed."""
    s = app.session
    names = [p["name"] for p in s.state["players"]]
    active = s.state["cur"].get("active") or 0
    cat = getattr(s.game, "PAD_CATEGORY", "fix")

    def picked(app, p):
        def preview(v):
            before = s.state["scores"][p]
            return "%s: %d → %d" % (names[p], before, before + v)

        def ok(app, v):
            if v and act(app, ["sc", p, v, cat]):
                while not isinstance(app.top(), PlayScreen):
                    app.pop()
            elif not v:
                app.pop()

        app.pop()
        app.push(widgets.NumberEntry(text.t("points_for") % names[p], -999, 999, 0, ok, preview))

    app.push(widgets.PlayerPicker(text.t("score"), names, picked, active))


def pick_die_to_roll(app):
    s = app.session
    n = len(dice_spec(s))

    def chosen(app, i):
        spec = dice_spec(s)
        from core import dice as dicemod
        v = dicemod.roll_one(spec[i], app.rng)
        if act(app, ["roll1", i, v]):
            while not isinstance(app.top(), PlayScreen):
                app.pop()

    app.push(widgets.PlayerPicker(text.t("roll_one"), [text.t("die_n") % (i + 1) for i in range(n)],
                                  chosen))


def pick_die_to_set(app):
    s = app.session
    spec = dice_spec(s)

    def chosen(app, i):
        def ok(app, v):
            if act(app, ["roll1", i, v]):
                while not isinstance(app.top(), PlayScreen):
                    app.pop()
        app.pop()
        app.push(widgets.NumberEntry(text.t("die_n") % (i + 1), 1, spec[i]["sides"],
                                     s.state["dice"][i], ok))

    app.push(widgets.PlayerPicker(text.t("set_die"),
                                  [text.t("die_n") % (i + 1) for i in range(len(spec))], chosen))


DICE_PRESETS = ("1d6", "2d6", "3d6", "4d6", "5d6", "1d8", "1d10", "2d10", "1d12", "1d20")


def choose_dice(app):
    def setter(spec):
        def run(app):
            if act(app, ["dice", spec]):
                while not isinstance(app.top(), PlayScreen):
                    app.pop()
        return run

    items = [(p, setter(p)) for p in DICE_PRESETS]
    items.append((text.t("no_dice"), setter("")))
    items.append((text.t("custom"), lambda a: custom_dice(a, setter)))
    app.push(widgets.Menu(text.t("dice_setup"), items))


def custom_dice(app, setter):
    def count_ok(app, n):
        def sides_ok(app, sides):
            setter("%dd%d" % (n, sides))(app)
        app.pop()
        app.push(widgets.NumberEntry(text.t("sides"), 2, 100, 6, sides_ok))
    app.push(widgets.NumberEntry(text.t("count"), 1, 20, 2, count_ok))


def show_rolls(app):
    s = app.session
    lines = []
    rolls = s.state["g"].get("rolls") or ([s.state["dice"]] if s.state["dice"] else [])
    for r in rolls:
        lines.append("  ".join(str(v) for v in r) + "   = %d" % sum(r))
    app.push(widgets.Message(text.t("last_rolls"), lines or [text.t("nothing_yet")]))


def show_scores(app):
    s = app.session
    st = s.state
    lines = []
    for p in st["order"]:
        lines.append("%s: %d" % (st["players"][p]["name"], st["scores"][p]))
        for cat, v in sorted(st["cats"][p].items()):
            if v:
                lines.append("   %s %+d" % (cat, v))
    app.push(widgets.Message(text.t("scores"), lines))


HISTORY_SHOWN = 40


def show_history(app):
    """The score entries so far, newest first, read back from the journal."""
    s = app.session
    names = [p["name"] for p in s.state["players"]]
    describe = getattr(s.game, "describe", None)
    lines = []
    for ev in s.journal.events(0, s.journal.length):
        line = None
        if describe:
            line = describe(ev, text.lang(), names)
        if line is None and ev[0] == "sc":
            line = "%s %+d %s" % (names[ev[1]], ev[2], ev[3])
        if line:
            lines.append(line)
            if len(lines) > HISTORY_SHOWN:
                del lines[0]
    lines.reverse()
    app.push(widgets.Message(text.t("history"), lines or [text.t("nothing_yet")]))


def confirm_end(app):
    def yes(app):
        app.pop()
        app.pop()
        if act(app, ["end"]):
            show_ranking(app)
    app.push(widgets.Confirm(text.t("end_game_q"), yes))


def show_ranking(app):
    app.push(Ranking(app.session.game.results(app.session.state)))


class Ranking(widgets.Menu):
    """The final ranking; B on a player shows the breakdown."""

    def __init__(self, result):
        self.result = result
        items = []
        for r in result["results"]:
            label = "%d. %s  %d" % (r["rank"], r["name"], r["total"])
            items.append((label, _breakdown(r)))
        widgets.Menu.__init__(self, text.t("ranking"), items)


def _breakdown(r):
    def show(app):
        lines = ["%s %d" % (k, v) for k, v in sorted(r["breakdown"].items())]
        lines.append("%s %d" % (text.t("total"), r["total"]))
        app.push(widgets.Message(r["name"], lines))
    return show
