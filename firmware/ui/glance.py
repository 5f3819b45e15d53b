"""The standings: everybody's score now and if the game ended now, each
player's breakdown and position in the game's own terms, and the game's
own pages (San Juan: what a goldsmith may keep; Amber: the coins still on
the board). Long C on the play screen opens it.

The numbers and lines come from the game's ``games/<id>_glance.py`` (see
games/__init__.py, "At a glance"; a game without one shows its score
column as it is). They are worked out as text when their screen opens
(the rows with the standings, a player's page on B); the game's glance
module and the final scorer it loads are dropped again in the same press,
and this module when the play screen is on top again (ui.play), so none
of it stays on the Pico's heap for the evening.
"""

import sys

from micropython import const

from core import mem, texts
from ui import text, widgets
from ui.screen import NEXT, PREV

PACK = "games/glance"
# Text ids of games/glance.lang, written by `make texts`.
_T_STANDINGS = const(0)
_T_IF_ENDED = const(1)
_T_GUESSED = const(2)
_T_CANNOT = const(3)
_T_HINT_PAGE = const(4)
# End of text ids.


def show(app):
    """Work the scores out and open the standings."""
    app.push(_worked_out(app, _standings))


def _t(i):
    return texts.get(PACK, i, text.lang())


def _worked_out(app, work):
    """The screen ``work(session, view, lang)`` makes with the game's glance
    module (``view``, None for a game without one). The game modules it
    loads (the glance module, the final scorer) are dropped again at once.
    A sheet the scorer refuses (games.scoresheet) becomes a message, and
    so does anything else that goes wrong: the standings only read the
    game, and a screen that cannot be worked out must not stop the device."""
    from games import glance_of
    before = [name for name in sys.modules if name.startswith("games.")]
    try:
        return work(app.session, glance_of(app.session.game), text.lang())
    except Exception as e:  # noqa: BLE001
        return widgets.Message(_t(_T_STANDINGS), [_t(_T_CANNOT) % (e,)])
    finally:
        mem.drop(*[name for name in sys.modules
                   if name.startswith("games.") and name not in before])


def _standings(s, view, lang):
    """A row per player, best projected first; the pages open on B, each
    worked out then (a page's lines for every player at once would be
    kilobytes of heap in one press)."""
    st = s.state
    rows = []
    if view is None:        # the score column is all there is
        for p in st["order"]:
            now = st["scores"][p]
            rows.append((Row(0, st["players"][p]["name"], now, now, ""), _nothing))
        return Standings(_t(_T_STANDINGS), rows)
    active = 0
    for r in view.projection(st)["results"]:
        mark = "*" if r["guess"] else ""
        row = Row(r["rank"], r["name"], st["scores"][r["seat"]], r["total"], mark)
        if r["seat"] == st["cur"].get("active"):
            active = len(rows)      # whose turn it is: B shows that player at once
        rows.append((row, _player_page(row, r)))
    titles = getattr(view, "pages", None)
    for i, title in enumerate(titles(lang) if titles else ()):
        rows.append((title, _game_page(title, i)))
    return Standings(_t(_T_STANDINGS), rows, active)


def _player_page(row, r):
    """B on a player: the position, then the projected total's parts."""
    def work(s, view, lang):
        lines = view.position(s.state, r["seat"], lang, r)
        lines.append(_t(_T_IF_ENDED))
        lines += _breakdown(s.game, r, lang)
        if r["guess"]:
            lines.append(_t(_T_GUESSED))
        return Page(r["name"] + row.numbers(), lines)
    return lambda app: app.push(_worked_out(app, work))


def _game_page(title, i):
    """B on one of the game's own pages."""
    def work(s, view, lang):
        return Page(title, view.page(s.state, i, lang))
    return lambda app: app.push(_worked_out(app, work))


def _breakdown(game, r, lang):
    """The projected total's parts in the game's words, those resting on a
    guess marked "*", then the total."""
    label = getattr(game, "breakdown_label", None)
    lines = []
    for key, v in sorted(r["breakdown"].items(), key=_first_track):
        guess = key in r["guess"]
        if v or guess:
            lines.append(" %s: %d%s" % (label(key, lang) if label else key, v,
                                        " *" if guess else ""))
    lines.append(" %s %d" % (text.t("total"), r["total"]))
    return lines


def _first_track(item):
    """The score track first (San Juan has none: its printed VP), the rest
    by key."""
    key = item[0]
    return (0 if key == "track" else 1 if key == "buildings" else 2, key)


class Row:
    """A player's line: rank, name, the score now and if it ended now
    ("*": resting on answers not entered yet)."""

    def __init__(self, rank, name, now, end, mark):
        self.rank = rank
        self.name = name
        self.now = now
        self.end = end
        self.mark = mark

    def numbers(self):
        """" 34 → 52*", or " 34" where the end changes nothing."""
        if self.end != self.now or self.mark:
            return " %d → %d%s" % (self.now, self.end, self.mark)
        return " %d" % self.now

    def fitted(self, cols):
        """The line in ``cols`` characters, the numbers at its right end
        (the font has a fixed width: they line up in a column); the name is
        what gets cut (with an ellipsis), never the numbers."""
        tail = self.numbers()
        head = "%d. %s" % (self.rank, self.name) if self.rank else self.name
        room = cols - len(tail)
        if len(head) > room:
            head = head[:max(0, room - 1)] + "…"
        return head + " " * (room - len(head)) + tail


class Standings(widgets.Menu):
    """One row per player, best projected first (B: the breakdown and the
    position), then the game's own pages."""

    def __init__(self, title, rows, index=0):
        # rows: (Row or a page's title, what B does)
        widgets.Menu.__init__(self, title, rows, index)
        self.cols = 0

    def draw(self, c, app):
        self.cols = (c.width - 12) // c.char_width("medium")
        widgets.Menu.draw(self, c, app)

    def label(self, item, app):
        row = item[0]
        return row.fitted(self.cols) if isinstance(row, Row) else row


def _nothing(app):
    pass


class Page(widgets.Message):
    """Lines that may run over several screens: C and A turn a page at a
    time, and a ▼ / ▲ at the right says there is more below / above."""

    def __init__(self, title, lines):
        widgets.Message.__init__(self, title, lines)
        self.hint = _t(_T_HINT_PAGE)
        self.per = 1
        self.last = 0

    def draw(self, c, app):
        y0, h = self.draw_frame(c, app)
        rows = widgets.wrap(c, self.lines, c.width - 4 - c.char_width("medium"), "medium")
        self.per = max(1, h // widgets.LINE_H)
        self.last = max(0, len(rows) - self.per)
        self.first = min(self.first, self.last)
        for i, line in enumerate(rows[self.first:self.first + self.per]):
            c.text(2, y0 + i * widgets.LINE_H, line, "medium")
        if self.first:
            c.text_right(c.width - 1, y0, "▲", "medium")
        if self.first < self.last:
            c.text_right(c.width - 1, y0 + (self.per - 1) * widgets.LINE_H, "▼", "medium")

    def key(self, k, app):
        step = max(1, self.per - 1)     # a page on, keeping its last line in view
        if k in NEXT:
            self.first = min(self.last, self.first + step)
        elif k in PREV:
            self.first = max(0, self.first - step)
        else:
            widgets.Message.key(self, k, app)
