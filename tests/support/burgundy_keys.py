"""The Castles of Burgundy plans (support.burgundy_plans) as button presses:
what a table presses on the device to play the same game, from the main
menu to the final ranking.

The presses follow the screens: the new-game wizard, C to move on, A to
roll, B for the menu of the step (the game's helpers first, in the order of
``games.burgundy.actions``), a number entry per question (C +1, A -1,
"up" +10, B ok) or a menu of the named values (C down, A up, both wrap),
long A to undo. The menu positions are worked out from the game module, so
a change in the menus shows up as a test failure, not as silently wrong
presses. Host-only (it imports the game module under CPython)."""

from games import burgundy as bg
from support.burgundy_plans import HELPERS

PHASES = "ABCDE"
COLOURS = ("red", "blue", "green", "yellow", "white", "black", "purple", "orange")


def menu_to(index, default, n):
    """Presses that move a wrapping menu's cursor from ``default`` to
    ``index`` (the shorter way round), then B."""
    down = (index - default) % n
    up = (default - index) % n
    return (["c"] * down if down <= up else ["a"] * up) + ["b"]


def number(value, default=0):
    """Presses that set a number entry from ``default`` to ``value``, then B."""
    d = value - default
    keys = ["up" if d > 0 else "down"] * (abs(d) // 10)
    keys += ["c" if d > 0 else "a"] * (abs(d) % 10)
    return keys + ["b"]


def new_game(players, first, colours=(), dice="all", record=True):
    """Main menu -> a Burgundy game of ``players`` (the wizard's default
    names, in order), ``colours`` by seat, ``first`` (a seat) chosen by
    hand. Ends on the play screen, at setup."""
    keys = ["b", "b"]                               # New game, Burgundy
    keys += number(players, 3)
    for seat in range(players):
        keys += ["b"]                               # the next default name
        colour = colours[seat] if seat < len(colours) else None
        # the colour menu: "no colour", then the colours; each taken
        # colour leaves the list
        free = [c for c in COLOURS if c not in colours[:seat]]
        keys += menu_to(free.index(colour) + 1 if colour else 0, 0, len(free) + 1)
    options = ["start", "boards", "dice", "record"]
    if dice != "all":
        values = bg.OPTION_CHOICES["dice"]
        keys += menu_to(options.index("dice"), 0, 4)
        keys += menu_to(values.index(dice), 0, len(values))
        keys += menu_to(0, options.index("dice"), 4)
    elif not record:
        keys += menu_to(options.index("record"), 0, 4)
        keys += menu_to(0, options.index("record"), 4)
    else:
        keys += ["b"]                               # Start the game
    keys += menu_to(first + 1, 0, players + 1)      # after "Device draws"
    return keys


def turn_actions(record=True):
    """The helpers the menu lists first in a player's turn."""
    ids = bg.STEPS["turn"]["actions"]
    if record:
        ids = tuple(a for a in ids if a not in bg.RECORDED)
    return ids


def label(aid):
    """A helper's name as the menu shows it in English, as a label pick for
    the simulator's key scripts ("=Sell_goods": the item starting with it)."""
    from core import texts
    texts.use("burgundy")
    return "=" + texts.text(bg.ACTIONS[aid]["name"], 0).replace(" ", "_")


def open_helper(aid, ids, by_label=False):
    """B, then the helper ``aid`` of the menu whose helpers are ``ids``:
    by its place (C down to it) or, ``by_label``, by its name."""
    if by_label:
        return ["b", label(aid)]
    return ["b"] + menu_to(ids.index(aid), 0, 99)


def action(text, active, record=True, by_label=False):
    """One cell word group ("ani 2 3 1 =9", "undo", "next") as presses."""
    words = text.split()
    if words[-1][0] == "=":
        words.pop()
    if words[0] == "undo":
        return ["A"]
    if words[0] == "next":
        return ["c"]
    aid = HELPERS[words[0]]
    keys = open_helper(aid, turn_actions(record), by_label)
    spec = bg.ACTIONS[aid]
    if spec["who"] == "any":
        keys += ["b"]                               # the picker starts on the active player
    values = [int(w) for w in words[1:]]
    for q, v in zip(spec["ask"], values):
        lo, hi, default = q[2], q[3], q[4]
        if len(q) > 5:                              # a menu of named values
            keys += menu_to(v - lo, default - lo, hi - lo + 1)
        else:
            keys += number(v, default)
    return keys


def rounds(plan, roll, record=True, by_label=False):
    """The presses of every round of ``plan``: ``roll(key)`` gives the
    presses of the roll step (the white die entered, the device's roll or
    nothing). Starts at setup, ends at the final step. ``by_label``: the
    helpers are picked by their names (see ``label``)."""
    keys = ["c"]                                    # setup done
    for row in plan:
        if row[0][1] == "1":
            keys += ["c"]                           # phase start
        keys += roll(row[0]) + ["c"]
        for initial in row[1]:
            seat = [r[0] for r in PLAYER_NAMES].index(initial)
            cell = row[2 + seat]
            if cell:
                for text in cell.split(";"):
                    keys += action(text, seat, record, by_label)
            keys += ["c"]                           # end of the turn
        if row[0][1] == "5":
            keys += ["c"]                           # phase end
    return keys


# The wizard's default names, by seat.
PLAYER_NAMES = ("Ania", "Bartek", "Celina", "Darek")


FINAL_HELPERS = tuple(a for a in bg.STEPS["final"]["actions"] if a not in bg.RECORDED)


def final_counts(counts, by_label=False):
    """The final step: each player's goods, silverlings and workers through
    the final count helper."""
    keys = []
    for seat, (goods, silver, workers) in enumerate(counts):
        keys += open_helper("count", FINAL_HELPERS, by_label)
        keys += menu_to(seat, 0, len(counts))
        keys += number(goods) + number(silver) + number(workers)
    return keys


def end_game():
    """From the final step's play screen: the menu, "End the game" and yes,
    picked by their names (the tools before the end, Scores, History,
    Standings, Checklist, come and go with the firmware: a counted place
    would move with them). Ends on the ranking."""
    return ["b", "=End_the_game", "=yes"]
