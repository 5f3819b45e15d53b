"""Tiletum fed with few presses: what C takes where nothing is entered
(the table's own dice, a die for another action than the King's, a
corruption token 0) and why nothing the device works out changes; the
menus' likely helper and the numbers' likely start; the board's figures
kept on the device for the next games."""

from core.session import Session
from games.tiletum import data as D
from games.tiletum import game as T
from games.tiletum import king
from games.tiletum import rules as R
from support.memjournal import MemJournal
from support.tiletum_play import ACTS, NAMES, checklist, game, likely, make, rejected, rows


def to_take(s, dice=None):
    """Round 1 to the first player's turn: the dice as given, else the
    table's own (not entered); token 0 by C."""
    s.apply(["adv"] if dice is None else ["roll", dice])
    if dice is not None:
        s.apply(["adv"])
    s.apply(["adv"])
    assert s.step() == "take"


def test_the_tables_own_dice_need_not_be_entered():
    # C at the preparation: the table drew and rolled its own dice
    s = game(3)
    to_take(s)
    g = s.state["g"]
    assert g["drawn"] and g["wheel"] is None and g["trev"] == [0]
    assert T.dice_view(s.state, 0) == []
    # a die taken for the King names its value only (after any gold paid):
    # the menu of values opens on the King's, each with its action and AP
    (q,) = rows(s.state, "take")
    assert q[0] == "new" and q[4] == 5 and q[5][4] == "5: King 2 AP"
    assert rows(s.state, "take", lang=1)[0][5][5] == "6: Dow. 1 PA"
    ev = make(s.state, "take", 0, {"new": 5})
    assert ev == ["take", 0, None, 5, 5, "king", 0]
    rejected(s, ["take", 0, "blue", 5, 5, "king", 0], "no such die")
    s.apply(ev)
    assert g["kp"][0] == 2 and g["took"][0] == [[None, 5, 4, 2]]
    assert T.describe(ev, 0, NAMES) == "Ania: 5, King"
    assert checklist(s.state, 0)[0] == "King: 2 AP"
    # on the universal space: which action (King first)
    s.apply(["adv"])
    qs = rows(s.state, "take", {"new": 6})
    assert len(qs) == 2 and qs[1][4] == 4
    assert make(s.state, "take", 1, {"new": 6, "act": 4}) == ["take", 1, None, 6, 6, "king", 0]
    # the helper tile's AP follow the value
    assert rows(s.state, "take_x", {"new": 6, "act": 4})[-1][0] == "extra"


def test_c_takes_a_die_for_another_action_and_changes_nothing_computed():
    # The same pass played twice: every die named, and only the King's
    # named (the others by C). The king track, the scores and the turn
    # order come out the same: goods and action points are the table's,
    # and a building's bonus reaches the die taken only for the King.
    dice = [["blue", 1], ["pink", 2], ["yellow", 3], ["lgrey", 4], ["dgrey", 5],
            ["blue", 6], ["pink", 1], ["yellow", 2], ["lgrey", 3], ["dgrey", 4], ["blue", 5]]
    named, short = game(3), game(3)
    for s in (named, short):
        s.apply(["roll", dice])
        s.apply(["adv"])
        s.apply(["corrupt", 0])
        s.apply(["adv"])
    # Ania: the 1 for the architect, then a building with a King bonus
    named.apply(["take", 0, "blue", 1, 1, None, 0])
    for s in (named, short):
        s.apply(["bld", 0, "king", 2])
        s.apply(["adv"])
    # Bartek: the 5 for the King
    for s in (named, short):
        s.apply(["take", 1, "dgrey", 5, 5, None, 0])
        s.apply(["adv"])
    # Celina: a 3 for the character, 4 VP from a character tile
    named.apply(["take", 2, "yellow", 3, 3, None, 0])
    for s in (named, short):
        s.apply(["sc", 2, 4, "character"])
        s.apply(["adv"])
    a, b = named.state, short.state
    assert a["g"]["kp"] == b["g"]["kp"] == [0, 2, 0]
    assert a["scores"] == b["scores"] and a["cats"] == b["cats"]
    assert a["g"]["ks"] == b["g"]["ks"] and a["g"]["bonus"] == b["g"]["bonus"]
    assert a["cur"] == b["cur"]
    # what differs: the unnamed dice stay in the wheel's list
    assert b["g"]["took"][0] == [[None, 0, None, 0]] and len(b["g"]["wheel"]) == 10
    assert len(a["g"]["wheel"]) == 8


def test_c_is_a_token_0_unless_the_device_knows_none_is_left():
    s = game(3)
    s.apply(["adv"])
    assert "C: token 0, nobody moves" in checklist(s.state, 0)
    assert likely(s.state) == "corrupt"
    assert rows(s.state, "corrupt")[0][4] == 1      # 0 is C: the entry starts at 1
    s.apply(["adv"])
    assert s.state["g"]["trev"] == [0] and s.step() == "take"
    # with the mix known (the device reveals), C is a 0 only while one is left
    s = game(3)
    s.apply(["adv"])
    s.apply(["tokens", 1, 3, 2])
    s.apply(["adv"])
    for _p in range(3):
        s.apply(["adv"])
    assert s.step() == "corrupt" and s.state["g"]["trev"] == [0]
    rejected(s, ["adv"], "reveal the corruption token first")
    s.apply(["corrupt", 1])
    s.apply(["adv"])


def test_the_die_list_opens_on_the_die_for_the_king():
    s = game(3)
    # wheel 1 Arch 2 Merch 3 Char 4 Contr 5 King 6 Any
    dice = [["blue", 1], ["pink", 2], ["yellow", 3], ["lgrey", 4], ["dgrey", 6],
            ["blue", 6], ["pink", 1], ["yellow", 2], ["lgrey", 3], ["dgrey", 4], ["blue", 4]]
    to_take(s, dice)
    wheel = s.state["g"]["wheel"]
    assert wheel[rows(s.state, "take")[0][4]] == ["blue", 6]   # no 5: the universal 6
    s.apply(["take", 0, "blue", 6, 6, "king", 0])
    assert likely(s.state) is None    # after the King's die: nothing in particular
    s.apply(["adv"])
    s.apply(["take", 1, "blue", 4, 4, None, 0])
    assert likely(s.state) == "contract"


def test_numbers_start_at_the_likely_value():
    s = game(3)
    to_take(s)
    assert [q[4] for q in rows(s.state, "contract")] == [0]
    s.apply(make(s.state, "contract", 0, {"a": 7}))
    s.apply(["ctr", 0, 4, 4])
    # the mean of the contracts entered, rounded half up: 7.5 -> 8
    assert [q[4] for q in rows(s.state, "contract")] == [8]
    assert s.state["cats"][0]["contract"] == 15
    # a king space's VP: a VP a space in the red part, one per two in the
    # blue, then in proportion to the nearest space read in the same part
    g = s.state["g"]
    assert [king.kvp_guess(g, sp) for sp in (-2, -1, 2, 6)] == [-2, -1, 1, 3]
    g["kvp"][6 - D.KING_MIN] = 4
    assert [king.kvp_guess(g, sp) for sp in (3, 9, 15)] == [2, 6, 10]
    # a fair's sets (contract + cathedral): each count named, the contracts
    # starting at the two Ania completed, the cathedrals (not counted by
    # the device) at 0, whatever the first count was
    s.state["g"]["fair"] = [3, 2, 2, []]
    qs = rows(s.state, "fair_sets", {"p": 0, "a": 3})
    assert [(R.t(q[1], 0), q[4]) for q in qs[1:]] == [("Completed contracts", 2),
                                                     ("Cathedral tiles", 0)]
    assert rows(s.state, "fair_sets", {"p": 1})[1][4] == 0     # Bartek: none


def test_the_final_count_is_c_answers_c():
    s = game(3)
    s.state["cur"]["step"] = "final"        # only the final count's questions here
    s.state["order"] = [2, 0, 1]
    assert likely(s.state) == "final"
    assert rows(s.state, "final")[0][4] == 2                # Celina first in turn order
    qs = rows(s.state, "final", {"p": 2, "built": 0, "houses": 4})
    assert [q[0] for q in qs] == ["p", "built", "houses", "pillars", "goods"]
    # houses start at the one in Tiletum, pillars at none (not at the houses:
    # a table pressing on took them for its pillars)
    assert qs[2][4] == 1 and qs[3][4] == 0
    # a fair counted Ania's houses and pillars: her count starts there
    R.known(s.state, 0)[R.HOUSES:] = [3, 2]
    qs = rows(s.state, "final", {"p": 0, "built": 0})
    assert qs[2][4] == 3 and qs[3][4] == 2
    s.state["g"]["fin"] = [None, None, [4, 4, 0, 0]]
    assert rows(s.state, "final")[0][4] == 0                # then Ania
    s.state["g"]["fin"] = [[1, 1, 0], [1, 1, 0], [4, 4, 0, 0]]
    assert likely(s.state) is None                        # C offers the end


def test_the_board_figures_are_kept_for_the_next_game():
    s = Session.new(MemJournal(), "tiletum", {}, [{"name": n} for n in NAMES[:3]], 0)
    s.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    s.apply(["klow", -3])
    s.apply(["kvp", -3, -3])
    s.apply(["kvp", 4, 2])
    s.apply(["tokens", 1, 3, 2])
    kept = T.kept_options(s.state)
    assert kept["king"].startswith("-3;-3,,,0,,,,2,") and kept["tokens"] == "132"
    assert kept["wheel"] == "012345123456"
    # the next game starts from them: the lowest space, the VP read, the
    # mix, and the wheel offered in the turns of the one kept
    opts = {"wheel": "354201654321", "king": kept["king"], "tokens": kept["tokens"]}
    t = Session.new(MemJournal(), "tiletum", opts, [{"name": n} for n in NAMES[:3]], 0)
    g = t.state["g"]
    assert g["klow"] == -3 and g["tok"] == [1, 3, 2]
    assert g["kvp"][4 - D.KING_MIN] == 2 and R.missing_king_vp(t.state) == []
    (q,) = rows(t.state, "wheel")
    assert q[5][0] == "1 beside Merchant"
    ev = make(t.state, "wheel", None, {"turn": 0})
    assert ev == ["wheel", [ACTS[i] for i in (3, 5, 4, 2, 0, 1)], [6, 5, 4, 3, 2, 1]]
    t.apply(ev)
    t.apply(["adv"])        # the wheel entered: nothing else to ask at the setup
    assert t.step() == "prep"
    # figures that do not read as a track are left to the table
    for bad in ("-3;1,2", "x;", "-1;" + ",".join([""] * 17), "-3;" + ",".join(["5"] * 19)):
        u = Session.new(MemJournal(), "tiletum", {"king": bad},
                        [{"name": n} for n in NAMES[:2]], 0)
        assert u.state["g"]["klow"] is None, bad
    # the action tiles variant: a wheel of that game only, not kept
    v = Session.new(MemJournal(), "tiletum", {"action_tiles": True, "wheel": "354201654321"},
                    [{"name": n} for n in NAMES[:2]], 0)
    v.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    assert T.kept_options(v.state)["wheel"] == "354201654321"


def test_c_scores_the_king_phase_once_every_vp_is_known():
    def to_king():
        s = game(3)
        to_take(s)
        s.apply(["take", 0, None, 5, 5, "king", 0])     # Ania to 2
        while s.step() != "king":
            s.apply(["adv"])
        return s
    s, t = to_king(), to_king()
    rejected(s, ["adv"], "score the king phase first")  # space 2's VP not read
    for u in (s, t):
        u.apply(["kvp", 2, 1])
    s.apply(["royal"])
    s.apply(["adv"])
    t.apply(["adv"])        # C: the same king phase, scored on the way
    assert t.state["g"]["roy"] and t.step() == "fair"
    assert s.state["scores"] == t.state["scores"] == [11, 10, 10]
    assert s.state["order"] == t.state["order"] == [0, 1, 2]
    assert s.state["g"] == t.state["g"] and s.state["cats"] == t.state["cats"]
