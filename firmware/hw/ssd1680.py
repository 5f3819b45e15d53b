"""Driver for SSD1680-style e-ink controllers: the Waveshare Pico-ePaper-2.13
V4 (122 x 250) and Pico-ePaper-2.7 V2 (176 x 264), black and white, BUSY
high while busy, waveforms from the panel's OTP memory.

Native layout: ``native_w`` sources per row padded to whole bytes (16 bytes
for 122 pixels), ``native_h`` gate rows, MONO_HLSB, 1 = ink. The controller
stores 1 = white, so register 0x21 inverts both RAMs on the way to the panel.
Waveshare's landscape demos draw upright with native x = height - 1 - y and
native y = x, which is ``rotation`` 90 (board data).

The controller keeps two images: the new one (0x24) and the previous one
(0x26). A partial refresh (display mode 2, 0x22 = 0xFF) moves only the
pixels that differ between them, so after every refresh the driver writes
what it sent to 0x24 into 0x26 too: the previous image then always matches
what the panel shows. Until the driver has done one full refresh it cannot
know what the panel shows, so a partial refresh asked for before that is
done as a full one (``show()`` counts it as full).

A partial refresh follows the vendor's sequence: a RESET pulse, the border
set to VCOM (0x3C = 0x80, so the frame does not flash), the RAM window and
counters set to the changed window, then mode 2. A fast one (menus, lists,
number entry) uses the controller's fast mode, as Waveshare's 2.13 V4 code
does for its fast refresh: the temperature register set to 100 C (0x1A)
and the OTP waveform loaded for it (0x22 = 0x91), the shortest the panel
holds; then mode 2 without reloading temperature or waveform (0x22 = 0xCF).
It ghosts more; the periodic full refresh cleans it. To be checked on a
real panel.

``sleep()`` enters deep sleep mode 1 (0x10 = 0x01), which keeps both RAMs;
``wake()`` (or the next ``show()``) leaves it with a RESET pulse.

The Pico-ePaper-2.13 V3 uses the same controller but loads its waveforms
from the host (command 0x32); this driver relies on the V4's OTP waveforms.
"""

from micropython import const

from hw.epd import EpdPanel

TYPE_CHECKING = False
if TYPE_CHECKING:
    from machine import SPI, Pin

DRIVER_OUTPUT = const(0x01)
DEEP_SLEEP = const(0x10)
DATA_ENTRY = const(0x11)
SW_RESET = const(0x12)
TEMP_SENSOR = const(0x18)
TEMP_WRITE = const(0x1A)  # temperature register, as if the sensor read it
ACTIVATE = const(0x20)
UPDATE_1 = const(0x21)   # RAM options for the update
UPDATE_2 = const(0x22)   # update sequence
WRITE_NEW = const(0x24)  # black/white RAM: the image to show
WRITE_OLD = const(0x26)  # second RAM: the image shown, for mode 2
BORDER = const(0x3C)
RAM_X = const(0x44)
RAM_Y = const(0x45)
RAM_X_AT = const(0x4E)
RAM_Y_AT = const(0x4F)

SEQ_FULL = b"\xf7"     # clock, analog, load temperature and OTP waveform, mode 1, off
SEQ_PARTIAL = b"\xff"  # the same with display mode 2 (compare old and new)
SEQ_LOAD_LUT = b"\x91"  # clock on, load the waveform for the temperature register, off
SEQ_FAST = b"\xcf"      # mode 2 with the waveform loaded (no temperature, no reload)
FAST_TEMPERATURE = b"\x64\x00"  # 100 C: the OTP's shortest waveform
BORDER_FULL = b"\x05"  # border follows waveform LUT1 (white)
BORDER_PARTIAL = b"\x80"  # border held at VCOM: left alone
X_INCREMENT_Y_INCREMENT = b"\x03"
INTERNAL_SENSOR = b"\x80"
INVERT_BOTH_RAMS = const(0x88)  # 1 = ink in our buffer, 1 = white in the RAMs
DEEP_SLEEP_KEEP_RAM = b"\x01"


class SSD1680(EpdPanel):
    BUSY_LEVEL = 1
    NAME = "SSD1680 panel"

    def __init__(self, spi: "SPI", cs: "Pin", dc: "Pin", rst: "Pin", busy: "Pin",
                 width=250, height=122, native_w=122, native_h=250, rotation=90, clock=None,
                 timeout_ms=20000):
        EpdPanel.__init__(self, spi, cs, dc, rst, busy, width, height, native_w, native_h,
                          rotation, clock, timeout_ms)
        h = native_h - 1
        self._driver_output = bytes((h & 0xFF, h >> 8, 0x00))
        # Source output mode: panels up to 160 pixels use S8-S167 (0x80),
        # wider ones all 176 sources.
        self._update_1 = bytes((INVERT_BOTH_RAMS, 0x80 if native_w <= 160 else 0x00))
        self.shown_known = False  # True once 0x26 holds what the panel shows
        self._border = BORDER_FULL
        self.init()

    def _registers(self):
        self.command(DRIVER_OUTPUT, self._driver_output)
        self.command(DATA_ENTRY, X_INCREMENT_Y_INCREMENT)

    def init(self):
        """Hardware and software reset, then every setting for mode 1."""
        self.reset_pulse()
        self.wait_ready("reset")
        self.command(SW_RESET)
        self.wait_ready("software reset")
        self._registers()
        self._window(0, 0, self.stride * 8, self.native_h)
        self._border = BORDER_FULL
        self.command(BORDER, BORDER_FULL)
        self.command(UPDATE_1, self._update_1)
        self.command(TEMP_SENSOR, INTERNAL_SENSOR)
        self.wait_ready("init")
        self.asleep = False

    def _window(self, nx, ny, nw, nh):
        ye = ny + nh - 1
        self.command(RAM_X, bytes((nx >> 3, (nx + nw - 1) >> 3)))
        self.command(RAM_Y, bytes((ny & 0xFF, ny >> 8, ye & 0xFF, ye >> 8)))
        self._cursor(nx, ny)

    def _cursor(self, nx, ny):
        self.command(RAM_X_AT, bytes((nx >> 3,)))
        self.command(RAM_Y_AT, bytes((ny & 0xFF, ny >> 8)))

    def full_refresh(self, buf):
        if self._border != BORDER_FULL:
            self._border = BORDER_FULL
            self.command(BORDER, BORDER_FULL)
        self._window(0, 0, self.stride * 8, self.native_h)
        self.command(WRITE_NEW, buf)
        self._cursor(0, 0)
        self.command(WRITE_OLD, buf)
        self.command(UPDATE_2, SEQ_FULL)
        self.command(ACTIVATE)
        self.wait_ready("full refresh")
        self.shown_known = True

    def partial_refresh(self, buf, window):
        if not self.shown_known:
            self.full_refresh(buf)
            return True
        nx, ny, nw, nh = window
        # Vendor sequence: reset, then the registers the reset cleared.
        self.reset_pulse()
        self.wait_ready("reset")
        self._registers()
        self.command(UPDATE_1, self._update_1)
        self.command(TEMP_SENSOR, INTERNAL_SENSOR)
        self._border = BORDER_PARTIAL
        self.command(BORDER, BORDER_PARTIAL)
        self._window(nx, ny, nw, nh)
        self.command_window(WRITE_NEW, buf, nx, ny, nw, nh)
        if self.fast_asked:
            self.command(TEMP_WRITE, FAST_TEMPERATURE)
            self.command(UPDATE_2, SEQ_LOAD_LUT)
            self.command(ACTIVATE)
            self.wait_ready("loading the fast waveform")
            self.command(UPDATE_2, SEQ_FAST)
        else:
            self.command(UPDATE_2, SEQ_PARTIAL)
        self.command(ACTIVATE)
        self.wait_ready("partial refresh")
        # The window now shows the new image: make it the previous one.
        self._cursor(nx, ny)
        self.command_window(WRITE_OLD, buf, nx, ny, nw, nh)
        return False

    def sleep(self):
        if not self.asleep:
            self.command(DEEP_SLEEP, DEEP_SLEEP_KEEP_RAM)
            self.asleep = True

    def wake(self):
        self.init()
