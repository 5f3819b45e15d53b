"""The interactive simulator in a terminal: the three views and the choice
between them, the braille encoding decoded back to the panel's pixels, and
the simulator itself run under tmux at 80, 150 and 300 columns (read back
with ``capture-pane``), a whole generic game played in the text view."""

import json
import os
import random
import re
import shutil
import subprocess
import sys
import time

import pytest
import test_sim

from host_tools import panel_image, sim, termview

ROOT = sim.ROOT
sys.path.insert(0, str(ROOT / "host_tools" / "guest"))
import simloop  # noqa: E402

SIM = sim.board_geometry("sim")                 # 296 x 128
WAVESHARE = sim.board_geometry("waveshare_213")  # 250 x 122
MENU_ITEMS = ("New game", "Finished games", "Settings")


# -- decoding what the terminal shows back into pixels -----------------------

def decode_braille(lines, width, height):
    """Pixels (rows of 0/1) from braille lines: the dot numbering of the
    Unicode standard, written out here apart from the encoder."""
    dots = {(0, 0): 1, (0, 1): 2, (0, 2): 3, (1, 0): 4, (1, 1): 5, (1, 2): 6,
            (0, 3): 7, (1, 3): 8}
    ink = [[0] * width for _ in range(height)]
    for cy, line in enumerate(lines):
        for cx, ch in enumerate(line):
            bits = 0 if ch == " " else ord(ch) - 0x2800
            assert 0 <= bits < 256, "not a braille cell: %r" % ch
            for (dx, dy), dot in dots.items():
                x, y = cx * 2 + dx, cy * 4 + dy
                if bits & (1 << (dot - 1)):
                    assert x < width and y < height, "ink outside the panel"
                    ink[y][x] = 1
    return ink


def decode_blocks(lines, width, height):
    """Pixels from half-block lines, two pixel rows a line."""
    halves = {" ": (0, 0), "\u2580": (1, 0), "\u2584": (0, 1), "\u2588": (1, 1)}
    ink = [[0] * width for _ in range(height)]
    for cy, line in enumerate(lines):
        for x, ch in enumerate(line):
            top, bottom = halves[ch]
            ink[cy * 2][x] = top
            if cy * 2 + 1 < height:
                ink[cy * 2 + 1][x] = bottom
            else:
                assert not bottom, "ink below the panel"
    return ink


def frame_ink(keys, geom, tmp_path, seed=7):
    """The panel's pixels after ``keys`` on a fresh flash, rows of 0/1."""
    frames = []
    flash = tmp_path / ("flash%d" % len(list(tmp_path.iterdir())))
    flash.mkdir()
    simloop.run(keys, str(flash), seed, *geom,
                on_frame=lambda buf, full, window: frames.append(bytes(buf)))
    img = panel_image.to_image(frames[-1], *sim.native_size(*geom), geom[2])
    return panel_image.ink_rows(img)


# -- the views, no terminal needed -------------------------------------------

@pytest.mark.parametrize("geom", [SIM, WAVESHARE], ids=["296x128", "250x122"])
def test_braille_view_decodes_back_to_the_frames_pixels(tmp_path, geom):
    width, height = geom[0], geom[1]
    menu = frame_ink([], geom, tmp_path)
    dice = frame_ink(test_sim.setup_keys() + ["a"], geom, tmp_path)
    rng = random.Random(5)
    noise = [[rng.randrange(2) for _ in range(width)] for _ in range(height)]
    for ink in (menu, dice, noise):
        assert len(ink) == height and len(ink[0]) == width
        lines = termview.braille_lines(ink)
        assert (len(lines[0]), len(lines)) == termview.cells("braille", width, height)
        assert all(len(line) == len(lines[0]) for line in lines)
        assert decode_braille(lines, width, height) == ink
        assert decode_blocks(termview.pixel_lines(ink), width, height) == ink
    assert any(map(any, menu)) and menu != dice


def test_the_densest_view_that_fits_is_chosen():
    # the panel plus the key line under it
    assert termview.choose(296, 65, 296, 128) == "pixels"
    assert termview.choose(296, 64, 296, 128) == "braille"     # too short
    assert termview.choose(295, 65, 296, 128) == "braille"
    assert termview.choose(148, 33, 296, 128) == "braille"
    assert termview.choose(148, 32, 296, 128) == "text"
    assert termview.choose(147, 50, 296, 128) == "text"
    assert termview.choose(80, 24, 296, 128) == "text"
    assert termview.choose(250, 62, 250, 122) == "pixels"
    assert termview.choose(125, 32, 250, 122) == "braille"
    assert termview.choose(124, 32, 250, 122) == "text"


def test_every_line_is_cut_to_the_terminal():
    ink = [[1] * 296 for _ in range(128)]
    for view in ("pixels", "braille", "text"):
        for columns in (20, 80, 150):
            lines = termview.render(view, columns, ink, ["x" * 200, "[Chosen]"], "partial")
            assert max(len(line) for line in lines) <= columns, (view, columns)
    lines = termview.render("text", 80, rows=["[New game]", "Settings"], refresh="none")
    assert lines[-1].endswith("refresh: none") and "q = quit" in lines[-1]


def test_keys_that_arrive_in_one_read_are_all_pressed():
    keys, rest = sim.split_input("bab\x1b[AC\x1b[1;2B\x1bOB\x1b")
    assert [sim.KEYMAP[k] for k in keys] == ["b", "a", "b", "up", "C", "DOWN", "down"]
    assert rest == "\x1b"
    keys, rest = sim.split_input(rest + "[Bq")
    assert keys == ["\x1b[B", "q"] and rest == ""
    assert sim.split_input("\x1b[1;")[1] == "\x1b[1;"     # completed by the next read


def test_view_is_refused_with_keys(tmp_path):
    out = test_sim.run_cli(["--keys", "b", "--flash", str(tmp_path / "f"), "--view", "text"])
    assert out.returncode == 2 and "--view is for the interactive simulator" in out.stderr


# -- the simulator in tmux ----------------------------------------------------

def tmux_or_skip():
    path = shutil.which("tmux")
    if path:
        return path
    if os.environ.get("CI"):
        pytest.fail("tmux is missing: `make test` installs it when run as root")
    pytest.skip("tmux is not installed (apt-get install tmux, or make test as root)")


class Pane:
    """The interactive simulator in a detached tmux session of a given size."""

    opened = 0

    def __init__(self, tmp_path, columns, lines, *args):
        # A server of its own for each pane (a socket name, not a path: a
        # socket's path has a length limit a deep temporary folder exceeds).
        Pane.opened += 1
        name = "sim-test-%d-%d" % (os.getpid(), Pane.opened)
        self.tmux = [tmux_or_skip(), "-u", "-L", name, "-f", os.devnull]
        self.columns = columns
        env = dict(os.environ, LC_ALL="C.UTF-8")
        command = " ".join([sys.executable, "-m", "host_tools.sim", "--flash",
                            str(tmp_path / "flash"), "--seed", "7"] + list(args))
        subprocess.run(self.tmux + ["new-session", "-d", "-x", str(columns), "-y", str(lines),
                                    "-c", str(ROOT), command + "; sleep 60"],
                       check=True, env=env)
        self.wait(lambda rows: any("q = quit" in r for r in rows))

    def close(self):
        subprocess.run(self.tmux + ["kill-server"], capture_output=True)

    def rows(self):
        # -J joins lines the terminal wrapped: a line too wide shows as such.
        out = subprocess.run(self.tmux + ["capture-pane", "-p", "-J"], check=True,
                             capture_output=True)
        return out.stdout.decode("utf-8").split("\n")

    def wait(self, ready, timeout=90):
        """The pane's rows once ``ready(rows)``; no line may be wider than
        the terminal."""
        end = time.monotonic() + timeout
        while True:
            rows = self.rows()
            if ready(rows):
                assert max(len(r) for r in rows) <= self.columns, "a line wider than the terminal"
                return rows
            if time.monotonic() > end:
                raise AssertionError("the pane never got there:\n" + "\n".join(rows))
            time.sleep(0.2)

    def press(self, keys):
        names = {"up": "Up", "down": "Down", "UP": "S-Up", "DOWN": "S-Down"}
        subprocess.run(self.tmux + ["send-keys"] + [names.get(k, k) for k in keys], check=True)

    def resize(self, columns, lines):
        self.columns = columns
        subprocess.run(self.tmux + ["resize-window", "-x", str(columns), "-y", str(lines)],
                       check=True)


@pytest.fixture
def pane(tmp_path):
    opened = []

    def open_pane(columns, lines, *args):
        p = Pane(tmp_path, columns, lines, *args)
        opened.append(p)
        return p

    yield open_pane
    for p in opened:
        p.close()


DECODE = {"pixels": decode_blocks, "braille": decode_braille}


def shows_panel(rows, view, ink):
    """Whether the pane shows the panel's pixels ``ink`` in ``view``, with
    the key line under it (False while a redraw is still arriving)."""
    width, height = len(ink[0]), len(ink)
    cols, n = termview.cells(view, width, height)
    if len(rows) <= n or "q = quit" not in rows[n]:
        return False
    try:
        return DECODE[view]([r.rstrip(" ").ljust(cols) for r in rows[:n]], width, height) == ink
    except (AssertionError, KeyError, IndexError):     # not (yet) that view
        return False


def menu_as_text(rows):
    return all(item in "".join(rows) for item in MENU_ITEMS)


def test_80_columns_show_the_menu_as_text_and_150_as_braille_after_a_resize(pane, tmp_path):
    p = pane(80, 24)
    rows = p.wait(menu_as_text)
    text = "\n".join(rows)
    assert "\u2502 [New game]" in text and "\u2502 Settings" in text   # the chosen one marked
    assert "Table companion" in text and "refresh: full" in text
    # resized to 150 columns: the braille view, the panel's very pixels
    p.resize(150, 40)
    menu = frame_ink([], SIM, tmp_path)
    p.wait(lambda rows: shows_panel(rows, "braille", menu))


def test_300_columns_show_the_panel_a_column_per_pixel(pane, tmp_path):
    menu = frame_ink([], SIM, tmp_path)
    p = pane(300, 70)
    p.wait(lambda rows: shows_panel(rows, "pixels", menu))
    # a press: the new screen and the kind of its refresh under it
    p.press(["b"])
    games = frame_ink(["b"], SIM, tmp_path)
    rows = p.wait(lambda rows: shows_panel(rows, "pixels", games))
    assert "refresh: partial" in rows[64]


def test_150_columns_show_braille_and_the_view_can_be_forced(pane, tmp_path):
    menu = frame_ink([], SIM, tmp_path)
    pane(150, 40).wait(lambda rows: shows_panel(rows, "braille", menu))
    rows = pane(150, 40, "--view", "text").wait(menu_as_text)
    assert "\u2502 [New game]" in "\n".join(rows)


def test_a_generic_game_played_to_its_ranking_in_80_columns(pane, tmp_path):
    p = pane(80, 24)
    # the roll shows as die faces, the same dice the headless loop rolls
    p.press(test_sim.setup_keys() + ["a"])
    dice = re.compile("([\u2680-\u2685]) ([1-6])")
    rows = p.wait(lambda rows: dice.search("".join(rows)))
    pairs = dice.findall("".join(rows))
    assert all(ord(face) - 0x2680 + 1 == int(n) for face, n in pairs)
    out = test_sim.run_cli(["--keys", " ".join(test_sim.setup_keys() + ["a"]), "--flash",
                            str(tmp_path / "headless"), "--seed", "7", "--dump-state"])
    rolled = json.loads(out.stdout.split("\n")[0])["g"]["rolls"][-1]
    assert [int(n) for _face, n in pairs] == rolled
    # the rest of the game: the roll above was the first turn's
    rest = test_sim.plain_keys(test_sim.whole_game_keys())[len(test_sim.setup_keys()) + 1:]
    p.press(rest)
    rows = p.wait(lambda rows: "Winner: Ania" in "".join(rows))
    body = [r.strip("\u2502 ") for r in rows]
    start = body.index("Winner: Ania")     # the title, over a rule: not a choice
    assert body[start + 1] == "\u2500" * len("Winner: Ania")
    assert body[start + 2:start + 5] == ["[1. Ania   30]", "2. Bartek 22", "3. Celina 10"]


def test_the_text_view_shows_the_footers_message_after_an_entry(pane):
    p = pane(80, 24)
    # the game's first screen, the device drawing who starts: who it is,
    # over the keys (a newcomer reads that C moves on)
    setup = test_sim.setup_keys()[:-1] + ["a", "b"]
    p.press(setup)
    rows = p.wait(lambda rows: "First player: " in "".join(rows))
    assert any("C next" in r for r in rows), rows
    # the first round's points: the confirmation where the keys were
    keys = test_sim.plain_keys(setup + test_sim.round_keys((3, 2, 1))[:-1])
    p.press(keys[len(setup):])
    rows = p.wait(lambda rows: "\u221a Round: " in "".join(rows))
    body = [r.strip("\u2502 ") for r in rows]
    note = [i for i in range(len(body)) if body[i].startswith("\u221a Round")][0]
    assert "+3" in "".join(body[note:note + 2]), body
