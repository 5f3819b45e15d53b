"""A whole generic game played with the buttons alone, in both runtimes:
setup wizard, dice, score pad, turns and rounds, undo, the final ranking."""

import main

from core.rng import Rng
from hw.simpanel import SimPanel
from support.screens import boot, choose, new_generic, score
from ui import widgets


def test_whole_generic_game_by_buttons():
    app, panel, store = boot()
    new_generic(app)
    s = app.session
    assert s.state["cur"] == {"round": 1, "step": "turn", "active": 0, "turn": 1}
    rng = Rng(3)
    for _turn in range(30):
        app.press("a")                   # roll the dice
        assert len(s.state["dice"]) == 2
        score(app, 1 + rng.below(4))
        app.press("c")                   # next player
    assert s.state["cur"]["step"] == "final"
    app.press("b")
    choose(app, "End the game")
    choose(app, "yes")
    assert s.state["over"]
    ranking = app.top()
    from ui import tools
    assert isinstance(ranking, tools.Ranking)
    # the ranking agrees with the scores the pad collected
    totals = sorted(((-t, n) for n, t in zip(("Ania", "Bartek", "Celina"), s.state["scores"])))
    assert [r["name"] for r in ranking.result["results"]] == [n for _, n in totals]
    assert store.done and store.done[0]["results"][0]["rank"] == 1
    assert panel.full_refreshes <= panel.partial_refreshes


def test_undo_with_long_a_and_resume():
    app, panel, store = boot()
    new_generic(app, rounds=0)
    s = app.session
    score(app, 5)
    app.press("c")
    score(app, 2)
    assert s.state["scores"][:2] == [5, 2]
    app.press("A")
    app.press("A")
    assert app.session.state["scores"][:2] == [5, 0]
    assert app.session.state["cur"]["active"] == 0
    # a reboot resumes the same game on the play screen
    again = main.start(SimPanel(), store, Rng(1))
    from ui import play
    assert again.session.state == app.session.state
    assert isinstance(again.stack[0], play.PlayScreen)


def test_refused_input_shows_a_message_and_changes_nothing():
    app, panel, store = boot()
    new_generic(app)
    before = dict(app.session.state["cur"])
    app.press("b")
    choose(app, "End the game")
    choose(app, "no")
    assert app.session.state["cur"] == before and not app.session.state["over"]
    # the dice screen refuses a die value a d6 cannot show via the session
    from ui import commands
    commands.act(app, ["roll", [9, 1]])
    assert isinstance(app.top(), widgets.Message)
    assert "d6" in app.top().lines[0]
    app.press("b")
    assert app.session.state["dice"] is None


def test_random_presses_never_crash():
    keys = ("a", "b", "c", "A", "B", "C", "a+", "c+", "up", "down")
    for seed in (1, 2):
        app, panel, store = boot(seed)
        rng = Rng(100 + seed)
        for _ in range(400):
            app.press(keys[rng.below(len(keys))])
        assert app.stack


def test_history_reads_the_journal_a_page_at_a_time():
    app, panel, store = boot()
    new_generic(app, rounds=0)
    s = app.session
    for turn in range(30):                # 30 score entries: more than a page
        score(app, 1 + turn % 3)
        app.press("c")
    app.press("b")
    choose(app, "History")
    history = app.top()
    first = list(history.lines)
    assert 0 < len(first) < 40 and history.unread > 0     # the newest few, not all
    assert first[0] == "Celina: +3 points"                  # newest first (turn 29)
    for _ in range(80):                   # scroll to the end
        app.press("c")
    names = ["Ania", "Bartek", "Celina"]
    want = []
    for ev in s.journal.events(0, s.journal.length):
        if ev[0] == "sc":
            want.append("%s: %+d points" % (names[ev[1]], ev[2]))
    want.reverse()
    assert history.lines == want[:40]


def test_a_turns_roll_leaves_the_screen_with_the_turn():
    """The dice rolled in Ania's turn are not drawn in Bartek's: left
    there they would look like his fresh roll. The dice screen still
    lists them among the last rolls."""
    from ui import dice_view
    app, panel, store = boot()
    new_generic(app)
    drawn = []
    real = dice_view.draw_dice

    def record(c, x, y, w, h, dice, values, labels=None, whole=False):
        drawn.append(list(values))
        return real(c, x, y, w, h, dice, values, labels, whole)

    dice_view.draw_dice = record
    try:
        app.press("a")                   # Ania rolls
        rolled = list(app.session.state["dice"])
        assert drawn and drawn[-1] == rolled
        del drawn[:]
        app.press("c")                   # Bartek's turn
        assert app.session.state["cur"]["active"] == 1
        assert drawn == []
        assert app.session.state["g"]["rolls"][0] == rolled
        app.press("a")                   # his own roll is drawn
        assert drawn and drawn[-1] == app.session.state["dice"]
    finally:
        dice_view.draw_dice = real
