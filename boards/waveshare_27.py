"""Waveshare Pico-ePaper-2.7 (V2): the panel and buttons, on any of the four Picos.

264 x 176 black/white panel with an SSD16xx controller (V2; the V1 module
has a UC8151-like controller without partial refresh and is not supported),
wired like the 2.13 module on spi1. Its three keys (to ground, pull-ups,
0 = pressed): KEY0 GP15 = A, KEY1 GP17 = B, KEY2 GP2 = C.

Every pin is on the Pico's header: ``boards/picos.py`` puts the module on a
Pico (``waveshare_27``, the original name, is ``pico_waveshare_27``; then
``pico_w_``, ``pico2_`` and ``pico2_w_waveshare_27``).
"""

BOARD = {
    "name": "waveshare_27",
    "title": "Waveshare Pico-ePaper-2.7 V2",
    "panel": "ssd1680",
    "width": 264,
    "height": 176,
    "native": (176, 264),
    "rotation": 90,
    "spi": {"id": 1, "sck": 10, "mosi": 11, "baud": 4000000},
    "pins": {"cs": 9, "dc": 8, "rst": 12, "busy": 13},
    "buttons": (
        ("a", 15, "up", 0),
        ("b", 17, "up", 0),
        ("c", 2, "up", 0),
    ),
    "timing": {"debounce_ms": 20, "long_ms": 600, "repeat_delay_ms": 900, "repeat_ms": 150},
    # Cells measured as VSYS / 3 (see boards/picos.py for the Pico's part).
    "battery": {"chemistry": "alkaline", "cells": 2},
}
