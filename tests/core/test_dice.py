"""Dice and the RNG: exact sequences, fairness, pools, bags, set values."""

from core import dice
from core.rng import Rng
from support import stats

ROLLS_PER_SIZE = 60000


class ModuloBiasedRng(Rng):
    """The classic mistake: a few random bits modulo the number of faces.
    With 6 bits, a d6 shows 1-4 eleven times in 64 and 5-6 only ten; a d20
    shows 1-4 four times in 64 and the rest three. Only dice whose sides
    divide 64 come out fair."""

    def randint(self, a, b):
        return a + (self.next16() & 0x3F) % (b - a + 1)


def test_fixed_seed_gives_exact_sequence():
    rng = Rng(7)
    assert dice.roll(dice.parse("10d6"), rng) == SEQ_7_10D6
    rng = Rng(2026)
    assert [rng.randint(1, 20) for _ in range(8)] == SEQ_2026_D20


# Written down once from a run; the same numbers must come out of both
# interpreters, or a replayed game would show other dice than the table saw.
SEQ_7_10D6 = [4, 3, 5, 6, 1, 5, 1, 6, 4, 6]
SEQ_2026_D20 = [16, 10, 7, 20, 8, 20, 9, 16]


def test_seed_is_reproducible_and_seeds_differ():
    a = [Rng(42).next16() for _ in range(3)]
    b = [Rng(42).next16() for _ in range(3)]
    assert a == b
    assert Rng(1).next16() != Rng(2).next16()
    big = Rng(1 << 40)
    assert big.next16() != Rng(0).next16()


def test_state_round_trip_continues_sequence():
    rng = Rng(5)
    for _ in range(10):
        rng.next16()
    saved = rng.state()
    expect = [rng.randint(1, 6) for _ in range(20)]
    other = Rng(99)
    other.set_state(saved)
    assert [other.randint(1, 6) for _ in range(20)] == expect


def test_fair_for_every_die_d2_to_d20():
    rng = Rng(12345)
    for sides in range(2, 21):
        ok, stat, crit = stats.fair(lambda: rng.randint(1, sides), sides, ROLLS_PER_SIZE)
        assert ok, "d%d looks biased: chi2 %.1f > %.1f" % (sides, stat, crit)


def test_chi_square_catches_modulo_bias():
    # The same test must fail a generator with modulo bias, or it proves nothing.
    rng = ModuloBiasedRng(12345)
    caught = []
    for sides in range(2, 21):
        ok, stat, crit = stats.fair(lambda: rng.randint(1, sides), sides, ROLLS_PER_SIZE)
        if not ok:
            caught.append(sides)
    assert caught == [s for s in range(2, 21) if 64 % s], caught


def test_below_never_leaves_range():
    rng = Rng(3)
    for n in (1, 2, 3, 5, 6, 7, 100, 1000, 65537):
        for _ in range(200):
            v = rng.below(n)
            assert 0 <= v < n
    try:
        rng.below(0)
        assert False, "below(0) must refuse"
    except ValueError:
        pass


def test_parse_notation():
    ds = dice.parse("2d6 d20")
    assert [d["sides"] for d in ds] == [6, 6, 20]
    for bad in ("", "2x6", "d1", "0d6", "d", "2d", "21d6", "ad6"):
        try:
            dice.parse(bad)
            assert False, "accepted %r" % bad
        except dice.DiceError as e:
            assert str(e)


def test_custom_faces_and_labels():
    colour = dice.die(faces=["red", "blue", "green"], name="colour")
    assert colour["sides"] == 3
    rng = Rng(1)
    seen = set()
    for _ in range(60):
        v = dice.roll_one(colour, rng)
        seen.add(dice.label(colour, v))
    assert seen == {"red", "blue", "green"}
    assert dice.label(dice.die(6), 4) == "4"


def test_burgundy_pool_two_per_player_plus_white():
    p = dice.pool([("red", 2, 6), ("blue", 2, 6), ("white", 1, 6)])
    assert [d["name"] for d in p] == ["red", "red", "blue", "blue", "white"]
    values = dice.roll(p, Rng(8))
    assert len(values) == 5 and all(1 <= v <= 6 for v in values)


def test_reroll_changes_only_that_die():
    p = dice.parse("5d6")
    rng = Rng(11)
    values = dice.roll(p, rng)
    for i in range(5):
        again = dice.reroll(p, values, i, rng)
        assert again[:i] == values[:i] and again[i + 1:] == values[i + 1:]
    try:
        dice.reroll(p, values, 5, rng)
        assert False
    except dice.DiceError:
        pass


def test_set_value_and_worker_wrap():
    p = dice.parse("2d6")
    assert dice.set_value(p, [1, 1], 1, 6) == [1, 6]
    for bad in (0, 7, "3"):
        try:
            dice.set_value(p, [1, 1], 0, bad)
            assert False
        except dice.DiceError as e:
            assert "1 to 6" in str(e)
    # Burgundy workers: 6 + 1 = 1 and 1 - 1 = 6
    assert dice.shift(6, 1) == 1
    assert dice.shift(1, -1) == 6
    assert dice.shift(3, 2) == 5
    # Tiletum gold: no wrap
    assert dice.shift(5, 1, wrap=False) == 6
    try:
        dice.shift(6, 1, wrap=False)
        assert False
    except dice.DiceError:
        pass


def test_bag_draws_never_exceed_contents():
    rng = Rng(77)
    colours = ["blue", "pink", "yellow", "grey", "black"]
    for players in (2, 3, 4):
        b = dice.bag([(c, players) for c in colours])
        assert dice.bag_size(b) == 5 * players
        drawn = dice.draw(b, dice.bag_size(b), rng)
        for c in colours:
            assert drawn.count(c) == players
        left = dice.take_from_bag(b, drawn)
        assert dice.bag_size(left) == 0
        try:
            dice.draw(b, 5 * players + 1, rng)
            assert False
        except dice.DiceError:
            pass
    one = dice.bag({"blue": 1})
    try:
        dice.take_from_bag(one, ["blue", "blue"])
        assert False
    except dice.DiceError as e:
        assert "blue" in str(e)


def test_bag_draw_and_roll_is_proportional():
    rng = Rng(5)
    totals = {"blue": 0, "pink": 0, "yellow": 0}
    b = dice.bag({"blue": 6, "pink": 3, "yellow": 3})
    for _ in range(2000):
        rolled, left = dice.draw_and_roll(b, 4, rng)
        assert dice.bag_size(left) == 8
        for colour, v in rolled:
            assert 1 <= v <= 6
            totals[colour] += 1
    # 8000 dice: blue is half the bag
    assert 3800 < totals["blue"] < 4200, totals
    assert 1800 < totals["pink"] < 2200, totals


def test_return_to_bag_restores_it():
    b = dice.bag({"blue": 2, "pink": 2})
    rolled, left = dice.draw_and_roll(b, 3, Rng(9))
    assert dice.return_to_bag(left, [c for c, _ in rolled]) == b


def test_unseeded_rng_works_everywhere():
    # hardware entropy on the device, the OS on a host, the clock at worst
    a = Rng()
    values = [a.randint(1, 6) for _ in range(50)]
    assert all(1 <= v <= 6 for v in values)
    assert len(set(values)) > 1
