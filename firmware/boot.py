"""Runs before main.py at power-up: hold a Badger's power latch at once, so
the board stays on after the button that woke it is released."""

try:
    import boards
    from hw.power import latch_on

    _pin = boards.configured()["power"]["latch"]
    if _pin is not None:
        latch_on(_pin)
except Exception:  # noqa: BLE001 - a board without a latch, or no config yet
    pass
