"""The games on flash at the edges of a game, through core.store as the
screens use it: a power cut (torn or whole) at every write of ending a
game and of undoing its end leaves the game finished or in progress,
never neither and never both; the games kept in progress, at most
archive.OPEN of them; a form's draft across a reboot."""

from core.archive import OPEN
from core.storage import PowerCut
from core.store import Store
from support.faultfs import FaultFS, settle

PLAYERS = [{"name": "Ania"}, {"name": "Bartek"}]


def new_game(store, points=(5, 3)):
    s = store.new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
    for p, v in enumerate(points):
        s.apply(["sc", p, v, "pad"])
    return s


def end(store, s):
    # what the play screen does: the end event, then the archive follows
    s.apply(["end"])
    store.finish(s)


def undo_end(store, s):
    s.undo()
    store.reopen(s)


def ranking(store, number):
    return [(r["rank"], r["name"], r["total"]) for r in store.summary(number)["results"]]


def where(fs):
    """After the power came back: ("finished", ranking) or ("playing",
    state); exactly one of them."""
    store = Store(fs)
    s, notes = store.resume()
    done = store.finished()
    if s is None:
        assert len(done) == 1 and not store.in_progress()
        return "finished", ranking(store, done[0]["id"]), notes
    assert done == [] and not s.state["over"]
    return "playing", s, notes


def sweep(before, during):
    """Every write of ``during`` cut (whole, and torn after 0 and 2
    bytes), after ``before`` set the flash up: the outcomes seen."""
    dry = FaultFS()
    s = before(dry)
    start = dry.writes
    during(Store(dry), s)
    steps = dry.writes - start
    assert steps > 4
    seen = []
    for c in range(1, steps + 1):
        for tear in (None, 0, 2):
            settle()
            fs = FaultFS()
            s = before(fs)
            fs.arm(c, tear)
            try:
                during(Store(fs), s)
                assert False, "no power cut"
            except PowerCut:
                pass
            fs.power_on()
            seen.append(where(fs))
    return seen


def test_a_cut_at_every_write_of_the_ending_never_loses_the_game():
    def before(fs):
        return new_game(Store(fs))

    seen = sweep(before, end)
    kinds = set()
    for kind, what, notes in seen:
        if kind == "finished":
            assert what == [(1, "Ania", 5), (2, "Bartek", 3)]
            kinds.add("ended_saved" if "ended_saved" in notes else kind)
        else:
            # still in progress, every entry there (test below: ending again)
            assert what.state["scores"] == [5, 3]
            kinds.add(kind)
    assert kinds == {"finished", "ended_saved", "playing"}


def test_ending_again_after_a_cut_gives_the_ranking():
    fs = FaultFS()
    store = Store(fs)
    s = new_game(store)
    fs.arm(1, 0)                            # the end record torn at its first byte
    try:
        end(store, s)
        assert False
    except PowerCut:
        pass
    fs.power_on()
    store = Store(fs)
    s, _notes = store.resume()
    assert not s.state["over"]
    end(store, s)
    (entry,) = store.finished()
    assert ranking(store, entry["id"]) == [(1, "Ania", 5), (2, "Bartek", 3)]


def test_a_cut_at_every_write_of_undoing_the_end():
    def before(fs):
        store = Store(fs)
        s = new_game(store)
        end(store, s)
        return s

    kinds = set()
    for kind, what, _notes in sweep(before, undo_end):
        kinds.add(kind)
        if kind == "playing":
            assert what.state["scores"] == [5, 3] and what.can_undo()
    assert kinds == {"finished", "playing"}


def test_undone_end_played_on_and_ended_again_after_a_reboot():
    fs = FaultFS()
    store = Store(fs)
    s = new_game(store)
    end(store, s)
    undo_end(store, s)
    s.apply(["sc", 1, 4, "pad"])
    store = Store(fs)                       # a reboot
    s, notes = store.resume()
    assert notes == [] and s.state["scores"] == [5, 7] and store.finished() == []
    end(store, s)
    store = Store(fs)
    assert store.resume() == (None, [])
    (entry,) = store.finished()
    assert ranking(store, entry["id"]) == [(1, "Bartek", 7), (2, "Ania", 5)]


def test_kept_games_at_most_open_the_oldest_goes_to_finished_unfinished():
    fs = FaultFS()
    store = Store(fs)
    for k in range(OPEN + 1):
        new_game(store, (k, 0))
    games = store.open_games()
    assert [g["id"] for g in games] == [OPEN + 1 - i for i in range(OPEN)]
    assert [g["current"] for g in games] == [True] + [False] * (OPEN - 1)
    assert games[0]["players"] == ["Ania", "Bartek"] and games[0]["game"] == "generic"
    (shelved,) = store.finished()
    assert shelved["id"] == 1 and shelved["unfinished"] is True
    assert store.summary(1)["players"] == ["Ania", "Bartek"]
    # a kept game made current again: the next boot resumes it
    store.switch(3)
    s, _notes = Store(fs).resume()
    assert s.state["scores"] == [2, 0]


def test_abandoned_game_keeps_its_ranking_so_far_marked_unfinished():
    fs = FaultFS()
    store = Store(fs)
    s = new_game(store, (2, 9))
    store.finish(s, unfinished=True)
    store = Store(fs)
    assert store.resume() == (None, []) and not store.in_progress()
    (entry,) = store.finished()
    assert entry["unfinished"] is True and entry["winner"] == "Bartek"


def test_a_draft_survives_a_reboot_and_goes_stale_when_the_game_moves():
    fs = FaultFS()
    store = Store(fs)
    s = new_game(store)
    store.draft("save", s, {"f": "a", "a": "x", "p": 1, "v": [3, 4]})
    store = Store(fs)
    s, _notes = store.resume()
    assert store.draft("load", s) == {"f": "a", "a": "x", "p": 1, "v": [3, 4], "n": 3}
    s.apply(["sc", 0, 1, "pad"])            # the form's event came: the draft is stale
    store = Store(fs)
    s, _notes = store.resume()
    assert store.draft("load", s) is None
    assert not fs.exists(s.journal.folder + "/draft")


def test_who_played_is_kept_apart_from_the_settings_and_survives_a_cut():
    old = {"tables": {"generic": [["Ania", "red"], ["Bartek", None]]}, "table": "generic",
           "names": ["Ania", "Bartek"]}
    new = {"tables": {"generic": [["Ola", None], ["Kuba", "blue"]]}, "table": "generic",
           "names": ["Ola", "Kuba", "Ania", "Bartek"]}
    fs = FaultFS()
    store = Store(fs)
    assert store.load_players() == {}       # nothing remembered yet
    store.save_settings({"lang": 1})
    store.save_players(old)
    assert Store(fs).load_players() == old and Store(fs).load_settings() == {"lang": 1}
    dry = FaultFS()
    Store(dry).save_players(old)
    start = dry.writes
    Store(dry).save_players(new)
    seen = set()
    for c in range(1, dry.writes - start + 1):
        for tear in (None, 0, 2):
            settle()
            fs = FaultFS()
            Store(fs).save_players(old)
            fs.arm(c, tear)
            try:
                Store(fs).save_players(new)
                assert False, "no power cut"
            except PowerCut:
                pass
            fs.power_on()
            got = Store(fs).load_players()
            assert got in (old, new), got       # the one or the other, never torn
            seen.add("new" if got == new else "old")
    assert seen == {"old", "new"}


def test_what_stopped_a_press_is_read_once_by_the_next_boot():
    # main.press notes it before the device restarts; the game in progress
    # is untouched, and the boot after the next reads nothing
    fs = FaultFS()
    store = Store(fs)
    s = new_game(store)
    assert store.take_restart() is None
    store.note_restart("MemoryError")
    store = Store(fs)
    assert store.take_restart() == "MemoryError"
    resumed, notes = store.resume()
    assert resumed.state["scores"] == s.state["scores"] and notes == []
    assert Store(fs).take_restart() is None
