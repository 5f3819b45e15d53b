"""The games' registry: each game is a folder here (``games/<id>/``) whose
game module declares; the engine (core.session and core.flow, through
core.protocol) and the screens (ui/) interpret.

Texts. Everything a game shows is a *text*: a plain string, an (English,
Polish) pair, or the id (an int) of a line of the game's text pack
``games/<id>/texts.lang`` (core.texts), which keeps the words on flash instead
of the heap; the screens resolve ids against the pack of the game loaded
(``load`` below). Below, "(en, pl)" means any text. A refusal may also be
``(id, args...)``: the pack's line with ``%`` arguments put in.

A game module ``games/<id>/game.py`` (its folder ``games/<id>/`` holds
the rest of the game) provides the hooks below, each read by
core/ or ui/ (``games/generic/game.py`` is the smallest complete example; the
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
                  means in the game's words ("Device rolls the white die");
                  None: a figure kept (``kept_options``), none of the choices
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
    STEPS         {step: entry}: everything about each step, one entry per
                  step (see "Steps" below)
    over(state) -> True when the game ends before its flow does, e.g. an
                  outright win (optional)

Steps. A step's entry is a dict naming everything about that step; the
engine and the screens read a step's entry through ``step_fn(game, step,
key)`` (core.protocol, the engine's side of this protocol), and only
"allow" is required. A function of the entry is
that step's own: it runs only while the game is at that step.
    "prompt"      text, or fn(state, lang) -> text: the step's prompt; it
                  may use {player} and {round}
    "status"      fn(state, lang) -> the play screen's title line (else
                  the round and the active player)
    "allow"       (event kinds): the events accepted in this step; they may
                  name kinds owned by other steps and the core kinds
                  "adv", "sc", "roll", "end"
    "events"      {kind: (check(state, event) -> message or None,
                  apply(state, event))}: the events this step owns (read
                  through HANDLERS = games.kit.merged(STEPS, "events",
                  shared)); check must find every problem before apply
                  mutates anything
    "helpers"     {id: helper}: the quick helpers this step owns (read
                  through ACTIONS = games.kit.merged(STEPS, "helpers",
                  shared)); see "One question form"
    "menu"        (helper ids), or fn(state) -> ids: what the menu offers
                  here now
    "likely"      fn(state) -> the helper id the table most probably wants
                  now, or None: the menu opens on it, and at the final step
                  C starts it (the next count not entered yet; None there:
                  nothing is missing, C offers the end). Or (helper ids),
                  the likeliest first: the first the menu offers now is the
                  likeliest; where A starts it (a step without dice), the
                  menu opens on the next one, so that A and B, B are two
                  ways in rather than two ways to the same helper
    "c"           fn(state) -> the helper id C on the play screen starts
                  instead of moving on, or None: the step's own entry (San
                  Juan: the role while it is not picked, the building while
                  it is not built; that menu then offers moving on itself,
                  e.g. "Pass"); it also opens by itself when the game moves
                  on into a step where it is set, but not into a new round:
                  its first screen shows first
    "follow_up"   fn(state, event) -> the helper id whose questions follow
                  at once after a helper's ``event`` was recorded in this
                  step, or None: what the rules imply next (a tile that may
                  have completed a region); its make may return None for an
                  answer that records nothing ("no"), a helper id to start
                  that helper next, or "menu" to open the helpers' menu
    "moves_on"    fn(state, event) -> True when ``event``, recorded in this
                  step (``state`` just after it), leaves the step nothing
                  to do: applied from a helper, the screens move the game
                  on by themselves where the game allows it, and long A
                  takes the move on back together with the event
    "likely_player"  fn(state, helper id) -> the seat the player picker of
                  that helper starts on, or None (else the active player):
                  the next player to count at the end, whose count C at the
                  final step then asks without the picker
    "checklist"   fn(state, lang) -> lines: setup, phase start reminders,
                  income at phase end...; lang is 0 for English, 1 for
                  Polish
    "enter"       fn(state): run when the cursor enters this step (e.g.
                  refill depots)
    "leave"       fn(state): run when the cursor leaves this step
    "skip"        fn(state) -> True to pass this step by
    "ready"       fn(state) -> message or None, before the cursor moves on
                  from this step ("adv")
    "passes"      fn(state) -> True where this step, just moved to, needs
                  no press of its own: the screens move on at once
                  (Burgundy's roll step once the dice are rolled)
    "dice"        fn(state) -> die specs (core.dice) to roll now in this
                  step
Helpers or events several steps share (a score pad, final counts offered
in two steps) stay in module-level tables given to games.kit.merged.
A big game keeps a step's entry and the code only it uses in its own
module, ``games/<id>/<step>.py`` (``STEP = {...}``), loaded with the game;
or, given in STEPS as ``games.steps.Step("<id>.<step>")``, loaded only
while the game is at that step (``settle`` below drops it) or one of its
events or helpers runs (HANDLERS and ACTIONS call them through the
module).

Dice
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
    ROLL_NAME     optional text: the roll's name in the game's words in
                  the menu (San Juan shuffles tiles, no dice)

Events
    HANDLERS      {kind: (check, apply)}: every step's "events" and the
                  shared ones, merged (see "Steps")
    check_score(state, event) -> message or None: optional extra rules on
                  the core "sc" event
    check_end(state) -> message or None: optional, before the game ends
    SCORE_FLOOR   the lowest score allowed (None: no floor; optional)
    SCORE_PAD     False: the menu offers no plain +/- points (the game
                  works every score out itself); default True
    PAD_CATEGORY  the score category of the plain +/- points (default
                  "fix", a correction)

One question form (the quick scoring helpers the screens offer in a step)
    ACTIONS       {id: helper}: every step's "helpers" and the shared ones,
                  merged; a helper is {"name": text, "who": "active" |
                  "any" | "none", "questions": Q, "make": make}; the
                  screen asks for the player, then each question in turn,
                  builds the event, previews it with ``points(state,
                  event)`` on the last question and applies it. Q is a
                  tuple of rows (key, text, lo, hi, default[, labels]),
                  or fn(state, player, answers, lang) -> rows, read again
                  after each answer (rows that apply only sometimes, a
                  list of the dice on the table, texts naming the player);
                  labels (a menu rather than a number) is a list,
                  labels[v - lo] per value, None leaving a value out, or
                  fn(state, player, answers) -> such a list. ``answers``
                  is always a dict {key: value} of the answers so far, on
                  the screens and in the tests; make(state, player,
                  answers) -> the event, or None for an answer that
                  records nothing, a helper id to start next, or "menu".
                  "given": True, optional: a question with one possible
                  answer (a range of one, one label offered) is answered
                  without asking; for questions where that one answer is
                  certain, not where it stands for a choice the table may
                  still decline (a San Juan builder with one building to
                  afford may pass). "nobody": (text, fn(state) ->
                  event), optional, with "who": "any": an item after the
                  players in the player picker whose event is recorded at
                  once (San Juan's "Nobody sells"). "projected": True,
                  optional: a final count (its event ["fin", p, ...]
                  stores the player's answers at state["g"]["fin"][p]):
                  every question previews the player's projected final
                  total before and with the count, the later questions
                  at their defaults (the game's ``final_total`` below; a
                  "fin" event on the last question alone previews so
                  too). core.questions interprets the form;
                  the screens only draw the row it gives
    use_rng(rng)  optional: the device's generator, given before a helper
                  runs, for helpers that draw (tiles, dice from a bag)
    points(state, event) -> {player: points} the event would score
    describe(event, lang, names) -> text for the history ("Ania: region 5 +
                  phase B"), or None for events the history leaves out;
                  names are the players' names by seat (optional)

End of game
    results(state) -> the scoring result of games/<id>/score.py
                  ({"results": [{"name", "total", "rank", "breakdown"}]},
                  and "note": how a tie was settled, a text shown under
                  the ranking, when there was one)
    final_total(state, p) -> player p's total if the game ended now, as
                  results would give it, worked out for one player: the
                  final count's preview ("projected" above), at every
                  press of the count; a game with a final count has it
    BREAKDOWN     ((key, text id), ...): the names of the "breakdown"
                  parts in the game's words (a key ending in "_" names
                  every part it starts: "knowledge_" names "knowledge_3"
                  as "<text>3"); read by games.kit.label (optional; else
                  the key)
    RANK_BY       optional (text or None, ...): why a player ranks above
                  the next, by the position of the ranking key that
                  decided (a result's "by"): the tie-break or the outright
                  win, in the game's words; None says nothing

At a glance (optional; the standings screen, ui.glance)
    games/<id>/glance.py, imported only while the standings are worked out
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

# The engine reads a step's entry with step_fn and step_do; the screens
# too, as games.step_fn and games.step_do.
from core import protocol
from core.protocol import step_do, step_fn  # noqa: F401


def part_name(game, key, lang):
    """A score part's name in the game's words (its ``BREAKDOWN``, read
    by games.kit.label), else ``key`` itself."""
    table = getattr(game, "BREAKDOWN", None)
    if table is None:
        return key
    from games import kit
    return kit.label(game.GAME, table, key, lang)


def settle(game, step):
    """Drop the modules of ``game``'s steps (``games.steps.Step``) but the
    one of ``step``, where the game is now: the next read of another
    step's entry imports it again. Called as the play screen is drawn
    (the end of a press that may have moved the game) and when a game is
    resumed. True when a module was let go."""
    steps = getattr(game, "STEPS", None)
    if not steps:
        return False
    keep = getattr(steps.get(step), "module", None)
    from core import mem
    dropped = False
    for e in steps.values():
        name = getattr(e, "module", None)
        if name is not None and name != keep:
            e.forget()
            dropped = mem.drop(name) or dropped
    return dropped


def step_of(game, kind):
    """The step whose entry owns events of ``kind`` (its "events"), or
    None; read without importing the steps' modules: a
    ``games.steps.Step``'s events share one (check, apply) pair in the
    game's HANDLERS (reading each entry imported every step's code at
    once: an undo in Tiletum 30 KB over its live heap)."""
    pair = getattr(game, "HANDLERS", {}).get(kind)
    for step in game.STEPS:
        e = game.STEPS[step]
        if type(e) is dict:
            own = e.get("events")
            if own and kind in own:
                return step
        elif pair is not None and e.holds(pair):
            return step
    return None


# Modules every game uses while it is loaded; the loader leaves them
# loaded. The scorers' shared checks (games.scoresheet, games.sheets) are
# not among them: a game needs them only at its end, and kept from one
# game to the next they held 7 KB through every later game of an evening.
_SHARED = ("games.catalog", "games.kit")
# The dice's code (core.dice, ui.dice_view): a game that rolls imports it.
_DICE = ("core.dice", "ui.dice_view")


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
        game = __import__("games." + game_id + ".game", None, None, ("GAME",))
    except ImportError:
        raise ValueError("unknown game %r" % (game_id,)) from None
    from core import texts
    texts.use(game_id)          # the screens read the game's text ids there
    # Its tables are made: its steps' modules go until a step is read (a
    # resumed game's replay imports those its events need).
    settle(game, None)
    return game


def unload():
    """Drop every game's modules: a game that ended and left the screen."""
    return _unload_except("")


def _unload_except(game_id):
    """Drop every game module but ``game_id``'s (and the rest of its folder, ``games.<id>.*``)."""
    import sys

    from core import mem
    keep = "games." + game_id
    others = [name for name in sys.modules
              if name.startswith("games.") and name not in _SHARED
              and name != keep and not name.startswith(keep + ".")]
    if others:
        # What the last game's dice loaded: a game that rolls imports it
        # again, one that does not (San Juan after Burgundy, the same
        # evening) is not left holding it.
        others += _DICE
    return mem.drop(*others)


def glance_of(game):
    """The at-a-glance module of the loaded ``game`` (games/<id>/glance.py),
    or None for a game without one (see "At a glance" above)."""
    try:
        return __import__("games." + game.GAME + ".glance", None, None, ("position",))
    except ImportError:
        return None


# The engine loads a game through the registry: core never imports games.
protocol.use(load)
