"""The reference games: every game's whole games by the buttons, from the
main menu to the final ranking, as the simulator tests play them. One list
for the tests and for ``make presses`` (host_tools/presses.py), which
counts what feeding them costs a table.

The key scripts stay where the tests that check them are written (each
test file explains its game and works out its totals by hand): this module
only names them, with the dice seed each test uses. Host-only: the scripts
are made under CPython (San Juan's by a driver that plays the firmware
in-process and writes its presses down).
"""

import sys
import tempfile
from pathlib import Path

HOST_TESTS = Path(__file__).resolve().parent.parent / "host"
if str(HOST_TESTS) not in sys.path:
    sys.path.insert(0, str(HOST_TESTS))


def burgundy_2p():
    import test_burgundy_sim
    return test_burgundy_sim.two_player_keys()


def burgundy_4p():
    import test_burgundy_sim
    return test_burgundy_sim.four_player_keys()


def burgundy_3p():
    import test_burgundy_sim
    return test_burgundy_sim.three_player_keys()


def tiletum_2p():
    import test_tiletum_sim
    return test_tiletum_sim.two_player_keys()


def tiletum_3p():
    import test_tiletum_sim
    return test_tiletum_sim.game_keys() + test_tiletum_sim.END


def _san_juan(name):
    import test_san_juan_sim

    from support.san_juan_play import Driver
    with tempfile.TemporaryDirectory() as flash:
        d = Driver(flash, test_san_juan_sim.SEED)
        test_san_juan_sim.GAMES[name][0](d)
        return d.keys


def san_juan_2p():
    return _san_juan("2p")


def san_juan_4p():
    return _san_juan("4p")


def amber_3p():
    import test_amber_sim
    return test_amber_sim.three_player_game().keys + test_amber_sim.END_KEYS


def generic_3p():
    import test_sim
    return test_sim.whole_game_keys()


# (name, the key script's maker, dice seed)
GAMES = (
    ("burgundy_2p", burgundy_2p, 11),
    ("burgundy_4p", burgundy_4p, 11),
    ("tiletum_3p", tiletum_3p, 7),
    ("burgundy_3p", burgundy_3p, 11),
    ("tiletum_2p", tiletum_2p, 7),
    ("san_juan_2p", san_juan_2p, 7),
    ("san_juan_4p", san_juan_4p, 7),
    ("amber_3p", amber_3p, 3),
    ("generic_3p", generic_3p, 7),
)
