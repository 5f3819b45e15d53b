"""Spelling a player's name letter by letter with three buttons: the one
widget only the new-game wizard uses, so it is imported there (ui.menus)
and not kept on the heap with the others (ui.widgets)."""

from ui import text
from ui.screen import BACK, NEXT, OK, PREV, Screen

ALPHABET = " ABCDEFGHIJKLMNOPQRSTUVWXYZĄĆĘŁŃÓŚŹŻ-'0123456789"


class Speller(Screen):
    """Spell a name: A/C change the letter under the cursor, B moves on, long
    C takes the name (long B cancels; B on an empty last letter also
    finishes). Letters after the first are lower case."""

    MAX = 12

    def __init__(self, title, on_done, initial=""):
        self.title = title
        self.on_done = on_done
        self.letters = [ALPHABET.find(ch.upper()) for ch in initial if ch.upper() in ALPHABET]
        if not self.letters:
            self.letters = [1]
        self.pos = len(self.letters) - 1
        self.hint = text.t("hint_spell")

    def name(self):
        s = "".join(ALPHABET[i] for i in self.letters).strip()
        return s[:1] + s[1:].lower()

    def key(self, k, app):
        n = len(ALPHABET)
        if k in PREV:
            self.letters[self.pos] = (self.letters[self.pos] - 1) % n
        elif k in NEXT:
            self.letters[self.pos] = (self.letters[self.pos] + 1) % n
        elif k == OK:
            if self.letters[self.pos] == 0 and self.name():
                self.finish(app)
            elif self.pos + 1 < self.MAX:
                self.pos += 1
                if self.pos == len(self.letters):
                    self.letters.append(0)  # a space: B on it again finishes
        elif k == "C":
            self.finish(app)
        elif k == BACK:
            app.pop()

    def finish(self, app):
        name = self.name()
        if name:
            self.on_done(app, name)

    def draw(self, c, app):
        y0, h = self.draw_frame(c, app)
        name = "".join(ALPHABET[i] for i in self.letters)
        shown = name[:1] + name[1:].lower()
        w = c.char_width("large")
        x0 = (c.width - w * self.MAX) // 2
        c.text(x0, y0 + 12, shown.replace(" ", "_"), "large")
        c.fill_rect(x0 + self.pos * w, y0 + 12 + 26, w, 3, 1)
