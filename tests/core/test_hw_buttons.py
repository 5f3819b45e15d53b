"""Buttons: scripted pin-level sequences (bounce, long hold, repeat, two
buttons, presses while a panel refresh blocks the loop) give the logical
events the UI expects."""

from hw import buttons
from hw.buttons import Buttons, PinButtons
from support import fakehw

NAMES = ("a", "b", "c", "up", "down")
LOW = (0, 0, 0, 0, 0)      # active-low buttons (pull-ups): 0 = pressed


def machine(**kw):
    b = Buttons(NAMES, LOW, **kw)
    b.start((1, 1, 1, 1, 1), 0)
    return b


def drain(b):
    out = []
    while True:
        e = b.get()
        if e is None:
            return out
        out.append(e)


def run(b, script, until, step=10):
    """Feed (time, button, level) samples and tick every ``step`` ms."""
    events = []
    script = sorted(script, key=lambda s: s[0])
    t = 0
    k = 0
    while t <= until:
        while k < len(script) and script[k][0] <= t:
            at, name, level = script[k]
            b.feed(name, level, at)
            k += 1
        b.tick(t)
        for e in drain(b):
            events.append((t, e))
        t += step
    return events


def test_short_press_is_reported_on_release():
    b = machine()
    ev = run(b, [(100, "a", 0), (220, "a", 1)], 400)
    assert [e for _, e in ev] == ["a"]
    assert ev[0][0] >= 240              # after the release has been stable 20 ms


def test_bouncing_contacts_give_one_press():
    b = machine()
    script = [(100, "b", 0), (102, "b", 1), (104, "b", 0), (107, "b", 1), (109, "b", 0),
              (300, "b", 1), (302, "b", 0), (305, "b", 1)]
    assert [e for _, e in run(b, script, 600, step=1)] == ["b"]


def test_a_glitch_shorter_than_the_debounce_time_is_ignored():
    b = machine()
    assert run(b, [(100, "c", 0), (112, "c", 1)], 500, step=1) == []


def test_long_press_fires_while_held_and_release_adds_nothing():
    b = machine(long_ms=600)
    ev = run(b, [(100, "b", 0), (950, "b", 1)], 1500)
    assert [e for _, e in ev] == ["B"]
    assert ev[0][0] == 700              # at the threshold, not at release


def test_hold_repeat_for_number_entry():
    b = machine(long_ms=600, repeat_delay_ms=900, repeat_ms=150)
    ev = run(b, [(100, "c", 0), (1660, "c", 1)], 2000)
    assert ev[0] == (700, "C")
    repeats = [t for t, e in ev if e == "c+"]
    assert repeats == [1000, 1150, 1300, 1450, 1600]
    assert [e for _, e in ev if e not in ("C", "c+")] == []


def test_arrow_buttons_have_upper_case_long_names():
    b = machine()
    ev = run(b, [(0, "up", 0), (800, "up", 1), (1000, "down", 0), (1100, "down", 1)], 1400)
    assert [e for _, e in ev] == ["UP", "down"]


def test_two_buttons_at_once_are_independent():
    b = machine()
    ev = run(b, [(100, "a", 0), (150, "b", 0), (250, "a", 1), (900, "b", 1)], 1200)
    assert ev == [(270, "a"), (750, "B")]


def test_release_just_before_the_threshold_is_short_even_if_seen_late():
    b = machine(long_ms=600)
    b.feed("a", 0, 100)
    b.feed("a", 1, 650)        # held 550 ms
    b.tick(5000)               # the loop only looks much later
    assert drain(b) == ["a"]


def test_a_long_hold_seen_late_gives_one_long_press_and_one_repeat():
    b = machine(long_ms=600, repeat_delay_ms=900, repeat_ms=150)
    b.feed("c", 0, 100)
    b.tick(3100)               # a three-second refresh blocked the loop
    assert drain(b) == ["C", "c+"]
    b.tick(3200)
    assert drain(b) == []
    b.tick(3260)
    assert drain(b) == ["c+"]


def test_button_held_at_start_is_ignored_until_released():
    b = Buttons(NAMES, LOW)
    b.start((0, 1, 1, 1, 1), 0)        # "a" woke the board and is still held
    ev = run(b, [(400, "a", 1), (1000, "a", 0), (1100, "a", 1)], 1500)
    assert [e for _, e in ev] == ["a"]  # only the second press counts
    assert ev[0][0] >= 1100


def test_active_high_buttons():
    b = Buttons(("a", "b"), (1, 1))
    b.start((0, 0), 0)
    ev = run(b, [(100, "a", 1), (200, "a", 0)], 400)
    assert [e for _, e in ev] == ["a"]


def test_queue_keeps_the_newest_events_when_full():
    b = machine()
    taps = [NAMES[k % 3] for k in range(20)]
    for k, name in enumerate(taps):      # 20 taps while nobody reads the queue
        b.feed(name, 0, 100 + k * 100)
        b.feed(name, 1, 150 + k * 100)
    b.tick(5000)
    assert b.pending() == buttons.QUEUE_LEN
    assert b.dropped == 20 - buttons.QUEUE_LEN
    assert drain(b) == taps[20 - buttons.QUEUE_LEN:]


def test_ticks_wrap_around():
    b = machine()
    top = 0x3FFFFFFF
    b.feed("a", 0, top - 50)
    b.feed("a", 1, 30)               # 81 ms later, after the counter wrapped
    b.tick(100)
    assert drain(b) == ["a"]


def pin_rig(use_irq=True, start=(1, 1, 1), count_held=False):
    clock = fakehw.Clock(5000)
    pins = [fakehw.Pin(n, fakehw.Pin.IN, fakehw.Pin.PULL_UP, level=start[k])
            for k, n in enumerate((12, 13, 14))]
    pb = PinButtons(pins, Buttons(("a", "b", "c"), (0, 0, 0)), clock, use_irq, count_held)
    return clock, pins, pb


def test_presses_during_a_blocking_refresh_are_not_lost():
    clock, pins, pb = pin_rig()
    # The main loop starts a 4.5 s refresh; meanwhile the user taps A with
    # a bouncy contact, then holds B.
    clock.advance(300)
    pins[0].drive(0)
    clock.advance(2)
    pins[0].drive(1)
    clock.advance(2)
    pins[0].drive(0)
    clock.advance(120)
    pins[0].drive(1)
    clock.advance(500)
    pins[1].drive(0)
    clock.advance(3576)
    assert pb.edges_waiting() == 5
    pb.update()                      # the refresh is over
    events = []
    while True:
        e = pb.get()
        if e is None:
            break
        events.append(e)
    assert events == ["a", "B", "b+"]


def test_polling_alone_still_sees_presses():
    clock, pins, pb = pin_rig(use_irq=False)
    assert pins[2].handler is None
    seen = []
    for t in range(0, 400, 10):
        if t == 100:
            pins[2].drive(0)
        if t == 250:
            pins[2].drive(1)
        pb.update()
        e = pb.get()
        if e:
            seen.append(e)
        clock.advance(10)
    assert seen == ["c"]


def test_button_held_through_a_reboot_is_ignored():
    clock, pins, pb = pin_rig(start=(1, 0, 1))   # B held through start-up
    assert pb.held_at_start == ("b",)
    clock.advance(800)
    pins[1].drive(1)
    clock.advance(100)
    pb.update()
    assert pb.get() is None          # neither a long press nor a short one


def test_the_press_that_woke_a_badger_still_acts():
    clock, pins, pb = pin_rig(start=(1, 1, 0), count_held=True)   # C switched it on
    assert pb.held_at_start == ("c",)
    clock.advance(150)
    pins[2].drive(1)
    clock.advance(50)
    pb.update()
    assert (pb.get(), pb.get()) == ("c", None)


def test_a_wake_press_released_before_start_is_simply_lost():
    clock, pins, pb = pin_rig(count_held=True)
    assert pb.held_at_start == ()
    clock.advance(1000)
    pb.update()
    assert pb.get() is None


def test_timings_come_from_the_board():
    board = {"buttons": (("a", 12, "up", 0), ("b", 13, "up", 0)),
             "timing": {"long_ms": 1000, "debounce_ms": 40}}
    b = buttons.make(board)
    assert b.names == ("a", "b") and b.long_ms == 1000 and b.debounce_ms == 40
    b.start((1, 1), 0)
    ev = run(b, [(100, "a", 0), (900, "a", 1)], 1200)
    assert [e for _, e in ev] == ["a"]   # 800 ms is short with a 1 s long press


def test_events_from_different_buttons_keep_their_order():
    clock, pins, pb = pin_rig()
    for pin in (pins[2], pins[0], pins[1]):    # C, then A, then B, all during a refresh
        clock.advance(200)
        pin.drive(0)
        clock.advance(100)
        pin.drive(1)
    clock.advance(1000)
    pb.update()
    assert [pb.get(), pb.get(), pb.get(), pb.get()] == ["c", "a", "b", None]
