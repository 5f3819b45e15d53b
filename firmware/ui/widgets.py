"""The widgets a gamer expects, each a Screen that works with three buttons.

Menu (scrolling list), NumberEntry (fast +/- with hold-to-accelerate, step
sizes and a preview of the new total), Confirm (yes/no), Message (errors,
notices), PlayerPicker; the Speller (a name letter by letter) is in
ui.speller, imported only by the new-game wizard. Callbacks get the App,
so a widget can push the next screen, pop itself or apply an event to the
session.
"""

from ui import text
from ui.screen import BACK, NEXT, OK, PREV, Screen

LINE_H = 16          # medium font line height: menus and body text


class Menu(Screen):
    """A list of (label, action) items; ``action(app)`` runs on B.

    A label may be a function of the app, so it can show a live value
    ("Language: English"). Long lists scroll with the cursor.
    """

    page = 5        # the rows the panel shows, known once drawn

    def __init__(self, title, items, index=0, back=True):
        self.title = title
        self.items = items
        self.index = index if 0 <= index < len(items) else 0
        self.back = back
        self.hint = text.t("hint_list")

    def label(self, item, app):
        label = item[0]
        return label(app) if callable(label) else label

    def draw(self, c, app):
        y0, h = self.draw_frame(c, app)
        self.draw_rows(c, app, y0, h)

    top = 0         # the first item shown, kept from frame to frame
    shown = 0       # how many items from there, once drawn

    def rows_of(self, c, app, i):
        """Item ``i``'s label as the rows it takes: one, or two where it is
        too long for one (the second cut with an ellipsis if need be)."""
        w = c.width - 12
        label = self.label(self.items[i], app)
        if c.text_width(label, "medium") <= w:
            return (label,)
        rows = wrap(c, [label], w, "medium")
        return (rows[0], c.fit(" ".join(rows[1:]), w, "medium"))

    def draw_rows(self, c, app, y0, h):
        """The items from ``top`` on, in ``h`` px; returns the height used.
        Every row is in the medium font, which reads across the table: a
        label too long for one row takes two, rather than a smaller font
        (which made the item look disabled beside the others) or an
        ellipsis where its value was."""
        cap = self.page = max(1, h // LINE_H)    # UP/DOWN turn this many items
        n = len(self.items)
        if not n:
            return 0
        index = self.index
        top = min(self.top, index)
        # the chosen item shown whole: the items from top to it fit
        sizes = {}
        while True:
            used = 0
            for i in range(top, index + 1):
                if i not in sizes:
                    sizes[i] = self.rows_of(c, app, i)
                used += len(sizes[i])
            if used <= cap or top == index:
                break
            top += 1
        self.top = top
        row = 0
        i = top
        while i < n:
            rows = sizes.get(i) or self.rows_of(c, app, i)
            if row + len(rows) > cap:
                if row:
                    break
                rows = rows[:cap]
            y = y0 + row * LINE_H
            if i == index:
                c.fill_rect(0, y, c.width - 6, len(rows) * LINE_H, 1)
            for k in range(len(rows)):
                c.text(4, y + k * LINE_H, rows[k], "medium", color=0 if i == index else 1)
            row += len(rows)
            i += 1
        shown = self.shown = i - top
        if shown < n:  # scroll bar
            bar_h = max(4, h * shown // n)
            bar_y = y0 + (h - bar_h) * top // max(1, n - shown)
            c.vline(c.width - 3, y0, h, 1)
            c.fill_rect(c.width - 5, bar_y, 5, bar_h, 1)
        return row * LINE_H

    def key(self, k, app):
        n = len(self.items)
        if not n:
            if k == BACK and self.back:
                app.pop()
            return
        # UP and DOWN turn a page of a list longer than the panel shows
        # (A and C step), so no item is more than a few presses away.
        page = self.page if n > self.page else 1
        if k in PREV:
            self.index = (self.index - (page if k[0] == "u" else 1)) % n
        elif k in NEXT:
            self.index = (self.index + (page if k[0] == "d" else 1)) % n
        elif k == OK:
            self.items[self.index][1](app)
        elif k == BACK and self.back:
            app.pop()


class NumberEntry(Screen):
    """Enter a number with A (-), C (+) and B (ok).

    A tap is one; holding A or C is the long step at once and as much
    more at each repeat while held, as UP/DOWN are (a three-button board
    has no arrows: 11 workers are two holds and a tap, not eleven taps,
    each a refresh). The long step fits the range: ten on a range of 100
    or more (points), five on one of 20 to 99 (the end's counts, a
    card's VP: what a table enters there is mostly under 20, within three
    presses of a multiple of five), half the range below that.
    ``preview(value)`` gives a line shown under the number, e.g. "Ania:
    45 -> 52", so the table sees the new total before confirming.
    """

    def __init__(self, title, lo, hi, value, on_ok, preview=None, unit=""):
        self.title = title
        self.lo = lo
        self.hi = hi
        self.value = min(hi, max(lo, value))
        self.on_ok = on_ok
        self.preview = preview
        self.unit = unit
        self.held = 0
        # The long step, of UP/DOWN and a held A or C (see above): on a
        # short range half of it (a die's 1-6 in threes: every value within
        # two presses of the middle, as ten would only ever reach the ends).
        span = hi - lo
        self.big = 10 if span >= 100 else 5 if span >= 20 else max(2, (span + 1) // 2)
        self.hint = text.t("hint_number") % self.big
        self.line = (None, None)    # (value, its preview line)
        self.shown()

    def shown(self):
        """The preview's line for the value now, worked out once per value
        and in the press's work, not in its frame: a final count's
        preview runs the game's final scorer, and the collection between
        a press's work and its frame then takes that garbage before the
        frame makes its own."""
        if self.preview is None:
            return None
        if self.line[0] != self.value:
            self.line = (None, None)
            self.line = (self.value, self.preview(self.value))
        return self.line[1]

    def step(self):
        if self.held > 12:
            return self.big
        if self.held > 5:
            return min(5, self.big)
        return 1

    def key(self, k, app):
        if k in ("a", "c"):
            self.held = 0
            self.value += -1 if k == "a" else 1
        elif k in ("A", "C"):       # the long press: the long step, and more while held
            self.held = 13
            self.value += -self.big if k == "A" else self.big
        elif k in ("a+", "c+"):
            self.held += 1
            self.value += -self.step() if k == "a+" else self.step()
        elif k in ("up", "up+", "down", "down+"):
            self.value += self.big if k.startswith("up") else -self.big
        elif k == OK:
            self.on_ok(app, self.value)
            return
        elif k == BACK:
            app.pop()
            return
        self.value = min(self.hi, max(self.lo, self.value))
        self.shown()

    def draw(self, c, app):
        y0, h = self.draw_frame(c, app)
        s = str(self.value) + self.unit
        c.text_center(0, y0 + 4, c.width, s, "large")
        c.text(4, y0 + 8, "-" if self.value > self.lo else " ", "large")
        c.text_right(c.width - 4, y0 + 8, "+" if self.value < self.hi else " ", "large")
        if self.preview:
            line = self.shown()
            if line and c.text_width(line, "medium") <= c.width - 4:
                c.text_center(0, y0 + 34, c.width, line, "medium")
            elif line:      # every player's new total, over as many rows as it takes
                draw_lines(c, 2, y0 + 34, c.width - 4, y0 + h - (y0 + 34), [line], "medium")


class Confirm(Menu):
    """A yes/no question; ``on_yes(app)`` runs on yes, no just goes back."""

    def __init__(self, question, on_yes):
        Menu.__init__(self, question, [(text.t("no"), _pop), (text.t("yes"), on_yes)])


def _pop(app):
    app.pop()


def message(app, lines, title=None):
    """``lines`` over the screen on top (a refusal, what went wrong), under
    ``title`` or "Error"."""
    app.push(Message(title or text.t("error"), lines))


class Message(Screen):
    """Lines of text; B (or long B) closes it."""

    def __init__(self, title, lines, on_close=None):
        self.title = title
        self.lines = lines if isinstance(lines, list) else [lines]
        self.on_close = on_close
        self.hint = text.t("press_b")
        self.first = 0

    def draw(self, c, app):
        y0, h = self.draw_frame(c, app)
        rows = wrap(c, self.lines, c.width - 12, "medium")
        per_page = h // LINE_H
        # The last page ends with the last line: C never scrolls on to a
        # blank page.
        self.last_first = max(0, len(rows) - per_page)
        self.first = min(self.first, self.last_first)
        for i, line in enumerate(rows[self.first:self.first + per_page]):
            c.text(2, y0 + i * LINE_H, line, "medium")
        if self.first:
            more_mark(c, y0, "medium", up=True)
        if self.first < self.last_first:
            more_mark(c, y0 + (per_page - 1) * LINE_H, "medium")

    last_first = 0      # the first row of the last page, once drawn

    def key(self, k, app):
        if k in NEXT:
            if self.first < self.last_first:
                self.first += 1
        elif k in PREV and self.first:
            self.first -= 1
        elif k in (OK, BACK):
            app.pop()
            if self.on_close:
                self.on_close(app)


def more_mark(c, y, font, up=False, right=None, color=1):
    """The mark that says lines are hidden (below, or above with ``up``):
    an arrow at the right end of the row at ``y``, on a cleared cell so
    it reads over whatever was cut there."""
    right = c.width if right is None else right
    w = c.char_width(font) + 2
    c.fill_rect(right - w, y, w, c.line_height(font), 1 - color)
    c.text(right - w + 1, y, "\u25b2" if up else "\u25bc", font, color=color)


def draw_lines(c, x, y, w, h, lines, font):
    """``lines`` wrapped to ``w`` px from (x, y), as many rows as fit in
    ``h`` px; when some are hidden the last row shown ends in the "more"
    mark (the whole text is a menu item away). Returns the height used."""
    lh = c.line_height(font)
    rows = wrap(c, lines, w, font)
    fit = h // lh
    if len(rows) > fit > 0:
        # The mark takes the last row's end: that row breaks before it
        # (at a comma or a space) rather than losing what is under it
        # ("Coins: board 0, box" with the box's count hidden).
        room = w - c.char_width(font) - 2
        if c.text_width(rows[fit - 1], font) > room:
            rows[fit - 1] = wrap(c, [rows[fit - 1]], room, font)[0]
    for i in range(min(fit, len(rows))):
        c.text(x, y + i * lh, rows[i], font)
    if len(rows) > fit > 0:
        more_mark(c, y + (fit - 1) * lh, font, right=x + w)
    return min(fit, len(rows)) * lh


def wrap(c, lines, width, font):
    """Break lines into pieces that fit ``width`` px, at spaces if possible,
    after a comma where one is in the row's second half (a list of
    "Ania: 3 → 6" keeps each name with its numbers)."""
    out = []
    cols = max(1, width // c.char_width(font))
    for line in lines:
        while len(line) > cols:
            cut = line.rfind(", ", 0, cols) + 1
            if cut <= cols // 2:
                cut = line.rfind(" ", 0, cols + 1)
                # a number stays with the word after it ("5 Any", "3 PZ")
                num = line.rfind(" ", 0, cut) + 1
                if 0 < num < cut and line[num:cut].isdigit():
                    cut = num - 1
            if cut <= 0:
                cut = cols
            out.append(line[:cut])
            line = line[cut:].lstrip()
        out.append(line)
    return out


class PlayerPicker(Menu):
    """Choose one of the session's players; ``on_pick(app, player)``."""

    def __init__(self, title, names, on_pick, index=0):
        items = []
        for i, name in enumerate(names):
            items.append((name, _picker(on_pick, i)))
        Menu.__init__(self, title, items, index)


def _picker(on_pick, i):
    return lambda app: on_pick(app, i)
