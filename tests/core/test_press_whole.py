"""A press is all or nothing: what one press changes (an event and the
game moving on by itself, a round's end and its dice) is one journal
record, a group, and a power cut at any write of it, under each failure
model (the write lost, written but not flushed, torn), leaves the game as
it was before the press or as it is after it, never half of it; the boot
then says the last press was lost, which is true."""

from core import canon
from core.journal import Journal
from core.storage import PowerCut
from core.store import Store
from support.faultfs import FaultFS, collect, settle

PLAYERS = [{"name": "Ania"}, {"name": "Bartek"}]
# tear None: the cut write lands whole; 0: written, not flushed, lost;
# 2 and 9: torn after that many bytes
TEARS = (None, 0, 2, 9)


def before(fs, scores=3):
    """A generic game with a few entries, on ``fs``."""
    s = Store(fs).new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
    for i in range(scores):
        s.apply(["sc", i % 2, i + 1, "pad"])
    return s


def press(s, events):
    """One press that applies ``events``, as ui.screen.App.press holds
    the journal around it."""
    s.journal.hold()
    for e in events:
        s.apply(e)
    s.journal.hold(False)


def sweep(events, scores=3):
    """Cut every write of the press at every tear: the states seen after
    the boot, and the boot's notes."""
    dry = FaultFS()
    s = before(dry, scores)
    old = canon.dumps(s.state)
    w = dry.writes
    press(s, events)
    new = canon.dumps(s.state)
    steps = dry.writes - w
    assert steps >= 2       # the record and its flush at least
    seen = []
    for c in range(1, steps + 1):
        for tear in TEARS:
            settle()
            fs = FaultFS()
            s = before(fs, scores)
            fs.arm(c, tear)
            try:
                press(s, events)
                assert False, "no power cut"
            except PowerCut:
                pass
            fs.power_on()
            got, notes = Store(fs).resume()
            state = canon.dumps(got.state)
            assert state in (old, new), (c, tear)
            if state == old and notes:
                assert notes == ["recovered", "last_lost"], notes
            seen.append(state == new)
    return seen


def test_a_score_and_the_turn_moving_on_are_kept_together_or_not_at_all():
    seen = sweep([["sc", 0, 7, "pad"], ["adv"]])
    assert True in seen and False in seen    # both outcomes happen


def test_three_events_and_an_undo_in_one_press_are_one_record():
    fs = FaultFS()
    s = before(fs)
    n = s.journal.length
    end = s.journal.end
    press(s, [["sc", 1, 2, "pad"], ["sc", 0, 4, "pad"], ["adv"]])
    # one record: after the boot, exactly these three events follow
    assert s.journal.length == n + 3
    again, notes = Store(fs).resume()
    assert notes == [] and again.journal.length == n + 3
    assert canon.dumps(again.state) == canon.dumps(s.state)
    events = collect(again.journal.events(n, n + 3))
    assert events == [["sc", 1, 2, "pad"], ["sc", 0, 4, "pad"], ["adv"]]
    # one record, not three: one length byte and CRC, then the group's "("
    assert fs.get(s.journal.folder + "/journal")[end + 3:end + 4] == b"("
    # undo inside the next press, and a new event: still replayed exactly
    s = again
    s.journal.hold()
    s.undo()
    s.apply(["sc", 1, 9, "pad"])
    s.journal.hold(False)
    third, _ = Store(fs).resume()
    assert canon.dumps(third.state) == canon.dumps(s.state)
    assert third.state["scores"][1] == s.state["scores"][1]


def test_an_undo_after_a_boot_takes_back_one_event_of_a_group():
    fs = FaultFS()
    s = before(fs)
    press(s, [["sc", 0, 5, "pad"], ["sc", 1, 6, "pad"]])
    s, _ = Store(fs).resume()
    scores = list(s.state["scores"])
    s.undo()
    assert s.state["scores"] == [scores[0], scores[1] - 6]
    s.redo()
    assert s.state["scores"] == scores


def test_a_press_across_a_snapshot_keeps_the_group_readable():
    from core.session import SNAPSHOT_EVERY
    fs = FaultFS()
    s = before(fs, SNAPSHOT_EVERY - 3)      # the press's second event is number 32
    press(s, [["sc", 0, 1, "pad"], ["sc", 1, 1, "pad"], ["sc", 0, 1, "pad"]])
    assert fs.exists(s.journal.folder + "/snap0") or fs.exists(s.journal.folder + "/snap1")
    again, notes = Store(fs).resume()
    assert notes == [] and canon.dumps(again.state) == canon.dumps(s.state)
    again.undo(2)
    assert again.state["n"] == s.state["n"] - 2


def test_the_first_press_of_a_game_may_be_a_group():
    # the archive reads a game's first event for the games' lists
    from core.archive import Archive
    fs = FaultFS()
    a = Archive(fs)
    number, j = a.new_game()
    j.hold()
    j.append(["new", "generic", {"dice": "2d6"}, PLAYERS, 0])
    j.append(["roll", [3, 4]])
    j.hold(False)
    assert Archive(fs).first_event(number)[1] == "generic"
    assert Journal.open(fs, a.folder_of(number)).length == 2


def test_a_cut_group_in_the_middle_of_a_journal_keeps_what_came_before():
    # a torn group is the last press; the boot says so, and nothing of it
    fs = FaultFS()
    s = before(fs)
    folder = s.journal.folder
    n = s.journal.length
    good = fs.get(folder + "/journal")
    press(s, [["sc", 0, 5, "pad"], ["adv"]])
    whole = fs.get(folder + "/journal")
    for cut in range(len(good) + 1, len(whole)):
        settle()
        fs.put(folder + "/journal", whole[:cut])
        j = Journal.open(fs, folder)
        assert j.length == n and j.dropped_records == 1


def test_journals_with_groups_say_format_2_and_format_1_still_opens():
    # A firmware that knows no groups reads format 1 only: it refuses a
    # format-2 journal as newer instead of misreading a group's bytes.
    from core.journal import crc16
    fs = FaultFS()
    s = before(fs)
    name = s.journal.folder + "/journal"
    data = bytearray(fs.get(name))
    assert data[:4] == b"TCJ\x02"
    data[3] = 1                     # the same records under format 1's header
    c = crc16(bytes(data[:8]))
    data[8] = c >> 8
    data[9] = c & 0xFF
    fs.put(name, bytes(data))
    j = Journal.open(fs, s.journal.folder)
    assert not j.header_damaged and j.length == s.journal.length
