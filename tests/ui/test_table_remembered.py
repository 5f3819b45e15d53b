"""The device remembers who played: a group's next game takes its last
table with one press, a name spelled once is offered by name later with
its colour as then, and a damaged memory changes nothing. Both runtimes."""

from support.screens import boot, choose, press
from ui import widgets


def _start_generic(app, names, colours=None):
    """A generic game through the wizard, each name picked from the list
    (the device's or those played before), started with the first seat."""
    choose(app, "New game")
    choose(app, "Any game")
    entry = app.top()
    while entry.value < len(names):
        app.press("c")
    while entry.value > len(names):
        app.press("a")
    app.press("b")
    for i, name in enumerate(names):
        choose(app, name)
        choose(app, colours[i] if colours else "no colour")
    choose(app, "Start the game")
    choose(app, names[0])


def _spell(app, name):
    """Spelled letter by letter on the speller: A/C to the letter, B on."""
    from ui.speller import ALPHABET
    speller = app.top()
    for i, ch in enumerate(name.upper()):
        if i:
            app.press("b")
        while ALPHABET[speller.letters[speller.pos]] != ch:
            app.press("c")
    app.press("C")


def test_a_groups_next_game_takes_its_last_table_with_one_press():
    app, panel, store = boot()
    _start_generic(app, ("Ania", "Bartek", "Celina", "Darek"),
                   ("red", "blue", "no colour", "green"))
    app, panel, store = boot_with(store.players)      # the same flash, rebooted
    choose(app, "New game")
    choose(app, "Any game")
    entry = app.top()
    assert isinstance(entry, widgets.NumberEntry) and entry.value == 4   # the last count
    app.press("b")
    menu = app.top()
    label = menu.label(menu.items[menu.index], app)
    assert label == "As last time: Ania, Bartek, Celina, Darek"
    app.press("b")                          # one press for the whole table
    assert app.top().title == "Options"
    choose(app, "Start the game")
    choose(app, "Celina")
    players = app.session.state["players"]
    assert [p["name"] for p in players] == ["Ania", "Bartek", "Celina", "Darek"]
    assert [p.get("colour") for p in players] == ["red", "blue", None, "green"]


def boot_with(players):
    """A device booted on a flash that remembers ``players`` (core.store's
    players file)."""
    import main

    from core.rng import Rng
    from hw.simpanel import SimPanel
    from support.memstore import MemStore
    store = MemStore()
    store.players = dict(players)
    panel = SimPanel()
    return main.start(panel, store, Rng(7)), panel, store


def test_a_spelled_name_is_offered_by_name_with_its_colour_in_later_games():
    app, panel, store = boot()
    choose(app, "New game")
    choose(app, "Any game")
    app.press("a")                          # 2 players
    app.press("b")
    choose(app, "Spell a name...")
    _spell(app, "Ola")
    choose(app, "green")
    choose(app, "Bartek")
    choose(app, "no colour")
    choose(app, "Start the game")
    choose(app, "Ola")
    # A game for three the next time: no whole table to take, but Ola is
    # the first name offered, the cursor on her, her colour ready.
    app, panel, store = boot_with(store.players)
    choose(app, "New game")
    choose(app, "Any game")
    app.press("c")
    app.press("b")
    menu = app.top()
    labels = [menu.label(item, app) for item in menu.items]
    assert not [x for x in labels if x.startswith("As last time")]
    assert labels[menu.index] == "Ola" and labels[menu.index + 1] == "Bartek"
    app.press("b")
    colours = app.top()
    assert colours.title == "Colour of Ola"
    assert colours.label(colours.items[colours.index], app) == "green"
    app.press("b")
    menu = app.top()
    assert menu.label(menu.items[menu.index], app) == "Bartek"   # the next of that table


def test_the_last_table_of_another_game_keeps_only_the_colours_this_one_has():
    app, panel, store = boot()
    _start_generic(app, ("Ania", "Bartek", "Celina"), ("red", "blue", "pink"))
    app, panel, store = boot_with(store.players)
    choose(app, "New game")
    choose(app, "Tiletum")                    # no red among its colours
    app.press("b")                            # 3 players: the last table's count
    assert app.top().label(app.top().items[0], app) == "As last time: Ania, Bartek, Celina"
    app.press("b")
    choose(app, "Start the game")
    choose(app, "Ania")
    players = app.session.state["players"]
    # red left out; Tiletum's setup gives Ania the first of its colours free
    assert [p.get("colour") for p in players] == ["orange", "blue", "pink"]


def test_a_damaged_memory_of_the_tables_changes_nothing():
    for bad in ({"tables": [1, 2]}, {"tables": {"generic": [["Ania"]]}, "table": "generic"},
                {"tables": {"generic": "x"}, "names": [3, None, ""]},
                {"tables": {"generic": [["", "red"], ["Bo", 5]]}, "names": "Ola"}):
        app, panel, store = boot_with(bad)
        choose(app, "New game")
        choose(app, "Any game")
        assert app.top().value == 3
        app.press("b")
        menu = app.top()
        labels = [menu.label(item, app) for item in menu.items]
        assert labels[0] == "Spell a name..." and labels[menu.index] == "Ania", (bad, labels)
        press(app, "b b")
        choose(app, "Bartek")
        choose(app, "no colour")
        choose(app, "Celina")
        choose(app, "no colour")
        choose(app, "Start the game")
        choose(app, "Ania")
        assert store.players["names"][:3] == ["Ania", "Bartek", "Celina"]


def test_the_games_list_opens_on_the_latest_game_its_options_as_then():
    app, panel, store = boot()
    choose(app, "New game")
    choose(app, "Any game")
    app.press("b")                          # 3 players
    for name in ("Ania", "Bartek", "Celina"):
        choose(app, name)
        choose(app, "no colour")
    choose(app, "Rounds (0 = open): 0")
    press(app, "up up b")                   # 10 rounds
    choose(app, "Start the game")
    choose(app, "Ania")
    app, panel, store = boot_with(store.players)
    choose(app, "New game")
    games = app.top()
    assert games.label(games.items[games.index], app) == "Any game"
    press(app, "b b b")                     # the game, 3 players, as last time
    options = app.top()
    assert options.title == "Options"
    labels = [options.label(item, app) for item in options.items]
    assert "Rounds (0 = open): 10" in labels, labels
    # What the file holds that the game does not offer, or of another
    # type or value, is left out: the defaults stay.
    players = dict(store.players)
    players["options"] = {"burgundy": {"dice": "seven", "record": 1, "colour": "x",
                                       "advanced": True}}
    app, panel, store = boot_with(players)
    choose(app, "New game")
    choose(app, "The Castles of Burgundy")
    press(app, "b b")
    labels = [app.top().label(item, app) for item in app.top().items]
    assert "Advanced boards (2-9): yes" in labels, labels
    assert "Record every tile placed: yes" in labels and \
        "Dice: Device rolls all dice" in labels, labels
