"""Golden images of the main screens, and every frame of a scripted game
drawn bit for bit the same by the CPython framebuf and the real one.

The goldens were reviewed by eye once; regenerate them after an intended
change to the screens with ``python tests/host/test_golden.py`` and look
at every image before committing."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
sys.path[:0] = [str(ROOT / "host_tools" / "guest"), str(ROOT / "tests" / "host"),
                str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims"), str(ROOT / "tests"),
                str(ROOT)]

import simloop  # noqa: E402
import test_sim  # noqa: E402

from host_tools import panel_image, sim  # noqa: E402

# (name, keys): the panel after these presses from a fresh device
SETTINGS_PL = ["c", "c", "c", "b", "b"]   # Settings: below Records


def cases():
    game = test_sim.whole_game_keys()
    setup = test_sim.setup_keys()
    rolled = setup + ["a"]
    # Ania's points through the menu's Score +/-: the entry at 3, its preview
    preview = rolled + ["b", "=Score_+/-", "b", "c", "c", "c"]
    return [
        ("main_menu", []),
        ("new_game", game[:1]),
        ("players", game[:3]),
        ("player_name", game[:4]),
        ("options", setup[:-4]),               # back from the rounds: start, Ania
        ("first_player", setup[:-2]),
        ("play_rolled", rolled),
        ("action_menu", rolled + ["b"]),
        ("score_preview", preview),
        ("play_recorded", preview + ["b"]),     # the entry confirmed where the hints were
        ("ranking", game),
        ("settings_polish", SETTINGS_PL),
        # the 2.13" panel (250x122)
        ("ws213_play_rolled", rolled),
        ("ws213_action_menu", rolled + ["b"]),
        ("ws213_ranking", game),
    ]


def panel_of(name):
    """(width, height, rotation) of the panel a golden is drawn on."""
    return (250, 122, 90) if name.startswith("ws213_") else (296, 128, 270)


def render(keys, flash, panel=(296, 128, 270)):
    frames = []
    w, h, rot = panel
    simloop.run(keys, str(flash), 7, w, h, rot,
                on_frame=lambda buf, full, window: frames.append(bytes(buf)))
    return panel_image.to_image(frames[-1], h, w, rot)


@pytest.mark.parametrize("name,keys", cases(), ids=[c[0] for c in cases()])
def test_screen_matches_golden(tmp_path, name, keys):
    from PIL import Image
    (tmp_path / "f").mkdir()
    panel = panel_of(name)
    img = render(keys, tmp_path / "f", panel)
    golden = Image.open(GOLDEN / (name + ".png"))
    assert golden.size == panel[:2]
    assert img.tobytes() == golden.convert("1").tobytes(), "%s differs from its golden" % name


def test_every_frame_same_in_both_runtimes(tmp_path):
    keys = " ".join(test_sim.whole_game_keys()[:120])
    dirs = []
    for runtime in ("cpython", "micropython"):
        d = tmp_path / runtime
        out = test_sim.run_cli(["--keys", keys, "--flash", str(tmp_path / ("f" + runtime)),
                                "--seed", "5", "--png", str(d), "--runtime", runtime])
        assert out.returncode == 0, out.stderr[-2000:]
        dirs.append(d)
    a = sorted(p.name for p in dirs[0].iterdir())
    b = sorted(p.name for p in dirs[1].iterdir())
    assert a == b and len(a) > 100
    for name in a:
        assert (dirs[0] / name).read_bytes() == (dirs[1] / name).read_bytes(), name


def regenerate():
    import tempfile
    GOLDEN.mkdir(exist_ok=True)
    for name, keys in cases():
        with tempfile.TemporaryDirectory() as d:
            render(keys, Path(d), panel_of(name)).save(GOLDEN / (name + ".png"))
    print("wrote %d goldens to %s: look at each before committing" % (len(cases()), GOLDEN))


if __name__ == "__main__":
    del sim
    regenerate()
