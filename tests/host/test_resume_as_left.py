"""After a power-off the device is where the table left it, in The
Castles of Burgundy by the buttons: the "completed a region?" question,
which the rules ask by themselves after a tile is placed, reopens (it has
a draft from the moment it opens, not from its first answer), and one
undo takes back the whole last press (a round's end and its dice) as it
did before the power-off."""

import sys

from host_tools import sim

ROOT = sim.ROOT
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims"),
                str(ROOT / "host_tools" / "guest")]

from support import burgundy_keys as bk  # noqa: E402
from support.burgundy_plans import FOUR, TWO  # noqa: E402


def test_the_region_question_reopens_after_a_power_off(tmp_path):
    import main
    import simloop

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel

    def boot():
        return main.start(SimPanel(), Store(Storage(str(tmp_path))), Rng(7))

    app = boot()
    keys = bk.new_game(2, 1, ("red", "blue"), dice="none") + bk.rounds(TWO, lambda key: [])
    for step in keys:
        for k in simloop.script_keys(app, step):
            app.press(k)
        if "region" in str(getattr(app.top(), "title", "")):
            break
    asked = app.top().title
    assert asked.startswith("Completed a region?")
    state = app.session.state
    again = boot()                  # the power went while it was asked
    assert getattr(again.top(), "title", None) == asked
    assert again.session.state == state
    # answered after the boot: the region scores, the draft is gone
    before = list(again.session.state["scores"])
    again.press("b")
    while getattr(again.top(), "title", "").startswith("Completed"):
        again.press("b")
    assert again.session.state["scores"] != before or again.session.state["n"] > state["n"]
    assert not again.session.draft


def test_undo_after_a_reboot_takes_back_the_whole_last_press(tmp_path):
    # The press that ends a round moves on and rolls the next round's dice
    # by itself: one record. After a reboot one undo takes it all back,
    # as before the power-off, and the dice are the old round's.
    import main
    import simloop

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel

    def boot():
        return main.start(SimPanel(), Store(Storage(str(tmp_path))), Rng(7))

    app = boot()
    keys = bk.new_game(4, 2) + bk.rounds(FOUR, lambda key: [])
    found = None
    for step in keys:
        for k in simloop.script_keys(app, step):
            s = app.session
            before = (s.state["cur"].get("round"), s.journal.length, list(s.state["dice"] or [])) \
                if s is not None else None
            app.press(k)
            s = app.session
            if before and s.journal.length - before[1] > 1 and \
                    s.state["cur"].get("round") != before[0]:
                found = before
                break
        if found:
            break
    assert found, "no press moved into a new round"
    again = boot()
    assert again.session.journal.last_group == again.session.journal.length - found[1]
    again.press("A")                # one long A
    assert again.session.journal.length == found[1]
    assert again.session.state["cur"].get("round") == found[0]
    assert list(again.session.state["dice"] or []) == found[2]
