"""Buttons: turns pin levels into the logical events the UI understands.

Events, for a button named ``a`` (likewise ``b``, ``c``, ``up``, ``down``):

- ``"a"``  short press: released before the long-press time;
- ``"A"``  long press: sent once, while still held, when the hold reaches
  the long-press time (``"UP"``/``"DOWN"`` for the arrow buttons);
- ``"a+"`` hold-repeat: sent while the button stays held, first at the
  repeat delay (never before the long press), then every repeat interval.
  A screen with number entry treats ``"A"`` and each ``"a+"`` as one more
  step; other screens ignore ``"a+"``. Releasing after a long press sends
  nothing.

A button already held when the machine starts is, on a Badger, the press
that switched it on: ``start(..., count_held=True)`` counts it as a press
beginning at start-up, so it still acts (a quick tap is usually over before
MicroPython runs; then the wake press is simply lost). Elsewhere a button
held through a reboot is ignored until it is released.

``Buttons`` is a pure state machine: it is fed ``(button, level, ticks_ms)``
samples in time order and ``tick(now)`` calls, and it queues events; it
never reads a pin or a clock itself, so tests replay exact timings.
Debouncing is by time stamp: a level counts once it has been stable for the
debounce time, judged from the time stamps of the samples, so edges replayed
late (recorded by interrupts while a panel refresh blocked the main loop)
give the same events as edges seen live.

``PinButtons`` binds it to ``machine.Pin`` objects: each edge interrupt
records (button, level, time) into a preallocated ring, and ``update()``
(called by the main loop) replays the ring, then polls every pin as a
fallback for a missed edge. The ring keeps presses made during a refresh
that blocks the loop for seconds.
"""

from micropython import const

from hw import clock as _default_clock
from hw.clock import wrap_diff

TYPE_CHECKING = False
if TYPE_CHECKING:
    from machine import Pin

DEBOUNCE_MS = const(20)
LONG_MS = const(600)
REPEAT_DELAY_MS = const(900)
REPEAT_MS = const(150)
QUEUE_LEN = const(16)
EDGE_RING = const(32)


class Buttons:
    """Debounce, long press and repeat for ``names`` (button order).

    ``active[i]`` is the pin level meaning "pressed" for button i (0 for a
    button to ground with a pull-up, 1 for one to 3.3 V with a pull-down)."""

    def __init__(self, names, active=None, debounce_ms=DEBOUNCE_MS, long_ms=LONG_MS,
                 repeat_delay_ms=REPEAT_DELAY_MS, repeat_ms=REPEAT_MS):
        n = len(names)
        self.names = tuple(names)
        self._long = tuple(nm.upper() for nm in names)
        self._repeat = tuple(nm + "+" for nm in names)
        self.active = tuple(active) if active is not None else (1,) * n
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.repeat_delay_ms = max(repeat_delay_ms, long_ms)
        self.repeat_ms = max(repeat_ms, 1)
        self._raw = [0] * n        # last sampled state, 1 = pressed
        self._raw_t = [0] * n      # when it last changed
        self._down = [0] * n       # debounced state
        self._down_t = [0] * n     # when the debounced press began
        self._long_sent = [0] * n
        self._next_repeat = [0] * n  # hold time of the next repeat event
        self._ignore = [0] * n     # held since start: no events until released
        self._queue = [""] * QUEUE_LEN
        self._head = 0
        self._count = 0
        self.dropped = 0
        self.last_activity = 0

    def index(self, name):
        return self.names.index(name)

    # -- input -------------------------------------------------------------

    def start(self, levels, now, count_held=False):
        """Set the levels read at start-up. Buttons already held count as
        pressed from ``now`` if ``count_held``, else are ignored until
        released."""
        self.last_activity = now
        for i in range(len(self.names)):
            pressed = 1 if levels[i] == self.active[i] else 0
            self._raw[i] = self._down[i] = pressed
            self._ignore[i] = 0 if count_held else pressed
            self._raw_t[i] = self._down_t[i] = now
            self._long_sent[i] = 0
            self._next_repeat[i] = self.repeat_delay_ms

    def feed(self, button, level, t):
        """A pin level sampled at time ``t`` (ticks_ms); ``button`` is an
        index or a name."""
        i = button if isinstance(button, int) else self.names.index(button)
        # Every button catches up to t first, so events leave the queue in
        # the order they happened, across buttons too.
        self.tick(t)
        pressed = 1 if level == self.active[i] else 0
        if pressed != self._raw[i]:
            self._raw[i] = pressed
            self._raw_t[i] = t
            self.last_activity = t

    def tick(self, now):
        """Let time pass to ``now``: debounce, long presses, repeats."""
        for i in range(len(self.names)):
            self._advance(i, now)

    def _advance(self, i, t):
        if self._raw[i] != self._down[i] and \
                wrap_diff(t, self._raw_t[i]) >= self.debounce_ms:
            edge = self._raw_t[i]
            if self._down[i]:
                self._held(i, edge)
                if not self._long_sent[i] and not self._ignore[i]:
                    self._emit(self.names[i])
                self._down[i] = 0
                self._ignore[i] = 0
            else:
                self._down[i] = 1
                self._down_t[i] = edge
                self._long_sent[i] = 0
                self._next_repeat[i] = self.repeat_delay_ms
        if self._down[i]:
            # A release not yet confirmed bounds the hold time: no long
            # press for a button that was let go before the threshold.
            self._held(i, t if self._raw[i] else self._raw_t[i])

    def _held(self, i, until):
        if self._ignore[i]:
            return
        held = wrap_diff(until, self._down_t[i])
        if not self._long_sent[i]:
            if held < self.long_ms:
                return
            self._long_sent[i] = 1
            self._emit(self._long[i])
        if held >= self._next_repeat[i]:
            self._emit(self._repeat[i])
            # One repeat per step even when the loop was blocked for a long
            # time: the count follows what the user sees, not a burst.
            nxt = self._next_repeat[i] + self.repeat_ms
            self._next_repeat[i] = nxt if nxt > held else held + self.repeat_ms

    # -- output ------------------------------------------------------------

    def _emit(self, name):
        if self._count == QUEUE_LEN:
            self._head = (self._head + 1) % QUEUE_LEN
            self._count -= 1
            self.dropped += 1
        self._queue[(self._head + self._count) % QUEUE_LEN] = name
        self._count += 1

    def get(self):
        """The oldest queued event, or None."""
        if not self._count:
            return None
        name = self._queue[self._head]
        self._head = (self._head + 1) % QUEUE_LEN
        self._count -= 1
        return name

    def pending(self):
        return self._count

    def any_down(self):
        """True while a button is held (debounced) or changing."""
        return any(self._down[i] or self._raw[i] for i in range(len(self.names)))


class PinButtons:
    """``Buttons`` fed from pins: edge interrupts plus polling."""

    def __init__(self, pins: "list[Pin]", buttons: Buttons, clock=None, use_irq=True,
                 count_held=False):
        self.pins = pins
        self.buttons = buttons
        self.clock = clock if clock is not None else _default_clock
        n = len(pins)
        self._last = [0] * n       # last level fed for each pin
        self._ring_b = [0] * EDGE_RING
        self._ring_l = [0] * EDGE_RING
        self._ring_t = [0] * EDGE_RING
        self._w = 0
        self._r = 0
        self.overflows = 0
        now = self.clock.ticks_ms()
        levels = [p.value() for p in pins]
        for i in range(n):
            self._last[i] = levels[i]
        self.held_at_start = tuple(buttons.names[i] for i in range(n)
                                   if levels[i] == buttons.active[i])
        buttons.start(levels, now, count_held)
        self.irq = False
        if use_irq:
            trigger = pins[0].IRQ_FALLING | pins[0].IRQ_RISING if n else 0
            for i in range(n):
                pins[i].irq(handler=self._handler(i), trigger=trigger)
            self.irq = True

    def _handler(self, i):
        def edge(pin):
            # Interrupt context: no allocation, just record the sample.
            w = self._w
            nxt = (w + 1) % EDGE_RING
            if nxt == self._r:
                self.overflows += 1   # polling resynchronises the level
                return
            self._ring_b[w] = i
            self._ring_l[w] = pin.value()
            self._ring_t[w] = self.clock.ticks_ms()
            self._w = nxt
        return edge

    def edges_waiting(self):
        return (self._w - self._r) % EDGE_RING

    def update(self):
        """Feed recorded edges and the current levels; call often."""
        b = self.buttons
        while self._r != self._w:
            r = self._r
            i = self._ring_b[r]
            level = self._ring_l[r]
            b.feed(i, level, self._ring_t[r])
            self._last[i] = level
            self._r = (r + 1) % EDGE_RING
        now = self.clock.ticks_ms()
        for i in range(len(self.pins)):
            level = self.pins[i].value()
            if level != self._last[i]:
                self._last[i] = level
                b.feed(i, level, now)
        b.tick(now)

    def get(self):
        return self.buttons.get()


def make(board, pins=None, clock=None, use_irq=True):
    """``Buttons`` for a board's button list and timings; with ``pins``
    (in the same order) a ``PinButtons`` bound to them, counting a press
    held at start-up on boards with a power latch (it woke the board)."""
    spec = board["buttons"]
    t = board.get("timing", {})
    machine = Buttons([s[0] for s in spec], [s[3] for s in spec],
                      t.get("debounce_ms", DEBOUNCE_MS), t.get("long_ms", LONG_MS),
                      t.get("repeat_delay_ms", REPEAT_DELAY_MS),
                      t.get("repeat_ms", REPEAT_MS))
    if pins is None:
        return machine
    latch = board.get("power", {}).get("latch")
    return PinButtons(pins, machine, clock, use_irq, count_held=latch is not None)
