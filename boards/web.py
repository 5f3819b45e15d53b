"""The web page's board: the device in a browser tab (``web/``, ``make web``).

The page is not one more device: it shows one of the real boards named in
``models`` (the visitor picks it), with that board's panel size, rotation
and buttons read from its own data module, so what the page draws is what
that board's panel would show, bit for bit. This module holds what only the
page needs:

- ``models``: the boards a visitor can choose, the first one by default;
- ``pace_ms``: per panel controller, how long a full and a partial refresh
  take on the real glass (``../shared/HARDWARE.md`` and the drivers'
  docstrings: UC8151 full about 4.5 s with the built-in waveform, partial
  about 0.8 s; Waveshare 2.13 about 2 s and 0.3 s). The page waits that
  long before a frame appears (a full one flashes), so a visitor feels the
  real pace; its "fast" switch skips the wait.

The rest is the simulator's board (``boards/sim.py``: the Inky Pack's
geometry, all five buttons, no pins), so ``boards.check`` accepts it.
"""

from boards.sim import BOARD as _SIM

BOARD = dict(_SIM)
BOARD.update({
    "name": "web",
    "title": "Web page",
    "panel": "web",
    "models": ("pico_inky_pack", "badger2040", "waveshare_213"),
    "pace_ms": {"uc8151": (4500, 800), "ssd1680": (2000, 300)},
})
