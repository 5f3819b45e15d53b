"""Recording stand-ins for the Pico's pins, SPI bus, ADC and clock, usable
under CPython and inside MicroPython.

- ``Clock``: fake milliseconds; ``sleep_ms`` advances it, so a driver that
  waits on BUSY moves time forward exactly as far as it polled.
- ``Pin``: the parts of ``machine.Pin`` the firmware uses (``value``,
  ``on``/``off``, ``irq``); a test drives inputs with ``drive(level)``,
  which fires an edge interrupt like the real pin would.
- ``BusyPin``: a controller's BUSY output, active for a while after the
  commands that make the controller work (or forever: ``stuck``).
- ``SPI``: records every write with the DC level and checks CS is low.
- ``PanelRig``: the five objects a panel driver takes, wired together, with
  ``commands()`` giving the recorded stream as (command, parameters) pairs
  and "RESET" entries where RESET was pulsed.
- ``Machine``: a stand-in for the ``machine`` module, for ``hw.setup``.
"""

HALF = 0x20000000
MASK = 0x3FFFFFFF


class Clock:
    def __init__(self, now=0):
        self.now = now
        self.slept = 0

    def ticks_ms(self):
        return self.now & MASK

    def ticks_diff(self, a, b):
        return ((a - b + HALF) & MASK) - HALF

    def ticks_add(self, t, ms):
        return (t + ms) & MASK

    def sleep_ms(self, ms):
        self.now += ms
        self.slept += ms

    def advance(self, ms):
        self.now += ms


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id=None, mode=-1, pull=-1, value=None, level=0):
        self.id = id
        self.mode = mode
        self.pull = pull
        self.level = level if value is None else value
        self.writes = []          # every level the firmware set
        self.handler = None
        self.trigger = 0
        self.on_change = None     # test hook: called with the new level

    def __repr__(self):
        return "Pin(%r)" % (self.id,)

    def init(self, mode=-1, pull=-1, value=None):
        if mode != -1:
            self.mode = mode
        if pull != -1:
            self.pull = pull
        if value is not None:
            self.value(value)

    def value(self, v=None):
        if v is None:
            return self.level
        v = 1 if v else 0
        self.writes.append(v)
        changed = v != self.level
        self.level = v
        if changed and self.on_change is not None:
            self.on_change(v)
        return None

    def __call__(self, v=None):
        return self.value(v)

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    def irq(self, handler=None, trigger=12, hard=False):
        self.handler = handler
        self.trigger = trigger

    def drive(self, level):
        """Test side: the outside world sets this input's level."""
        level = 1 if level else 0
        old = self.level
        self.level = level
        if level != old and self.handler is not None:
            edge = self.IRQ_RISING if level else self.IRQ_FALLING
            if self.trigger & edge:
                self.handler(self)


class BusyPin(Pin):
    """BUSY output of a controller: ``active`` while busy."""

    def __init__(self, clock, active, id="BUSY"):
        Pin.__init__(self, id, Pin.IN)
        self.clock = clock
        self.active = active
        self.until = 0
        self.stuck = False
        self.reads = 0

    def hold(self, ms):
        self.until = max(self.until, self.clock.now + ms)

    def value(self, v=None):
        self.reads += 1
        busy = self.stuck or self.clock.now < self.until
        return self.active if busy else 1 - self.active


class SPI:
    def __init__(self, cs, dc):
        self.cs = cs
        self.dc = dc
        self.log = []       # [(dc, bytes)] and ("RESET", b"") markers
        self.errors = []
        self.on_command = None  # test hook: called with each command byte

    def write(self, buf):
        data = bytes(buf)
        if self.cs.level != 0:
            self.errors.append("write with CS high: %r" % (data[:8],))
        self.log.append((self.dc.level, data))
        if self.dc.level == 0 and self.on_command is not None:
            for b in data:
                self.on_command(b)
        return None

    def commands(self):
        """The log as [(command, parameters)]; RESET pulses as ("RESET", b"")."""
        out = []
        for dc, data in self.log:
            if dc == "RESET":
                out.append(("RESET", b""))
            elif dc == 0:
                for b in data:
                    out.append((b, b""))
            else:
                if not out or out[-1][0] == "RESET":
                    self.errors.append("data without a command")
                    continue
                cmd, params = out[-1]
                out[-1] = (cmd, params + data)
        return out

    def clear(self):
        self.log = []


class PanelRig:
    """Fake SPI, CS, DC, RESET and BUSY wired like a panel controller.

    ``busy_ms`` maps command bytes to how long BUSY stays active after
    them; ``reset_ms`` is how long BUSY stays active after a RESET pulse."""

    def __init__(self, busy_active, busy_ms=None, reset_ms=3, now=1000):
        self.clock = Clock(now)
        self.cs = Pin("CS", Pin.OUT, level=1)
        self.dc = Pin("DC", Pin.OUT)
        self.rst = Pin("RST", Pin.OUT, level=1)
        self.busy = BusyPin(self.clock, busy_active)
        self.spi = SPI(self.cs, self.dc)
        self.busy_ms = busy_ms or {}
        self.reset_ms = reset_ms
        self.resets = 0
        self.times = []     # [(command, clock time when it was sent)]
        self.spi.on_command = self._command
        self.rst.on_change = self._rst

    def _command(self, b):
        self.times.append((b, self.clock.now))
        ms = self.busy_ms.get(b)
        if ms:
            self.busy.hold(ms)

    def _rst(self, level):
        if level == 1:
            self.resets += 1
            self.spi.log.append(("RESET", b""))
            self.busy.hold(self.reset_ms)

    def args(self):
        return (self.spi, self.cs, self.dc, self.rst, self.busy)

    def commands(self):
        return self.spi.commands()

    def clear(self):
        self.spi.clear()
        self.times = []

    def sent_at(self, cmd, nth=0):
        """Clock time of the ``nth`` sending of command ``cmd``."""
        hits = [t for c, t in self.times if c == cmd]
        return hits[nth]


def find(commands, cmd):
    """Parameters of every occurrence of ``cmd`` in a command list."""
    return [p for c, p in commands if c == cmd]


def names(commands):
    """Only the command bytes (and "RESET") of a command list."""
    return [c for c, _ in commands]


class ADC:
    def __init__(self, machine, id):
        self.machine = machine
        self.id = id.id if isinstance(id, Pin) else id
        self.reads = 0

    def read_u16(self):
        self.reads += 1
        v = self.machine.adc_values.get(self.id, 0)
        if callable(v):
            return v()
        return v


class Machine:
    """Stand-in for the ``machine`` module: records the pins, buses and
    sleeps the firmware asks for."""

    def __init__(self, clock=None):
        self.clock = clock or Clock()
        self.pins = {}
        self.levels = {}    # input levels pins read when created, by id
        self.spis = []
        self.adc_values = {}
        self.sleeps = []
        machine = self

        class _Pin(Pin):
            def __init__(self, id, mode=-1, pull=-1, value=None):
                Pin.__init__(self, id, mode, pull, value, machine.levels.get(id, 0))
                machine.pins[id] = self

        class _SPI:
            def __init__(self, id, baudrate=1000000, polarity=0, phase=0, sck=None,
                         mosi=None, miso=None):
                self.id = id
                self.baudrate = baudrate
                self.sck = sck
                self.mosi = mosi
                self.writes = []
                machine.spis.append(self)

            def write(self, buf):
                self.writes.append(bytes(buf))

        def _adc(id):
            return ADC(machine, id)

        self.Pin = _Pin
        self.SPI = _SPI
        self.ADC = _adc

    def lightsleep(self, ms=None):
        self.sleeps.append(ms)
        if ms:
            self.clock.advance(ms)
