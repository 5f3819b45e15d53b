"""Which board the firmware runs on, and that board's data.

Each module in this package describes one board in a ``BOARD`` dict:
panel driver and geometry (logical ``width`` x ``height``, ``native``
size, ``rotation``: see ``hw/panel.py``), SPI bus and panel pins, buttons
as (logical name, GPIO, pull "up"/"down", level when pressed), button
timings, LED, and power features (latch pin, VBUS pin, battery sense, idle
times).

The device names its board in ``/board.json`` on the flash root, e.g.
``{"board": "badger2040"}``; ``host_tools.deploy`` writes it. Without the
file the board is guessed from the MicroPython build's machine name
(Pimoroni's Badger builds name the Badger), and otherwise is the Pico Inky
Pack. Deploy always writes the file: a Badger running on the guess of a
plain Pico build would not hold its power latch.
"""

import json

KNOWN = ("badger2040", "badger2040w", "pico_inky_pack", "sim", "waveshare_213",
         "waveshare_27")
DEFAULT = "pico_inky_pack"
CONFIG_FILE = "/board.json"
BUTTON_NAMES = ("a", "b", "c", "up", "down")


class BoardError(Exception):
    """An unknown board, or a board file or config file that is wrong."""


def load(name, source=None):
    """The data of board ``name``; ``source`` names where the name came
    from, for the error message."""
    if name not in KNOWN:
        raise BoardError("unknown board %r%s; known boards: %s"
                         % (name, " in " + source if source else "", ", ".join(KNOWN)))
    module = __import__("boards." + name, None, None, ("BOARD",))
    board = module.BOARD
    check(board)
    return board


def check(board):
    """Raise BoardError if ``board`` is not a consistent board description."""
    name = board.get("name", "?")
    for key in ("name", "panel", "width", "height", "native", "rotation", "buttons", "power"):
        if key not in board:
            raise BoardError("board %s: missing %r" % (name, key))
    nw, nh = board["native"]
    if board["rotation"] in (0, 180):
        fits = (nw, nh) == (board["width"], board["height"])
    else:
        fits = (nw, nh) == (board["height"], board["width"])
    if board["rotation"] not in (0, 90, 180, 270) or not fits:
        raise BoardError("board %s: a %dx%d panel at rotation %r cannot show %dx%d"
                         % (name, nw, nh, board["rotation"], board["width"], board["height"]))
    seen = []
    for spec in board["buttons"]:
        if len(spec) != 4 or spec[0] not in BUTTON_NAMES or spec[0] in seen \
                or spec[2] not in ("up", "down", None) or spec[3] not in (0, 1):
            raise BoardError("board %s: bad button %r (want (name, GPIO, 'up'/'down', "
                             "0/1), names from %s)" % (name, spec, ", ".join(BUTTON_NAMES)))
        seen.append(spec[0])
    for needed in ("a", "b", "c"):
        if needed not in seen:
            raise BoardError("board %s: button %r missing (every screen needs a, b, c)"
                             % (name, needed))


def read_config(path=CONFIG_FILE):
    """The board name in the config file, or None when there is no file."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return None
    try:
        name = json.loads(text)["board"]
    except (ValueError, KeyError, TypeError, IndexError):
        name = None
    if not isinstance(name, str):
        raise BoardError('%s should hold {"board": NAME} with NAME one of: %s; it holds %r'
                         % (path, ", ".join(KNOWN), text[:80]))
    return name


def guess(machine_name):
    """Board name from ``sys.implementation._machine``."""
    m = machine_name.lower()
    if "badger" in m:
        return "badger2040w" if "2040w" in m or "w" in m.split() else "badger2040"
    return DEFAULT


def configured(path=CONFIG_FILE):
    """The data of the board this device is configured as."""
    name = read_config(path)
    if name is not None:
        return load(name, path)
    import sys
    return load(guess(getattr(sys.implementation, "_machine", "")))


load_board = configured  # the name main.py uses
