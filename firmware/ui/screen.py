"""Screens and the stack they live on.

A screen draws itself on a cleared canvas (``draw``) and handles logical
button events (``key``): "a", "b", "c", "up", "down" for short presses,
"A", "B", "C", "UP", "DOWN" for long ones, "a+" / "c+" (and "up+" /
"down+") while a button is held for repeat. Every screen works with A, B
and C alone: A = previous / minus, B = select / confirm, C = next / plus,
long B = back, long A = undo where there is something to undo. UP and DOWN,
where a board has them, are faster A and C.

The App keeps the stack, draws the top screen after every press and asks
the refresh policy how to put it on the panel. The screen is a pure
function of what it shows: drawing twice gives the same pixels, so the
refresh policy can find what changed by comparing frames.
"""

from core import mem, texts
from ui import refresh as refreshmod
from ui.canvas import close_fonts

# Layout for a 128-px-high panel: a title bar, body lines, a footer hint.
TITLE_H = 16
FOOTER_H = 12

BACK = "B"
UNDO = "A"
PREV = ("a", "a+", "up", "up+")
NEXT = ("c", "c+", "down", "down+")
OK = "b"


class Screen:
    """Base class. ``title`` is drawn in the title bar by ``draw_frame``."""

    title = ""
    hint = None
    # Menus, lists and number entry: the panel's fastest partial refresh
    # (a cursor step is read at a glance); the play screen asks for the
    # cleaner one (see hw.panel).
    fast_refresh = True
    # Whether the periodic full refresh may land on this screen (ui.refresh):
    # the play screen's, where the table looks after an action.
    settled = False

    def draw(self, c, app):
        self.draw_frame(c, app)

    def key(self, k, app):
        if k == BACK:
            app.pop()

    def draw_frame(self, c, app, title=None, hint=None):
        """Title bar (inverted) and footer hint; returns the body's (y, h)."""
        title = self.title if title is None else title
        c.fill_rect(0, 0, c.width, TITLE_H, 1)
        c.text(2, 0, c.fit(title, c.width - 4, "medium"), "medium", color=0)
        hint = self.hint if hint is None else hint
        if hint:
            y = c.height - FOOTER_H
            c.hline(0, y - 1, c.width, 1)
            c.text(1, y, c.fit(hint, c.width - 2, "small"), "small")
            return TITLE_H + 1, y - 2 - TITLE_H
        return TITLE_H + 1, c.height - TITLE_H - 1

    def entered(self, app):
        """Called when the screen becomes the top of the stack again."""

    def tidy(self, app):
        """Let go of what this screen, on top after a press, no longer
        needs (modules of screens closed over it): called just before the
        press's collection ahead of the frame (``App.press``), so that
        their code is freed before the frame is drawn, not after it."""

    def left(self, app):
        """Called when the screen is taken off the stack for good (popped,
        replaced, or cleared by a new root)."""


class App:
    """The running device: screens, canvas, panel, refresh policy, storage.

    ``press(key)`` is the whole per-button path: the top screen handles the
    key, the new top screen draws, and the panel gets a full, partial or no
    refresh.
    """

    # A form's answer is being taken (ui.actions): the entry closing over
    # the play screen does not drop the form's draft, which the next
    # answer's draft replaces, or its event makes stale, once safe.
    answering = False
    # The device's soft reset (main.run): a screen that needs a clean heap
    # restarts into it (ui.tools, the QR code after a game). None in the
    # simulator and the tests, which do that work in place.
    restart = None

    def __init__(self, panel, canvas, rng, store=None, settings=None):
        self.panel = panel
        self.canvas = canvas
        self.rng = rng
        self.store = store
        self.settings = settings or {}
        self.stack = []
        self.refresh = refreshmod.Refresh(canvas.stride, canvas.native_h,
                                          self.settings.get("refresh_every",
                                                            refreshmod.DEFAULT_EVERY))
        self.session = None
        self.presses = 0
        # What the last action recorded ("Ania: +13 region"): the play
        # screen shows it over its hints in the frame of the press that
        # recorded it (``press`` clears it before the next).
        self.note = None
        self.note_hints = False     # the hints shown under the note too
        # main_menu(app): the main menu as the new root, given by main.start.
        # The menus lead to the play screen (a new game, Continue), so the
        # screens that lead back to them (long B on the play screen, the
        # action menu's item) call this rather than import ui.menus: no
        # import cycle between the screens.
        self.main_menu = None

    def live(self):
        """The game on screen is in progress (not ended)."""
        return self.session is not None and not self.session.state["over"]

    # -- the stack -------------------------------------------------------
    def top(self):
        return self.stack[-1]

    # A menu or an entry opened over a screen, and closing it again, is a
    # partial refresh of the rows that changed: at the table that happens
    # several times a turn, and a full refresh flashes the panel for
    # seconds. A new root screen (menu to game, game to menu) is a full one;
    # the refresh policy adds one every N partial refreshes against ghosting.
    def push(self, screen):
        self.stack.append(screen)

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop().left(self)
            self.top().entered(self)

    def replace(self, screen):
        old = self.stack[-1]
        self.stack[-1] = screen
        if old is not screen:
            old.left(self)

    def home(self, screen):
        """Clear the stack down to a new root screen."""
        old = self.stack
        self.stack = [screen]
        for s in old:       # each taken off for good, as by pop
            if s is not screen:
                s.left(self)
        self.refresh.request_full()

    # -- one press -------------------------------------------------------
    def press(self, k):
        self.presses += 1
        self.note = None        # the last frame's confirmation: this press has its own
        self.note_hints = False
        s = self.session
        j = None
        if s is not None:
            s.defer_snapshots = True    # taken below, once the frame is out
            j = s.journal
            j.hold()    # what the press changes: one record (core.journal)
        self.top().key(k, self)
        if j is not None:
            j.hold(False)
        # A safe point between the press's work and its frame: what the
        # key left (an event's apply, a step's module let go, a closed
        # menu's code) goes before the frame's own garbage comes (fonts'
        # glyphs, texts, a scorer the play screen loads for the totals):
        # the press's peak is the larger half, not the sum.
        self.top().tidy(self)
        if mem.PRESS_COLLECT:
            mem.collect()
        self.render()
        s = self.session
        if s is not None and s.snapshot_due:
            # A safe point: the frame is drawn, and the press's garbage goes
            # before the snapshot's code and its copy of the state come in.
            mem.collect()
            s.settle()

    def render(self):
        c = self.canvas
        c.clear()
        self.top().draw(c, self)
        # The text packs and fonts read while drawing are closed again: on
        # the Pico an open file holds a 1 KB buffer of the heap.
        texts.close()
        close_fonts()
        top = self.top()
        full, window = self.refresh.decide(c.buf, c.stride, c.native_h, top.settled)
        if full is None:
            return None
        self.panel.show(c.buf, full, window, top.fast_refresh)
        self.refresh.shown(c.buf, full)
        return full
