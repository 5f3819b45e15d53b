"""Every game in the registry (games/catalog.py) has a reference game the
tests and ``make presses`` play by the buttons, and the host's export
reads its names and BoardGameGeek id from the same row."""

from games import catalog
from host_tools import plays
from support import reference_games


def test_every_registered_game_has_a_reference_game():
    played = {name.rsplit("_", 1)[0] for name, _keys, _seed in reference_games.GAMES}
    assert played == set(catalog.ids())


def test_export_reads_the_registry():
    for gid, names, _scorer, bgg in catalog.GAMES:
        assert plays.game_name(gid) == names[0]
        assert plays.bgg_id(gid) == bgg
    assert plays.bgg_id("chess") is None
