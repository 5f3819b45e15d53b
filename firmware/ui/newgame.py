"""The new-game wizard: the game, the number of players, each player's
name and colour, the game's options, the first player; then the game
starts (core.store) and the play screen becomes the root.

Imported by ui.menus when New game is chosen, and dropped when the game
starts or the main menu's next item is chosen: its code is not on the heap
beside a game's or behind the finished games.
"""

from core import mem
from games import catalog
from ui import text, widgets


class Draft:
    """What the wizard has gathered so far."""

    def __init__(self, gid, game):
        self.gid = gid
        self.game = game
        self.count = 0
        self.players = []
        self.options = {}
        for k, v in game.OPTIONS.items():
            self.options[k] = v


def choose_game(app):
    items = []
    for row in catalog.GAMES:
        items.append((text.pick(row[1]), _chose_game(row[0])))
    app.push(widgets.Menu(text.t("new_game"), items))


def _chose_game(gid):
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
        draft = Draft(gid, mod)
        kept = (app.settings.get("kept") or {}).get(gid) or {}
        for k in kept:      # a card's numbers entered in an earlier game
            if k in draft.options and type(kept[k]) is type(draft.options[k]):
                draft.options[k] = kept[k]
        lo, hi = mod.PLAYERS
        default = min(hi, max(lo, 3))

        def count_ok(app, n):
            draft.count = n
            app.pop()
            ask_name(app, draft)
        app.push(widgets.NumberEntry(text.t("how_many"), lo, hi, default, count_ok))
    return run


def ask_name(app, draft):
    i = len(draft.players)
    if i == draft.count:
        options(app, draft)
        return
    taken = [p["name"] for p in draft.players]
    items = []
    for name in text.DEFAULT_NAMES:
        if name not in taken:
            items.append((name, _named(draft, name)))
    items.insert(0, (text.t("spell"), lambda a: _spell(a, draft, i)))
    index = 1 if len(items) > 1 else 0
    app.push(widgets.Menu(text.t("name_of") % (i + 1), items, index))


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
        colours = getattr(draft.game, "COLOURS", None)
        if colours is None:
            colours = [c for c, _ in text.COLOURS]
        taken = [p.get("colour") for p in draft.players]
        items = []
        items.append((text.t("no_colour"), _coloured(draft, name, None)))
        for c in colours:
            if c not in taken:
                items.append((text.colour_name(c), _coloured(draft, name, c)))
        app.push(widgets.Menu(text.t("colour_of") % name, items))
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
            v = _value_text(d, v)
        return "%s: %s" % (label, v)
    return show


def _value_text(d, value):
    """What an option's value means, in the game's words if it has them
    (OPTION_VALUE_TEXT: "Device rolls the white die" rather than "white")."""
    words = getattr(d.game, "OPTION_VALUE_TEXT", {})
    if isinstance(value, str) and value in words:
        return text.pick(words[value])
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
            for ch in choices:
                items.append((_value_text(d, ch) or text.t("no_dice"), _set_option(d, key, ch)))
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
        session = app.store.new_session(d.gid, d.options, d.players, first)
    except Reject as e:
        widgets.message(app, [e.text(text.lang())])
        return
    app.session = session
    from ui import play
    play.show(app)
    mem.drop("ui.newgame")  # the wizard's screens went with the new root
    if drawn:
        app.push(widgets.Message(text.t("first_player"),
                                 [text.t("first_is") % d.players[first]["name"]]))
