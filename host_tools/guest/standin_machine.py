"""A stand-in for MicroPython's ``machine`` module inside the WASI build,
where there is none: what lets the bench build a real board's hardware
(``hw.setup.build``: the panel driver, buttons, power latch, battery
sense) and drive it press by press, so that the drivers' code and objects
are in the heap it measures, as they are on the board.

Nothing here keeps what it is given: the SPI bus takes a frame's bytes and
drops them, a pin remembers only its level. Pins read their pull's idle
level (a button not pressed), except those named in ``READY``: the
panel's BUSY pin, set by ``host_tools/guest/board.py`` to the level that
means "ready" for the board's controller, so no refresh waits.
"""

# pin id -> the level it reads
READY = {}


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        self.level = 0
        self.init(mode, pull, value)

    def init(self, mode=-1, pull=-1, value=None):
        if value is not None:
            self.level = 1 if value else 0
        elif self.id in READY:
            self.level = READY[self.id]
        elif pull == Pin.PULL_UP:
            self.level = 1

    def value(self, v=None):
        if v is None:
            return self.level
        self.level = 1 if v else 0
        return None

    def __call__(self, v=None):
        return self.value(v)

    def on(self):
        self.level = 1

    def off(self):
        self.level = 0

    def irq(self, handler=None, trigger=12, hard=False):
        return None


class SPI:
    def __init__(self, id=0, baudrate=1000000, polarity=0, phase=0, sck=None, mosi=None,
                 miso=None):
        self.id = id

    def init(self, *args, **kwargs):
        pass

    def write(self, buf):
        pass

    def deinit(self):
        pass


class ADC:
    """Mid-scale: a battery the firmware reads as about half full."""

    def __init__(self, pin):
        self.pin = pin

    def read_u16(self):
        return 32768


def lightsleep(ms=0):
    pass


def freq(hz=None):
    return 125000000


def unique_id():
    return b"\x00" * 8
