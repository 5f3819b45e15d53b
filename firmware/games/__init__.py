"""Game modules: each game is one module here that declares; the engine
(core.session, core.flow) and the screens (ui/) interpret.

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

Quick scoring helpers (what the screens offer in a step)
    ACTIONS       {id: {"name": (en, pl), "who": "active" | "any" | "none",
                  "ask": ((key, (en, pl), lo, hi, default[, labels]), ...),
                  "make": make(state, player, values) -> event}}; the screen
                  asks for the player and the numbers (a menu when the
                  question names its values: labels[v - lo] per value),
                  builds the event, previews it with ``points(state,
                  event)`` and applies it
    actions(state) -> the action ids that make sense now (optional; else
                  the step's "actions")
    points(state, event) -> {player: points} the event would score
    describe(event, lang, names) -> text for the history ("Ania: region 5 +
                  phase B"), or None for events the history leaves out;
                  names are the players' names by seat

End of game
    FINAL         per-player questions for the final calculator, as in
                  "ask" (only what the device does not already know)
    results(state) -> the scoring result of games/<id>_score.py
                  ({"results": [{"name", "total", "rank", "breakdown"}]})
"""
