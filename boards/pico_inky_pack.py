"""Pimoroni Pico Inky Pack on a Raspberry Pi Pico or Pico W.

2.9" 296 x 128 black/white panel, UC8151 controller on spi0; three buttons
A, B, C below the panel (to ground, internal pull-ups: 0 = pressed). No
power latch: the Pico stays powered and light-sleeps between presses. VSYS
is measured on GP29 on a plain Pico (not on a Pico W, where the radio uses
that pin). ``"LED"`` names the on-board LED on both Pico and Pico W.
"""

BOARD = {
    "name": "pico_inky_pack",
    "title": "Pimoroni Pico Inky Pack",
    "panel": "uc8151",
    "width": 296,
    "height": 128,
    "native": (128, 296),
    # Gates scanned upwards (see hw/uc8151.py): buttons below the panel.
    "rotation": 270,
    "spi": {"id": 0, "sck": 18, "mosi": 19, "baud": 12000000},
    "pins": {"cs": 17, "dc": 20, "rst": 21, "busy": 26},
    # (logical name, GPIO, pull, level when pressed)
    "buttons": (
        ("a", 12, "up", 0),
        ("b", 13, "up", 0),
        ("c", 14, "up", 0),
    ),
    "timing": {"debounce_ms": 20, "long_ms": 600, "repeat_delay_ms": 900, "repeat_ms": 150},
    "led": "LED",
    "power": {
        "latch": None,
        "vbus": "auto",          # GP24 on a Pico, WL_GPIO2 on a Pico W
        "sleep_after_s": 5,
        "sleep_slice_ms": 40,
        "battery": {"sense": "vsys", "adc": 29, "chemistry": "alkaline", "cells": 2},
    },
}
