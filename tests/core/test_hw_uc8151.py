"""UC8151 driver (Pico Inky Pack, Badger 2040): the byte streams it sends
for init, full refresh, partial refresh and sleep, checked against the
controller's documented command sequences, on a recording fake SPI bus."""

from hw.panel import PanelError
from hw.uc8151 import FAST_PHASES, PARTIAL_PHASES, UC8151, fast_luts, partial_window
from support import fakehw
from support.fakehw import find, names

# Busy times after power on (0x04), refresh (0x12) and power off (0x02).
BUSY_MS = {0x04: 40, 0x12: 900, 0x02: 30}
FRAME = 16 * 296  # 4,736 bytes


def make(busy_ms=None):
    rig = fakehw.PanelRig(busy_active=0, busy_ms=busy_ms or BUSY_MS)
    panel = UC8151(*rig.args(), clock=rig.clock)
    return rig, panel


def pattern():
    buf = bytearray(FRAME)
    for i in range(FRAME):
        buf[i] = (i * 7 + (i // 16)) & 0xFF
    return buf


def window_bytes(buf, nx, ny, nw, nh):
    out = bytearray()
    for row in range(ny, ny + nh):
        start = row * 16 + nx // 8
        out += buf[start:start + nw // 8]
    return bytes(out)


def test_init_sends_the_documented_setup_and_powers_off():
    rig, panel = make()
    cmds = rig.commands()
    assert names(cmds) == ["RESET", 0x00, 0x01, 0x04, 0x06, 0x03, 0x41, 0x60, 0x50, 0x30,
                           0x20, 0x21, 0x22, 0x23, 0x24, 0x02]
    assert cmds[1][1] == b"\x9f"                  # 128x296, OTP waveform, B/W, booster on
    assert cmds[2][1] == b"\x03\x00\x2b\x2b\x2b"  # power setting
    assert cmds[4][1] == b"\x17\x17\x17"          # booster soft start
    assert cmds[8][1] == b"\x4c"                  # data 1 = black, white border
    assert cmds[9][1] == b"\x3a"                  # PLL 100 Hz
    assert [len(p) for c, p in cmds[10:15]] == [44, 42, 42, 42, 42]
    assert rig.spi.errors == []
    assert rig.rst.writes[-2:] == [0, 1]          # RESET pulsed low, released high


def test_init_waits_for_busy_low_to_clear_after_power_on():
    rig, panel = make()
    # BUSY (low = busy) stays low 40 ms after power on: the booster setting
    # must not be sent before it clears.
    assert rig.sent_at(0x06) - rig.sent_at(0x04) >= 40


def test_a_busy_line_of_the_wrong_polarity_times_out_instead_of_hanging():
    rig = fakehw.PanelRig(busy_active=1, busy_ms=BUSY_MS)  # idles low: "busy" to a UC8151
    try:
        UC8151(*rig.args(), clock=rig.clock, timeout_ms=3000)
    except PanelError as e:
        assert "reset" in str(e) and "BUSY" in str(e)
    else:
        assert False, "no PanelError"
    assert 3000 <= rig.clock.slept < 3100


def test_full_refresh_sends_the_whole_frame_and_waits_for_the_refresh():
    rig, panel = make()
    rig.clear()
    buf = pattern()
    panel.show(buf, full=True)
    cmds = rig.commands()
    assert names(cmds) == [0x04, 0x92, 0x13, 0x11, 0x12, 0x02]
    assert find(cmds, 0x13) == [bytes(buf)]
    assert rig.sent_at(0x02) - rig.sent_at(0x12) >= 900   # power off only after refresh
    assert (panel.full_refreshes, panel.partial_refreshes) == (1, 0)


def test_partial_window_bytes():
    # HRST/HRED are source pixels (low bits 000/111), VRST/VRED gate rows
    # split high byte first, then 0x01.
    assert partial_window(0, 0, 128, 296) == bytes((0x00, 0x7F, 0x00, 0x00, 0x01, 0x27, 0x01))
    assert partial_window(8, 16, 32, 40) == bytes((0x08, 0x27, 0x00, 0x10, 0x00, 0x37, 0x01))
    assert partial_window(120, 256, 8, 40) == bytes((0x78, 0x7F, 0x01, 0x00, 0x01, 0x27, 0x01))
    assert partial_window(64, 255, 64, 2) == bytes((0x40, 0x7F, 0x00, 0xFF, 0x01, 0x00, 0x01))


def test_partial_refresh_sends_exactly_the_window():
    rig, panel = make()
    buf = pattern()
    for window in ((8, 16, 32, 40), (120, 256, 8, 40), (0, 0, 128, 296), (56, 100, 16, 1)):
        rig.clear()
        panel.show(buf, full=False, window=window)
        cmds = rig.commands()
        assert find(cmds, 0x90) == [partial_window(*window)]
        data = find(cmds, 0x13)
        assert len(data) == 1
        assert len(data[0]) == window[2] // 8 * window[3]
        assert data[0] == window_bytes(buf, *window)
        assert names(cmds)[-8:] == [0x04, 0x91, 0x90, 0x13, 0x11, 0x12, 0x92, 0x02]
    assert rig.spi.errors == []
    assert panel.partial_refreshes == 4


def test_partial_refresh_switches_to_the_register_waveform_and_back():
    rig, panel = make()
    rig.clear()
    buf = pattern()
    panel.show(buf, full=False, window=(0, 0, 16, 8))
    panel.show(buf, full=False, window=(0, 8, 16, 8))
    panel.show(buf, full=True)
    # Panel setting: register waveform (bit 5) once before the partials,
    # the OTP waveform again before the full refresh.
    assert find(rig.commands(), 0x00) == [b"\xbf", b"\x9f"]
    order = names(rig.commands())
    assert order.index(0x00) < order.index(0x91)


def test_fast_waveform_depends_only_on_the_new_colour():
    vcom, ww, bw, wb, bb = fast_luts()
    assert ww == bw and wb == bb
    assert len(vcom) == 44 and len(ww) == 42
    # Same frame timing in every table, phase by phase.
    for row in range(7):
        at = row * 6
        timing = vcom[at + 1:at + 6]
        assert ww[at + 1:at + 6] == timing and wb[at + 1:at + 6] == timing
    # The last phase drives white (10) towards paper and black (01) towards ink.
    last = max(r for r in range(7) if vcom[r * 6 + 5])
    assert ww[last * 6] >> 6 == 2 and wb[last * 6] >> 6 == 1
    assert all(vcom[r * 6] == 0 for r in range(7))   # VCOM stays at VCOM_DC


def luts_sent(cmds):
    """The waveform tables of every LUT load in ``cmds``, five at a time."""
    tables = [p for c, p in cmds if c in (0x20, 0x21, 0x22, 0x23, 0x24)]
    return [tuple(tables[i:i + 5]) for i in range(0, len(tables), 5)]


def test_fast_and_partial_refreshes_load_their_own_waveform_once():
    rig, panel = make()
    # init loads the play screen's (partial) waveform
    assert luts_sent(rig.commands()) == [fast_luts(PARTIAL_PHASES)]
    buf = pattern()
    rig.clear()
    panel.show(buf, full=False, window=(0, 0, 16, 8), fast=True)
    cmds = rig.commands()
    # the fast tables before the refresh, then the partial sequence as ever
    assert luts_sent(cmds) == [fast_luts(FAST_PHASES)]
    order = names(cmds)
    assert order.index(0x24) < order.index(0x91)
    assert order[-8:] == [0x04, 0x91, 0x90, 0x13, 0x11, 0x12, 0x92, 0x02]
    rig.clear()
    panel.show(buf, full=False, window=(0, 8, 16, 8), fast=True)   # still loaded
    assert luts_sent(rig.commands()) == []
    rig.clear()
    panel.show(buf, full=False, window=(0, 8, 16, 8))               # the cleaner one again
    assert luts_sent(rig.commands()) == [fast_luts(PARTIAL_PHASES)]
    rig.clear()
    panel.show(buf, full=True, fast=True)       # full is full: OTP waveform, no tables
    assert luts_sent(rig.commands()) == [] and find(rig.commands(), 0x00) == [b"\x9f"]
    assert (panel.full_refreshes, panel.partial_refreshes, panel.fast_refreshes) == (1, 3, 2)


def test_fast_waveform_is_a_third_of_the_partial_one():
    # 10 ms frames (PLL 100 Hz): 26 frames (Pimoroni's turbo speed, ~0.25 s)
    # against 78 (~0.8 s); both end driving the new colour.
    def frames(phases):
        return sum((a + b) * n for a, b, n in phases)
    assert (frames(FAST_PHASES), frames(PARTIAL_PHASES)) == (26, 78)
    for phases in (FAST_PHASES, PARTIAL_PHASES):
        vcom, ww, bw, wb, bb = fast_luts(phases)
        last = len(phases) - 1
        assert ww[last * 6] >> 6 == 2 and wb[last * 6] >> 6 == 1


def test_deep_sleep_and_wake_on_the_next_show():
    rig, panel = make()
    rig.clear()
    panel.sleep()
    panel.sleep()                                  # a second call sends nothing
    assert rig.commands() == [(0x07, b"\xa5")]
    rig.clear()
    panel.show(pattern(), full=False, window=(0, 0, 8, 8))
    order = names(rig.commands())
    assert order[0] == "RESET"                     # only a reset leaves deep sleep
    assert order.index(0x01) < order.index(0x91)   # re-initialised before drawing
    assert not panel.asleep


def test_a_refresh_that_never_ends_raises_a_clear_error():
    rig, panel = make()
    rig.busy_ms[0x12] = 0
    rig.spi.on_command = None

    def stuck_on_refresh(b):
        if b == 0x12:
            rig.busy.stuck = True
    rig.spi.on_command = stuck_on_refresh
    start = rig.clock.now
    try:
        panel.show(pattern(), full=True)
    except PanelError as e:
        text = str(e)
        assert "full refresh" in text and "BUSY still low" in text and "20000 ms" in text
    else:
        assert False, "no PanelError"
    assert 20000 <= rig.clock.now - start < 20100
    assert panel.full_refreshes == 0   # a failed refresh is not counted


def test_wrong_buffer_or_window_is_refused():
    rig, panel = make()
    for bad in ((bytearray(100), None), (pattern(), (4, 0, 8, 8)), (pattern(), (0, 290, 8, 8))):
        try:
            panel.show(bad[0], full=False, window=bad[1])
        except PanelError:
            pass
        else:
            assert False, "accepted %r" % (bad[1],)


def test_geometry_must_fit_the_rotation():
    rig = fakehw.PanelRig(busy_active=0, busy_ms=BUSY_MS)
    try:
        UC8151(*rig.args(), rotation=0, clock=rig.clock)
    except PanelError as e:
        assert "128x296" in str(e) and "rotation 0" in str(e)
    else:
        assert False, "a portrait panel accepted a landscape image at rotation 0"
    rig = fakehw.PanelRig(busy_active=0, busy_ms=BUSY_MS)
    p = UC8151(*rig.args(), rotation=90, clock=rig.clock)   # upside down: also fine
    assert (p.width, p.height, p.stride) == (296, 128, 16)
