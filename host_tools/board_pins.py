"""Checks a board's pins against the board it runs on (host side, used by
the tests and by ``host_tools.deploy`` before it copies anything).

    problems(board) -> [message, ...]   # empty when the data is sound

What is checked:

- every GPIO exists: 0-29 on the RP2040 and the RP2350A (both Picos'
  chips have 30); on a Pico, a panel module reaches only the header
  (GP0-GP22, GP26-GP28), and the four pins behind it only for what the
  Pico wires them to (VBUS sense GP24, VSYS / 3 on GP29);
- no GPIO is used twice (buttons, SPI, panel, LED, latch, VBUS, battery);
- on a board with the radio chip (Pico W, Pico 2 W, Badger 2040 W) none of
  the radio's pins (GP23 WL_ON, GP24 data, GP25 chip select, GP29 clock) is
  used, except GP29 and GP25 for the VSYS reading that borrows them
  between transfers (``radio_cs`` in the battery data, see ``hw.setup``);
- named pins exist in that board's firmware ("LED" everywhere,
  "WL_GPIO2" only with the radio);
- the SPI clock and data pins belong to the bus named, ADC inputs are
  GP26-GP29.
"""

import boards
from boards import picos

GPIOS = range(30)
HEADER = frozenset(range(23)) | {26, 27, 28}
# What a Pico wires the GPIOs behind its header to.
BEHIND_HEADER = {24: "vbus", 29: "battery adc"}
RADIO = {23: "WL_ON", 24: "WL_D", 25: "WL_CS", 29: "WL_CLK"}
# MicroPython's pin names for the radio chip's own pins.
RADIO_NAMES = ("WL_GPIO0", "WL_GPIO1", "WL_GPIO2")
SPI_PINS = {0: ({2, 6, 18, 22}, {3, 7, 19, 23}), 1: ({10, 14, 26}, {11, 15, 27})}
ADC_PINS = (26, 27, 28, 29)


def uses(board):
    """[(role, pin)] of every pin the board data names."""
    out = [("button " + b[0], b[1]) for b in board["buttons"]]
    spi = board.get("spi") or {}
    out += [("spi " + k, spi[k]) for k in ("sck", "mosi") if k in spi]
    out += [("panel " + k, v) for k, v in sorted((board.get("pins") or {}).items())]
    if board.get("led") is not None:
        out.append(("led", board["led"]))
    if board.get("wl_on") is not None:
        out.append(("wl_on", board["wl_on"]))
    power = board["power"]
    for key in ("latch", "vbus"):
        if power.get(key) is not None:
            out.append((key, power[key]))
    battery = power.get("battery") or {}
    for key in ("adc", "ref_adc", "ref_enable", "radio_cs"):
        if battery.get(key) is not None:
            out.append(("battery " + key, battery[key]))
    return out


def problems(board):
    """Everything wrong with the pins of a real board's data."""
    name = board["name"]
    radio = picos.PICOS[board["pico"]][3]
    on_pico = boards.resolve(name)[1] is not None
    shared_vsys = (board["power"].get("battery") or {}).get("radio_cs") is not None
    found = []
    seen = {}
    for role, pin in uses(board):
        if isinstance(pin, str):
            if pin != "LED" and not (radio and pin in RADIO_NAMES):
                found.append("%s: %s is %r, which this firmware has no pin named" %
                             (name, role, pin))
            continue
        if pin not in GPIOS:
            found.append("%s: %s is GP%s, which the chip does not have" % (name, role, pin))
            continue
        if pin in seen:
            found.append("%s: GP%d is both %s and %s" % (name, pin, seen[pin], role))
        seen[pin] = role
        if radio and pin in RADIO and role != "wl_on" and not (
                shared_vsys and role in ("battery adc", "battery radio_cs")):
            found.append("%s: %s is GP%d, the radio chip's %s" % (name, role, pin, RADIO[pin]))
        elif on_pico and not radio and pin not in HEADER and BEHIND_HEADER.get(pin) != role:
            found.append("%s: %s is GP%d, which is not on the Pico's header" % (name, role, pin))
        if role.startswith("battery") and role.endswith("adc") and pin not in ADC_PINS:
            found.append("%s: %s is GP%d, which has no ADC" % (name, role, pin))
    spi = board.get("spi")
    if spi:
        sck, mosi = SPI_PINS[spi["id"]]
        if spi["sck"] not in sck or spi["mosi"] not in mosi:
            found.append("%s: SPI%d cannot use SCK GP%d with MOSI GP%d"
                         % (name, spi["id"], spi["sck"], spi["mosi"]))
    return found
