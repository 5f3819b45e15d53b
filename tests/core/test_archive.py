"""Games on the flash: the game in progress, finished games for the log,
the storage budget, and power cuts while games start, finish and go."""

from core.archive import Archive
from core.journal import JournalError, NewerFormat, pack_blob
from core.storage import PowerCut
from support.faultfs import FaultFS, collect, settle


def play(j, n, tag=0):
    for i in range(n):
        j.append(["sc", i % 4, i, "region", tag])


def finished_game(a, n, tag):
    g, j = a.new_game()
    play(j, n, tag)
    j.snapshot({"n": n})
    j.close()
    a.finish({"players": ["Ala", "Bartek"], "scores": [n, tag], "ranks": [1, 2]})
    return g


def test_new_game_is_current_and_survives_a_reboot():
    fs = FaultFS()
    a = Archive(fs)
    assert a.current() is None and a.resume() is None
    g, j = a.new_game()
    play(j, 5)
    b = Archive(fs)                         # a reboot
    assert b.current() == g
    k = b.resume()
    assert k.length == 5 and collect(k.events())[4] == ["sc", 0, 4, "region", 0]


def test_finished_games_newest_first_with_summary_and_events():
    fs = FaultFS()
    a = Archive(fs)
    ids = [finished_game(a, 3 + k, k) for k in range(3)]
    assert ids == [1, 2, 3]
    b = Archive(fs)
    assert b.current() is None
    assert b.finished() == [3, 2, 1]
    s = b.summary(2)
    assert s == {"id": 2, "players": ["Ala", "Bartek"], "scores": [4, 1], "ranks": [1, 2]}
    assert collect(b.events(2)) == [["sc", i % 4, i, "region", 1] for i in range(4)]
    # a finished game keeps its events and summary, not its snapshots
    assert sorted(fs.listdir("games/0002")) == ["journal", "summary"]
    try:
        b.summary(9)
        assert False
    except JournalError:
        pass


def test_new_game_leaves_an_unfinished_one_and_numbers_grow():
    fs = FaultFS()
    a = Archive(fs)
    g1, j1 = a.new_game()
    play(j1, 2)
    g2, _ = a.new_game()
    assert (g1, g2) == (1, 2)
    b = Archive(fs)
    assert b.current() == 2
    assert b.unfinished() == [1]
    assert b.finished() == []


def test_budget_deletes_oldest_finished_first_never_the_current_game():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    for k in range(5):
        finished_game(a, 40, k)
    per_game = a.usage() // 5
    a.budget = per_game * 3 + per_game // 2
    g, j = a.new_game()                     # the sixth game pushes the oldest out
    assert a.finished() == [5, 4, 3]
    assert a.current() == g
    # the game in progress grows past the whole budget: every finished
    # game goes, the current one stays whole
    play(j, 400)
    assert a.enforce_budget() == [3, 4, 5]
    assert a.finished() == []
    assert a.current() == g and a.resume().length == 400
    try:
        a.delete(g)
        assert False, "deleted the game in progress"
    except ValueError:
        pass
    assert a.usage() > a.budget             # over budget, and still kept


def test_the_game_just_finished_is_kept_even_over_budget():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    finished_game(a, 10, 1)
    g, j = a.new_game()
    play(j, 50)
    a.budget = 1                            # nothing fits
    assert a.finish({"scores": [50]}) == [1]
    assert a.finished() == [g]
    assert a.summary(g)["scores"] == [50]


def test_finished_games_go_before_kept_ones():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    finished_game(a, 30, 1)                 # 1: finished
    _, j = a.new_game()                     # 2: kept in progress
    play(j, 30)
    finished_game(a, 30, 3)                 # 3: finished (2 is kept)
    a.budget = a.usage() - 10
    assert a.enforce_budget() == [1]        # the oldest finished game
    assert a.finished() == [3] and a.open_games() == [2]
    a.budget = 1
    assert a.enforce_budget() == [3, 2]     # the finished one, then the kept one
    assert a.open_games() == [] and a.finished() == []


def test_usage_counts_whole_blocks_and_folders():
    fs = FaultFS()
    a = Archive(fs)                         # 4 KB blocks
    g, j = a.new_game()
    play(j, 3)
    # one folder (two blocks of metadata) and a journal under one block
    assert a.usage() == 2 * 4096 + 4096
    play(j, 300)
    size = fs.size("games/0001/journal")
    assert 4096 < size <= 2 * 4096
    assert a.usage() == 2 * 4096 + 2 * 4096


def test_lost_or_damaged_index_is_rebuilt_from_the_folders():
    fs = FaultFS()
    a = Archive(fs)
    finished_game(a, 3, 1)
    g, j = a.new_game()
    play(j, 4)
    fs.flip("games/index", 12)
    b = Archive(fs)
    assert b.current() == g and b.finished() == [1]
    g3, _ = b.new_game()
    assert g3 == 3
    fs.remove("games/index")
    c = Archive(fs)
    assert c.current() == 3 and c.unfinished() == [2]
    assert c.new_game()[0] == 4


def test_newer_summary_and_index_are_refused_and_kept():
    fs = FaultFS()
    a = Archive(fs)
    finished_game(a, 3, 1)
    fs.put("games/0001/summary", b"".join(pack_blob(b"TCF", b'{"id":1}', 7)))
    try:
        Archive(fs).summary(1)
        assert False
    except NewerFormat as e:
        assert "format" in str(e) and "update the firmware" in str(e)
    newer = b"".join(pack_blob(b"TCI", b"[null,2]", 2))
    fs.put("games/index", newer)
    # A newer index stops nothing: it goes to the damaged folder untouched,
    # named, and the folders tell the rest (game 1 is still finished).
    a = Archive(fs)
    number, _j = a.new_game()
    assert number == 2 and a.finished() == [1]
    assert a.aside == [("aside_newer", "games-index")]
    assert fs.get("damaged/games-index") == newer


def test_power_cut_while_starting_playing_and_finishing():
    # dry run: count the writes of the whole sequence
    def sequence(fs):
        a = Archive(fs, budget=10**9, block=1)
        finished_game(a, 5, 1)
        a.budget = a.usage() + 50           # the next finish deletes game 1
        g, j = a.new_game()
        play(j, 6, 2)
        j.close()
        a.finish({"scores": [6]})
    dry = FaultFS()
    dry.log = []
    sequence(dry)
    steps = len(dry.log)
    assert Archive(dry).finished() == [2]
    for c in range(1, steps + 1):
        for tear in (None, 0, 2):
            settle()
            fs = FaultFS()
            fs.arm(c, tear)
            try:
                sequence(fs)
                assert False, "no power cut"
            except PowerCut:
                pass
            fs.power_on()
            a = Archive(fs, budget=10**9, block=1)
            cur = a.current()
            done = a.finished()
            # every listed game is whole: summary and events readable
            for k in done:
                assert a.summary(k)["id"] == k
                n = len(collect(a.events(k)))
                assert n == (5 if k == 1 else 6)
            if cur is not None:
                assert cur not in done
                assert a.resume().length <= 6
            # and the flash takes a new game and its end after any cut
            g, j = a.new_game()
            play(j, 2, 9)
            a.finish({"scores": [2]})
            assert a.finished()[0] == g
            assert len(collect(a.events(g))) == 2


def test_interrupted_delete_is_finished_later():
    fs = FaultFS()
    a = Archive(fs)
    for k in range(3):
        finished_game(a, 4, k)
    fs.log = []
    a.delete(1)
    steps = len(fs.log)
    for c in range(1, steps + 1):
        settle()
        fs2 = FaultFS()
        b = Archive(fs2)
        for k in range(3):
            finished_game(b, 4, k)
        fs2.arm(c, 0)
        try:
            b.delete(1)
        except PowerCut:
            pass
        fs2.power_on()
        b = Archive(fs2)
        assert b.finished() in ([3, 2, 1], [3, 2])
        b.enforce_budget()                  # tidies any half-deleted folder
        assert "games/x0001" not in fs2.dirs
        assert b.finished() in ([3, 2, 1], [3, 2])
