"""San Juan's setup step: the table lays the game out by the checklist,
the device shuffles the trading-house tiles (the roll, game-wide in
games.san_juan.game), and with "New buildings" the table first enters the
numbers printed on its hut and tavern cards, which no source gives.
"""

from micropython import const

from games import kit
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_SETUP = const(23)
_T_EVERYONE_DRAWS_4_CARDS = const(29)
_T_DEAL = const(30)
_T_EVERYONE_KEEPS_4_DISCARDS = const(31)
_T_GOVERNOR = const(32)
_T_N5_ROLE_CARDS_ROW = const(33)
_T_SHUFFLE_5_TRADING_HOUSE = const(34)
_T_TRADING_HOUSE_TILES_DEVICE = const(35)
_T_TRADING_HOUSE_TILES_PRESS = const(36)
_T_SET_ASIDE_D_INDIGO = const(37)
_T_SHUFFLE_29_NEW_BUILDINGS = const(38)
_T_CATHEDRAL_FACE_UP_BESIDE = const(39)
_T_EVERYONE_1_INDIGO_PLANT = const(40)
_T_DRAW_PILE_LEFT_ROLES = const(41)
_T_CARD_NUMBERS_FIRST = const(132)
_T_CARD_NUMBERS_REFUSED = const(133)
_T_CARD_NUMBERS = const(134)
_T_CARD_COST = const(135)
_T_CARD_VP = const(136)
_T_R_SHUFFLE_FIRST = const(213)
# End of text ids.

GAME = r.GAME


def _deal_lines(state, lang):
    order = r.clockwise(state, state["first"])
    if not state["options"]["advanced"]:
        return [kit.text(GAME, _T_EVERYONE_DRAWS_4_CARDS, lang)]
    deal = ", ".join(["%s %d" % (kit.name(state, p), 5 + i) for i, p in enumerate(order)])
    return [kit.text(GAME, _T_DEAL, lang) + deal,
            kit.text(GAME, _T_EVERYONE_KEEPS_4_DISCARDS, lang)]


def checklist(state, lang):
    """The layout in the rulebook's order, the cards' numbers first."""
    n = len(state["players"])
    g = state["g"]
    out = [kit.text(GAME, _T_GOVERNOR, lang) % kit.name(state, state["first"]),
           kit.text(GAME, _T_N5_ROLE_CARDS_ROW, lang)]
    if state["options"]["own_tiles"]:
        out.append(kit.text(GAME, _T_SHUFFLE_5_TRADING_HOUSE, lang))
    elif len(g["tiles"]) == 5:
        out.append(kit.text(GAME, _T_TRADING_HOUSE_TILES_DEVICE, lang))
    else:
        out.append(kit.text(GAME, _T_TRADING_HOUSE_TILES_PRESS, lang))
    out.append(kit.text(GAME, _T_SET_ASIDE_D_INDIGO, lang) % n)
    if state["options"]["expansion"]:
        out.append(kit.text(GAME, _T_SHUFFLE_29_NEW_BUILDINGS, lang))
        out.append(kit.text(GAME, _T_CATHEDRAL_FACE_UP_BESIDE, lang))
    out.append(kit.text(GAME, _T_EVERYONE_1_INDIGO_PLANT, lang))
    out.extend(_deal_lines(state, lang))
    out.append(kit.text(GAME, _T_DRAW_PILE_LEFT_ROLES, lang))
    # First: without them a hut or tavern could not be built or scored.
    return [kit.text(GAME, _T_CARD_NUMBERS_FIRST, lang) % r.bname(b, lang)
            for b in r.unknown_cards(state)] + out


def _in_both(i, bid):
    """Text ``i`` about building ``bid``, each language with its own name."""
    from core import texts
    en, pl = texts.pair(GAME, i)
    return (en % r.bname(bid, 0), pl % r.bname(bid, 1))


def card_questions(state, p, answers, lang):
    """The printed cost and VP of the first card whose numbers are not
    known yet."""
    bid = r.unknown_cards(state)[0]
    return [("cost", _in_both(_T_CARD_COST, bid), 1, r.COST_MAX, 1),
            ("vp", _in_both(_T_CARD_VP, bid), 0, r.MAX_VP, 0)]


def make_card(state, p, answers):
    return ["print", r.unknown_cards(state)[0], answers["cost"], answers["vp"]]


def menu(state):
    return ("card", "print") if r.unknown_cards(state) else ("print",)


def likely(state):
    return "card" if r.unknown_cards(state) else None


def c(state):
    """C opens the entry of a card's numbers while one is not known (the
    hut's cost left at "0: ask"), rather than a refusal to move on."""
    return "card" if r.unknown_cards(state) else None


def ready(state):
    if not state["options"]["own_tiles"] and len(state["g"]["tiles"]) < 5:
        return _T_R_SHUFFLE_FIRST
    if r.unknown_cards(state):
        return _T_CARD_NUMBERS_REFUSED
    return None


def dice(state):
    """The tile shuffle as dice, when the device deals the tiles."""
    if state["options"]["own_tiles"]:
        return []
    return [{"sides": s, "name": "tiles"} for s in r.DECK_DICE]


def status(state, lang):
    return kit.text(GAME, _T_SETUP, lang)


STEP = {
    "prompt": _T_SETUP,
    "status": status,
    "allow": ("adv", "roll", "print"),
    "helpers": {
        # The first-time question: a card's numbers at setup.
        "card": {"name": _T_CARD_NUMBERS, "who": "none", "questions": card_questions,
                 "make": make_card},
    },
    "menu": menu,
    "likely": likely,
    "c": c,
    "checklist": checklist,
    "ready": ready,
    "dice": dice,
}
