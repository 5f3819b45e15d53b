"""The standings one press from the play screen (a generic game, an
in-memory store): long C opens the page of the player whose turn it is
with everybody's row above it, A and C turn to the other players' pages;
Standings in the action menu, right after History, opens the same; the
play screen's footer names long C where it has room. In both languages."""

from support.screens import boot, choose, new_generic, score
from ui import text


def shown(app):
    """The texts the screen on top draws, in drawing order."""
    c = app.canvas
    seen = []
    real = c.text

    def record(x, y, s, font="small", color=1, bg=None):
        seen.append(s if color else "[" + s + "]")
        return real(x, y, s, font, color, bg)
    c.text = record
    try:
        c.clear()
        app.top().draw(c, app)
    finally:
        del c.text
    return seen


def bartek_to_play():
    """Ania scored 3 and ended her turn: Bartek's turn."""
    app, _panel, _store = boot()
    new_generic(app, rounds=0)
    score(app, 3)
    app.press("c")
    assert app.session.state["cur"]["active"] == 1
    return app


def rows(app):
    """The standings' rows as drawn: the title, then a row per player."""
    seen = shown(app)
    return [seen[0]] + [s for s in seen[1:] if s.strip("[]").split()[1:2] and
                        s.strip("[]").split()[1] in ("Ania", "Bartek", "Celina")]


def test_hold_c_opens_the_active_players_page_under_the_standings():
    app = bartek_to_play()
    app.press("C")                  # one press from the play screen
    got = rows(app)
    assert got[0] == "[Standings · Bartek]"
    # best first, ranked (a tie shares its rank, in turn order)
    assert [r.strip("[]").split() for r in got[1:]] == [["1.", "Ania", "3"],
                                                          ["2.", "Bartek", "0"],
                                                          ["2.", "Celina", "0"]]
    assert got[2].startswith("[") and not got[1].startswith("[")
    assert "A/C player  hold B back" in shown(app)
    app.press("c")
    assert rows(app)[0] == "[Standings · Celina]"
    app.press("c")                  # round to the first again
    assert rows(app)[0] == "[Standings · Ania]"
    app.press("a")
    app.press("a")
    assert rows(app)[0] == "[Standings · Bartek]"
    app.press("B")
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)


def test_standings_in_the_action_menu_after_history_in_both_languages():
    app = bartek_to_play()
    app.press("C")
    held = shown(app)
    app.press("B")
    try:
        for lang, history, standings in ((0, "History", "Standings"),
                                         (1, "Historia", "Klasyfikacja")):
            text.set_lang(lang)
            app.press("b")
            menu = app.top()
            labels = [menu.label(item, app) for item in menu.items]
            assert labels[labels.index(history) + 1] == standings, labels
            choose(app, standings)
            seen = shown(app)
            assert seen[0] == "[%s · Bartek]" % standings
            if lang == 0:
                assert seen == held
            else:
                assert "A/C gracz  trzymaj B wróć" in seen
            app.press("B")          # the standings closed: the menu
            app.press("B")          # the menu closed: the play screen
    finally:
        text.set_lang(0)


def test_the_footer_names_long_c_where_it_fits():
    app, _panel, _store = boot()
    new_generic(app, rounds=0)
    from ui import play
    s = app.session
    try:
        for lang, more in ((0, "hold C standings"), (1, "trzymaj C klasyfikacja")):
            text.set_lang(lang)
            line = play.hint(s, 49)         # the 296-px panel's footer
            assert line.endswith("  " + more) and len(line) <= 49, line
            assert more not in play.hint(s, len(line) - 1)     # no room: left out
            assert more not in play.hint(s)
            assert line in shown(app)       # the footer as drawn
    finally:
        text.set_lang(0)


def test_the_standings_list_the_best_first_not_the_turn_order():
    # Bartek, second in turn order, leads: his row is the first, ranked
    app = bartek_to_play()
    score(app, 5)
    app.press("C")
    got = rows(app)
    assert [r.strip("[]").split() for r in got[1:]] == [["1.", "Bartek", "5"],
                                                          ["2.", "Ania", "3"],
                                                          ["3.", "Celina", "0"]]
    assert got[1].startswith("[")           # his page: his row inverted
