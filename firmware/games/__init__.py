"""Game modules: each game is one module here that declares; the engine
(core.session, core.flow) and the screens (ui/) interpret.

Texts. Everything a game shows is a *text*: a plain string, an (English,
Polish) pair, or the id (an int) of a line of the game's text pack
``games/<id>.lang`` (core.texts), which keeps the words on flash instead
of the heap; the screens resolve ids against the pack of the game loaded
(``load`` below). Below, "(en, pl)" means any text. A refusal may also be
``(id, args...)``: the pack's line with ``%`` arguments put in.

A game module ``games/<id>.py`` provides (``games/generic.py`` is the
smallest complete example):

Identity and setup
    GAME          the id ("burgundy")
    NAME          (English, Polish) display names
    PLAYERS       (min, max)
    OPTIONS       {name: default}; values are bool, int or str, and the
                  type of the default is the type accepted
    OPTION_TEXT   {name: (English, Polish)} labels for the new-game screen
    check_options(opts, players) -> message or None
    setup(state) -> the game's own state ``state["g"]`` (plain data)

Structure
    FLOW          the flow declaration (see core.flow); the last node is the
                  final step
    STEPS         {step: {"allow": (event kinds), "prompt": (en, pl),
                  "actions": (action ids)}}; "prompt" may use {player},
                  {round}, {phase} and any cursor name
    skip(state, step), over(state), turn_order/other who-functions: optional
    on_enter(state, step), on_leave(state, step): optional, run when the
                  cursor enters or leaves a step (e.g. refill depots)
    checklist(state, lang) -> list of lines for the current step (setup,
                  phase start reminders, income at phase end...); lang is
                  0 for English, 1 for Polish

Dice
    dice_for(state) -> die specs to roll now (core.dice)
    check_roll(state, event) -> message or None, on_roll(state, event)
    dice_view(state, lang) -> [(label, value)] as the table should see them

Events
    HANDLERS      {kind: (check(state, event) -> message or None,
                  apply(state, event))}: game events; check must find every
                  problem before apply mutates anything; a message is a
                  string or an (English, Polish) pair
    check_score(state, event), check_advance(state), check_end(state):
                  optional extra rules on the core events
    SCORE_FLOOR   the lowest score allowed (None: no floor)
    SCORE_PAD     False: the menu offers no plain +/- points (the game
                  works every score out itself); default True

Quick scoring helpers (what the screens offer in a step)
    ACTIONS       {id: {"name": (en, pl), "who": "active" | "any" | "none",
                  "ask": ((key, (en, pl), lo, hi, default[, labels]), ...),
                  "make": make(state, player, values) -> event}}; the screen
                  asks for the player and the numbers (a menu when the
                  question names its values: labels[v - lo] per value;
                  labels may be a function (state, player, values so
                  far) -> such a list, where None leaves a value out),
                  builds the event, previews it with ``points(state,
                  event)`` and applies it; "ask" may also be a function
                  ask(state, answers so far) -> the questions (read again
                  after each answer: a list of the dice on the table, a
                  question only some answers lead to)
    actions(state) -> the action ids that make sense now (optional; else
                  the step's "actions")
    use_rng(rng)  optional: the device's generator, given before a helper
                  runs, for helpers that draw (tiles, dice from a bag)
    ask_rows(state, action, player, values, lang) -> the "ask" rows for
                  that player after the answers ``values`` so far
                  (optional; else the action's "ask"): rows that apply
                  only sometimes, menus whose labels depend on the state
                  and the player, in the language shown
    points(state, event) -> {player: points} the event would score
    describe(event, lang, names) -> text for the history ("Ania: region 5 +
                  phase B"), or None for events the history leaves out;
                  names are the players' names by seat

End of game
    FINAL         per-player questions for the final calculator, as in
                  "ask" (only what the device does not already know)
    results(state) -> the scoring result of games/<id>_score.py
                  ({"results": [{"name", "total", "rank", "breakdown"}]})

At a glance (optional; the standings screen, ui.glance)
    games/<id>_glance.py, imported only while the standings are worked out
    (``glance_of`` below) and dropped again:
    projection(state, answers=None) -> the ranking if the game ended now:
                  the game's final scorer on the game as it stands, each
                  result with its "seat" and "guess" (the breakdown parts
                  resting on final answers not entered yet, taken as last
                  entered or 0); ``answers`` ({seat: {key: value}}) fills
                  those in (games.glance)
    position(state, p, lang, result) -> lines: player ``p``'s position in
                  the game's own terms (``result``: p's projected result)
    pages(lang) -> the titles of the game's own pages, and page(state, i,
                  lang) -> the lines of page i (optional)

Loading. ``load(game_id)`` imports a game's module (and drops any other
game's: the Pico's heap holds one game's code at a time) and makes its
text pack the one the screens read.
"""


# Modules every game may use; the loader leaves them loaded.
_SHARED = ("games.catalog", "games.scoresheet", "games.sheets")


def load(game_id):
    """The game module for ``game_id``, imported on first use only. Other
    games' modules are unloaded first: a table plays one game at a time,
    and each game's code is kilobytes of the Pico's heap. ValueError for
    an unknown game."""
    if not isinstance(game_id, str) or not game_id.replace("_", "").isalpha():
        raise ValueError("unknown game %r" % (game_id,))
    from core import mem
    if _unload_except(game_id):
        mem.collect()  # the unloaded game's code, before the next one loads
    try:
        pkg = __import__("games." + game_id)
    except ImportError:
        raise ValueError("unknown game %r" % (game_id,)) from None
    from core import texts
    texts.use(game_id)          # the screens read the game's text ids there
    return getattr(pkg, game_id)


def _unload_except(game_id):
    """Drop every game module but ``game_id``'s (and its ``<id>_*`` helpers)."""
    import sys

    from core import mem
    keep = "games." + game_id
    others = [name for name in sys.modules
              if name.startswith("games.") and name not in _SHARED
              and name != keep and not name.startswith(keep + "_")]
    return mem.drop(*others)


def glance_of(game):
    """The at-a-glance module of the loaded ``game`` (games/<id>_glance.py),
    or None for a game without one (see "At a glance" above)."""
    name = game.GAME + "_glance"
    try:
        pkg = __import__("games." + name)
    except ImportError:
        return None
    return getattr(pkg, name)
