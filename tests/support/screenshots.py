"""Every game's main screens as a table sees them, on both panels and in
both languages: each test game's key script (the same scripts the
whole-game tests replay) pressed in-process, with the screen on top
rendered to the panel's pixels at the moments a person would look.

    .venv/bin/python -m support.screenshots OUTDIR     (from tests/, or with
        tests/ on the path) writes OUTDIR/<game>-<panel>-<lang>-<screen>.png

``walk(game, panel, lang, on_screen)`` calls ``on_screen(name, app)`` for
every screen shown along the game's script (``name`` is the screen's
class name); the tests use it to check every screen in every language on
every panel. Host-only (CPython)."""

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for p in (ROOT / "host_tools" / "guest", ROOT / "tests" / "host", ROOT / "tests",
          ROOT / "firmware", ROOT / "host_tools" / "shims", ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

# (name, width, height, rotation) of the two panels
PANELS = (("inky296", 296, 128, 270), ("ws213", 250, 122, 90))
LANGS = ("en", "pl")
GAMES = ("generic", "burgundy", "tiletum", "san_juan", "amber")


def game_keys(game, panel=None):
    """The whole-game key script of ``game``, main menu to the ranking, as
    plain buttons for ``panel``: its ``=Label`` and ``#N`` tokens name
    English labels, so they are expanded once on an English device and the
    buttons then replayed in either language (the menus are the same,
    item by item); per panel, as UP and DOWN turn a page of as many items
    as the panel shows."""
    return plain_keys(game, _script(game), panel or PANELS[0])


def plain_keys(game, keys, panel):
    if not any(len(k) > 1 and k[0] in "=#" for k in keys):
        return keys
    guest = str(ROOT / "host_tools" / "guest")
    if guest not in sys.path:
        sys.path.insert(0, guest)
    import simloop
    out = []
    with tempfile.TemporaryDirectory() as d:
        app = boot(d, panel, "en", seed_of(game))
        for step in keys:
            for k in simloop.script_keys(app, step):
                app.press(k)
                out.append(k)
    return out


def _script(game):
    if game == "generic":
        import test_sim
        return test_sim.whole_game_keys()
    if game == "burgundy":
        import test_burgundy_sim
        return test_burgundy_sim.four_player_keys()
    if game == "tiletum":
        import test_tiletum_sim
        return test_tiletum_sim.game_keys() + test_tiletum_sim.END
    if game == "amber":
        import test_amber_sim
        return test_amber_sim.three_player_game().keys + test_amber_sim.END_KEYS
    if game == "san_juan":
        import test_san_juan_sim

        from support.san_juan_play import Driver
        with tempfile.TemporaryDirectory() as d:
            drv = Driver(d, test_san_juan_sim.SEED)
            test_san_juan_sim.four_player_expansion_game(drv)
            return drv.keys
    raise ValueError(game)


SEEDS = {"generic": 7, "burgundy": 11, "tiletum": 7, "amber": 3, "san_juan": None}


def boot(flash, panel, lang, seed):
    import main

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel
    store = Store(Storage(str(flash)))
    if lang == "pl":
        store.save_settings({"lang": 1})
    _, w, h, rot = panel
    return main.start(SimPanel(w, h, rot), store, Rng(seed))


def seed_of(game):
    if SEEDS[game] is None:
        import test_san_juan_sim
        return test_san_juan_sim.SEED
    return SEEDS[game]


def walk(game, panel, lang, on_screen, keys=None):
    """Press ``game``'s script on ``panel`` in ``lang``; ``on_screen(i,
    app)`` after every press (i: the press's number, from 1)."""
    keys = presses(game, game_keys(game, panel) if keys is None else keys, panel)
    with tempfile.TemporaryDirectory() as d:
        app = boot(d, panel, lang, seed_of(game))
        on_screen(0, app)
        for i, k in enumerate(keys):
            app.press(k)
            on_screen(i + 1, app)
    return keys


def presses(game, keys, panel=None):
    """The presses a script stands for on ``panel``: its =Label and #N
    tokens (see host_tools/guest/simloop.py) worked out once in English,
    whose menus list their items in the same order as every other
    language's."""
    if not [k for k in keys if k[:1] in "=#" and len(k) > 1]:
        return keys
    return plain_keys(game, keys, panel or PANELS[0])


def image(app):
    from host_tools import panel_image
    c = app.canvas
    return panel_image.to_image(bytes(c.buf), c.native_w, c.native_h, c.rotation)


def redraw(app):
    """Draw the screen on top again (the canvas as the panel shows it)."""
    c = app.canvas
    c.clear()
    app.top().draw(c, app)


def gallery(out):
    """The play screen in the middle of each game and its ranking, on both
    panels in both languages, as PNGs in ``out``."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        for panel in PANELS:
            keys = game_keys(game, panel)
            for lang in LANGS:
                plays = []

                def seen(i, app, plays=plays):
                    if type(app.top()).__name__ == "PlayScreen" and \
                            not app.session.state["over"]:
                        plays.append(i)

                walk(game, panel, lang, seen, keys)
                # the play screen a third of the way into the game
                mid = [i for i in plays if i >= len(keys) // 3][0]
                shots = {"play": mid, "ranking": len(keys)}
                for name, n in shots.items():
                    def shoot(i, app, n=n, name=name):
                        if i == n:
                            redraw(app)
                            image(app).save(out / ("%s-%s-%s-%s.png"
                                                   % (game, panel[0], lang, name)))
                    walk(game, panel, lang, shoot, keys[:n])


if __name__ == "__main__":
    gallery(sys.argv[1] if len(sys.argv) > 1 else "build/screens")
