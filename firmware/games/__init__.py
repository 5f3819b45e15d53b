"""Game modules: each game is one module here that declares; the engine
(core.session, core.flow) and the screens (ui/) interpret.

Texts. Everything a game shows is a *text*: a plain string, an (English,
Polish) pair, or the id (an int) of a line of the game's text pack
``games/<id>.lang`` (core.texts), which keeps the words on flash instead
of the heap; the screens resolve ids against the pack of the game loaded
(``load`` below). Below, "(en, pl)" means any text. A refusal may also be
``(id, args...)``: the pack's line with ``%`` arguments put in.

A game module ``games/<id>.py`` provides the hooks below, each read by
core/ or ui/ (``games/generic.py`` is the smallest complete example; the
hooks marked optional may be left out). Its names, scorer and
BoardGameGeek id are its row in games/catalog.py, not hooks.
tests/host/test_game_protocol.py checks that this list and the code that
reads game modules name the same hooks.

Identity and setup
    GAME          the id ("burgundy")
    PLAYERS       (min, max)
    OPTIONS       {name: default}; values are bool, int or str, and the
                  type of the default is the type accepted
    OPTION_TEXT   {name: (English, Polish)} labels for the new-game screen
    OPTION_CHOICES  optional {name: (values, ...)}: the menu of a str
                  option (the "dice" option defaults to the dice presets)
    OPTION_VALUE_TEXT  optional {value: text}: what a str option's value
                  means in the game's words ("Device rolls the white die")
    COLOURS       optional: the colour ids (ui.text.COLOURS) the game's
                  pieces come in, offered for the players; else every
                  colour
    check_options(opts, players) -> message or None (optional)
    setup(state) -> the game's own state ``state["g"]`` (plain data)
    kept_options(state) -> {option: value} to keep in the device's
                  settings when the game ends (optional: numbers the table
                  entered once, e.g. cards no rulebook prints); the
                  new-game options start from them next time

Structure
    FLOW          the flow declaration (see core.flow); the last node is the
                  final step; an "each" node names its who-function, a
                  function of the module (state) -> seats in order
    STEPS         {step: {"allow": (event kinds), "prompt": (en, pl),
                  "actions": (action ids)}}; "prompt" may use {player},
                  {round}, {phase} and any cursor name; "actions" is what
                  the menu offers when the game has no ``actions(state)``
    skip(state, step) -> True to pass a step by (optional)
    over(state) -> True when the game ends before its flow does, e.g. an
                  outright win (optional)
    on_enter(state, step): optional, run when the cursor enters a step
                  (e.g. refill depots)
    on_leave(state, step): optional, run when the cursor leaves a step
    checklist(state, lang) -> list of lines for the current step (setup,
                  phase start reminders, income at phase end...); lang is
                  0 for English, 1 for Polish (optional)
    status(state, lang) -> the play screen's title line (optional; else
                  the round and the active player)
    prompt(state, lang) -> the step's prompt as the state has it now, or
                  None for the step's own "prompt" (optional)

Dice
    dice_for(state) -> die specs to roll now (core.dice)
    enter_dice(state) -> die specs the table rolls itself and enters by
                  hand, or None (optional; e.g. Burgundy's white die)
    check_roll(state, event) -> message or None (optional)
    on_roll(state, event): optional, run after a roll is recorded
    dice_view(state, lang) -> [(label, value)] as the table should see them
                  (optional)
    ROLL_ON_ENTER True: the device rolls by itself when the game moves on
                  to a step whose dice it rolls (optional; else A rolls)
    ROLL_HINT     optional text: what A does in the footer where the step
                  rolls (else the screens' own roll hint)

Events
    HANDLERS      {kind: (check(state, event) -> message or None,
                  apply(state, event))}: game events; check must find every
                  problem before apply mutates anything; a message is a
                  string or an (English, Polish) pair
    check_score(state, event) -> message or None: optional extra rules on
                  the core "sc" event
    check_advance(state) -> message or None: optional, before the cursor
                  moves on ("adv")
    passes(state) -> True where the step the game has just moved to needs
                  no press of its own (optional): the screens move on at
                  once (Burgundy's roll step once the dice are rolled)
    check_end(state) -> message or None: optional, before the game ends
    SCORE_FLOOR   the lowest score allowed (None: no floor; optional)
    SCORE_PAD     False: the menu offers no plain +/- points (the game
                  works every score out itself); default True
    PAD_CATEGORY  the score category of the plain +/- points (default
                  "fix", a correction)

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
    likely(state) -> the action id the table most probably wants now, or
                  None (optional): the menu opens on it, and at the final
                  step C starts it (the next count not entered yet; None
                  there: nothing is missing, C offers the end)
    c_helper(state) -> the action id C on the play screen starts instead
                  of moving on, or None (optional): the step's own entry
                  (San Juan: the role while it is not picked, the
                  building while it is not built; that menu then offers
                  moving on itself, e.g. "Pass"); it also opens by itself
                  when the game moves on into a step where it is set (the
                  next role, the next builder's building), but not into a
                  new round: its first screen shows first
    moves_on(state, event) -> True when ``event`` (just applied, ``state``
                  after it) leaves the step nothing to do (optional):
                  applied from a helper, the screens move the game on by
                  themselves where the game allows it, and long A takes
                  the move on back together with the event (asked then on
                  the state after the move on)
    likely_player(state, action) -> the seat the player picker of that
                  helper starts on, or None (optional; else the active
                  player): the next player to count at the end, whose
                  count C at the final step then asks without the picker
    follow_up(state, event) -> the action id whose questions follow at
                  once after a helper's ``event`` was recorded, or None
                  (optional): what the rules imply next (a tile that may
                  have completed a region); its make may return None for
                  an answer that records nothing ("no"), an action id to
                  start that helper next, or "menu" to open the helpers'
                  menu (a "no, more to do" goes straight to the choice)
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
                  names are the players' names by seat (optional)

End of game
    results(state) -> the scoring result of games/<id>_score.py
                  ({"results": [{"name", "total", "rank", "breakdown"}]},
                  and "note": how a tie was settled, a text shown under
                  the ranking, when there was one)
    breakdown_label(key, lang) -> the name of a "breakdown" part in the
                  game's words (optional; else the key)
    RANK_BY       optional (text or None, ...): why a player ranks above
                  the next, by the position of the ranking key that
                  decided (a result's "by"): the tie-break or the outright
                  win, in the game's words; None says nothing

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
    pages(lang) -> the titles of the game's own pages (optional)
    page(state, i, lang) -> the lines of page i (with ``pages``)

Loading. ``load(game_id)`` imports a game's module (and drops any other
game's: the Pico's heap holds one game's code at a time) and makes its
text pack the one the screens read.
"""


# Modules every game may use; the loader leaves them loaded.
_SHARED = ("games.catalog", "games.kit", "games.scoresheet", "games.sheets")


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
