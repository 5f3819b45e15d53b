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
Pack on the Pico the build is for. Deploy always writes the file: a
Badger running the stock Pico build would not hold its power latch.

The Pico Inky Pack and the Waveshare modules plug onto any of the four
Picos (see ``boards/picos.py``): their modules hold the panel and buttons,
and a board name ``<pico>_<panel>`` (``pico2_w_waveshare_213``) puts them
on a Pico. ``waveshare_213`` and ``waveshare_27``, the names from before
there were four Picos, are the modules on the original Pico, as
``pico_inky_pack`` is.
"""

import json

# Every board name: the modules' below, then the panels on each Pico.
KNOWN: "tuple[str, ...]"

KNOWN = ("badger2040", "badger2040w", "pico_inky_pack", "sim", "waveshare_213",
         "waveshare_27")
# The panel modules that plug onto a Pico: the panel's part of a board
# name, and its data module.
PANELS = {"inky_pack": "pico_inky_pack", "waveshare_213": "waveshare_213",
          "waveshare_27": "waveshare_27"}
# Longest first: "pico_w_..." must not be read as "pico_" + "w_...".
PICO_PREFIXES = ("pico2_w", "pico_w", "pico2", "pico")
KNOWN = KNOWN + tuple(sorted(p + "_" + panel for panel in PANELS for p in PICO_PREFIXES
                             if p + "_" + panel not in KNOWN))
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
    module_name, pico = resolve(name)
    module = __import__("boards." + module_name, None, None, ("BOARD",))
    board = module.BOARD
    if pico is not None:
        from boards import picos
        board = picos.fit(board, pico, name)
    check(board)
    return board


def resolve(name):
    """(data module, Pico id or None) of board ``name``: the panel module
    and the Pico it sits on, or the board's own module (Badgers, sim)."""
    for pico in PICO_PREFIXES:
        panel = name[len(pico) + 1:]
        if name.startswith(pico + "_") and panel in PANELS:
            return PANELS[panel], pico
    if name in PANELS.values():
        return name, "pico"
    return name, None


def modules(name):
    """The ``boards`` modules the device needs for board ``name``."""
    module_name, pico = resolve(name)
    return (module_name, "picos") if pico is not None else (module_name,)


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
    from boards import picos
    for pico in picos.ORDER:
        if picos.PICOS[pico][2] == machine_name:
            return pico + "_inky_pack"
    return DEFAULT


def configured(path=CONFIG_FILE):
    """The data of the board this device is configured as."""
    name = read_config(path)
    if name is not None:
        return load(name, path)
    import sys
    return load(guess(getattr(sys.implementation, "_machine", "")))


load_board = configured  # the name main.py uses
