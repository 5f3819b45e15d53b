"""A big game's steps keep their code in modules of their own (games.steps):
which step owns an event is known without importing them (an undo asks it
and held every step's code at once), and it is the step whose entry lists
the event. Both runtimes."""

import sys

import games


def _step_modules(game):
    return [m for m in sys.modules if m.startswith("games." + game.GAME + ".")
            and any(getattr(e, "module", None) == m for e in game.STEPS.values())]


def test_each_events_step_is_found_without_importing_a_step():
    for gid in ("tiletum", "san_juan", "burgundy"):
        game = games.load(gid)
        games.settle(game, None)             # no step's module loaded
        assert _step_modules(game) == []
        owners = {kind: games.step_of(game, kind) for kind in game.HANDLERS}
        assert _step_modules(game) == [], gid
        for kind, step in owners.items():
            # read from the entries (which imports them): the step listing
            # the event, or None for an event every step takes
            want = None
            for name in game.STEPS:
                if kind in (game.STEPS[name].get("events") or {}):
                    want = name
            games.settle(game, None)
            assert step == want, (gid, kind, step, want)
        assert [k for k in owners if owners[k] is not None], gid
        assert games.step_of(game, "no such event") is None
