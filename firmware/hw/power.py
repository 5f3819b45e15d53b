"""Power: keeping a Badger switched on and off, and sleeping between
presses on boards that cannot switch off.

Badger 2040 / 2040 W: a button press powers the board through the power
latch; the firmware must drive the latch pin (GP10) high at once to stay on
(``latch_on`` is the first thing ``boot.py`` runs, before ``main.py``), and
drives it low to switch off. The e-ink panel keeps the last image without power, and any
button switches the board on again. ``Power`` switches off after the
board's idle time, but never while the storage layer's ``busy()`` says a
write is in flight (it waits until the write ends) and never on USB power,
where the latch cannot cut power.

Other boards stay powered. On every board, after a shorter idle time
``rest()`` sleeps in ``machine.lightsleep`` slices with a timer (about
1.3 mA instead of 20+), waking every slice so the button poll still sees a
press; on USB it uses a plain sleep, because light sleep drops the USB
serial link.

The main loop calls, each round: ``note_activity(now)`` after a button
event or a refresh, ``maybe_switch_off(now)`` when it has nothing to do, and
``rest(now)`` before polling again.
"""

from hw import clock as _default_clock

TYPE_CHECKING = False
if TYPE_CHECKING:
    from machine import Pin

AWAKE_POLL_MS = 10


def radio_off(pin):
    """Drive a W board's WL_ON low: the radio chip stays unpowered under a
    firmware without its driver (boot.py, boards/picos.py)."""
    from machine import Pin
    Pin(pin, Pin.OUT, value=0)


def latch_on(pin_id):
    """Hold a Badger's power latch high; call before anything slow."""
    from machine import Pin
    return Pin(pin_id, Pin.OUT, value=1)


class Power:
    def __init__(self, latch: "Pin | None" = None, vbus: "Pin | None" = None,
                 idle_off_ms=120000, sleep_after_ms=5000, sleep_slice_ms=40,
                 storage_busy=None, clock=None, lightsleep=None):
        self.latch = latch
        self.vbus = vbus
        self.idle_off_ms = idle_off_ms
        self.sleep_after_ms = sleep_after_ms
        self.sleep_slice_ms = sleep_slice_ms
        self.storage_busy = storage_busy  # callable: True while a write is in flight
        self.clock = clock if clock is not None else _default_clock
        self.lightsleep = lightsleep
        self.last_activity = self.clock.ticks_ms()
        self.released = False
        self.deferred = 0   # how many times a write in flight delayed switching off
        if latch is not None:
            latch.value(1)

    def note_activity(self, now):
        self.last_activity = now
        if self.released:
            # Still running after letting go of the latch (USB power):
            # hold it again so unplugging USB does not cut us off.
            self.released = False
            if self.latch is not None:
                self.latch.value(1)

    def idle_ms(self, now):
        return self.clock.ticks_diff(now, self.last_activity)

    def on_usb(self):
        return self.vbus is not None and self.vbus.value() == 1

    def can_switch_off(self):
        return self.latch is not None

    def due(self, now):
        """True when the board should switch off now (latch boards)."""
        if self.latch is None or self.released or self.on_usb():
            return False
        if self.idle_ms(now) < self.idle_off_ms:
            return False
        busy = self.storage_busy
        if busy is not None and busy():
            self.deferred += 1
            return False
        return True

    def maybe_switch_off(self, now):
        """Release the latch if ``due``; returns True if it did. On battery
        the board loses power within milliseconds."""
        if not self.due(now):
            return False
        self.released = True
        if self.latch is not None:
            self.latch.value(0)
        return True

    def sleepy(self, now):
        """Idle long enough that the panel may go to deep sleep."""
        return self.idle_ms(now) >= self.sleep_after_ms

    def rest(self, now):
        """Pause before the next poll: light sleep on an idle board that
        is not on USB, a short sleep otherwise."""
        if self.lightsleep is not None and self.sleepy(now) and not self.on_usb():
            self.lightsleep(self.sleep_slice_ms)
        else:
            self.clock.sleep_ms(AWAKE_POLL_MS)
