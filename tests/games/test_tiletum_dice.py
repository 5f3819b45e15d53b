"""Tiletum dice: the bag (drawn without replacement, or the table's own
draw checked against it), the dice at the action wheel grouped by value
with their action, goods and action points, the wheel turning each
clean-up, and taking a die (gold to change it, building bonus AP)."""

from core.rng import Rng
from games.tiletum import game as T
from games.tiletum import prep, take
from games.tiletum import rules as R
from support.stats import chi_square, critical
from support.tiletum_play import COLOURS, checklist, game, helper, make, offered, rejected, rows

# Eleven dice the table drew for a 3-player round (at most 3 of a colour).
TABLE_DICE = [["pink", 3], ["blue", 3], ["yellow", 6], ["pink", 3], ["lgrey", 1],
              ["dgrey", 1], ["blue", 5], ["yellow", 2], ["dgrey", 6], ["pink", 6],
              ["blue", 1]]


def test_table_dice_grouped_by_value_at_the_wheel():
    # Wheel entered as read clockwise: Arch. 3, Merch. 4, Char. 2, Contr. 1, King 5, Any 6
    s = game(3, (3, 4, 2, 1, 5, 6))
    s.apply(["roll", TABLE_DICE])
    rows = T.dice_view(s.state, 0)
    assert rows == [("1 Contr. 6AP", "iron, wool, stone"),
                    ("2 Char. 5AP", "gold"),
                    ("3 Arch. 4AP", "iron, food x2"),
                    ("5 King 2AP", "iron"),
                    ("6 Any 1AP", "food, gold, stone")]
    assert T.dice_view(s.state, 1)[2] == ("3 Arch. 4PA", "żelazo, żywność x2")
    # the bag keeps the 4 dice not drawn
    assert s.state["g"]["bag"] == [["blue", 0], ["dgrey", 1], ["lgrey", 2], ["pink", 0],
                                   ["yellow", 1]]
    assert len(s.state["g"]["wheel"]) == 11
    rejected(s, ["roll", TABLE_DICE], "undo to draw again")


def test_rulebook_action_point_examples():
    s = game(3, (3, 4, 2, 1, 5, 6))
    s.apply(["roll", TABLE_DICE])
    st = s.state
    # a die 3 at the architect: 4 AP; the universal space gives 7 - value too
    assert take.take_info(st, 0, "blue", 3)["ap"] == 4
    assert R.act_at(st["g"], 3) == 0
    # a die 4 at the merchant: 3 AP; a 2 at the character: 5 AP; a 1 at contract: 6 AP
    assert (R.act_at(st["g"], 4), R.ap_of(4)) == (1, 3)
    assert (R.act_at(st["g"], 2), R.ap_of(2)) == (2, 5)
    assert (R.act_at(st["g"], 1), R.ap_of(1)) == (3, 6)
    # a pink die showing 2 gives 2 food
    info = take.take_info(st, 0, "pink", 2)
    assert (info["goods"], info["amount"]) == (1, 2)


def test_table_draw_is_checked_against_the_bag():
    s = game(2)
    eight = [["blue", 1], ["blue", 2], ["pink", 3], ["pink", 4], ["yellow", 5],
             ["lgrey", 6], ["dgrey", 1], ["dgrey", 2]]
    three_blue = [["blue", 3]] + eight[1:]
    three_blue[1] = ["blue", 2]
    three_blue[2] = ["blue", 6]
    rejected(s, ["roll", three_blue], "too many blue dice: the bag holds 2")
    rejected(s, ["roll", eight[:7]], "draw 8 dice, not 7")
    rejected(s, ["roll", eight[:7] + [["red", 2]]], "not an action")
    rejected(s, ["roll", eight[:7] + [["pink", 7]]], "1 to 6")
    rejected(s, ["roll", eight[:7] + [["pink", True]]], "1 to 6")
    rejected(s, ["roll", [1, 2, 3, 4, 5, 6, 1, 2]], "not an action")
    s.apply(["roll", eight])
    assert s.state["g"]["bag"] == [["blue", 0], ["dgrey", 0], ["lgrey", 1], ["pink", 0],
                                   ["yellow", 1]]
    # the dice are on the wheel, not in the core's plain "last roll"
    assert s.state["dice"] is None
    assert s.state["g"]["wheel"] == sorted(eight, key=lambda d: (d[1], COLOURS.index(d[0])))


def test_device_draws_never_more_than_the_bag_holds():
    for n in (2, 3, 4):
        s = game(n)
        for seed in range(40):
            ev = prep.roll_event(s.state, Rng(seed + 100 * n))
            assert len(ev[1]) == 3 * n + 2
            for c in COLOURS:
                assert len([d for d in ev[1] if d[0] == c]) <= n
            for _, v in ev[1]:
                assert 1 <= v <= 6
            assert T.check_roll(s.state, ev) is None
        s.apply(prep.roll_event(s.state, Rng(n)))
        assert sum([k for _, k in s.state["g"]["bag"]]) == 5 * n - (3 * n + 2)


def test_colours_are_drawn_in_proportion():
    s = game(3)
    totals = [0] * 5
    firsts = [0] * 5
    values = [0] * 6
    games = 500
    for seed in range(games):
        ev = prep.roll_event(s.state, Rng(seed * 7 + 1))
        for c, v in ev[1]:
            totals[COLOURS.index(c)] += 1
            values[v - 1] += 1
        firsts[COLOURS.index(ev[1][0][0])] += 1
    # every colour is a fifth of the bag, so a fifth of the dice drawn
    assert chi_square(totals, games * 11 / 5) <= critical(4), totals
    assert chi_square(firsts, games / 5) <= critical(4), firsts
    assert chi_square(values, games * 11 / 6) <= critical(5), values
    # and the check above can fail: a bag that favours blue is caught
    skew = [totals[0] + 150, totals[1] - 50, totals[2] - 50, totals[3] - 50, totals[4]]
    assert chi_square(skew, games * 11 / 5) > critical(4)


def test_wheel_turns_one_segment_clockwise_each_clean_up():
    s = game(2)
    seen = []
    rng = Rng(11)
    while s.step() != "final":
        step = s.step()
        if step == "prep":
            g = s.state["g"]
            seen.append([R.act_at(g, v) for v in range(1, 7)])
            s.apply(prep.roll_event(s.state, rng))
        elif step == "corrupt":
            s.apply(["corrupt", 0])
        elif step == "take":
            d = s.state["g"]["wheel"][-1]
            univ = R.act_at(s.state["g"], d[1]) == 5
            s.apply(take.take_event(s.state, d[0], d[1], act="merchant" if univ else None))
        elif step == "king":
            for space in R.missing_king_vp(s.state):    # read off the board
                s.apply(["kvp", space, 1 if space > 0 else -1])
            s.apply(["royal"])
        elif step == "cleanup":
            # all dice are back in the bag for the next round
            assert s.state["g"]["bag"] == [[c, 2] for c in sorted(COLOURS)]
            assert "Turn the wheel 1 segment clockwise:" in checklist(s.state, 0)
        s.apply(["adv"])
    # values entered 1..6 clockwise from the architect; each clean-up moves
    # every segment to the next action clockwise
    assert seen == [[0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 0], [2, 3, 4, 5, 0, 1],
                    [3, 4, 5, 0, 1, 2]]


def test_taking_a_die_with_gold_and_bonus_points():
    s = game(3)     # wheel: 1 Arch., 2 Merch., 3 Char., 4 Contr., 5 King, 6 Any
    s.apply(["roll", TABLE_DICE])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    st = s.state
    # blue 3 changed to 5 for 4 gold: 5 iron, the king's action with 2 AP
    info = take.take_info(st, 0, "blue", 3, 5)
    assert (info["cost"], info["amount"], info["action"], info["ap"]) == (4, 5, 4, 2)
    # Ania completed a 3-floor building whose characters serve the king
    s.apply(["bld", 0, "king", 3])
    info = take.take_info(st, 0, "blue", 3, 4)
    assert (info["cost"], info["action"], info["ap"], info["bonus"]) == (2, 3, 3, 0)
    assert T.dice_view(st, 0)[3] == ("5 King 2+3AP", "iron")
    assert take.take_info(st, 0, "blue", 3, 5)["total"] == 5
    s.apply(take.take_event(st, "blue", 3, 5))
    assert st["g"]["kp"][0] == 5
    assert st["g"]["took"][0] == [["blue", 5, 4, 5]]
    assert ["blue", 3] not in st["g"]["wheel"]
    taken = list(s.journal.events(s.journal.length - 1, s.journal.length))[0]
    assert taken == ["take", 0, "blue", 3, 5, "king", 0]
    assert T.describe(taken, 0) == "blue 3->5 (4 gold): iron x5, King"
    assert T.describe(taken, 1) == "niebieska 3->5 (4 złota): żelazo x5, Król"
    assert "Die blue: iron x5" in checklist(st, 0)
    assert "King: 5 AP" in checklist(st, 0)
    s.apply(["adv"])
    # the universal space: the player names the action; the bonus follows it
    rejected(s, ["take", 1, "yellow", 6, 6, None, 0], "choose which one")
    rejected(s, ["take", 1, "yellow", 6, 6, "universal", 0], "choose which one")
    s.apply(["bld", 1, "contract", 2])
    assert take.take_info(st, 1, "yellow", 6, 6, "contract")["total"] == 3
    s.apply(["take", 1, "yellow", 6, 6, "contract", 1])   # +1 AP from a helper tile
    assert st["g"]["took"][1] == [["yellow", 6, 3, 4]]
    s.apply(["adv"])
    # the die's new value decides its action
    rejected(s, ["take", 2, "pink", 3, 2, "character", 0], "a 2 does Merchant now")
    rejected(s, ["take", 2, "pink", 3, 7, None, 0], "1 to 6")
    rejected(s, ["take", 2, "pink", 3, 3, None, 4], "extra AP")


def test_taking_a_die_through_the_helper():
    s = game(3)     # wheel: 1 Arch., 2 Merch., 3 Char., 4 Contr., 5 King, 6 Any
    s.apply(["roll", TABLE_DICE])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    assert "take" in offered(s.state) and helper("take")["who"] == "active"
    # The first question lists the dice on the wheel, lowest first, with
    # what each gives: a die that is not there cannot be picked.
    (q,) = rows(s.state, "take")
    assert q[0] == "die" and (q[2], q[3]) == (0, 10) and len(q[5]) == 11
    assert q[5][0] == "1 blue: iron x1, Arch. 6 AP"
    assert rows(s.state, "take", lang=1)[0][5][0] == "1 niebieska: żelazo x1, Arch. 6 PA"
    assert q[5][10] == "6 dark grey: stone x6, Any 1 AP"
    # the pink 3 (item 5): its value kept by default, each other value
    # with its goods, action points and price in gold
    qs = rows(s.state, "take", {"die": 5})
    assert qs[1][4] == 3
    assert qs[1][5][2] == "3: food x3, Char. 4 AP"
    assert qs[1][5][0] == "1: food x1, Arch. 6 AP (4 gold)"
    polish = rows(s.state, "take", {"die": 5}, lang=1)[1][5]
    assert polish[3] == "4: żywność x4, Kontr. 3 PA (2 zł.)"
    assert len(qs[0]) == 5      # the die answered: its labels are not made again
    # no "which action" off the universal space
    assert len(rows(s.state, "take", {"die": 5, "new": 3})) == 2
    ev = make(s.state, "take", 0, {"die": 5, "new": 3})
    assert ev == ["take", 0, "pink", 3, 3, "character", 0]
    # the yellow 6 (item 9) on the universal space, used for a contract
    qs = rows(s.state, "take", {"die": 9, "new": 6})
    assert len(qs) == 3 and qs[2][5][3] == "Contract 1 AP"
    assert make(s.state, "take", 0, {"die": 9, "new": 6, "act": 3}) == \
        ["take", 0, "yellow", 6, 6, "contract", 0]
    # the blue 1 turned into a 2 for 2 gold: the merchant's action
    assert make(s.state, "take", 0, {"die": 0, "new": 2}) == \
        ["take", 0, "blue", 1, 2, "merchant", 0]
    rejected(s, ["take", 0, "pink", 4, 4, "contract", 0], "no such die")
    s.apply(ev)
    assert s.state["g"]["took"][0] == [["pink", 3, 2, 4]]


def test_wrong_takes_are_refused():
    s = game(3)
    s.apply(["roll", TABLE_DICE])
    s.apply(["adv"])
    rejected(s, ["take", 0, "pink", 3, 3, None, 0], "not now")
    s.apply(["corrupt", 1])
    s.apply(["adv"])
    rejected(s, ["take", 0, "blue", 2, 2, None, 0], "no such die")
    rejected(s, ["take", 0, "green", 3, 3, None, 0], "no such die")
    rejected(s, ["take", 1, "pink", 3, 3, None, 0], "Ania's turn")
    rejected(s, ["take", 0, "pink", 3], "not an action")
    s.apply(["take", 0, "pink", 3, 3, None, 0])
    rejected(s, ["take", 0, "pink", 3, 3, None, 0], "Ania took a die this turn")
    s.apply(["adv"])
    # the other pink 3 is still there, the first one is gone
    assert s.state["g"]["wheel"].count(["pink", 3]) == 1


def test_table_dice_through_the_helper():
    # "Enter the table's dice": how many of each colour, kept within the
    # bag (3 of a colour for 3 players) and the round's 11, then each value.
    s = game(3)
    assert offered(s.state) == ("draw", "table", "table_in", "wheel")
    (q,) = rows(s.state, "table_in")
    assert (q[0], q[2], q[3]) == ("n0", 0, 3)
    assert q[1] == "How many blue dice?"
    assert rows(s.state, "table_in", lang=1)[0][1] == "Ile kości niebieskich?"
    # no blue: at least 2 pink (9 left for three colours of 3)
    qs = rows(s.state, "table_in", {"n0": 0})
    assert (qs[1][0], qs[1][2], qs[1][3]) == ("n1", 2, 3)
    # 2 pink: yellow, light and dark grey must be 3 each and are not asked
    counts = {"n0": 0, "n1": 2}
    qs = rows(s.state, "table_in", counts)
    assert [q[0] for q in qs[:3]] == ["n0", "n1", "d0"] and len(qs) == 2 + 11
    assert qs[2][1] == "Pink die 1: value"
    assert rows(s.state, "table_in", counts, lang=1)[2][1] == "Kość różowa 1: wartość"
    three = dict(counts, d0=1, d1=1, d2=1)
    assert rows(s.state, "table_in", three)[5][1] == "Yellow die 2: value"
    values = [6, 1, 2, 3, 4, 4, 5, 6, 2, 1, 3]
    answers = dict(counts)
    for j in range(11):
        answers["d%d" % j] = values[j]
    ev = make(s.state, "table_in", None, answers)
    assert ev == ["roll", [["pink", 6], ["pink", 1], ["yellow", 2], ["yellow", 3],
                           ["yellow", 4], ["lgrey", 4], ["lgrey", 5], ["lgrey", 6],
                           ["dgrey", 2], ["dgrey", 1], ["dgrey", 3]]]
    s.apply(ev)
    assert T.dice_view(s.state, 0)[0] == ("1 Arch. 6AP", "food, stone")
    assert offered(s.state) == ()     # drawn: nothing more to do but "next"
