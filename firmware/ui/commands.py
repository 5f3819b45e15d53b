"""The commands the screens share: applying an event (and what follows
it: the flash's list of games, the game moving on by itself), rolling,
undo and redo, back to the play screen, and what the game declares for
the step it is at (its menu, the helpers A and C start, the checklist,
the dice). The play screen, the action menu and the tools import this
module; it imports no screen, so no screen imports another to reach
them (a screen imports another only to open it, one way).

Loaded with the play screen and kept with it for the evening (it is most
of what a press on the play screen runs); the main menu drops both.
"""

import games
from core import mem
from core.session import Reject
from ui import text, widgets


def act(app, event):
    """Apply an event to the session; a refusal becomes a message and
    changes nothing. Returns True when the event was applied."""
    try:
        app.session.apply(event)
    except Reject as e:
        widgets.message(app, [e.text(text.lang())])
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
    base = s.journal.length
    if getattr(s.game, "ROLL_ON_ENTER", False) and \
            s.state["dice"] is None and "roll" in s.allowed() and dice_spec(s):
        roll(app)       # the round's dice, without a press for it
    passes = own(s, "passes")
    done = True
    if passes and passes(s.state):
        done = act(app, ["adv"])    # a step with nothing left to do or see
    if s.journal.length > base:
        # What followed by itself (the round's dice, a step passed): an
        # undo takes it back with the move that led to it, the table's
        # last press (see ``undo``).
        app.passed = (s.journal.length, base - 1)
    return done


def after_change(app):
    """The flash's list of games follows the session: a game that has just
    ended goes to Finished games, one whose end was undone is back in
    progress (and goes again when the end is redone)."""
    s = app.session
    if app.store is not None:
        keep_options(app, s)
    if app.store is not None and s.state["over"] != s.archived:
        if s.archived:
            app.store.reopen(s)
        else:
            # The action menu and the helpers' questions have nothing to
            # offer a game that is over (an undo imports them again): they
            # leave the heap before the archive's work and the ranking.
            mem.drop("ui.actions", "core.questions")
            _scored(s)
            app.store.finish(s)


def _scored(s):
    """The ranking of the game just ended, worked out (the session keeps
    it for the archive and the ranking screen), and the scorer's modules
    let go again before the archive's work: the end's press held both
    at once, the heaviest of a game. The steps' modules stay (the game
    holds their entries; games.settle lets them go)."""
    import sys
    # A safe point: the end's event and flow leave their garbage before
    # the scorer's code and working lists come.
    mem.collect()
    before = set(sys.modules)
    try:
        s.results()
    except (ValueError, KeyError, IndexError, TypeError):
        return      # the archive says so (core.store.finish)
    steps = getattr(s.game, "STEPS", None) or {}
    keep = [getattr(steps[k], "module", None) for k in steps]
    mem.drop(*[m for m in sys.modules if m not in before and m not in keep])


def keep_options(app, s):
    """What the game wants kept for its next games (``kept_options``: the
    numbers of a card no rulebook prints) goes to the device's settings,
    written only when it changed; the new-game options start from it."""
    f = getattr(s.game, "kept_options", None)
    if f is None:
        return
    kept = f(s.state)
    mine = app.settings.get("kept") or {}
    if kept and mine.get(s.game.GAME) != kept:
        # the event first: the settings follow what the journal holds
        # (and the boot writes them again when a power cut came between)
        s.journal.commit()
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


def likely(session, n=0):
    """The game's likeliest helper now (the step's "likely"), or None;
    never one the game does not offer now. ``n``: where the step lists
    its helpers likeliest first, the n-th of those the menu offers now."""
    f = own(session, "likely")
    if f is None or session.state["over"]:
        return None
    if type(f) is tuple:
        ids = menu(session)
        offered = [aid for aid in f if aid in ids]
        return offered[n] if n < len(offered) else None
    aid = f(session.state) if n == 0 else None
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
        aid = (s.recent or {}).get(_recent_key(s))
    return aid


def remember(app, aid):
    """``aid`` chosen by this player in this step, for ``expected``: kept
    on the session in RAM, so it goes with the game. A reboot forgets it,
    and so does opening another game (its steps and players are not this
    one's) or this one read from flash again."""
    s = app.session
    if s.recent is None:
        s.recent = {}
    s.recent[_recent_key(s)] = aid


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
    """Close every screen opened over the play screen (the root of the
    stack while a game is played, ui.play.show)."""
    while len(app.stack) > 1:
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
        widgets.message(app, [e.text(text.lang())])


def undo(app):
    s = app.session
    j = s.journal
    count = 1
    # (the journal's length after the table's last press, the index of the
    # event that press recorded): what followed it by itself goes back with
    # it. RAM only; any undo forgets it, so it never outlives those events.
    mark = getattr(app, "passed", None)
    app.passed = None
    marked = mark is not None and mark[0] == j.length and 0 < mark[1] < j.length
    if marked:
        count = j.length - mark[1]
    last = event_at(j, j.length - count) if s.can_undo() else None
    if not marked and last is not None and last[0] == "adv" and j.length > 2:
        # a move on that followed an event by itself (the game's
        # moves_on) goes back with that event: one long A takes back a
        # build (one rebuild of the state for all: two do not fit the heap)
        prev = event_at(j, j.length - count - 1)
        # read in the step where it was recorded: the step owning its
        # kind (the state has moved on from it), else this one
        step = games.step_of(s.game, prev[0]) or s.state["cur"]["step"]
        if moves_on(s, prev, step):
            count += 1
            last = prev
    try:
        s.undo(count)
    except Reject as e:
        widgets.message(app, [e.text(text.lang())])
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
        widgets.message(app, [e.text(text.lang())])
        return
    after_change(app)
