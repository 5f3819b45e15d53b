"""Finished games on the device: the list, a play's ranking and breakdown,
and its QR code for BG Stats; the list's last item opens the records
(ui.records).

The code is the project's web page with the play packed after "#" when
the device knows the page's address (the setting ``page``, core.playcode:
a version 5-9 symbol, modules of two pixels), else BG Stats' own "push a
play" link (core.bgstats: version 12-16, one pixel a module). It fills
the square at the left of the panel, the play's ranking beside it; the
ranking screen at a game's end opens it too (ui.tools). Encoding takes
much of the heap, so the QR modules are imported only for this screen
and dropped when the code is made.
"""

import json

from core import mem, texts
from games import catalog
from ui import text, widgets
from ui.canvas import unload_fonts
from ui.screen import BACK, OK, Screen

# Garbage the encoder may leave before it collects (core.mem.collector):
# a code through the page (version 5-7) leaves less and is never collected
# inside; BG Stats' own link (version 14-15) once. Each collection scans
# the whole live heap (about 8 M fuel here); less room, more of them.
QR_ROOM = 16 * 1024


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
        # The records last: A from the newest play reaches them in one press.
        items.append((texts.get("ui/records", 0, text.lang()), _records))
        app.push(widgets.Menu(text.t("finished"), items))
    aside = getattr(app.store, "aside", None)
    if aside:   # a summary that could not be read: named, not left out in silence
        widgets.message(app, text.notes(aside), text.t("set_aside"))
        del aside[:]
    elif not items:
        widgets.message(app, [text.t("nothing_yet")], text.t("finished"))


def _records(app):
    from ui import records  # dropped when its list closes
    records.show(app)


def show_play(app, number):
    """The finished play ``number``'s page: its ranking, its duration, its
    QR code."""
    _detail(number)(app)


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
    row = catalog.entry(summary["game"])
    return {"game": summary["game"], "game_name": catalog.name(summary["game"])[0],
            "bgg_id": row[3] if row else None, "play_id": number, "date": summary.get("date"),
            "duration_min": summary.get("duration_min"),
            "highest_wins": summary.get("highest_wins", True), "players": players}


def page_address(app):
    """The project's web page's address, where the device links its plays:
    the setting ``page``, else the one ``make deploy PAGE=...`` wrote into
    /board.json; None without one."""
    page = app.settings.get("page")
    if page:
        return page
    try:
        with open("/board.json") as f:
            data = json.loads(f.read())
    except (OSError, ValueError):
        return None
    page = data.get("page") if isinstance(data, dict) else None
    return page if isinstance(page, str) and page else None


def qr_side(app):
    """The square the code gets on the left of the panel: its height, as
    long as the play's ranking keeps 120 px beside it."""
    c = app.canvas
    return min(c.height, c.width - 120)


def show_qr(app, number, summary):
    """Encode the play's link and show it: the project's page with the
    play packed after "#" when the device knows the page's address (the
    setting ``page``, core.playcode), else BG Stats' own link. The encoder
    collects garbage at its safe points; that must not happen inside a
    constructor (see tests/conftest.py on the WASI build), so the code is
    made here and handed to the screen as its packed rows. Each module
    goes as soon as its part is done: the link's before the encoding (the
    heap's peak), core.qr before the screen is drawn."""
    side = qr_side(app)
    page = page_address(app)
    mem.collect()
    if page:
        from core import playcode
        url = playcode.page_url(page, play_of(number, summary))
        playcode = None
        mem.drop("core.playcode")
        from core import qr
        version, ecl, _px = qr.choose(len(url), side, side, min_module=1)
    else:
        from core import bgstats
        url, version, ecl = bgstats.qr_link(play_of(number, summary), side, side)
        bgstats = None
        mem.drop("core.bgstats")    # the link is all the encoder needs
        from core import qr
    # The fonts (their metrics and glyph buffers) reload when the code is
    # drawn: the encoding, the heap's peak, goes without them.
    unload_fonts()
    mem.collect()
    code = qr.encode(url, ecl=ecl, min_version=version, max_version=version,
                     mask=qr.LINK_MASK, collect=mem.collector(QR_ROOM))
    url = None
    px, x, y = qr.fit(code.size, side, side)
    size, rows = code.size, code.modules
    code = qr = None
    mem.drop("core.qr")
    mem.collect()
    app.push(QRScreen(number, summary, size, rows, px, x, y, side, bool(page)))


def _scaled(rows, n, px):
    """The code's packed rows with each module ``px`` pixels wide and
    high: (bytes a row, the rows). A half-byte at a time is looked up
    spread to 4 x px bits; the bits go out a byte at a time in a small
    int (a row as one big int would be kilobytes of garbage)."""
    stride = (n + 7) // 8
    if px == 1:
        return stride, rows
    spread = []
    for nib in range(16):
        v = 0
        for k in range(3, -1, -1):
            v = (v << px) | (((1 << px) - 1) if nib >> k & 1 else 0)
        spread.append(v)
    wide = stride * px
    out = bytearray(wide * n * px)
    view = memoryview(out)
    at = 0
    step = 4 * px
    for j in range(n):
        start = at
        acc = nacc = 0
        for i in range(j * stride, (j + 1) * stride):
            b = rows[i]
            for shift in (4, 0):
                acc = (acc << step) | spread[(b >> shift) & 15]
                nacc += step
                while nacc >= 8:
                    nacc -= 8
                    out[at] = (acc >> nacc) & 0xFF
                    at += 1
                acc &= (1 << nacc) - 1
        for _ in range(px - 1):
            view[at:at + wide] = view[start:start + wide]
            at += wide
    return wide, out


class QRScreen(Screen):
    """The play's BG Stats link as a QR code, with what it holds beside it:
    ``size`` x ``size`` modules, ``rows`` packed (bit 7 = leftmost module,
    1 = dark), each module a ``px`` square from (x, y)."""

    fast_refresh = False    # a phone must read it: the cleaner refresh

    def __init__(self, number, summary, size, rows, px, x, y, side, page=False):
        self.number = number
        self.summary = summary
        self.size, self.rows, self.px, self.x, self.y = size, rows, px, x, y
        self.side = side
        self.page = page

    def draw(self, c, app):
        n = self.size
        px = self.px
        stride, rows = _scaled(self.rows, n, px)
        c.blit_square(self.x, self.y, n * px, rows, stride)
        rows = None
        x = self.side + 4
        w = c.width - x - 2
        s = self.summary
        c.text(x, 2, c.fit(text.pick(catalog.name(s["game"])), w, "medium"), "medium")
        c.text(x, 20, c.fit(text.t("play_n") % self.number, w, "small"), "small")
        y = 34
        bottom = c.height - 28     # the two lines of the footer below
        for r in s.get("results", []):
            if y + 13 > bottom:
                break
            c.text(x, y, c.fit("%d. %s %d" % (r["rank"], r["name"], r["total"]), w, "small"),
                   "small")
            y += 13
        c.text(x, c.height - 27, c.fit(text.t("scan_page" if self.page else "scan_bgstats"),
                                       w, "small"), "small")
        c.text(x, c.height - 14, c.fit(text.t("qr_leave"), w, "small"), "small")

    def key(self, k, app):
        if k in (OK, BACK):
            app.pop()
