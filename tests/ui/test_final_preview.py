"""The final count's entries show the total the table is counting towards,
as every other entry shows its new total: "Ania: 161 → 168", the
player's projected final score (the standings' projection) before this
count and with it, on every question of the count. In both runtimes."""

from support.screens import boot, choose
from ui import widgets


def _shown(app):
    """The line under the number, as the entry draws it."""
    entry = app.top()
    assert isinstance(entry, widgets.NumberEntry), entry
    return entry.preview(entry.value)


def _totals(line):
    name, totals = line.split(": ")
    was, now = totals.split(" → ")
    return name, int(was), int(now)


def test_burgundy_count_previews_the_final_total_the_ranking_then_shows():
    from support.burgundy_play import go
    from ui import play
    app, panel, store = boot()
    s = store.new_session("burgundy", {}, [{"name": n} for n in ("Ania", "Bartek", "Celina")], 0)
    app.session = s
    go(s, 5, step="phase_end")
    s.apply(["adv"])
    play.show(app)
    app.press("c")      # the first count: Ania's goods tiles left
    assert app.top().title == "Ania: Goods tiles left"
    name, start, now = _totals(_shown(app))
    assert name == "Ania" and now == start
    for _ in range(3):
        app.press("c")
    # 1 VP per goods tile left (the rulebook's final scoring)
    assert _totals(_shown(app)) == ("Ania", start, start + 3)
    app.press("b")
    assert app.top().title == "Ania: Silverlings"
    # the goods just entered count on, the workers still at 0
    assert _totals(_shown(app)) == ("Ania", start, start + 3)
    for _ in range(4):
        app.press("c")
    assert _totals(_shown(app)) == ("Ania", start, start + 7)   # 1 VP per silverling
    app.press("b")
    for _ in range(5):
        app.press("c")
    assert _totals(_shown(app)) == ("Ania", start, start + 9)   # 1 VP per 2 workers
    app.press("b")
    assert app.top().title == "Bartek: Goods tiles left"
    for _ in range(6):      # Bartek's and Celina's counts at 0
        app.press("b")
    assert isinstance(app.top(), play.PlayScreen)
    app.press("c")          # End the game?
    choose(app, "yes")
    ranking = app.top().result["results"]
    assert [r["total"] for r in ranking if r["name"] == "Ania"] == [start + 9]


def test_a_count_corrected_previews_from_the_count_it_replaces():
    from games.burgundy import game as bg
    from support.burgundy_play import go
    from ui import play, text
    app, panel, store = boot()
    s = store.new_session("burgundy", {}, [{"name": n} for n in ("Ania", "Bartek")], 0)
    app.session = s
    go(s, 5, step="phase_end")
    s.apply(["adv"])
    play.show(app)
    app.press("c")
    start = _totals(_shown(app))[1]
    for _ in range(2):
        app.press("c")
    for _ in range(3):
        app.press("b")      # Ania: 2 goods, no silverlings, no workers
    assert app.top().title == "Bartek: Goods tiles left"
    app.press("B")          # back out of Bartek's count
    while not isinstance(app.top(), play.PlayScreen):
        app.press("B")
    app.press("b")
    choose(app, text.pick(bg.ACTIONS["count"]["name"]))
    if isinstance(app.top(), widgets.PlayerPicker):
        choose(app, "Ania")
    # Ania counted again: her projection already holds her 2 goods
    assert _totals(_shown(app)) == ("Ania", start + 2, start)
