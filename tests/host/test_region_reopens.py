"""Burgundy's "completed a region?" question, which the rules ask by
themselves after a tile is placed, reopens after a power-off as the table
left it (it has a draft from the moment it opens, not from its first
answer), and the answer then scores as it would have."""

import sys

from host_tools import sim

ROOT = sim.ROOT
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims"),
                str(ROOT / "host_tools" / "guest")]

from support import burgundy_keys as bk  # noqa: E402
from support.burgundy_plans import TWO  # noqa: E402


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
