"""The play screen's rarer tools: everybody's scores by category, the
history, the dice in play, the last rolls, ending the game and the final
ranking with each player's breakdown.

Each is a menu item of ``ui.actions`` that imports this module when
chosen; the play screen drops it again once it is back on top (see
ui.play), so an evening of play does not keep this code on the heap.
"""

from core import mem
from ui import ranking, text, widgets
from ui.commands import act, back_to_play, part_name

DICE_PRESETS = ("1d6", "2d6", "3d6", "4d6", "5d6", "1d8", "1d10", "2d10", "1d12", "1d20")
HISTORY_SHOWN = 40


def choose_dice(app):
    def setter(spec):
        def run(app):
            if act(app, ["dice", spec]):
                back_to_play(app)
        return run

    items = [(text.dice_text(p), setter(p)) for p in DICE_PRESETS]
    items.append((text.t("no_dice"), setter("")))
    items.append((text.t("custom"), lambda a: custom_dice(a, setter)))
    app.push(widgets.Menu(text.t("dice_setup"), items))


def custom_dice(app, setter):
    def count_ok(app, n):
        def sides_ok(app, sides):
            setter("%dd%d" % (n, sides))(app)
        app.pop()
        app.push(widgets.NumberEntry(text.t("sides"), 2, 100, 6, sides_ok))
    app.push(widgets.NumberEntry(text.t("count"), 1, 20, 2, count_ok))


def show_rolls(app):
    s = app.session
    lines = []
    rolls = s.state["g"].get("rolls") or ([s.state["dice"]] if s.state["dice"] else [])
    for r in rolls:
        lines.append("  ".join(str(v) for v in r) + "   = %d" % sum(r))
    app.push(widgets.Message(text.t("last_rolls"), lines or [text.t("nothing_yet")]))


def show_scores(app):
    s = app.session
    st = s.state
    lines = []
    for p in st["order"]:
        lines.append("%s: %d" % (st["players"][p]["name"], st["scores"][p]))
        for cat, v in sorted(st["cats"][p].items()):
            if v:
                lines.append("   %s %+d" % (part_name(s.game, cat), v))
    app.push(widgets.Message(text.t("scores"), lines))


def show_history(app):
    app.push(History(app.session))


class History(widgets.Message):
    """The score entries so far, newest first (the latest HISTORY_SHOWN),
    read back from the journal a few events at a time as the page needs
    them: a long game's whole journal read at once would be tens of KB of
    heap in one press."""

    CHUNK = 8               # events read at a time, newest first

    def __init__(self, session):
        widgets.Message.__init__(self, text.t("history"), [])
        self.session = session
        self.names = [p["name"] for p in session.state["players"]]
        self.unread = session.journal.length    # events [0, unread) not read yet

    def _more(self):
        """Read the next chunk back; False when there is nothing left."""
        if self.unread == 0 or len(self.lines) >= HISTORY_SHOWN:
            return False
        s = self.session
        describe = getattr(s.game, "describe", None)
        start = max(0, self.unread - self.CHUNK)
        chunk = []
        for ev in s.journal.events(start, self.unread):
            line = None
            if describe:
                line = describe(ev, text.lang(), self.names)
            if ev[0] == "new":
                line = None
            elif line is None and ev[0] == "sc":
                line = "%s: %+d %s" % (self.names[ev[1]], ev[2], part_name(s.game, ev[3]))
            if line:
                chunk.append(line)
        self.unread = start
        chunk.reverse()
        self.lines.extend(chunk[:HISTORY_SHOWN - len(self.lines)])
        return True

    def draw(self, c, app):
        need = self.first + c.height // widgets.LINE_H     # rows up to the page's end
        while len(widgets.wrap(c, self.lines, c.width - 4, "medium")) < need:
            if not self._more():
                break
        if not self.lines:
            self.lines.append(text.t("nothing_yet"))
        widgets.Message.draw(self, c, app)


def confirm_end(app, on_yes=False):
    """End the game? yes shows the ranking. ``on_yes``: the cursor starts on
    yes (C at the final step, where the table has asked for the end)."""
    # The records before the play is filed, read now, in a press of its
    # own: the one that ends the game scores it and files it, the
    # heaviest of all. The game's entry stays for the ranking's line.
    # A safe point first: the last frame's garbage and the end's checks
    # (the game's final count worked out) go before the records come.
    mem.collect()
    before = _standing(app)

    def yes(app):
        back_to_play(app)
        if act(app, ["end"]):
            s = app.session
            s.record_line = ranking.news_line(before, s.results()["results"], s.state["game"],
                                              s.state["options"].get("lowest_wins", False))
            show_ranking(app)
    confirm = widgets.Confirm(text.t("end_game_q"), yes)
    if on_yes:
        confirm.index = 1
    app.push(confirm)
    # Neither the confirmation nor a game that is over needs the action
    # menu or the helpers' questions (after a no, the next use imports
    # them again): let them go with the collection after this press, not
    # in the one that ends the game, whose peak is the scoring and the
    # archive's work (see ui.commands.after_change).
    mem.drop("ui.actions", "core.questions")


def show_ranking(app):
    s = app.session
    r = Ranking(s.results(), s.game)
    if s.archived:      # what the ending did to the records (confirm_end)
        r.news = getattr(s, "record_line", None)
    app.push(r)


def _standing(app):
    """The records the game is about to be ranked against (see
    core.records.standing), or None when there is no store to ask."""
    if app.store is None:
        return None
    try:
        return app.store.record_standing(app.session)
    except (OSError, ValueError):   # the records only add to the ranking
        return None


class Ranking(widgets.Menu):
    """The final ranking: the winner in the title, the totals lined up,
    why the winner is ahead when the points do not say; B on a player
    shows the breakdown, in the game's words (games.part_name)."""

    def __init__(self, result, game=None):
        self.result = result
        rs = result["results"]
        rows = ranking.ranking_rows(rs)
        items = []
        for i in range(len(rs)):
            items.append((rows[i], _breakdown(rs[i], game)))
        note = result.get("note")
        if note:    # how the game settled a tie, with the counts: B shows it whole
            items.append((text.pick(note), _note(note)))
        # The play's QR code for BG Stats is one press away: hold C, as the
        # footer says (an item under the rows would push the reason why
        # the winner won off a small panel)
        widgets.Menu.__init__(self, ranking.winner_line(rs), items)
        self.hint = text.t("hint_ranking")
        self.why = ranking.why_line(rs, game)
        self.news = None    # the line about the records (show_ranking)

    def key(self, k, app):
        if k == "C":
            _qr(app, self)
        else:
            widgets.Menu.key(self, k, app)

    def draw(self, c, app):
        lines = [x for x in (self.why, self.news) if x]
        if not lines:
            widgets.Menu.draw(self, c, app)
            return
        # The reason and the records' news under the rows, wrapped, where
        # the rows leave room.
        y0, h = self.draw_frame(c, app)
        lh = widgets.LINE_H
        rows = 0
        for i in range(len(self.items)):
            rows += len(self.rows_of(c, app, i))
        c.limit(None, y0 + h)
        used = self.draw_rows(c, app, y0, min(h - lh, rows * lh))
        left = h - used
        widgets.draw_lines(c, 2, y0 + used + 2, c.width - 4, max(left - 2, lh),
                           lines, "medium")


def _qr(app, ranking):
    """The finished play's QR code (ui.playlog), over the play's page in
    Finished games, where B leads back. The game is over and archived.

    On the device it restarts to draw it (``App.restart``), asking the
    next boot for it (core.store.open_next): after a game the heap holds
    what no collection gives back (the names the game's modules interned,
    about 30 KB), and the encoder needs 20-40 KB more over it (a
    four-player Burgundy play: 215 KB of the Pico's 240 KB, against 146 KB
    from a fresh boot). Without a restart (the simulator, the tests, the
    web page), or with no room on the flash for the request, the
    ranking's screens, session and modules go first and the code is
    drawn in place."""
    store = app.store
    if store is None or app.session is None:
        return
    number = int(app.session.journal.folder.rsplit("/", 1)[1])
    if app.restart is not None:
        try:
            store.open_next("qr", number)
        except OSError:
            pass
        else:
            app.restart()
            return
    # the ranking goes: its items' breakdowns would keep the game's
    # modules alive through this call
    ranking.items = ranking.result = None
    app.session = None
    app.main_menu(app)
    import games
    games.unload()
    mem.collect()
    from ui import playlog
    playlog.show_play(app, number)
    playlog.show_qr(app, number, store.summary(number))


def _note(note):
    def show(app):
        app.push(widgets.Message(text.t("ranking"), [text.pick(note)]))
    return show


def _breakdown(r, game):
    def show(app):
        lines = []
        for k, v in sorted(r["breakdown"].items()):
            if v:   # a part the player scored nothing in (no cathedral) says nothing
                lines.append("%s: %d" % (part_name(game, k), v))
        lines.append("%s %d" % (text.t("total"), r["total"]))
        app.push(widgets.Message(r["name"], lines))
    return show
