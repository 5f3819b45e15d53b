"""The four Raspberry Pi Picos a panel module plugs onto, and what each
changes in a board's data.

The Pico Inky Pack and the Waveshare modules fit every current Pico: the
Pico and Pico W (RP2040, 264 KB RAM) and the Pico 2 and Pico 2 W (RP2350,
520 KB RAM) share the 40-pin header. What differs is behind the header:

- Pico, Pico 2: VBUS sense on GP24, the LED on GP25, VSYS / 3 on GP29
  (ADC3); GP23 is the regulator's power-save pin.
- Pico W, Pico 2 W: GP23, GP24, GP25 and GP29 belong to the radio chip
  (WL_ON, data, chip select, clock). The LED and VBUS sense are the radio
  chip's own pins ("LED", "WL_GPIO2" in MicroPython). VSYS / 3 still
  reaches GP29 through a switch that is closed while GP25 (the radio's
  chip select) is high: ``hw.setup`` reads it that way, between two radio
  transfers (``radio_cs`` below).
- The firmware: each Pico has its own stock MicroPython build (``uf2``,
  the name on micropython.org), which names itself in
  ``sys.implementation._machine`` (``machine``); ``host_tools.deploy``
  compares the two before copying. A board runs the build of ``FIRMWARE``:
  the Pico W's RP2040 and flash are a Pico's, and the plain RPI_PICO build
  gives the games 245,888 bytes of heap where the RPI_PICO_W build gives
  205,184 (its radio stack takes 40 KB: a Tiletum game would keep 2.6 KB
  at its heaviest press), measured on v1.28.0. Under it the radio stays
  off (``boot.py`` drives WL_ON, GP23, low), VSYS still reads on GP29 with
  GP25 high, and the LED and VBUS sense, the radio chip's, are gone. The
  Pico 2 W keeps its own build: the RP2350's 520 KB leave its heap more
  than twice the 176 KB a press may hold with the radio stack's share
  taken (an estimate by the same arithmetic, not measured), and with it
  the LED and VBUS sense still work.

A board on a Pico is named ``<pico>_<panel>``: ``pico2_w_inky_pack`` is
the Inky Pack on a Pico 2 W (see ``boards.PANELS``).
"""

# id: (title, stock UF2, sys.implementation._machine, has the radio)
PICOS = {
    "pico": ("Raspberry Pi Pico", "RPI_PICO", "Raspberry Pi Pico with RP2040", False),
    "pico_w": ("Raspberry Pi Pico W", "RPI_PICO_W", "Raspberry Pi Pico W with RP2040", True),
    "pico2": ("Raspberry Pi Pico 2", "RPI_PICO2", "Raspberry Pi Pico2 with RP2350", False),
    "pico2_w": ("Raspberry Pi Pico 2 W", "RPI_PICO2_W", "Raspberry Pi Pico 2 W with RP2350",
                True),
}
ORDER = ("pico", "pico_w", "pico2", "pico2_w")
# The Pico whose stock build each Pico runs (see above).
FIRMWARE = {"pico": "pico", "pico_w": "pico", "pico2": "pico2", "pico2_w": "pico2_w"}
# The radio chip's power enable: low keeps the radio off on a W board
# whose firmware does not drive it (boot.py).
WL_ON = 23


def uf2(pico_id):
    """(title, UF2 name, machine name) of the stock build Pico ``pico_id``
    runs."""
    title, name, machine, _radio = PICOS[FIRMWARE[pico_id]]
    return title, name, machine


def plain_radio(pico_id):
    """A W board on a firmware without the radio's driver."""
    return PICOS[pico_id][3] and not PICOS[FIRMWARE[pico_id]][3]


def power(pico_id, battery):
    """The power data of a board on Pico ``pico_id``: ``battery`` gives the
    cells ({"chemistry", "cells"}) measured as VSYS / 3 on GP29."""
    radio = PICOS[pico_id][3]
    sense = {"sense": "vsys", "adc": 29}
    sense.update(battery)
    if radio:
        sense["radio_cs"] = 25
    vbus: "int | str | None" = 24
    if radio:   # the radio chip's pin, gone with its driver
        vbus = None if plain_radio(pico_id) else "WL_GPIO2"
    return {
        "latch": None,
        "vbus": vbus,
        "sleep_after_s": 5,
        "sleep_slice_ms": 40,
        "battery": sense,
    }


def fit(board, pico_id, name):
    """A copy of the panel module's ``board`` put on Pico ``pico_id``."""
    out = dict(board)
    out["name"] = name
    out["title"] = "%s on a %s" % (board["title"], PICOS[pico_id][0])
    out["pico"] = pico_id   # also names the firmware it runs (host_tools.deploy)
    # "LED" is the on-board LED's name in every Pico's firmware: GP25 on a
    # Pico or Pico 2, the radio chip's WL_GPIO0 on the W boards, none on a
    # W board under the plain firmware (nothing tries it).
    out["led"] = None if plain_radio(pico_id) else "LED"
    if plain_radio(pico_id):
        out["wl_on"] = WL_ON
    out["power"] = power(pico_id, board["battery"])
    return out
