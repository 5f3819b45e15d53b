"""What the standings screen (ui.glance) shows for a game: the score "if
the game ended now" and each player's position in the game's own terms.

A game offers them in ``games/<id>/glance.py`` (the hook is described in
games/__init__.py, "At a glance"); this module holds what those share:
the unknowns of the final count filled in or left to guesses, the game's
own final scorer run on the sheet of the game as it stands, and the texts
of games/glance.lang. Everything here is imported only while the
standings are worked out and dropped again (ui.glance).
"""

from micropython import const

from core import texts

# Text ids of games/glance.lang, written by `make texts`.
_T_NONE = const(6)
# End of text ids.

PACK = "games/glance"


def t(i, lang):
    """Text ``i`` of games/glance.lang in ``lang`` (0 English, 1 Polish)."""
    return texts.get(PACK, i, lang)


def fill(sheet, keys, entered, answers):
    """Put the final answers the table has not entered yet into the sheet.

    ``keys`` are the sheet fields the device cannot know (goods left,
    silverlings...), ``entered[p]`` the ones player ``p`` has entered,
    ``answers`` (None, or per seat {key: value}) the values to assume.
    Returns per seat the keys still resting on a guess: the sheet keeps
    what was last entered there, or 0."""
    guessed = []
    rows = sheet["players"]
    for p in range(len(rows)):
        left = []
        for key in keys:
            if key in entered[p]:
                continue
            if answers is not None and key in answers[p]:
                rows[p][key] = answers[p][key]
            else:
                left.append(key)
        guessed.append(left)
    return guessed


def scored(sheet, score, guessed, parts, *args):
    """``score(sheet, *args)`` (the game's final scorer) with each result's
    "seat" and "guess": the breakdown parts that rest on a guess, from
    ``parts`` ({sheet key: breakdown key}) and ``guessed`` (per seat, as
    ``fill`` returns)."""
    rows = sheet["players"]
    names = []
    for p in range(len(rows)):
        names.append(rows[p]["name"])
        rows[p]["name"] = "#%d" % p     # unique: the seat comes back from it
    out = score(sheet, *args)
    for r in out["results"]:
        p = int(r["name"][1:])
        r["seat"] = p
        r["name"] = names[p]
        guess = []
        for key in guessed[p]:
            part = parts.get(key, key)
            if part not in guess:
                guess.append(part)
        r["guess"] = guess
    return out


def listed(items, lang):
    """"1, 3, 4", or "none"."""
    return ", ".join(items) if items else t(_T_NONE, lang)
