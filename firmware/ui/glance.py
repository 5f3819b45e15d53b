"""The standings and each player's position, one press from the play
screen: long C opens the page of the player whose turn it is (the
leader's where nobody's turn it is). A page starts with the standings,
everybody's score now and if the game ended now, best first, that
player's row inverted; below them the player's position in the game's
own terms and the projection's parts. A and C turn to the previous and
next player's page (in the standings' order), then the game's own pages
(San Juan: what a goldsmith may keep; Amber: the coins still on the
board); B shows the rest of a page that runs over the screen. Standings
in the action menu opens the same.

The numbers and lines come from the game's ``games/<id>/glance.py`` (see
games/__init__.py, "At a glance"; a game without one shows its score
column as it is). They are worked out as text when shown (the standings
when the screen opens, a page's lines when it is turned to); the game's
glance module and the final scorer it loads are dropped again in the
same press, and this module when the play screen is on top again
(ui.play), so none of it stays on the Pico's heap for the evening.
"""

import sys

from micropython import const

from core import mem, texts
from ui import text, widgets
from ui.screen import BACK, FOOTER_H, OK, TITLE_H, Screen

PACK = "games/glance"
# Text ids of games/glance.lang, written by `make texts`.
_T_STANDINGS = const(0)
_T_IF_ENDED = const(1)
_T_GUESSED = const(2)
_T_CANNOT = const(3)
_T_HINT_PAGE = const(4)
_T_HINT_ONE = const(5)
_T_ARROW_KEY = const(31)
# End of text ids.


def show(app):
    """Work the standings out and open the page of the player whose turn
    it is. The page's lines are worked out after the projection's final
    scorer and garbage have left the heap: the two at once would be the
    press's peak."""
    screen = _worked_out(app, _standings, _failed)
    if isinstance(screen, Glance):
        mem.collect()
        screen.lines = _worked_out(app, screen.work, _one_line)
    app.push(screen)


def _t(i):
    return texts.get(PACK, i, text.lang())


def _failed(line):
    return widgets.Message(_t(_T_STANDINGS), [line])


def _worked_out(app, work, failed):
    """What ``work(session, view, lang)`` makes with the game's glance
    module (``view``, None for a game without one). The game modules it
    loads (the glance module, the final scorer) are dropped again at once.
    A sheet the scorer refuses (games.scoresheet) becomes ``failed(line)``,
    and so does anything else that goes wrong: the standings only read the
    game, and a screen that cannot be worked out must not stop the device."""
    from games import glance_of
    before = [name for name in sys.modules if name.startswith("games.")]
    try:
        return work(app.session, glance_of(app.session.game), text.lang())
    except Exception as e:  # noqa: BLE001
        return failed(_t(_T_CANNOT) % (e,))
    finally:
        mem.drop(*[name for name in sys.modules
                   if name.startswith("games.") and name not in before])


def _standings(s, view, lang):
    """A row per player, best projected first, and the screen on the
    active player's page (only that page's lines are worked out, by
    ``show``: every player's at once would be kilobytes of heap)."""
    st = s.state
    active = st["cur"].get("active")
    rows = []
    results = []
    at = 0
    if view is None:        # the score column is all there is: best first, ranked
        scores = st["scores"]
        # a tie in turn order (MicroPython's sort is not stable: the key says it)
        order = sorted(st["order"], key=lambda p: (-scores[p], st["order"].index(p)))
        for p in order:
            if p == active:
                at = len(rows)
            now = scores[p]
            rank = 1 + len([q for q in order if scores[q] > now])
            rows.append(Row(rank, st["players"][p]["name"], now, now, ""))
            results.append(None)
        return Glance(rows, results, (), at)
    for r in view.projection(st)["results"]:
        if r["seat"] == active:
            at = len(rows)
        rows.append(Row(r["rank"], r["name"], st["scores"][r["seat"]], r["total"],
                        "*" if r["guess"] else ""))
        results.append(r)
    titles = getattr(view, "pages", None)
    return Glance(rows, results, titles(lang) if titles else (), at)


def _breakdown(game, r, lang):
    """The projected total's parts in the game's words, those resting on a
    guess marked "*", then the total."""
    from games import part_name
    lines = []
    for key, v in sorted(r["breakdown"].items(), key=_first_track):
        guess = key in r["guess"]
        if v or guess:
            lines.append(" %s: %d%s" % (part_name(game, key, lang), v,
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


class Glance(Screen):
    """The standings on top of one page at a time: a player's (their row
    inverted, their position and projection below) or one of the game's
    own. A / C turn to the previous / next page, B (and DOWN) shows the
    rest of a long page a screen at a time, back to its top after the
    last; UP goes back a screen; long B closes."""

    def __init__(self, rows, results, titles, index):
        self.rows = rows            # Row per player, best projected first
        self.results = results      # the projection's result per row
        self.titles = titles        # the game's own pages
        self.index = index          # a row, then the game's pages
        self.lines = []             # the page's lines below the standings
        self.first = 0              # the first text row shown
        self.per = 1                # text rows per screen, once drawn
        self.last = 0               # the first row of the last screen
        self.head = 0               # the rows of the standings and their key

    def work(self, s, view, lang):
        """The lines of the page shown (``_worked_out`` runs it)."""
        n = len(self.rows)
        if self.index >= n:
            return view.page(s.state, self.index - n, lang)
        r = self.results[self.index]
        if r is None:
            return []
        lines = view.position(s.state, r["seat"], lang, r)
        lines.append(_t(_T_IF_ENDED))
        lines += _breakdown(s.game, r, lang)
        if r["guess"]:
            lines.append(_t(_T_GUESSED))
        return lines

    def text_rows(self, c):
        """(text, inverted) per row of the page: the standings (on a
        player's page), then its lines wrapped to the panel; room is left
        at the right for the ▲ ▼ marks."""
        cw = c.char_width("medium")
        out = []
        if self.index < len(self.rows):
            cols = (c.width - 4 - cw) // cw
            arrows = False
            for i in range(len(self.rows)):
                line = self.rows[i].fitted(cols)
                arrows = arrows or "\u2192" in line
                out.append((line, i == self.index))
            if arrows:      # what "47 → 52*" means, under the standings
                for line in widgets.wrap(c, [_t(_T_ARROW_KEY)], c.width - 4 - cw, "medium"):
                    out.append((line, False))
        self.head = len(out)
        for line in widgets.wrap(c, self.lines, c.width - 4 - cw, "medium"):
            out.append((line, False))
        return out

    def draw(self, c, app):
        rows = self.text_rows(c)
        self.per = max(1, (c.height - FOOTER_H - 2 - TITLE_H) // widgets.LINE_H)
        self.last = max(0, len(rows) - self.per)
        self.first = min(self.first, self.last)
        n = len(self.rows)
        if self.index < n:
            title = _t(_T_STANDINGS) + " · " + self.rows[self.index].name
        else:
            title = self.titles[self.index - n]
        hint = _t(_T_HINT_PAGE if self.last else _T_HINT_ONE)
        y0, _ = self.draw_frame(c, app, title, hint)
        cw = c.char_width("medium")
        for i, (line, inverted) in enumerate(rows[self.first:self.first + self.per]):
            y = y0 + i * widgets.LINE_H
            if inverted:
                c.fill_rect(0, y, c.width - cw - 3, widgets.LINE_H, 1)
            c.text(2, y, line, "medium", color=0 if inverted else 1)
            if self.first + i == self.head - 1 and self.index < n and self.lines:
                c.hline(0, y + widgets.LINE_H - 1, c.width, 1)    # the standings end
        if self.first:
            c.text_right(c.width - 1, y0, "▲", "medium")
        if self.first < self.last:
            c.text_right(c.width - 1, y0 + (self.per - 1) * widgets.LINE_H, "▼", "medium")

    def key(self, k, app):
        step = max(1, self.per - 1)     # a screen on, keeping its last row in view
        if k in ("a", "a+", "c", "c+"):
            count = len(self.rows) + len(self.titles)
            self.index = (self.index + (1 if k[0] == "c" else -1)) % count
            self.first = 0
            self.lines = _worked_out(app, self.work, _one_line)
        elif k == OK or k in ("down", "down+"):
            if self.first < self.last:
                self.first = min(self.last, self.first + step)
            elif k == OK:
                self.first = 0
        elif k in ("up", "up+"):
            self.first = max(0, self.first - step)
        elif k == BACK:
            app.pop()


def _one_line(line):
    return [line]
