"""What can be done now: the menu B opens on the play screen, and the
questions of the game's scoring helpers.

The menu is built from the step's allowed events and the game's helpers
each time it opens: rolls, the game's actions (who, then each number, with
the new totals previewed), plain +/- points, next, undo/redo, and the
rarer tools of ``ui.tools`` (scores, history, dice, last rolls, the end of
the game, the ranking) and the standings (``ui.glance``, as long C on the
play screen), which are imported only when chosen. Imported when
the menu opens; the play screen drops it again (see ui.play).
"""

import games
from core import questions, texts
from core.session import Reject
from ui import commands, text, widgets
from ui.commands import (
    act,
    after_change,
    back_to_play,
    c_helper,
    checklist,
    dice_spec,
    moves_on,
    redo,
    roll,
    undo,
)
from ui.screen import OK


class ActionMenu(widgets.Menu):
    """What can be done now: built from the step's allowed events and the
    game's helpers each time it opens."""

    def __init__(self, app):
        items = self.build(app)
        widgets.Menu.__init__(self, text.t("menu"), items, self.likely_index(app))

    def entered(self, app):
        self.items = self.build(app)
        self.index = min(self.index, len(self.items) - 1)

    def left(self, app):
        # Closed: its items go with it. The items are closures of this
        # module; a stale word on the stack that still points at their
        # list (the collector cannot tell it from a reference) kept them,
        # and with them this module's code (9.5 KB), on the heap after
        # the play screen had dropped the module, until a later press
        # happened to overwrite that word.
        del self.items[:]
        del self.aids[:]

    def likely_index(self, app):
        """Where the cursor starts: on the helper the table most probably
        wants now (``ui.commands.expected``), so that B, B is the commonest way
        in; where A already starts that one (a step without dice), on the
        step's next likeliest, so that A and B, B are two ways in rather
        than two to the same helper (see "likely" in games)."""
        aid = commands.expected(app)
        if aid is not None and aid == commands.shortcut(app):
            aid = commands.likely(app.session, 1) or aid
        return self.aids.index(aid) if aid in self.aids else 0

    def build(self, app):
        s = app.session
        allowed = s.allowed()
        items = []
        # the game's helper behind each item (None for the others), for
        # opening the menu on the likeliest one
        self.aids = aids = []
        if "roll" in allowed and dice_spec(s):
            items.append((roll_name(s), _then_pop(roll)))
            if "roll1" in allowed and s.state["dice"]:
                items.append((text.t("roll_one"), pick_die_to_roll))
                items.append((text.t("set_die"), pick_die_to_set))
        if "roll" in allowed and s.state["dice"] is None and entered_dice(s):
            items.append((text.t("enter_dice"), enter_dice))
        # what makes sense right now: the step's menu
        game_actions = () if s.state["over"] else commands.menu(s)
        aids += [None] * len(items)
        for aid in game_actions:
            spec = s.game.ACTIONS[aid]
            items.append((text.pick(spec["name"]), _action(aid)))
            aids.append(aid)
        if "sc" in allowed and getattr(s.game, "SCORE_PAD", True):
            items.append((text.t("score"), score_entry))
        if "adv" in allowed:
            items.append((text.t("next"), _then_pop(_advance)))
        if s.can_undo():
            items.append((text.t("undo"), _then_pop(undo)))
        if s.can_redo():
            items.append((text.t("redo"), _then_pop(redo)))
        items.append((text.t("scores"), _tool("show_scores")))
        items.append((text.t("history"), _tool("show_history")))
        # The standings' name is text 0 of their pack (games/glance.lang).
        items.append((texts.get("games/glance", 0, text.lang()), _glance))
        if commands.own(s, "checklist") is not None and not s.state["over"]:
            items.append((text.t("checklist"), show_checklist))
        if "dice" in allowed:
            items.append((text.t("dice_setup"), _tool("choose_dice")))
        if s.state["dice"] is not None or s.state["g"].get("rolls"):
            items.append((text.t("last_rolls"), _tool("show_rolls")))
        if "end" in allowed:
            items.append((text.t("end_game"), _tool("confirm_end")))
        if s.state["over"]:
            items.append((text.t("ranking"), _tool("show_ranking")))
        items.append((text.t("refresh_now"), refresh_now))
        items.append((text.t("main_menu"), _main_menu))
        return items


def roll_name(session):
    """The roll's name in the game's words where it has its own (San Juan
    shuffles tiles, no dice), else the screens' own."""
    own = getattr(session.game, "ROLL_NAME", None)
    return text.t("roll") if own is None else text.pick(own)


def _tool(name):
    """A menu item running ``ui.tools.<name>(app)``, imported when chosen."""
    def run(app):
        from ui import tools
        getattr(tools, name)(app)
    return run


def _glance(app):
    from ui import glance
    glance.show(app)


def _advance(app):
    act(app, ["adv"])


def _main_menu(app):
    app.main_menu(app)      # see ui.screen.App.main_menu


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


def final_step(app):
    """C at the final step: the next count the table has not entered yet
    (the game's ``likely``), and once nothing is missing the end of the
    game, so the table presses C through the final count to the ranking.
    True when nothing is missing: the caller asks "End the game?"
    (ui.tools.confirm_end) once this module's code can go."""
    s = app.session
    aid = commands.likely(s)
    if aid is not None:
        app.counting = True     # until another key than C on the play screen
        who = commands.own(s, "likely_player")
        p = who(s.state, aid) if who else None
        if p is None:
            start_action(app, aid)
        else:   # the next player's count straight away (the menu's picks any)
            ask(app, aid, p, {})
        return False
    check = getattr(s.game, "check_end", None)
    msg = check(s.state) if check else None
    if msg or type(msg) is int:     # the game names what is still missing
        from core.session import game_message
        widgets.message(app, [text.pick(game_message(s.game, msg))])
        return False
    return True


def start_action(app, aid):
    """A game helper: who (if anyone may), then each number, then apply."""
    s = app.session
    spec = s.game.ACTIONS[aid]
    commands.remember(app, aid)
    if hasattr(s.game, "use_rng"):     # a helper that draws uses the device's generator
        s.game.use_rng(app.rng)
    active = s.state["cur"].get("active")
    if spec.get("who") == "none":
        ask(app, aid, None, {})
    elif spec.get("who") == "any" or active is None:
        names = [p["name"] for p in s.state["players"]]
        first = commands.own(s, "likely_player")     # e.g. the next to count
        first = first(s.state, aid) if first else None
        nobody = spec.get("nobody")     # (text id, make(state)): an item after the players
        if nobody:
            names.append(text.pick(nobody[0]))
        app.push(widgets.PlayerPicker(text.pick(spec["name"]), names,
                                      lambda a, p: _picked(a, aid, p),
                                      (active or 0) if first is None else first))
    else:
        ask(app, aid, active, {})


def _picked(app, aid, p):
    """The player picker's choice: that player's questions, or the
    helper's item after the players (San Juan's "Nobody sells"), whose
    event is recorded at once."""
    app.pop()
    s = app.session
    if p < len(s.state["players"]):
        ask(app, aid, p, {})
    else:
        record(app, s.game.ACTIONS[aid]["nobody"][1](s.state), None)


def ask(app, aid, player, answers, keep=False):
    """The next question of helper ``aid`` for ``player`` after
    ``answers`` (core.questions), or, the form complete, its event
    applied and what follows it. ``keep``: a draft even before the first
    answer (a question the rules ask by themselves reopens after a
    power-off as the table left it)."""
    s = app.session
    row = questions.next_row(s.game, s.state, aid, player, answers, text.lang())
    if row is None:
        event = questions.make(s.game, s.state, aid, player, answers)
        if event is None or type(event) is str:   # an answer that records nothing
            back_to_play(app)       # (a follow-up's "no"), or names what comes next:
            done(app)
            if event in s.game.ACTIONS:     # a helper,
                start_action(app, event)
            elif event == "menu":           # or the menu of helpers
                app.push(ActionMenu(app))
            return
        record(app, event, player, aid)
        return
    _ask_row(app, aid, player, answers, row, keep)


def record(app, event, player, aid=None):
    """A helper's event applied, then what follows it: the game moving
    on, a follow-up question, the next count or the next step's entry.
    The form's draft goes once its event is in the journal; a question
    asked next replaces it instead (``keep_draft``)."""
    s = app.session
    rnd = s.state["cur"].get("round")
    # follow_up and moves_on are the step's where the event is recorded
    step = s.state["cur"]["step"]
    # A safe point: the questions' rows and labels are garbage now, and
    # applying the event may write a snapshot and open the next menu.
    from core import mem
    mem.collect()
    # a count of the final step that C asked for: the next count
    # follows it at once (one chosen from the menu does not: the table
    # picked a count of its own)
    counting = getattr(app, "counting", False) and s.flow.at_end(s.state) \
        and commands.likely(s) == aid
    applied = act(app, event)
    then = None
    if applied:
        move_on(app, event, step)
        # the question the rules imply next (Burgundy: did the tile
        # complete a region?), over the play screen; else the next
        # step's own entry (San Juan: the next builder's building)
        then = games.step_fn(s.game, step, "follow_up")
        then = then(s.state, event) if then else None
    # applied (with what followed it: one record), or refused: the
    # form is over either way, and its draft goes after its event;
    # a question asked next replaces it instead (``keep_draft``)
    if then not in s.game.ACTIONS:
        done(app)
    if applied:
        if then in s.game.ACTIONS:
            app.answering = True    # the draft stays for the question's
            try:
                back_to_play(app)
            finally:
                app.answering = False
            ask(app, then, player, {}, True)
            return
        back_to_play(app)
        if counting and commands.likely(s) is not None:
            # the table is going through the final count: the next
            # count at once (after the last, C on the play screen asks
            # "End the game?" with the ranking's totals beside it).
            # A safe point first: the count just recorded (its journal
            # record, its state applied) goes before the next count's
            # preview works out a final total.
            mem.collect()
            final_step(app)
        else:
            start_next(app, rnd)


def _ask_row(app, aid, player, answers, row, keep=False):
    s = app.session
    _key, label, lo, hi, default, names, last = row
    only = _only(lo, hi, names) if s.game.ACTIONS[aid].get("given") else None
    if only is not None:    # one answer possible: given without asking
        return ask(app, aid, player, questions.answer(answers, _key, only))
    if answers or keep:     # an answer given: kept until the form is done (core.store)
        keep_draft(app, {"f": "a", "a": aid, "p": player, "v": answers}, keep and not answers)
    # What the closures below need, as one value: a closure of more than
    # five values and arguments has them copied to a block of the heap
    # for each call, and a collection inside ok (the next question's ask
    # collects) would take that block from under it in the WASI build the
    # tests run (which sees no WebAssembly locals).
    form = (aid, player, answers, _key)

    def preview(v):
        return questions.preview(s.game, s.state, form[0], form[1], form[2], form[3], v,
                                 last)

    def ok(app, v):
        _answered(app)
        ask(app, form[0], form[1], questions.answer(form[2], form[3], v))

    title = text.pick(label)
    if names:   # a choice among named values: a menu, not a number
        app.push(Choice(title, names, lo, hi, default, ok))
        return
    app.push(widgets.NumberEntry(title, lo, hi, default, ok, preview))


def _answered(app):
    """The entry of an answer closes; the form's draft stays until the
    next answer's replaces it or the form's event is saved (then
    ``done``): a power cut in between loses no earlier answer."""
    app.answering = True
    try:
        app.pop()
    finally:
        app.answering = False


def done(app):
    """The form's event is in the journal (or the form recorded nothing):
    its draft goes now."""
    s = app.session
    if s is not None and s.draft and app.store is not None:
        app.store.draft("drop", s)


def _only(lo, hi, names):
    """The one value a question allows (a range of one, or one named value
    offered: Burgundy's first pasture), else None."""
    if lo == hi:
        return lo
    if not names:
        return None
    only = None
    for i in range(hi - lo + 1):
        if names[i] is not None:
            if only is not None:
                return None
            only = lo + i
    return only


def move_on(app, event, step):
    """After an event that leaves the step nothing to do (the "moves_on"
    of ``step``, where it was recorded) the game moves on by itself (a
    pick goes to its phase, a build to the next builder), one press
    fewer. Where the game may not move on yet, it simply stays."""
    s = app.session
    if not moves_on(s, event, step) or s.flow.at_end(s.state):
        return
    # A safe point: the helper's rows and answers are garbage by now, and
    # moving on may write a snapshot of the whole state.
    from core import mem
    mem.collect()
    first = s.journal.length - 1    # the event: an undo takes back what followed it too
    try:
        s.apply(["adv"])
    except Reject:
        return
    after_change(app)
    commands.moved_on(app)      # as after C: the dice of a round begun, a step passed
    app.passed = (s.journal.length, first)


def start_next(app, rnd):
    """Where the game has moved on into a step whose own entry C starts
    (the game's ``c_helper``), that entry opens at once: the next role,
    the next builder's building. Not into a new round (``rnd``: the round
    before): its first screen (a round start's reminders) shows first."""
    if app.session.state["cur"].get("round") != rnd:
        return
    aid = c_helper(app.session)
    if aid is not None:
        # A safe point: the answers, rows and event of the helper just
        # applied are garbage by now, and the next menu needs the room.
        from core import mem
        mem.collect()
        start_action(app, aid)


def keep_draft(app, answers, follow=False):
    """Save a form's answers so far: a power-off (the Badger's idle one,
    or a battery pulled) loses at most the answer being entered.
    ``follow``: a question the event just applied asks, its draft written
    before that event (core.draft.follow): the press whole or not at all."""
    if app.store is not None:
        app.store.draft("follow" if follow else "save", app.session, answers)


def reopen(app, draft):
    """The form a power-off left open (a draft of ``keep_draft``), over
    the action menu as it was opened, at the question after its answers."""
    s = app.session
    try:
        kind, answers = draft["f"], draft["v"]
        if kind == "a" and not questions.fits(s.game, draft["a"], answers):
            # a helper gone, or one whose form has changed shape since
            app.store.draft("drop", s)
            return
        app.push(ActionMenu(app))
        if kind == "d":
            enter_dice(app, list(answers))
            return
        if hasattr(s.game, "use_rng"):
            s.game.use_rng(app.rng)
        ask(app, draft["a"], draft["p"], answers)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        back_to_play(app)   # a draft this firmware cannot read goes
        app.store.draft("drop", s)


class Choice(widgets.Menu):
    """A question's named values lo..hi as a menu; ``on_ok(app, value)``.
    A label is read from the text pack only while its row is drawn: the
    names of 26 knowledge tiles, and a closure each, would otherwise be
    kilobytes of heap for as long as the menu is open. A value whose name
    is None is not offered."""

    def __init__(self, title, names, lo, hi, default, on_ok):
        self.names = names
        self.lo = lo
        self.on_ok = on_ok
        values = range(lo, hi + 1)
        for name in names:
            if name is None:        # some left out: the values offered, as a list
                values = [v for v in values if names[v - lo] is not None]
                break
        index = 0
        for i in range(len(values)):
            if values[i] == default:
                index = i
        widgets.Menu.__init__(self, title, values, index)

    def label(self, item, app):
        return text.pick(self.names[item - self.lo])

    def key(self, k, app):
        if k == OK:
            self.on_ok(app, self.items[self.index])
        else:
            widgets.Menu.key(self, k, app)


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
                back_to_play(app)
            elif not v:
                app.pop()

        app.pop()
        app.push(widgets.NumberEntry(text.t("points_for") % names[p], -999, 999, 0, ok, preview))

    app.push(widgets.PlayerPicker(text.t("score"), names, picked, active))


def show_checklist(app):
    """The step's whole checklist, wrapped to the panel's width: the play
    screen shows its first lines beside the scores, cut to fit."""
    lines = checklist(app.session)
    app.push(widgets.Message(text.t("checklist"), lines or [text.t("nothing_yet")]))


def entered_dice(session):
    """The dice the table rolls itself and enters here (a game's
    ``enter_dice(state)``: die specs), e.g. the white die of a table that
    rolls its own dice."""
    f = getattr(session.game, "enter_dice", None)
    return f(session.state) if f else None


def enter_dice(app, values=None):
    """One number per die the table rolled, then the roll event."""
    s = app.session
    spec = entered_dice(s)
    values = values or []
    if len(values) == len(spec):
        applied = act(app, ["roll", values])
        done(app)
        if applied:
            back_to_play(app)
        return
    if values:
        keep_draft(app, {"f": "d", "v": values})
    die = spec[len(values)]

    def ok(app, v):
        _answered(app)
        enter_dice(app, values + [v])

    name = die.get("name") or text.t("die_n") % (len(values) + 1)
    app.push(widgets.NumberEntry(text.pick(name), 1, die["sides"], 1, ok))


def pick_die_to_roll(app):
    s = app.session
    n = len(dice_spec(s))

    def chosen(app, i):
        spec = dice_spec(s)
        from core import dice as dicemod
        v = dicemod.roll_one(spec[i], app.rng)
        if act(app, ["roll1", i, v]):
            back_to_play(app)

    app.push(widgets.PlayerPicker(text.t("roll_one"), [text.t("die_n") % (i + 1) for i in range(n)],
                                  chosen))


def pick_die_to_set(app):
    s = app.session
    spec = dice_spec(s)

    def chosen(app, i):
        def ok(app, v):
            if act(app, ["roll1", i, v]):
                back_to_play(app)
        app.pop()
        app.push(widgets.NumberEntry(text.t("die_n") % (i + 1), 1, spec[i]["sides"],
                                     s.state["dice"][i], ok))

    app.push(widgets.PlayerPicker(text.t("set_die"),
                                  [text.t("die_n") % (i + 1) for i in range(len(spec))], chosen))
