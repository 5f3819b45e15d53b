"""A real board's hardware inside the WASI build, for the bench: the
board's data (``boards``, compiled, from build/boards) built by
``main.board_hardware`` as on the device, over the stand-in ``machine``
(standin_machine.py) and a clock whose
sleeps take no time. The heap the bench measures then holds what the
device's holds beside the app: the panel driver and its buffers, the
buttons' state and ring, the power and battery objects, and their code.
"""

import sys

import standin_machine


class Clock:
    """Ticks that only move when slept: waiting costs the bench nothing."""

    def __init__(self):
        self.now = 0

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def ticks_add(self, t, ms):
        return t + ms

    def sleep_ms(self, ms):
        self.now += ms


def hardware(name):
    """The ``hw.hardware.Hardware`` of board ``name`` (a name ``boards``
    knows), built as the device builds it (``main.board_hardware``)."""
    sys.modules["machine"] = standin_machine
    import main

    import boards
    board = boards.load(name)
    # BUSY reads "ready": high on a UC8151 (low while busy), low on an SSD1680
    standin_machine.READY[board["pins"]["busy"]] = 1 if board["panel"] == "uc8151" else 0
    board = boards = None
    return main.board_hardware(name, clock=Clock())
