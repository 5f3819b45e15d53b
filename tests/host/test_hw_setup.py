"""hw.setup builds each real board's hardware from its data, on a fake
``machine`` module: the right driver and geometry, the power latch held
before anything slow, buttons with the board's pulls, battery sense."""

import sys

import pytest

import boards
from hw import setup
from hw.panel import PanelError
from hw.ssd1680 import SSD1680
from hw.uc8151 import UC8151
from support import fakehw


@pytest.fixture
def fake_machine(monkeypatch):
    """Install a recording ``machine`` module; returns a function making it
    ready for a board."""
    def install(board, **levels):
        m = machine_for(board, **levels)
        monkeypatch.setitem(sys.modules, "machine", m)
        return m
    return install


def machine_for(board, **levels):
    m = fakehw.Machine()
    # Panel ready: UC8151 BUSY idles high, SSD1680 BUSY idles low.
    m.levels[board["pins"]["busy"]] = 1 if board["panel"] == "uc8151" else 0
    for gpio, level in levels.items():
        m.levels[int(gpio[2:])] = level
    for spec in board["buttons"]:
        m.levels.setdefault(spec[1], 1 - spec[3])      # released
    return m


@pytest.mark.parametrize("name,driver", [("pico_inky_pack", UC8151), ("badger2040", UC8151),
                                         ("badger2040w", UC8151), ("waveshare_213", SSD1680),
                                         ("waveshare_27", SSD1680)])
def test_builds_the_panel_driver_with_the_board_geometry(fake_machine, name, driver):
    board = boards.load(name)
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    p = hw.panel
    assert type(p) is driver
    assert (p.width, p.height, p.rotation) == (board["width"], board["height"], board["rotation"])
    assert (p.native_w, p.native_h) == board["native"]
    spi = m.spis[0]
    assert (spi.id, spi.baudrate) == (board["spi"]["id"], board["spi"]["baud"])
    assert (spi.sck.id, spi.mosi.id) == (board["spi"]["sck"], board["spi"]["mosi"])
    assert hw.buttons.buttons.names == tuple(b[0] for b in board["buttons"])
    for gpio, pull in ((b[1], b[2]) for b in board["buttons"]):
        want = fakehw.Pin.PULL_UP if pull == "up" else fakehw.Pin.PULL_DOWN
        assert m.pins[gpio].pull == want and m.pins[gpio].handler is not None


def test_badger_holds_its_latch_before_the_panel_starts(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board)
    order = []
    real_pin = m.Pin

    class Spy(real_pin):
        def __init__(self, id, *a, **k):
            order.append(id)
            real_pin.__init__(self, id, *a, **k)
    m.Pin = Spy
    hw = setup.build(board, clock=m.clock)
    assert order[0] == 10 and m.pins[10].level == 1
    assert order.index(10) < order.index(board["pins"]["cs"])
    assert hw.power.can_switch_off()
    assert hw.power.idle_off_ms == 600000


def test_wake_press_on_a_badger_is_counted(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board, GP14=1)                     # C held: it switched the board on
    hw = setup.build(board, clock=m.clock)
    assert hw.held_at_start == ("c",)
    m.clock.advance(100)
    m.pins[14].drive(0)
    m.clock.advance(100)
    hw.buttons.update()
    assert hw.buttons.get() == "c"


def test_badger_battery_is_read_against_the_reference(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board)
    m.adc_values[28] = int(1.24 / 3.3 * 65535)
    m.adc_values[29] = int(2.8 / 3 / 3.3 * 65535)
    hw = setup.build(board, clock=m.clock)
    volts, pct = hw.battery.read()
    assert abs(volts - 2.8) < 0.02 and pct == 80
    assert m.pins[27].level == 0                        # reference off between readings


def test_no_battery_sense_on_the_badger_w(fake_machine):
    board = boards.load("badger2040w")
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    assert hw.battery is None and hw.led.id == 22


def test_vbus_pin_on_a_plain_pico(fake_machine):
    board = boards.load("pico_inky_pack")
    m = fake_machine(board, GP24=1)
    hw = setup.build(board, clock=m.clock)
    assert hw.power.on_usb() and not hw.power.can_switch_off()


def test_sim_board_has_no_device_driver():
    with pytest.raises(PanelError, match="no driver for panel 'sim'"):
        setup.make_panel(boards.load("sim"))


def test_light_sleep_goes_to_machine_lightsleep(fake_machine):
    board = boards.load("pico_inky_pack")
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    hw.power.rest(m.clock.ticks_ms() + 60000)
    assert m.sleeps == [40]


class PowerGone(Exception):
    """The latch was released on battery: the board is off."""


def test_next_key_returns_a_press_and_lights_the_led(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    m.pins[13].drive(1)                  # B pressed (active high) ...
    m.clock.advance(120)
    m.pins[13].drive(0)                  # ... and released
    assert hw.next_key() == "b"
    assert hw.led.level == 1             # lit while the app handles the press
    m.pins[12].drive(1)
    assert hw.next_key() == "A"          # held: the wait goes on until the long press
    assert hw.led.writes[-2:] == [0, 1]


def test_next_key_switches_a_badger_off_when_idle_but_not_mid_write(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board)
    writing = {"left": 3}

    class Store:
        def busy(self):
            writing["left"] -= 1
            return writing["left"] > 0

    class App:
        store = Store()

    def latch_changed(level):
        if level == 0:
            raise PowerGone()
    hw = setup.build(board, clock=m.clock)
    m.pins[10].on_change = latch_changed
    start = m.clock.now
    with pytest.raises(PowerGone):
        hw.next_key(App())
    assert m.clock.now - start >= 600000             # the board's idle time
    assert hw.power.deferred == 2                    # waited for the write to end
    assert hw.panel.asleep                           # panel slept while idle
    assert m.sleeps and set(m.sleeps) == {40}        # light sleep in 40 ms slices


def test_next_key_stays_awake_on_usb(fake_machine):
    board = boards.load("badger2040")
    m = fake_machine(board, GP24=1)
    hw = setup.build(board, clock=m.clock)
    polls = []

    def lightsleep(ms=None):
        polls.append(ms)
    hw.power.lightsleep = lightsleep
    clock = m.clock
    calls = {"n": 0}
    real_update = hw.buttons.update

    def update():
        calls["n"] += 1
        if calls["n"] == 70000:               # ~11.7 minutes of 10 ms polls
            m.pins[14].drive(1)
        if calls["n"] == 70020:
            m.pins[14].drive(0)
        real_update()
    hw.buttons.update = update
    assert hw.next_key() == "c"
    assert polls == [] and m.pins[10].level == 1     # never slept or switched off
    assert clock.now > 600000


def vsys_raw(volts):
    return int(volts / 3 / 3.3 * 65535 + 0.5)


@pytest.mark.parametrize("name", ["pico2_w_waveshare_213"])
def test_vsys_on_a_w_board_is_read_with_the_radio_deselected(fake_machine, name):
    board = boards.load(name)
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    assert 29 not in m.pins and 25 not in m.pins     # the radio's until a reading
    conversions = []

    def gp29():
        # GP29 shows VSYS / 3 only while the radio's chip select (GP25) is
        # high; the first conversion after switching the pin reads low.
        selected = m.pins[25].mode == fakehw.Pin.OUT and m.pins[25].level == 1
        conversions.append(selected)
        if not selected:
            return 123
        return 40 if len(conversions) == 1 else vsys_raw(2.8)
    m.adc_values[29] = gp29
    m.pins["WL_GPIO2"].level = 0
    assert hw.power_status() == ("battery", (2.8, 80))
    assert conversions == [True] * 5                  # one thrown away, four averaged
    assert m.pins["WL_GPIO2"].mode == fakehw.Pin.IN   # VBUS through the radio chip


def test_a_pico_w_on_the_plain_firmware_reads_vsys_and_says_usb_is_not_sensed(fake_machine):
    # The Pico W runs the plain Pico's build (boards/picos.py): no pin is
    # named after the radio chip's, nothing tries the LED or VBUS, and
    # VSYS is read on GP29 with GP25 driven high; the battery line says the
    # level and that USB power cannot be told.
    from ui import menus, text
    board = boards.load("pico_w_inky_pack")
    m = fake_machine(board)

    class PlainPin(m.Pin):
        def __init__(self, id, *args, **kw):
            if isinstance(id, str):
                raise ValueError("unknown named pin %r" % id)
            super().__init__(id, *args, **kw)
    m.Pin = PlainPin
    hw = setup.build(board, clock=m.clock)
    assert hw.led is None and hw.power.vbus is None
    assert not {23, 24, 25, 29} & set(m.pins)          # untouched until a reading
    conversions = []

    def gp29():
        selected = m.pins[25].mode == fakehw.Pin.OUT and m.pins[25].level == 1
        conversions.append(selected)
        return vsys_raw(2.8) if selected else 123
    m.adc_values[29] = gp29
    assert hw.power_status() == ("vsys", (2.8, 80))
    assert conversions and all(conversions)
    app = type("App", (), {"power_status": hw.power_status})()
    text.set_lang(0)
    assert menus.power_label(app) == "VSYS 2.80 V, about 80% (no USB sense)"
    text.set_lang(1)
    assert menus.power_label(app) == "VSYS 2,80 V, ok. 80% (bez wykrycia USB)"
    text.set_lang(0)


def test_a_plain_pico_reads_vsys_and_vbus_on_its_own_pins(fake_machine):
    board = boards.load("pico2_inky_pack")
    m = fake_machine(board, GP24=1)
    m.adc_values[29] = vsys_raw(4.75)
    hw = setup.build(board, clock=m.clock)
    assert hw.power_status() == ("usb", None)
    m.pins[24].level = 0
    m.adc_values[29] = vsys_raw(2.5)
    # 1.25 V a cell: halfway between 1.20 V (25%) and 1.30 V (55%)
    assert hw.power_status() == ("battery", (2.5, 40))
    m.adc_values[29] = vsys_raw(4.75)                 # more than two cells give
    assert hw.power_status() == ("usb", None)


def test_a_board_that_cannot_measure_says_so(fake_machine):
    board = boards.load("badger2040w")
    m = fake_machine(board)
    m.levels["WL_GPIO2"] = 0
    hw = setup.build(board, clock=m.clock)
    assert hw.power_status() == ("unknown", None)


def test_plain_pico_data_on_a_radio_firmware_leaves_the_radio_alone(fake_machine, monkeypatch):
    monkeypatch.setattr(setup, "_pico_w", lambda: True)
    board = boards.load("pico_inky_pack")
    m = fake_machine(board)
    hw = setup.build(board, clock=m.clock)
    assert hw.battery is None and hw.power.vbus is None
    assert not {23, 24, 25, 29} & set(m.pins)
    assert hw.power_status() == ("unknown", None)


def settings_rows(status, lang=0):
    """The Settings menu's rows on a device whose hardware reads ``status``
    (None: the simulator, with no hardware)."""
    import main

    from host_tools.guest.simloop import screen_text
    from hw.simpanel import SimPanel
    from ui import menus, text
    app = main.start(SimPanel(296, 128, 270), None)
    if status is not None:
        app.power_status = lambda: status
    text.set_lang(lang)
    try:
        menus.settings(app)
        return screen_text(app)
    finally:
        text.set_lang(0)


def test_settings_show_the_battery_or_that_it_is_not_measured():
    assert "Battery: 2.80 V, about 80%" in settings_rows(("battery", (2.8, 80)))
    assert "Bateria: 2,05 V, ok. 3%" in settings_rows(("battery", (2.05, 3)), lang=1)
    assert "Power: USB" in settings_rows(("usb", None))
    assert "Battery: not measured" in settings_rows(("unknown", None))
    assert "Bateria: brak pomiaru" in settings_rows(("unknown", None), lang=1)


def test_the_simulator_has_no_battery_line():
    rows = settings_rows(None)
    assert rows[1:4] == ["[Language: English]", "Full refresh every 50 changes", "Refresh screen"]
    assert not any("Batter" in r or "Power" in r for r in rows)


@pytest.mark.parametrize("name,driven", [("badger2040", [10]), ("badger2040w", [23, 10]),
                                         ("pico_w_inky_pack", [23]),
                                         ("pico2_w_inky_pack", [])])
def test_boot_py_holds_a_badgers_latch_first_thing(fake_machine, monkeypatch, name, driven):
    """boot.py, which deploy sends as source (MicroPython runs no boot.mpy),
    keeps a W board's radio off under the plain firmware (WL_ON, GP23,
    low: first) and drives a Badger's latch high before main.py starts;
    other boards' pins stay untouched."""
    import runpy
    from pathlib import Path
    m = fake_machine(boards.load(name))
    monkeypatch.setattr(boards, "read_config", lambda path=None: name)
    runpy.run_path(str(Path(setup.__file__).parents[1] / "boot.py"))
    assert list(m.pins) == driven
    for gpio in driven:
        assert m.pins[gpio].mode == fakehw.Pin.OUT
        assert m.pins[gpio].level == (0 if gpio == 23 else 1)


def test_the_device_drops_the_builder_and_the_board_data_once_built(fake_machine):
    # main.board_hardware, as main.run calls it: the Hardware stays, the
    # builder's and the boards' code goes (on the Pico their bytecode is
    # heap for the whole evening otherwise)
    import main

    from hw.hardware import Hardware
    board = boards.load("badger2040")
    m = fake_machine(board)
    hw = main.board_hardware("badger2040", clock=m.clock)
    try:
        assert type(hw) is Hardware and type(hw.panel) is UC8151
        assert hw.board["name"] == "badger2040"
        left = [n for n in sys.modules if n == "hw.setup" or n.split(".")[0] == "boards"]
        assert left == []
    finally:    # the other tests import them at module level
        import importlib
        for name in ("boards", "hw.setup"):
            sys.modules[name] = importlib.import_module(name)
