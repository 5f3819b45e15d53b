"""SSD1680 driver (Waveshare Pico-ePaper-2.13 V4, 2.7 V2): init, full and
partial refresh and sleep byte streams against the documented sequences,
including the previous-image RAM (0x26) that partial refresh compares."""

from hw.panel import PanelError
from hw.ssd1680 import SSD1680
from support import fakehw
from support.fakehw import find, names

BUSY_MS = {0x12: 15, 0x20: 700}   # software reset, update sequence
FRAME = 16 * 250                   # 122 pixels padded to 16 bytes, 250 rows


def make(**kw):
    rig = fakehw.PanelRig(busy_active=1, busy_ms=dict(BUSY_MS))
    panel = SSD1680(*rig.args(), clock=rig.clock, **kw)
    return rig, panel


def pattern(size=FRAME, stride=16):
    buf = bytearray(size)
    for i in range(size):
        buf[i] = (i * 5 + i // stride) & 0xFF
    return buf


def window_bytes(buf, stride, nx, ny, nw, nh):
    out = bytearray()
    for row in range(ny, ny + nh):
        start = row * stride + nx // 8
        out += buf[start:start + nw // 8]
    return bytes(out)


def test_init_sequence():
    rig, panel = make()
    assert rig.commands() == [
        ("RESET", b""),
        (0x12, b""),                      # software reset
        (0x01, b"\xf9\x00\x00"),          # 250 gate rows
        (0x11, b"\x03"),                  # x then y increment
        (0x44, b"\x00\x0f"),              # RAM x: bytes 0-15
        (0x45, b"\x00\x00\xf9\x00"),      # RAM y: rows 0-249
        (0x4E, b"\x00"),
        (0x4F, b"\x00\x00"),
        (0x3C, b"\x05"),                  # border follows the waveform
        (0x21, b"\x88\x80"),              # both RAMs inverted: 1 = ink; sources S8-S167
        (0x18, b"\x80"),                  # internal temperature sensor
    ]
    # BUSY is high while busy: nothing is sent until the software reset ends.
    assert rig.sent_at(0x01) - rig.sent_at(0x12) >= 15


def test_first_partial_refresh_is_done_full_because_the_panel_content_is_unknown():
    rig, panel = make()
    rig.clear()
    buf = pattern()
    panel.show(buf, full=False, window=(0, 0, 16, 16))
    cmds = rig.commands()
    assert find(cmds, 0x22) == [b"\xf7"]
    assert find(cmds, 0x24) == [bytes(buf)] and find(cmds, 0x26) == [bytes(buf)]
    assert (panel.full_refreshes, panel.partial_refreshes) == (1, 0)


def test_full_refresh_writes_both_images_then_waits():
    rig, panel = make()
    rig.clear()
    buf = pattern()
    panel.show(buf, full=True)
    cmds = rig.commands()
    assert names(cmds) == [0x44, 0x45, 0x4E, 0x4F, 0x24, 0x4E, 0x4F, 0x26, 0x22, 0x20]
    assert find(cmds, 0x24) == [bytes(buf)]
    assert find(cmds, 0x26) == [bytes(buf)]   # previous image = what is now shown
    assert find(cmds, 0x22) == [b"\xf7"]
    assert rig.clock.now - rig.sent_at(0x20) >= 700   # returns only when the refresh ended


def test_partial_refresh_of_windows():
    rig, panel = make()
    buf = pattern()
    panel.show(buf, full=True)
    cases = (
        # window,            0x44 x bytes,  0x45 y start/end (low, high)
        ((0, 0, 128, 250), b"\x00\x0f", b"\x00\x00\xf9\x00"),
        ((8, 16, 32, 40), b"\x01\x04", b"\x10\x00\x37\x00"),
        ((112, 200, 16, 50), b"\x0e\x0f", b"\xc8\x00\xf9\x00"),
        ((40, 3, 8, 1), b"\x05\x05", b"\x03\x00\x03\x00"),
    )
    for window, xs, ys in cases:
        rig.clear()
        panel.show(buf, full=False, window=window)
        cmds = rig.commands()
        assert names(cmds) == ["RESET", 0x01, 0x11, 0x21, 0x18, 0x3C, 0x44, 0x45, 0x4E, 0x4F,
                               0x24, 0x22, 0x20, 0x4E, 0x4F, 0x26]
        assert find(cmds, 0x3C) == [b"\x80"]             # border left alone
        assert find(cmds, 0x21) == [b"\x88\x80"]         # polarity restored after the reset
        assert find(cmds, 0x44) == [xs] and find(cmds, 0x45) == [ys]
        assert find(cmds, 0x4E) == [xs[:1], xs[:1]]
        assert find(cmds, 0x4F) == [ys[:2], ys[:2]]
        new = find(cmds, 0x24)[0]
        assert len(new) == window[2] // 8 * window[3]
        assert new == window_bytes(buf, 16, *window)
        assert find(cmds, 0x26) == [new]                 # previous image follows the panel
        assert find(cmds, 0x22) == [b"\xff"]             # display mode 2
    assert rig.spi.errors == []
    assert (panel.full_refreshes, panel.partial_refreshes) == (1, 4)


def test_fast_refresh_loads_the_fast_mode_waveform_then_updates_in_mode_2():
    rig, panel = make()
    buf = pattern()
    panel.show(buf, full=True)
    rig.clear()
    window = (8, 16, 32, 40)
    panel.show(buf, full=False, window=window, fast=True)
    cmds = rig.commands()
    # The partial sequence, with the temperature register set to 100 C and
    # the OTP waveform loaded for it (0x91) before the mode 2 update that
    # leaves temperature and waveform alone (0xCF).
    assert names(cmds) == ["RESET", 0x01, 0x11, 0x21, 0x18, 0x3C, 0x44, 0x45, 0x4E, 0x4F,
                           0x24, 0x1A, 0x22, 0x20, 0x22, 0x20, 0x4E, 0x4F, 0x26]
    assert find(cmds, 0x1A) == [b"\x64\x00"]
    assert find(cmds, 0x22) == [b"\x91", b"\xcf"]
    assert find(cmds, 0x24)[0] == window_bytes(buf, 16, *window)
    assert find(cmds, 0x26) == find(cmds, 0x24)     # previous image follows the panel
    # the update starts only once the waveform is loaded (BUSY cleared)
    assert rig.sent_at(0x20, 1) - rig.sent_at(0x20, 0) >= 700
    # a plain partial refresh afterwards reads the sensor again (0xFF)
    rig.clear()
    panel.show(buf, full=False, window=window)
    assert find(rig.commands(), 0x22) == [b"\xff"] and not find(rig.commands(), 0x1A)
    assert (panel.full_refreshes, panel.partial_refreshes, panel.fast_refreshes) == (1, 2, 1)


def test_a_fast_refresh_before_any_full_one_is_done_full():
    rig, panel = make()
    rig.clear()
    panel.show(pattern(), full=False, window=(0, 0, 16, 16), fast=True)
    assert find(rig.commands(), 0x22) == [b"\xf7"]
    assert (panel.full_refreshes, panel.partial_refreshes, panel.fast_refreshes) == (1, 0, 0)


def test_full_refresh_after_partial_restores_the_border_waveform():
    rig, panel = make()
    buf = pattern()
    panel.show(buf, full=True)
    panel.show(buf, full=False, window=(0, 0, 8, 8))
    rig.clear()
    panel.show(buf, full=True)
    cmds = rig.commands()
    assert cmds[0] == (0x3C, b"\x05")
    assert find(cmds, 0x44) == [b"\x00\x0f"]


def test_busy_high_means_busy_and_a_stuck_line_times_out():
    rig = fakehw.PanelRig(busy_active=0)    # idles high: "busy" to an SSD1680
    try:
        SSD1680(*rig.args(), clock=rig.clock, timeout_ms=2500)
    except PanelError as e:
        assert "BUSY still high" in str(e) and "reset" in str(e)
    else:
        assert False, "no PanelError"
    rig, panel = make(timeout_ms=5000)
    panel.show(pattern(), full=True)
    rig.busy.stuck = True
    try:
        panel.show(pattern(), full=False, window=(0, 0, 8, 8))
    except PanelError as e:
        assert "SSD1680" in str(e) and "5000 ms" in str(e)
    else:
        assert False, "no PanelError"


def test_sleep_keeps_ram_and_wake_resets():
    rig, panel = make()
    buf = pattern()
    panel.show(buf, full=True)
    rig.clear()
    panel.sleep()
    assert rig.commands() == [(0x10, b"\x01")]     # deep sleep mode 1: RAM kept
    rig.clear()
    panel.show(buf, full=False, window=(0, 0, 8, 8))
    order = names(rig.commands())
    assert order[:2] == ["RESET", 0x12]              # woken by reset, re-initialised
    assert find(rig.commands(), 0x22) == [b"\xff"]   # still a partial refresh
    assert panel.partial_refreshes == 1


def test_waveshare_27_geometry():
    rig = fakehw.PanelRig(busy_active=1, busy_ms=dict(BUSY_MS))
    panel = SSD1680(*rig.args(), width=264, height=176, native_w=176, native_h=264,
                    rotation=90, clock=rig.clock)
    cmds = rig.commands()
    assert find(cmds, 0x01) == [b"\x07\x01\x00"]    # 264 rows
    assert find(cmds, 0x21) == [b"\x88\x00"]        # all 176 sources
    assert find(cmds, 0x44) == [b"\x00\x15"]        # 22 bytes a row
    assert panel.buffer_size() == 22 * 264
    buf = pattern(22 * 264, 22)
    panel.show(buf, full=True)
    panel.show(buf, full=False, window=(168, 0, 8, 264))
    assert find(rig.commands(), 0x24)[-1] == window_bytes(buf, 22, 168, 0, 8, 264)
