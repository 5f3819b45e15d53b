"""Pimoroni Pico Inky Pack: the panel and buttons, on any of the four Picos.

2.9" 296 x 128 black/white panel, UC8151 controller on spi0; three buttons
A, B, C below the panel (to ground, internal pull-ups: 0 = pressed). No
power latch: the Pico stays powered and light-sleeps between presses.
Every pin is on the Pico's header, so the same data fits the Pico, Pico W,
Pico 2 and Pico 2 W; ``boards/picos.py`` adds the Pico's own LED, VBUS and
VSYS sensing (board names ``pico_inky_pack``, ``pico_w_inky_pack``,
``pico2_inky_pack``, ``pico2_w_inky_pack``).
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
    # Cells measured as VSYS / 3 (see boards/picos.py for the Pico's part).
    "battery": {"chemistry": "alkaline", "cells": 2},
}
