"""Builds a board's real hardware from its data (``boards/``): the panel
driver, the buttons bound to their pins, power management, battery sense
and the LED. The one place where board data becomes ``machine.Pin``,
``SPI`` and ``ADC`` objects.

Order matters on a Badger: the power latch is held first (the board
switches off again the moment the wake press ends otherwise), then the
buttons are read, so a press still held counts, then the slow parts (panel
reset and init, a few hundred ms).

Only the boot needs this module: what the main loop keeps is the
``Hardware`` it returns (hw/hardware.py), and the device drops this
module's code once the board is built (``main.board_hardware``).

``machine`` is imported inside the functions, so importing this module
needs no hardware; host tests put a recording fake in ``sys.modules``. The
type check reads these calls against the real rp2 ``machine`` stubs.
"""

from hw import buttons as _buttons
from hw.hardware import Hardware
from hw.panel import PanelError
from hw.power import Power

DRIVERS = ("uc8151", "ssd1680")


def _pull(pull):
    from machine import Pin
    if pull == "up":
        return Pin.PULL_UP
    if pull == "down":
        return Pin.PULL_DOWN
    return None  # no pull: an external resistor holds the level


def _pico_w():
    import sys
    return " W" in getattr(sys.implementation, "_machine", "")


def make_panel(board, clock=None):
    """The panel driver named by the board, on its SPI bus and pins."""
    kind = board["panel"]
    if kind not in DRIVERS:
        raise PanelError("board %s: no driver for panel %r on the device (drivers: %s)"
                         % (board["name"], kind, ", ".join(DRIVERS)))
    from machine import SPI, Pin
    s = board["spi"]
    p = board["pins"]
    # The bus first, then the pins: SPI(1) claims its default MISO pin,
    # GP8, which is DC on the Waveshare modules; Pin(8, OUT) takes it back.
    spi = SPI(s["id"], baudrate=s["baud"], polarity=0, phase=0, sck=Pin(s["sck"]),
              mosi=Pin(s["mosi"]))
    cs = Pin(p["cs"], Pin.OUT, value=1)
    dc = Pin(p["dc"], Pin.OUT, value=0)
    rst = Pin(p["rst"], Pin.OUT, value=1)
    busy = Pin(p["busy"], Pin.IN, Pin.PULL_UP)
    nw, nh = board["native"]
    if kind == "uc8151":
        from hw.uc8151 import UC8151
        return UC8151(spi, cs, dc, rst, busy, board["width"], board["height"],
                      board["rotation"], clock)
    from hw.ssd1680 import SSD1680
    return SSD1680(spi, cs, dc, rst, busy, board["width"], board["height"], nw, nh,
                   board["rotation"], clock)


# The pins a Pico W or Pico 2 W gives its radio chip: WL_ON, data, chip
# select, clock (the clock pin doubles as the VSYS / 3 sense).
RADIO_PINS = (23, 24, 25, 29)


def make_vbus(power):
    """The pin that reads high on USB power, or None."""
    which = power.get("vbus")
    if which is None or (which in RADIO_PINS and _pico_w()):
        return None  # data for a plain Pico on a radio board: leave the radio's pins alone
    from machine import Pin
    try:
        return Pin(which, Pin.IN)
    except (ValueError, TypeError):
        return None  # a firmware without that pin name: treat as battery


def make_battery(power):
    """A ``Battery`` for the board's battery sense, or None when the board
    cannot measure it."""
    spec = power.get("battery")
    if not spec:
        return None
    from machine import ADC, Pin

    # Imported only where a battery is read: a board without battery sense
    # (the Badger 2040 W) never has its code on the heap.
    from hw.battery import Battery
    ref_adc = ref_enable = claim = adc = None
    if spec.get("radio_cs") is not None:
        claim = _radio_vsys(spec["adc"], spec["radio_cs"])
        if claim is None:
            return None
    elif spec["adc"] in RADIO_PINS and _pico_w():
        return None  # data for a plain Pico on a radio board: GP29 is the radio's clock
    else:
        adc = ADC(Pin(spec["adc"]))
    if spec["sense"] == "badger":
        ref_adc = ADC(Pin(spec["ref_adc"]))
        ref_enable = Pin(spec["ref_enable"], Pin.OUT, value=0)
    return Battery(adc, spec.get("chemistry", "alkaline"), spec.get("cells", 2),
                   ref_adc=ref_adc, ref_enable=ref_enable, offset=spec.get("offset", 0.0),
                   claim=claim)


def _radio_vsys(adc_pin, cs_pin):
    """On a Pico W or Pico 2 W: a function that borrows GP29 from the radio
    chip for one VSYS reading and returns its ADC, or None on a firmware
    without the radio.

    The steps of Raspberry Pi's own VSYS reading for these boards: talk to
    the radio chip once (here: read its VBUS pin), which wakes it and ends
    with its chip select, GP25, high; hold GP25 high, which closes the
    switch from the VSYS divider to GP29 and keeps the chip deaf to GP29;
    then put GP29 in ADC mode and read. Nothing needs giving back: the
    radio driver sets GP29's function again at the start of each transfer
    (the LED is lit through it after every press). Called only between
    transfers: the firmware is one thread and never turns the radio on."""
    from machine import ADC, Pin
    try:
        wl_vbus = Pin("WL_GPIO2", Pin.IN)
    except (ValueError, TypeError):
        # The plain Pico firmware (the W boards' RP2040, boards/picos.py):
        # no driver owns the radio's pins, GP25 high closes the switch.
        def plain():
            Pin(cs_pin, Pin.OUT, value=1)
            return ADC(Pin(adc_pin))
        return plain

    def claim():
        wl_vbus.value()
        Pin(cs_pin, Pin.OUT, value=1)
        return ADC(Pin(adc_pin))
    return claim


def build(board, clock=None, storage_busy=None):
    """All of a board's hardware, ready to use. ``storage_busy`` is the
    storage layer's "write in flight" callable (see ``hw.power``)."""
    import machine
    from machine import Pin
    power_spec = board["power"]
    latch = None
    if power_spec.get("latch") is not None:
        latch = Pin(power_spec["latch"], Pin.OUT, value=1)
    pins = [Pin(gpio, Pin.IN, _pull(pull)) for _, gpio, pull, _ in board["buttons"]]
    buttons = _buttons.make(board, pins, clock)
    power = Power(latch, make_vbus(power_spec),
                  idle_off_ms=power_spec.get("idle_off_s", 600) * 1000,
                  sleep_after_ms=power_spec.get("sleep_after_s", 5) * 1000,
                  sleep_slice_ms=power_spec.get("sleep_slice_ms", 40),
                  storage_busy=storage_busy, clock=clock, lightsleep=machine.lightsleep)
    led = None
    if board.get("led") is not None:
        led = Pin(board["led"], Pin.OUT, value=0)
    panel = make_panel(board, clock)
    battery = make_battery(power_spec)
    return Hardware(board, panel, buttons, power, battery, led, clock)
