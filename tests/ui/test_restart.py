"""A press that fails on the device (the heap run out on a board with
less of it, a flash error, a fault): ``main.press`` notes what stopped it
and restarts the device, which resumes the game as its journal kept it
and says what happened; the first press after that restart failing too
is shown instead of restarting again."""

import main

from core.rng import Rng
from hw.simpanel import SimPanel
from support.screens import boot, new_generic, score
from ui import widgets


def failing(app, error):
    """Make the next press on the screen on top raise ``error`` (once)."""
    top = app.top()

    def key(k, app):
        del top.key
        raise error
    top.key = key


def rows(app):
    top = app.top()
    return [top.title] + top.lines


def test_a_press_out_of_memory_restarts_and_the_game_resumes():
    app, _panel, store = boot()
    new_generic(app, rounds=0)
    score(app, 3)
    restarts = []
    failing(app, MemoryError("memory allocation failed"))
    main.press(app, "c", lambda: restarts.append(1))
    assert restarts == [1] and store.restart == "MemoryError"
    # the device restarts: the boot finds the game and says what happened
    again = main.start(SimPanel(), store, Rng(7))
    assert again.session.state["scores"] == [3, 0, 0]
    assert isinstance(again.top(), widgets.Message)
    assert rows(again) == ["Game resumed", "Restarted after an error", "Out of memory",
                           "Check the last press."]
    assert store.take_restart() is None         # said once
    main.press(again, "b", restarts.append)     # read: the play screen, the game goes on
    from ui import play
    assert isinstance(again.top(), play.PlayScreen) and not again.restarted
    main.press(again, "c", restarts.append)
    assert restarts == [1] and again.session.state["cur"]["active"] == 1


def test_a_second_failure_right_after_a_restart_is_shown_not_restarted():
    app, _panel, store = boot()
    new_generic(app, rounds=0)
    store.note_restart("OSError")
    again = main.start(SimPanel(), store, Rng(7))
    assert rows(again)[1:3] == ["Restarted after an error", "OSError"]
    restarts = []
    failing(again, MemoryError())
    main.press(again, "b", restarts.append)
    assert restarts == [] and store.restart is None
    assert rows(again) == ["Cannot do that", "Out of memory"]
    main.press(again, "b", restarts.append)     # the device goes on
    main.press(again, "b", restarts.append)
    from ui import play
    assert isinstance(again.top(), play.PlayScreen)


def test_a_restart_at_the_main_menu_says_so_in_polish_too():
    app, _panel, store = boot()
    store.settings = {"lang": 1}
    store.note_restart("MemoryError")
    again = main.start(SimPanel(), store, Rng(7))
    assert rows(again) == ["Restart po błędzie", "Brak pamięci"]
    assert again.session is None and again.restarted
