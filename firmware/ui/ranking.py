"""A final ranking in words: the rows with their totals lined up, the
winner line, and why a player is ahead where the points alone do not
say, and what the play did to the table's records. The ranking screen
(ui.tools) and the finished games (ui.playlog) import it when they show a
ranking; the play screen drops it again."""

from micropython import const

from core import texts
from games import catalog
from ui import text

# Text ids of ui/records.lang, written by `make texts`.
_T_NEW_RECORD = const(7)
_T_NTH_WIN = const(8)
# End of text ids.


def ranking_rows(results):
    """ "1. Ania    85": names and totals padded by hand (the WASI build's
    str has no ljust) so the totals line up."""
    w = 0
    tw = 0
    for r in results:
        w = max(w, len(r["name"]))
        tw = max(tw, len(str(r["total"])))
    rows = []
    for r in results:
        total = str(r["total"])
        rows.append("%d. %s%s %s" % (r["rank"], r["name"], " " * (w - len(r["name"])),
                                     " " * (tw - len(total)) + total))
    return rows


def winner_line(results):
    """ "Winner: Ania", or "Shared win: Ania, Bartek"."""
    won = [r["name"] for r in results if r["rank"] == 1]
    if len(won) > 1:
        return text.t("shared_win") % ", ".join(won)
    return text.t("winner") % won[0]


def why_line(results, game):
    """Why a player is ahead of the next when the points alone do not
    say (the first such place from the top): the tie-break used, or the
    outright win, in the game's words (its ``RANK_BY``, by the position
    of the ranking key that decided)."""
    words = getattr(game, "RANK_BY", ())
    for i in range(len(results) - 1):
        by = results[i].get("by")
        reason = words[by] if by is not None and by < len(words) else None
        if reason is not None:
            tie = results[i]["total"] == results[i + 1]["total"]
            return text.t("tie_won" if tie else "won_outright") % (results[i]["name"],
                                                                     text.pick(reason))
    return None


def news_line(before, results, gid, low=False):
    """The ranking's line about the records, against ``before`` (the
    game's records without this play: its entry of core.records' tallies,
    None before its first play): "New record: 231, Bartek" when the
    winning score beat the game's best ever (``low``: the lowest score
    wins, and is the best), else "Ania: 5th win at The Castles of
    Burgundy"."""
    if not results:
        return None
    top = results[0]    # ranked by the score first: the play's best score
    lang = text.lang()
    best = before["best"] if before else None
    if best and (top["total"] < best[0] if low else top["total"] > best[0]):
        return texts.get("ui/records", _T_NEW_RECORD, lang) % (top["total"], top["name"])
    p = before["p"].get(top["name"]) if before else None
    return texts.get("ui/records", _T_NTH_WIN, lang) % (
        top["name"], ordinal((p[1] if p else 0) + 1, lang), text.pick(catalog.name(gid)))


def ordinal(n, lang):
    """5th in English; in Polish the number alone (the text adds the dot)."""
    if lang:
        return str(n)
    k = n % 10 if not 10 <= n % 100 <= 20 and n % 10 < 4 else 0
    return str(n) + "thstndrd"[2 * k:2 * k + 2]
