"""The heap report's scripted Burgundy game: the key script it works out
under CPython really plays a game to its ranking (a script that lost its
way in the menus would measure the wrong screens)."""

from host_tools import heap_report, sim


def test_scripted_game_reaches_the_ranking_with_helpers_and_undo():
    keys, to_final = heap_report.game_keys(7, 6, sim.board_geometry("sim"))
    labels = [label for _, label in keys]
    # every helper the cycle offers in six rounds, the region question after
    # a tile, an undo, the final calculator for 4 players (3 answers each)
    # and the end (the device rolls as each round begins: no press of its own)
    for label in ("region/ok", "animals/choose", "sell/ok", "knowledge/choose",
                  "completed/choose", "play/undo", "end/choose", "ranking/breakdown"):
        assert label in labels, label
    assert labels.count("final/ok") == 12
    assert to_final == keys[:len(to_final)] and labels[len(to_final)] == "play/menu"
