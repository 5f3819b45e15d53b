"""The simulator's board: a 296 x 128 landscape panel drawn on the host
(``host_tools.sim``), with the five logical buttons on keys. No pins, no
power hardware; the same timings as the real boards so long presses and
repeats feel the same.

Its frame buffer has the Pico Inky Pack's and Badger's native layout and
rotation (128 x 296, rotation 270), so the simulator draws through the
same rotated fonts and refresh windows as the real panels.
"""

BOARD = {
    "name": "sim",
    "title": "Simulator",
    "panel": "sim",
    "width": 296,
    "height": 128,
    "native": (128, 296),
    "rotation": 270,
    "spi": None,
    "pins": None,
    "buttons": (
        ("a", None, None, 1),
        ("b", None, None, 1),
        ("c", None, None, 1),
        ("up", None, None, 1),
        ("down", None, None, 1),
    ),
    "timing": {"debounce_ms": 20, "long_ms": 600, "repeat_delay_ms": 900, "repeat_ms": 150},
    "led": None,
    "power": {"latch": None, "vbus": None, "sleep_after_s": 5, "battery": None},
}
