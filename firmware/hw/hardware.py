"""The board's hardware as the main loop uses it: the panel, the buttons,
power management, battery sense and the LED, built from the board's data
by ``hw.setup.build``. Its own module, so that the builder's code can
leave the heap once the board is up while this stays.
"""

from hw import clock as _default_clock


class Hardware:
    """Everything the main loop needs from the board."""

    def __init__(self, board, panel, buttons, power, battery, led, clock=None):
        self.board = board
        self.panel = panel
        self.buttons = buttons      # hw.buttons.PinButtons
        self.power = power          # hw.power.Power
        self.battery = battery      # hw.battery.Battery or None
        self.led = led              # machine.Pin or None
        self.clock = clock if clock is not None else _default_clock

    def power_status(self):
        """What the settings screen shows about power: ("usb", None) on USB
        or another supply above what the cells can give, ("battery",
        (volts, percent)), or ("unknown", None) when this board cannot
        measure its battery: saying so beats showing a wrong level; and
        ("vsys", (volts, percent)) where the supply is read but USB power
        cannot be told (no VBUS sense: a W board on the plain firmware)."""
        if self.power.on_usb():
            return "usb", None
        if self.battery is None:
            return "unknown", None
        volts, pct = self.battery.read()
        if volts > self.battery.full_volts() * 1.05:
            return "usb", None
        if self.power.vbus is None:
            return "vsys", (volts, pct)
        return "battery", (volts, pct)

    @property
    def held_at_start(self):
        """Names of the buttons held when the board started."""
        return self.buttons.held_at_start

    def next_key(self, app=None):
        """Wait for the next button event and return it ("a", "B", "c+"...).

        While waiting: switch a Badger off after its idle time (unless a
        storage write is in flight), put the panel to deep sleep once idle,
        and rest between polls (light sleep when idle and not on USB). The
        LED is lit from a press until the next call, i.e. while the app
        handles it and refreshes the panel. If no ``storage_busy`` was given
        to ``build``, ``app.store.busy`` (or ``app.store.storage.busy``) is
        used when the app has one."""
        power = self.power
        if power.storage_busy is None and app is not None:
            power.storage_busy = _find_busy(getattr(app, "store", None))
        if self.led is not None:
            self.led.value(0)
        while True:
            self.buttons.update()
            key = self.buttons.get()
            now = self.clock.ticks_ms()
            if key is not None:
                power.note_activity(now)
                if self.led is not None:
                    self.led.value(1)
                return key
            if self.buttons.buttons.any_down():
                power.note_activity(now)   # a held button is not idleness
            elif power.maybe_switch_off(now):
                continue                   # on battery the power is gone by now
            if power.sleepy(now) and not self.panel.asleep:
                self.panel.sleep()
            power.rest(now)


def _find_busy(store):
    for obj in (store, getattr(store, "storage", None)):
        busy = getattr(obj, "busy", None)
        if callable(busy):
            return busy
    return None
