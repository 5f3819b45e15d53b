"""What the screens say back to the table: the entry just recorded and
what undo took back, once, where the hints were; the ranking's winner
line, its lined-up totals and why a player is ahead when the points do
not say (a tie broken, an outright win), in both languages."""

import main

from core.rng import Rng
from games import scoresheet as ss
from hw.simpanel import SimPanel
from support.memstore import MemStore
from ui import ranking, text, widgets


def texts_of(app, run):
    """The texts drawn while ``run()`` runs, in drawing order."""
    c = app.canvas
    seen = []
    real = c.text

    def record(x, y, s, font="small", color=1, bg=None):
        seen.append(s)
        return real(x, y, s, font, color, bg)
    c.text = record
    try:
        run()
    finally:
        del c.text
    return seen


def shown(app):
    """The texts the screen on top draws."""
    def draw():
        app.canvas.clear()
        app.top().draw(app.canvas, app)
    return texts_of(app, draw)


def generic_game():
    app = main.start(SimPanel(250, 122, 90), MemStore(), Rng(3))
    # New game, Any game (last), 3 players, the listed names, no colours,
    # the default options, Start, Ania first
    for k in ["b", "a", "b", "b", "b", "b", "b", "b", "b", "b", "b"]:
        app.press(k)
    app.press("c")
    app.press("b")
    return app


def enter_points(app, points):
    """The menu, Score +/- (after Roll dice: nothing rolled yet), the
    active player, the points, OK."""
    for k in ["b", "c", "b", "b"] + ["c"] * points + ["b"]:
        app.press(k)


def drawn_by(app, k):
    """The texts the frame of press ``k`` draws."""
    return texts_of(app, lambda: app.press(k))


def test_an_entry_is_confirmed_once_in_place_of_the_hints():
    app = generic_game()
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)
    # nothing to undo yet: room for long C (the standings)
    assert "A roll  B menu  C next  hold C standings" in shown(app)
    hints = "A roll  B menu  C next  hold A undo"
    for k in ["b", "c", "b", "b", "c", "c", "c", "c"]:
        app.press(k)
    frame = drawn_by(app, "b")              # OK: back on the play screen
    assert "\u221a Ania: +4 points" in frame and hints not in frame, frame
    assert "\u221a Ania: +4 points" in shown(app)     # the same frame drawn again
    assert "\u221a Ania: +4 points" in shown(app)  # the same frame drawn again
    app.press("b")                          # the menu, and back: the hints again
    assert hints in drawn_by(app, "B")


def test_undo_note_names_the_entry_in_the_language_shown():
    app = generic_game()
    from ui import play
    enter_points(app, 3)
    seen = []
    real = play.PlayScreen.draw

    def spy(self, c, a):
        seen.append(a.note)
        return real(self, c, a)
    play.PlayScreen.draw = spy
    try:
        app.press("A")
        text.set_lang(1)
        enter_points(app, 2)
        app.press("A")
    finally:
        play.PlayScreen.draw = real
        text.set_lang(0)
    assert seen[0] == "\u2190 Undone: Ania: +3 points", seen
    assert "\u221a Ania: +2 punkty" in seen, seen
    assert seen[-1] == "\u2190 Cofnięto: Ania: +2 punkty", seen


class Game:
    """A game's ranking words: a tie broken by turn order (key position
    1), or the outright win of key position 0."""
    RANK_BY = (("complete network", "pełna sieć"), ("later in turn order", "później w turze"))


def test_a_broken_tie_is_explained_and_totals_line_up():
    rows = [("Ania", {"a": 155}, (1, 155, 0)), ("Celina", {"a": 155}, (1, 155, 2)),
            ("Bartek", {"a": 9}, (1, 9, 1))]
    # the score key here is (complete, points, order): points decide only at 1
    res = ss.ranked("x", [(n, b, (k[1], k[2])) for n, b, k in rows])["results"]
    assert [(r["name"], r["rank"]) for r in res] == [("Celina", 1), ("Ania", 2), ("Bartek", 3)]
    assert res[0]["by"] == 1 and "by" not in res[1]
    assert ranking.ranking_rows(res) == ["1. Celina 155", "2. Ania   155", "3. Bartek   9"]
    assert ranking.winner_line(res) == "Winner: Celina"
    assert ranking.why_line(res, Game) == "Celina wins the tie: later in turn order"
    text.set_lang(1)
    try:
        assert ranking.why_line(res, Game) == "Celina wygrywa remis: później w turze"
        assert ranking.winner_line(res) == "Wygrywa: Celina"
    finally:
        text.set_lang(0)


def test_an_outright_win_is_named_and_a_shared_win_is_not_a_tie_break():
    res = ss.ranked("x", [("Ania", {"a": 7}, (1, 7)), ("Bartek", {"a": 9}, (0, 9))])["results"]
    assert [r["name"] for r in res] == ["Ania", "Bartek"] and res[0]["by"] == 0
    assert ranking.why_line(res, Game) == "Ania wins outright: complete network"
    shared = ss.ranked("x", [("Ania", {"a": 10}, (10,)), ("Bartek", {"a": 10}, (10,)),
                             ("Celina", {"a": 9}, (9,))])["results"]
    assert ranking.winner_line(shared) == "Shared win: Ania, Bartek"
    assert ranking.why_line(shared, Game) is None
    plain = ss.ranked("x", [("Ania", {"a": 10}, (10, 0)), ("Bartek", {"a": 8}, (8, 1))])
    assert "by" not in plain["results"][0]


def test_a_message_scrolls_to_its_last_line_and_no_further():
    app = generic_game()
    app.push(widgets.Message("Lines", ["line %d" % i for i in range(12)]))
    for _ in range(30):
        app.press("c")
    rows = shown(app)
    assert "line 11" in rows and "line 0" not in rows, rows
    assert "\u25b2" in rows and "\u25bc" not in rows     # more above, none below
    for _ in range(30):
        app.press("a")
    rows = shown(app)
    assert "line 0" in rows and "\u25bc" in rows and "\u25b2" not in rows, rows


def test_the_drawn_first_player_is_said_on_the_play_screen_without_a_press():
    app = main.start(SimPanel(250, 122, 90), MemStore(), Rng(3))
    # New game, Any game (last), 3 players, the listed names, no colours,
    # the default options, Start
    for k in ["b", "a", "b", "b", "b", "b", "b", "b", "b", "b", "b"]:
        app.press(k)
    assert app.top().label(app.top().items[app.top().index], app) == "Device draws"
    frame = drawn_by(app, "b")
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)     # no message to close first
    first = app.session.state["players"][app.session.state["first"]]["name"]
    assert "First player: " + first in frame, frame
    assert "First player: " + first not in drawn_by(app, "a"), "said once"
    assert app.session.state["dice"] is not None      # that press already rolled
