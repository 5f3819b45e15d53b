"""The device inside the web page: the firmware's own loop, driven by the page.

The page (``app.js``) runs MicroPython's WebAssembly port with the compiled
firmware at ``/`` and the flash at ``/flash``, and makes one ``Device``. It
boots the firmware as the Pico does (``main.start``: resume the game in
progress or show the main menu) on the chosen board's panel geometry, and
then the page feeds it what the buttons do:

- ``level(name, down)`` when a button goes down or up (a click, a tap, a
  key), as a pin interrupt would record it;
- ``poll()`` every few milliseconds while something is going on: the
  firmware's own button state machine (``hw.buttons``: debounce, long press
  at the board's hold time, repeats) turns the levels into events, and the
  oldest event is pressed (``App.press``), then the heap is collected as
  the device loop does. The page calls it only while the panel is not
  refreshing, so presses made during a refresh wait, as on the device.

Every refreshed frame goes to the page's ``on_frame(hex, full)`` as the
panel's native frame buffer in hex; the page draws it at its real pace.
``export`` writes the finished games (and ``records`` the records) as the
host export does (the same module, ``host_tools/plays.py``, is in the
page's filesystem).
``play_page`` reads a play the device packed into a QR code's link to
this page (core.playcode) and gives what the page shows of it: the
ranking, BG Stats' link as the device writes it (core.bgstats), and the
play's .bgsplay and CSV as the export writes them.
Nothing here blocks: the browser's event loop is the device's main loop.
"""

import binascii
import gc
import json
import os
import time

import main

import boards
from boards.web import BOARD as WEB
from core import mem
from core.rng import Rng
from core.storage import Storage
from core.store import Store
from hw import buttons as buttonsmod
from hw import clock
from hw.simpanel import SimPanel

FLASH = "/flash"


def board_of(model):
    """The data of a board the page can show (``boards/web.py`` models)."""
    if model not in WEB["models"]:
        model = WEB["models"][0]
    return boards.load(model)


def board_info(model):
    """What the page draws for a board, as JSON: its name and title, panel
    size and rotation, button names, and the refresh pace (full, partial)
    in ms."""
    b = board_of(model)
    return json.dumps({"name": b["name"], "title": b["title"], "width": b["width"],
                       "height": b["height"], "rotation": b["rotation"],
                       "buttons": [s[0] for s in b["buttons"]],
                       "pace": WEB["pace_ms"].get(b["panel"], (0, 0))})


class Device:
    def __init__(self, model, seed, on_frame):
        # The collector runs only between presses (poll), as the device loop
        # collects: one that starts inside C code cannot see the values
        # WebAssembly keeps in its locals. The page's heap (4 MB) holds any
        # press's garbage many times over.
        gc.disable()
        board = board_of(model)
        self.board = board
        self.on_frame = on_frame
        self.buttons = buttonsmod.make(board)
        # Levels as the board's pins read them: released is the opposite of
        # the level that means pressed (0 on a button to ground).
        self.buttons.start([1 - a for a in self.buttons.active], clock.ticks_ms())
        panel = SimPanel(board["width"], board["height"], board["rotation"], sink=self._frame)
        rng = Rng(seed) if seed else Rng()
        self.app = main.start(panel, Store(Storage(FLASH)), rng)
        mem.collect()

    def _frame(self, buf, full, window):
        self.on_frame(binascii.hexlify(buf).decode(), bool(full))

    def level(self, name, down):
        """A button went down (True) or up (False)."""
        b = self.buttons
        if name in b.names:
            active = b.active[b.index(name)]
            b.feed(name, active if down else 1 - active, clock.ticks_ms())

    def poll(self):
        """Press the oldest button event, if any; returns it, or None."""
        self.buttons.tick(clock.ticks_ms())
        key = self.buttons.get()
        if key is not None:
            self.app.press(key)
            mem.collect()
        return key

    def idle(self):
        """True when no button is held or settling and no event waits."""
        return not self.buttons.any_down() and not self.buttons.pending()

    def export(self, kind, tz_minutes):
        """The finished games as the host export writes them: ``kind`` "csv"
        (plays.csv), "bgsplay" (plays.bgsplay) or "records_csv"
        (records.csv); "" when no game has finished. A play's date is when
        its files were written, in the browser's time zone (``tz_minutes``:
        JavaScript's ``getTimezoneOffset()``, UTC minus local)."""
        import plays
        storage = self.app.store.storage
        if kind == "records_csv":
            t = plays.records(storage)
            text = plays.records_csv_text(t) if t["g"] else ""
            mem.collect()
            return text

        def date_of(folder):
            written = os.stat(storage.path(folder + "/summary"))[8]
            return plays.stamp(time.gmtime(written - tz_minutes * 60))

        found = plays.plays(storage, date_of)
        if not found:
            return ""
        text = plays.csv_text(found) if kind == "csv" else plays.bgsplay_text(found)
        mem.collect()
        return text

    def records(self):
        """The records view's rows (records.csv's, as JSON objects)."""
        import plays
        rows = plays.record_rows(plays.records(self.app.store.storage))
        text = json.dumps(rows)
        mem.collect()
        return text


def play_page(fragment, tz_minutes, now):
    """The play packed after the page's "#" as JSON for the page: its game,
    date, duration, ranking rows (rank, name, score, winner, start player,
    in the ranking's order, as the device showed it), BG Stats' link and
    the .bgsplay and CSV texts; or {"error": why} when the fragment holds
    no play. ``now``: seconds since 1970 (UTC), the date of a play the
    device recorded none for, in the browser's time zone (``tz_minutes``,
    as ``export``)."""
    import plays

    from core import bgstats, playcode
    from games import catalog
    try:
        play = playcode.unpack(fragment, catalog)
        link = bgstats.play_url(play)
    except ValueError as e:
        return json.dumps({"error": str(e)})
    people = play["players"]
    first = None
    for seat, p in enumerate(people):
        if p["start"]:
            first = seat
    ranked = sorted(range(len(people)),
                    key=lambda i: (people[i]["rank"] is None, people[i]["rank"] or 0, i))
    rows = [{"rank": people[i]["rank"], "name": people[i]["name"],
             "score": people[i]["score"], "winner": people[i]["winner"],
             "start": people[i]["start"]} for i in ranked]
    summary = {"game": play["game"], "players": [p["name"] for p in people],
               "results": [{"name": p["name"], "total": p["score"], "rank": p["rank"]}
                           for p in people if p["rank"] is not None],
               "highest_wins": play["highest_wins"], "first": first}
    if play["duration_min"] is not None:
        summary["duration_min"] = play["duration_min"]
    date = play["date"] or plays.stamp(time.gmtime(int(now) - tz_minutes * 60))
    found = [{"number": play["play_id"], "gid": "%04d" % play["play_id"], "date": date,
              "summary": summary}]
    out = {"game": play["game_name"], "number": play["play_id"], "date": play["date"],
           "duration_min": play["duration_min"], "rows": rows, "link": link,
           "bgsplay": plays.bgsplay_text(found), "csv": plays.csv_text(found)}
    mem.collect()
    return json.dumps(out)
