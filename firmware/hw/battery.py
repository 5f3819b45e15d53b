"""Battery voltage and a rough charge estimate for the status line.

Badger 2040: the battery, through a 1:3 divider, on GP29 (ADC3). The ADC
measures against the 3.3 V rail, which sags as the cells run down, so the
board has a 1.24 V reference on GP28 (ADC2), powered by GP27 only while
measuring; reading both gives the rail: ``vdd = 1.24 * 65535 / ref`` and
``vbat = raw / 65535 * 3 * vdd``.

Pico-based boards (Inky Pack, Waveshare modules): VSYS through the Pico's
own 1:3 divider on GP29 against a steady 3.3 V rail (the Pico's regulator
holds it down to about 1.8 V in). On a Pico W or Pico 2 W, GP29 is also the
radio chip's clock: ``hw.setup`` gives a ``claim`` function that borrows it
for each reading.

Percentages come from rough discharge curves at a light load (data below):
good for "full / half / replace soon", not for a fuel gauge.
"""

# (volts per cell, percent), rising; linear in between.
ALKALINE = ((1.00, 0), (1.10, 5), (1.20, 25), (1.30, 55), (1.40, 80), (1.50, 95),
            (1.60, 100))
NIMH = ((1.00, 0), (1.15, 10), (1.20, 40), (1.25, 75), (1.30, 90), (1.40, 100))
LIPO = ((3.30, 0), (3.50, 5), (3.60, 15), (3.70, 40), (3.80, 60), (3.90, 75), (4.00, 85),
        (4.10, 95), (4.20, 100))
CURVES = {"alkaline": ALKALINE, "nimh": NIMH, "lipo": LIPO}

FULL_SCALE = 65535


def percent(volts, chemistry="alkaline", cells=2):
    """Rough charge left (0-100) of ``cells`` cells in series at ``volts``."""
    curve = CURVES.get(chemistry)
    if curve is None:
        raise ValueError("unknown battery chemistry %r (known: %s)"
                         % (chemistry, ", ".join(sorted(CURVES))))
    v = volts / cells
    if v <= curve[0][0]:
        return 0
    for k in range(1, len(curve)):
        v1, p1 = curve[k]
        if v <= v1:
            v0, p0 = curve[k - 1]
            return int(p0 + (p1 - p0) * (v - v0) / (v1 - v0) + 0.5)
    return 100


class Battery:
    """Reads the battery through ``adc`` (an ``machine.ADC``).

    With ``ref_adc`` and ``ref_enable`` (Badger 2040) the rail voltage is
    measured against the reference each time; without, it is ``rail``.
    ``offset`` is added to the result (a diode between cells and sense
    point, if a board has one). With ``claim`` (a pin shared with the radio
    chip) ``adc`` is None and ``claim()`` gives the ADC for each reading."""

    def __init__(self, adc, chemistry="alkaline", cells=2, ref_adc=None, ref_enable=None,
                 ref_volts=1.24, rail=3.3, divider=3.0, offset=0.0, samples=4, claim=None):
        percent(0, chemistry, cells)  # reject an unknown chemistry now
        self.adc = adc
        self.chemistry = chemistry
        self.cells = cells
        self.ref_adc = ref_adc
        self.ref_enable = ref_enable
        self.ref_volts = ref_volts
        self.rail = rail
        self.divider = divider
        self.offset = offset
        self.samples = samples
        self.claim = claim

    def _mean(self, adc):
        total = 0
        for _ in range(self.samples):
            total += adc.read_u16()
        return total / self.samples

    def volts(self):
        rail = self.rail
        if self.ref_adc is not None:
            if self.ref_enable is not None:
                self.ref_enable.value(1)
            try:
                ref = self._mean(self.ref_adc)
                raw = self._mean(self.adc)
            finally:
                if self.ref_enable is not None:
                    self.ref_enable.value(0)
            if ref <= 0:
                return 0.0
            rail = self.ref_volts * FULL_SCALE / ref
        elif self.claim is not None:
            adc = self.claim()
            adc.read_u16()  # the first conversion after switching the pin reads low
            raw = self._mean(adc)
        else:
            raw = self._mean(self.adc)
        return raw / FULL_SCALE * self.divider * rail + self.offset

    def full_volts(self):
        """The voltage of full cells: more than that is another supply."""
        return CURVES[self.chemistry][-1][0] * self.cells

    def percent(self, volts=None):
        if volts is None:
            volts = self.volts()
        return percent(volts, self.chemistry, self.cells)

    def read(self):
        """(volts rounded to 0.01, percent)."""
        v = self.volts()
        return int(v * 100 + 0.5) / 100, self.percent(v)
