"""San Juan played through the buttons, from the main menu to the final
ranking: a 2-player base game (the device shuffles the trading-house
tiles; library, chapel, crane over the chapel, an undo by long A) and a
4-player "New buildings" game (the table's own tiles entered, bank,
harbor, customs office, black market, crane over a park, a cathedral,
the hut's and tavern's numbers from the table's cards, the tavern's
phase). The key scripts come from ``support.san_juan_play`` (a driver
that finds each item in the menus on the screen); the same keys then run
through ``host_tools.sim`` under CPython and MicroPython: the ranking is
read off the last screen, and the game saved on the flash is the same
under both. Refusals by the buttons change nothing.
"""

import json
import subprocess
import sys

import pytest

from host_tools import sim
from support.san_juan_play import Driver

ROOT = sim.ROOT
SEED = 7
A, B, C, D = 0, 1, 2, 3


def run_cli(keys, flash, runtime):
    return subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
                           "--flash", str(flash), "--seed", str(SEED), "--text",
                           "--runtime", runtime], cwd=ROOT, capture_output=True, text=True)


def saved_game(flash):
    """The finished game on ``flash``: its state replayed from the journal
    kept there, and the summary the log shows."""
    from core import canon
    from core.archive import Archive
    from core.session import Session
    from core.storage import Storage
    archive = Archive(Storage(str(flash)))
    (number,) = archive.finished()
    return canon.dumps(Session.resume(archive.journal(number)).state), archive.summary(number)


def tile_now(d):
    """The trading-house tile of the trader phase on the table."""
    from games.san_juan import rules as san_juan_rules
    return san_juan_rules.tile_now(d.state)


def card_index(bid):
    """A building's value in the game's menus: its place in the cards."""
    from games.san_juan import cards as san_juan_cards
    return san_juan_cards.index(bid)


def shows(d, words):
    """Whether a row of the screen on top has ``words``."""
    return any(words in row for row in d.screen_text())


def checklist(d):
    """The lines of the Checklist screen (the whole checklist; the play
    screen shows its first lines, cut to the column)."""
    from ui import text
    d.close_chained()
    d.press("b")
    d.choose_label(text.t("checklist"))
    lines = d.top().lines
    d.press("b", "B")                       # close it, then the menu
    assert d.on_play()
    return lines


def peek_build(d, cost):
    """The labels of the active player's building menu at the printed
    ``cost`` (its first menu: the costs of what the player can build
    now), then back out."""
    if d.chained() != "build":              # else the game opened it on moving on
        d.menu(d.game.ACTIONS["build"]["name"])
    d.choose(d.top().items.index(cost))     # a cost's value is the cost
    labels = d.labels()
    while not d.on_play():
        d.press("B")
    return labels


def two_player_base_game(d):
    d.new_game(2, A)                        # Ania, Bartek; Ania governs first
    d.press("a")                            # the device shuffles the tiles
    assert d.state["dice"] is None          # the order stays hidden
    assert len(d.state["g"]["tiles"]) == 5
    d.next()
    # Round 1, Ania governs: Ania, Bartek, Ania pick (2 players: 3 roles).
    d.pick("builder")
    d.builds("smithy", "sugar_mill")
    d.pick("producer")
    d.next()
    d.pick("trader")
    tile = tile_now(d)
    assert d.state["g"]["tiles"][0] == tile
    # the play screen's checklist under the trader's sale, opened at once
    assert [line for line in d.game.STEPS["phase"]["checklist"](d.state, 0)
            if line.startswith("Trading-house tile %d:" % tile)]
    d.sell(A, indigo_plant=1)
    d.next()
    # Round 2, Bartek governs.
    d.next()
    d.pick("builder")
    d.builds("tobacco_storage", "coffee_roaster")
    d.pick("councillor")
    d.next()
    d.pick("prospector")
    d.next()
    # Round 3: Ania builds a library (5, builder 1 less: pays 4).
    d.next()
    d.pick("builder")
    assert "Library: pay 4 (cost 5, 3 VP)" in peek_build(d, 5)
    d.builds("library", "chapel")
    d.pick("producer")
    d.next()
    d.pick("trader", lib=1)                 # the library doubles the privilege
    d.sell(A, indigo_plant=1, coffee_roaster=1)
    d.next()
    # Round 4: Bartek's chapel takes a card.
    assert "2 Chapel: Bartek may tuck 1 card" in checklist(d)
    d.chapel()                            # C: yes, a card; the game moves on
    d.pick("builder")
    d.builds("crane", "quarry")
    d.pick("producer", lib=1)
    d.next()
    d.pick("councillor")
    d.next()
    # Round 5: Ania's library as builder, so not again this round; Bartek
    # builds a palace over his chapel with the crane.
    d.chapel()                            # C: yes, a card; the game moves on
    d.pick("builder", lib=1)
    d.builds("statue", ("palace", "chapel"))
    d.pick("trader")
    d.sell(B, sugar_mill=1, tobacco_storage=1)
    d.next()
    d.pick("prospector")                    # no library question this time
    d.next()
    # Round 6: Ania builds a well by mistake and takes it back (long A).
    d.next()
    d.pick("builder")
    d.builds("chapel")
    d.act("build", building="well")
    d.press("B", "A")                       # out of the next role's menu, undo
    assert "well" not in d.state["g"]["city"][A]
    d.builds("tower")
    d.pick("producer", lib=1)
    d.next()
    d.pick("trader")
    d.sell(B, tobacco_storage=1)
    d.sell(A, coffee_roaster=1)
    d.next()
    for rnd in range(7, 12):
        d.chapel()                            # C: yes, a card; the game moves on
        if rnd == 7:
            d.pick("builder", lib=1)
            d.builds("hero", "victory_column")
            d.pick("councillor")
            d.next()
            d.pick("prospector")
        elif rnd == 8:
            d.pick("builder")
            d.builds("triumphal_arch", "silver_smelter")
            d.pick("trader", lib=1)
            # the silver smelter built this round holds no good: not asked
            d.sell(A, indigo_plant=1, coffee_roaster=1)
            d.next()
            d.pick("producer")
        elif rnd == 9:
            d.pick("builder", lib=1)
            d.builds("guild_hall", "aqueduct")
            d.pick("producer")
            d.next()
            d.pick("councillor")
        elif rnd == 10:
            d.pick("builder")
            d.builds("indigo_plant", "sugar_mill")
            d.pick("trader", lib=1)
            d.sell(A, indigo_plant=1, coffee_roaster=1, silver_smelter=1)
            d.next()
            d.pick("prospector")
        else:
            # Ania's 12th building; Bartek still builds, then the end.
            d.pick("builder", lib=1)
            d.builds("city_hall", "market_stand")
            break
        d.next()
    assert d.state["cur"]["step"] == "final"
    assert [len(c) for c in d.state["g"]["city"]] == [12, 11]
    # The final count: no tie, so nothing to enter (cards in hand and
    # goods only break ties; the chapel's 7 cards the device counted).
    d.finish()


# Ania: printed 1 indigo + 1 smithy + 2 coffee + 3 library + 2 quarry + 3
# statue + 2 tower + 5 hero + 3 silver + 0 guild hall + 1 sugar + 0 city
# hall = 23; guild hall 4 production buildings + 4 kinds = 8; city hall 8
# violet (smithy, library, quarry, statue, tower, hero, guild hall, city
# hall) = 8: 39. Bartek: printed 1 + 1 sugar + 2 tobacco + 0 palace + 1
# crane + 2 chapel + 4 column + 0 arch + 2 aqueduct + 1 indigo + 1 market
# stand = 15; 7 chapel cards (the first chapel, built over, keeps them);
# arch 1 monument = 4: 26; palace 26 // 4 = 6: 32.
TWO_PLAYER_RANKING = ["[1. Ania   39]", "2. Bartek 32"]


def four_player_expansion_game(d):
    d.new_game(4, C, expansion=True, own_tiles=True)   # Celina governs first
    # The first expansion game on this device: the hut's and tavern's
    # numbers from the table's cards (no source gives them).
    d.act("card", cost=2, vp=1)
    d.act("card", cost=2, vp=1)
    d.next()
    # Round 1, Celina governs: Celina, Darek, Ania, Bartek pick.
    d.pick("builder")
    d.builds("bank", "sugar_mill", "trading_post", "tower")
    for role in ("producer", "councillor", "prospector"):
        d.pick(role)
        d.next()
    # Round 2, Darek governs.
    d.next()
    d.pick("builder")
    d.builds("tobacco_storage", "market_stand", "crane", "office")
    d.pick("trader")
    d.act("tile", tile=2)                   # the table flips its own tile
    d.sell(A, indigo_plant=1)
    d.next()
    for role in ("producer", "councillor"):
        d.pick(role)
        d.next()
    # Round 3, Ania governs.
    d.next()
    d.pick("builder")
    d.builds("harbor", "park", "indigo_plant", "coffee_roaster")
    d.pick("trader")
    d.act("tile", tile=5)
    d.sell(B, indigo_plant=1)
    d.next()
    for role in ("prospector", "producer"):
        d.pick(role)
        d.next()
    # Round 4, Bartek governs; Celina puts 3 cards under her bank.
    d.act("bank", C, cards=3)               # the game moves on: no other tuck to wait for
    d.pick("builder")
    d.builds("guard_room", "sugar_mill", "silver_smelter", "customs_office")
    d.pick("trader")
    d.act("tile", tile=1)
    d.sell(C, indigo_plant=2)
    d.sell(A, indigo_plant=1, harbor=1)
    d.next()
    for role in ("councillor", "producer"):
        d.pick(role)
        d.next()
    # Round 5, Celina governs.
    assert "3 Hand limit 6: Celina, Darek, Ania" in checklist(d)
    d.next()
    d.pick("builder")
    d.builds("hut", "tavern", "quarry", ("cathedral", "park"))
    for role in ("producer", "prospector", "councillor"):
        d.pick(role)
        d.next()
    # Round 6, Darek governs; Celina, who has a bank, sees none offered.
    d.next()
    d.pick("builder")
    d.builds("guild_hall", "residence", "statue")
    # Celina has a bank: the building menu no longer offers one.
    assert not [label for label in peek_build(d, 3) if label.startswith("Bank")]
    d.builds("tobacco_storage")
    d.pick("trader")
    d.act("tile", tile=4)
    d.sell(A, indigo_plant=1, customs=1, harbor=2)
    d.sell(D, silver_smelter=1)
    d.next()
    for role in ("prospector", "producer"):
        d.pick(role)
        d.next()
    # Round 7, Ania governs; Darek passes, so his tavern draws.
    d.next()
    d.pick("builder")
    d.builds("gold_mine", "well", "archive", None)
    assert "Tavern: Darek draws 1 (fewest)" in checklist(d)
    d.next()
    d.pick("trader")                        # the fifth tile, the one left
    assert tile_now(d) == 3
    d.sell(B)                               # Bartek, the trader, sells nothing
    d.next()
    for role in ("councillor", "producer"):
        d.pick(role)
        d.next()
    # Round 8, Bartek governs.
    d.next()
    d.pick("builder")
    d.builds("black_market", "coffee_roaster", "market_hall", "tobacco_storage")
    d.next()                                # the tavern again
    for role in ("producer", "councillor", "prospector"):
        d.pick(role)
        d.next()
    # Round 9, Celina governs; the tiles go round: tile 2 again.
    d.next()
    d.pick("builder")
    d.builds("city_hall", "sugar_mill", "sugar_mill", "prefecture")
    d.next()
    d.pick("trader")
    d.sell(D, silver_smelter=1, coffee_roaster=1)
    d.sell(A, tobacco_storage=1, customs=1, harbor=1)
    d.next()
    for role in ("producer", "councillor"):
        d.pick(role)
        d.next()
    # Round 10, Darek governs; Bartek pays the column with a good.
    d.next()
    d.pick("builder")
    d.builds("chapel", "palace", ("victory_column", "", 1), "silver_smelter")
    d.next()
    for role in ("producer", "prospector", "councillor"):
        d.pick(role)
        d.next()
    # Round 11, Ania governs: Ania and Celina reach 12, everyone builds.
    d.chapel()                            # C: yes, a card; the game moves on
    d.pick("builder")
    d.builds("coffee_roaster", "hero", "smithy", "indigo_plant")
    assert d.state["cur"]["step"] == "final"
    assert [len(c) for c in d.state["g"]["city"]] == [12, 11, 12, 11]
    # No tie: nothing to count by hand (the bank's, harbor's and chapel's
    # cards the device counted), C ends the game.
    d.finish()


# Ania: printed 1 indigo + 1 trading post + 1 market stand + 2 harbor + 2
# customs + 2 quarry + 0 residence + 1 gold mine + 2 tobacco + 1 sugar + 0
# palace + 2 coffee = 15; 4 cards under the harbor; residence: cost 2
# (trading post, market stand, sugar) and cost 4 (harbor, quarry, coffee)
# = 4 + 3 = 7: 26; palace 26 // 4 = 6: 32.
# Bartek: 1 + 2 tower + 1 crane + 0 cathedral + 1 guard room + 3 statue + 1
# well + 1 black market + 2 prefecture + 4 column + 5 hero = 21; cathedral:
# 4 six-cost buildings of the others (Ania's residence and palace, Celina's
# city hall, Darek's guild hall) = 4 + 3 + 2 + 1 = 10: 31.
# Darek: 1 + 1 + 2 + 2 + 3 + 1 tavern + 0 + 2 market hall + 1 + 2 chapel + 1
# = 16; 1 chapel card; guild hall 7 production buildings + 5 kinds = 12: 29.
# Celina: 1 + 2 bank + 1 office + 1 + 1 + 1 hut + 2 + 1 archive + 2 + 0 city
# hall + 3 + 1 smithy = 16; 3 bank cards; city hall 6 violet = 6: 25.
FOUR_PLAYER_RANKING = ["[1. Ania   32]", "2. Bartek 31", "3. Darek  29", "4. Celina 25"]

GAMES = {"2p": (two_player_base_game, TWO_PLAYER_RANKING),
         "4p": (four_player_expansion_game, FOUR_PLAYER_RANKING)}


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Each game played once in-process: its keys, saved game, ranking."""
    out = {}
    for name, (play, _) in GAMES.items():
        flash = tmp_path_factory.mktemp(name)
        d = Driver(flash, SEED)
        play(d)
        out[name] = (d.keys, saved_game(flash), d.screen_text())
    return out


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
@pytest.mark.parametrize("game", ["2p", "4p"])
def test_whole_san_juan_game_by_the_buttons(played, tmp_path, game, runtime):
    keys, (state, summary), screen = played[game]
    ranking = GAMES[game][1]
    assert screen[1:1 + len(ranking)] == ranking
    out = run_cli(keys, tmp_path / "f", runtime)
    assert out.returncode == 0, out.stderr[-2000:]
    rows = [line[2:] for line in out.stdout.split("\n") if line.startswith("| ")]
    assert rows[0] == "[Winner: Ania]" and rows[1:1 + len(ranking)] == ranking
    # The same game saved: every event, replayed to the same state.
    assert saved_game(tmp_path / "f") == (state, summary)
    assert [r["total"] for r in summary["results"]] == \
        [int(r.strip("[]").split()[-1]) for r in ranking]
    assert json.loads(state)["over"] is True


def test_refusals_by_the_buttons_change_nothing(tmp_path):
    from core import canon
    from core.session import Reject
    d = Driver(tmp_path, SEED)
    d.new_game(3, A)
    d.press("a")
    d.next()
    # Round 1, Ania governs: Ania, Bartek, Celina pick one role each.
    d.pick("prospector")
    d.next()
    # Bartek's roles open by themselves, without the one Ania took; the
    # device refuses it all the same.
    assert d.chained() == "pick"
    assert not [label for label in d.labels() if label.startswith("Prospector")]
    assert len(d.labels()) == 4
    before = canon.dumps(d.state)
    try:
        d.app.session.apply(["pick", B, "prospector", 0])
        raise AssertionError("a taken role accepted")
    except Reject as e:
        assert "Prospector is taken this round" in str(e)
    assert canon.dumps(d.state) == before
    d.pick("builder")
    d.builds("smithy", "chapel", "well")
    d.act("pick", role="producer")
    # A 4th role in a 3-player round: once Celina has picked, the menu no
    # longer offers a pick, and the round ends with her phase.
    d.press("b")
    assert "Pick a role" not in d.labels()
    d.press("B")
    d.next()
    assert d.state["cur"]["step"] == "round_start" and d.state["cur"]["round"] == 2
    # C at the round start asks Celina's chapel first: no card this round.
    d.chapel(0)
    assert d.state["g"]["tuck"][C][0] == 0 and d.state["cur"]["step"] == "pick"
    # A second copy of a violet building: not offered, and refused.
    d.pick("builder")                       # Bartek, the governor
    assert "smithy" in d.state["g"]["city"][B]
    assert not [label for label in peek_build(d, 1) if label.startswith("Smithy")]
    before = canon.dumps(d.state)
    try:
        d.app.session.apply(d.game.ACTIONS["build"]["make"](
            d.state, B, {"building": card_index("smithy")}))
        raise AssertionError("a second smithy accepted")
    except Reject as e:
        assert "already built: one of each violet" in str(e)
    assert canon.dumps(d.state) == before
    d.builds("sugar_mill")
    # The score column cannot be set by hand: the cards score, and the menu
    # offers no plain +/- points.
    after = canon.dumps(d.state)
    d.close_chained()                       # out of Celina's building menu
    d.press("b")
    assert "Score +/-" not in d.labels() and "Undo" in d.labels()
    d.press("B")
    assert d.on_play() and canon.dumps(d.state) == after


def test_a_build_and_its_move_on_go_back_and_come_back_together(tmp_path):
    # After a build the game moves on by itself and opens the next
    # builder's menu; one long A takes back both, "Redo" brings back both.
    from ui import text
    d = Driver(tmp_path, SEED)
    d.new_game(2, A)
    d.press("a")
    d.next()
    d.pick("builder")
    d.builds("smithy")
    assert d.chained() == "build" and d.state["cur"]["active"] == B
    d.close_chained()
    d.press("A")
    assert d.state["g"]["city"][A] == ["indigo_plant"]
    assert d.state["cur"]["step"] == "build" and d.state["cur"]["active"] == A
    d.press("b")
    d.choose_label(text.t("redo"))
    assert d.state["g"]["city"][A] == ["indigo_plant", "smithy"]
    assert d.state["cur"]["active"] == B and d.on_play()
    # Bartek passes by the menu's last item: the round goes on to Bartek's pick.
    d.builds(None)
    assert d.state["cur"]["step"] == "pick" and d.chained() == "pick"


def test_hut_and_tavern_numbers_asked_once_and_kept_by_the_device(tmp_path):
    # Seed 004 names the hut and the tavern without their numbers: the
    # first expansion game asks for them, later games start from them.
    from core.storage import Storage
    from core.store import Store
    from ui import text
    d = Driver(tmp_path, SEED)
    d.new_game(2, A, expansion=True)
    # C opens the hut's entry (the setup cannot end without it), then the
    # tavern's follows by itself: the footer says so
    assert shows(d, "Hut card: cost, VP? (C)") and shows(d, "C Hut, tavern: numbers")
    d.press("a")                            # the device shuffles the tiles
    assert d.c_helper() == "card"
    d.act("card", by_c=True, cost=3, vp=2)
    assert d.chained() == "card"
    d.act("card", cost=2, vp=1)
    kept = {"hut_cost": 3, "hut_vp": 2, "tavern_cost": 2, "tavern_vp": 1}
    assert Store(Storage(str(tmp_path))).load_settings()["kept"] == {"san_juan": kept}
    d.next()
    assert d.state["cur"]["step"] != "setup"
    # A new game on the same device: the options show the kept numbers
    # (changeable there), and the setup asks nothing.
    d.press("B")
    d.choose_label(text.t("new_game"))
    d.choose_label(text.t("keep_it"))        # the game in progress is kept
    d.choose_named("San Juan")
    d.number(2)
    d.press("b")                            # as last time: the same two players
    draft = d.top().draft
    assert {k: draft.options[k] for k in kept} == kept
    assert "Hut cost (0: ask): 3" in d.labels()
