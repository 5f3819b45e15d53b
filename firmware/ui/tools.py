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
    def yes(app):
        back_to_play(app)
        if act(app, ["end"]):
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
    app.push(Ranking(app.session.results(), app.session.game))


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
        widgets.Menu.__init__(self, ranking.winner_line(rs), items)
        self.why = ranking.why_line(rs, game)

    def draw(self, c, app):
        if not self.why:
            widgets.Menu.draw(self, c, app)
            return
        # The reason under the rows, wrapped, where the rows leave room.
        y0, h = self.draw_frame(c, app)
        rows = len(self.items)
        lh = widgets.LINE_H
        left = h - rows * lh
        c.limit(None, y0 + h)
        self.draw_rows(c, app, y0, rows * lh)
        widgets.draw_lines(c, 2, y0 + rows * lh + 2, c.width - 4, max(left - 2, lh),
                           [self.why], "medium" if left >= 2 * lh + 2 else "small")


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
