"""San Juan (with the "New buildings" expansion): end-game scoring, and the
building rules the in-game helpers reuse.

From the rulebook (seed 004): printed VP of every building, 1 VP per card
under the chapel (and, in the expansion, the bank and the harbor), and the
end-game buildings: guild hall (1 VP per production building + 1 per
production kind), city hall (1 VP per violet building, itself included),
triumphal arch (4/6/8 VP for 1/2/3 monuments), residence (4, 3, 2, 1 VP for
each set of three different buildings of equal cost), cathedral (4, 3, 2,
1, 0... VP for the 6-cost buildings the opponents built) and palace (1 VP
per 4 VP of everything else, counted last). Tie: more hand cards + goods.
"""

from games.san_juan import cards

# The sheet's checks (games.scoresheet) are imported by the functions that
# check a sheet, not here: the final step's checklist and the count's
# preview add up breakdowns (final_breakdown) without them, and a boot
# into the final step draws that checklist first.

GAME = "san_juan"
PLAYERS = (2, 4)

MAX_BUILDINGS = 12  # the game ends in the builder phase a 12th is built
MAX_TUCKED = 99     # cards under a chapel, bank or harbor
MAX_HAND = 99
MAX_VP = 20         # for vp_override
ARCH_POINTS = (0, 4, 6, 8)      # by monuments 0-3
COUNTDOWN = (4, 3, 2, 1)        # residence sets and cathedral: 4, 3, 2, 1, then 0

PLAYER_KEYS = ("name", "buildings", "chapel_cards", "bank_cards", "harbor_cards",
               "hand", "goods", "vp_override")
OPTION_KEYS = ("expansion",)


def countdown_points(n):
    """4 + 3 + 2 + 1 for the first four of ``n`` items, nothing after."""
    points = 0
    for i in range(min(n, len(COUNTDOWN))):
        points += COUNTDOWN[i]
    return points


def printed_cost(card_id, costs=None):
    """The cost printed on a building (None: unknown), corrected by the
    table's entry for its edition (``costs``: {card id: cost})."""
    if costs and card_id in costs:
        return costs[card_id]
    return cards.card(card_id)[cards.COST]


def printed_vp(card_id, overrides=None):
    """The VP printed on a building, corrected by the table's override."""
    if overrides and card_id in overrides:
        return overrides[card_id]
    return cards.card(card_id)[cards.VP]


def production_count(buildings):
    n = 0
    for b in buildings:
        if cards.card(b)[cards.KIND] == cards.PRODUCTION:
            n += 1
    return n


def guild_hall_points(buildings):
    """1 VP per production building plus 1 VP per production kind
    (2 indigo, 1 sugar, 2 tobacco: 5 + 3 = 8)."""
    kinds = []
    for b in buildings:
        if cards.card(b)[cards.KIND] == cards.PRODUCTION and b not in kinds:
            kinds.append(b)
    return production_count(buildings) + len(kinds)


def city_hall_points(buildings):
    """1 VP per violet building, the city hall itself included."""
    return len(buildings) - production_count(buildings)


def triumphal_arch_points(buildings):
    monuments = 0
    for m in cards.MONUMENTS:
        if m in buildings:
            monuments += 1
    return ARCH_POINTS[monuments]


def residence_sets(buildings, costs=None):
    """The most disjoint sets of three different buildings of equal cost.
    A production building may be built several times and each copy can
    serve a different set (two indigo plants in two sets of cost 1)."""
    by_cost = {}
    for b in buildings:
        cost = printed_cost(b, costs)
        if cost is None:
            continue    # unknown cost: cannot be matched with anything
        kinds = by_cost.setdefault(cost, {})
        kinds[b] = kinds.get(b, 0) + 1
    sets = 0
    for kinds in by_cost.values():
        counts = list(kinds.values())
        k = sum(counts) // 3
        # k sets of three different kinds exist exactly when no kind has to
        # serve more than k of them: sum(min(count, k)) >= 3k.
        while k > 0 and sum([min(c, k) for c in counts]) < 3 * k:
            k -= 1
        sets += k
    return sets


def residence_points(buildings, costs=None):
    return countdown_points(residence_sets(buildings, costs))


def six_cost_count(buildings, costs=None):
    n = 0
    for b in buildings:
        if printed_cost(b, costs) == 6:
            n += 1
    return n


def cathedral_points(opponents_six_cost):
    """4, 3, 2, 1, 0... VP for the opponents' 6-cost buildings."""
    return countdown_points(opponents_six_cost)


def palace_points(other_points):
    """1 VP per 4 VP scored otherwise (rounded down), counted last."""
    return other_points // 4


def final_breakdown(player, opponents_six_cost, expansion, costs=None):
    blds = player["buildings"]
    over = player["vp_override"]
    printed = 0
    for b in blds:
        printed += printed_vp(b, over)
    b = {"buildings": printed, "chapel": player["chapel_cards"],
         "guild_hall": guild_hall_points(blds) if "guild_hall" in blds else 0,
         "city_hall": city_hall_points(blds) if "city_hall" in blds else 0,
         "triumphal_arch": triumphal_arch_points(blds) if "triumphal_arch" in blds else 0}
    if expansion:
        b["bank"] = player["bank_cards"]
        b["harbor"] = player["harbor_cards"]
        b["residence"] = residence_points(blds, costs) if "residence" in blds else 0
        b["cathedral"] = cathedral_points(opponents_six_cost) if "cathedral" in blds else 0
    b["palace"] = palace_points(sum(b.values())) if "palace" in blds else 0
    return b


def _buildings(p, at, expansion):
    from games import scoresheet as ss
    blds = ss.get_list(p, "buildings", at, MAX_BUILDINGS)
    # Scoring runs at every draw of the final count: the checks allocate
    # nothing unless one fails (the field's name is made only then).
    for i in range(len(blds)):
        b = blds[i]
        row = cards.card(b) if type(b) is str else None
        if row is None:
            why = "unknown building " + ss.show(b)
        elif row[cards.EXPANSION] and not expansion:
            why = b + " belongs to the New buildings expansion; set options.expansion to true"
        elif row[cards.KIND] == cards.VIOLET and blds.index(b) < i:
            why = b + " built twice; a violet building may be built once per player"
        else:
            continue
        ss.fail(at, f"buildings[{i}]", why)
    return sorted(blds)


def _overrides(p, at, expansion):
    from games import scoresheet as ss
    over = ss.need_dict(p.get("vp_override", {}), at, "vp_override")
    out = {}
    for key in sorted(over):
        row = cards.card(key)
        if row is None or (row[cards.EXPANSION] and not expansion):
            ss.fail(at, "vp_override." + key, "unknown building for this game")
        out[key] = ss.check_int(over[key], 0, MAX_VP, at, "vp_override." + key)
    return out


def _player(players, i, expansion):
    from games import scoresheet as ss
    at = ss.player_at(players, i, PLAYER_KEYS)
    p = players[i]
    blds = _buildings(p, at, expansion)
    out = {"name": at[1], "buildings": blds}
    out["chapel_cards"] = ss.get_int(p, "chapel_cards", 0, MAX_TUCKED, at)
    # Cards stay counted after a crane builds over their building (as for the
    # chapel), so owning the building now is not required.
    for key in ("bank_cards", "harbor_cards"):
        out[key] = ss.get_int(p, key, 0, MAX_TUCKED, at)
        if out[key] and not expansion:
            ss.fail(at, key, "bank and harbor belong to the New buildings expansion; "
                    "set options.expansion to true")
    out["hand"] = ss.get_int(p, "hand", 0, MAX_HAND, at)
    # One good per production building, and one on a customs office.
    holders = production_count(blds) + (1 if "customs_office" in blds else 0)
    out["goods"] = ss.get_int(p, "goods", 0, holders, at)
    out["vp_override"] = _overrides(p, at, expansion)
    for b in blds:
        if cards.card(b)[cards.VP] is None and b not in out["vp_override"]:
            ss.fail(at, "vp_override", f"the printed VP of {b} is not known here: "
                    f"give it as vp_override.{b}")
    return at, out


def validate(sheet):
    """The sheet with every field present and checked; raises SheetError."""
    from games import scoresheet as ss
    options, players = ss.sheet_parts(sheet, GAME, PLAYERS, OPTION_KEYS)
    expansion = ss.get_bool(options, "expansion", ss.SHEET, field="options.expansion")
    normal = []
    used = {}
    for i in range(len(players)):
        at, p = _player(players, i, expansion)
        for b in p["buildings"]:
            used[b] = used.get(b, 0) + 1
            copies = cards.card(b)[cards.COPIES]
            if used[b] > copies:
                ss.fail(at, "buildings", f"the deck has only {copies} {b}, the sheet lists "
                        f"{used[b]} up to this player")
        normal.append(p)
    return {"game": GAME, "options": {"expansion": expansion}, "players": normal}


def score(sheet, costs=None):
    """The ranked results of a sheet. ``costs`` ({card id: cost}) are the
    printed costs the table entered on the device for its edition (the hut
    and the tavern, whose costs no source gives, or a different printing);
    they decide residence sets and which buildings cost 6."""
    from games import scoresheet as ss
    sheet = validate(sheet)
    expansion = sheet["options"]["expansion"]
    players = sheet["players"]
    six = [six_cost_count(p["buildings"], costs) for p in players]
    all_six = sum(six)
    rows = []
    for i in range(len(players)):
        p = players[i]
        b = final_breakdown(p, all_six - six[i], expansion, costs)
        rows.append((p["name"], b, (ss.total(b), p["hand"] + p["goods"])))
    return ss.ranked(GAME, rows)
