"""A finished play packed after the page's "#": the exact text for a
sample play, the way back to the same play and to the same BG Stats link
the device would show, names with any letters, what is refused, and the
size that lets the panel draw its modules two pixels wide."""

from core import bgstats, playcode, qr
from games import catalog

PAGE = "https://maker.github.io/table-companion/"

PLAY = {
    "game": "burgundy", "game_name": "The Castles of Burgundy", "bgg_id": 84876, "play_id": 12,
    "date": "2026-11-20 20:15:00", "duration_min": 95, "highest_wins": True,
    "players": [
        {"name": "Bartłomiej", "score": 150, "rank": 1, "winner": True, "start": False},
        {"name": "Ania K.", "score": 143, "rank": 2, "winner": False, "start": True},
    ],
}

NAMES = ("Aleksandra", "Bartłomiej", "Małgorzata", "Jędrzej", "Katarzyna", "Grzegorz")


def make_play(game, count, **extra):
    players = [{"name": NAMES[i], "score": 150 - 7 * i, "rank": i + 1, "winner": i == 0,
                "start": i == 1} for i in range(count)]
    play = {"game": game, "game_name": catalog.name(game)[0], "bgg_id": catalog.entry(game)[3],
            "play_id": 314,
            "date": "2026-11-20 20:15:00", "duration_min": 120, "highest_wins": True,
            "players": players}
    play.update(extra)
    return play


def refused(text):
    try:
        playcode.unpack(text, catalog)
    except ValueError as e:
        return str(e)
    return None


def test_a_sample_play_packs_to_this_text():
    # written out by hand: format, game, number, date, minutes, flags,
    # start seat, then name, score, rank per player; "ł" as its UTF-8
    # bytes, the space and the full stop escaped
    assert playcode.page_url(PAGE, PLAY) == (
        PAGE + "#1.burgundy.12.202611202015.95..2."
        "Bart%C5%82omiej.150.1.Ania%20K%2E.143.2")


def test_unpacked_play_is_the_play_and_links_the_same():
    back = playcode.unpack(playcode.pack(PLAY), catalog)
    assert back == PLAY
    assert bgstats.play_url(back) == bgstats.play_url(PLAY)


def test_every_field_comes_back():
    play = make_play("generic", 6, game_name="Any game", date=None, duration_min=None,
                     highest_wins=False, play_id=0)
    play["players"][3]["name"] = "Zoë ~ the_2nd-best.#%&"
    play["players"][4]["score"] = -12
    play["players"][5]["rank"] = None
    for p in play["players"]:
        p["start"] = False
    play["date"] = "2026-01-02 03:04:05"
    text = playcode.pack(play)
    assert "20260102030405" in text and ".l.." in text
    assert playcode.unpack("#" + text, catalog) == play
    play["date"] = None
    assert playcode.unpack(playcode.pack(play), catalog)["date"] is None


def test_what_is_not_a_play_is_refused_with_a_reason():
    good = playcode.pack(PLAY)
    assert refused(good) is None
    assert "format" in refused("2" + good[1:])
    assert "game" in refused(good.replace("burgundy", "chess"))
    assert "fields" in refused(good + ".Zofia.3")
    assert "fields" in refused("1.burgundy.12")
    assert "date" in refused(good.replace("202611202015", "2026112020"))
    assert "score" in refused(good.replace(".150.", ".15x."))
    assert "rank" in refused(good.replace(".143.2", ".143.two"))
    assert "escape" in refused(good.replace("%C5%82", "%C5%8"))
    assert "UTF-8" in refused(good.replace("%C5%82", "%C5%C5"))
    assert "flags" in refused(good.replace("95..2", "95.x.2"))
    assert "number" in refused(good.replace(".12.", ".-."))


def test_the_link_lets_the_panel_draw_two_pixel_modules():
    for count in (2, 4, 6):
        url = playcode.page_url(PAGE, make_play("burgundy", count))
        for side in (128, 122):        # the 2.9" panel and the 2.13"
            chosen = qr.choose(len(url), side, side, min_module=2)
            assert chosen is not None and chosen[2] >= 2, (count, side, len(url))
    # and BG Stats' own link cannot, for even two players
    direct = bgstats.play_url(make_play("burgundy", 2))
    assert qr.choose(len(direct), 128, 128, min_module=2) is None
