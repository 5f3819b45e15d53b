"""The Castles of Burgundy: a player's turn, the step where the score moves.

Everything about the step is its entry ``STEP``: the tiles placed and the
goods sold as events (each with its check and what it does to the state),
the helpers that record them and their questions, what the menu offers
and opens on, the region question after each tile, the reminders of the
checklist. ``games.burgundy.game`` lists it among the game's steps.

What an event scores is worked out here from the state before it
(``parts``): the tile's own points plus a colour bonus tile when the tile
fills that colour; a helper's ``make`` writes the figure into the event
and the check refuses a wrong one, so the journal reads as a score sheet.
"""

from micropython import const

from core import ledger
from games import kit
from games.burgundy import data as bd
from games.burgundy import points as bs
from games.burgundy.data import KNOWN_COLOURS, PLACE, G, phase_letter, placed, region_sizes

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_ANIMALS_2 = const(63)
_T_ROLL_ENTER_WHITE_DIE = const(113)
_T_N2_ACTIONS_1_PER = const(114)
_T_ONCE_TURN_BLACK_DEPOT = const(115)
_T_DICE_D_D = const(116)
_T_PLAYER_TURN = const(145)
_T_WRONG_ACTION_FORMAT = const(151)
_T_IT_SS_TURN = const(153)
_T_POINTS_SHOULD_BE_D = const(154)
_T_KNOWLEDGE_TILES_ARE_1 = const(155)
_T_TILE_D_ALREADY_SS = const(156)
_T_BUILDING_TYPES_ARE_1 = const(157)
_T_ANIMAL_KINDS_ARE_1 = const(158)
_T_ANIMAL_TILE_SHOWS_2 = const(159)
_T_PASTURES_ARE_NUMBERED_1 = const(160)
_T_GOODS_SHOW_DIE_VALUE = const(161)
_T_SELL_LEAST_1_GOODS = const(162)
_T_ONLY_7_GOODS_TILES = const(163)
_T_COLOURS_ARE_1_6 = const(164)
_T_COMES_COLOURS_LAST_TILE = const(165)
_T_REGIONS_SCORE_PLAYERS_TURN = const(166)
_T_REGION_HAS_1_8 = const(167)
_T_IT_PHASE = const(168)
_T_COMPLETED_REGION = const(180)
_T_COMPLETED_A_REGION_SIZE = const(181)
_T_NO_END_TURN = const(182)
_T_NO_MORE_ACTIONS = const(183)
_T_REGION_SIZE_SPACES = const(184)
_T_ANIMAL = const(185)
_T_PASTURE_NO_YOURS_1 = const(187)
_T_SHIP_TURN_ORDER_1 = const(188)
_T_BUILDING_2 = const(189)
_T_KNOWLEDGE_TILE = const(190)
_T_MINE_2 = const(192)
_T_CASTLE_1_MORE_ACTION = const(193)
_T_SELL_GOODS = const(194)
_T_TILES_SOLD = const(195)
_T_COLOUR_FILLED_BONUS_TILE = const(196)
_T_COLOUR = const(197)
_T_NO_EMPTY_SPACE = const(205)
_T_ALL_TILES_OUT = const(206)
_T_EVERY_PLAYER_CLAIMED = const(207)
_T_ALREADY_CLAIMED = const(208)
_T_COLOUR_NOT_FULL = const(213)
_T_REGION_END_TURN = const(219)
_T_REGION_MORE_ACTIONS = const(220)
_T_PASTURE_D_S = const(225)
_T_PASTURE_D_NEW = const(226)
# End of text ids.


# -- checks shared by the turn's events -------------------------------------------------

def _not_active(state, p):
    active = state["cur"]["active"]
    if p != active:
        return (_T_IT_SS_TURN, kit.name(state, active))
    return None


def _turn(state, event, fields, hi=0, wrong=None):
    """An event of the active player, its fields after the kind as
    ``kit.shape`` reads them; with ``wrong``, its first detail (a tile,
    a kind, a colour...) 1..``hi``, else ``wrong``."""
    msg = kit.shape(state, event, fields) or _not_active(state, event[1])
    if msg is None and wrong is not None and not 1 <= event[2] <= hi:
        return wrong
    return msg


def _room(state, p, colour):
    have = placed(state, p)[colour]
    if have >= bd.SPACES[colour]:
        return bd.refusal(_T_NO_EMPTY_SPACE, bd.KINDS[colour], have, bd.SPACES[colour])
    return None


def _supply(out, label):
    """The game has 7 tiles of each building type and each animal kind."""
    if out >= bd.TILES_PER_KIND:
        return bd.refusal(_T_ALL_TILES_OUT, label)
    return None


def _expect(got, points):
    if got != points:
        return (_T_POINTS_SHOULD_BE_D, points)
    return None


# -- what an event scores (from the state before it) --------------------------------

def _fills(state, p, colour):
    """Whether one more tile of ``colour`` fills that colour's last space."""
    g = state["g"]
    return placed(state, p)[colour] + 1 == bd.SPACES[colour] and p not in g["bonus"][colour]


def _claim_points(state, colour):
    return bs.bonus_tile_points(len(state["players"]), len(state["g"]["bonus"][colour]) + 1)


def _animal_points(state, p, kind, animals, pasture):
    g = state["g"]
    same = [a[1] for a in g["ani"][p] if a[0] == kind and a[2] == pasture]
    return bs.animal_points(animals, same, 7 in g["know"][p])


def parts(state, event):
    """[(category, points)] the event scores for its player."""
    kind = event[0]
    p = event[1]
    out = []
    if kind == "ani":
        out.append(("animals", _animal_points(state, p, event[2], event[3], event[4])))
    elif kind == "bld" and event[2] == bd.WATCHTOWER:
        out.append(("tower", bd.WATCHTOWER_POINTS))
    elif kind == "sell":
        out.append(("sale", bs.sale_points(event[3], len(state["players"]))))
    elif kind == "bonus":
        out.append(("bonus", _claim_points(state, event[2] - 1)))
    if kind in PLACE:
        colour = PLACE.index(kind)
        if _fills(state, p, colour):
            out.append(("bonus", _claim_points(state, colour)))
    return out


def total(parts):
    points = 0
    for _, v in parts:
        points += v
    return points


def _score(state, p, parts):
    for cat, v in parts:
        if v:
            ledger.add(state, p, v, cat, bd.SCORE_FLOOR)


def _scored(state, event):
    """None when the event's last field is what it scores."""
    return _expect(event[-1], total(parts(state, event)))


# -- placing tiles ------------------------------------------------------------------

def _check_plain(state, event):
    """castle, mine, ship: no details."""
    return _turn(state, event, "pi") or _room(state, event[1], PLACE.index(event[0])) \
        or _scored(state, event)


def _place(state, event):
    """The common part of placing a tile: its points and, when it fills its
    colour, the bonus tile (each kind then records the tile itself)."""
    p = event[1]
    colour = PLACE.index(event[0])
    fills = _fills(state, p, colour)
    _score(state, p, parts(state, event))
    if fills:
        state["g"]["bonus"][colour].append(p)
    state["g"]["last"] = colour     # the region it may complete is of this colour


def _plain(state, event):
    _place(state, event)
    state["g"][event[0] + "s"][event[1]] += 1       # "castles", "mines"


def _ship(state, event):
    _place(state, event)
    g = state["g"]
    p = event[1]
    g["pos"][p] += 1
    g["top"][p] = max(g["top"]) + 1     # on top of any stack on that space
    order = bd.track_order(g)
    state["order"] = order
    state["first"] = order[0]           # takes the white die for the next round


def _check_know(state, event):
    msg = _turn(state, event, "pii", 26, _T_KNOWLEDGE_TILES_ARE_1)
    if msg:
        return msg
    tile = event[2]
    know = state["g"]["know"]
    for q in range(len(know)):
        if tile in know[q]:
            # Every knowledge tile is unique.
            return (_T_TILE_D_ALREADY_SS, tile, kit.name(state, q))
    return _room(state, event[1], bd.KNOWLEDGE) or _scored(state, event)


def _know(state, event):
    _place(state, event)
    state["g"]["know"][event[1]].append(event[2])


def _check_bld(state, event):
    msg = _turn(state, event, "pii", 8, _T_BUILDING_TYPES_ARE_1)
    if msg:
        return msg
    kind = event[2]
    out = 0
    for row in state["g"]["bld"]:
        out += row[kind - 1]
    return (_room(state, event[1], bd.BUILDING) or _supply(out, bd.BUILDINGS[kind - 1])
            or _scored(state, event))


def _bld(state, event):
    _place(state, event)
    state["g"]["bld"][event[1]][event[2] - 1] += 1


def _check_ani(state, event):
    msg = _turn(state, event, "piiii", 4, _T_ANIMAL_KINDS_ARE_1)
    if msg:
        return msg
    kind, animals, pasture = event[2], event[3], event[4]
    if animals < 2 or animals > 4:
        return _T_ANIMAL_TILE_SHOWS_2
    if pasture < 1 or pasture > bd.SPACES[bd.ANIMAL]:
        return _T_PASTURES_ARE_NUMBERED_1
    out = 0
    for tiles in state["g"]["ani"]:
        for a in tiles:
            if a[0] == kind:
                out += 1
    return (_room(state, event[1], bd.ANIMAL) or _supply(out, bd.ANIMALS[kind - 1])
            or _scored(state, event))


def _ani(state, event):
    _place(state, event)
    state["g"]["ani"][event[1]].append([event[2], event[3], event[4]])


# -- selling goods and bonus tiles --------------------------------------------------

def _check_sell(state, event):
    msg = _turn(state, event, "piii")
    if msg:
        return msg
    goods, tiles = event[2], event[3]
    if not 0 <= goods <= 6:     # 0: not asked (bd.SOLD_ROW)
        return _T_GOODS_SHOW_DIE_VALUE
    if tiles < 1:
        return _T_SELL_LEAST_1_GOODS
    sold = 0
    if goods:       # a sale recorded by value (a game saved before)
        for row in state["g"]["sold"]:
            sold += row[goods - 1]
    if sold + tiles > bd.GOODS_PER_KIND:
        return (_T_ONLY_7_GOODS_TILES, sold)
    return _scored(state, event)


def _sell(state, event):
    _score(state, event[1], parts(state, event))
    row = state["g"]["sold"][event[1]]
    while len(row) < bd.SOLD_ROW:
        row.append(0)
    if event[2]:
        row[event[2] - 1] += event[3]
    else:
        row[6] += event[3]
        row[7] += 1


def _check_bonus(state, event):
    msg = _turn(state, event, "pii", 6, _T_COLOURS_ARE_1_6)
    if msg:
        return msg
    p, colour = event[1], event[2]
    have = placed(state, p)[colour - 1]
    if state["options"]["record"]:
        return (_T_COMES_COLOURS_LAST_TILE, have, bd.SPACES[colour - 1])
    claims = state["g"]["bonus"][colour - 1]
    label = bd.COLOURS[colour - 1]
    # Seed 000: the bonus goes to who "umieści wszystkie żetony danego koloru
    # w swojej posiadłości (na przykład umieszczając w posiadłości trzecią
    # kopalnię albo szósty żeton zwierząt)". Mines, knowledge tiles, ships
    # and animals are entered even without "record": a short count is known.
    if colour - 1 in KNOWN_COLOURS and have < bd.SPACES[colour - 1]:
        return bd.refusal(_T_COLOUR_NOT_FULL, label, have, bd.SPACES[colour - 1])
    if len(claims) >= len(state["players"]):
        return bd.refusal(_T_EVERY_PLAYER_CLAIMED, label)
    if p in claims:
        who = kit.name(state, p)
        return (kit.text(G, _T_ALREADY_CLAIMED, 0, who, kit.text(G, label, 0)),
                kit.text(G, _T_ALREADY_CLAIMED, 1, who, kit.text(G, label, 1)))
    return _scored(state, event)


def _bonus(state, event):
    _score(state, event[1], parts(state, event))
    state["g"]["bonus"][event[2] - 1].append(event[1])


# -- regions (a score entry: the game's check_score asks here) ------------------------

def check_region(state, event):
    """A completed region, ["sc", p, pts, "region", size, phase]."""
    if state["cur"]["step"] != "turn":
        return _T_REGIONS_SCORE_PLAYERS_TURN
    if len(event) != 6:
        return _T_WRONG_ACTION_FORMAT
    msg = _not_active(state, event[1])
    if msg:
        return msg
    size = event[4]
    if type(size) is not int or size < 1 or size > 8:
        return _T_REGION_HAS_1_8
    if event[5] != phase_letter(state):
        return (_T_IT_PHASE, phase_letter(state))
    return _expect(event[2], bs.region_points(size, event[5]))


# -- the helpers ----------------------------------------------------------------------

def _region(state, p, size):
    letter = phase_letter(state)
    pts = bs.region_points(size, letter) if 1 <= size <= 8 else 0
    return ["sc", p, pts, "region", size, letter]


def _make_region(state, p, answers):
    return _region(state, p, answers["size"])


def _tile(kind, keys=()):
    """make() for a tile or a sale: its details in order (kit.event),
    then the points it scores."""
    base = kit.event(kind, keys, tail=(0,))

    def make(state, p, answers):
        event = base(state, p, answers)
        try:
            event[-1] = total(parts(state, event))
        except (IndexError, ValueError, TypeError):
            pass    # out-of-range details: the check explains
        return event
    return make


def _make_sell(state, p, answers):
    """A sale: its value not asked (0), its tiles, the points they score."""
    event = ["sell", p, 0, answers["tiles"], 0]
    event[-1] = total(parts(state, event))
    return event


# The region the follow-up last made to end the turn (RAM only): ``moves_on``
# ends the turn after it, as C would.
_ENDS_TURN = [None]
# A warehouse just placed (RAM only): its sale comes next, not the menu.
_WAREHOUSE = [False]


def _make_completed(state, p, answers):
    """The follow-up after a tile: -1 is no region and the end of the turn
    (C's "adv"), 0 no region and more to do: the helpers' menu at once;
    1-8 a region of that size and more to do, 9-16 one that ends the turn."""
    size = answers["size"]
    _ENDS_TURN[0] = None
    if size < 0:
        return ["adv"]
    if not size:
        return "sell" if _WAREHOUSE[0] else "menu"
    event = _region(state, p, size - 8 if size > 8 else size)
    if size > 8:
        _ENDS_TURN[0] = event
    return event


def _region_labels(state, p, answers):
    """The follow-up's answers: no, or the sizes possible with what each
    scores, each once with more actions to come (values 1-8) and once
    ending the turn (9-16, the last in the menu: A from "no, end the turn"
    reaches the largest first)."""
    letter = phase_letter(state)
    out = [_T_NO_END_TURN, _T_NO_MORE_ACTIONS] + [None] * 16
    for size in region_sizes(state, p):
        pts = bs.region_points(size, letter)
        for i, text in ((size + 1, _T_REGION_MORE_ACTIONS), (size + 9, _T_REGION_END_TURN)):
            out[i] = (kit.text(G, text, 0, size, pts), kit.text(G, text, 1, size, pts))
    return out


def _completed_rows(state, p, answers, lang):
    """The follow-up's question. A placement is most often a turn's last
    action (one die takes a tile, the other places one): it starts on "no,
    end the turn", unless the tile filled its colour where one size is
    possible: then its region is surely complete (and the turn most likely
    over)."""
    sizes = region_sizes(state, p)
    colour = state["g"].get("last")
    sure = colour is not None and len(sizes) == 1 and \
        placed(state, p)[colour] == bd.SPACES[colour]
    return (("size", _T_COMPLETED_A_REGION_SIZE, -1, 16, sizes[0] + 8 if sure else -1,
             _region_labels),)


def _left(counts, names):
    """Named values, those whose 7 tiles are all out left out."""
    return [names[i] if counts[i] < bd.TILES_PER_KIND else None for i in range(len(names))]


def animal_kinds(state, p, answers):
    out = [0] * 4
    for tiles in state["g"]["ani"]:
        for a in tiles:
            out[a[0] - 1] += 1
    return _left(out, bd.ANIMAL_CHOICES)


def _kind_animals(answers):
    """(kind, animals) of the animal tile's answer ("tile" 1-12: cows 2, 3,
    4, sheep 2...), or as given one by one (the text-width check, a test)."""
    if "tile" in answers:
        return (answers["tile"] - 1) // 3 + 1, (answers["tile"] - 1) % 3 + 2
    return answers.get("kind", 1), answers.get("animals", 2)


def animal_tiles(state, p, answers, lang=None):
    """The animal tiles as one list, a kind and its animals a line ("Cows:
    3"), the kinds whose 7 tiles are all out left out."""
    kinds = animal_kinds(state, p, answers)
    out = []
    for k in range(4):
        for n in (2, 3, 4):
            name = kinds[k]
            out.append(None if name is None else
                       (kit.text(G, name, 0) + ": %d" % n, kit.text(G, name, 1) + ": %d" % n))
    return out


def building_types(state, p, answers):
    out = [0] * 8
    for row in state["g"]["bld"]:
        for i in range(8):
            out[i] += row[i]
    return _left(out, bd.BUILDING_CHOICES)


def _free_tiles(state, p, answers):
    """Knowledge tiles nobody has taken (each is unique)."""
    out = list(bd.KNOWLEDGE_TILES)
    for tiles in state["g"]["know"]:
        for tile in tiles:
            out[tile - 1] = None
    return out


# The knowledge tile the list opens on: the first free one from the
# end-scoring buildings' (15-23, the most tiles, taken the most), on round.
_LIKELY_TILE = 15


def _knowledge_rows(state, p, answers, lang):
    """One list of the free tiles (a group, then the tile, cost the table
    two picks), opening on the likeliest not taken yet."""
    free = _free_tiles(state, p, answers)
    at = _LIKELY_TILE
    for i in range(26):
        t = (_LIKELY_TILE - 1 + i) % 26
        if free[t] is not None:
            at = t + 1
            break
    return (("tile", _T_KNOWLEDGE_TILE, 1, 26, at, _free_tiles),)


def _pastures(state, p, answers):
    """The pastures to choose from, by number: each the player has with
    what it scores there and what lies on it ("Pasture 1, +12: cows 4+3,
    sheep 2"), and the first one free ("Pasture 3, +4: a new one"); the
    table never has to remember a number, and sees the points before it
    chooses (the points first: a long list of tiles is what gets cut)."""
    tiles = state["g"]["ani"][p]
    out = [None] * bd.SPACES[bd.ANIMAL]
    new = True
    # Asked after the kind and the tile's animals; a caller listing every
    # label before those answers (the text-width check) gets one animal of
    # the first kind's points rather than a crash.
    asked = _kind_animals(answers)
    for i in range(len(out)):
        on = [a for a in tiles if a[2] == i + 1]
        if not on and not new:
            continue
        pts = total(parts(state, ["ani", p, asked[0], asked[1], i + 1, 0]))
        pair = []
        for lang in (0, 1):
            kinds = []      # each kind with its tiles' animals: "cows 4+3"
            for kind in range(1, 5):
                counts = "+".join([str(a[1]) for a in on if a[0] == kind])
                if counts:
                    kinds.append(kit.text(G, bd.ANIMALS[kind - 1], lang) + " " + counts)
            pair.append(kit.text(G, _T_PASTURE_D_S, lang, i + 1, pts, ", ".join(kinds))
                        if on else kit.text(G, _T_PASTURE_D_NEW, lang, i + 1, pts))
        out[i] = tuple(pair)
        new = new and bool(on)
    return out


def _animal_rows(state, p, answers, lang):
    """The tile, its kind and animals in one pick (a kind, then a number,
    cost three presses more), opening on the kind of the player's last
    animals with 3; then the pasture: it opens on the one where this kind
    lies (the latest such tile: the same kind on the same pasture is what
    scores), else where the player's last animals went (a pasture holds
    every kind; a new one takes a new region), else on a new one."""
    tiles = state["g"]["ani"][p] if p is not None else []
    first = 3 * (tiles[-1][0] - 1) + 2 if tiles else 2
    kind = _kind_animals(answers)[0] if "tile" in answers else None
    where = [a[2] for a in tiles if a[0] == kind] or [a[2] for a in tiles]
    likely = where[-1] if where else 1
    return (("tile", _T_ANIMAL, 1, 12, first, animal_tiles),
            ("pasture", _T_PASTURE_NO_YOURS_1, 1, bd.SPACES[bd.ANIMAL], likely, _pastures))


def _make_animals(state, p, answers):
    kind, animals = _kind_animals(answers)
    return _ANI(state, p, {"kind": kind, "animals": animals, "pasture": answers["pasture"]})


_ANI = _tile("ani", ("kind", "animals", "pasture"))

HELPERS = {
    "region": {"name": _T_COMPLETED_REGION, "who": "active",
               "questions": (("size", _T_REGION_SIZE_SPACES, 1, 8, 1),),
               "make": _make_region},
    # The same after each tile placed (``follow_up``): one B for no.
    "completed": {"name": _T_COMPLETED_REGION, "who": "active",
                  "questions": _completed_rows, "make": _make_completed},
    # The first animals go to a new pasture, the only one offered: not asked.
    "animals": {"name": _T_ANIMALS_2, "who": "active",
                "questions": _animal_rows, "given": True, "make": _make_animals},
    "ship": {"name": _T_SHIP_TURN_ORDER_1, "who": "active",
             "questions": (), "make": _tile("ship")},
    "building": {"name": _T_BUILDING_2, "who": "active",
                 "questions": (("type", _T_BUILDING_2, 1, 8, 1, building_types),),
                 "make": _tile("bld", ("type",))},
    # The tile is recorded; its group only narrowed the menu.
    "knowledge": {"name": _T_KNOWLEDGE_TILE, "who": "active",
                  "questions": _knowledge_rows, "make": _tile("know", ("tile",))},
    "mine": {"name": _T_MINE_2, "who": "active", "questions": (), "make": _tile("mine")},
    "castle": {"name": _T_CASTLE_1_MORE_ACTION, "who": "active",
               "questions": (), "make": _tile("castle")},
    # The tiles only: the goods' value scores nothing now (bd.SOLD_ROW).
    "sell": {"name": _T_SELL_GOODS, "who": "active",
             "questions": (("tiles", _T_TILES_SOLD, 1, 7, 2),),
             "make": _make_sell},
    "bonus": {"name": _T_COLOUR_FILLED_BONUS_TILE, "who": "active",
              "questions": (("colour", _T_COLOUR, 1, 6, 1, bd.COLOURS),),
              "make": _tile("bonus", ("colour",))},
}


# -- what the menu offers and opens on ------------------------------------------------

# A starts a ship (``LIKELY``'s first), so the menu opens on a building,
# the next likeliest (an estate's most spaces), with animals and mines a
# press either side of it (two presses from the play screen: UP or DOWN,
# then B), goods and knowledge tiles one more, castles (3 spaces) two;
# the ship stays in the menu, after them. A region comes up by itself
# after each tile (``follow_up``), so it and the corrections go last.
MENU = ("castle", "sell", "animals", "building", "mine", "knowledge", "ship",
        "region", "bonus", "fix")
# The helper that places each colour's tiles (bd.PLACE order).
TILE_HELPERS = ("castle", "mine", "knowledge", "ship", "animals", "building")
# What a turn does most often, the likeliest first (see MENU): the first
# one the menu offers is A's, the next one where the menu opens.
LIKELY = ("ship", "building", "animals", "sell")


def menu(state):
    """The turn's helpers but a colour whose spaces are all filled (it
    takes no more tiles; the recorded count is never above the real one),
    and the bonus tile where the device awards it itself."""
    have = placed(state, state["cur"]["active"])
    full = [TILE_HELPERS[c] for c in range(6) if have[c] >= bd.SPACES[c]]
    if state["options"]["record"]:
        full.append("bonus")
    return tuple(a for a in MENU if a not in full)


def follow_up(state, event):
    """After a tile placed: did it complete a region? After a warehouse
    (building type 1: "sell 1 goods type"), its sale then, or at once."""
    if event[0] not in PLACE or state["cur"]["step"] != "turn":
        return None
    _WAREHOUSE[0] = event[0] == "bld" and event[2] == 1
    if region_sizes(state, event[1]):
        return "completed"
    return "sell" if _WAREHOUSE[0] else None


def moves_on(state, event):
    """A region the follow-up scored as the turn's end ends it."""
    return event is _ENDS_TURN[0] and state["cur"]["step"] == "turn"


# -- what the table sees --------------------------------------------------------------

def checklist(state, lang):
    """The turn's reminders: the actions, the black depot, the player's
    own dice and the knowledge tiles that change the rules in play."""
    p = state["cur"]["active"]
    lines = [kit.text(G, _T_N2_ACTIONS_1_PER, lang),
             kit.text(G, _T_ONCE_TURN_BLACK_DEPOT, lang)]
    if state["dice"] is None and state["options"]["dice"] == "none" and \
            p == state["order"][0]:
        # the round begins with this turn (its roll step passes by itself)
        lines.insert(0, kit.text(G, _T_ROLL_ENTER_WHITE_DIE, lang))
    if state["dice"] and len(state["dice"]) > 1:
        lines.append(kit.text(G, _T_DICE_D_D, lang, state["dice"][2 * p], state["dice"][2 * p + 1]))
    for tile in sorted(state["g"]["know"][p]):
        if tile <= bd.IN_PLAY_TILES:
            lines.append(kit.text(G, bd.KNOWLEDGE_TILES[tile - 1], lang))
    return lines


STEP = {
    "prompt": _T_PLAYER_TURN,
    "status": bd.round_status,
    "allow": ("adv", "castle", "mine", "know", "ship", "ani", "bld", "sell", "bonus",
              "roll"),
    "events": {
        "castle": (_check_plain, _plain),
        "mine": (_check_plain, _plain),
        "ship": (_check_plain, _ship),
        "know": (_check_know, _know),
        "bld": (_check_bld, _bld),
        "ani": (_check_ani, _ani),
        "sell": (_check_sell, _sell),
        "bonus": (_check_bonus, _bonus),
    },
    "helpers": HELPERS,
    "menu": menu,
    "likely": LIKELY,
    "follow_up": follow_up,
    "moves_on": moves_on,
    "checklist": checklist,
}
