"""The hardware layer: the only part of the firmware that touches pins.

- ``panel``: the panel interface (frame buffer layout, ``show``) every
  display implements; ``epd``: SPI framing, reset and BUSY waiting shared by
  the e-ink drivers ``uc8151`` (Pimoroni boards) and ``ssd1680`` (Waveshare);
- ``buttons``: pin levels to logical events (short, long, repeat);
- ``power``: the Badger's power latch, idle switch-off, light sleep;
  ``battery``: battery voltage and charge estimate;
- ``setup``: builds all of it from a board's data (``boards/``);
- ``simpanel``: the simulator's and tests' panel without glass;
- ``clock``: millisecond ticks on MicroPython and CPython alike.
"""
