"""No file stops a boot: a games index of a newer firmware, settings and a
draft with values of the wrong type, a damaged journal, the empty game a
cut at New game leaves, and whatever no check foresaw. The boot completes,
says on screen (in the language shown) what it set aside and what it kept,
the file is in the damaged folder untouched, and the rest works."""

import main

from core import canon
from core.blob import pack_blob
from core.rng import Rng
from core.store import Store
from hw.simpanel import SimPanel
from support.faultfs import FaultFS
from ui import widgets

PLAYERS = [{"name": "Ania"}, {"name": "Bartek"}]


def busy_flash():
    """A finished game (1) and a game in progress (2) with a few entries."""
    fs = FaultFS()
    store = Store(fs)
    s = store.new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
    s.apply(["sc", 0, 4, "pad"])
    s.apply(["end"])
    store.finish(s)
    s = store.new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
    for i in range(8):
        s.apply(["sc", i % 2, i + 1, "pad"])
    s.journal.close()
    return fs, s


def boot(fs, store=None):
    return main.boot(SimPanel(), store or Store(fs), Rng(7))


def shown(app):
    """The message on top: (title, lines), or None."""
    top = app.top()
    if isinstance(top, widgets.Message):
        return top.title, top.lines
    return None


def labels(app):
    menu = app.top()
    return [menu.label(item, app) for item in menu.items]


def test_a_newer_games_index_is_set_aside_and_the_game_resumes():
    fs, s = busy_flash()
    newer = b"".join(pack_blob(b"TCI", b"[2,3,\"x\"]", 9))
    fs.put("games/index", newer)
    app = boot(fs)
    title, lines = shown(app)
    assert "Made by a newer firmware, update to open it: games-index" in lines
    assert fs.get("damaged/games-index") == newer      # kept, untouched
    app.press("b")
    # the folders tell the rest: the game in progress is back as it was
    assert app.session is not None and app.session.state["scores"] == s.state["scores"]
    assert [g["id"] for g in app.store.finished()] == [1]


def test_settings_of_the_wrong_type_are_set_aside_in_the_language_shown():
    for lang, line in ((0, "Damaged, set aside: settings.json"),
                       (1, "Uszkodzony, odłożony: settings.json")):
        fs, _s = busy_flash()
        bad = canon.dumps({"lang": lang, "refresh_every": "x"}).encode()
        fs.put("settings.json", bad)
        app = boot(fs)
        assert line in shown(app)[1]
        assert fs.get("damaged/settings.json") == bad
        assert not fs.exists("settings.json")
        from ui import refresh
        assert app.refresh.every == refresh.DEFAULT_EVERY
        app.press("b")
        assert app.session is not None     # the game goes on


def test_a_draft_with_a_value_of_the_wrong_type_is_set_aside():
    fs, s = busy_flash()
    name = s.journal.folder + "/draft"
    bad = canon.dumps({"f": "a", "a": "score", "p": 0, "v": {"v": "12"},
                       "n": s.state["n"]}).encode()
    fs.put(name, bad)
    app = boot(fs)
    assert "Damaged, set aside: games-0002-draft" in shown(app)[1]
    assert fs.get("damaged/games-0002-draft") == bad
    app.press("b")
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)


def test_a_damaged_journal_says_how_many_entries_were_kept():
    fs, s = busy_flash()
    name = s.journal.folder + "/journal"
    j = s.journal
    j._load_metas()
    off = j._offs[4]                # the fifth event's record: four kept
    fs.flip(name, off + 4)
    for lang, line in ((0, "Kept 4 entries; the later ones were damaged."),
                       (1, "Zachowano wpisów: 4; dalsze były uszkodzone.")):
        settings = canon.dumps({"lang": lang}).encode()
        fs.put("settings.json", settings)
        app = boot(fs.clone())
        title, lines = shown(app)
        assert line in lines, lines
        assert "The last press was lost." not in lines
        # damage, not a power cut: a cut loses at most the press's one record
        assert not any("power" in x or "zasilania" in x for x in lines), lines
        assert app.session.state["n"] == 4


def test_the_empty_game_of_a_cut_at_new_game_is_removed():
    fs, _s = busy_flash()
    from core.archive import Archive
    a = Archive(fs)
    a.new_game()                    # the power went before its first event
    app = boot(fs)
    title, lines = shown(app)
    assert title == "Recovered after power loss", title
    assert not fs.exists("games/0003/journal")
    app.press("b")
    # the game before it is kept in progress; nothing empty is offered
    assert "Continue" in labels(app)
    assert [g["id"] for g in app.store.open_games()] == [2]


def test_the_last_guard_shows_what_failed_over_a_working_menu():
    fs, _s = busy_flash()

    class Failing(Store):
        def resume(self):
            raise RuntimeError("nobody foresaw this")

    app = boot(fs, Failing(fs))
    title, lines = shown(app)
    assert title == "Cannot do that" and lines[0] == "RuntimeError"
    assert "nobody foresaw this" in lines[1]
    app.press("b")
    assert "New game" in labels(app)


def test_a_damaged_summary_is_named_in_finished_games_not_left_out():
    fs, _s = busy_flash()
    good = fs.get("games/0001/summary")
    fs.put("games/0001/summary", good[:len(good) // 2])
    app = boot(fs)
    app.press("b")                  # the resumed game's screen
    from ui import menus
    menus.main_menu(app)
    from ui import playlog
    playlog.finished_games(app)
    title, lines = shown(app)
    assert title == "Files set aside" and lines == ["Damaged, set aside: games-0001"]
    assert fs.get("damaged/games-0001/journal")     # the whole game, kept
