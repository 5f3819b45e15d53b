"""Tiletum: the rules several of its steps read, written once. The wheel
(which action a die value does this round, a die's action points and the
player's building bonus, the dice sitting at the wheel), the king track
(a space's VP, stacks, the order from the leader down, moving a marker on)
and the round's bookkeeping the steps share (the pass of the action phase,
the dice bag, the device's generator).

Each step's own rules are in its module (games.tiletum.<step>); the game
module (games.tiletum.game) names the steps. This module imports no step, so
every step may import it.
"""

from micropython import const

from core import dice as dicemod
from games import kit
from games.tiletum import data as D

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_AP = const(23)
_T_KING_TRACK_ENDS_D = const(34)
_T_KING_TRACK_STARTS_D = const(35)
_T_NO_KING_SPACE_D = const(38)
_T_SPACE_D_CANNOT_GIVE = const(39)
# End of text ids.

GAME = "tiletum"


def t(i, lang, *args):
    """Text ``i`` of games/tiletum/texts.lang in ``lang``, with ``args`` put in."""
    return kit.text(GAME, i, lang, *args)


def m(i, *args):
    """A refusal in both languages (text ``i`` of games/tiletum/texts.lang)."""
    return kit.refusal(GAME, i, *args)


def signed(v):
    return ("+%d" if v >= 0 else "%d") % v


def pass_of(state):
    """The action phase's pass (1-3): a player takes one die per pass."""
    return state["cur"].get("pass", 0)


def status(phase):
    """The play screen's title line in a step of ``phase`` (an index of
    tiletum_data.PHASE_TEXT): "R2 Action 2/3" / "R2 Faza akcji 2/3"; the
    setup and the final scoring name the phase alone."""
    def line(state, lang):
        cur = state["cur"]
        text = t(D.PHASE_TEXT[phase], lang)
        if phase == D.PH_SETUP or phase == D.PH_FINAL:
            return text
        if phase == D.PH_ACTION:
            text += " %d/3" % cur.get("pass", 1)
        return "R%d %s" % (cur.get("round", 1), text)
    return line


def player_labels(state, player, answers):
    """The players' names: the menu of a question that picks a player."""
    return [pl["name"] for pl in state["players"]]


def next_player(state, done):
    """The first player in turn order for whom ``done(p)`` is false."""
    for p in state["order"]:
        if not done(p):
            return p
    return state["order"][0]


# ---- the wheel and the dice --------------------------------------------------------

def draw_count(state):
    # 8/11/14 dice for 2/3/4 players: three per player and two left over
    return 3 * len(state["players"]) + 2


def full_bag(n):
    return dicemod.bag([(c, n) for c in D.COLOURS])


def act_at(g, value):
    """Index of the action beside the wheel segment showing ``value``."""
    return kit.index(D.ACTS, g["acts"][kit.index(g["vals"], value)])


def ap_of(value):
    return D.DIE_TOP - value


def bonus_of(state, p, a):
    """``p``'s completed-building bonus AP for action ``a`` (0 for the
    universal space, or no player)."""
    if p is None or a < 0 or a >= 5:
        return 0
    return state["g"]["bonus"][p][a]


def wheel_groups(state):
    """The dice as they sit at the wheel, by value: [(value, action, AP,
    [colours])] for the values with dice."""
    g = state["g"]
    out = []
    for v in range(1, 7 if g["wheel"] else 1):
        cols = [d[0] for d in g["wheel"] if d[1] == v]
        if cols:
            out.append((v, act_at(g, v), ap_of(v), cols))
    return out


def _goods(cols, lang, names, sep=", "):
    """"iron, food x2": the goods of a group's dice (each x the value)."""
    parts = []
    for i in range(5):
        k = cols.count(D.COLOURS[i])
        if k:
            parts.append(t(names[i], lang) + ("" if k == 1 else " x%d" % k))
    return sep.join(parts)


def dice_view(state, lang):
    """One row per die value on the wheel, ("3 Arch 4AP", "iron, food x2"):
    the value, its action this round, the action points (+N: the active
    player's building bonus) and the goods of the dice there."""
    rows = []
    ap = t(_T_AP, lang)
    for v, a, pts, cols in wheel_groups(state):
        b = bonus_of(state, state["cur"].get("active"), a)
        label = "%d %s %d%s%s" % (v, t(D.ACT_SHORT[a], lang), pts, "+%d" % b if b else "", ap)
        goods = _goods(cols, lang, D.GOODS_TEXT)
        if len(label) + len(goods) + 2 > D.COLUMN:     # the play screen's column
            goods = _goods(cols, lang, D.GOODS_SHORT, ",")
        rows.append((label, goods))
    return rows


def dice_lines(state, lang):
    """The dice at the wheel as checklist lines, else the wheel itself."""
    return ["%s  %s" % row for row in dice_view(state, lang)] or [wheel_text(state, lang)]


def wheel_text(state, lang):
    """The wheel this round, by value: "1 King 2 Any 3 Arch ..."."""
    g = state["g"]
    return " ".join(["%d %s" % (v, t(D.ACT_SHORT[act_at(g, v)], lang)) for v in range(1, 7)])


_RNG = []


def use_rng(rng):
    """The generator of the "draw" and "reveal" helpers (the screens pass
    the device's own, tests a seeded one)."""
    _RNG[:] = [rng]


def rng():
    # hardware-seeded on first use if nobody gave one; a draw goes into the
    # journal as an event, so a replay needs no generator
    if not _RNG:
        from core.rng import Rng
        _RNG.append(Rng())
    return _RNG[0]


# ---- the king track ---------------------------------------------------------------

def kvp(g, space):
    """The VP printed on king space ``space``, or None (not read yet)."""
    return g["kvp"][space - D.KING_MIN]


def place(g, p, space):
    """``p``'s marker on top of the stack at ``space``."""
    ks = g["ks"]
    ks.remove(p)
    g["kp"][p] = space
    i = 0
    while i < len(ks) and g["kp"][ks[i]] <= space:
        i += 1
    ks.insert(i, p)


def move_on(state, p, n):
    """``p``'s marker ``n`` spaces on, never past 15, on top of a stack."""
    g = state["g"]
    dest = min(D.KING_TOP, g["kp"][p] + n)
    if dest != g["kp"][p]:
        place(g, p, dest)


def king_order(g):
    """Players from the king-track leader down: the higher space first; on
    one space the marker lower in the stack (there first) first."""
    return sorted(range(len(g["kp"])), key=lambda p: (-g["kp"][p], g["ks"].index(p)))


def stacks(g):
    """[(space, [players bottom to top])], highest space first."""
    out = []
    for p in g["ks"]:
        if out and out[-1][0] == g["kp"][p]:
            out[-1][1].append(p)
        else:
            out.append((g["kp"][p], [p]))
    out.reverse()
    return out


def king_lines(state, lang):
    """The king track, one line per occupied space, highest first:
    "2: Ania, Bartek" (a stack bottom to top)."""
    return ["%d: %s" % (s, kit.names(state, ps)) for s, ps in stacks(state["g"])]


def space_msg(g, s):
    """Why ``s`` is no space of the track, or None."""
    if s > D.KING_TOP:
        return m(_T_KING_TRACK_ENDS_D, D.KING_TOP)
    if s < g["klow"]:
        return m(_T_KING_TRACK_STARTS_D, g["klow"])
    return None


def check_kvp(state, ev):
    """The check of a "kvp" event, ["kvp", space, VP]: read at the setup,
    with the king phase, or kept from an earlier game."""
    msg = kit.shape(state, ev, "ii")
    if msg:
        return msg
    s, vp = ev[1], ev[2]
    if state["g"]["klow"] is not None and space_msg(state["g"], s) or \
            s < D.KING_MIN or s > D.KING_TOP:
        return m(_T_NO_KING_SPACE_D, s)
    # the track's colours: the red part takes VP, the blue part gives
    if vp < -99 or vp > 99 or s < 0 < vp or vp < 0 < s or s == 0 != vp:
        return m(_T_SPACE_D_CANNOT_GIVE, s, vp)
    return None


def set_kvp(state, ev):
    state["g"]["kvp"][ev[1] - D.KING_MIN] = ev[2]


def missing_king_vp(state):
    """Occupied king spaces whose VP the table has not read out yet."""
    g = state["g"]
    return sorted(set([s for s in g["kp"] if kvp(g, s) is None]))


def king_tile(tile):
    """Fair tile ``tile`` (1-11, 0 not given) is the king-track one, which
    scores in the king phase."""
    return tile > 0 and D.FAIR_TILES[tile - 1][1] == D.KING_TILE


# What the device knows of a player's counts, for the fairs' and the final
# count's entries to start at: completed contracts (counted as entered),
# cathedral tiles, coats of arms, houses and pillars on the map (as last
# entered at a fair; None: not known).
CTR, CATH, ARMS, HOUSES, PILLARS = 0, 1, 2, 3, 4


def known(state, p):
    """Player ``p``'s counts (see CTR...), made on first use: for the
    events' handlers, which change them."""
    g = state["g"]
    if "cnt" not in g:
        g["cnt"] = [[0, None, None, None, None] for _ in state["players"]]
    return g["cnt"][p]


def count(state, p, which):
    """One of player ``p``'s counts (see CTR...), None where not known;
    reading leaves the state as it is."""
    cnt = state["g"].get("cnt")
    return cnt[p][which] if cnt else (0 if which == CTR else None)


def completed(state, p):
    """Completed buildings: as the final count says, else as the device
    counted them during the game."""
    fin = state["g"]["fin"][p]
    if fin and len(fin) > 3:
        return fin[3]
    return sum(state["g"]["built"][p])
