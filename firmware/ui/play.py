"""The game in progress: the screen the device shows most of the evening.

It works for every game module through the protocol in games/__init__.py:
the title shows where the game is (round, phase, whose turn), the body the
step's prompt, the dice and everybody's score. C moves the game on (next
step, end of turn), B opens the actions of this step (``ui.actions``:
rolls, the game's scoring helpers, +/- corrections, undo/redo, and the
rarer tools of ``ui.tools``: history, scores, dice, the end of the game),
UP and DOWN open those actions with the cursor already one item up or
down from where B opens them. A rolls the dice where the step has any,
long A undoes, long C opens the
standings (``ui.glance``), long B goes to the main menu (the game stays
saved).

Only this module and the commands it shares with the screens opened over
it (``ui.commands``) stay loaded while the game is played: the action menu,
the tools and the menus are imported when opened and dropped again once
the play screen is back on top (see core.mem), so their code is not on
the Pico's heap beside the game's for the whole evening.
"""

import games
from core import mem
from ui import text
from ui.commands import act, c_helper, checklist, dice_spec, own, roll, shortcut, status, undo
from ui.screen import Screen
from ui.widgets import LINE_H, draw_lines, more_mark, wrap

NOTE_H = 16          # the confirmation bar, over the footer: a row's height

# What the screens over the play screen import; none is needed once the
# play screen is on top again.
# games.catalog is the new-game wizard's list of games; core.questions the
# helpers' question interpreter (ui.actions).
_OVER = ("ui.actions", "ui.tools", "ui.ranking", "ui.menus", "ui.speller", "ui.playlog",
         "games.catalog", "ui.inprogress", "ui.glance", "ui.records", "core.questions")


def show(app):
    """The play screen as the new root (a new or resumed game)."""
    app.home(PlayScreen())
    mem.drop(*_OVER)
    s = app.session     # the replay may have read every step's module
    games.settle(s.game, s.state["cur"]["step"])
    # A safe point: what led here (the saved game's replay at boot, the
    # new-game wizard, the list of games) is garbage before the first
    # frame is drawn.
    mem.collect()


def ready(session):
    """The game's side of a resumed game's first frame, worked out at boot
    before the frame buffers and fonts are on the heap (main.start): the
    step's prompt and checklist import what they read (the step's module;
    at the final count, the scorer), and that import's garbage then goes
    with the boot's next collection instead of peaking beside everything
    the first frame holds (a San Juan resumed at its final count: 10 KB)."""
    mem.collect()   # this module's import's garbage first (main.start)
    prompt(session)
    if not session.state["dice"]:
        checklist(session)


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
    characters. ``quick``: the helper A starts. The fixed hints (B, C's
    next or final count, long A's undo) are never cut or dropped: the
    helpers' names, A's then C's, take the room they leave (A's goes when
    too little is left for a word; B, B reaches it)."""
    at_end = session.flow.at_end(session.state)
    over = session.state["over"]
    # what C starts instead of moving on (San Juan: the role, the building)
    on_c = None if over or at_end else c_helper(session)
    if quick == on_c or at_end:
        quick = None        # said once, beside C (at the final step C counts)
    first = None
    if not over and "roll" in session.allowed() and dice_spec(session):
        words = getattr(session.game, "ROLL_HINT", None)
        first = text.t("hint_roll") if words is None else text.pick(words)
    parts = [text.t("hint_b")]
    c_name = None
    if over:
        parts.append(text.t("hint_rank"))
    elif at_end:
        # C: the next count while one is missing, else the end (a game with
        # nothing to count, Amber, is at its end at once)
        from ui.commands import likely
        parts.append(text.t("hint_final") if likely(session) else
                     "C " + text.t("end_game"))
    elif on_c is not None:
        c_name = text.pick(session.game.ACTIONS[on_c]["name"])
        parts.append("")            # filled in below, with the room left
    elif "adv" in session.allowed():
        parts.append(text.t("hint_next"))
    if session.can_undo():
        parts.append(text.t("hint_undo"))
    if first is not None:
        parts.insert(0, first)
    room = (cols or 99) - sum(len(p) + 2 for p in parts) + 2
    if c_name is not None:
        c_part = "C " + _cut(c_name, room - 2)
        room -= len(c_part)
        parts[parts.index("")] = c_part
    if quick and first is None:
        name = text.pick(session.game.ACTIONS[quick]["name"])
        if room - 4 >= min(len(name), 6):
            parts.insert(0, "A " + _cut(name, room - 4))
    line = "  ".join(parts)
    more = text.t("hint_glance")
    if len(line) + 2 + len(more) <= cols:
        line += "  " + more
    return line


def _cut(name, room):
    """``name`` in ``room`` characters, ended by an ellipsis when cut, at
    a word's end where one is in reach (no half word to misread)."""
    if len(name) <= room:
        return name
    end = name.rfind(" ", 0, room)
    return name[:end if end > 2 else max(1, room - 1)] + "\u2026"


class PlayScreen(Screen):
    # The scores and the dice are what the table reads from across it: a
    # frame that changes them gets the cleaner partial refresh (ghosted
    # digits are misread), one that only passes the turn, notes what was
    # recorded or changes the checklist the fastest (ui.refresh's periodic
    # full refresh cleans up after both). ``draw`` decides, per frame.
    fast_refresh = False
    settled = True
    numbers = None          # (totals, dice) of the frame drawn last

    def tidy(self, app):
        # On top again: nothing opened over it is left, so the code of
        # those screens can go (a no-op when none was loaded), and so can
        # the modules of the steps the game is no longer at (at the end of
        # the press: one that moves on and back keeps them).
        mem.drop(*_OVER)
        games.settle(app.session.game, app.session.state["cur"]["step"])

    def draw(self, c, app):
        # Drawn only while on top (App.press tidies first; a first frame
        # and the tests' draws come here directly).
        self.tidy(app)
        s = app.session
        st = s.state
        say = prompt(s)
        # Shown for this press's frame (App.press clears it before the next
        # one): a redraw of the same frame, as the text view makes, shows it.
        note = app.note
        cols = (c.width - 2) // c.char_width("small")     # the footer's, as draw_frame fits it
        # A note takes the hints' place (the body keeps its room for the
        # dice and the scores), but on a game's first screen, which notes
        # who starts: a newcomer reads there that C moves on.
        keys = None if note and not app.note_hints else hint(s, cols, shortcut(app))
        y0, h = self.draw_frame(c, app, title(s, say), keys)
        lines = [] if st["dice"] else checklist(s)
        # The scores fold away on a step without a player whose checklist
        # needs the room (setup, a phase's start).
        folded = lines and st["cur"].get("active") is None and not st["over"]
        left_w = c.width if folded else c.width - score_width(c, s) - 3
        score_h = h     # the scores' column's height
        if note:    # what the last action recorded, where the hints were
            # as many rows as it takes ("Game resumed: Final count...",
            # a tile that joins many): what was recorded is shown whole,
            # the body only with the room left, for this one frame.
            bottom = y0 + h + 1 if keys else c.height
            n = len(st["players"])
            most = max(1, h // NOTE_H)
            rows = wrap(c, [note], c.width - 4, "medium")
            right = c.width
            if not folded and n * LINE_H > h - NOTE_H * len(rows):
                # Across the whole width it would leave the scores no room
                # but the small font, and names and scores are read from
                # across the table: it takes the left part, under the
                # prompt, and the scores keep their column; where it does
                # not fit there either, it is the frame.
                narrow = wrap(c, [note], left_w - 4, "medium")
                if len(narrow) <= most:
                    rows, right = narrow, left_w
                else:
                    score_h = 0
            if len(rows) > most:
                rows[most - 1] = c.fit(" ".join(rows[most - 1:]), right - 4, "medium")
                del rows[most:]
            y = bottom - NOTE_H * len(rows)
            c.fill_rect(0, y, right, NOTE_H * len(rows), 1)
            for i in range(len(rows)):
                c.text(2, y + i * NOTE_H, rows[i], "medium", color=0)
            h = y - 1 - y0
            if right == c.width:
                score_h = min(score_h, h)
        totals = None
        if not folded and score_h >= LINE_H:
            totals = draw_scores(c, s, left_w + 1, y0, c.width - left_w - 1, score_h)
        if h < LINE_H:      # the note is the frame, or its left part
            self.numbers = (totals, None) if totals else None
            self.fast_refresh = False
            return
        c.limit(left_w - 1, y0 + h)
        used = draw_lines(c, 2, y0, left_w - 4, min(h, 2 * LINE_H), [say], "medium")
        y = y0 + used + 2
        if st["dice"]:
            # imported with the first dice shown: San Juan and the generic
            # game never show any
            from ui.dice_view import draw_dice
            view = getattr(s.game, "dice_view", None)
            labels = [p[0] for p in view(st, text.lang())] if view else None
            dice = dice_spec(s) or []
            # under a note, whole or not at all (the next frame has them)
            draw_dice(c, 2, y, left_w - 4, y0 + h - y, dice, st["dice"], labels, bool(note))
        else:
            draw_lines(c, 2, y, left_w - 4, y0 + h - y, lines, "medium")
        c.limit()
        numbers = (totals, st["dice"])
        self.fast_refresh = numbers == self.numbers
        self.numbers = numbers

    def entered(self, app):
        # Back on the play screen: a form opened over it is done or given
        # up, and its draft goes (see ui.actions.keep_draft).
        if app.session.draft and app.store is not None and not app.answering:
            app.store.draft("drop", app.session)

    def key(self, k, app):
        s = app.session
        if k != "c":    # the final count's run from one count to the next
            app.counting = False    # is C's only (ui.actions.final_step)
        if k == "c":
            on_c = None if s.state["over"] else c_helper(s)
            if s.state["over"]:
                from ui import tools
                tools.show_ranking(app)
            elif s.flow.at_end(s.state):    # the final count, then the end
                from ui import actions
                if actions.final_step(app):
                    # Nothing left to count: "End the game?". Neither the
                    # confirmation nor a game that is over needs the action
                    # menu's or the questions' code: it goes before the
                    # records the confirmation reads come in, not after
                    # (about 10 KB off that press, a game's heaviest).
                    actions = None
                    mem.drop("ui.actions", "core.questions")
                    from ui import tools
                    tools.confirm_end(app, True)
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
        elif k == "up" or k == "down":
            # The menu already one item up or down from where it opens:
            # the helpers beside the likeliest are a press nearer (the
            # likeliest itself is A, or B, B).
            from ui.actions import ActionMenu
            menu = ActionMenu(app)
            if menu.items:
                menu.index = (menu.index + (1 if k == "down" else -1)) % len(menu.items)
            app.push(menu)
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
        elif k == "B":      # the main menu (see ui.screen.App.main_menu)
            app.main_menu(app)


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
    return tuple(totals)


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
    return tuple(totals)
