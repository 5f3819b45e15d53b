"""Runs before main.py at power-up: on a W board under the plain Pico
firmware, keep the radio chip off (its WL_ON line, GP23, driven low: no
driver does it there); then hold a Badger's power latch at once, so the
board stays on after the button that woke it is released."""

try:
    import boards
    from hw.power import latch_on, radio_off

    _board = boards.configured()
    if _board.get("wl_on") is not None:
        radio_off(_board["wl_on"])
    _pin = _board["power"]["latch"]
    if _pin is not None:
        latch_on(_pin)
    _board = None
except Exception:  # noqa: BLE001 - a board without a latch, or no config yet
    pass
