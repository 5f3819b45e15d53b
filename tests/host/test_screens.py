"""Every screen of every game as a table reads it: each game's whole-game
key script pressed on both panels (296x128 and the 2.13" 250x122) in
both languages, and along the way the play screen's tools (the action
menu, scores, history, checklist) opened too, and at the end the game in
the finished games with its winner's breakdown.

Promises checked on every frame:

- no text is cut without a mark (the canvas counts a text drawn past its
  area; ``fit`` ends what it cuts with an ellipsis, hidden lines get the
  "more" arrow);
- what ``fit`` cuts off is never a number or a player's name: the title's
  depot, a prompt, a player's line, a count, a confirmation are shown
  whole (only words such as a helper's name in the key hints give way);
- a list (every menu the walk opens) is drawn in one font;
- the small font (key hints, read up close) never carries a number or a
  player's name in the body of a screen: those are read from across the
  table;
- a Polish screen shows no English: no word of the English texts (the
  packs' English column, less the words Polish uses too) on it, and no
  player's name where Polish would decline it (the device cannot: a name
  stands alone, "Celina: drogi", never "drogi Celina")."""

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tests")]

from host_tools import texts  # noqa: E402
from support import screenshots as screens  # noqa: E402

TOOLS_EVERY = 7         # open the play screen's tools every 7th press there


def english_words():
    """Words of the English texts that Polish never uses (so "Menu",
    "OK" or a player's name do not count)."""
    en, pl = set(), set()
    for pack in texts.packs():
        for _key, e, p in texts.read_pack(pack):
            en.update(words(e))
            pl.update(words(p))
    from games import catalog
    for row in catalog.GAMES:     # the games' own names are names
        pl.update(words(row[1][0]))
    return en - pl


def words(s):
    s = re.sub(r"%[-+ 0-9]*[sd]", " ", s)
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", s)}


def recording(c, seen):
    real = c.text

    def record(x, y, s, font="small", color=1, bg=None):
        seen.append(s)
        fonts.append((y, font, s))
        return real(x, y, s, font, color, bg)
    fonts = []
    record.fonts = fonts
    return real, record


def fitting(c, cut):
    """``c.fit`` that notes (text, what it cut off) in ``cut``."""
    real = c.fit

    def fit(s, max_w, font="small"):
        out = real(s, max_w, font)
        if out != s:
            cut.append((s, s[max(0, len(out) - 1):]))
        return out
    return fit


# The words after which a name stands in the nominative in Polish: verbs
# whose subject it is, and titles it stands beside ("Gubernator Ania").
NOMINATIVE_AFTER = {"zaczyna", "wybiera", "teraz", "gubernator", "lider", "wygrywa",
                    "buduje", "tura", "kolor"}


def declined(s, names):
    """Where ``s`` puts one of ``names`` after a word that is neither
    punctuation nor one of NOMINATIVE_AFTER: Polish would decline it
    there ("zamek Celiny"), and the device cannot."""
    for name in names:
        for m in re.finditer(r"(?<![\w])%s(?![\w])" % re.escape(name), s):
            before = s[:m.start()].rstrip(" ")
            word = re.search(r"([\w]+)$", before)
            if word and not word.group(1).isdigit() and word.group(1) not in names and \
                    word.group(1).lower() not in NOMINATIVE_AFTER:
                return "%r after %r" % (name, word.group(1))
    return None


def tools_over_play(app):
    """Openers of the screens B leads to from the play screen."""
    from ui import actions, tools
    return (lambda: app.push(actions.ActionMenu(app)), lambda: tools.show_scores(app),
            lambda: tools.show_history(app), lambda: actions.show_checklist(app))


def check_game(game, panel, lang):
    from ui import widgets
    from ui.screen import FOOTER_H, TITLE_H
    bad = []
    english = english_words() if lang == "pl" else set()
    plays = [0]

    def look(i, app):
        c = app.canvas
        seen = []
        real, record = recording(c, seen)

        def check(where):
            before = c.cuts
            cut = []
            c.text = record
            c.fit = fitting(c, cut)
            del record.fonts[:]
            try:
                screens.redraw(app)
            finally:
                del c.text
                del c.fit
            if c.cuts != before:
                bad.append("%s after press %d: cut %r" % (where, i, c.cut_text))
            names = [p["name"] for p in app.session.state["players"]] if app.session else []
            for whole, lost in cut:
                if re.search(r"[0-9]", lost) or any(n in whole and n not in
                                                     whole[:len(whole) - len(lost)]
                                                     for n in names):
                    bad.append("%s after press %d: a number or a name cut from %r"
                               % (where, i, whole))
            for y, f, s in record.fonts:
                if f == "small" and TITLE_H <= y < c.height - FOOTER_H and \
                        (re.search(r"[0-9]", s) or any(n in s for n in names)):
                    bad.append("%s after press %d: %r in the small font" % (where, i, s))
            if isinstance(app.top(), widgets.Menu):
                body = {f for y, f, _s in record.fonts if TITLE_H <= y < c.height - FOOTER_H}
                if len(body) > 1:
                    bad.append("%s after press %d: a list in fonts %s" % (where, i, sorted(body)))
            found = set()
            for s in seen:
                found |= words(s) & english
                if lang == "pl":
                    why = declined(s, names)
                    if why:
                        bad.append("%s after press %d: %s in %r" % (where, i, why, s))
            if found:
                bad.append("%s after press %d: English %s in %r"
                           % (where, i, sorted(found), seen))
            del seen[:]

        check(type(app.top()).__name__)
        if type(app.top()).__name__ == "PlayScreen":
            plays[0] += 1
            if plays[0] % TOOLS_EVERY == 1:
                note = app.note
                for open_ in tools_over_play(app):
                    open_()
                    check(type(app.top()).__name__)
                    del app.stack[-1]
                app.note = note
    keys = screens.game_keys(game, panel)

    def last(i, app):
        look(i, app)
        if i == len(keys):      # the game over: its entry in the finished games
            for open_ in finished_game(app):
                open_()
                look(i, app)
    screens.walk(game, panel, lang, last, keys)
    return bad


def finished_game(app):
    """Openers of the finished games list, the game just ended, and its
    winner's breakdown."""
    from ui import playlog
    return (lambda: playlog.finished_games(app),
            lambda: app.top().items[0][1](app),
            lambda: app.top().items[0][1](app))


def test_polish_texts_put_no_name_where_polish_declines_it():
    """A pack's text that says whose something is ("%s's roads", "castle
    of %s") gives the Polish name alone: first, or after a colon, a
    bracket, an arrow or a verb whose subject it is."""
    bad = []
    for pack in texts.packs():
        for key, e, p in texts.read_pack(pack):
            if not re.search(r"%s's|of %s|castle %s", e):
                continue
            if declined(p.replace("%s", "Celina"), ["Celina"]):
                bad.append("%s %s: %r" % (pack, key, p))
    assert not bad, bad


@pytest.mark.parametrize("lang", screens.LANGS)
@pytest.mark.parametrize("panel", screens.PANELS, ids=[p[0] for p in screens.PANELS])
@pytest.mark.parametrize("game", screens.GAMES)
def test_every_screen_uncut_and_in_its_language(game, panel, lang):
    bad = check_game(game, panel, lang)
    assert not bad, "\n".join(bad[:20]) + "\n(%d in all)" % len(bad)


def test_a_cut_text_is_counted_and_an_ellipsis_is_not():
    from hw.simpanel import SimPanel
    from ui.canvas import Canvas
    c = Canvas.for_panel(SimPanel(250, 122, 90))
    c.text(0, 0, c.fit("x" * 60, 250, "small"), "small")
    assert c.cuts == 0
    c.text(0, 0, "x" * 60, "small")
    assert c.cuts == 1 and c.cut_text == "x" * 60
    c.limit(100)
    c.text(0, 20, "x" * 20, "small")
    assert c.cuts == 2
