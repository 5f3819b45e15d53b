"""Power: the Badger's latch is released only after the board's idle time
and never while a storage write is in flight; other boards light-sleep
between presses; battery voltage and charge estimates."""

from hw import battery
from hw.battery import Battery
from hw.power import Power
from support import fakehw


def latch_board(idle_off_ms=60000, busy=None, usb=0):
    clock = fakehw.Clock(1000)
    latch = fakehw.Pin(10, fakehw.Pin.OUT, value=0)
    vbus = fakehw.Pin(24, fakehw.Pin.IN, level=usb)
    power = Power(latch=latch, vbus=vbus, idle_off_ms=idle_off_ms, storage_busy=busy,
                  clock=clock)
    return clock, latch, vbus, power


def test_latch_is_held_high_from_the_start():
    clock, latch, vbus, power = latch_board()
    assert latch.level == 1


def test_latch_released_after_the_idle_time_only():
    clock, latch, vbus, power = latch_board(idle_off_ms=60000)
    assert not power.maybe_switch_off(clock.ticks_ms() + 59999)
    assert latch.level == 1
    power.note_activity(clock.ticks_ms() + 30000)        # a press half-way resets the count
    assert not power.maybe_switch_off(clock.ticks_ms() + 60000)
    assert power.maybe_switch_off(clock.ticks_ms() + 90000)
    assert latch.level == 0


def test_a_write_in_flight_defers_switching_off():
    writing = [True]
    clock, latch, vbus, power = latch_board(idle_off_ms=1000, busy=lambda: writing[0])
    later = clock.ticks_ms() + 5000
    assert not power.maybe_switch_off(later)
    assert not power.maybe_switch_off(later + 10)
    assert latch.level == 1 and power.deferred == 2
    writing[0] = False                                     # the write has been committed
    assert power.maybe_switch_off(later + 20)
    assert latch.level == 0


def test_never_switches_off_on_usb_power():
    clock, latch, vbus, power = latch_board(idle_off_ms=1000, usb=1)
    assert not power.maybe_switch_off(clock.ticks_ms() + 100000)
    assert latch.level == 1
    vbus.drive(0)                                          # unplugged: battery only
    assert power.maybe_switch_off(clock.ticks_ms() + 100000)


def test_still_running_after_release_holds_the_latch_again_on_activity():
    clock, latch, vbus, power = latch_board(idle_off_ms=1000)
    assert power.maybe_switch_off(clock.ticks_ms() + 2000)
    assert not power.maybe_switch_off(clock.ticks_ms() + 3000)   # only once
    power.note_activity(clock.ticks_ms() + 3000)
    assert latch.level == 1 and not power.released


def test_boards_without_latch_never_switch_off_and_sleep_when_idle():
    clock = fakehw.Clock(0)
    slept = []
    power = Power(sleep_after_ms=5000, sleep_slice_ms=40, clock=clock,
                  lightsleep=slept.append)
    assert not power.can_switch_off()
    assert not power.maybe_switch_off(10 ** 6)
    power.rest(1000)                   # recently used: stay awake, short pause
    assert slept == [] and clock.slept == 10
    power.rest(6000)
    assert slept == [40]


def test_no_light_sleep_on_usb():
    clock = fakehw.Clock(0)
    slept = []
    power = Power(vbus=fakehw.Pin(24, level=1), clock=clock, lightsleep=slept.append)
    power.rest(10 ** 6)
    assert slept == [] and clock.slept == 10


def test_badger_battery_uses_the_reference_to_see_a_sagging_rail():
    ref_en = fakehw.Pin(27, fakehw.Pin.OUT)
    seen = []

    class Adc:
        def __init__(self, volts):
            self.v = volts

        def read_u16(self):
            seen.append(ref_en.level)
            return int(self.v() / rail[0] * 65535 + 0.5)

    rail = [3.3]
    bat = Battery(Adc(lambda: 2.9 / 3), "alkaline", 2, ref_adc=Adc(lambda: 1.24),
                  ref_enable=ref_en)
    assert abs(bat.volts() - 2.9) < 0.01
    rail[0] = 2.8                      # low cells: the 3.3 V rail sags to 2.8 V
    assert abs(bat.volts() - 2.9) < 0.01
    assert set(seen) == {1} and ref_en.level == 0   # reference powered only to measure


def test_pico_vsys_reading():
    class Adc:
        def read_u16(self):
            return 25817               # 1.3 V on GP29: VSYS 3.9 V through the 1:3 divider
    bat = Battery(Adc(), "lipo", 1)
    assert bat.read() == (3.9, 75)


def test_charge_estimates():
    assert battery.percent(3.2, "alkaline", 2) == 100
    assert battery.percent(2.0, "alkaline", 2) == 0
    assert battery.percent(2.6, "alkaline", 2) == 55
    assert 50 < battery.percent(2.65, "alkaline", 2) < 70
    assert battery.percent(3.7, "lipo", 1) == 40
    assert battery.percent(4.3, "lipo", 1) == 100
    try:
        battery.percent(3.0, "lead", 1)
    except ValueError as e:
        assert "lead" in str(e) and "lipo" in str(e)
    else:
        assert False, "accepted an unknown chemistry"
