"""Driver for the UC8151 (IL0373-compatible) e-ink controller of the Pimoroni
Pico Inky Pack, Badger 2040 and Badger 2040 W: 128 x 296 pixels, black and
white, BUSY low while busy.

Native layout: 128 pixels per row (sources, 16 bytes), 296 rows (gates),
MONO_HLSB, 1 = ink. The panel setting register scans gates upwards and
shifts sources right; with that, Pimoroni's boards held with the buttons
below the panel show the frame buffer upright at ``rotation`` 270 (board
data). Ink polarity is set in hardware: VCOM and data interval 0x4C makes
data 1 black (0x9C would make it white).

Refresh modes:

- full: the controller's built-in (OTP) waveform, about 4.5 s with the
  flashing that clears ghosts;
- partial: the window (partial-in 0x91, window 0x90) is driven with a short
  waveform from registers 0x20-0x24, about 0.8 s (the play screen after a
  change). Each pixel's waveform depends only on its new colour, never on
  the previous image, so the controller's memory of the old frame does not
  matter (after a reset or a power cut a partial refresh is still right).
  It ghosts a little; the UI runs a full refresh now and then;
- fast: the same with a shorter waveform, about 0.26 s (menus, lists,
  number entry). It ghosts more; the same periodic full refresh cleans it.
  The register tables are rewritten only when the kind changes.

After every refresh the charge pumps are switched off (0x02), which keeps
the image; ``sleep()`` enters deep sleep (0x07 0xA5) and only a RESET
pulse leaves it, which ``wake()`` (or the next ``show()``) does.
"""

from micropython import const

from hw.epd import EpdPanel

TYPE_CHECKING = False
if TYPE_CHECKING:
    from machine import SPI, Pin

# Commands (UC8151 datasheet names)
PSR = const(0x00)   # panel setting
PWR = const(0x01)   # power setting
POF = const(0x02)   # power off
PFS = const(0x03)   # power off sequence
PON = const(0x04)   # power on
BTST = const(0x06)  # booster soft start
DSLP = const(0x07)  # deep sleep
DSP = const(0x11)   # data stop
DRF = const(0x12)   # display refresh
DTM2 = const(0x13)  # new image data
LUT_VCOM = const(0x20)
LUT_WW = const(0x21)
LUT_BW = const(0x22)
LUT_WB = const(0x23)
LUT_BB = const(0x24)
PLL = const(0x30)
TSE = const(0x41)   # temperature sensor
CDI = const(0x50)   # VCOM and data interval
TCON = const(0x60)
PTL = const(0x90)   # partial window
PTIN = const(0x91)  # partial in
PTOU = const(0x92)  # partial out

# Panel setting: 128x296, black/white, gates scan up, sources shift right,
# booster on, no soft reset; bit 5 picks the register waveform over OTP.
PSR_OTP = const(0x9F)
PSR_REG = const(0xBF)

NATIVE_W = const(128)
NATIVE_H = const(296)

POWER_SETTING = b"\x03\x00\x2b\x2b\x2b"  # internal VDS/VDG, VGH/VGL 16 V, VDH/VDL 11 V
BOOSTER = b"\x17\x17\x17"                # 10 ms soft start, strength 3, 6.58 us off
CDI_INK_IS_1 = b"\x4c"                   # border white, data 1 = black
PLL_100HZ = b"\x3a"                      # one waveform frame = 10 ms
DEEP_SLEEP_CHECK = b"\xa5"

# The partial-refresh waveforms, as phases of (frames driving the opposite
# colour, frames driving the new colour, repeats); one frame is 10 ms. The
# back-and-forth shakes the particles loose, the long drive settles them.
# The play screen's: 2 x (12 + 12) + 30 = 78 frames, about 0.8 s. To be
# tuned on a real panel.
PARTIAL_PHASES = ((12, 12, 2), (0, 30, 1))
# Menus, lists and number entry: 4 + 2 x (2 + 2) + 2 x 7 = 26 frames, about
# 0.26 s. The shape and frame counts follow the "turbo" update speed of
# Pimoroni's UC8151 driver (pimoroni-pico, drivers/uc8151/uc8151.cpp,
# turbo_luts, rated 250 ms there): a push towards the opposite colour, two
# short shakes, then the new colour twice.
FAST_PHASES = ((4, 0, 1), (2, 2, 2), (0, 7, 2))

_VDH = const(1)  # level code driving a pixel black
_VDL = const(2)  # level code driving a pixel white


def fast_luts(phases=FAST_PHASES):
    """The five waveform tables (VCOM, WW, BW, WB, BB) for a partial refresh
    with ``phases`` (FAST_PHASES or PARTIAL_PHASES).

    Every table uses the same frame timing (the controller steps through
    them together). WW and BW end white, WB and BB end black: the target
    colour alone picks the waveform."""
    vcom = bytearray(44)  # 7 rows of 6 bytes + 2 bytes of gate options
    to_paper = bytearray(42)
    to_ink = bytearray(42)
    for row, phase in enumerate(phases):
        opposite, target, repeat = phase
        at = row * 6
        if opposite:
            to_ink[at] = (_VDL << 6) | (_VDH << 4)
            to_paper[at] = (_VDH << 6) | (_VDL << 4)
            frames = [opposite, target]
        else:
            to_ink[at] = _VDH << 6
            to_paper[at] = _VDL << 6
            frames = [target]
        for k, n in enumerate(frames):
            vcom[at + 1 + k] = to_ink[at + 1 + k] = to_paper[at + 1 + k] = n
        vcom[at + 5] = to_ink[at + 5] = to_paper[at + 5] = repeat
    return vcom, to_paper, to_paper, to_ink, to_ink


def partial_window(nx, ny, nw, nh):
    """Parameters of the partial window command 0x90 for the native window
    (nx, ny, nw, nh): HRST, HRED (source bytes: low 3 bits 000 and 111),
    VRST and VRED (gates, high byte first), then 0x01 (gates scan the
    whole panel; pixels outside the window keep their image)."""
    ye = ny + nh - 1
    return bytes((nx, nx + nw - 1, ny >> 8, ny & 0xFF, ye >> 8, ye & 0xFF, 0x01))


class UC8151(EpdPanel):
    BUSY_LEVEL = 0
    NAME = "UC8151 panel"

    def __init__(self, spi: "SPI", cs: "Pin", dc: "Pin", rst: "Pin", busy: "Pin",
                 width=296, height=128, rotation=270, clock=None, timeout_ms=20000):
        EpdPanel.__init__(self, spi, cs, dc, rst, busy, width, height, NATIVE_W, NATIVE_H,
                          rotation, clock, timeout_ms)
        self._psr = PSR_OTP
        self._phases = None     # the waveform in the LUT registers
        self.init()

    def init(self):
        """Reset the controller and load every setting; leaves power off."""
        self.reset_pulse()
        self.wait_ready("reset")
        self._psr = PSR_OTP
        self.command(PSR, bytes((PSR_OTP,)))
        self.command(PWR, POWER_SETTING)
        self.command(PON)
        self.wait_ready("power on")
        self.command(BTST, BOOSTER)
        self.command(PFS, b"\x00")  # discharge over one frame at power off
        self.command(TSE, b"\x00")  # internal temperature sensor, no offset
        self.command(TCON, b"\x22")
        self.command(CDI, CDI_INK_IS_1)
        self.command(PLL, PLL_100HZ)
        self._phases = None
        self._load_luts(PARTIAL_PHASES)
        self.command(POF)
        self.wait_ready("power off")
        self.asleep = False

    def _load_luts(self, phases):
        if self._phases is not phases:
            self._phases = phases
            tables = fast_luts(phases)
            for i in range(5):
                self.command(LUT_VCOM + i, tables[i])

    def _waveform(self, psr):
        if self._psr != psr:
            self._psr = psr
            self.command(PSR, bytes((psr,)))

    def full_refresh(self, buf):
        self._waveform(PSR_OTP)
        self.command(PON)
        self.wait_ready("power on")
        self.command(PTOU)
        self.command(DTM2, buf)
        self.command(DSP)
        self.command(DRF)
        self.wait_ready("full refresh")
        self.command(POF)
        self.wait_ready("power off")

    def partial_refresh(self, buf, window):
        nx, ny, nw, nh = window
        self._load_luts(FAST_PHASES if self.fast_asked else PARTIAL_PHASES)
        self._waveform(PSR_REG)
        self.command(PON)
        self.wait_ready("power on")
        self.command(PTIN)
        self.command(PTL, partial_window(nx, ny, nw, nh))
        self.command_window(DTM2, buf, nx, ny, nw, nh)
        self.command(DSP)
        self.command(DRF)
        self.wait_ready("partial refresh")
        self.command(PTOU)
        self.command(POF)
        self.wait_ready("power off")
        return False

    def sleep(self):
        if not self.asleep:
            self.command(DSLP, DEEP_SLEEP_CHECK)
            self.asleep = True

    def wake(self):
        self.init()
