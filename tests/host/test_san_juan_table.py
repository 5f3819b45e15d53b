"""San Juan at the table, by the buttons: the entries a table trips over
made short or refused at once. A trader phase where nobody sells is over
in one item of the sale; the bank's chooser opens on the bank's owner
and refuses a player without one before asking a number; a production
building built after the last producer phase is not asked about in a
sale; the well's reminder only where two goods can be made; the history
names a pass and a sale of nothing; C at setup opens the hut's entry.
"""

from support.san_juan_play import Driver

SEED = 7
A, B, C = 0, 1, 2


def history(d):
    from ui import text
    d.close_chained()
    d.press("b")
    d.choose_label(text.t("history"))
    lines = list(d.top().lines)
    d.press("b")
    while not d.on_play():
        d.press("B")
    return lines


def started(tmp_path, expansion=False):
    """A 3-player game, Ania governs, round 1's first pick on the screen."""
    d = Driver(tmp_path, SEED)
    d.new_game(3, A, expansion=expansion)
    d.press("a")                            # the device shuffles the tiles
    if expansion:                           # C opens the hut's numbers at once
        assert d.c_helper() == "card"
        d.act("card", by_c=True, cost=3, vp=2)
        d.act("card", cost=2, vp=1)         # the tavern's follows by itself
    d.next()
    return d


def test_nobody_sells_ends_the_trader_phase_in_two_presses(tmp_path):
    d = started(tmp_path)
    d.pick("trader")
    # The sale opens by itself on the trader; "Nobody sells" is the item
    # after the players: A wraps to it, B ends the phase.
    assert d.chained() == "sell"
    assert d.labels() == ["Ania", "Bartek", "Celina", "Nobody sells"]
    before = len(d.keys)
    d.press("a", "b")
    assert len(d.keys) - before == 2
    assert d.state["cur"]["step"] == "pick" and d.state["cur"]["active"] == B
    assert d.chained() == "pick"            # Bartek's roles, without the trader
    d.close_chained()
    assert "Nobody sells" in history(d)


def test_a_pass_is_named_in_the_history_and_next_is_no_row(tmp_path):
    d = started(tmp_path)
    d.pick("builder")
    d.builds(None, "smithy", None)
    rows = history(d)
    assert "Ania: passes" in rows and "Celina: passes" in rows, rows
    assert "next" not in rows


def test_bank_chooser_opens_on_its_owner_and_refuses_others_at_once(tmp_path):
    from ui import widgets
    d = started(tmp_path, expansion=True)
    d.pick("builder")
    d.builds(None, None, "bank")            # Celina's bank
    d.pick("prospector")
    d.next()
    d.pick("councillor")
    d.next()
    assert d.state["cur"]["step"] == "round_start"
    d.press("b")
    d.choose_label("Cards under bank")
    picker = d.top()
    assert isinstance(picker, widgets.PlayerPicker) and picker.index == C
    # Bartek has no bank: refused on the spot, no number asked first
    d.choose(B)
    assert isinstance(d.top(), widgets.Message)
    assert any("Bartek" in row and "bank" in row for row in d.screen_text()), d.screen_text()
    d.press("b")
    while not d.on_play():
        d.press("B")
    assert d.state["g"]["tuck"][B][1] == 0


def test_a_sugar_mill_built_this_round_is_not_in_the_sale(tmp_path):
    from games.san_juan import phase
    d = started(tmp_path)
    d.pick("builder")
    d.builds("sugar_mill", None, None)      # Ania's sugar mill: no good on it yet
    d.pick("trader")                        # Bartek's
    assert [row[0] for row in phase.sell_questions(d.state, A, {}, 0)] == ["indigo_plant"]
    d.choose(3)                             # Nobody sells
    # after a producer phase it may hold a good: the sale asks about it
    d.pick("producer")                      # Celina's
    d.next()                                # the producer phase is over
    d.next()                                # round 2, Bartek governs
    d.pick("trader")
    rows = [row[0] for row in phase.sell_questions(d.state, A, {}, 0)]
    assert rows == ["indigo_plant", "sugar_mill"]


def test_well_reminder_only_with_two_production_buildings(tmp_path):
    from games.san_juan import phase
    d = started(tmp_path)
    d.pick("builder")
    d.builds("well", None, None)            # Ania: a well, one indigo plant
    d.pick("producer")
    assert not [row for row in phase.checklist(d.state, 0) if "Well" in row]
