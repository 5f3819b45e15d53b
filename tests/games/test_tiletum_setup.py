"""Tiletum on the device: a new game (colours, seats, first player, the
setup checklist by player count), the action wheel and the variant's action
tiles, the king track's lowest space, and the round/phase cursor."""

from core import texts
from core.rng import Rng
from core.session import Reject, Session
from games.tiletum import data as D
from games.tiletum import game as T
from games.tiletum import prep, take
from games.tiletum import rules as R
from support.memjournal import MemJournal
from support.tiletum_play import (
    ACTS,
    NAMES,
    checklist,
    helper,
    make,
    offered,
    rejected,
    rows,
    status,
)


def fresh(n=3, first=0, options=None, colours=None):
    players = []
    for i in range(n):
        p = {"name": NAMES[i]}
        if colours:
            p["colour"] = colours[i]
        players.append(p)
    return Session.new(MemJournal(), "tiletum", options or {}, players, first)


def test_three_player_setup_checklist():
    s = fresh(3, first=1)
    g = s.state["g"]
    # dice: as many of each colour as players
    assert g["bag"] == [["blue", 3], ["dgrey", 3], ["lgrey", 3], ["pink", 3], ["yellow", 3]]
    assert s.state["scores"] == [10, 10, 10]
    # Bartek is the first player: the king-track stack has him at the bottom
    assert s.state["order"] == [1, 2, 0]
    assert g["ks"] == [1, 2, 0] and g["kp"] == [0, 0, 0]
    lines = checklist(s.state, 0)
    assert "Bag: 3 dice of each colour (15)" in lines
    # gold by position from the first player: 1, 3, 5
    assert "1. Bartek: gold 1" in lines
    assert "2. Celina: gold 3" in lines
    assert "3. Ania: gold 5" in lines
    assert "Remove tiles marked 4" in lines
    assert "Map: spaces marked 4 stay empty" in lines
    assert "Score 10; king track 0, Bartek at bottom" in lines
    assert "Corruption: shuffle, lay 3 face down" in lines
    pl = checklist(s.state, 1)
    assert "Woreczek: po 3 kości z każdego koloru (15)" in pl
    assert "1. Bartek: złoto 1" in pl
    assert "Usuńcie kafelki z oznaczeniem 4" in pl
    assert "Każdy: 1 żelazo, 1 wełna, 1 kamień, 1 żywność" in pl


def test_two_and_four_players():
    two = fresh(2)
    assert dict((c, n) for c, n in two.state["g"]["bag"]) == {
        "blue": 2, "pink": 2, "yellow": 2, "lgrey": 2, "dgrey": 2}
    assert "Remove tiles marked 3+ / 4" in checklist(two.state, 0)
    assert "Map: spaces marked 3+ / 4 stay empty" in checklist(two.state, 0)
    assert "Usuńcie kafelki z oznaczeniem 3+ / 4" in checklist(two.state, 1)
    four = fresh(4, first=2)
    lines = checklist(four.state, 0)
    assert "Bag: 4 dice of each colour (20)" in lines
    assert [x for x in lines if x.startswith("Remove")] == []
    assert lines[2:6] == ["1. Celina: gold 1", "2. Dorota: gold 3", "3. Ania: gold 5",
                          "4. Bartek: gold 0"]
    assert four.state["scores"] == [10, 10, 10, 10]


def test_player_colours():
    s = fresh(3, colours=("green", None, "blue"))
    assert [p["colour"] for p in s.state["players"]] == ["green", "orange", "blue"]
    for colours, words in ((("green", "green", None), "two players chose green"),
                           (("red", None, None), "colours")):
        try:
            fresh(3, colours=colours)
            raise AssertionError("accepted %r" % (colours,))
        except Reject as e:
            assert words in str(e), str(e)
    try:
        Session.new(MemJournal(), "tiletum", {}, [{"name": "Solo"}], 0)
        raise AssertionError("accepted one player")
    except Reject as e:
        assert "2-4 players" in str(e)


def test_setup_needs_the_wheel_and_the_lowest_king_space():
    s = fresh(3)
    rejected(s, ["adv"], "action wheel")
    rejected(s, ["wheel", ACTS[:5], [1, 2, 3, 4, 5]], "six actions")
    rejected(s, ["wheel", ACTS[:5] + ["king"], [1, 2, 3, 4, 5, 6]], "six actions")
    rejected(s, ["wheel", ACTS, [1, 2, 3, 4, 5, 5]], "values 1-6")
    rejected(s, ["wheel", ACTS, [1, 2, 3, 4, 5, True]], "values 1-6")
    s.apply(["wheel", ACTS, [3, 4, 5, 6, 1, 2]])
    assert R.wheel_text(s.state, 0) == "1 King 2 Any 3 Arch. 4 Merch. 5 Char. 6 Contr."
    assert R.wheel_text(s.state, 1) == "1 Król 2 Dow. 3 Arch. 4 Kupiec 5 Post. 6 Kontr."
    rejected(s, ["adv"], "lowest space")
    # the rulebook's example has a marker on -2, so the track goes at least that low
    rejected(s, ["klow", -1], "-15 to -2")
    rejected(s, ["klow", 0], "-15 to -2")
    rejected(s, ["klow", -16], "-15 to -2")
    s.apply(["klow", -3])
    s.apply(["adv"])
    assert s.step() == "prep" and s.state["cur"]["round"] == 1


def test_king_track_spaces_read_off_the_board():
    s = fresh(2)
    s.apply(["klow", -3])
    # the red part takes VP, the blue part gives, the start space neither
    rejected(s, ["kvp", -3, 2], "space -3 cannot give 2 VP")
    rejected(s, ["kvp", 2, -1], "space 2 cannot give -1 VP")
    rejected(s, ["kvp", 0, 1], "space 0 cannot give 1 VP")
    rejected(s, ["kvp", -4, -4], "no king space -4")
    rejected(s, ["kvp", 16, 9], "no king space 16")
    rejected(s, ["kvp", 3, "2"], "not an action")
    s.apply(["kvp", -3, -3])
    s.apply(["kvp", 15, 8])
    assert R.missing_king_vp(s.state) == []     # everyone on 0: nothing to ask
    e = rejected(s, ["kvp", 3, -1])
    assert e.text(1) == "pole 3 nie da -1 PZ"
    # a lower space than a marker's is fine, a higher lowest space is refused
    s.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    s.apply(["adv"])
    s.apply(["roll", [["blue", 1], ["blue", 2], ["pink", 3], ["pink", 4], ["yellow", 5],
                      ["lgrey", 6], ["dgrey", 1], ["dgrey", 2]]])
    s.apply(["adv"])
    s.apply(["kset", 0, -3])
    rejected(s, ["kset", 0, -4], "starts at -3")


def test_action_tiles_variant():
    # the table shuffles the six tiles onto the spaces and reads the wheel
    # as for the printed board
    s = fresh(3, options={"action_tiles": True})
    assert "Action tiles: shuffle onto the spaces" in checklist(s.state, 0)
    assert "Kafelki akcji: losowo na pola" in checklist(s.state, 1)
    assert "Action tiles: shuffle onto the spaces" not in checklist(fresh(3).state, 0)
    layout = ["king", "universal", "contract", "architect", "character", "merchant"]
    s.apply(["wheel", layout, [4, 5, 6, 1, 2, 3]])
    assert R.wheel_text(s.state, 0) == "1 Arch. 2 Char. 3 Merch. 4 King 5 Any 6 Contr."


def test_round_and_phase_cursor():
    s = fresh(2)
    s.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    s.apply(["klow", -2])
    assert status(s.state, 0) == "Setup"
    s.apply(["adv"])
    seen = []
    rng = Rng(3)
    while s.step() != "final":
        seen.append(status(s.state, 0))
        step = s.step()
        if step == "prep":
            s.apply(prep.roll_event(s.state, rng))
        elif step == "corrupt":
            s.apply(["corrupt", 0])
        elif step == "take":
            d = s.state["g"]["wheel"][0]
            any_action = R.act_at(s.state["g"], d[1]) == D.UNIVERSAL
            s.apply(take.take_event(s.state, d[0], d[1], act="merchant" if any_action else None))
        elif step == "king":
            for space in R.missing_king_vp(s.state):     # read off the board
                s.apply(["kvp", space, 1])
            s.apply(["royal"])
        s.apply(["adv"])
    assert seen[:10] == ["R1 Preparation", "R1 Action 1/3", "R1 Action 1/3", "R1 Action 1/3",
                         "R1 Action 2/3", "R1 Action 2/3", "R1 Action 2/3", "R1 Action 3/3",
                         "R1 Action 3/3", "R1 Action 3/3"]
    assert seen[10:13] == ["R1 King", "R1 Fair", "R1 Clean-up"]
    # no clean-up after the fair of round 4
    assert seen[-3:] == ["R4 Action 3/3", "R4 King", "R4 Fair"]
    assert seen.count("R3 Clean-up") == 1 and "R4 Clean-up" not in seen
    assert status(s.state, 1) == "Punktacja końcowa"
    assert len(seen) == 4 * 13 - 1


def test_every_text_has_both_languages():
    pairs = (D.COLOUR_TEXT + D.COLOUR_GEN + D.GOODS_TEXT + D.GOODS_SHORT + D.ACT_TEXT
             + D.ACT_SHORT + D.PHASE_TEXT + tuple(t[0] for t in D.FAIR_TILES)
             + tuple(c[1] for c in D.CATS))
    for step in T.STEPS.values():
        pairs += (step["prompt"],)
    for key, a in T.ACTIONS.items():
        pairs += (a["name"],)
        assert a["who"] in ("active", "any", "none"), key
        ask = a["questions"]
        if key == "bld":
            ask = ask(None, None, {"for": 1}, 0)    # the bonus's points asked too
        elif callable(ask):
            continue                        # made from the dice and the track (test_tiletum_dice)
        for q in ask:
            # the protocol's five fields, and the labels of a choice
            assert len(q) in (5, 6) and q[2] <= q[4] <= q[3], (key, q)
            pairs += (q[1],)
            if len(q) == 6:
                assert len(q[5]) == q[3] - q[2] + 1, q[0]
                pairs += tuple(q[5])
    # texts of games/tiletum/texts.lang come as ids
    pairs = tuple(texts.pair("tiletum", p) if type(p) is int else p for p in pairs)
    for en, pl in pairs:
        assert en and pl
        assert len(en) <= 37 and len(pl) <= 37, (en, pl)
    polish = " ".join([p[1] for p in pairs])
    for letter in "ąćęłńóśż":
        assert letter in polish, letter


def test_a_crowded_wheel_fits_the_panel():
    s = fresh(4)
    s.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    s.apply(["klow", -2])
    s.apply(["adv"])
    # six dice on the merchant's 2, every colour among them
    six = [["blue", 2], ["pink", 2], ["pink", 2], ["yellow", 2], ["lgrey", 2], ["dgrey", 2]]
    rest = [["blue", 1], ["blue", 3], ["yellow", 4], ["yellow", 5], ["lgrey", 6],
            ["lgrey", 1], ["dgrey", 3], ["dgrey", 4]]
    s.apply(["roll", six + rest])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    s.apply(["bld", 0, "merchant", 3])
    # too long for the play screen's column: the short names, no spaces
    assert T.dice_view(s.state, 0)[1] == ("2 Merch. 5+3AP", "iron,food x2,gold,wool,stone")
    assert T.dice_view(s.state, 1)[1] == ("2 Kupiec 5+3PA", "żel.,żywn. x2,zł.,weł.,kam.")
    assert T.dice_view(s.state, 0)[0] == ("1 Arch. 6AP", "iron, wool")
    for lang in (0, 1):
        for label, goods in T.dice_view(s.state, lang):
            assert len(label) + 2 + len(goods) <= D.LINE, (label, goods)
        for line in checklist(s.state, lang):
            assert len(line) <= D.LINE, line


def test_wheel_and_draw_through_the_helpers():
    T.use_rng(Rng(77))      # the screens hand over the device's generator
    s = fresh(3)
    assert offered(s.state)[0] == "wheel"     # the menu offers the wheel first
    assert helper("wheel")["who"] == "none"
    # first the printed wheel in one of its six turns (the action beside
    # the 1), or every space entered: twelve answers more
    (q,) = rows(s.state, "wheel")
    labels = q[5]
    assert q[2:5] == (0, 6, 0) and len(labels) == 7
    assert labels[0] == "1 beside Architect"
    assert rows(s.state, "wheel", lang=1)[0][5][0] == "1 przy: Architekt"
    assert labels[5] == "1 beside Any action"
    assert make(s.state, "wheel", None, {"turn": 0}) == ["wheel", ACTS, [1, 2, 3, 4, 5, 6]]
    # turned: the 1 beside the contract space (as after three clean-ups)
    assert labels[3] == "1 beside Contract"
    assert make(s.state, "wheel", None, {"turn": 3}) == ["wheel", ACTS, [4, 5, 6, 1, 2, 3]]
    assert len(rows(s.state, "wheel", {"turn": 6})) == 13
    # the defaults: actions in the device's order, values 1-6
    defaults = {"turn": 6}
    for q in rows(s.state, "wheel", {"turn": 6})[1:]:
        defaults[q[0]] = q[4]
    assert make(s.state, "wheel", None, defaults) == ["wheel", ACTS, [1, 2, 3, 4, 5, 6]]
    answers = {"a0": 4, "v0": 6, "a1": 5, "v1": 5, "a2": 0, "v2": 4, "a3": 1, "v3": 3,
               "a4": 2, "v4": 2, "a5": 3, "v5": 1}
    s.apply(make(s.state, "wheel", None, answers))
    assert s.state["g"]["acts"] == ["king", "universal", "architect", "merchant", "character",
                                    "contract"]
    assert s.state["g"]["vals"] == [6, 5, 4, 3, 2, 1]
    s.apply(make(s.state, "klow", None, {"space": -5}))
    s.apply(["adv"])
    # the device draws the round's dice itself
    # (no plain dice to roll: the step has no "dice")
    assert "dice" not in T.STEPS["prep"] and offered(s.state)[0] == "draw"
    ev = make(s.state, "draw", None, {})
    assert ev[0] == "roll" and len(ev[1]) == 11
    s.apply(ev)
    assert len(s.state["g"]["wheel"]) == 11 and s.state["dice"] is None
    assert offered(s.state) == ()     # drawn: the menu no longer offers a draw
    assert T.describe(ev, 1) == "wylosowano 11 kości"




def test_setup_steps_8_and_13_on_the_checklist():
    # Seed 001, step 8: "Należy pomieszać kafelki kosztów budowy i umieścić
    # po 1 losowym odkrytym kafelku poniżej każdego pola katedry. Kafelki
    # katedr należy posortować według rodzaju, a następnie uporządkować każdą
    # grupę według wartości punktowej". Step 13: "1 kupca i architekta, których
    # umieszcza w Tiletum na mapie; 8 domów, z których 5 umieszcza na polach
    # dachów [...], 1 w Tiletum na mapie [...]; 7 filarów, z których 5
    # umieszcza na pierwszych 5 polach kontraktów".
    s = fresh(3)
    lines = checklist(s.state, 0)
    assert "Cathedrals: cost tiles, stacks by VP" in lines
    assert "Tiletum: merchant, architect, house" in lines
    assert "5 houses on roofs, 5 pillars contracts" in lines
    # in the rulebook's order: step 8 before the cities (9), 13 after the corruption (11)
    assert lines.index("Cathedrals: cost tiles, stacks by VP") < \
        lines.index("3 cities + 4 fair tiles, fair tokens")
    assert lines.index("Corruption: shuffle, lay 3 face down") < \
        lines.index("Tiletum: merchant, architect, house")
    pl = checklist(s.state, 1)
    assert "Katedry: kafelki kosztów, stosy wg PZ" in pl
    assert "Tiletum: kupiec, architekt, dom" in pl
    assert "5 domów na dachy, 5 filarów na kontrakty" in pl
