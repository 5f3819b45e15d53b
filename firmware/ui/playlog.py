"""Finished games on the device: the list, a play's ranking and breakdown,
and its BG Stats QR code.

The code is BG Stats' "push a play" link (core.bgstats), drawn with one
panel pixel per module in the left 128 x 128 of the panel: a phone held
over the panel opens the app with the play filled in. Encoding takes a few
hundred milliseconds on a Pico and much of the heap, so the QR modules are
imported only for this screen and dropped when it closes.
"""

from core import mem
from games import catalog
from ui import text, widgets
from ui.screen import BACK, OK, Screen

QR_AREA = 128          # px: the panel's height, a square on the left


def finished_games(app):
    items = []
    for entry in app.store.finished():
        # The number, the winner, how many played, the game: the game's
        # name goes last, as the part a long line may lose.
        label = "%d. %s, %s, %s" % (entry["id"], text.t("unfinished") if entry.get(
                                        "unfinished") else entry["winner"],
                                    text.t("n_players") % entry["players"],
                                    text.pick(catalog.name(entry["game"])))
        items.append((label, _detail(entry["id"])))
    if items:
        app.push(widgets.Menu(text.t("finished"), items))
    aside = getattr(app.store, "aside", None)
    if aside:   # a summary that could not be read: named, not left out in silence
        widgets.message(app, text.notes(aside), text.t("set_aside"))
        del aside[:]
    elif not items:
        widgets.message(app, [text.t("nothing_yet")], text.t("finished"))


def _detail(number):
    def run(app):
        summary = app.store.summary(number)
        results = summary.get("results", [])
        had = mem.loaded("ui.ranking")
        from ui.ranking import ranking_rows
        rows = ranking_rows(results)
        if not had:
            mem.drop("ui.ranking")      # the rows are text now
        items = []
        for i in range(len(results)):
            items.append((rows[i], _breakdown(results[i], summary["game"])))
        minutes = summary.get("duration_min")
        items.append(("%s: %s" % (text.t("duration"), "-" if minutes is None else
                                  text.t("minutes") % minutes),
                      lambda a: edit_duration(a, number, minutes)))
        items.append((text.t("qr_code"), lambda a: show_qr(a, number, summary)))
        app.push(widgets.Menu(text.t("play_n") % number + ": " +
                              text.pick(catalog.name(summary["game"])), items))
    return run


def edit_duration(app, number, minutes):
    """The table enters how long the play took (the Pico has no clock that
    survives a power-off): kept in the summary, sent to BG Stats."""
    def ok(app, v):
        app.store.amend(number, {"duration_min": v})
        app.pop()       # the entry
        app.pop()       # the play's old menu
        _detail(number)(app)
    app.push(widgets.NumberEntry(text.t("duration"), 1, 999, minutes or 60, ok,
                                 unit=" min"))


def _breakdown(r, gid):
    def show(app):
        label = part_labels(app, gid)
        lines = ["%s: %d" % (label(k), v) for k, v in sorted(r.get("breakdown", {}).items())]
        lines.append("%s %d" % (text.t("total"), r["total"]))
        app.push(widgets.Message(r["name"], lines))
    return show


def part_labels(app, gid):
    """The game's names of its score parts (games.part_name): the
    game's module, loaded for it when another game is in progress (that
    one stays on flash, as when a new game is chosen; Continue reads it
    back)."""
    import games
    if app.session is not None and gid != app.session.game.GAME:
        app.session = None
        mem.collect()
    try:
        game = games.load(gid)
    except ValueError:
        return lambda key: key
    lang = text.lang()
    return lambda key: games.part_name(game, key, lang)


def play_of(number, summary):
    """The finished game as the plain play core.bgstats links."""
    by_name = {}
    for r in summary.get("results", []):
        by_name[r["name"]] = r
    players = []
    for seat, name in enumerate(summary["players"]):
        r = by_name.get(name, {})
        players.append({"name": name, "score": r.get("total", 0), "rank": r.get("rank"),
                        "winner": r.get("rank") == 1, "start": seat == summary.get("first")})
    return {"game": summary["game"], "game_name": catalog.name(summary["game"])[0],
            "play_id": number, "date": summary.get("date"),
            "duration_min": summary.get("duration_min"),
            "highest_wins": summary.get("highest_wins", True), "players": players}


def show_qr(app, number, summary):
    """Encode the play's link and show it. The encoder collects garbage at
    its safe points; that must not happen inside a constructor (see
    tests/conftest.py on the WASI build), so the code is made here and
    handed to the screen as its packed rows. Each module goes as soon as
    its part is done: core.bgstats before the encoding (the heap's peak),
    core.qr before the screen is drawn."""
    from core import bgstats
    mem.collect()
    url, version, ecl = bgstats.qr_link(play_of(number, summary), QR_AREA, QR_AREA)
    bgstats = None
    mem.drop("core.bgstats")    # the link is all the encoder needs
    mem.collect()
    from core import qr
    code = qr.encode(url, ecl=ecl, min_version=version, max_version=version,
                     collect=mem.collect)
    url = None
    px, x, y = qr.fit(code.size, QR_AREA, QR_AREA)
    size, rows = code.size, code.modules
    code = qr = None
    mem.drop("core.qr")
    mem.collect()
    app.push(QRScreen(number, summary, size, rows, px, x, y))


class QRScreen(Screen):
    """The play's BG Stats link as a QR code, with what it holds beside it:
    ``size`` x ``size`` modules, ``rows`` packed (bit 7 = leftmost module,
    1 = dark), each module a ``px`` square from (x, y)."""

    fast_refresh = False    # a phone must read it: the cleaner refresh

    def __init__(self, number, summary, size, rows, px, x, y):
        self.number = number
        self.summary = summary
        self.size, self.rows, self.px, self.x, self.y = size, rows, px, x, y

    def draw(self, c, app):
        n = self.size
        rows = self.rows
        stride = (n + 7) // 8
        px = self.px

        def dark(i, row):
            return (rows[row + (i >> 3)] >> (7 - (i & 7))) & 1

        for j in range(n):
            y = self.y + j * px
            row = j * stride
            i = 0
            while i < n:    # runs of dark modules: one fill per run
                if dark(i, row):
                    start = i
                    while i < n and dark(i, row):
                        i += 1
                    c.fill_rect(self.x + start * px, y, (i - start) * px, px, 1)
                else:
                    i += 1
        x = QR_AREA + 4
        w = c.width - x - 2
        s = self.summary
        c.text(x, 2, c.fit(text.pick(catalog.name(s["game"])), w, "medium"), "medium")
        c.text(x, 20, c.fit(text.t("play_n") % self.number, w, "small"), "small")
        y = 36
        for r in s.get("results", [])[:5]:
            c.text(x, y, c.fit("%d. %s %d" % (r["rank"], r["name"], r["total"]), w, "small"),
                   "small")
            y += 13
        c.text(x, c.height - 14, c.fit(text.t("scan_bgstats"), w, "small"), "small")

    def key(self, k, app):
        if k in (OK, BACK):
            app.pop()
