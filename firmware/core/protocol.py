"""The engine's side of the game protocol: what core reads of a game
module, and how it gets one.

A game module's hooks and its steps' entries are described in
games/__init__.py; core reads a step's entry through ``step_fn`` and
``step_do`` here, turns a game's refusal into a ``Reject`` with
``game_message``, and loads a game by its id with ``load_game``. Games
import core, never the reverse: the registry (games/__init__.py) hands its
loader in with ``use`` when it is imported, as the screens and the tests
import it before any game is started.

Kept apart from core.session so that core.fold (a new game, a rebuild at
boot and on undo) reads the same pieces without importing the session it
is called from.
"""

FORMAT = 1      # the state's format ("v"), newer states are refused

_NONE = {}      # the steps of a stand-in with none (a flow's test)
_loader = [None]  # the registry's games.load, handed in with ``use``


class Reject(Exception):
    """An input the rules do not allow now. The message is a string, or an
    (English, Polish) pair from a game's check; str() is the English one,
    ``text(lang)`` the one for the screen."""

    def __str__(self):
        m = self.args[0] if self.args else ""
        return m[0] if isinstance(m, tuple) else str(m)

    def text(self, lang):
        m = self.args[0] if self.args else ""
        return m[lang] if isinstance(m, tuple) else str(m)


def step_fn(game, step, key):
    """What ``game`` declares for ``key`` in ``step`` (see "Steps" in
    games/__init__.py): the entry's value, or None. "prompt" and "menu"
    may be a constant (text, tuple) rather than a function."""
    entry = getattr(game, "STEPS", _NONE).get(step)
    return entry.get(key) if entry else None


def step_do(game, step, key, state):
    """Run ``step``'s "enter", "leave" or "skip" (``key``) on ``state``
    and give its result; None where the step declares none."""
    entry = getattr(game, "STEPS", _NONE).get(step)
    f = entry.get(key) if entry else None
    return f(state) if f is not None else None


def game_message(game, msg):
    """A game's refusal as Reject carries it: a string or an (English,
    Polish) pair as it is; a text id of the game's pack (core.texts), or
    (id, arguments...), as the pair read from the pack."""
    if type(msg) is int or (type(msg) is tuple and msg and type(msg[0]) is int):
        from core import texts
        return texts.message(game.GAME, msg)
    return msg


def use(loader):
    """Take the registry's loader: ``loader(game_id)`` -> the game module,
    ValueError for a game the firmware lacks (games.load)."""
    _loader[0] = loader


def load_game(game_id):
    """The game module for ``game_id``; Reject for an unknown game (or for
    any game before the registry handed its loader in)."""
    load = _loader[0]
    if load is None:
        raise Reject("no games: import the registry (games) first")
    try:
        return load(game_id)
    except ValueError as e:
        raise Reject(str(e)) from None
