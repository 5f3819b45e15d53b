"""A final ranking in words: the rows with their totals lined up, the
winner line, and why a player is ahead where the points alone do not
say. The ranking screen (ui.tools) and the finished games (ui.playlog)
import it when they show a ranking; the play screen drops it again."""

from ui import text


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
