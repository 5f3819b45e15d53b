"""The registry (games/catalog.py) is the one list of games: the new-game
menu shows its names in its order, and each row's game module and scorer
load under the row's id."""

import games
from games import catalog, sheets
from support.screens import boot, choose


def test_new_game_menu_lists_the_registry_in_order():
    app, _panel, _store = boot()
    choose(app, "New game")
    menu = app.top()
    shown = [menu.label(item, app) for item in menu.items]
    assert shown == [row[1][0] for row in catalog.GAMES]
    assert shown[0] == "The Castles of Burgundy" and shown[-1] == "Any game"


def test_every_row_names_its_module_and_scorer():
    for gid, names, scorer, _bgg in catalog.GAMES:
        assert gid == games.load(gid).GAME
        assert gid == sheets.scorer(gid).GAME and scorer == gid + ".score"
        assert len(names) == 2 and all(names)
    assert catalog.entry("chess") is None and catalog.name("chess") == ("chess", "chess")
