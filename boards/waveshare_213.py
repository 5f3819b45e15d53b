"""Waveshare Pico-ePaper-2.13 (V4): the panel and buttons, on any of the four Picos.

250 x 122 black/white panel, SSD1680 controller on spi1 (CLK GP10, DIN
GP11, CS GP9, DC GP8, RST GP12, BUSY GP13). The module has no buttons: wire
push buttons from these free GPIOs to ground (internal pull-ups, 0 =
pressed): A GP2 (Pico pin 4), B GP3 (pin 5), C GP4 (pin 6), with ground on
pin 3 beside them; optionally UP GP5 (pin 7) and DOWN GP6 (pin 9, ground on
pin 8). An unwired optional button just reads "not pressed". These pins
clear the module's GP8-GP13 and the Pico's own GP23-GP29.

Every pin is on the Pico's header: ``boards/picos.py`` puts the module on a
Pico (``waveshare_213``, the original name, is ``pico_waveshare_213``; then
``pico_w_``, ``pico2_`` and ``pico2_w_waveshare_213``).
"""

BOARD = {
    "name": "waveshare_213",
    "title": "Waveshare Pico-ePaper-2.13 V4",
    "panel": "ssd1680",
    "width": 250,
    "height": 122,
    "native": (122, 250),
    "rotation": 90,
    "spi": {"id": 1, "sck": 10, "mosi": 11, "baud": 4000000},
    "pins": {"cs": 9, "dc": 8, "rst": 12, "busy": 13},
    "buttons": (
        ("a", 2, "up", 0),
        ("b", 3, "up", 0),
        ("c", 4, "up", 0),
        ("up", 5, "up", 0),
        ("down", 6, "up", 0),
    ),
    "timing": {"debounce_ms": 20, "long_ms": 600, "repeat_delay_ms": 900, "repeat_ms": 150},
    # Cells measured as VSYS / 3 (see boards/picos.py for the Pico's part).
    "battery": {"chemistry": "alkaline", "cells": 2},
}
