"""The new-game wizard: the game, the number of players, each player's
name and colour, the game's options, the first player; then the game
starts (core.store) and the play screen becomes the root.

The device remembers who played and what (core.store's players file,
written as a game starts, read only here): the games list opens on the
latest game, each game's options start as its last play had them, a
group that meets again takes its last table with one press ("As last
time: Ania, Kuba, Ola"), and a name spelled once is offered by name in
every later game, its colour as then. Spelling a name costs a table
dozens of presses, each a refresh; choosing it again costs one.

Imported by ui.menus when New game is chosen, and dropped when the game
starts or the main menu's next item is chosen: its code is not on the heap
beside a game's or behind the finished games.
"""

from core import mem
from games import catalog
from ui import text, widgets


class Draft:
    """What the wizard has gathered so far, and who played before."""

    def __init__(self, gid, game, known):
        self.gid = gid
        self.game = game
        self.known = known
        self.count = 0
        self.players = []
        self.options = {}
        for k, v in game.OPTIONS.items():
            self.options[k] = v


def choose_game(app):
    """The games, the cursor on the device's latest (a group plays the
    same game again: one press)."""
    known = app.store.load_players() if app.store is not None else {}
    items = []
    index = 0
    for row in catalog.GAMES:
        if row[0] == known.get("table"):
            index = len(items)
        items.append((text.pick(row[1]), _chose_game(row[0], known)))
    app.push(widgets.Menu(text.t("new_game"), items, index))


def _chose_game(gid, known):
    def run(app):
        import games
        if app.session is not None and gid != app.session.game.GAME:
            # Two games' code at once may not fit the heap; the one in
            # progress stays on flash and "Continue" reads it back.
            app.session = None
            mem.collect()
        try:
            mod = games.load(gid)
        except ValueError as e:
            widgets.message(app, [str(e)])
            return
        draft = Draft(gid, mod, known)
        # The options as this game's last play had them, then a card's
        # numbers entered in an earlier game (the game keeps those itself)
        last = known.get("options")
        last = last.get(gid) if isinstance(last, dict) else None
        take(draft, last)
        take(draft, (app.settings.get("kept") or {}).get(gid), True)
        lo, hi = mod.PLAYERS
        last = last_table(draft)
        default = len(last) if last else 3
        default = min(hi, max(lo, default))

        def count_ok(app, n):
            draft.count = n
            app.pop()
            ask_name(app, draft)
        app.push(widgets.NumberEntry(text.t("how_many"), lo, hi, default, count_ok))
    return run


def ask_name(app, draft):
    """Player i's name: the table of the last game whole (player 1, where
    its count is this one's), the names played before, the latest first
    (the cursor on the first not taken: a group's next game is B, B per
    player), then the device's own names; spelling one is the first item."""
    i = len(draft.players)
    if i == draft.count:
        options(app, draft)
        return
    taken = [p["name"] for p in draft.players]
    items = [(text.t("spell"), lambda a: _spell(a, draft, i))]
    index = None
    last = last_table(draft) if i == 0 else None
    if last and len(last) == draft.count:
        names = ", ".join(row[0] for row in last)
        items.insert(0, (text.t("as_last_time") % names, _same_table(draft, last)))
        index = 0
    known = [name for name in played_names(draft) if name not in taken]
    for name in known + [n for n in text.DEFAULT_NAMES if n not in known]:
        if name not in taken:
            items.append((name, _named(draft, name)))
    if index is None:
        index = 1 if len(items) > 1 else 0
    app.push(widgets.Menu(text.t("name_of") % (i + 1), items, index))


def take(draft, values, kept=False):
    """Options from ``values`` (a dict read from flash) where the game has
    them, of the same type and, where it names its choices, one of them;
    anything else is left as it is. ``kept``: the figures the game keeps
    itself (``kept_options``), which need not be among its choices (a
    wheel, a track's VP: the game reads and checks them as it starts)."""
    if not isinstance(values, dict):
        return
    choices = getattr(draft.game, "OPTION_CHOICES", {})
    for k in values:
        v = values[k]
        if k in draft.options and type(v) is type(draft.options[k]) and \
                (kept or k not in choices or v in choices[k]):
            draft.options[k] = v


def _same_table(draft, rows):
    def run(app):
        draft.players = [{"name": name, "colour": colour} for name, colour in rows]
        app.pop()
        options(app, draft)
    return run


# -- what the device remembers of the tables -----------------------------------------
# core.store's players file: "tables" {game id: [[name, colour or None],
# ...]}, the last players of each game in seat order; "table" the game id
# of the device's latest game; "names" the names played, the latest first;
# "options" {game id: {option: value}}, each game's options as last played.

NAMES_KEPT = 12


def _rows(value):
    """A remembered table as [[name, colour or None], ...], or None where
    the settings hold anything else (a damaged file changes nothing)."""
    if not isinstance(value, list) or not value:
        return None
    out = []
    for row in value:
        if not isinstance(row, list) or len(row) != 2 or not isinstance(row[0], str) \
                or not row[0] or not (row[1] is None or isinstance(row[1], str)):
            return None
        out.append([row[0], row[1]])
    return out


def game_colours(game):
    """The colours a game's players may take."""
    colours = getattr(game, "COLOURS", None)
    return colours if colours is not None else [c for c, _ in text.COLOURS]


def last_table(draft):
    """Who played this game last (colours as then), else the device's
    latest game (colours only where this game has them), or None."""
    tables = draft.known.get("tables")
    if not isinstance(tables, dict):
        return None
    rows = _rows(tables.get(draft.gid))
    if rows is None:
        rows = _rows(tables.get(draft.known.get("table")))
        if rows is None:
            return None
        offered = game_colours(draft.game)
        for row in rows:
            if row[1] not in offered:
                row[1] = None
    lo, hi = draft.game.PLAYERS
    return rows if lo <= len(rows) <= hi else None


def played_names(draft):
    names = draft.known.get("names")
    if not isinstance(names, list):
        return []
    return [n for n in names if isinstance(n, str) and n]


def remembered_colour(draft, name):
    """The colour ``name`` took in this game's last play, else in the
    device's latest game where this game has it, or None."""
    tables = draft.known.get("tables")
    if not isinstance(tables, dict):
        return None
    for gid in (draft.gid, draft.known.get("table")):
        for row in _rows(tables.get(gid)) or ():
            if row[0] == name and row[1] in game_colours(draft.game):
                return row[1]
    return None


def remember(app, draft):
    """The game's players, for the next game: its table, and their names
    first among those played. Written once, as the game starts."""
    s = draft.known
    rows = [[p["name"], p.get("colour")] for p in draft.players]
    tables = s.get("tables")
    tables = tables if isinstance(tables, dict) else {}
    tables[draft.gid] = rows
    s["tables"] = tables
    s["table"] = draft.gid
    options = s.get("options")
    options = options if isinstance(options, dict) else {}
    options[draft.gid] = dict(draft.options)
    s["options"] = options
    names = [row[0] for row in rows]
    s["names"] = (names + [n for n in played_names(draft) if n not in names])[:NAMES_KEPT]
    if app.store is not None:
        app.store.save_players(s)


def _spell(app, draft, i):
    from ui.speller import Speller
    app.push(Speller(text.t("name_of") % (i + 1),
                     lambda a2, nm: (a2.pop(), _named(draft, nm)(a2))))


def _named(draft, name):
    def run(app):
        if name in [p["name"] for p in draft.players]:
            widgets.message(app, [name + " ?"])
            return
        app.pop()
        taken = [p.get("colour") for p in draft.players]
        items = []
        items.append((text.t("no_colour"), _coloured(draft, name, None)))
        index = 0
        mine = remembered_colour(draft, name)   # the cursor on it
        for c in game_colours(draft.game):
            if c not in taken:
                if c == mine:
                    index = len(items)
                items.append((text.colour_name(c), _coloured(draft, name, c)))
        app.push(widgets.Menu(text.t("colour_of") % name, items, index))
    return run


def _coloured(draft, name, colour):
    def run(app):
        draft.players.append({"name": name, "colour": colour})
        app.pop()
        ask_name(app, draft)
    return run


def options(app, draft):
    app.push(OptionsMenu(draft))


class OptionsMenu(widgets.Menu):
    def __init__(self, draft):
        self.draft = draft
        widgets.Menu.__init__(self, text.t("options"), self.build())

    def entered(self, app):
        self.items = self.build()

    def build(self):
        d = self.draft
        labels = getattr(d.game, "OPTION_TEXT", {})
        items = [(text.t("start"), lambda a: first_player(a, d))]
        for key in sorted(d.options):
            label = text.pick(labels[key]) if key in labels else \
                (text.t(key) if text.has(key) else key)
            items.append((_option_label(d, key, label), _edit_option(d, key, label)))
        return items


def _option_label(d, key, label):
    def show(app):
        v = d.options[key]
        if isinstance(v, bool):
            v = text.t("yes") if v else text.t("no")
        else:
            v = _value_text(d, v, key)
        return "%s: %s" % (label, v)
    return show


def _value_text(d, value, key):
    """What an option's value means, in the game's words if it has them
    (OPTION_VALUE_TEXT: "Device rolls the white die" rather than "white";
    its None: a kept figure, which is none of the option's choices)."""
    words = getattr(d.game, "OPTION_VALUE_TEXT", {})
    if isinstance(value, str) and value in words:
        return text.pick(words[value])
    if None in words and value not in getattr(d.game, "OPTION_CHOICES", {}).get(key, ()):
        return text.pick(words[None])
    return text.dice_text(value) if isinstance(value, str) else value


def _edit_option(d, key, label):
    def run(app):
        v = d.options[key]
        if isinstance(v, bool):
            d.options[key] = not v
        elif isinstance(v, int):
            def ok(app, n):
                d.options[key] = n
                app.pop()
            app.push(widgets.NumberEntry(label, 0, 99, v, ok))
        else:
            choices = getattr(d.game, "OPTION_CHOICES", {}).get(key)
            if choices is None and key == "dice":
                from ui.tools import DICE_PRESETS
                choices = DICE_PRESETS + ("",)
            items = []
            choices = choices or (v,)
            if v not in choices:        # a kept figure: keep it, or forget it
                choices = (v,) + choices
            for ch in choices:
                items.append((_value_text(d, ch, key) or text.t("no_dice"),
                              _set_option(d, key, ch)))
            app.push(widgets.Menu(label, items, choices.index(v) if v in choices else 0))
    return run


def _set_option(d, key, value):
    def run(app):
        d.options[key] = value
        app.pop()
    return run


def first_player(app, d):
    items = [(text.t("draw_first"), lambda a: start(a, d, None))]
    for i, p in enumerate(d.players):
        items.append((p["name"], _start_with(d, i)))
    app.push(widgets.Menu(text.t("first_player"), items))


def _start_with(d, i):
    return lambda app: start(app, d, i)


def start(app, d, first):
    from core.session import Reject
    drawn = first is None
    if drawn:
        first = app.rng.below(len(d.players))
    try:
        session = app.store.new_session(d.gid, d.options, d.players, first, True)
    except Reject as e:
        widgets.message(app, [e.text(text.lang())])
        return
    app.session = session
    remember(app, d)
    if drawn:
        # Said on the play screen, where the hints are, and its scores
        # mark the player: a message over it would cost a press to close.
        app.note = text.t("first_is") % d.players[first]["name"]
        app.note_hints = True   # the game's first screen: its keys too
    from ui import play
    play.show(app)
    # the first event and the first roll (play.show) are one record, and
    # only then is the game the one in progress (core.store)
    app.store.begun(session)
    mem.drop("ui.newgame")  # the wizard's screens went with the new root
