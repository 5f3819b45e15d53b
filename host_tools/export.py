"""Finished games off the device: a CSV and a BG Stats import file.

    python -m host_tools.export --flash DIR [--out DIR]
    python -m host_tools.export --flash device [--port PORT] [--out DIR]

``--flash DIR`` reads a simulator flash directory; ``--flash device`` first
copies the games folder from a Pico over USB with mpremote. It writes:

- ``plays.csv``: one row per player per finished game (play number, date,
  game, BoardGameGeek id, player, seat, score, rank, winner, start player);
- ``records.csv``: the table's records (core.records, with the plays the
  storage budget pruned from the device): a row per game, per player of
  each game and per pair of players who played it together;
- ``plays.bgsplay``: BG Stats' import file (the JSON of its export: games,
  players, locations, plays with playerScores). Every object carries a
  stable uuid derived from the device's game (the journal's random id and
  number) or from the player's name, so importing the file twice, or two
  exports that share plays, adds nothing twice.

A play's date is the one the device recorded if its board has a clock,
else the time the finished game was written on the flash copy (the
simulator's files keep it; a copy from a Pico carries the copy's time, so
check the dates after importing).
"""

import argparse
import datetime
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "firmware", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from core.storage import Storage  # noqa: E402
from host_tools import plays as playsfile  # noqa: E402

# The files' contents are decided in host_tools.plays (the web page writes
# the same files); these names stay for the tools and tests that use them.
CSV_FIELDS = playsfile.CSV_FIELDS
game_name = playsfile.game_name
bgg_id = playsfile.bgg_id
rows = playsfile.rows
bgstats_file = playsfile.bgstats_file


def plays(flash):
    """The finished games in a flash directory, oldest first, as dicts."""
    def date_of(folder):
        when = (Path(flash) / folder / "summary").stat().st_mtime
        return playsfile.stamp(datetime.datetime.fromtimestamp(when).timetuple())

    def skipped(number, error):
        print("game %d skipped: %s" % (number, error), file=sys.stderr)

    return playsfile.plays(Storage(str(flash)), date_of, skipped)


def copy_from_device(port, into):
    """The Pico's games folder, copied with mpremote into ``into``."""
    cmd = [sys.executable, "-m", "mpremote", "connect", port, "fs", "cp", "-r", ":games", str(into)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit("could not read the device (%s): %s"
                         % (" ".join(cmd[2:]), proc.stderr.strip() or proc.stdout.strip()))


def export(flash, out):
    found = plays(flash)
    out.mkdir(parents=True, exist_ok=True)
    (out / "plays.csv").write_bytes(playsfile.csv_text(found).encode("utf-8"))
    (out / "plays.bgsplay").write_bytes(playsfile.bgsplay_text(found).encode("utf-8"))
    t = playsfile.records(Storage(str(flash)))
    (out / "records.csv").write_bytes(playsfile.records_csv_text(t).encode("utf-8"))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.export",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--flash", required=True,
                        help="a simulator flash directory, or 'device' for a Pico on USB")
    parser.add_argument("--port", default="auto", help="serial port of the Pico")
    parser.add_argument("--out", default=".",
                        help="where plays.csv, plays.bgsplay and records.csv go")
    ns = parser.parse_args(argv)
    out = Path(ns.out)
    if ns.flash == "device":
        tmp = Path(tempfile.mkdtemp(prefix="device-"))
        try:
            copy_from_device(ns.port, tmp)
            found = export(tmp, out)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    else:
        flash = Path(ns.flash)
        if not flash.is_dir():
            parser.error("no flash directory %s" % flash)
        found = export(flash, out)
    print("%d finished games: %s, %s, %s" % (len(found), out / "plays.csv", out / "plays.bgsplay",
                                         out / "records.csv"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
