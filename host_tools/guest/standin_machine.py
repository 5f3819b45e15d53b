"""A stand-in for the Pico's ``machine`` module, so that a measurement
inside the MicroPython WASI build can build a board's real hardware
objects (``hw.setup.build``): the panel driver, the buttons, power and
battery modules are imported and their objects made, as on the device,
and so counted in the heap figures. Nothing is recorded (a recording fake
would grow the heap it measures); inputs read idle, the bus swallows
every byte.

``install()`` puts it in ``sys.modules`` as ``machine``. Only for
measurements (``host_tools.bench``); the tests' recording fakes live in
``tests/support/fakehw.py``.
"""

import sys


class Pin:
    # machine.Pin's constants, as the firmware names them
    IN, OUT, OPEN_DRAIN = 0, 1, 2
    PULL_UP, PULL_DOWN = 1, 2
    IRQ_FALLING, IRQ_RISING = 4, 8

    def __init__(self, id=None, mode=-1, pull=-1, value=None):
        self.id = id
        # an input with a pull-up idles high: a button not pressed
        self.level = value if value is not None else (1 if pull == 1 else 0)

    def value(self, v=None):
        if v is None:
            return self.level
        self.level = v
        return None

    def on(self):
        self.level = 1

    def off(self):
        self.level = 0

    def irq(self, handler=None, trigger=0):
        return None


class SPI:
    def __init__(self, id, baudrate=1000000, polarity=0, phase=0, sck=None, mosi=None,
                 miso=None):
        self.id = id

    def write(self, buf):
        return None


class ADC:
    def __init__(self, pin):
        self.pin = pin

    def read_u16(self):
        return 0


def lightsleep(ms=None):
    return None


def install():
    sys.modules["machine"] = sys.modules[__name__]
