"""Tiletum's king track on the device: corruption tokens (the rulebook's
example, the lowest space, stacks), the king action, the king phase (leader,
VP by space read off the board, new turn order, red markers back to 0) and
the score floor."""

from core.rng import Rng
from games.tiletum import corrupt, take
from games.tiletum import game as T
from games.tiletum import rules as R
from support.tiletum_play import COLOURS, NAMES, checklist, game, make, offered, rejected, rows


def quiet_dice(s):
    """3n+2 dice the table drew, none of them at the king's action this round."""
    g = s.state["g"]
    king = [v for v in range(1, 7) if R.act_at(g, v) == 4][0]
    values = [v for v in range(1, 7) if v != king]
    n = len(s.state["players"])
    return [[COLOURS[i % 5], values[i % 5]] for i in range(3 * n + 2)]


def to_corruption(s):
    s.apply(["roll", quiet_dice(s)])
    s.apply(["adv"])
    assert s.step() == "corrupt"


def quiet_actions(s, token=0):
    """Play the rest of the action phase without anyone moving on the track."""
    while s.step() in ("corrupt", "take"):
        if s.step() == "corrupt":
            s.apply(["corrupt", token])
        else:
            g = s.state["g"]
            c, v = [d for d in g["wheel"] if R.act_at(g, d[1]) != 4][0]
            s.apply(take.take_event(s.state, c, v, act="merchant"))
        s.apply(["adv"])
    assert s.step() == "king"


def where(s):
    """The king track as the table sees it: [(space, [names bottom to top])]."""
    return [(space, [NAMES[p] for p in ps]) for space, ps in R.stacks(s.state["g"])]


def test_rulebook_corruption_example():
    # Green (Ania) on 0; orange (Bartek) and blue (Celina) stacked on 2,
    # orange below. Token 2: green moves first to -2, then orange and blue
    # to 0 without changing their order.
    s = game(3, colours=("green", "orange", "blue"))
    to_corruption(s)
    assert checklist(s.state, 0)[0] == "Ania: reveal the rightmost token"
    s.apply(["kset", 1, 2])
    s.apply(["kset", 2, 2])
    assert where(s) == [(2, ["Bartek", "Celina"]), (0, ["Ania"])]
    s.apply(["corrupt", 2])
    assert where(s) == [(0, ["Bartek", "Celina"]), (-2, ["Ania"])]
    assert checklist(s.state, 0)[:3] == ["Token 2: every marker back 2",
                                           "0: Bartek, Celina", "-2: Ania"]
    assert checklist(s.state, 1)[0] == "Żeton 2: wszystkie znaczniki o 2 w lewo"
    rejected(s, ["corrupt", 1], "revealed")


def test_corruption_stops_at_the_lowest_space_leftmost_first():
    s = game(4, low=-3)
    to_corruption(s)
    s.apply(["kset", 2, -3])    # Celina on the lowest space
    s.apply(["kset", 0, -2])
    s.apply(["kset", 1, -1])
    s.apply(["kset", 3, 1])
    s.apply(["corrupt", 2])
    # nobody goes below -3; Celina was there first, then Ania, then Bartek
    assert where(s) == [(-1, ["Dorota"]), (-3, ["Celina", "Ania", "Bartek"])]
    rejected(s, ["kset", 0, -4], "starts at -3")


def test_king_action_moves_on_top_and_never_past_15():
    # Rulebook: a die 4 at the king's action gives 3 AP; the marker moves 3
    # spaces and goes on top of the markers already there.
    s = game(3, vals=(1, 2, 3, 5, 4, 6))
    s.apply(["roll", [["blue", 4], ["pink", 4]] + [["yellow", 1]] * 3
             + [["lgrey", 2]] * 3 + [["dgrey", 3]] * 3])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    s.apply(["kset", 1, 3])
    s.apply(["kset", 2, 3])
    s.apply(take.take_event(s.state, "blue", 4))
    assert where(s) == [(3, ["Bartek", "Celina", "Ania"])]
    assert checklist(s.state, 0)[2] == "King track: now on 3"
    # a contract or helper moves the player on without a die
    rejected(s, ["km", 0, 0], "1 to 15")
    rejected(s, ["km", 1, 2], "only Ania")
    s.apply(["km", 0, 9])
    assert s.state["g"]["kp"][0] == 12
    s.apply(["km", 0, 6])
    assert s.state["g"]["kp"][0] == 15
    rejected(s, ["kset", 1, 16], "ends at 15")
    rejected(s, ["kset", 1, 15.0], "not an action")
    s.apply(["adv"])
    # Bartek joins Ania on 15: on top of her
    s.apply(["kset", 1, 12])
    s.apply(take.take_event(s.state, "pink", 4))
    assert where(s)[0] == (15, ["Ania", "Bartek"])


def test_king_phase_rulebook_example():
    # Blue gains 3 VP, orange and pink on the start space neither gain nor
    # lose, green loses 2; blue is the leader and takes the bonus tile.
    s = game(4, colours=("blue", "orange", "pink", "green"))
    to_corruption(s)
    quiet_actions(s)
    s.apply(["kset", 0, 4])
    s.apply(["kset", 3, -2])
    assert R.missing_king_vp(s.state) == [-2, 4]
    rejected(s, ["royal"], "VP of king space -2? (read the board)")
    rejected(s, ["adv"], "score the king phase first")
    lines = checklist(s.state, 0)
    assert "VP of king space -2? (board)" in lines and "VP of king space 4? (board)" in lines
    # the table reads the two figures off its board
    s.apply(["kvp", -2, -2])
    s.apply(["kvp", 4, 3])
    lines = checklist(s.state, 0)
    assert lines[0] == "Leader Ania: bonus tile (or not)"
    assert lines[1:5] == ["Ania on 4: +3 VP", "Bartek on 0: +0 VP", "Celina on 0: +0 VP",
                          "Dorota on -2: -2 VP"]
    assert T.points(s.state, ["royal"]) == {0: 3, 1: 0, 2: 0, 3: -2}
    s.apply(["royal"])
    assert s.state["scores"] == [13, 10, 10, 8]
    # new turn order from the track; green's marker back to 0, on top
    assert s.state["order"] == [0, 1, 2, 3]
    assert where(s) == [(4, ["Ania"]), (0, ["Bartek", "Celina", "Dorota"])]
    assert checklist(s.state, 0)[0] == "Order: Ania, Bartek, Celina, Dorota"
    rejected(s, ["royal"], "scored")
    s.apply(["adv"])
    assert s.step() == "fair"


def test_turn_order_ties_go_to_the_lower_marker():
    # Orange reached 3 before blue: orange first, blue second, green third.
    s = game(3, colours=("blue", "green", "orange"))
    to_corruption(s)
    quiet_actions(s)
    s.apply(["kset", 2, 3])
    s.apply(["kset", 0, 3])
    s.apply(["kset", 1, 1])
    s.apply(["kvp", 3, 2])
    s.apply(["kvp", 1, 1])
    assert checklist(s.state, 0)[0] == "Leader Celina: bonus tile (or not)"
    s.apply(["royal"])
    assert s.state["order"] == [2, 0, 1]
    # the next action phase follows the new order
    s.apply(["adv"])
    s.apply(["adv"])
    s.apply(["adv"])
    s.apply(["roll", quiet_dice(s)])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    assert s.active() == 2


def test_red_markers_return_to_zero_lowest_on_top():
    s = game(4, low=-4)
    to_corruption(s)
    quiet_actions(s)
    s.apply(["kset", 0, -3])
    s.apply(["kset", 1, -1])
    s.apply(["kset", 2, -1])
    s.apply(["kset", 3, 2])
    s.apply(["kset", 3, 0])     # Dorota back on 0, on top of nobody
    for space, vp in ((-3, -3), (-1, -1)):
        s.apply(["kvp", space, vp])
    s.apply(["royal"])
    # order first (ties: lower in the stack first), then the reset
    assert s.state["order"] == [3, 1, 2, 0]
    # picked up left to right: Ania (from -3) ends on top; Bartek and Celina
    # keep their order; all on top of Dorota, who was on 0 already
    assert where(s) == [(0, ["Dorota", "Bartek", "Celina", "Ania"])]
    assert s.state["scores"] == [7, 9, 9, 10]


def test_king_vp_is_asked_once_and_remembered():
    s = game(3)
    to_corruption(s)
    quiet_actions(s, token=1)       # three tokens of 1: everyone on -3
    assert R.missing_king_vp(s.state) == [-3]
    rejected(s, ["kvp", -3, 2], "space -3 cannot give 2 VP")
    rejected(s, ["kvp", 16, 2], "no king space 16")
    rejected(s, ["kvp", -5, -5], "no king space -5")
    rejected(s, ["kvp", 0, 1], "space 0 cannot give 1 VP")
    s.apply(["kvp", -3, -2])
    s.apply(["royal"])
    assert s.state["scores"] == [8, 8, 8]
    for _ in range(3):
        s.apply(["adv"])
    to_corruption(s)
    quiet_actions(s, token=1)
    assert R.missing_king_vp(s.state) == []
    s.apply(["royal"])
    assert s.state["scores"] == [6, 6, 6]


def test_score_never_goes_below_zero():
    s = game(3)
    s.apply(["sc", 2, -9, "fix"])
    to_corruption(s)
    quiet_actions(s, token=1)
    s.apply(["kvp", -3, -3])
    s.apply(["royal"])
    assert s.state["scores"] == [7, 7, 0]
    assert s.state["cats"][2]["king"] == -1
    s.apply(["sc", 0, -50, "fix"])
    assert s.state["scores"][0] == 0


def test_round_four_leader_scores_four_vp():
    s = game(2)
    for rnd in range(1, 5):
        to_corruption(s)
        quiet_actions(s)
        assert s.state["cur"]["round"] == rnd
        if rnd == 4:
            s.apply(["kset", 1, 2])
            s.apply(["kvp", 2, 1])
            assert checklist(s.state, 0)[0] == "Leader Bartek: +4 VP"
            assert T.points(s.state, ["royal"]) == {0: 0, 1: 5}
        s.apply(["royal"])
        for _ in range(3 if rnd < 4 else 2):
            s.apply(["adv"])
    assert s.step() == "final"
    assert s.state["scores"] == [10, 15]
    assert s.state["cats"][1]["leader"] == 4


def test_corruption_tokens_drawn_by_the_device():
    T.use_rng(Rng(8))       # the screens hand over the device's generator
    s = game(3)
    to_corruption(s)
    # without the tokens' mix the device cannot draw one
    rejected(s, corrupt.corruption_event(s.state, Rng(1)), "enter the tokens' mix first")
    rejected(s, make(s.state, "reveal", None, {}), "mix")
    rejected(s, ["tokens", 2, 2, 1], "6 corruption tokens")
    rejected(s, ["tokens", 3, 3, -0.5], "not an action")
    rejected(s, ["tokens", 4, 3, -1], "6 corruption tokens")
    s.apply(["tokens", 4, 0, 2])
    rejected(s, ["corrupt", 1], "no token 1 left")
    rejected(s, ["corrupt", 3], "0, 1 or 2")
    seen = [0, 0, 0]
    for seed in range(200):
        ev = corrupt.corruption_event(s.state, Rng(seed))
        seen[ev[1]] += 1
    # four 0s and two 2s: about twice as many 0s
    assert seen[1] == 0 and 100 < seen[0] < 170 and seen[0] + seen[2] == 200
    ev = make(s.state, "reveal", None, {})   # the device's own draw
    assert ev[1] in (0, 2)
    s.apply(ev)
    s.undo()
    s.apply(["corrupt", 2])
    s.apply(["adv"])
    quiet = 0
    while s.step() == "take":
        g = s.state["g"]
        c, v = [d for d in g["wheel"] if R.act_at(g, d[1]) not in (4, 5)][0]
        s.apply(take.take_event(s.state, c, v))
        s.apply(["adv"])
        quiet += 1
    assert quiet == 3
    s.apply(["corrupt", 2])
    assert s.state["g"]["trev"] == [2, 2]
    # both 2s are out this round: only 0s are left face down
    assert corrupt.corruption_event(s.state, Rng(5)) == ["corrupt", 0]
    rejected(s, ["tokens", 5, 0, 1], "tokens 2 revealed already: 2")


def test_king_phase_asks_the_missing_vp_with_the_scoring():
    # The screens' "Score the king phase": one question per occupied space
    # not read yet (red part -99..0), the answers going with the event.
    s = game(3)
    to_corruption(s)
    s.apply(["corrupt", 1])             # all on -1
    s.apply(["adv"])
    s.apply(take.take_event(s.state, *s.state["g"]["wheel"][0], act="merchant"))
    s.apply(["kset", 1, 2])             # Bartek put on 2 (a bonus tile's move)
    s.apply(["adv"])
    quiet_actions(s)
    assert offered(s.state)[0] == "royal"
    qs = rows(s.state, "royal")
    assert [(q[0], q[2], q[3]) for q in qs] == [("vp-1", -99, 0), ("vp2", 0, 99)]
    assert qs[0][1] == "VP of king space -1? (board)"
    assert rows(s.state, "royal", lang=1)[0][1] == "PZ pola -1 toru króla? (plansza)"
    ev = make(s.state, "royal", None, {"vp-1": -1, "vp2": 2})
    assert ev == ["royal", [[-1, -1], [2, 2]]]
    assert T.points(s.state, ev) == {0: -1, 1: 2, 2: -1}
    rejected(s, ["royal", [[-1, -1]]], "VP of king space 2?")
    rejected(s, ["royal", [[-1, 1], [2, 2]]], "space -1 cannot give 1 VP")
    rejected(s, ["royal", [[-1, -1], [2, "2"]]], "not an action")
    s.apply(ev)
    assert s.state["scores"] == [9, 12, 9]
    assert offered(s.state) == ()     # scored: only "next" is left
    # remembered for the rest of the game: not asked again
    for _ in range(3):
        s.apply(["adv"])
    to_corruption(s)
    quiet_actions(s)
    assert R.missing_king_vp(s.state) == [] and rows(s.state, "royal") == []
    assert make(s.state, "royal", None, {}) == ["royal"]


def king_die_turn():
    """Ania's turn with a blue 5 at the king's action (2 AP) on the wheel."""
    s = game(3, vals=(1, 2, 3, 4, 5, 6))
    assert R.act_at(s.state["g"], 5) == 4
    s.apply(["roll", [["blue", 5], ["pink", 4]] + [["yellow", 1]] * 3
             + [["lgrey", 2]] * 3 + [["dgrey", 3]] * 3])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    return s


def test_a_building_completed_in_the_turn_strengthens_its_king_action():
    # Seed 001, building completion: the action "natychmiast staje się
    # silniejsza dla danego gracza (także w aktualnie rozgrywanej turze,
    # jeśli gracz wykonuje tę akcję)". A King die 5 gives 2 AP; a 3-floor
    # King building completed in the same turn makes it 5.
    s = king_die_turn()
    s.apply(take.take_event(s.state, "blue", 5))
    assert s.state["g"]["kp"][0] == 2
    s.apply(["bld", 0, "king", 3])
    assert s.state["g"]["kp"][0] == 5
    assert s.state["g"]["took"][0][-1][3] == 5
    assert "King: 5 AP" in checklist(s.state, 0)
    s.undo()
    assert s.state["g"]["kp"][0] == 2
    # A building for another action leaves the king marker where it is.
    s.apply(["bld", 0, "architect", 2])
    assert s.state["g"]["kp"][0] == 2
    s.apply(["adv"])
    # The next player's building does not reach back to Ania's die.
    s.apply(take.take_event(s.state, "yellow", 1))
    s.apply(["bld", 1, "king", 2])
    assert s.state["g"]["kp"][:2] == [2, 0]


def test_helper_tile_adds_ap_to_the_die_taken():
    # Seed 001, appendix: "Dodaj 1/2/3 PA do wartości wykonywanej akcji.
    # Zdolności tych pomocników można użyć tylko w odniesieniu do akcji
    # przypisanej wybranej kości."
    s = king_die_turn()
    assert "take_x" in offered(s.state)
    # the die (the wheel's list: blue 5 is its place), its value, the helper
    die = s.state["g"]["wheel"].index(["blue", 5])
    assert len(rows(s.state, "take_x", {"die": die})) == 2
    qs = rows(s.state, "take_x", {"die": die, "new": 5})
    assert qs[-1][0] == "extra" and qs[-1][2:5] == (1, 3, 1)
    assert R.t(qs[-1][1], 1) == "Pomocnik: + PA"
    ev = make(s.state, "take_x", 0, {"die": die, "new": 5, "extra": 3})
    assert ev == ["take", 0, "blue", 5, 5, "king", 3]
    s.apply(ev)
    assert s.state["g"]["kp"][0] == 2 + 3
    assert "take_x" not in offered(s.state)
    rejected(s, ["take", 0, "pink", 4, 4, None, 1], "took a die")


def test_the_turn_ends_with_the_contract_market_reminder():
    # Seed 001, the contract action: "Na koniec tury należy przesunąć
    # kafelki kontraktów na rynku w prawo, zapełniając wszystkie puste pola,
    # a następnie uzupełnić rynek."
    s = king_die_turn()
    assert "Turn end: contracts right, refill" not in checklist(s.state, 0)
    s.apply(take.take_event(s.state, "pink", 4))
    assert "Turn end: contracts right, refill" in checklist(s.state, 0)
    assert "Koniec tury: kontrakty w prawo, dołóż" in checklist(s.state, 1)
