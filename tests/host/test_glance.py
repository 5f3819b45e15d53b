"""The standings (ui.glance, long C on the play screen or Standings in
the action menu) on every game's reference game: the whole-game key
scripts of tests/host/test_*_sim.py, replayed in-process with the state
noted at each round (support.glance_play).

- At every round the projection, with the final answers the table gave at
  the end filled in, is what the final calculator gives for the game as it
  stood with those answers entered; at the final step (all entered) it is
  the ranking the simulator tests work out by hand, nothing guessed.
- Before the final count the unknowns count 0 and are marked.
- Each game's position page at a chosen round, read off the screen, is
  what the rules and that game's entries give (worked out below from the
  key scripts), in English, and its first page in Polish.
- Long C on the play screen, one press, shows the standings and the
  active player's position; Standings in the action menu opens the same,
  in English and Polish.
- The screens run inside MicroPython with the Pico's heap; the standings'
  code leaves the heap when the play screen is back.
- One golden PNG per game (a position page); regenerate them after an
  intended change with ``python tests/host/test_glance.py`` and look at
  each image before committing. ``python tests/host/test_glance.py
  --screens DIR`` writes every game's standings and position page on both
  panels, in English and Polish, to look at.
"""

import copy
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
sys.path[:0] = [str(ROOT / "host_tools" / "guest"), str(ROOT / "tests" / "host"),
                str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims"), str(ROOT / "tests"),
                str(ROOT)]

import simloop  # noqa: E402
from test_sim import run_cli  # noqa: E402

from host_tools import panel_image  # noqa: E402
from support import glance_play  # noqa: E402

REFERENCE = ("burgundy_2p", "burgundy_4p", "tiletum_3p", "san_juan_2p", "san_juan_4p", "amber_3p")
PL = ["c", "c", "c", "b", "b"]  # main menu: Settings (below Records), Language -> Polski


@pytest.fixture(scope="module")
def played():
    """Each reference game played once, on first use."""
    cache = {}

    def get(name):
        if name not in cache:
            cache[name] = glance_play.play(name)
        return cache[name]
    return get


def game_of(name):
    return name.rpartition("_")[0]


def loaded(name):
    """(the game module, its glance module), loaded again: another game
    played since has dropped them."""
    from games import glance_of, load
    game = load(game_of(name))
    return game, glance_of(game)


def answers(name, final):
    """The final answers each player gave, as the projection takes them."""
    game = game_of(name)
    if game == "amber":         # the device knows every coin and connection
        return None
    fin = final["g"]["fin"]
    if game == "burgundy":
        return [{k: f[k] for k in ("goods", "silver", "workers", "kinds") if k in f}
                for f in fin]
    if game == "tiletum":
        return [{"houses": f[0], "pillars": f[1], "goods": f[2]} for f in fin]
    if game == "san_juan":      # none entered without a tie: the scorer's 0
        return [{"hand": f[0], "goods": f[1]} if f else {"hand": 0, "goods": 0} for f in fin]
    return None


def holders(state, p):
    """Goods a San Juan player can hold: one per production building, one
    on a customs office."""
    from games.san_juan import score as san_juan_score
    city = state["g"]["city"][p]
    return san_juan_score.production_count(city) + ("customs_office" in city)


def entered(name, state, given):
    """``state`` with those answers entered as the final calculator keeps
    them (the cards under chapel, bank and harbor as the game has them)."""
    st = copy.deepcopy(state)
    game = game_of(name)
    for p, a in enumerate(given or ()):
        if game == "burgundy":
            st["g"]["fin"][p] = dict(a)
        elif game == "tiletum":     # the buildings counted at the end, if they were
            st["g"]["fin"][p] = [a["houses"], a["pillars"], a["goods"]] + \
                (st["g"]["fin"][p] or [])[3:]
        else:
            st["g"]["fin"][p] = [a["hand"], a["goods"]] + st["g"]["tuck"][p]
    return st


def totals(result):
    return sorted((r["name"], r["total"], r["rank"]) for r in result["results"])


@pytest.mark.parametrize("name", REFERENCE)
def test_projection_with_the_final_answers_is_the_final_result_every_round(played, name):
    d = played(name)
    game, view = loaded(name)
    given = answers(name, d.final())
    assert len(d.marks) >= 6
    for k, state in d.marks:
        if game_of(name) == "san_juan":     # goods lie on production buildings
            given = [dict(a, goods=min(a["goods"], holders(state, p)))
                     for p, a in enumerate(answers(name, d.final()))]
        projected = view.projection(state, given)
        assert totals(projected) == totals(game.results(entered(name, state, given))), (name, k)
        assert all(r["guess"] == [] for r in projected["results"])
        # every page the standings offer can be worked out at every round
        for lang in (0, 1):
            for r in view.projection(state)["results"]:
                assert all(type(line) is str for line in view.position(state, r["seat"], lang, r))
            titles = view.pages(lang) if hasattr(view, "pages") else ()
            for i in range(len(titles)):
                assert view.page(state, i, lang)


def hand_worked(name):
    """{name: total} of the ranking the game's simulator test works out."""
    import test_amber_sim
    import test_burgundy_sim
    import test_san_juan_sim
    if name == "tiletum_3p":       # test_tiletum_sim: Ania 100, Bartek 76, Celina 76
        return {"Ania": 100, "Bartek": 76, "Celina": 76}
    if name == "amber_3p":
        return dict(zip(("Ania", "Bartek", "Celina"), test_amber_sim.FINAL_SCORES))
    lines = {"burgundy_2p": test_burgundy_sim.TWO_RANKING[1:],
             "burgundy_4p": test_burgundy_sim.FOUR_RANKING[1:],
             "san_juan_2p": test_san_juan_sim.TWO_PLAYER_RANKING,
             "san_juan_4p": test_san_juan_sim.FOUR_PLAYER_RANKING}[name]
    out = {}
    for line in lines:      # "[1. Ania  39]" (not the tie-break's line)
        words = line.strip("[]").split()
        if words[0][:1].isdigit():
            out[words[1]] = int(words[-1])
    return out


@pytest.mark.parametrize("name", REFERENCE)
def test_at_the_final_step_the_projection_is_the_ranking_worked_out_by_hand(played, name):
    d = played(name)
    _, view = loaded(name)
    final = d.final()
    assert final["cur"]["step"] == "final" and not final["over"]
    projected = view.projection(final)
    assert {r["name"]: r["total"] for r in projected["results"]} == hand_worked(name)
    assert all(r["guess"] == [] for r in projected["results"])
    if name.startswith("san_juan"):
        # The score column shows printed VP and tucked cards only (2p: 23
        # and 22); the end-game buildings come on top.
        for r in projected["results"]:
            assert r["total"] > final["scores"][r["seat"]]


def test_before_the_final_count_the_unknowns_count_0_and_are_marked(played):
    d = played("tiletum_3p")
    _, view = loaded("tiletum_3p")
    final = d.final()
    final["g"]["fin"][2] = None         # Celina has not counted yet
    projected = {r["name"]: r for r in view.projection(final)["results"]}
    # her houses and pillars as round 2's fair counted them (1 x 4), no guess
    assert projected["Celina"]["guess"] == ["goods"]
    assert projected["Celina"]["total"] == 64 + 4   # her score track and those
    assert projected["Ania"]["guess"] == [] and projected["Ania"]["total"] == 100
    d = played("burgundy_2p")
    _, view = loaded("burgundy_2p")
    for _, state in d.marks[1:-1]:      # every round between setup and the final step
        for r in view.projection(state)["results"]:
            # Ania's tile 15 too, once she has it and has sold: on the
            # most kinds her sales allow until she counts them
            tile15 = 15 in state["g"]["know"][r["seat"]] and sum(state["g"]["sold"][r["seat"]])
            assert r["guess"] == ["goods", "silver", "workers"] + \
                (["knowledge_15"] if tile15 else [])
            assert [r["breakdown"][k] for k in r["guess"][:3]] == [0, 0, 0]
            if tile15:
                sales = state["g"]["sold"][r["seat"]][7]
                assert r["breakdown"]["knowledge_15"] == 3 * min(6, sales)


# -- the screens ------------------------------------------------------------------

def keys_at(d, at):
    """The reference game's keys up to the first round noted where the
    cursor (and, given as "scores", the score column) is as ``at`` says."""
    for k, state in d.marks:
        seen = dict(state["cur"], scores=state["scores"])
        if all(seen.get(key) == v for key, v in at.items()):
            return d.keys[:k]
    raise AssertionError("no round noted at %r" % (at,))


def device(name, keys, flash, geometry=(296, 128, 270), frames=None):
    """A device booted on ``flash`` (a fresh one, or the settings left by
    an earlier boot) with ``keys`` pressed; every frame the panel shows is
    added to ``frames``."""
    import main

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel
    flash.mkdir(exist_ok=True)
    sink = None if frames is None else lambda buf, full, window: frames.append(bytes(buf))
    app = main.start(SimPanel(*geometry, sink=sink), Store(Storage(str(flash))),
                     Rng(glance_play.SEEDS[name]))
    for k in keys:
        app.press(k)
    return app


def turn_to(app, row):
    """On the standings: turn with C from the page they open on to
    ``row``'s (a player's name or a page's title); the presses."""
    screen = app.top()
    names = [r.name for r in screen.rows] + list(screen.titles)
    assert names.count(row) == 1, (row, names)
    presses = ["c"] * ((names.index(row) - screen.index) % len(names))
    for k in presses:
        app.press(k)
    return presses


def read_pages(app):
    """The rows of the page on top, every screen of it (B shows the next,
    keeping the last row in view): the title (inverted, in brackets), then
    the text rows as the panel shows them, without the ▲ ▼ marks."""
    rows = None
    while True:
        shown = simloop.screen_text(app)
        body = [r.replace("  ▲", "").replace("  ▼", "") for r in shown[1:-1]]
        if rows is None:
            rows = [shown[0]] + body
        else:       # the screen's first rows are the last ones of the screen before
            k = len(body)
            while k and rows[-k:] != body[:k]:
                k -= 1
            rows += body[k:]
        if app.top().first >= app.top().last:
            return rows
        app.press("b")


def page(name, keys, row, flash):
    """(the presses from the start of the game, the page's rows, its first
    screen as a PNG image): the standings opened after ``keys`` (long C),
    turned to ``row``'s page."""
    frames = []
    app = device(name, keys + ["C"], flash, frames=frames)
    presses = keys + ["C"] + turn_to(app, row)
    first = panel_image.to_image(frames[-1], 128, 296, 270)
    return presses, read_pages(app), first


# The chosen rounds: where the game is (the first round noted there), the
# page of the standings to turn to (a player's name, or a page's title),
# and the page read off the screen: the standings with the player's row
# inverted, the position, then the projection's breakdown.
SCREENS = {
    # Burgundy, two players, at the start of phase C (TWO in
    # support/burgundy_plans, after B5). Bartek leads the projection (60).
    # Ania: castle B1 1/3; mine B1 1/3; knowledge 7, 15 2/6; ships A1, B4
    # 2/6 (track space 3); animals A3, A4, A5, B3, B5 5/6; no building.
    # No colour bonus tile taken yet: 5 VP for the first of each.
    # Knowledge 15: 3 VP per goods kind sold (B2, one sale: at most one
    # kind, marked until she counts them at the end): 3, so 54 + 3.
    "burgundy_2p": ({"phase": 3, "step": "phase_start"}, "Ania", [
        "[Standings · Ania]",
        "1. Bartek                  56 → 60*",
        "[2. Ania                    54 → 57*]",
        "→ if it ended now, * estimated",
        "Dark green (castles) 1/3", "  bonus tile: free, 5 VP",
        "Grey (mines) 1/3", "  bonus tile: free, 5 VP",
        "Yellow (knowledge) 2/6", "  bonus tile: free, 5 VP",
        "Blue (ships) 2/6", "  bonus tile: free, 5 VP",
        "Light green (animals) 5/6", "  bonus tile: free, 5 VP",
        "Beige (buildings) 0/12", "  bonus tile: free, 5 VP",
        "Turn order 1 of 2, track space 3",
        "Knowledge tiles: 7, 15",
        "If the game ended now:",
        " Score track: 54", " Goods left: 0 *", " Knowledge 15: 3 *", " Silverlings: 0 *",
        " Workers: 0 *", " Total 57",
        "* not entered yet: as last entered,", "or 0"]),
    # Tiletum at the start of round 3 (test_tiletum_sim rounds 1-2): Ania
    # leads the king track on 6 (3 VP read in round 2's king phase), her
    # building of round 1 carries the king +2 bonus; 1 building scores 0
    # (parts worth 0 are left out unless they rest on a guess); her houses
    # and pillars as round 2's fair counted them (3 x 2), Celina's 1 x 4.
    "tiletum_3p": ({"round": 3, "step": "prep"}, "Ania", [
        "[Standings · Ania]",
        "[1. Ania                    32 → 38*]",
        "2. Celina                  28 → 32*",
        "3. Bartek                  14 → 14*",
        "→ if it ended now, * estimated",
        "King track: space 6, 1. of 3",
        "That space gives 3 VP",
        "Buildings done: 1 (0 VP)", "  with a bonus marker: 1",
        "Bonus AP: King +2",
        "Houses 3, pillars 2",
        "If the game ended now:",
        " Score track: 32", " Goods (1 per 4): 0 *",
        " Houses × pillars: 6", " Total 38",
        "* not entered yet: as last entered,", "or 0"]),
    # San Juan, two players, at the start of round 9: Bartek's printed VP
    # 11 (indigo 1, sugar 1, tobacco 2, palace 0, crane 1, chapel 2, column
    # 4, arch 0) + 4 chapel cards + arch 4 (one monument) = 19, palace 19 // 4
    # = 4: 23, where the score column shows 15.
    "san_juan_2p": ({"round": 9, "step": "round_start"}, "Bartek", [
        "[Standings · Bartek]",
        "[1. Bartek                   15 → 23]",
        "2. Ania                          22",
        "→ if it ended now, * estimated",
        "Buildings 8 of 12 (cost/VP):",
        " Indigo plant 1/1", " Sugar mill 2/1", " Tobacco storage 3/2", " Palace 6/0",
        " Crane 2/1", " Chapel 3/2", " Victory column 4/4", " Triumphal arch 6/0",
        "Violet bonuses so far:", " Triumphal arch: 4", " Palace: 4",
        "Chapel: 4 cards under it",
        "If the game ended now:",
        " Printed VP: 11", " Cards under the chapel: 4", " Palace: 4",
        " Triumphal arch: 4", " Total 23"]),
    # Amber after turn 10 (test_amber_sim): Ania and Bartek reached each
    # other's castle and village; Ania holds the coins of village 1 and
    # Bartek's castle. Every point is on the score column already.
    "amber_3p": ({"scores": [6, 6, 4]}, "Ania", [
        "[Standings · Ania]",
        "[1. Ania                           6]",
        "1. Bartek                         6",
        "3. Celina                         4",
        "Villages 2 of 4: 1, 2",
        "Castles 1 of 2: Bartek",
        "Coins 2: village 1, castle Bartek",
        "If the game ended now:",
        " VP for castles (2 each): 2", " Coins: 2", " Connected villages: 2", " Total 6"]),
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_position_page_at_a_chosen_round(played, tmp_path, name):
    d = played(name)
    at, row, want = SCREENS[name]
    _, rows, first = page(name, keys_at(d, at), row, tmp_path)
    assert rows == want
    # the panel as it shows the page's first screen, reviewed by eye
    from PIL import Image
    golden = Image.open(GOLDEN / ("glance_%s.png" % name)).convert("1")
    assert first.tobytes() == golden.tobytes(), "glance_%s differs from its golden" % name


def test_final_count_entered_the_page_adds_up_to_the_ranking(played, tmp_path):
    # Tiletum at its final step (test_tiletum_sim): Ania 88 + 5 (3 buildings
    # done) + 7 goods // 4 + 3 houses x 2 pillars = 100, nothing guessed.
    d = played("tiletum_3p")
    rows = page("tiletum_3p", d.final_keys(), "Ania", tmp_path)[1]
    assert rows[0] == "[Standings · Ania]"
    assert rows[1].startswith("[1. Ania ") and rows[1].endswith(" 88 → 100]")
    assert rows[-6:] == ["If the game ended now:", " Score track: 88", " Completed buildings: 5",
                         " Goods (1 per 4): 1", " Houses × pillars: 6", " Total 100"]
    assert "Houses 3, pillars 2" in rows


def test_the_goldsmiths_page_lists_what_nobody_has_built(played, tmp_path):
    # San Juan, two players, start of round 9: every base-game building but
    # the 16 the two cities hold (a chapel built over by the crane counts).
    d = played("san_juan_2p")
    keys = keys_at(d, {"round": 9, "step": "round_start"})
    _, rows, _ = page("san_juan_2p", keys, "Nobody built yet", tmp_path)
    assert rows == ["[Nobody built yet]", "The goldsmith keeps one of these",
                    "(cost):", " Gold mine (1)", " Archive (1)", " Poor house (1)",
                    " Black market (2)", " Trading post (2)", " Well (2)", " Market stand (2)",
                    " Aqueduct (3)", " Carpenter (3)", " Prefecture (4)", " Market hall (4)",
                    " Guild hall (6)", " City hall (6)"]


def test_amber_coins_on_the_board(played, tmp_path):
    d = played("amber_3p")
    # After turn 10 only Celina's castle keeps its coin; after turn 12 it
    # went to the box (Ania and Bartek reached it at the same moment).
    shown = {}
    for scores in ([6, 6, 4], [10, 10, 10]):
        keys = keys_at(d, {"scores": scores})
        flash = tmp_path / str(scores[2])
        shown[scores[2]] = page("amber_3p", keys, "Coins on the board", flash)[1]
    assert shown[4] == ["[Coins on the board]", "castle Celina"]
    assert shown[10] == ["[Coins on the board]", "none"]


def test_standings_rows_in_polish_on_the_small_panel(tmp_path):
    """The 250 x 122 panel in Polish at the final step (nobody's turn):
    long C opens on the leader's page, the numbers in a column, nothing
    cut; C turns to the next player's."""
    d = glance_play.play("burgundy_4p", PANELS["waveshare_213"])
    device("burgundy_4p", PL, tmp_path, PANELS["waveshare_213"])
    app = device("burgundy_4p", d.final_keys() + ["C"], tmp_path, PANELS["waveshare_213"])
    shown = simloop.screen_text(app)
    assert shown == ["[Klasyfikacja · Ania]",
                     "[1. Ania               69 → 85]",
                     "2. Celina             63 → 85",
                     "3. Bartek             63 → 80",
                     "4. Darek              62 → 78",
                     "→ gdyby to był koniec,  ▼",
                     "A/C gracz  B więcej  trzymaj B wróć"]
    app.press("c")
    shown = simloop.screen_text(app)
    assert shown[0] == "[Klasyfikacja · Celina]" and shown[2] == "[2. Celina             63 → 85]"


# Amber after turn 10, Bartek to play: long C, one press, shows everybody's
# score now and if the game ended now, best first, and Bartek's position
# below, his row inverted; the action menu's Standings (after History)
# opens the same. The play screen shows the tile's confirmation in the
# footer's place, in the frame of the press that recorded it.
ONE_PRESS = {
    "en": (["[Stack 63]", "Turn: Bartek  Ania  6", "[Bartek]  [6]", "Stack 63", "Celina  4",
            "Tiles: 1, draw 1  \u25bc",
            # the frame of the press that recorded the tile: its note,
            # where the key hints go (each row inverted, as a bar)
            "[\u221a Ania → village 2,]", "[castle Bartek; Bartek → village 1,]",
            "[castle Ania]"],
           ["[Standings · Bartek]",
            "1. Ania                           6",
            "[1. Bartek                         6]",
            "3. Celina                         4",
            "Villages 2 of 4: 1, 2", "Castles 1 of 2: Ania",
            "Coins 2: village 2, castle Ania  ▼",
            "A/C player  B more  hold B back"], ("History", "Standings")),
    "pl": (["[Stos 63]", "Tura: Bartek  Ania  6", "[Bartek]  [6]", "Stos 63", "Celina  4",
            "Kafle: 1, dobierz 1", "Monety: plansza 1, pudło 0",
            "[\u221a Ania → wieś 2, Bartek (zamek);]", "[Bartek → wieś 1, Ania (zamek)]"],
           ["[Klasyfikacja · Bartek]",
            "1. Ania                           6",
            "[1. Bartek                         6]",
            "3. Celina                         4",
            "Wsie 2 z 4: 1, 2", "Zamki 1 z 2: Ania",
            "Monety 2: wieś 2, Ania (zamek)  ▼",
            "A/C gracz  B więcej  trzymaj B wróć"], ("Historia", "Klasyfikacja")),
}


@pytest.mark.parametrize("lang", sorted(ONE_PRESS))
def test_one_press_from_the_play_screen_shows_the_standings_and_a_position(
        played, tmp_path, lang):
    d = played("amber_3p")
    play_screen, standings, (history, name) = ONE_PRESS[lang]
    if lang == "pl":
        device("amber_3p", PL, tmp_path)
    app = device("amber_3p", keys_at(d, {"scores": [6, 6, 4]}), tmp_path)
    assert simloop.screen_text(app) == play_screen
    app.press("C")
    assert simloop.screen_text(app) == standings
    # C: the next player's page, one more press; round the standings' order
    app.press("c")
    assert simloop.screen_text(app)[:4] == [standings[0].replace("Bartek", "Celina"),
                                           standings[1], standings[2].strip("[]"),
                                           "[" + standings[3] + "]"]
    app.press("B")
    app.press("b")                  # the action menu
    menu = app.top()
    labels = [menu.label(item, app) for item in menu.items]
    assert labels[labels.index(history) + 1] == name
    for k in simloop.label_keys(app, name):
        app.press(k)
    assert simloop.screen_text(app) == standings


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_position_page_same_inside_micropython(played, tmp_path, name):
    """The first page of each position, the device's code inside MicroPython
    with the tests' 200 KB heap: the same rows as under CPython."""
    d = played(name)
    at, row, want = SCREENS[name]
    keys, _, _ = page(name, keys_at(d, at), row, tmp_path / "host")
    out = run_cli(["--keys", " ".join(keys), "--flash", str(tmp_path / "f"), "--seed",
                   str(glance_play.SEEDS[name]), "--text", "--runtime", "micropython"])
    assert out.returncode == 0, out.stderr[-2000:]
    rows = [r[2:].replace("  ▼", "") for r in out.stdout.split("\n") if r.startswith("| ")]
    assert rows[:-1] == want[:len(rows) - 1]


def test_the_standings_code_leaves_the_heap_with_the_screen():
    """The four-player Burgundy game of ``make bench`` after 8 rounds: the
    standings open (long C) on a player's page, the next player's page,
    its rest, back to the play screen. The
    heap after each press (collected before it: a bound on the press's
    peak), measured inside MicroPython with the Pico's heap."""
    from host_tools import bench, build
    if build.stale():
        build.build(quiet=True)
    keys, _ = bench.game_keys(8)
    # The action menu opened and closed (B, long B) first, and after each
    # of five visits to the standings: the same presses, so what the
    # visits leave behind shows between them.
    visit = ["C", "c", "b", "B", "b", "B"]
    more = ["b", "B"] + visit * 5
    with tempfile.TemporaryDirectory() as tmp:
        presses, _ = bench.play(keys + more, Path(tmp))
    assert [p[0] for p in presses[-len(more):]] == more
    heap = [p[2] for p in presses[-len(more):]]
    before = heap[1]
    after = [heap[1 + len(visit) * i] for i in range(1, 6)]
    opened, turned, scrolled = heap[2:5]
    # (Ceilings at what is measured since the screens that spare presses
    # were merged, about 1 KB above it: the play screen under the visit
    # holds more than it did, see host_tools/bench.py HEAP_BUDGETS; 2 KB
    # more since the step protocol, 154.1 KB measured. Since the games'
    # step modules 158.7, 158.1 and 148.8 KB measured (162,480, 161,904
    # and 152,368 B): the game's modules intern more names, and the
    # visit's 113 new ones overflow the sixth pool of interned strings
    # (1,260 names): MicroPython adds a seventh of 1,280, 10.2 KB. Since
    # Burgundy's steps are loaded only while the game is at them and the
    # modules' file names left the interned strings: 152.0-152.2, 151.3
    # and 145.4 KB on the simulator's panel. Since the bench runs on the
    # board's own drivers (host_tools/bench.py BOARD: their code and
    # objects, which the device holds too) 164.5, 163.0 and 157.0 KB measured.
    # Since the bench's loop runs compiled (its names no longer in the
    # measured heap, host_tools/mpy.py) 161.7, 161.3 and 155.3 KB measured
    # (165,600, 165,168 and 159,056 B), the ceilings about 1 KB above.
    # Since Burgundy's pasture question lists the player's pastures (0.6
    # KB more of the turn's code) 163.2, 162.7 and 156.7 KB measured.
    # Since a step may list its likeliest helpers as data and the menu
    # opens on the second where A starts the first (0.3 KB more of the
    # play screen's code, kept all evening) 163.5, 163.1 and 157.2 KB.
    # Since a sale's kinds are worked out at the end (the projection's
    # end module) and what a press set off by itself goes back with it
    # (the play screen's undo) 164.4, 163.4 and 157.3 KB. Since a list is
    # drawn in one font (a long item on two rows), a note takes the rows
    # it needs, the footer keeps its fixed hints, a die's label is never
    # cut and the standings carry a key to → and * (the play screen's,
    # the widgets' and the dice's code, kept all evening) 166.5 KB opened.
    # Since the records, the damaged files' checks, the press as one
    # record, the short QR code and the audits' flows joined them (the
    # play screen under the visit at 167.9 KB, 10 KB more) 171.5, 171.1
    # and 171.1 KB.)
    assert opened <= 174 * 1024           # the projection, then (the scorer gone) the page
    assert turned <= 174 * 1024           # the next player's page: the scorer gone again
    assert scrolled <= 174 * 1024         # the rest of the page: nothing worked out
    assert opened <= before + 8 * 1024    # what the visit adds over the play screen
    # Back on the play screen a visit leaves the names it interned
    # (MicroPython keeps interned strings, and the module table's size, for
    # good) and nothing that grows with more visits: the figures differ by
    # the press's own garbage only, up and down by a few hundred bytes.
    # The first visit left about 10 KB while the bench's loop ran from
    # source (it left under 2 KB before the screens that spare presses were
    # merged): the pool of interned strings MicroPython adds when the
    # visit's names overflow the ones it has (see above;
    # micropython.qstr_info() showed n_pool 6 -> 7, 20.0 -> 30.2 KB). With
    # the loop compiled it leaves 1.1 KB; the bound keeps room for a pool
    # the device's own names may add, and growing with more visits fails
    # as before. Since the scorers' shared checks go with their game, the
    # heap after the visits steps up once, by 8.3 KB at the fourth (165.5
    # -> 173.9 KB), and stays there at the fifth: the names interned are
    # the same after one visit as after eight (1,680 in 7 pools), so the
    # step is where the heap's blocks fell, not a visit's leftovers. The
    # last visit against the one before it is what growth would show.
    assert max(after) <= before + 11 * 1024
    assert after[-1] <= after[-2] + 1024


def regenerate():
    """Write the goldens: each reference game's position page as the panel
    first shows it."""
    for name in sorted(SCREENS):
        d = glance_play.play(name)
        at, row, _ = SCREENS[name]
        with tempfile.TemporaryDirectory() as tmp:
            page(name, keys_at(d, at), row, Path(tmp))[2].save(GOLDEN / ("glance_%s.png" % name))
    print("wrote %d goldens to %s: look at each before committing" % (len(SCREENS), GOLDEN))


PANELS = {"inky": (296, 128, 270), "waveshare_213": (250, 122, 90)}


def screens(out):
    """Every game's standings and the chosen position page, on both panels
    (296 x 128 and the Waveshare 2.13's 250 x 122) in English and Polish,
    as PNG files in ``out``: what the closing note of the feature shows."""
    out.mkdir(parents=True, exist_ok=True)
    for name in sorted(SCREENS):
        at, row, _ = SCREENS[name]
        for panel, geometry in sorted(PANELS.items()):
            d = glance_play.play(name, geometry)
            for lang in ("en", "pl"):
                with tempfile.TemporaryDirectory() as tmp:
                    flash = Path(tmp)
                    if lang == "pl":
                        device(name, PL, flash, geometry)
                    frames = []
                    app = device(name, keys_at(d, at) + ["C"], flash, geometry, frames)
                    w, h, rot = geometry
                    stem = out / ("%s_%s_%s" % (name, panel, lang))
                    panel_image.to_image(frames[-1], h, w, rot).save(str(stem) + "_standings.png")
                    turn_to(app, row)
                    panel_image.to_image(frames[-1], h, w, rot).save(str(stem) + "_page.png")
    print("wrote the screens to %s" % out)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--screens"]:
        screens(Path(sys.argv[2]))
    else:
        regenerate()
