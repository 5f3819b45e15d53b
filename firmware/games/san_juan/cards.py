"""San Juan building cards: id, cost, printed VP, kind, copies in the deck,
and whether the "New buildings" expansion adds it. Their names are texts
of games/san_juan/texts.lang in the same order (``san_juan_rules.bname``): on
flash until shown.

Where the rulebook (seed 004) states a number in an example, that number is
used: poor house and guard room cost 1, prefecture cost 4, bank cost 3,
cathedral cost 7 (a park pays for up to 6 of it, leaving 1), park cost 3
(a crane on a park refunds "up to 6 instead of up to 3"), and the copies
(24 base violet kinds, 3 each and 2 of each 6-cost; the expansion 9 x 3 +
1 x 2 + the cathedral). The other costs and printed VP are the published
card values, not stated in the seed (marked ext below). The hut and the
tavern have no known cost or VP: their VP must come from the sheet's
``vp_override``, and with no cost they form no residence set.

A printed VP of 0 marks the buildings that score only through their
end-game rule (the 6-cost buildings and the cathedral).
"""

PRODUCTION = "production"
VIOLET = "violet"

# Field positions in a row.
ID = 0
COST = 1
VP = 2
KIND = 3
COPIES = 4
EXPANSION = 5

CARDS = (
    # production (cost seed where an example states it, VP ext)
    ("indigo_plant", 1, 1, PRODUCTION, 10, False),
    ("sugar_mill", 2, 1, PRODUCTION, 8, False),
    ("tobacco_storage", 3, 2, PRODUCTION, 9, False),
    ("coffee_roaster", 4, 2, PRODUCTION, 9, False),
    ("silver_smelter", 5, 3, PRODUCTION, 8, False),
    # violet, base game
    ("smithy", 1, 1, VIOLET, 3, False),
    ("gold_mine", 1, 1, VIOLET, 3, False),
    ("archive", 1, 1, VIOLET, 3, False),
    ("poor_house", 1, 1, VIOLET, 3, False),
    ("black_market", 2, 1, VIOLET, 3, False),
    ("trading_post", 2, 1, VIOLET, 3, False),
    ("well", 2, 1, VIOLET, 3, False),
    ("market_stand", 2, 1, VIOLET, 3, False),  # ext
    ("crane", 2, 1, VIOLET, 3, False),
    ("chapel", 3, 2, VIOLET, 3, False),
    ("tower", 3, 2, VIOLET, 3, False),  # ext
    ("aqueduct", 3, 2, VIOLET, 3, False),
    ("carpenter", 3, 2, VIOLET, 3, False),  # ext
    ("prefecture", 4, 2, VIOLET, 3, False),
    ("market_hall", 4, 2, VIOLET, 3, False),  # ext
    ("quarry", 4, 2, VIOLET, 3, False),
    ("library", 5, 3, VIOLET, 3, False),
    ("statue", 3, 3, VIOLET, 3, False),
    ("victory_column", 4, 4, VIOLET, 3, False),
    ("hero", 5, 5, VIOLET, 3, False),
    ("guild_hall", 6, 0, VIOLET, 2, False),
    ("city_hall", 6, 0, VIOLET, 2, False),
    ("triumphal_arch", 6, 0, VIOLET, 2, False),
    ("palace", 6, 0, VIOLET, 2, False),
    # violet, "New buildings" expansion
    ("office", 1, 1, VIOLET, 3, True),  # ext
    ("guard_room", 1, 1, VIOLET, 3, True),  # VP ext
    ("park", 3, 2, VIOLET, 3, True),  # VP ext
    ("customs_office", 3, 2, VIOLET, 3, True),  # ext
    ("bank", 3, 2, VIOLET, 3, True),  # VP ext
    ("harbor", 4, 2, VIOLET, 3, True),  # ext
    ("goldsmith", 5, 2, VIOLET, 3, True),  # ext
    ("residence", 6, 0, VIOLET, 2, True),
    ("cathedral", 7, 0, VIOLET, 1, True),
    ("hut", None, None, VIOLET, 3, True),
    ("tavern", None, None, VIOLET, 3, True),
)

MONUMENTS = ("statue", "victory_column", "hero")


# Row numbers by id: scoring and the build picker look cards up hundreds of
# times, and a search through 40 rows each time shows on the Pico.
_INDEX = {}
for _i in range(len(CARDS)):
    _INDEX[CARDS[_i][ID]] = _i


def card(card_id):
    """The row of ``card_id``, or None."""
    i = _INDEX.get(card_id) if isinstance(card_id, str) else None
    return None if i is None else CARDS[i]


def index(card_id):
    """The position of ``card_id`` in CARDS (a menu's value), or None."""
    return _INDEX.get(card_id) if isinstance(card_id, str) else None
