"""The Castles of Burgundy plans (support.burgundy_plans) as button presses:
what a table presses on the device to play the same game, from the main
menu to the final ranking.

The scripts say what is chosen, never where it sits: ``=Label`` picks the
item of the menu on top whose text starts with Label (the helpers, the
named values of a question, the players), ``#N`` sets the number entry on
top to N. The simulator expands each into the presses a table makes from
wherever the screen opens (host_tools/guest/simloop.py), so menus that
open on the likeliest item or numbers that start at the likely value cost
fewer presses without a change here. Host-only (it imports the game module
under CPython)."""

from games.burgundy import game as bg
from games.burgundy import turn
from support.burgundy_plans import HELPERS

COLOURS = ("red", "blue", "green", "yellow", "white", "black", "purple", "orange")
# The wizard's default names, by seat.
PLAYER_NAMES = ("Ania", "Bartek", "Celina", "Darek")


def english(text_id):
    from core import texts
    texts.use("burgundy")
    return texts.text(text_id, 0)


def pick(words):
    """A label pick: the menu item starting with ``words``."""
    return "=" + words.replace(" ", "_")


def label(aid):
    """A helper's name as the menu shows it in English ("=Sell_goods")."""
    return pick(english(bg.ACTIONS[aid]["name"]))


def new_game(players, first, colours=(), dice="all", record=True):
    """Main menu -> a Burgundy game of ``players`` (the wizard's default
    names, in order), ``colours`` by seat, ``first`` (a seat) chosen by
    hand. Ends on the play screen, at setup."""
    keys = ["b", "=The_Castles", "#%d" % players]
    for seat in range(players):
        keys += ["b"]                               # the default name
        keys += [pick(colours[seat]) if seat < len(colours) else "=no_colour"]
    if dice != "all":
        keys += ["=Dice", pick(english(bg.OPTION_VALUE_TEXT[dice]))]
    if not record:
        keys += ["=Record"]
    keys += ["=Start", pick(PLAYER_NAMES[first])]
    return keys


# The script's tile words by colour (games.burgundy.data.PLACE order).
TILES = ("castle", "mine", "know", "ship", "ani", "bld")


def action(text, active, menu=False, first_animals=False):
    """One cell word group ("ani 2 3 1 =9", "undo", "next") as presses,
    up to the tile's follow-up (see ``cell_keys``); ``menu``: from the
    helpers' menu (a follow-up's "no, more" opens it), else the play
    screen; ``first_animals``: the player's first animal tile, whose
    pasture (a new one, the only one offered) the device does not ask."""
    words = text.split()
    if words[-1][0] == "=":
        words.pop()
    back = ["B"] if menu else []    # a long B closes the menu
    if words[0] == "undo":
        return back + ["A"]
    if words[0] == "next":
        return back + ["c"]
    aid = HELPERS[words[0]]
    keys = [label(aid)]                             # A where A starts it, else B and its item
    spec = bg.ACTIONS[aid]
    if spec["who"] == "any":
        keys += [pick(PLAYER_NAMES[active])]
    values = [int(w) for w in words[1:]]
    if aid == "sell":       # the goods' value: the table's, the device does not ask it
        values = values[1:]
    if aid == "knowledge":                          # the tile, from one list
        return keys + [pick(english(bg.bd.KNOWLEDGE_TILES[values[0] - 1]))]
    if aid == "animals":                            # the kind and its animals, the pasture
        kind, animals, pasture = values
        keys += [pick("%s: %d" % (english(bg.bd.ANIMAL_CHOICES[kind - 1]), animals))]
        return keys if first_animals else keys + [pick("Pasture %d," % pasture)]
    for q, v in zip(spec["questions"], values):
        if len(q) > 5:                              # a menu of named values
            keys += [pick(english(_names(q[5])[v - q[2]]))]
        else:
            keys += ["#%d" % v]
    return keys


class Estate:
    """The tiles each player has placed by colour, as the device counts
    them, to know when it asks whether a tile completed a region and with
    which sizes (games.burgundy.data.region_sizes; every board is board 1)."""

    def __init__(self):
        self.placed = {}
        self.last = []

    def place(self, seat, word):
        colour = TILES.index(word)
        n = self.placed.get((seat, colour), 0) + 1
        self.placed[(seat, colour)] = n
        self.last.append((seat, colour))
        return [size for size in bg.bd.BOARD1_REGIONS[colour] if size <= n]

    def count(self, seat, word):
        """The tiles of a colour the player has placed."""
        return self.placed.get((seat, TILES.index(word)), 0)

    def other(self):
        """An event that places no tile (a sale, a region)."""
        self.last.append(None)

    def undo(self):
        key = self.last.pop()
        if key is not None:
            self.placed[key] -= 1


def turn_keys(cell, active, estate):
    """A player's turn to its end: each word group; after a tile the device
    asks whether it completed a region: the plan's region there, or no (a
    region the question does not offer goes through the menu's helper);
    after the turn's last action the answer also ends the turn."""
    texts = [t.strip() for t in cell.split(";") if t.strip()]
    keys = []
    i = 0
    menu = False
    sale = False            # a warehouse's sale open by itself
    while i < len(texts):
        words = texts[i].split()
        now = action(texts[i], active, menu, estate.count(active, "ani") == 0)
        if sale and words[0] == "sell":
            now.remove(label("sell"))           # the sale is open: no label
        elif sale:
            keys += ["B"]                       # not this time: a long B closes it
        keys += now
        menu = sale = False
        i += 1
        if words[0] == "undo":
            estate.undo()
        elif words[0] not in TILES:      # "next" too: undo takes it back
            estate.other()
        if words[0] not in TILES:
            continue
        sizes = estate.place(active, words[0])
        after = texts[i].split() if i < len(texts) else ()
        size = int(after[1]) if after and after[0] == "reg" else None
        # a warehouse (type 1) is followed by its sale where no region
        # was completed with it
        warehouse = words[0] == "bld" and words[1] == "1"
        if size in sizes:
            i += 1
            estate.other()
            last = i == len(texts)
            keys += ["=%d:_%s,_%s" % (size, after[2].replace("=", "+"),
                                      "end" if last else "more")]
            if last:                                # the region ends the turn
                return keys
        elif sizes and i == len(texts):
            return keys + ["=No,_end"]
        elif sizes:
            keys += ["=No,_more"]                   # opens the helpers' menu (a sale)
            menu = not warehouse
            sale = warehouse
        else:
            sale = warehouse
    return keys + (["B"] if sale else []) + ["c"]   # the end of the turn


def _names(labels):
    """A question's named values: a list, or the full list its function
    gives with nothing left out."""
    if callable(labels):
        # by name: the turn's module may have been loaded again since
        # (games.steps), its functions new objects
        return {turn.building_types.__name__: bg.bd.BUILDING_CHOICES}[labels.__name__]
    return labels


def rounds(plan, roll):
    """The presses of every round of ``plan``: ``roll(key)`` gives the
    presses of the round's start (the white die entered in the first turn,
    or nothing: the device rolls as the round begins). Starts at setup,
    ends at the final step."""
    keys = ["c"]                                    # setup done
    estate = Estate()
    for row in plan:
        if row[0][1] == "1":
            keys += ["c"]                           # phase start
        keys += roll(row[0])    # the roll step passes by itself: the first turn
        for initial in row[1]:
            seat = [r[0] for r in PLAYER_NAMES].index(initial)
            keys += turn_keys(row[2 + seat], seat, estate)
        if row[0] == "E5":
            keys += ["c"]   # the game's last phase end (those of A-D pass by themselves)
    return keys


def final_counts(counts):
    """The final step: C asks the first player's goods, silverlings and
    workers (and the goods kinds sold, where knowledge tile 15 needs them:
    a fourth number), and each player's counts then follow the last (by
    seat)."""
    keys = ["c"]
    for count in counts:
        keys += ["#%d" % v for v in count]
    return keys


def end_game():
    """From the final step's play screen, every count in: C asks "End the
    game?", yes. Ends on the ranking."""
    return ["c", "=yes"]
