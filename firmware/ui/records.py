"""The table's records on the panel (from the main menu and from Finished
games): a list of pages, one per game the table has finished a play of
(most played first), then one per player (most plays first). B opens a
page; A and C turn to the previous and next page, B (and DOWN) shows the
rest of a page that runs over the screen, back to its top after the
last; UP goes back a screen; long B closes.

A game's page: its plays and best score ever (who, which play), each
player's wins and plays, best and average score and last play, then the
head-to-head of every pair that played it. A player's page: the same per
game, and their wins and plays over all games.

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
    """The records' list, or a message when no play counts yet. Its items
    are the pages: ("g", game key) per game, most played first, then
    ("p", name) per player, most plays first."""
    t, lost = app.store.records()
    g = t["g"]
    people = {}     # name -> [plays, wins] over every game
    for k in g:
        for name, p in g[k]["p"].items():
            mine = people.setdefault(name, [0, 0])
            mine[0] += p[0]
            mine[1] += p[1]
    if not g:
        widgets.message(app, [_t(_T_NONE)], _t(_T_RECORDS))
        return
    items = []
    for k in sorted(g, key=lambda k: (-g[k]["n"], k)):
        items.append(("%s: %d" % (game_name(k), g[k]["n"]), ("g", k)))
    for n in sorted(people, key=lambda n: (-people[n][0], n)):
        items.append(("%s: %d/%d" % (n, people[n][1], people[n][0]), ("p", n)))
    app.push(RecordsList(t, lost, items))


def game_name(key):
    """A game's name; where the lowest score wins, said so."""
    if key.endswith(LOW):
        return "%s (%s)" % (text.pick(catalog.name(key[:-len(LOW)])),
                            text.t("lowest_wins").lower())
    return text.pick(catalog.name(key))


class RecordsList(widgets.Menu):
    """The pages to open (an item's "action" is its page); the module
    goes when the list closes."""

    def __init__(self, tallies, lost, items):
        widgets.Menu.__init__(self, _t(_T_RECORDS), items)
        self.tallies = tallies
        self.lost = lost

    def key(self, k, app):
        if k == OK:
            app.push(Page(self))
        else:
            widgets.Menu.key(self, k, app)

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


def table_rows(head, tail, cols):
    """``fitted``, or where ``head`` would be cut, ``head`` on a row of its
    own above its numbers: a game's or a player's name is read whole on
    the small panel ("All games" beside its figures was "All gam…")."""
    if len(head) <= cols - len(tail) - 1:
        return (fitted(head, tail, cols),)
    return (head[:cols], fitted("", tail, cols))


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
        for row in table_rows(name, numbers(g["p"][name]), cols):
            lines.append((row, 1))
    pairs = []
    for a, row in g["h"].items():
        for b, v in row.items():
            pairs.append((-v[0], a, b, v))
    if pairs:
        pairs.sort()
        lines.append((_t(_T_HEAD_TO_HEAD), 0))
        for _n, a, b, v in pairs:
            for row in table_rows("%s-%s" % (a, b), "%d:%d/%d" % (v[1], v[2], v[0]), cols):
                lines.append((row, 1))
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
        for row in table_rows(game_name(k), numbers(p), cols):
            lines.append((row, 1))
    for row in table_rows(_t(_T_ALL_GAMES), _columns(("%d/%d" % (total[1], total[0]), "", "", "")),
                          cols):
        lines.append((row, 1))
    return lines


class Page(Screen):
    """One game's or one player's records; see the module docstring."""

    def __init__(self, lst):
        self.lst = lst              # the list: the tallies, the pages, where we are
        self.first = 0              # the first text row shown
        self.per = 1                # text rows per screen, once drawn
        self.last = 0               # the first row of the last screen

    def rows(self, c):
        """The page's text rows: table rows as they are (fitted to the
        panel), words wrapped; room is left at the right for the marks."""
        cw = c.char_width("medium")
        cols = (c.width - 4 - cw) // cw
        lst = self.lst
        kind, key = lst.items[lst.index][1]
        lines = (game_lines if kind == "g" else player_lines)(lst.tallies, key, cols)
        if lst.lost:
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
        kind, key = self.lst.items[self.lst.index][1]
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
            lst = self.lst      # the list's cursor follows: back on it where we are
            lst.index = (lst.index + (1 if k[0] == "c" else -1)) % len(lst.items)
            self.first = 0
        elif k == OK or k in ("down", "down+"):
            if self.first < self.last:
                self.first = min(self.last, self.first + step)
            elif k == OK:
                self.first = 0
        elif k in ("up", "up+"):
            self.first = max(0, self.first - step)
        elif k == BACK:
            app.pop()
