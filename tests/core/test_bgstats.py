"""The BG Stats "push a play" link: the exact URL for sample plays, UTF-8
percent-encoding of Polish names, BG Stats' field names and the games'
BoardGameGeek ids, what the import defaults left out, how the link
shrinks to fit a QR code the panel can show, and the QR code handed to
the screen."""

import json

from core import bgstats, qr
from games import catalog

PREFIX = "https://app.bgstatsapp.com/createPlay.html?data="

PLAY = {
    "game": "tiletum", "game_name": "Tiletum", "bgg_id": 351913,
    "play_id": 42, "date": "2024-11-21 21:37:00", "duration_min": 95,
    "highest_wins": True,
    "players": [
        {"name": "Ania", "score": 131, "rank": 1, "winner": True, "start": False},
        {"name": "Łukasz", "score": 120, "rank": 2, "winner": False, "start": True},
    ],
}

# written out by hand from BG Stats' documented format: no "winner": false
# or "startPlayer": false, no "highestWins": true (the import's defaults),
# no ranks (they follow from the scores), no sourceGameId beside a bggId
PLAY_URL = (
    PREFIX + "%7B%22sourceName%22:%22Table%20companion%22,%22sourcePlayId%22:%2242%22,"
    "%22playDate%22:%222024-11-21%2021:37:00%22,%22durationMin%22:95,"
    "%22game%22:%7B%22name%22:%22Tiletum%22,%22bggId%22:351913%7D,"
    "%22players%22:%5B%7B%22name%22:%22Ania%22,%22score%22:131,%22winner%22:true%7D,"
    "%7B%22name%22:%22%C5%81ukasz%22,%22score%22:120,%22startPlayer%22:true%7D%5D%7D"
)

NAMES = ("Zofia", "Bartłomiej", "Małgorzata", "Jędrzej", "Katarzyna", "Grzegorz",
         "Agnieszka", "Przemysław")


def make_play(game, count, names=NAMES, **extra):
    players = [{"name": names[i], "score": 150 - 9 * i, "rank": i + 1, "winner": i == 0,
                "start": i == count - 1} for i in range(count)]
    play = {"game": game, "play_id": 7, "date": "2025-01-04 20:15:00", "duration_min": 120,
            "highest_wins": True, "players": players}
    row = catalog.entry(game)     # what the registry gives (ui.playlog.play_of)
    if row is not None:
        play["game_name"], play["bgg_id"] = row[1][0], row[3]
    play.update(extra)
    return play


def decode(url):
    """The JSON object a link carries (percent-decoding written here: the
    test must not trust the code it checks)."""
    assert url.startswith(PREFIX)
    raw = url[len(PREFIX):].encode()
    out = bytearray()
    i = 0
    while i < len(raw):
        if raw[i] == 37:
            out.append(int(raw[i + 1:i + 3], 16))
            i += 3
        else:
            out.append(raw[i])
            i += 1
    return json.loads(str(out, "utf-8"))


def refused(play):
    try:
        bgstats.play_url(play)
    except ValueError:
        return True
    return False


def test_url_for_a_sample_play_is_exact():
    assert bgstats.play_url(PLAY) == PLAY_URL


def test_polish_letters_are_utf8_percent_encoded():
    assert (bgstats.url_encode("Zażółć gęślą jaźń")
            == "Za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85%20ja%C5%BA%C5%84")
    assert (bgstats.url_encode("ŁĄĘŚŻŹĆŃÓ")
            == "%C5%81%C4%84%C4%98%C5%9A%C5%BB%C5%B9%C4%86%C5%83%C3%93")


def test_reserved_characters_are_encoded_and_safe_ones_kept():
    # what a query's parser reads ("&", "=", "+"), what ends it ("#"), the
    # escape itself, and what no URL may hold
    assert (bgstats.url_encode('a b&c=d+e#h%"{}[]<>\'')
            == "a%20b%26c%3Dd%2Be%23h%25%22%7B%7D%5B%5D%3C%3E%27")
    plain = "AZaz09-._~:,!$()*;@/?"
    assert bgstats.url_encode(plain) == plain


def test_json_strings_are_escaped():
    assert bgstats.json_string('say "hi"\\') == '"say \\"hi\\"\\\\"'
    assert bgstats.json_string("a\nb") == '"a\\u000ab"'
    assert bgstats.json_string("Łódź") == '"Łódź"'  # kept as UTF-8, not \\u escapes


def test_field_names_and_values_follow_bgstats_format():
    data = decode(bgstats.play_url(PLAY))
    assert sorted(data) == ["durationMin", "game", "playDate", "players", "sourceName",
                            "sourcePlayId"]
    assert data["sourceName"] == "Table companion"
    assert data["sourcePlayId"] == "42"
    assert data["playDate"] == "2024-11-21 21:37:00"
    assert data["durationMin"] == 95
    assert data["game"] == {"name": "Tiletum", "bggId": 351913}
    assert data["players"] == [{"name": "Ania", "score": 131, "winner": True},
                               {"name": "Łukasz", "score": 120, "startPlayer": True}]


def test_ranks_go_along_when_a_tie_break_decided():
    play = make_play("burgundy", 3)
    for p in play["players"]:
        p["score"] = 100
    play["players"][2]["score"] = 90
    data = decode(bgstats.play_url(play))
    assert [p.get("rank") for p in data["players"]] == [1, 2, 3]
    assert [p.get("winner") for p in data["players"]] == [True, None, None]
    # a shared first place is what the scores say: no ranks needed
    play["players"][1]["rank"] = 1
    play["players"][1]["winner"] = True
    data = decode(bgstats.play_url(play))
    assert [p.get("rank") for p in data["players"]] == [None, None, None]
    assert [p.get("winner") for p in data["players"]] == [True, True, None]
    # lowest wins: ranks follow the scores upside down
    low = make_play("generic", 3, game_name="Golf", highest_wins=False)
    for i, p in enumerate(low["players"]):
        p["score"] = 70 + i
    data = decode(bgstats.play_url(low))
    assert [p.get("rank") for p in data["players"]] == [None, None, None]
    assert data["game"]["highestWins"] is False


def test_each_game_carries_its_boardgamegeek_id():
    want = {"burgundy": ("The Castles of Burgundy", 84876), "tiletum": ("Tiletum", 351913),
            "san_juan": ("San Juan", 166669), "amber": ("Amber", None)}
    for game, (name, bgg_id) in want.items():
        sent = decode(bgstats.play_url(make_play(game, 2)))["game"]
        assert sent["name"] == name
        assert sent.get("bggId") == bgg_id
        # the device's own id only where no BoardGameGeek id names the game
        assert sent.get("sourceGameId") == (None if bgg_id else game)


def test_generic_game_sends_its_own_name():
    play = make_play("generic", 3, game_name="  Terraforming Mars ", highest_wins=False)
    sent = decode(bgstats.play_url(play))["game"]
    assert sent == {"name": "Terraforming Mars", "highestWins": False}
    play.pop("game_name")
    assert refused(play)


def test_dates():
    assert decode(bgstats.play_url(make_play("amber", 2, date="2025-02-03")))["playDate"] \
        == "2025-02-03 00:00:00"
    assert "playDate" not in decode(bgstats.play_url(make_play("amber", 2, date=None)))
    assert "durationMin" not in decode(bgstats.play_url(make_play("amber", 2, duration_min=None)))
    for bad in ("2025-2-3", "2025-13-01", "2025-01-04T20:15:00", "2025-01-04 24:00:00", 20250104):
        assert refused(make_play("amber", 2, date=bad)), bad


def test_invalid_plays_are_refused():
    assert refused(make_play("chess", 2))       # no game the registry knows: no name
    play = make_play("amber", 2)
    play["game"] = None
    assert refused(play)
    assert refused(make_play("amber", 2, bgg_id="84876"))
    assert refused(make_play("amber", 2, bgg_id=0))
    assert refused(make_play("amber", 2, players=[]))
    assert refused(make_play("amber", 2, play_id=-1))
    assert refused(make_play("amber", 2, play_id="7"))
    assert refused(make_play("amber", 2, duration_min=12.5))
    for field, value in (("score", 10.5), ("score", True), ("name", " "), ("rank", 0),
                         ("winner", 1)):
        play = make_play("amber", 2)
        play["players"][1][field] = value
        assert refused(play), (field, value)


def test_link_holds_only_characters_a_url_query_allows():
    url = bgstats.play_url(make_play("burgundy", 4, names=("Zofia", "Bartłomiej",
                                                           "Ma(gosia)", "J*n@k")))
    assert len(url) == 523     # 774 with the defaults spelt out and ":,"-only plain
    hexdigits = "0123456789ABCDEF"
    plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:,!$()*;@/?"
    query = url[len(PREFIX):]
    i = 0
    while i < len(query):
        if query[i] == "%":
            assert query[i + 1] in hexdigits and query[i + 2] in hexdigits, query[i:i + 3]
            i += 3
        else:
            assert query[i] in plain, query[i]
            i += 1


def test_shrinking_drops_the_least_useful_fields_first():
    play = make_play("burgundy", 4)
    play["players"][3]["score"] = play["players"][2]["score"]     # a tie-break: ranks go along
    full = bgstats.play_url(play)
    steps = []
    for drop, limit in bgstats._LADDER:
        steps.append(PREFIX + bgstats.url_encode(bgstats.play_json(play, drop, limit)))
    # each step is shorter than the one before or equal to it
    for a, b in zip(steps, steps[1:]):
        assert len(b) <= len(a)
    assert steps[0] == full
    assert bgstats.play_url(play, len(full)) == full
    data = decode(bgstats.play_url(play, len(full) - 1))
    assert "durationMin" not in data and "rank" in data["players"][0]
    data = decode(bgstats.play_url(play, len(steps[2])))
    assert "rank" not in data["players"][0] and "playDate" in data
    assert [p.get("winner") for p in data["players"]] == [True, None, None, None]
    data = decode(bgstats.play_url(play, len(steps[3])))
    assert "playDate" not in data
    assert [p.get("startPlayer") for p in data["players"]] == [None, None, None, True]
    data = decode(bgstats.play_url(play, len(steps[4])))
    assert [p.get("startPlayer") for p in data["players"]] == [None, None, None, None]
    assert [p["name"] for p in data["players"]] == list(NAMES[:4])
    assert data["game"] == {"name": "The Castles of Burgundy", "bggId": 84876}


def test_lowest_wins_survives_every_step():
    play = make_play("generic", 4, game_name="Golf", highest_wins=False)
    drop, limit = bgstats._LADDER[-1]
    data = json.loads(bgstats.play_json(play, drop, limit))
    assert data["game"]["highestWins"] is False


def test_long_names_are_cut_but_kept_apart():
    names = ("Katarzyna", "Katarina", "Bo", "Katarzyna")
    play = make_play("amber", 4, names=names)
    data = json.loads(bgstats.play_json(play, 60, 4))
    # "Katarina" would equal "Kata"; two real "Katarzyna"s stay as they are
    assert [p["name"] for p in data["players"]] == ["Kata", "Kat2", "Bo", "Kata"]
    play = make_play("generic", 2, game_name="Through the Ages: A New Story")
    data = json.loads(bgstats.play_json(play, 60, 5))
    assert data["game"]["name"] == "Through th"


def test_no_play_fits_two_pixel_modules():
    # 2 px modules with a 4-module quiet zone allow version 9: 230 bytes
    budget = qr.max_bytes(128, 128, 4, 2)
    assert budget == 230
    one = make_play("generic", 1, names=("A",), game_name="X", date=None, duration_min=None)
    assert len(bgstats.play_url(one, 10 ** 4)) > 230
    try:
        bgstats.play_url(one, budget)
    except ValueError as e:
        assert "1 players" in str(e) and "230-byte" in str(e)
    else:
        raise AssertionError("a play fitted 230 bytes")


def test_eight_players_fit_with_one_pixel_modules():
    play = make_play("generic", 8, game_name="Terraforming Mars")
    budget = qr.max_bytes(128, 128, 4, 1)
    url = bgstats.play_url(play, budget)
    assert len(url) <= budget == 1273
    data = decode(url)
    assert [p["name"] for p in data["players"]] == list(NAMES)


def test_play_qr_fits_the_area_and_holds_the_link():
    play = make_play("san_juan", 3)
    code, px, x, y = bgstats.play_qr(play)
    url = bgstats.play_url(play)
    assert (code.version, code.ecl, px) == (15, "L", 1)     # 18 with the defaults spelt out
    assert x >= 4 * px and y >= 4 * px
    assert x + code.size * px <= 128 - 4 * px and y + code.size * px <= 128 - 4 * px
    again = qr.encode(url, ecl=code.ecl, min_version=code.version, max_version=code.version,
                      mask=code.mask)
    assert again.modules == code.modules


def test_play_qr_can_cap_the_version():
    play = make_play("tiletum", 4)
    code, px, x, y = bgstats.play_qr(play, width=296, height=128, max_version=14)
    assert code.version == 14 and px == 1
    assert x == (296 - code.size) // 2
