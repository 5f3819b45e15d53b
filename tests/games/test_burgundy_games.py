"""Whole games of The Castles of Burgundy, scripted from setup to the final
ranking through a Session: 25 rounds, turn order changed by ships (stacking
included), undo mid-game, a resume from the journal in the middle.

Every scripted action carries the points worked out by hand from the
rulebook; the driver checks each against the device, then the final totals,
breakdowns and ranking (hand sums in the comments)."""

from core import canon
from core.rng import Rng
from core.session import Session
from games.burgundy import end as be
from games.burgundy import game as bg
from support.burgundy_plans import FOUR, HELPERS, TWO, WHITES
from support.burgundy_play import hook, rows
from support.memjournal import MemJournal

# The scripts (rows of rounds, cells of helper actions) are in
# support.burgundy_plans; the simulator test plays the same ones by keys.


def snap(s):
    return canon.dumps(s.state)


def do(s, text):
    """One scripted action, through the helper the screen would use."""
    words = text.split()
    points = 0
    if words[-1][0] == "=":
        points = int(words.pop()[1:])
    if words[0] == "undo":
        s.undo()
        return
    if words[0] == "next":
        s.apply(["adv"])
        return
    aid = HELPERS[words[0]]
    values = [int(w) for w in words[1:]]
    if aid == "animals":        # the kind and its animals are one pick (1-12)
        values = [3 * (values[0] - 1) + values[1] - 1, values[2]]
    if aid == "sell":           # the goods' value: the table's, not asked
        values = values[1:]
    p = s.active()
    answers = {}        # by key, as the screens give them
    for v in values:
        answers[rows(s.state, aid, p, answers)[len(answers)][0]] = v
    assert len(answers) == len(rows(s.state, aid, p, answers)), text
    event = bg.ACTIONS[aid]["make"](s.state, p, answers)
    before = s.state["scores"][p]
    s.apply(event)
    got = s.state["scores"][p] - before
    assert got == points, (s.state["cur"], text, got)


def play(s, script, roll, resume_after):
    """Plays the 25 rounds, checking each round's turn order; returns the
    session (a new one after the resume) and the phase-end checklists."""
    phase_ends = []
    for row in script:
        while s.step() != "roll":
            if s.step() == "phase_end":
                phase_ends.append(hook(s.state, "checklist", 0))
            s.apply(["adv"])
        assert (s.state["cur"]["phase"], s.state["cur"]["round"]) == (
            "ABCDE".index(row[0][0]) + 1, int(row[0][1])), row[0]
        roll(s, row[0])
        s.apply(["adv"])
        order = ""
        while s.step() == "turn":
            p = s.active()
            order += s.state["players"][p]["name"][0]
            cell = row[2 + p]
            if cell:
                for text in cell.split(";"):
                    do(s, text)
            s.apply(["adv"])
        assert order == row[1], (row, order)
        if row[0] == resume_after:
            before = snap(s)
            s = Session.resume(s.journal)
            assert snap(s) == before
    while s.step() != "final":
        if s.step() == "phase_end":
            phase_ends.append(hook(s.state, "checklist", 0))
        s.apply(["adv"])
    return s, phase_ends


def finish(s, counts):
    """The final counts (goods, silverlings, workers, and the goods kinds
    sold where the count asks them) through the "count" action, then the
    end; returns the ranking."""
    for p in range(len(counts)):
        answers = dict(zip(("goods", "silver", "workers", "kinds"), counts[p]))
        s.apply(bg.ACTIONS["count"]["make"](s.state, p, answers))
    s.apply(["end"])
    return bg.results(s.state)


def check_sums(res):
    for r in res["results"]:
        total = 0
        for v in r["breakdown"].values():
            total += v
        assert total == r["total"], r


def roll_white(s, key):
    if key in WHITES:
        s.apply(["roll", [WHITES[key]]])
        assert hook(s.state, "checklist", 0)[0] == "Top goods tile to depot %d" % WHITES[key]


def test_two_player_game_from_setup_to_ranking():
    players = [{"name": "Ania", "colour": "red"}, {"name": "Benek", "colour": "blue"}]
    s = Session.new(MemJournal(), "burgundy", {"dice": "none"}, players, 1)
    assert s.state["g"]["workers"] == [2, 1]
    s, ends = play(s, TWO, roll_white, "C3")
    assert ends[0][1:3] == ["Benek: no mines", "Ania: no mines"]
    assert ends[2][1:3] == ["Ania: 3 silverlings", "Benek: 3 silverlings"]
    # Score track: Ania 17 + 37 + 59 + 28 + 30 - 2 = 169 (phases A-E, the
    # correction); Benek 25 + 31 + 41 + 49 + 55 = 201.
    assert s.state["scores"] == [169, 201]
    assert be.final_ask(s.state, 0)[2][0] == "workers"
    # Ania holds tile 15 and sold 11 tiles in 5 sales: how many kinds, 2
    # (7 of each) to 5, is hers to count (all 5); Benek's count has none.
    kinds = be.final_ask(s.state, 0)[3]
    assert (kinds[0],) + kinds[2:] == ("kinds", 2, 5, 5)
    assert len(be.final_ask(s.state, 1)) == 3
    res = finish(s, [(1, 3, 5, 5), (2, 4, 3)])     # goods, silverlings, workers, kinds
    check_sums(res)
    benek, ania = res["results"]
    # Benek: 201 + 2 goods + 4 silverlings + 3 workers (1) + tiles 17 (2 x 4)
    # and 22 (4 x 4) = 232.
    assert (benek["name"], benek["rank"], benek["total"], benek["seat"]) == ("Benek", 1, 232, 1)
    assert benek["breakdown"] == {"animals": 31, "tower": 8, "sale": 22, "region": 124,
                                  "bonus": 16, "goods": 2, "silver": 4, "workers": 1,
                                  "knowledge_17": 8, "knowledge_22": 16}
    # Ania: 169 + 1 + 3 + 5 workers (2) + tile 15 (5 goods kinds sold: 15),
    # 24 (4 animal kinds: 16), 25 (11 tiles sold), 26 (5 bonus tiles: 10) = 227.
    assert (ania["name"], ania["rank"], ania["total"]) == ("Ania", 2, 227)
    assert ania["breakdown"] == {"animals": 30, "sale": 22, "region": 97, "bonus": 22,
                                 "fix": -2, "goods": 1, "silver": 3, "workers": 2,
                                 "knowledge_15": 15, "knowledge_24": 16,
                                 "knowledge_25": 11, "knowledge_26": 10}
    sheet = be.sheet(s.state)["players"]
    assert [p["empty_spaces"] for p in sheet] == [9, 3]
    assert [p["turn_order"] for p in sheet] == [2, 1]
    assert sheet[1]["buildings"]["bank"] == 4 and sheet[1]["buildings"]["watchtower"] == 2


RNG = Rng(2024)


def roll_all(s, key):
    s.roll(RNG)
    view = bg.dice_view(s.state, 0)
    assert [label for label, _ in view] == ["Ania", "Ania", "Bartek", "Bartek", "Celina",
                                           "Celina", "Daria", "Daria", "white"]


def test_four_player_game_from_setup_to_ranking():
    players = [{"name": n} for n in ("Ania", "Bartek", "Celina", "Daria")]
    s = Session.new(MemJournal(), "burgundy", {}, players, 2)
    assert s.state["g"]["workers"] == [3, 4, 1, 2]
    s, ends = play(s, FOUR, roll_all, "C3")
    assert ends[0] == ["Mines: 1 silverling each", "Bartek: 1 silverling",
                       "Ania: 1 silverling", "Celina: 3 silverlings",
                       "Daria: 3 silverlings", "Next: phase B"]
    assert s.state["g"]["bonus"][1] == [3, 2, 0, 1]       # grey: Daria, Celina, Ania, Bartek
    # Track: Ania 4+7+14+8+4+12+5+11+4 = 69; Bartek 5+9+3+14+4+12+4+12 = 63;
    # Celina 20+8+19+4+12 = 63; Daria 23+16+16+2+5 = 62.
    assert s.state["scores"] == [69, 63, 63, 62]
    res = finish(s, [(2, 5, 6), (1, 6, 4), (3, 8, 10, 2), (0, 12, 9)])
    check_sums(res)
    # Ania 69 + 2 + 5 + 3 + tile 25 (6 sold) = 85; Celina 63 + 3 + 8 + 5 +
    # tile 15 (2 kinds) = 85; both 25 empty spaces; Ania's last turn was
    # later. Bartek 63 + 1 + 6 + 2 + tile 22 (2 banks) = 80; Daria 62 + 12 + 4 = 78.
    assert [(r["name"], r["total"], r["rank"]) for r in res["results"]] == [
        ("Ania", 85, 1), ("Celina", 85, 2), ("Bartek", 80, 3), ("Daria", 78, 4)]
    sheet = be.sheet(s.state)["players"]
    assert [p["empty_spaces"] for p in sheet] == [25, 21, 25, 23]
    assert [p["turn_order"] for p in sheet] == [4, 2, 3, 1]
    celina = res["results"][1]["breakdown"]
    assert celina == {"bonus": 11, "region": 28, "sale": 20, "tower": 4, "goods": 3,
                      "silver": 8, "workers": 5, "knowledge_15": 6}
    assert len(canon.dumps(s.state)) < 1600
    # The whole game replays to the same state from its journal.
    assert snap(Session.resume(s.journal)) == snap(s)
