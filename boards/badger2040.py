"""Pimoroni Badger 2040.

The same 2.9" UC8151 panel and wiring as the Pico Inky Pack. Buttons A, B,
C below the panel and UP, DOWN at the side switch to 3.3 V (pull-downs:
1 = pressed); the USER button (GP23) shares BOOTSEL and is not used. A press
also powers the board through the latch on GP10, which the firmware holds
high while running and releases after the idle time. Battery on GP29 via a
1:3 divider, measured against the 1.24 V reference on GP28 (enabled by
GP27); VBUS detect on GP24. Activity LED on GP25 (the board header says 25;
one vendor script says 22). Its RP2040 runs the Pico's stock MicroPython
(RPI_PICO).
"""

BOARD = {
    "name": "badger2040",
    "title": "Pimoroni Badger 2040",
    "panel": "uc8151",
    "width": 296,
    "height": 128,
    "native": (128, 296),
    "rotation": 270,
    "pico": "pico",              # the firmware it runs: boards/picos.py
    "spi": {"id": 0, "sck": 18, "mosi": 19, "baud": 12000000},
    "pins": {"cs": 17, "dc": 20, "rst": 21, "busy": 26},
    "buttons": (
        ("a", 12, "down", 1),
        ("b", 13, "down", 1),
        ("c", 14, "down", 1),
        ("up", 15, "down", 1),
        ("down", 11, "down", 1),
    ),
    "timing": {"debounce_ms": 20, "long_ms": 600, "repeat_delay_ms": 900, "repeat_ms": 150},
    "led": 25,
    "power": {
        "latch": 10,
        "vbus": 24,
        # Light sleep while idle costs ~1.3 mA, so staying on through a long
        # turn is cheap; switching off means the next press only wakes it.
        "idle_off_s": 600,
        "sleep_after_s": 5,
        "sleep_slice_ms": 40,
        "battery": {"sense": "badger", "adc": 29, "ref_adc": 28, "ref_enable": 27,
                    "chemistry": "alkaline", "cells": 2},
    },
}
