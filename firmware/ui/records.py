"""The table's records on the panel (from the main menu and from Finished
games): a list of pages, one per game the table has finished a play of
(most played first), then one per player (most plays first). B opens a
page; A and C turn to the previous and next page, B (and DOWN) shows the
rest of a page that runs over the screen, back to its top after the
last; UP goes back a screen; long B closes.

A game's page: its plays and best score ever (who, which play), each
player's wins and plays, best and average score and last play, then the
head-to-head of every pair that played it. A player's page: the same per
game and over all games, then their head-to-head with each other player.

The numbers come from core.records (through the store: the finished
plays' summaries and the pruned plays' tallies, never a play's journal)
once, when the list opens; a page is worked out as text when shown. The
module is imported when the list opens and dropped when it closes.
"""

from micropython import const

from core import mem, texts
from games import catalog
from ui import text, widgets
from ui.screen import BACK, FOOTER_H, OK, TITLE_H, Screen

PACK = "ui/records"
LOW = "~low"
# Text ids of ui/records.lang, written by `make texts`.
_T_RECORDS = const(0)
_T_PLAYS = const(1)
_T_COLUMNS = const(2)
_T_HEAD_TO_HEAD = const(3)
_T_ALL_GAMES = const(4)
_T_NONE = const(5)
_T_LOST = const(6)
_T_HINT_PAGE = const(9)
_T_HINT_ONE = const(10)
# End of text ids.


def _t(i):
    return texts.get(PACK, i, text.lang())


def show(app):
    """The records' list, or a message when no play counts yet."""
    t, lost = app.store.records()
    pages = _pages(t)
    if not pages:
        widgets.message(app, [_t(_T_NONE)], _t(_T_RECORDS))
        return
    items = []
    for i in range(len(pages)):
        items.append((_label(t, pages[i]), _open(i)))
    app.push(RecordsList(t, lost, pages, items))


def _pages(t):
    """("g", game key) per game, most played first, then ("p", name) per
    player, most plays first."""
    games = sorted(t["g"], key=lambda k: (-t["g"][k]["n"], k))
    people = _people(t)
    names = sorted(people, key=lambda n: (-people[n][0], n))
    return [("g", k) for k in games] + [("p", n) for n in names]


def _people(t):
    """name -> [plays, wins] over every game."""
    out = {}
    for g in t["g"].values():
        for name, p in g["p"].items():
            mine = out.get(name)
            if mine is None:
                mine = out[name] = [0, 0]
            mine[0] += p[0]
            mine[1] += p[1]
    return out


def game_name(key):
    """A game's name; where the lowest score wins, said so."""
    if key.endswith(LOW):
        return "%s (%s)" % (text.pick(catalog.name(key[:-len(LOW)])),
                            text.t("lowest_wins").lower())
    return text.pick(catalog.name(key))


def _label(t, page):
    kind, key = page
    if kind == "g":
        return "%s: %d" % (game_name(key), t["g"][key]["n"])
    plays, wins = _people(t)[key]
    return "%s: %d/%d" % (key, wins, plays)


def _open(i):
    def run(app):
        lst = app.top()
        app.push(Page(lst.tallies, lst.lost, lst.pages, i))
    return run


class RecordsList(widgets.Menu):
    """The pages to open; the module goes when the list closes."""

    def __init__(self, tallies, lost, pages, items):
        widgets.Menu.__init__(self, _t(_T_RECORDS), items)
        self.tallies = tallies
        self.lost = lost
        self.pages = pages

    def left(self, app):
        mem.drop("ui.records")


# -- a page's lines ----------------------------------------------------------

def fitted(head, tail, cols):
    """``head`` then ``tail`` at the right end of ``cols`` characters (the
    font has a fixed width: the numbers line up); the head is cut."""
    room = cols - len(tail) - 1
    if len(head) > room:
        head = head[:max(0, room - 1)] + "…"
    return head + " " * (room - len(head)) + " " + tail


WIDTHS = (5, 4, 4, 4)     # the table's columns: wins/plays, best, average, last


def numbers(p):
    """"5/9  180  152  #23": wins/plays, best, average, last play."""
    return _columns(("%d/%d" % (p[1], p[0]), str(p[2]),
                     str((p[3] + p[0] // 2) // p[0]), "#%d" % p[4]))


def _columns(cells):
    return " ".join([_pad(cells[i], WIDTHS[i]) for i in range(len(WIDTHS))])


def header(cols):
    """The columns' names over the numbers ("W/P|best|avg|last")."""
    return fitted("", _columns(_t(_T_COLUMNS).split("|")), cols)


def _pad(s, n):
    return " " * (n - len(s)) + s


def game_lines(t, key, cols):
    g = t["g"][key]
    best = g["best"]
    lines = [(_t(_T_PLAYS) % (g["n"], best[0], best[1], best[2]), 0), (header(cols), 1)]
    people = sorted(g["p"], key=lambda n: (-g["p"][n][1], -g["p"][n][0], n))
    for name in people:
        lines.append((fitted(name, numbers(g["p"][name]), cols), 1))
    pairs = []
    for a, row in g["h"].items():
        for b, v in row.items():
            pairs.append((-v[0], a, b, v))
    if pairs:
        pairs.sort()
        lines.append((_t(_T_HEAD_TO_HEAD), 0))
        for _n, a, b, v in pairs:
            lines.append((fitted("%s-%s" % (a, b), "%d:%d/%d" % (v[1], v[2], v[0]), cols), 1))
    return lines


def player_lines(t, name, cols):
    lines = [(header(cols), 1)]
    keys = sorted([k for k in t["g"] if name in t["g"][k]["p"]],
                  key=lambda k: (-t["g"][k]["p"][name][0], k))
    total = [0, 0]
    for k in keys:
        p = t["g"][k]["p"][name]
        total[0] += p[0]
        total[1] += p[1]
        lines.append((fitted(game_name(k), numbers(p), cols), 1))
    lines.append((fitted(_t(_T_ALL_GAMES), _columns(("%d/%d" % (total[1], total[0]), "", "", "")),
                         cols), 1))
    vs = {}         # other -> [both, name ahead, other ahead], over every game
    for g in t["g"].values():
        for a, row in g["h"].items():
            for b, v in row.items():
                if name not in (a, b):
                    continue
                other = b if a == name else a
                mine = vs.get(other)
                if mine is None:
                    mine = vs[other] = [0, 0, 0]
                mine[0] += v[0]
                mine[1] += v[1] if a == name else v[2]
                mine[2] += v[2] if a == name else v[1]
    if vs:
        lines.append((_t(_T_HEAD_TO_HEAD), 0))
        for other in sorted(vs, key=lambda o: (-vs[o][0], o)):
            v = vs[other]
            lines.append((fitted(other, "%d:%d/%d" % (v[1], v[2], v[0]), cols), 1))
    return lines


class Page(Screen):
    """One game's or one player's records; see the module docstring."""

    def __init__(self, tallies, lost, pages, index):
        self.tallies = tallies
        self.lost = lost
        self.pages = pages
        self.index = index
        self.first = 0              # the first text row shown
        self.per = 1                # text rows per screen, once drawn
        self.last = 0               # the first row of the last screen

    def rows(self, c):
        """The page's text rows: table rows as they are (fitted to the
        panel), words wrapped; room is left at the right for the marks."""
        cw = c.char_width("medium")
        cols = (c.width - 4 - cw) // cw
        kind, key = self.pages[self.index]
        if kind == "g":
            lines = game_lines(self.tallies, key, cols)
        else:
            lines = player_lines(self.tallies, key, cols)
        if self.lost:
            lines.append((_t(_T_LOST), 0))
        out = []
        for line, table in lines:
            if table:
                out.append(line)
            else:
                out.extend(widgets.wrap(c, [line], c.width - 4 - cw, "medium"))
        return out

    def draw(self, c, app):
        rows = self.rows(c)
        self.per = max(1, (c.height - FOOTER_H - 2 - TITLE_H) // widgets.LINE_H)
        self.last = max(0, len(rows) - self.per)
        self.first = min(self.first, self.last)
        kind, key = self.pages[self.index]
        title = "%s · %s" % (_t(_T_RECORDS), game_name(key) if kind == "g" else key)
        y0, _ = self.draw_frame(c, app, title, _t(_T_HINT_PAGE if self.last else _T_HINT_ONE))
        for i, line in enumerate(rows[self.first:self.first + self.per]):
            c.text(2, y0 + i * widgets.LINE_H, line, "medium")
        if self.first:
            c.text_right(c.width - 1, y0, "▲", "medium")
        if self.first < self.last:
            c.text_right(c.width - 1, y0 + (self.per - 1) * widgets.LINE_H, "▼", "medium")

    def key(self, k, app):
        step = max(1, self.per - 1)     # a screen on, keeping its last row in view
        if k in ("a", "a+", "c", "c+"):
            self.index = (self.index + (1 if k[0] == "c" else -1)) % len(self.pages)
            self.first = 0
            lst = app.stack[-2] if len(app.stack) > 1 else None
            if isinstance(lst, RecordsList):
                lst.index = self.index      # back on the list where the pages are
        elif k == OK or k in ("down", "down+"):
            if self.first < self.last:
                self.first = min(self.last, self.first + step)
            elif k == OK:
                self.first = 0
        elif k in ("up", "up+"):
            self.first = max(0, self.first - step)
        elif k == BACK:
            app.pop()
