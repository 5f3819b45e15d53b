"""The table's records (core.records): equal to a computation of the same
plays written here, through pruning by the storage budget, an undone
ending, a damaged tallies file and a power cut at every write of filing a
play."""

from core import records
from core.archive import Archive
from core.storage import PowerCut
from support.faultfs import FaultFS, settle

GAMES = ("burgundy", "tiletum", "san_juan", "amber", "generic")
NAMES = ("Ania", "Bartek", "Celina", "Darek", "Ewa", "Franek")


class Lcg:
    """Numbers for the generated plays (the same in both runtimes)."""

    def __init__(self, seed):
        self.x = seed

    def below(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.x >> 8) % n


def generated(count=30, seed=7):
    """``count`` plays over the five games and six players: shared places
    (a tie at the top every few plays), abandoned ones, and generic plays
    where the lowest score wins. Summaries as core.store writes them."""
    rnd = Lcg(seed)
    out = []
    for i in range(count):
        game = GAMES[i % len(GAMES)]
        n = 2 + rnd.below(3)
        names = []
        while len(names) < n:
            name = NAMES[rnd.below(len(NAMES))]
            if name not in names:
                names.append(name)
        low = game == "generic" and i % 2 == 1
        scores = [40 + rnd.below(120) for _ in names]
        if i % 4 == 0:
            scores[1] = scores[0]           # a shared place
        order = sorted(range(n), key=lambda k: scores[k] if low else -scores[k])
        results = []
        for pos, k in enumerate(order):
            rank = pos + 1
            if pos and scores[k] == scores[order[pos - 1]]:
                rank = results[-1]["rank"]
            results.append({"name": names[k], "total": scores[k], "rank": rank,
                            "breakdown": {"x": scores[k]}})
        s = {"game": game, "players": names, "first": 0, "highest_wins": not low,
             "results": results, "events": 10}
        if i % 7 == 3:
            s["unfinished"] = True          # abandoned: never counts
        out.append(s)
    return out


def expected(plays):
    """The records of ``plays`` ([(number, summary)]), worked out here
    from scratch: {game key: (plays, best, {name: (plays, wins, best, sum,
    last)}, {(a, b): (both, a ahead, b ahead)})}."""
    out = {}
    for number, s in plays:
        if s.get("unfinished"):
            continue
        low = s["highest_wins"] is False
        key = s["game"] + ("~low" if low else "")
        rows = [(r["name"], r["total"], r["rank"]) for r in s["results"]]
        n, best, people, pairs = out.get(key, (0, None, {}, {}))
        for name, total, rank in rows:
            p = people.get(name)
            won = 1 if rank == 1 else 0
            if p is None:
                people[name] = (1, won, total, total, number)
            else:
                pick = min if low else max
                people[name] = (p[0] + 1, p[1] + won, pick(p[2], total), p[3] + total,
                                max(p[4], number))
            better = best is None or (total < best[0] if low else total > best[0]) or \
                (total == best[0] and number < best[2])
            if better:
                best = (total, name, number)
        for a, _ta, ra in rows:
            for b, _tb, rb in rows:
                if a < b:
                    both, x, y = pairs.get((a, b), (0, 0, 0))
                    pairs[(a, b)] = (both + 1, x + (ra < rb), y + (rb < ra))
        out[key] = (n + 1, best, people, pairs)
    return out


def device(t):
    """The device's tallies in the shape of ``expected``."""
    out = {}
    for key, g in t["g"].items():
        people = {}
        for name, p in g["p"].items():
            people[name] = tuple(p)
        pairs = {}
        for a, row in g["h"].items():
            for b, v in row.items():
                pairs[(a, b)] = tuple(v)
        best = tuple(g["best"]) if g["best"] is not None else None
        out[key] = (g["n"], best, people, pairs)
    return out


def file_play(a, summary):
    """A play as the device files it: a new game, its first event, the
    summary (Archive.finish, which then enforces the budget)."""
    g, j = a.new_game()
    j.append(["new", summary["game"], {}, [{"name": n} for n in summary["players"]], 0])
    j.append(["end"])
    j.close()
    a.finish(summary)
    return g


def test_thirty_generated_plays_equal_a_computation_here():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    plays = generated()
    filed = []
    for s in plays:
        filed.append((file_play(a, s), s))
    t, lost = records.table(a)
    assert not lost
    want = expected(filed)
    assert device(t) == want
    # what the plays hold: every game, shared wins, the lowest-wins key
    assert sorted(want) == ["amber", "burgundy", "generic", "generic~low", "san_juan",
                            "tiletum"]
    assert sum(g[0] for g in want.values()) == 30 - len([s for s in plays if
                                                        s.get("unfinished")])
    shared = [s for n, s in filed if not s.get("unfinished") and
              [r["rank"] for r in s["results"]].count(1) > 1]
    assert shared                       # some plays were shared wins
    # a shared win is a win for each of its winners
    s = shared[0]
    for r in s["results"][:2]:
        mine = [x for x in filed if not x[1].get("unfinished") and x[1]["game"] == s["game"]
                and x[1]["highest_wins"] == s["highest_wins"]]
        wins = sum(1 for _n, x in mine for y in x["results"]
                   if y["name"] == r["name"] and y["rank"] == 1)
        assert device(t)[records.key_of(s)][2][r["name"]][1] == wins


def test_pruning_the_oldest_plays_keeps_their_part():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    plays = generated()
    filed = []
    for i, s in enumerate(plays):
        filed.append((file_play(a, s), s))
        if i == 4:
            a.budget = a.usage() + 10       # room for about five plays
    left = a.finished()
    assert len(left) < 10 and 1 not in left     # most plays were pruned
    t, lost = records.table(a)
    assert not lost and device(t) == expected(filed)
    assert records.is_gone(t, 1) and not records.is_gone(t, filed[-1][0])
    # the tallies file holds only the pruned plays
    pruned, _lost = records.load(fs)
    gone = [(n, s) for n, s in filed if n not in left]
    assert device(pruned) == expected(gone)


def test_undoing_an_end_takes_its_part_back():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    plays = generated(12)
    filed = [(file_play(a, s), s) for s in plays]
    last = filed[-1][0]
    a.reopen(last)                      # the table undid the end
    t, _lost = records.table(a)
    assert device(t) == expected(filed[:-1])
    a.finish(plays[-1], last)           # and ended it again
    t, _lost = records.table(a)
    assert device(t) == expected(filed)


def test_a_damaged_tallies_file_is_set_aside():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)
    plays = generated(10)
    filed = []
    for i, s in enumerate(plays):
        filed.append((file_play(a, s), s))
        if i == 2:
            a.budget = a.usage() + 10
    assert fs.exists(records.FILE)
    fs.flip(records.FILE, 14)
    t, lost = records.table(a)
    assert lost
    assert fs.exists(records.FILE + ".bad") and not fs.exists(records.FILE)
    on_flash = [(n, s) for n, s in filed if n in a.finished()]
    assert device(t) == expected(on_flash)
    # a file of the right blob but the wrong shape goes the same way
    records.save(fs, {"gone": [[3, 1]], "g": {}})
    t, lost = records.table(a)
    assert lost and device(t) == expected(on_flash)


def test_a_cut_at_every_write_of_filing_a_play_leaves_them_consistent():
    plays = generated(9)

    def before(fs):
        a = Archive(fs, budget=10**9, block=1)
        filed = [(file_play(a, s), s) for s in plays[:8]]
        a.budget = a.usage() + 10      # filing the next play prunes the oldest
        return a, filed

    dry = FaultFS()
    a, filed = before(dry)
    dry.log = []
    file_play(a, plays[8])
    steps = len(dry.log)
    assert steps > 10
    for c in range(1, steps + 1):
        for tear in (None, 0):
            settle()
            fs = FaultFS()
            a, filed = before(fs)
            fs.arm(c, tear)
            try:
                file_play(a, plays[8])
                assert False, "no power cut"
            except PowerCut:
                pass
            fs.power_on()
            a = Archive(fs, budget=a.budget, block=1)
            t, lost = records.table(a)
            assert not lost
            shown = a.finished()
            # what Finished games show, and the plays no longer there
            # (pruned: they were all finished)
            every = filed + [(9, plays[8])]
            implied = [(n, s) for n, s in every if n in shown or n <= 8]
            assert device(t) == expected(implied), (c, tear)
            # and filing goes on from there
            if 9 not in shown:
                if a.current() == 9:
                    a.finish(plays[8])
                else:
                    file_play(a, plays[8])
            t, lost = records.table(a)
            got = device(t)
            full = expected(every)
            # the re-filed play may have a new number: compare what counts
            assert sorted(got) == sorted(full)
            for key in full:
                assert got[key][0] == full[key][0]
                assert sorted(got[key][2]) == sorted(full[key][2])


def test_a_games_entry_gives_the_best_ever_and_the_wins_a_ranking_compares_with():
    fs = FaultFS()
    a = Archive(fs, budget=10**9, block=1)

    def s(scores, names=("Ania", "Bartek")):
        order = sorted(range(len(names)), key=lambda k: -scores[k])
        rs = []
        for pos, k in enumerate(order):
            rank = pos + 1
            if pos and scores[k] == rs[-1]["total"]:
                rank = rs[-1]["rank"]
            rs.append({"name": names[k], "total": scores[k], "rank": rank})
        return {"game": "burgundy", "players": list(names), "first": 0, "results": rs}

    def standing(key="burgundy"):
        g = records.table(a)[0]["g"].get(key)
        return g and (g["best"], g["p"]["Ania"][1], g["p"]["Bartek"][1])

    assert standing() is None
    file_play(a, s([150, 120]))
    assert standing() == ([150, "Ania", 1], 1, 0)
    file_play(a, s([140, 160]))
    file_play(a, s([160, 160]))                 # a shared win, equal to the best
    assert standing() == ([160, "Bartek", 2], 2, 2)
    ab = s([200, 1])
    ab["unfinished"] = True                     # abandoned: counts nowhere
    file_play(a, ab)
    low = s([10, 20])
    low["highest_wins"] = False                 # another key
    file_play(a, low)
    assert standing() == ([160, "Bartek", 2], 2, 2)
    assert standing("burgundy~low") == ([10, "Ania", 5], 0, 1)
