"""Pimoroni Badger 2040 W.

As the Badger 2040 (same panel, wiring, buttons A-C, UP, DOWN to 3.3 V and
power latch on GP10) with a Pico W style radio: no USER button, LED on
GP22, VBUS seen through the radio chip's WL_GPIO2 as on a Pico W, and no
battery measurement (GP29 is shared with the radio). It also has a
PCF85063A clock (I2C 0x51, alarm on GP8), unused here. It runs the plain
Pico's stock MicroPython (RPI_PICO, boards/picos.py): 40 KB more heap for
the games than the Pico W's build; the radio stays off (``boot.py`` holds
WL_ON, GP23, low) and VBUS is not sensed (the radio chip's WL_GPIO2).
"""

BOARD = {
    "name": "badger2040w",
    "title": "Pimoroni Badger 2040 W",
    "panel": "uc8151",
    "width": 296,
    "height": 128,
    "native": (128, 296),
    "rotation": 270,
    "pico": "pico_w",            # its RP2040 and radio; the firmware: boards/picos.py
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
    "led": 22,
    "wl_on": 23,
    "power": {
        "latch": 10,
        "vbus": None,
        "idle_off_s": 600,
        "sleep_after_s": 5,
        "sleep_slice_ms": 40,
        "battery": None,
    },
}
