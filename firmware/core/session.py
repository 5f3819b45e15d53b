"""A game in progress at the table: the one place its state changes.

The state is plain data (a dict of lists, ints and strings, saved as
canonical JSON):

    v        state format
    game     game id ("burgundy", "generic", ...), options: the game's options
    players  [{"name", "colour"}] in seat order; a player is its seat index
    first    the first player; order: the current turn order (may differ
             from the seats and change during play)
    scores, cats   the score ledger (see core.ledger)
    flow, cur      the flow cursor (see core.flow): round, phase, step, active
    dice     the last roll shown, or None
    g        the game's own state (the game module's business)
    n        effective events applied; over: the game has ended

Every change is an event, a short list such as ``["sc", 2, 15, "region",
5]``; ``apply`` is the only way the state changes, and the state is the fold
of the effective events from the first (``["new", ...]``) on. Dice results
are events, so a replay shows exactly the dice the table saw. Undo rebuilds
the state from the journal's best snapshot plus a replay; redo re-applies
the undone event until a new event arrives.

An event that the current step does not allow, a wrong player or a value
out of range raises Reject with a message for the screen, and changes
nothing: handlers check everything before they mutate.
"""

from core import flow as flowmod
from core import ledger
from core.protocol import FORMAT, Reject, game_message, load_game, step_do, step_fn  # noqa: F401

SNAPSHOT_EVERY = 32     # events between snapshots: bounds the replay at boot and undo
ALWAYS = ("sc",)        # score corrections are welcome in any step until the end
DEFAULT_ALLOW = ("adv",)
MAX_PLAYERS = 8


def _done_with_recovery():
    """The journal's snapshot and recovery code (core.recovery) is needed
    at boot, on undo and every SNAPSHOT_EVERY events, and the fold of a
    game from its events (core.fold) at a new game, at boot and on undo:
    dropped after each, so neither is on the heap for the presses in
    between."""
    from core import mem
    mem.drop("core.recovery", "core.fold")


class Session:
    """A game in progress: its state, its game module and its journal.

    ``journal`` is a core.journal.Journal (or anything with the same
    methods); events are appended there before they count.
    """

    def __init__(self, journal, state, game):
        self.journal = journal
        self.state = state
        self.game = game
        self.flow = flowmod.Flow(game.FLOW, game)
        self._results = None        # the ranking of this state, once asked for
        self.archived = False       # core.store keeps it among the finished games
        self.draft = False          # core.store holds a form's draft for it
        self.recent = None          # the helpers chosen, by step and player (ui.commands)
        # The device's presses (ui.screen.App.press) take the snapshot an
        # event makes due at the end of the press (``settle``), once the
        # frame is drawn and the press's garbage collected: in the middle
        # of it, the snapshot's code and its copy of the state came on top
        # of everything the press holds (a round's start in Burgundy: 12 KB
        # of its 28). Elsewhere (boot, tests, tools) it is taken at once.
        self.defer_snapshots = False
        self.snapshot_due = False

    # -- creation and recovery (core.fold) --------------------------------
    @classmethod
    def new(cls, journal, game_id, options, players, first):
        from core import fold
        try:
            game = load_game(game_id)
            event = ["new", game_id, options or {}, players, first]
            state = fold.first_state(game, event)
        finally:
            _done_with_recovery()
        journal.append(event)
        return cls(journal, state, game)

    @classmethod
    def resume(cls, journal):
        """Rebuild the game in the journal (after a reboot or power cut)."""
        from core import fold
        try:
            state, game = fold.rebuild(cls, journal, journal.length)
        finally:
            _done_with_recovery()
        return cls(journal, state, game)

    # -- what now? -------------------------------------------------------
    def step(self):
        return self.state["cur"]["step"]

    def active(self):
        return self.state["cur"]["active"]

    def step_info(self):
        """The current step's declaration from the game (prompt, allow...)."""
        return self.game.STEPS.get(self.step(), {})

    def allowed(self):
        if self.state["over"]:
            return ()
        info = self.step_info()
        return tuple(info.get("allow", DEFAULT_ALLOW)) + ALWAYS

    def player_count(self):
        return len(self.state["players"])

    # -- changing the state ----------------------------------------------
    def apply(self, event):
        """Check, journal and apply one event; raises Reject and changes
        nothing when the event is not allowed now."""
        if not isinstance(event, list) or not event or not isinstance(event[0], str):
            raise Reject("not an action")
        if event[0] == "new":
            raise Reject("a game is already in progress")
        if event[0] not in self.allowed():
            raise Reject(self._not_now(event[0]))
        self._check(event)
        self.journal.append(event)
        self._results = None
        self._apply(event)
        if self.state["n"] % SNAPSHOT_EVERY == 0:
            if self.defer_snapshots:
                self.snapshot_due = True
            else:
                self._snapshot()

    def _snapshot(self):
        self.journal.snapshot(self.state, self.state["n"])
        _done_with_recovery()

    def settle(self):
        """Take the snapshot an event made due (``defer_snapshots``): of
        the state as it is now, the fold of its first n events (the same
        safety as at the event: the journal holds every event either way),
        unless the game has ended since (a finished game keeps no
        snapshots) or every event was undone."""
        if self.snapshot_due:
            self.snapshot_due = False
            if not self.state["over"] and self.state["n"] > 0:
                self._snapshot()

    def _not_now(self, kind):
        if self.state["over"]:
            return ("the game is over", "gra jest zakończona")
        if self.flow.at_end(self.state):
            # The final count: what is still missing (the game's check
            # names who), else how to end the game.
            check = getattr(self.game, "check_end", None)
            msg = check(self.state) if check else None
            if msg or type(msg) is int:
                return game_message(self.game, msg)
            return ("not now: the final count; end the game in the menu (B)",
                    "nie teraz: liczenie końcowe; zakończcie grę w menu (B)")
        return ("not now (step: %s)" % self.step(), "nie teraz (krok: %s)" % self.step())

    def _check(self, event):
        kind = event[0]
        if kind == "sc":
            if len(event) < 4 or not isinstance(event[3], str):
                raise Reject("a score entry needs player, points and category")
            msg = ledger.check_entry(self.player_count(), event[1], event[2])
            if msg:
                raise Reject(msg)
            check = getattr(self.game, "check_score", None)
            if check:
                self._refuse(check(self.state, event))
        elif kind == "adv":
            if len(event) != 1:
                raise Reject("not an action")
            check = step_fn(self.game, self.step(), "ready")
            if check:
                self._refuse(check(self.state))
            if self.flow.at_end(self.state):
                raise Reject("the game is over")
        elif kind == "roll":
            check = getattr(self.game, "check_roll", None)
            if not check:
                raise Reject("this game has no dice to roll here")
            self._refuse(check(self.state, event))
        elif kind == "end":
            if len(event) != 1:
                raise Reject("not an action")
            check = getattr(self.game, "check_end", None)
            if check:
                self._refuse(check(self.state))
        elif kind == "order":
            order = event[1] if len(event) == 2 else None
            n = self.player_count()
            if not isinstance(order, list) or sorted(order) != list(range(n)):
                raise Reject("turn order must list every player once")
        else:
            handler = self.game.HANDLERS.get(kind) if hasattr(self.game, "HANDLERS") else None
            if handler is None:
                raise Reject("unknown action %r" % (kind,))
            self._refuse(handler[0](self.state, event))

    def _refuse(self, msg):
        """Raise Reject for a game's check that found a problem (see
        ``game_message``); nothing for None."""
        if msg or type(msg) is int:     # text id 0 is a message too
            raise Reject(game_message(self.game, msg))

    def _apply(self, event):
        """Apply a checked event (live, or replayed from the journal)."""
        st = self.state
        kind = event[0]
        if kind == "sc":
            ledger.add(st, event[1], event[2], event[3], getattr(self.game, "SCORE_FLOOR", None))
        elif kind == "adv":
            step_do(self.game, st["cur"]["step"], "leave", st)
            self.flow.advance(st)
            step_do(self.game, st["cur"]["step"], "enter", st)
        elif kind == "end":
            if not self.flow.at_end(st):
                self.flow.finish(st)
            st["over"] = True
        elif kind == "roll":
            st["dice"] = event[1]
            after = getattr(self.game, "on_roll", None)
            if after:
                after(st, event)
        elif kind == "order":
            st["order"] = list(event[1])
        else:
            self.game.HANDLERS[kind][1](st, event)
            over = getattr(self.game, "over", None)
            if over and over(st) and not self.flow.at_end(st):
                self.flow.finish(st)
        st["n"] += 1

    def roll(self, rng, dice_spec=None):
        """Roll the dice the current step needs (or ``dice_spec``) and apply
        the result as one event; returns the values."""
        spec = dice_spec or step_fn(self.game, self.step(), "dice")(self.state)
        from core import mem
        kept = mem.loaded("core.dice")      # a game that uses it keeps it
        from core import dice as dicemod
        values = dicemod.roll(spec, rng)
        if not kept:
            # Only the roll needs it: its code goes with this press's garbage.
            dicemod = None
            mem.drop("core.dice")
        self.apply(["roll", values])
        return values

    def results(self):
        """The game's ranking for the current state (its module's
        ``results``), worked out once: the end of a game saves it and
        shows it in the same press."""
        if self._results is None:
            self._results = self.game.results(self.state)
        return self._results

    def can_undo(self):
        return self.journal.length > 1

    def can_redo(self):
        return self.journal.full_length > self.journal.length

    def undo(self, count=1):
        """Take back the last event (a roll as a whole, a turn end, a score
        entry), or the last ``count`` events at once; across round and
        phase boundaries too."""
        if not self.can_undo() or self.journal.length - count < 1:
            raise Reject(("nothing to undo", "Nie ma czego cofnąć"))
        n = self.journal.length - count
        from core import fold
        try:
            state, game = fold.rebuild(Session, self.journal, n)
        finally:
            _done_with_recovery()
        self.journal.set_length(n)
        self.state = state
        self.game = game
        self._results = None

    def redo(self):
        if not self.can_redo():
            raise Reject(("nothing to redo", "Nie ma czego ponowić"))
        n = self.journal.length + 1
        event = next(self.journal.events(n - 1, n))
        self.journal.set_length(n)
        self._results = None
        self._apply(event)
