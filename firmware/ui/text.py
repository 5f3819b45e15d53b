"""Words on the screen, in English and Polish.

``t(key)`` gives the text in the language chosen in the settings; game
modules carry their own (English, Polish) pairs and go through ``pick``.
Kept as one table so a translator sees every string in one place: line n
of _KEYS, _EN and _PL belong together.
"""

LANGS = ("English", "Polski")
_lang = [0]

# Every string of the screens, one per line, in three parallel texts: the
# keys, the English and the Polish. Three strings cost the Pico's heap a
# fraction of a dict of tuples (each entry there is a tuple and two string
# objects), and looking a line up is two searches in C.
_KEYS = "\n" + (
    'app\n'
    'new_game\n'
    'continue\n'
    'finished\n'
    'settings\n'
    'language\n'
    'refresh_every\n'
    'refresh_now\n'
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
)
_EN = "\n" + (
    'Table companion\n'
    'New game\n'
    'Continue\n'
    'Finished games\n'
    'Settings\n'
    'Language\n'
    'Full refresh every\n'
    'Refresh screen\n'
    'Players\n'
    'Player %d\n'
    'How many players?\n'
    'Name of player %d\n'
    'Spell a name...\n'
    'Colour of %s\n'
    'no colour\n'
    'Options\n'
    'Start the game\n'
    'First player\n'
    'Device draws\n'
    'First player: %s\n'
    'yes\n'
    'no\n'
    'OK\n'
    'Back\n'
    'Menu\n'
    'Main menu\n'
    'Next\n'
    'End turn\n'
    'Undo\n'
    'Redo\n'
    'Undone\n'
    'Redone\n'
    'Roll dice\n'
    'Roll one die\n'
    'Set a die\n'
    'Die %d\n'
    'Dice\n'
    'Dice in play\n'
    'no dice\n'
    'Last rolls\n'
    'Score +/-\n'
    'Scores\n'
    'Points for %s\n'
    'History\n'
    'Nothing yet\n'
    'End the game\n'
    'End the game now?\n'
    'Final ranking\n'
    'Round\n'
    'Round %d\n'
    "%s's turn\n"
    'Game over\n'
    'Game resumed\n'
    'Recovered after power loss\n'
    'The last press was lost.\n'
    'Cannot do that\n'
    'B: OK\n'
    'B menu  C next  hold A undo\n'
    'A -  C +  B ok  hold B back\n'
    'A up  C down  B choose\n'
    'No game in progress\n'
    'Rounds (0 = open)\n'
    'Lowest score wins\n'
    'First player rotates\n'
    'custom...\n'
    'How many dice?\n'
    'Sides per die\n'
    'Game %d\n'
    'Winner: %s\n'
    'Breakdown\n'
    'Total\n'
    'Delete this game?\n'
    'Storage full: oldest game removed\n'
    'Saved game needs newer firmware\n'
)
_PL = "\n" + (
    'Towarzysz stołu\n'
    'Nowa gra\n'
    'Kontynuuj\n'
    'Zakończone gry\n'
    'Ustawienia\n'
    'Język\n'
    'Pełne odświeżenie co\n'
    'Odśwież ekran\n'
    'Gracze\n'
    'Gracz %d\n'
    'Ilu graczy?\n'
    'Imię gracza %d\n'
    'Wpisz imię...\n'
    'Kolor: %s\n'
    'bez koloru\n'
    'Opcje\n'
    'Zacznij grę\n'
    'Pierwszy gracz\n'
    'Losuje urządzenie\n'
    'Zaczyna: %s\n'
    'tak\n'
    'nie\n'
    'OK\n'
    'Wstecz\n'
    'Menu\n'
    'Menu główne\n'
    'Dalej\n'
    'Koniec tury\n'
    'Cofnij\n'
    'Ponów\n'
    'Cofnięto\n'
    'Ponowiono\n'
    'Rzuć kośćmi\n'
    'Rzuć jedną kością\n'
    'Ustaw kość\n'
    'Kość %d\n'
    'Kości\n'
    'Kości w grze\n'
    'bez kości\n'
    'Ostatnie rzuty\n'
    'Punkty +/-\n'
    'Wyniki\n'
    'Punkty: %s\n'
    'Historia\n'
    'Jeszcze nic\n'
    'Zakończ grę\n'
    'Zakończyć grę teraz?\n'
    'Ranking końcowy\n'
    'Runda\n'
    'Runda %d\n'
    'Tura: %s\n'
    'Koniec gry\n'
    'Gra wznowiona\n'
    'Odzyskano po utracie zasilania\n'
    'Ostatnie naciśnięcie utracone.\n'
    'Nie można\n'
    'B: OK\n'
    'B menu  C dalej  A-przytrz. cofnij\n'
    'A -  C +  B ok  B-przytrz. wstecz\n'
    'A w górę  C w dół  B wybierz\n'
    'Brak gry w toku\n'
    'Rundy (0 = bez limitu)\n'
    'Wygrywa najniższy wynik\n'
    'Pierwszy gracz zmienia się\n'
    'własne...\n'
    'Ile kości?\n'
    'Ścian na kości\n'
    'Gra %d\n'
    'Wygrywa: %s\n'
    'Szczegóły\n'
    'Razem\n'
    'Usunąć tę grę?\n'
    'Pamięć pełna: usunięto najstarszą grę\n'
    'Zapis wymaga nowszego oprogramowania\n'
)

COLOURS = (
    ("red", ("red", "czerwony")), ("blue", ("blue", "niebieski")),
    ("green", ("green", "zielony")), ("yellow", ("yellow", "żółty")),
    ("white", ("white", "biały")), ("black", ("black", "czarny")),
    ("purple", ("purple", "fioletowy")), ("orange", ("orange", "pomarańczowy")),
)

DEFAULT_NAMES = ("Ania", "Bartek", "Celina", "Darek", "Ewa", "Filip", "Gosia", "Henryk",
                 "Iza", "Jacek", "Kasia", "Leszek")


def set_lang(i):
    _lang[0] = 1 if i == 1 else 0


def lang():
    return _lang[0]


def has(key):
    return _KEYS.find("\n" + key + "\n") >= 0


def t(key):
    """The line for ``key`` in the chosen language."""
    at = _KEYS.find("\n" + key + "\n")
    if at < 0:
        raise KeyError(key)
    line = _KEYS.count("\n", 0, at)   # which line the key is on
    text = _PL if _lang[0] else _EN
    pos = 0
    for _ in range(line):
        pos = text.find("\n", pos + 1)
    return text[pos + 1:text.find("\n", pos + 1)]


def pick(pair):
    """One language of an (English, Polish) pair (or a plain string)."""
    if isinstance(pair, str):
        return pair
    return pair[_lang[0]]


def colour_name(colour):
    for key, names in COLOURS:
        if key == colour:
            return names[_lang[0]]
    return colour or ""
