"""The buttons' shortcuts that save the table presses, in both runtimes:
UP and DOWN on the play screen open the action menu beside its likeliest
item, turn a page of a long list, move a short number range by half of
it; the final count goes from one player's counts to the next; and A
starts what was chosen last in this game, never in the one before."""

from support.screens import boot, choose, new_generic, press
from ui import widgets


def _menu(n):
    return widgets.Menu("Test", [("item %d" % i, None) for i in range(n)])


def test_up_and_down_on_the_play_screen_open_the_menu_beside_where_b_opens_it():
    app, panel, store = boot()
    new_generic(app)
    app.press("b")
    opened = app.top().index
    labels = [app.top().label(item, app) for item in app.top().items]
    n = len(labels)
    app.press("B")
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)
    app.press("down")
    assert app.top().title == "Menu" and app.top().index == (opened + 1) % n
    app.press("b")      # chooses the item the cursor is on, as B, C, B would
    assert labels[(opened + 1) % n] in " ".join(t for t in [app.top().title])
    app, panel, store = boot()
    new_generic(app)
    app.press("up")
    assert app.top().title == "Menu" and app.top().index == (opened - 1) % n


def test_up_and_down_turn_a_page_of_a_long_list_and_step_a_short_one():
    app, panel, store = boot()
    menu = _menu(12)
    app.push(menu)
    press(app, "c a")   # drawn: the panel's rows are the page
    page = menu.page
    assert 3 <= page < 12
    app.press("down")
    assert menu.index == page
    app.press("up")
    app.press("up")
    assert menu.index == (0 - page) % 12
    app.press("c")
    assert menu.index == (1 - page) % 12
    short = _menu(page)
    app.push(short)
    press(app, "c a down")
    assert short.index == 1
    app.press("up")
    app.press("up")
    assert short.index == page - 1


def test_a_die_value_is_within_two_presses_of_the_middle():
    app, panel, store = boot()
    got = []
    entry = widgets.NumberEntry("Goods (die value)", 1, 6, 3, lambda a, v: got.append(v))
    app.push(entry)
    assert entry.hint.startswith("A -  C +  hold ±3")
    reach = {}
    for keys in ("", "a", "c", "up", "down", "up a", "down c", "up a a", "c c"):
        entry.value = 3
        press(app, keys)
        reach.setdefault(entry.value, keys)
    # 1 and 6 at one press, 5 at two
    assert reach[6] == "up" and reach[1] == "down" and reach[5] == "up a"
    app.press("C")      # held: the long step too, stopping at 6
    assert entry.value == 6
    app.press("b")
    assert got == [6]


def test_a_count_moves_in_fives_and_points_in_tens():
    app, panel, store = boot()
    entry = widgets.NumberEntry("Silverlings", 0, 99, 0, lambda a, v: None)
    app.push(entry)
    assert "±5" in entry.hint
    press(app, "up up c")       # 11 silverlings in three presses, not eleven
    assert entry.value == 11
    app.press("A")
    assert entry.value == 6
    points = widgets.NumberEntry("Points", -999, 999, 0, lambda a, v: None)
    app.push(points)
    assert "±10" in points.hint
    press(app, "up up c")
    assert points.value == 21


def test_the_final_count_goes_on_to_the_next_player_without_c():
    from support.burgundy_play import go
    app, panel, store = boot()
    s = store.new_session("burgundy", {}, [{"name": n} for n in ("Ania", "Bartek", "Celina")], 0)
    app.session = s
    go(s, 5, step="phase_end")
    s.apply(["adv"])
    from ui import play
    play.show(app)
    app.press("c")      # the first count the table has not entered
    seen = []
    for _ in range(9):
        entry = app.top()
        assert isinstance(entry, widgets.NumberEntry), entry
        seen.append(entry.title)
        app.press("b")
    assert seen == ["Ania: Goods tiles left", "Ania: Silverlings", "Ania: Workers",
                    "Bartek: Goods tiles left", "Bartek: Silverlings", "Bartek: Workers",
                    "Celina: Goods tiles left", "Celina: Silverlings", "Celina: Workers"]
    # every count in: back on the play screen, where C asks "End the game?"
    assert isinstance(app.top(), play.PlayScreen)
    app.press("c")
    assert isinstance(app.top(), widgets.Confirm)


def test_a_count_chosen_from_the_menu_is_not_followed_by_the_next():
    from games.burgundy import game as bg
    from support.burgundy_play import go
    from ui import play, text
    app, panel, store = boot()
    s = store.new_session("burgundy", {}, [{"name": n} for n in ("Ania", "Bartek")], 0)
    app.session = s
    go(s, 5, step="phase_end")
    s.apply(["adv"])
    play.show(app)
    app.press("b")
    menu = app.top()
    name = text.pick(bg.ACTIONS["count"]["name"])
    labels = [menu.label(item, app) for item in menu.items]
    while labels[menu.index] != name:
        app.press("c")
    app.press("b")
    if isinstance(app.top(), widgets.PlayerPicker):
        app.press("b")      # the player it opens on
    for _ in range(3):
        assert isinstance(app.top(), widgets.NumberEntry)
        app.press("b")
    assert isinstance(app.top(), play.PlayScreen)


def test_a_starts_what_was_last_chosen_in_this_game_only():
    # Where the game has no likeliest helper (a generic game's last step),
    # A on the play screen starts the helper last chosen there; the next
    # game (its players, its steps) starts without that memory.
    def on_play():
        # by name: the firmware drops and imports ui.play again
        return type(app.top()).__name__ == "PlayScreen"

    def back():
        while not on_play():
            app.press("B")

    def to_the_end(again=False):
        if again:   # the same table, its options kept: a round
            for label in ("New game", "Abandon it (unfinished)", "Any game"):
                choose(app, label)
            press(app, "b b b")     # three players, as last time, start
            choose(app, "Ania")
        else:
            new_generic(app, rounds=1)
        press(app, "c c c")     # three turns: the last step
        assert app.session.state["cur"]["step"] == "final"

    app, panel, store = boot()
    to_the_end()
    app.press("a")
    assert on_play()            # nothing chosen here yet: A starts nothing
    app.press("b")
    assert app.top().label(app.top().items[app.top().index], app) == "Round points"
    app.press("b")              # chosen, and given up
    back()
    app.press("a")
    assert not on_play()        # A starts it now
    back()
    press(app, "B")             # the main menu, and another game begun
    to_the_end(again=True)
    app.press("a")
    assert on_play()
