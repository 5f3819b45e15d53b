"""The score ledger: running totals and sums per category for each player.

Every score change is an entry: player, points, category (a short code a
game defines: "region", "animals", "sale", "pad"...) and the details that
say why (region size, tile number...). The session keeps only totals and
category sums in RAM; the entries themselves are the score events in the
journal, read back for the history screen and the export. Corrections are
new entries, never edits.
"""

MAX_ENTRY = 999  # no single scoring in any of our games is near this


def new(players):
    """Empty ledger fields for ``players`` players (merged into a state)."""
    return {"scores": [0] * players, "cats": [{} for _ in range(players)]}


def add(state, player, points, cat, floor=None):
    """Add ``points`` (may be negative) to ``player`` under ``cat``.

    ``floor``: the lowest score the game allows (Tiletum: 0); the entry is
    cut so the score stops there. Returns the points actually applied.
    """
    before = state["scores"][player]
    after = before + points
    if floor is not None and after < floor:
        after = floor if before >= floor else before
        points = after - before
    state["scores"][player] = after
    cats = state["cats"][player]
    cats[cat] = cats.get(cat, 0) + points
    return points


def categories(state, player):
    """(category, sum) pairs of one player, largest first, zero sums left out."""
    items = [(c, v) for c, v in state["cats"][player].items() if v]
    items.sort(key=lambda cv: (-cv[1], cv[0]))
    return items


def check_entry(players, player, points):
    """The reason an entry is refused, or None."""
    if not isinstance(player, int) or player < 0 or player >= players:
        return "no player %s" % (player,)
    if not isinstance(points, int) or points < -MAX_ENTRY or points > MAX_ENTRY:
        return "points must be -%d to %d" % (MAX_ENTRY, MAX_ENTRY)
    return None
