"""Random numbers for dice: seedable for tests, hardware-seeded on the device.

The generator is sfc16 (Chris Doty-Humphrey's Small Fast Counting generator
with 16-bit words: three words of state plus a counter, so no cycle shorter
than 2**16, and statistically strong far beyond a game night's dice). It is
written out here rather than taken from a ``random`` module because the
MicroPython builds differ (the WASI build used in tests has none, rp2's is
seeded only once from the ring oscillator) and because a replayable game
needs the exact same sequence from the same seed on the Pico, in the
simulator and in the tests.

16-bit words keep every intermediate value a MicroPython small int (below
2**30), so a roll allocates nothing on the heap: no garbage collection in
the middle of a button press.

Integers in a range come from rejection sampling on the smallest covering
power of two, so every face is exactly equally likely (no modulo bias).
"""

_M16 = 0xFFFF


def hardware_seed():
    """A seed from whatever entropy the platform offers.

    Order of preference: ``os.urandom`` (rp2: the ring oscillator; CPython:
    the OS), rp2's ``random.getrandbits``, and as a last resort the
    microsecond clock, which still differs between boots because the time
    to the first roll depends on button presses.
    """
    try:
        import os
        b = os.urandom(6)
        return b[0] | b[1] << 8 | (b[2] | b[3] << 8) << 16 | (b[4] | b[5] << 8) << 32
    except (ImportError, AttributeError, OSError):
        pass
    try:
        import random
        return random.getrandbits(16) | random.getrandbits(16) << 16 | random.getrandbits(16) << 32
    except (ImportError, AttributeError, OSError):  # the WASI build's import fails so
        pass
    import time
    try:
        return time.ticks_us() ^ (time.ticks_ms() << 20)
    except AttributeError:
        return int(time.time() * 1000000)


class Rng:
    """sfc16 with 16-bit outputs. ``Rng(seed)`` for a fixed sequence,
    ``Rng()`` for a hardware-seeded one."""

    def __init__(self, seed=None):
        if seed is None:
            seed = hardware_seed()
        self.seed(seed)

    def seed(self, seed):
        seed = int(seed)
        if seed < 0:
            seed = -seed
        self._a = seed & _M16
        self._b = (seed >> 16) & _M16
        self._c = (seed >> 32) & _M16
        self._n = 1
        self.draws = 0
        # Warm up so that nearby seeds (1, 2, 3...) give unrelated sequences.
        for _ in range(12):
            self.next16()
        self.draws = 0

    def state(self):
        """The whole state as a list of small ints (for saving with a game)."""
        return [self._a, self._b, self._c, self._n, self.draws]

    def set_state(self, state):
        self._a, self._b, self._c, self._n, self.draws = state

    def next16(self):
        """The next 16 random bits."""
        b = self._b
        c = self._c
        t = (self._a + b + self._n) & _M16
        self._n = (self._n + 1) & _M16
        self._a = b ^ (b >> 5)
        self._b = (c + (c << 3)) & _M16
        self._c = ((((c << 6) | (c >> 10)) & _M16) + t) & _M16
        self.draws += 1
        return t

    def below(self, n):
        """A uniform integer in 0..n-1 (n up to 2**30), without modulo bias."""
        if n < 1:
            raise ValueError("range must hold at least one value")
        if n == 1:
            return 0
        if n > 0x40000000:
            raise ValueError("range too large")
        bits = 0
        m = n - 1
        while m:
            bits += 1
            m >>= 1
        if bits <= 16:
            shift = 16 - bits
            while True:
                v = self.next16() >> shift
                if v < n:
                    return v
        shift = 30 - bits
        while True:
            v = (((self.next16() & 0x3FFF) << 16) | self.next16()) >> shift
            if v < n:
                return v

    def randint(self, a, b):
        """A uniform integer in a..b inclusive."""
        return a + self.below(b - a + 1)

    def shuffle(self, items):
        """Fisher-Yates in place; returns the list for convenience."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def choice(self, items):
        return items[self.below(len(items))]
