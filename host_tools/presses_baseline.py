"""The reference games as main played them at 9e8e3e5, before any change
for fewer presses: the baseline ``make presses`` (host_tools/presses.py)
measures against.

Measured by playing each game of tests/support/reference_games.py inside
MicroPython at that commit, as ``make presses`` does: the presses (the
first five are the issue's table), the refreshes (the boot's first frame
included; that firmware had no fast kind), the fuel of all presses, and
how the game ended: the ranking [rank, name, total] and every player's
points by score category, which every later version must reproduce.

Burgundy for 3 and Tiletum for 2 joined the reference games later: their
baseline is main at e5e6127 as ``make presses`` played them there (fast
refreshes already in), measured before the changes for fewer presses
that followed.
"""

BASELINE = {
    "burgundy_2p": {
        "presses": 986,
        "refresh": {"full": 48, "partial": 939, "fast": 0},
        "fuel": 7024002241,
        "ranking": [[1, "Bartek", 232], [2, "Ania", 227]],
        "categories": {
            "Bartek": {"animals": 31, "bonus": 16, "goods": 2, "knowledge_17": 8,
                "knowledge_22": 16, "region": 124, "sale": 22, "silver": 4, "tower": 8,
                "workers": 1},
            "Ania": {"animals": 30, "bonus": 22, "fix": -2, "goods": 1, "knowledge_15": 15,
                "knowledge_24": 16, "knowledge_25": 11, "knowledge_26": 10, "region": 97,
                "sale": 22, "silver": 3, "workers": 2},
        },
    },
    "burgundy_4p": {
        "presses": 779,
        "refresh": {"full": 38, "partial": 742, "fast": 0},
        "fuel": 6227952978,
        "ranking": [[1, "Ania", 85], [2, "Celina", 85], [3, "Bartek", 80], [4, "Darek", 78]],
        "categories": {
            "Ania": {"animals": 22, "goods": 2, "knowledge_25": 6, "region": 19, "sale": 24,
                "silver": 5, "tower": 4, "workers": 3},
            "Celina": {"bonus": 11, "goods": 3, "knowledge_15": 6, "region": 28, "sale": 20,
                "silver": 8, "tower": 4, "workers": 5},
            "Bartek": {"animals": 17, "goods": 1, "knowledge_22": 8, "region": 26, "sale": 12,
                "silver": 6, "tower": 8, "workers": 2},
            "Darek": {"animals": 7, "bonus": 11, "goods": 0, "region": 28, "sale": 16,
                "silver": 12, "workers": 4},
        },
    },
    "tiletum_3p": {
        "presses": 944,
        "refresh": {"full": 45, "partial": 900, "fast": 0},
        "fuel": 7928223416,
        "ranking": [[1, "Ania", 100], [2, "Bartek", 76], [3, "Celina", 76]],
        "categories": {
            "Ania": {"buildings": 5, "goods": 1, "houses_pillars": 6, "track": 88},
            "Bartek": {"buildings": 10, "goods": 2, "houses_pillars": 25, "track": 39},
            "Celina": {"buildings": 0, "goods": 4, "houses_pillars": 8, "track": 64},
        },
    },
    "san_juan_2p": {
        "presses": 570,
        "refresh": {"full": 28, "partial": 543, "fast": 0},
        "fuel": 5698183189,
        "ranking": [[1, "Ania", 39], [2, "Bartek", 32]],
        "categories": {
            "Ania": {"buildings": 23, "chapel": 0, "city_hall": 8, "guild_hall": 8,
                "palace": 0, "triumphal_arch": 0},
            "Bartek": {"buildings": 15, "chapel": 7, "city_hall": 0, "guild_hall": 0,
                "palace": 6, "triumphal_arch": 4},
        },
    },
    "san_juan_4p": {
        "presses": 989,
        "refresh": {"full": 48, "partial": 942, "fast": 0},
        "fuel": 10014428942,
        "ranking": [[1, "Ania", 32], [2, "Bartek", 31], [3, "Darek", 29], [4, "Celina", 25]],
        "categories": {
            "Ania": {"bank": 0, "buildings": 15, "cathedral": 0, "chapel": 0, "city_hall": 0,
                "guild_hall": 0, "harbor": 4, "palace": 6, "residence": 7, "triumphal_arch": 0},
            "Bartek": {"bank": 0, "buildings": 21, "cathedral": 10, "chapel": 0,
                "city_hall": 0, "guild_hall": 0, "harbor": 0, "palace": 0, "residence": 0,
                "triumphal_arch": 0},
            "Darek": {"bank": 0, "buildings": 16, "cathedral": 0, "chapel": 1, "city_hall": 0,
                "guild_hall": 12, "harbor": 0, "palace": 0, "residence": 0,
                "triumphal_arch": 0},
            "Celina": {"bank": 3, "buildings": 16, "cathedral": 0, "chapel": 0, "city_hall": 6,
                "guild_hall": 0, "harbor": 0, "palace": 0, "residence": 0, "triumphal_arch": 0},
        },
    },
    "amber_3p": {
        "presses": 253,
        "refresh": {"full": 13, "partial": 241, "fast": 0},
        "fuel": 1921648664,
        "ranking": [[1, "Ania", 10], [1, "Bartek", 10], [3, "Celina", 9]],
        "categories": {
            "Ania": {"castles": 4, "coins": 2, "villages": 4},
            "Bartek": {"castles": 4, "coins": 2, "villages": 4},
            "Celina": {"castles": 4, "coins": 1, "villages": 4},
        },
    },
    "generic_3p": {
        "presses": 369,
        "refresh": {"full": 18, "partial": 352, "fast": 0},
        "fuel": 2145804572,
        "ranking": [[1, "Ania", 30], [2, "Bartek", 22], [3, "Celina", 10]],
        "categories": {
            "Ania": {"score": 30},
            "Bartek": {"score": 22},
            "Celina": {"score": 10},
        },
    },
    "burgundy_3p": {
        "presses": 483,
        "refresh": {"full": 10, "partial": 54, "fast": 420},
        "fuel": 4039412786,
        "ranking": [[1, "Celina", 128], [2, "Ania", 97], [3, "Bartek", 85]],
        "categories": {
            "Celina": {"animals": 20, "bonus": 12, "goods": 0, "knowledge_24": 16,
                "knowledge_25": 9, "region": 39, "sale": 27, "silver": 3, "workers": 2},
            "Ania": {"animals": 24, "bonus": 6, "goods": 2, "knowledge_15": 9,
                "knowledge_19": 0, "knowledge_26": 2, "region": 19, "sale": 30, "silver": 4,
                "workers": 1},
            "Bartek": {"animals": 20, "bonus": 9, "goods": 1, "knowledge_17": 4,
                "knowledge_22": 0, "region": 20, "sale": 21, "silver": 5, "tower": 4,
                "workers": 1},
        },
    },
    "tiletum_2p": {
        "presses": 322,
        "refresh": {"full": 7, "partial": 33, "fast": 283},
        "fuel": 2665375891,
        "ranking": [[1, "Ania", 119], [2, "Bartek", 74]],
        "categories": {
            "Ania": {"buildings": 5, "goods": 1, "houses_pillars": 12, "track": 101},
            "Bartek": {"buildings": 10, "goods": 2, "houses_pillars": 10, "track": 52},
        },
    },
}
