"""Amber's placement form: what one tile reached, in one entry.

One tile may reach a village, meet another player's roads, or both; then
several players reach several targets at the same moment (and a coin that
more than one of them reaches goes to the box). Entered a connection at a
time that was a menu, a player and a target per connection: 27 presses for
the tile that joins three networks. Here the table says what the tile
reached and the device works out who now reaches what:

- the question lists the villages the laying player does not reach yet
  and the other players' roads, by name; it opens on the first village
  nobody has reached (its coin still lies there), else on a player;
- a village the laying player alone now reaches is recorded at once;
- otherwise the players on the joined roads are the layer, the players
  picked, and whoever reaches one of their castles and is reached back
  (the same road runs both ways between the two castles); each of them
  now reaches every target any of them reached, and the others' castles.
  The form lists those connections ticked, with OK first: B on one
  unticks it (a one-way road; a castle's four roads do not meet inside
  it), B on a "+" item adds a village or player the tile reached too, and
  OK records them as one placement (games.amber.turn "join").

The answers are ints: the first ("what") VIL + n - 1 for village n or
NET + seat for that player's roads, then one per review ("ok1", "ok2"...):
DONE (OK), LINK + 16 * seat + target bit for a connection toggled, or a
further village or player; ``draft`` reads them back in order.

Also here, loaded only when used (games.amber.turn and games.amber.game call
in): the menus of a single village or castle, the "join" event's check,
and the history lines.
"""

from micropython import const

from core import texts
from games import kit
from games.amber import board as bd

# Text ids of games/amber/texts.lang, written by `make texts`.
_T_VILLAGE_D_2 = const(40)
_T_LAYOUT_D_D_VILLAGES = const(53)
_T_LAYOUT_D_VILLAGES = const(54)
_T_LAYOUT_DRAWN_D = const(55)
_T_ANOTHER_TILE = const(56)
_T_SPECIAL_SHOVEL = const(57)
_T_CANNOT_PLAY_COIN_LOST = const(58)
_T_VILLAGE_D = const(59)
_T_CASTLE = const(60)
_T_LOST = const(61)
_T_TILE_REACHED = const(97)
_T_CONNECTIONS = const(98)
_T_OK_RECORD = const(99)
_T_NOTHING_TICKED = const(100)
_T_JOIN_NEEDS = const(101)
_T_ROADS_S = const(102)
_T_NO_SECOND_TILE = const(103)
# End of text ids.

GAME = "amber"

DONE = const(0)
LINK = const(1)
VIL = const(97)         # 97..104: villages 1..8
NET = const(105)        # 105..110: seats 0..5
TOP = const(110)



def _read(state, values):
    """(villages picked as bits, seats on the joined roads as bits, links
    toggled off) from the answers so far."""
    g = state["g"]
    n = len(state["players"])
    reach = 0
    group = 1 << state["cur"]["active"]
    off = []
    for v in values:
        if v >= NET:
            group |= 1 << (v - NET)
        elif v >= VIL:
            reach |= 1 << (v - VIL)
        elif v >= LINK:
            if v in off:
                off.remove(v)
            else:
                off.append(v)
    grow = True
    while grow:             # players joined castle to castle share the road
        grow = False
        for q in range(n):
            if group >> q & 1:
                continue
            for r in range(n):
                if group >> r & 1 and g["con"][q] >> (bd.CASTLE_BIT + r) & 1 \
                        and g["con"][r] >> (bd.CASTLE_BIT + q) & 1:
                    group |= 1 << q
                    grow = True
                    break
    return reach, group, off


def derived(state, values):
    """The connections (seat, target bit) the answers make, the layer's
    first (a village's coin goes to the player laying the tile), each with
    True while ticked."""
    g = state["g"]
    n = len(state["players"])
    a = state["cur"]["active"]
    reach, group, off = _read(state, values)
    union = reach
    for q in range(n):
        if group >> q & 1:
            union |= g["con"][q] | 1 << (bd.CASTLE_BIT + q)
    out = []
    for q in [a] + [q for q in range(n) if q != a]:
        if group >> q & 1:
            new = union & ~g["con"][q] & ~(1 << (bd.CASTLE_BIT + q))
            for bit in bd.targets(state):
                if new >> bit & 1:
                    out.append((q, bit, LINK + 16 * q + bit not in off))
    return out


def _alone(state, values):
    """The first answer is a village only the layer reaches now."""
    return VIL <= values[0] < NET and len(derived(state, values)) == 1


def draft(answers):
    """The form's answers in the order given: what the tile reached
    ("what"), then each review's ("ok1", "ok2"...)."""
    out = []
    key = "what"
    while key in answers:
        out.append(answers[key])
        key = "ok%d" % len(out)
    return out


def questions(state, player, answers, lang):
    """The form's rows (the helper's "questions"): what the tile reached,
    then the review of the connections it makes, a row per answer until
    OK; a village only the layer reaches needs no review."""
    values = draft(answers)
    k = len(values)
    rows = [("what", _T_TILE_REACHED, VIL, TOP, _first_default(state), _first_labels)]
    for i in range(1, k):
        rows.append(_review(i, values))
    if k and values[-1] != DONE and not (k == 1 and _alone(state, values)):
        rows.append(_review(k, values))
    return rows


def _review(i, values):
    """Review ``i``: it opens on OK, but after an untick on the connection
    just unticked (a second untick nearby is a step or two, not a trip
    back from OK)."""
    last = values[i - 1] if i >= 2 else DONE
    return ("ok%d" % i, _T_CONNECTIONS, DONE, TOP, last if LINK <= last < VIL else DONE,
            _review_labels)


def _first_default(state):
    g = state["g"]
    con = g["con"][state["cur"]["active"]]
    for n in range(g["v"]):
        if g["coin"][n] == bd.ON and not con >> n & 1:
            return VIL + n
    return NET + (state["cur"]["active"] + 1) % len(state["players"])


def _reached_labels(state, player, values, plus=""):
    """Villages the player does not reach and the other players' roads,
    at VIL.. and NET.. (index = value - VIL)."""
    g = state["g"]
    reach, group, _off = _read(state, values)
    out = [None] * (TOP - VIL + 1)
    con = g["con"][player]
    pair = texts.pair("amber", _T_VILLAGE_D_2)
    for n in range(g["v"]):
        if not (con | reach) >> n & 1:
            out[n] = (plus + pair[0] % (n + 1), plus + pair[1] % (n + 1))
    roads = texts.pair("amber", _T_ROADS_S)
    for q in range(len(state["players"])):
        if not group >> q & 1:
            name = kit.name(state, q)
            out[NET - VIL + q] = (plus + roads[0] % name, plus + roads[1] % name)
    return out


def open_to(state):
    """Whether the laying player's tile can reach anything new: a village
    not reached yet, or a player whose roads are not joined to theirs."""
    g = state["g"]
    every = (1 << g["v"]) - 1
    if g["con"][state["cur"]["active"]] & every != every:
        return True
    return _read(state, [])[1] != (1 << len(state["players"])) - 1


def _first_labels(state, player, answers):
    return _reached_labels(state, player, draft(answers))


def _review_labels(state, player, answers):
    values = draft(answers)
    out = [None] * (VIL - DONE) + _reached_labels(state, player, values, "+ ")
    out[DONE] = _T_OK_RECORD
    for q, bit, on in derived(state, values):
        out[LINK + 16 * q + bit] = link_text(state, q, bit, on)
    return out


def link_text(state, q, bit, tick):
    """"Ania → village 3 √" in both languages."""
    out = []
    for lang in (0, 1):
        if bit >= bd.CASTLE_BIT:
            what = kit.text(GAME, _T_CASTLE, lang) % kit.name(state, bit - bd.CASTLE_BIT)
        else:
            what = kit.text(GAME, _T_VILLAGE_D, lang) % (bit + 1)
        out.append("%s → %s%s" % (kit.name(state, q), what, " √" if tick else ""))
    return tuple(out)


def more_tiles(state):
    """"Another tile" came first and the form records the first of two."""
    g = state["g"]
    return g["tl"] > g.get("tj", 0) + 1     # .get: games saved before it


def make(state, player, answers):
    links = []
    for q, bit, on in derived(state, draft(answers)):
        if on:
            if bit >= bd.CASTLE_BIT:
                links.append(["c", bit - bd.CASTLE_BIT, q])
            else:
                links.append(["v", bit + 1, q])
    if more_tiles(state):
        return ["join", links, 1]   # the turn's first tile of two
    return ["join", links]


# The screens ask for a single village or castle ("Reached a village",
# "Lost a castle": corrections and a shovel's cut) with a menu of what is on
# the table: the villages in play and the castles by their owners' names
# (never the player's own castle, which gives no coin). A tick marks what
# the player already reaches, so "Reached" and "Lost" read the same list.

def _tick(have):
    return " √" if have else ""


def village_labels(state, player):
    g = state["g"]
    pair = texts.pair("amber", _T_VILLAGE_D_2)
    out = []
    for n in range(1, bd.MAX_VILLAGES + 1):
        if n > g["v"]:
            out.append(None)
            continue
        t = _tick(g["con"][player] >> (n - 1) & 1)
        out.append((pair[0] % n + t, pair[1] % n + t))
    return out


def castle_labels(state, player):
    g = state["g"]
    n = len(state["players"])
    out = []
    for q in range(bd.SEATS):
        if q >= n or q == player:
            out.append(None)
        else:
            have = g["con"][player] >> (bd.CASTLE_BIT + q) & 1
            out.append(kit.name(state, q) + _tick(have))
    return out


# -- the rules' side: the event's check, and the history's lines --------------

def check(state, event):
    """The "join" event: each connection checked as if the ones before it
    were made (games.amber.board's rules)."""
    links = event[1] if len(event) in (2, 3) else None
    if not isinstance(links, list) or event[2:] not in ([], [1]):
        return _T_JOIN_NEEDS
    if len(event) == 3 and not more_tiles(state):
        return _T_NO_SECOND_TILE
    if not links:
        return _T_NOTHING_TICKED
    g = state["g"]
    trial = {"players": state["players"], "cur": state["cur"],
             "g": {"v": g["v"], "con": list(g["con"]), "coin": list(g["coin"])}}
    for link in links:
        if not isinstance(link, list):
            return _T_JOIN_NEEDS
        msg = bd.check_link(trial, ["link"] + link)
        if msg:
            return msg
        bit = bd.target(trial, ["link"] + link)[0]
        trial["g"]["con"][link[2]] |= 1 << bit
        if trial["g"]["coin"][bit] == bd.ON:
            trial["g"]["coin"][bit] = link[2]
    return None


# The events whose history line is one fixed text.
_FIXED = (("play", _T_ANOTHER_TILE), ("shovel", _T_SPECIAL_SHOVEL),
          ("stuck", _T_CANNOT_PLAY_COIN_LOST))


def describe(event, lang, names=None):
    """One history line, or None for the routine events (a plain turn).
    ``names``: the players' names, when the caller has them."""
    kind = event[0]
    for k, i in _FIXED:
        if k == kind:
            line = kit.text(GAME, i, lang)
            if names and len(event) == 2:   # the player, where the event names one
                return "%s: %s" % (kit.who(names, event[1]), line)
            return line
    if kind == "layout":
        if event[1]:
            return kit.text(GAME, _T_LAYOUT_D_D_VILLAGES, lang) % (event[1], event[2])
        return kit.text(GAME, _T_LAYOUT_D_VILLAGES, lang) % event[2]
    if kind == "roll":
        return kit.text(GAME, _T_LAYOUT_DRAWN_D, lang) % event[1][0]
    if kind == "join":
        # one arrow a player ("Ania → village 3, Bartek (castle); Celina → ..."):
        # the confirmation of a tile that joins many fits the panel whole
        parts = []
        last = None
        for link in event[1]:
            who, what = describe(["link"] + link, lang, names).split(" \u2192 ", 1)
            if who == last:
                parts[-1] += ", " + what
            else:
                parts.append(who + " \u2192 " + what)
                last = who
        return "; ".join(parts)
    if kind in ("link", "cut"):
        who = kit.who(names, event[3])
        if event[1] == "v":
            what = kit.text(GAME, _T_VILLAGE_D, lang) % event[2]
        else:
            owner = kit.who(names, event[2])
            what = kit.text(GAME, _T_CASTLE, lang) % owner
        if kind == "link":
            return "%s → %s" % (who, what)
        return kit.text(GAME, _T_LOST, lang) % (who, what)
    return None
