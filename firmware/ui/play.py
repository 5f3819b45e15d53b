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

import games
from core import mem
from core.session import Reject
from ui import text
from ui.dice_view import draw_dice
from ui.screen import Screen
from ui.widgets import LINE_H, draw_lines, more_mark

NOTE_H = 16          # the confirmation bar, in place of the footer

# What the screens over the play screen import; none is needed once the
# play screen is on top again.
# games.catalog is the new-game wizard's list of games.
_OVER = ("ui.actions", "ui.tools", "ui.ranking", "ui.menus", "ui.speller", "ui.playlog",
         "games.catalog", "ui.inprogress", "ui.glance")


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
    line = recorded(app.session, event)
    app.note = "\u221a " + line if line else None      # a tick: recorded
    after_change(app)
    if event[0] == "adv":
        return moved_on(app)
    return True


def moved_on(app):
    """After the game moved on (C, or by itself after an event): the
    round's dice where the device rolls as a round begins, and on past a
    step with nothing left to do or see. True."""
    s = app.session
    if getattr(s.game, "ROLL_ON_ENTER", False) and \
            s.state["dice"] is None and "roll" in s.allowed() and dice_spec(s):
        roll(app)       # the round's dice, without a press for it
    passes = own(s, "passes")
    if passes and passes(s.state):
        return act(app, ["adv"])    # a step with nothing left to do or see
    return True


def after_change(app):
    """The flash's list of games follows the session: a game that has just
    ended goes to Finished games, one whose end was undone is back in
    progress (and goes again when the end is redone)."""
    s = app.session
    if app.store is not None:
        _keep_options(app, s)
    if app.store is not None and s.state["over"] != s.archived:
        if s.archived:
            app.store.reopen(s)
        else:
            app.store.finish(s)


def _keep_options(app, s):
    """What the game wants kept for its next games (``kept_options``: the
    numbers of a card no rulebook prints) goes to the device's settings,
    written only when it changed; the new-game options start from it."""
    f = getattr(s.game, "kept_options", None)
    if f is None:
        return
    kept = f(s.state)
    mine = app.settings.get("kept") or {}
    if kept and mine.get(s.game.GAME) != kept:
        mine[s.game.GAME] = kept
        app.settings["kept"] = mine
        app.store.save_settings(app.settings)


def own(session, key):
    """What the game declares for ``key`` in the step it is at (see
    games.step_fn), or None."""
    return games.step_fn(session.game, session.state["cur"]["step"], key)


def menu(session):
    """The helper ids the step's menu offers now (its "menu")."""
    m = own(session, "menu")
    return (m(session.state) if callable(m) else m) or ()


def likely(session):
    """The game's likeliest helper now (the step's "likely"), or None;
    never one the game does not offer now."""
    f = own(session, "likely")
    if f is None or session.state["over"]:
        return None
    aid = f(session.state)
    return aid if aid in session.game.ACTIONS else None


def _recent_key(session):
    cur = session.state["cur"]
    return (cur.get("step"), cur.get("active"))


def expected(app):
    """The helper the table most probably wants now: the game's ``likely``
    (what the rules make likely), else the one this player last chose in
    this step (who records animals this turn often does next turn), else
    None. The action menu opens on it; A starts it where there are no
    dice to roll."""
    s = app.session
    aid = likely(s)
    if aid is None and not s.state["over"]:
        aid = (getattr(app, "recent", None) or {}).get(_recent_key(s))
    return aid


def remember(app, aid):
    """``aid`` chosen by this player in this step, for ``expected`` (the
    device's memory only: a reboot forgets it)."""
    recent = getattr(app, "recent", None)
    if recent is None:
        recent = app.recent = {}
    recent[_recent_key(app.session)] = aid


def shortcut(app):
    """What A starts on the play screen where the step has no dice to roll:
    the expected helper, if the game offers it now."""
    s = app.session
    if "roll" in s.allowed() and dice_spec(s):
        return None
    aid = expected(app)
    if aid is None:
        return None
    return aid if aid in menu(s) else None


def back_to_play(app):
    """Close every screen opened over the play screen."""
    while not isinstance(app.top(), PlayScreen):
        app.pop()


def status(session):
    """The title line: game-specific if the game says, else round + turn."""
    st = session.state
    f = own(session, "status")
    if f:
        return f(st, text.lang())
    cur = st["cur"]
    parts = []
    if "round" in cur:
        parts.append(text.t("round_n") % cur["round"])
    if cur.get("active") is not None:
        parts.append(st["players"][cur["active"]]["name"])
    elif cur.get("step"):
        parts.append(text.t("final") if cur["step"] == "final" else cur["step"])
    return " · ".join(parts)


def title(session, said):
    """The title line without what the prompt below it already says: the
    active player's name goes when the prompt names them."""
    if session.state["over"]:
        return text.t("game_over")
    t = status(session)
    active = session.state["cur"].get("active")
    if active is None:
        return t
    name = session.state["players"][active]["name"]
    if name not in said:
        return t
    parts = [p for p in t.split(" · ") if p != name]
    return " · ".join(parts) if parts else t


def prompt(session):
    st = session.state
    if st["over"]:      # the title says the game is over: who won
        from ui.ranking import winner_line
        return winner_line(session.results()["results"])
    p = own(session, "prompt")
    if callable(p):     # a prompt that follows the state
        p = p(st, text.lang())
        if p is None:   # (a module's own prompt: None leaves it to the step's)
            p = session.step_info().get("prompt")
            if callable(p):
                p = None
    cur = st["cur"]
    name = st["players"][cur["active"]]["name"] if cur.get("active") is not None else ""
    if p or type(p) is int:     # a text, or the id of one (0 too)
        s = text.pick(p)
        return s.replace("{player}", name).replace("{round}", str(cur.get("round", "")))
    if name:
        return text.t("turn_of") % name
    return ""


def hint(session, cols=0, quick=None):
    """The keys that do something on this step, in the footer; long C
    (the standings) too where the line has room for it in ``cols``
    characters. ``quick``: the helper A starts (its name, cut to what the
    line leaves it)."""
    parts = []
    at_end = session.flow.at_end(session.state)
    # what C starts instead of moving on (San Juan: the role, the building)
    on_c = None if session.state["over"] or at_end else c_helper(session)
    if quick == on_c or at_end:
        quick = None        # said once, beside C (at the final step C counts)
    if not session.state["over"] and "roll" in session.allowed() and dice_spec(session):
        words = getattr(session.game, "ROLL_HINT", None)
        parts.append(text.t("hint_roll") if words is None else text.pick(words))
    elif quick:
        parts.append(None)      # filled in below, with the room the rest leaves
    parts.append(text.t("hint_b"))
    if session.state["over"]:
        parts.append(text.t("hint_rank"))
    elif at_end:
        parts.append(text.t("hint_final"))     # C: the next count, then the end
    elif on_c is not None:
        parts.append("C " + text.pick(session.game.ACTIONS[on_c]["name"]))
    elif "adv" in session.allowed():
        parts.append(text.t("hint_next"))
    if session.can_undo():
        parts.append(text.t("hint_undo"))
    if quick:
        name = text.pick(session.game.ACTIONS[quick]["name"])
        room = (cols or 99) - sum(len(p) + 2 for p in parts[1:]) - 2
        if room < len(name) and session.can_undo():
            parts.pop()     # the undo hint makes room: A's helper is the news
            room = (cols or 99) - sum(len(p) + 2 for p in parts[1:]) - 2
        if len(name) > room:
            name = name[:max(1, room - 1)] + "\u2026"
        parts[0] = "A " + name
    line = "  ".join(parts)
    more = text.t("hint_glance")
    if len(line) + 2 + len(more) <= cols:
        line += "  " + more
    return line


def recorded(session, event, names=None):
    """What an event recorded, in the game's words ("Ania: +13 region"),
    or None for what the screen shows by itself (a roll, the next step)."""
    kind = event[0]
    if kind in ("roll", "adv", "end", "new"):
        return None
    names = names or [p["name"] for p in session.state["players"]]
    f = getattr(session.game, "describe", None)
    line = f(event, text.lang(), names) if f else None
    if line is None and kind == "sc":
        line = "%s: %+d %s" % (names[event[1]], event[2], part_name(session.game, event[3]))
    return line


def part_name(game, key):
    """A score part's name in the game's words (games.part_name), else
    the key itself."""
    return games.part_name(game, key, text.lang())


class PlayScreen(Screen):
    fast_refresh = False    # the game's state: a cleaner partial refresh

    def draw(self, c, app):
        # Drawn only while on top: nothing opened over it is left, so the
        # code of those screens can go (a no-op when none was loaded).
        mem.drop(*_OVER)
        s = app.session
        st = s.state
        say = prompt(s)
        note = app.note
        app.note = None         # shown once: the next frame has the hints again
        cols = (c.width - 2) // c.char_width("small")     # the footer's, as draw_frame fits it
        keys = None if note else hint(s, cols, shortcut(app))
        y0, h = self.draw_frame(c, app, title(s, say), keys)
        if note:    # what the last action recorded, where the hints were
            y = c.height - NOTE_H
            c.fill_rect(0, y, c.width, NOTE_H, 1)
            c.text(2, y, c.fit(note, c.width - 4, "medium"), "medium", color=0)
            h = y - 1 - y0
        lines = [] if st["dice"] else checklist(s)
        # The scores fold away on a step without a player whose checklist
        # needs the room (setup, a phase's start).
        folded = lines and st["cur"].get("active") is None and not st["over"]
        left_w = c.width if folded else c.width - score_width(c, s) - 3
        c.limit(left_w - 1, y0 + h)
        used = draw_lines(c, 2, y0, left_w - 4, min(h, 2 * LINE_H), [say], "medium")
        y = y0 + used + 2
        if st["dice"]:
            view = getattr(s.game, "dice_view", None)
            labels = [p[0] for p in view(st, text.lang())] if view else None
            dice = dice_spec(s) or []
            draw_dice(c, 2, y, left_w - 4, y0 + h - y, dice, st["dice"], labels)
        else:
            draw_lines(c, 2, y, left_w - 4, y0 + h - y, lines, "medium")
        c.limit()
        if not folded:
            draw_scores(c, s, left_w + 1, y0, c.width - left_w - 1, h)

    def entered(self, app):
        # Back on the play screen: a form opened over it is done or given
        # up, and its draft goes (see ui.actions.keep_draft).
        if app.session.draft and app.store is not None:
            app.store.draft("drop", app.session)

    def key(self, k, app):
        s = app.session
        if k == "c":
            on_c = None if s.state["over"] else c_helper(s)
            if s.state["over"]:
                from ui import tools
                tools.show_ranking(app)
            elif s.flow.at_end(s.state):    # the final count, then the end
                from ui import actions
                actions.final_step(app)
            elif on_c is not None:  # the step's own entry first (a role, a building)
                from ui import actions
                actions.start_action(app, on_c)
            else:   # where the game cannot move on, the refusal says why
                rnd = s.state["cur"].get("round")
                if act(app, ["adv"]) and c_helper(s):
                    from ui import actions
                    actions.start_next(app, rnd)
        elif k == "b":
            from ui.actions import ActionMenu
            app.push(ActionMenu(app))
        elif k == "a":
            quick = shortcut(app)   # None where the step rolls
            if quick is not None:   # no dice here: what B, B would choose
                from ui import actions
                actions.start_action(app, quick)
            elif "roll" in s.allowed() and dice_spec(s):
                roll(app)
        elif k == "A":
            undo(app)
        elif k == "C":      # the standings: the score if it ended now, positions
            from ui import glance
            glance.show(app)
        elif k == "B":
            from ui import menus
            menus.main_menu(app)


def c_helper(session):
    """The helper C starts instead of moving on (the step's "c"), or None."""
    f = own(session, "c")
    aid = f(session.state) if f else None
    return aid if aid in getattr(session.game, "ACTIONS", ()) else None


def moves_on(session, event, step):
    """Whether the game moves on by itself after ``event`` (the "moves_on"
    of ``step``, the step where the event was recorded, on the state just
    after it)."""
    f = games.step_fn(session.game, step, "moves_on")
    return bool(f and f(session.state, event))


def checklist(session):
    f = own(session, "checklist")
    return f(session.state, text.lang()) if f else []


def dice_spec(session):
    f = own(session, "dice")
    return f(session.state) if f else None


def roll(app):
    try:
        app.session.roll(app.rng)
    except Reject as e:
        app.message([e.text(text.lang())])


def undo(app):
    s = app.session
    j = s.journal
    last = next(j.events(j.length - 1, j.length)) if s.can_undo() else None
    count = 1
    if last is not None and last[0] == "adv" and j.length > 2:
        # a move on that followed an event by itself (the game's
        # moves_on) goes back with that event: one long A takes back a
        # build (one rebuild of the state for both: two do not fit the heap)
        prev = event_at(j, j.length - 2)
        # read in the step where it was recorded: the step owning its
        # kind (the state has moved on from it), else this one
        step = games.step_of(s.game, prev[0]) or s.state["cur"]["step"]
        if moves_on(s, prev, step):
            count = 2
            last = prev
    try:
        s.undo(count)
    except Reject as e:
        app.message([e.text(text.lang())])
        return
    # A safe point: the state replaced and the replay's garbage (a 4-player
    # San Juan's ran the screen drawn next out of the Pico's heap).
    mem.collect()
    what = recorded(s, last) or kind_name(last[0])
    app.note = "\u2190 " + text.t("undone") + ": " + what     # an arrow back
    after_change(app)


def event_at(journal, i):
    """Event ``i`` of the journal (read to the end: the file closes)."""
    for event in journal.events(i, i + 1):
        out = event
    return out


def kind_name(kind):
    """A core event's name for "Undone: ...": the roll, the step moved on."""
    if kind == "roll":
        return text.t("dice")
    if kind == "adv":
        return text.t("next")
    if kind == "end":
        return text.t("end_game")
    return kind


def redo(app):
    s = app.session
    try:
        s.redo()
        # the move on that followed such an event comes back with it
        j = s.journal
        if s.can_redo() and moves_on(s, event_at(j, j.length - 1), s.state["cur"]["step"]) \
                and event_at(j, j.length)[0] == "adv":
            s.redo()
    except Reject as e:
        app.message([e.text(text.lang())])
        return
    after_change(app)


def score_width(c, s):
    """The score column's width: the longest name and total in the
    medium font, at most half the panel."""
    st = s.state
    need = 0
    for p in range(len(st["players"])):
        n = len(st["players"][p]["name"]) + 1 + len(str(final_totals(s)[p]))
        if n > need:
            need = n
    return min(c.width // 2, need * c.char_width("medium") + 6)


def final_totals(s):
    """Every player's score by seat: the running score, or the final
    count's totals once the game is over."""
    st = s.state
    if not st["over"]:
        return st["scores"]
    totals = list(st["scores"])
    names = [p["name"] for p in st["players"]]
    for r in s.results()["results"]:
        totals[names.index(r["name"])] = r["total"]
    return totals


def draw_scores(c, s, x, y, w, h):
    """Everybody's score in turn order, the active player inverted; the
    medium font while the rows fit, else the small one, else a mark."""
    st = s.state
    n = len(st["players"])
    font = "medium" if n * LINE_H <= h else "small"
    row = c.line_height(font)
    c.vline(x - 2, y, h, 1)
    active = st["cur"].get("active")
    totals = final_totals(s)
    order = st["order"]
    if st["over"]:      # the final ranking's order
        order = sorted(range(n), key=lambda p: -totals[p])
    rows = h // row
    for i in range(min(n, rows)):
        p = order[i]
        yy = y + i * row
        total = str(totals[p])
        name = c.fit(st["players"][p]["name"], w - 4 - c.text_width(total + " ", font), font)
        ink = 0 if p == active else 1
        if p == active:
            c.fill_rect(x, yy, w, row, 1)
        c.text(x + 1, yy, name, font, color=ink)
        c.text_right(x + w - 1, yy, total, font, color=ink)
    if n > rows:
        more_mark(c, y + (rows - 1) * row, font)
