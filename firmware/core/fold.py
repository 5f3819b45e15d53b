"""A game's state folded from its events, where it is not the live
press's: a new game's first state (checked before anything is written),
and a saved game rebuilt from its journal's best snapshot plus a replay
(at boot, and on undo).

Kept apart from core.session, which every press runs: this code is
needed at a new game, at boot and on an undo, and is dropped after each
(core.session's ``_done_with_recovery``), so the presses in between do
not hold it on the heap.
"""

from core import flow as flowmod
from core import ledger, mem
from core.protocol import FORMAT, Reject, game_message, load_game


def new_state(game, options, players, first):
    """The state of a new game, before any play (no journal involved)."""
    n = len(players)
    lo, hi = game.PLAYERS
    if n < lo or n > hi:
        raise Reject("%s is for %d-%d players" % (game.GAME, lo, hi))
    opts = {}
    for key, default in game.OPTIONS.items():
        opts[key] = default
    for key, value in (options or {}).items():
        if key not in opts:
            raise Reject("unknown option %r" % (key,))
        if type(value) is not type(opts[key]):
            raise Reject("option %s: wrong kind of value" % key)
        opts[key] = value
    check = getattr(game, "check_options", None)
    if check:
        msg = check(opts, n)
        if msg or type(msg) is int:
            raise Reject(game_message(game, msg))
    seats = []
    for p in players:
        name = p.get("name") if isinstance(p, dict) else None
        if not isinstance(name, str) or not name or len(name) > 16:
            raise Reject("each player needs a name of 1-16 letters")
        seats.append({"name": name, "colour": p.get("colour")})
    if not isinstance(first, int) or first < 0 or first >= n:
        raise Reject("first player must be one of the players")
    state = {
        "v": FORMAT,
        "game": game.GAME,
        "options": opts,
        "players": seats,
        "first": first,
        "order": [(first + i) % n for i in range(n)],
        "dice": None,
        "n": 0,
        "over": False,
    }
    state.update(ledger.new(n))
    state["g"] = game.setup(state)
    return state


def first_state(game, event):
    """The state after a game's first event, ``["new", game_id, options,
    players, first]``: set up and at the flow's first step."""
    state = new_state(game, event[2], event[3], event[4])
    flowmod.Flow(game.FLOW, game).start(state)
    state["n"] = 1
    return state


def rebuild(session_class, journal, n):
    """(state, game module) of the first ``n`` events of ``journal``:
    its best snapshot up to there, then the events after it replayed
    (``session_class``'s ``_apply``, as they were applied live)."""
    state, start = journal.best_snapshot(n)
    if state is not None and state.get("v", 0) > FORMAT:
        raise Reject("saved game is from a newer firmware")
    s = None
    if state is not None:
        s = session_class(journal, state, load_game(state["game"]))
        # A safe point: the snapshot's parsing and the game's imports
        # leave their garbage before the replay makes its own (at
        # boot, the heap's peak).
        mem.collect()
    for event in journal.events(start, n):
        if s is None:
            if event[0] != "new":
                raise Reject("saved game has no beginning")
            game = load_game(event[1])
            s = session_class(journal, first_state(game, event), game)
        else:
            loaded = mem.modules()
            s._apply(event)
            if mem.modules() > loaded:
                # A safe point: the event needed a module (a step's,
                # games.steps) and its import's garbage goes before
                # the replay makes more.
                mem.collect()
    if s is None:
        raise Reject("no saved game")
    return s.state, s.game
