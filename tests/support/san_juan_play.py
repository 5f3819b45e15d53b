"""San Juan by the buttons: a driver that plays the firmware in-process
(as the simulator does) and writes down every key it presses, so a test
can replay the same keys through ``host_tools.sim`` under both runtimes.

The driver knows the menus, not the answers: a test says "Ania picks the
builder", "Bartek builds a palace over his chapel", and the driver finds
the item in the menu on the screen (the action menu by its label, the
helper's questions through core.questions) and presses a/c to reach it
and b to choose it, the shortest way round. It checks after each action
that the play screen is back on top, i.e. that nothing was refused,
unless the test expects a refusal.
"""

import sys

from host_tools import sim

sys.path.insert(0, str(sim.ROOT / "host_tools" / "guest"))

GAMES_MENU = ("burgundy", "tiletum", "san_juan", "amber", "generic")


class Driver:
    def __init__(self, flash, seed=7):
        import main

        from core.rng import Rng
        from core.storage import Storage
        from core.store import Store
        from hw.simpanel import SimPanel
        self.app = main.start(SimPanel(296, 128, 270), Store(Storage(str(flash))), Rng(seed))
        self.keys = []

    # -- keys --------------------------------------------------------------
    def press(self, *keys):
        for k in keys:
            self.app.press(k)
            self.keys.append(k)

    def top(self):
        return self.app.top()

    def choose(self, index):
        """Move the menu on top to item ``index`` (the shortest way round)
        and choose it."""
        menu = self.top()
        n = len(menu.items)
        assert 0 <= index < n, (index, n)
        down = (index - menu.index) % n
        if down <= n - down:
            self.press(*["c"] * down)
        else:
            self.press(*["a"] * (n - down))
        self.press("b")

    def number(self, value):
        entry = self.top()
        assert entry.lo <= value <= entry.hi, (value, entry.lo, entry.hi)
        d = value - entry.value
        self.press(*(["c"] * d if d > 0 else ["a"] * -d))
        self.press("b")

    def labels(self):
        from ui import text
        menu = self.top()
        # Each menu names its own rows (a Choice reads them from the game).
        return [text.pick(menu.label(i, self.app)) for i in menu.items]

    def choose_label(self, label):
        labels = self.labels()
        assert label in labels, (label, labels)
        self.choose(labels.index(label))

    # -- state ---------------------------------------------------------------
    @property
    def state(self):
        return self.app.session.state

    @property
    def game(self):
        return self.app.session.game

    def on_play(self):
        from ui.play import PlayScreen
        return isinstance(self.top(), PlayScreen)

    def screen_text(self):
        import simloop
        return simloop.screen_text(self.app)

    # -- a new game ------------------------------------------------------------
    def new_game(self, players, first, **options):
        """Main menu -> San Juan with ``players`` names from the list
        (Ania, Bartek, ...), the options turned on, ``first`` governs."""
        self.press("b")                                    # New game
        self.choose(GAMES_MENU.index("san_juan"))
        self.number(players)
        for _ in range(players):
            self.press("b", "b")                           # next name, no colour
        keys = sorted(self.app.top().draft.options)
        for key in keys:
            if options.get(key):
                self.choose(1 + keys.index(key))           # toggles it
        self.choose(0)                                     # Start the game
        self.choose(1 + first)                             # first player by name
        assert self.on_play()

    # -- the game's actions --------------------------------------------------
    def c_helper(self):
        """The helper C starts now (the step's "c"), or None."""
        from ui import commands
        return commands.c_helper(self.app.session)

    def menu(self, label_id):
        """Open the action menu and choose the item named ``label_id``."""
        from ui import text
        assert self.on_play(), self.screen_text()
        self.press("b")
        self.choose_label(text.pick(label_id))

    def act(self, aid, player=None, refused=None, by_c=False, **answers):
        """The game's action ``aid`` through its menu item (``by_c``: by C
        on the play screen): the player (if the action asks), then every
        question with the answer given by key (a menu's value, a number)
        or the row's default."""
        from core import questions
        from ui import text, widgets
        s = self.app.session
        self.values(aid, answers)
        if self.chained() == aid:
            pass                                # already open: the game moved on into it
        elif by_c:
            assert self.on_play() and self.c_helper() == aid, self.screen_text()
            self.press("c")                     # C starts the step's own entry
        else:
            self.close_chained()
            self.menu(s.game.ACTIONS[aid]["name"])
        who = s.game.ACTIONS[aid]["who"]
        if who == "any":
            self.choose(player)
        elif who == "active":
            player = s.state["cur"]["active"]
        got = {}
        n = s.state["n"]
        while True:
            if s.state["n"] != n or self.on_play() or isinstance(self.top(), widgets.Message):
                break                           # applied (the next menu may be open), or refused
            row = questions.next_row(s.game, s.state, aid, player, got, text.lang())
            want = answers.pop(row[0], None)
            v = row[4] if want is None else want
            if row[5]:                          # a menu: the item by its value
                self.choose(self.top().items.index(v))
            else:
                self.number(v)
            got = questions.answer(got, row[0], v)
        assert not answers, "not asked: %r" % (answers,)
        if refused is None:
            assert self.on_play() or self.chained(), self.screen_text()
        else:
            rows = self.screen_text()
            assert any(refused in r for r in rows), rows
            self.press("b")                     # close the message
            while not self.on_play():
                self.press("B")

    def values(self, aid, answers):
        """The menus' values of answers given by name: a role by its place
        in ROLES, a building by its place in the cards (the building menu
        goes by the cost printed on the card first), a crane's target by
        its place in the builder's city (a crane's building over by its
        own item, then the target, then the cost)."""
        from games.san_juan import build, cards, rules
        if aid == "pick" and isinstance(answers.get("role"), str):
            answers["role"] = rules.ROLES.index(answers["role"])
        if aid == "build" and isinstance(answers.get("building"), str):
            bid = answers["building"]
            cost = rules.cost_of(self.state, bid)
            answers["building"] = cards.index(bid)
            if answers.get("over"):
                city = self.state["g"]["city"][self.state["cur"]["active"]]
                answers["over"] = city.index(answers["over"])
                answers.setdefault("group", build.OVER)
                answers.setdefault("cost", cost)
            else:
                answers.pop("over", None)
                answers.setdefault("group", cost)

    def next(self):
        assert self.on_play(), self.screen_text()
        self.press("c")
        assert self.on_play() or self.chained(), self.screen_text()

    def chained(self):
        """The helper whose first menu the game opened by itself on moving
        on (the next role, the next builder's building), or None."""
        from ui import actions, widgets
        aid = self.c_helper()
        if aid and isinstance(self.top(), (actions.Choice, widgets.NumberEntry,
                                           widgets.PlayerPicker)) \
                and len(self.app.stack) == 2:
            return aid
        return None

    def close_chained(self):
        """Back out of such a menu to the play screen (long B)."""
        if not self.on_play() and self.chained():
            self.press("B")
        assert self.on_play(), self.screen_text()

    def pick(self, role, lib=None):
        """The active player picks ``role`` (C opens the roles) and the game
        moves to its phase by itself."""
        from games.san_juan import pick, rules
        if lib == 0:            # the roles again, by the menu's "Without the library"
            self.act("pick", role=pick.PLAIN, plain=rules.ROLES.index(role), by_c=True)
        else:                   # a library owner's pick uses it unless told otherwise
            assert lib is None or rules.library_choice(self.state, self.state["cur"]["active"])
            self.act("pick", role=role, by_c=True)

    def builds(self, *plan):
        """Each builder in turn (C opens the building menu; the game moves
        on to the next builder by itself): a building id, (building, over)
        for a crane, (building, over, goods) for a black market, or None
        to pass."""
        from games.san_juan import build
        for entry in plan:
            assert self.state["cur"]["step"] == "build"
            if entry is None:
                self.act("build", by_c=True, group=build.PASS)
                continue
            if isinstance(entry, str):
                entry = (entry,)
            answers = {"building": entry[0]}
            if len(entry) > 1 and entry[1]:
                answers["over"] = entry[1]
            if len(entry) > 2:
                answers["goods"] = entry[2]
            self.act("build", by_c=True, **answers)

    def chapel(self, cards=1):
        """C at the round start: the next chapel owner's card (1) or none
        (0); the game moves on once no chapel owner is left to answer."""
        self.act("chapel", by_c=True, skip=1 - cards)

    def sell(self, p, **goods):
        """p's sale: the trader's opens by itself (or by C), the others'
        by the menu."""
        self.act("sell", p, by_c=self.c_helper() == "sell", **goods)

    def finish(self):
        """C at the final count with nothing missing (no tie to settle):
        "End the game?" opens on yes, B: the ranking is on the screen."""
        from ui import commands
        assert self.on_play() and commands.likely(self.app.session) is None, self.screen_text()
        self.press("c", "b")

    def end(self):
        """Menu -> End the game -> yes: the ranking is on the screen."""
        from ui import text
        self.press("b")
        self.choose_label(text.t("end_game"))
        self.choose(1)                          # yes
