"""Words on the screen, in English and Polish.

``t(key)`` gives the text in the language chosen in the settings; game
modules carry their own texts ((English, Polish) pairs, or ids of their
text pack, see core.texts) and go through ``pick``. The screens' words
are one table, so a translator sees every string in one place:
``ui/text.lang``, one line per key of _KEYS.
"""

from core import texts

PACK = "ui/text"
LANGS = ("English", "Polski")
_lang = [0]

# The screens' words are lines of ui/text.lang, read from flash when shown
# (core.texts): the English and Polish of a long list of texts cost the
# Pico's heap 3 KB as string constants. What stays here is the keys, one
# per line, in the order of the pack's lines: a key's line number is its
# text's id (a test keeps the two in step).
_KEYS = (
    '\n'
    'app\n'
    'new_game\n'
    'continue\n'
    'finished\n'
    'settings\n'
    'language\n'
    'refresh_every\n'
    'refresh_now\n'
    'power_usb\n'
    'battery_level\n'
    'battery_unknown\n'
    'battery_vsys\n'
    'players\n'
    'player_n\n'
    'how_many\n'
    'name_of\n'
    'spell\n'
    'colour_of\n'
    'no_colour\n'
    'options\n'
    'start\n'
    'first_player\n'
    'draw_first\n'
    'first_is\n'
    'yes\n'
    'no\n'
    'ok\n'
    'back\n'
    'menu\n'
    'main_menu\n'
    'next\n'
    'end_turn\n'
    'undo\n'
    'redo\n'
    'undone\n'
    'redone\n'
    'roll\n'
    'roll_one\n'
    'set_die\n'
    'die_n\n'
    'dice\n'
    'dice_setup\n'
    'no_dice\n'
    'last_rolls\n'
    'score\n'
    'scores\n'
    'points_for\n'
    'history\n'
    'nothing_yet\n'
    'end_game\n'
    'end_game_q\n'
    'ranking\n'
    'round\n'
    'round_n\n'
    'turn_of\n'
    'game_over\n'
    'resumed\n'
    'recovered\n'
    'last_lost\n'
    'error\n'
    'press_b\n'
    'hint_menu\n'
    'hint_number\n'
    'hint_list\n'
    'no_game\n'
    'rounds\n'
    'lowest_wins\n'
    'rotate_first\n'
    'custom\n'
    'count\n'
    'sides\n'
    'game_n\n'
    'winner\n'
    'breakdown\n'
    'total\n'
    'delete_q\n'
    'storage_full\n'
    'saved_newer\n'
    'qr_code\n'
    'scan_bgstats\n'
    'scan_page\n'
    'qr_leave\n'
    'hint_ranking\n'
    'play_n\n'
    'start_player\n'
    'checklist\n'
    'enter_dice\n'
    'duration\n'
    'minutes\n'
    'n_players\n'
    'in_progress\n'
    'keep_it\n'
    'abandon_it\n'
    'open_games\n'
    'unfinished\n'
    'ended_saved\n'
    'hint_roll\n'
    'hint_b\n'
    'hint_next\n'
    'hint_rank\n'
    'hint_undo\n'
    'final\n'
    'shared_win\n'
    'tie_won\n'
    'won_outright\n'
    'refresh_n\n'
    'hint_spell\n'
    'hint_final\n'
    'hint_glance\n'
    'as_last_time\n'
    'restarted\n'
    'out_of_memory\n'
    'check_last\n'
    'aside_damaged\n'
    'aside_newer\n'
    'kept_n\n'
    'set_aside\n'
    'flash_full\n'
)
COLOURS = (
    ("red", ("red", "czerwony")), ("blue", ("blue", "niebieski")),
    ("green", ("green", "zielony")), ("yellow", ("yellow", "żółty")),
    ("white", ("white", "biały")), ("black", ("black", "czarny")),
    ("purple", ("purple", "fioletowy")), ("orange", ("orange", "pomarańczowy")),
    ("pink", ("pink", "różowy")),
)

DEFAULT_NAMES = ("Ania", "Bartek", "Celina", "Darek", "Ewa", "Filip", "Gosia", "Henryk",
                 "Iza", "Jacek", "Kasia", "Leszek")


def set_lang(i):
    _lang[0] = 1 if i == 1 else 0


def lang():
    return _lang[0]


def notes(items):
    """Notes of core.store for the screen: a text key, a (key, value)
    pair for a text with a place for the value, or a plain string."""
    out = []
    for n in items:
        if type(n) is tuple:
            out.append(t(n[0]) % n[1])
        else:
            out.append(t(n) if has(n) else n)
    return out


def has(key):
    return _KEYS.find("\n" + key + "\n") >= 0


def t(key):
    """The line for ``key`` in the chosen language."""
    at = _KEYS.find("\n" + key + "\n")
    if at < 0:
        raise KeyError(key)
    line = _KEYS.count("\n", 0, at)   # which line the key is on, from 0
    return texts.get(PACK, line, _lang[0])


def pick(pair):
    """One language of a text: a plain string, an (English, Polish) pair,
    or the id of a line of the loaded game's text pack (core.texts)."""
    if isinstance(pair, str):
        return pair
    if type(pair) is int:
        return texts.text(pair, _lang[0])
    return pair[_lang[0]]


def dice_text(spec):
    """Dice notation as the language writes it: "2d6", in Polish "2k6"."""
    if _lang[0] == 1 and spec[:1].isdigit() and "d" in spec:
        return spec.replace("d", "k")
    return spec


def colour_name(colour):
    for key, names in COLOURS:
        if key == colour:
            return names[_lang[0]]
    return colour or ""
