"""The end-game score calculator on the host: the same scoring code as the
device (``firmware/games``), reading a score sheet file.

    python -m host_tools.score SHEET.json     (or - for standard input)

Prints the result object of SCORESHEETS.md as JSON with sorted keys and
exits 0. An invalid sheet (bad JSON, unknown game or field, wrong type, a
value out of range, ...) prints one line naming the player and the field on
stderr, nothing on stdout, and exits 2.
"""

import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _p in (ROOT / "host_tools" / "shims", ROOT / "firmware"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

scoresheet = importlib.import_module("games.scoresheet")
sheets = importlib.import_module("games.sheets")

USAGE = "usage: python -m host_tools.score SHEET.json (or - for standard input)"
INVALID = 2


class _Duplicate(Exception):
    """A JSON object names the same field twice (the last would silently win)."""

    def __init__(self, obj, key):
        super().__init__(key)
        self.obj = obj
        self.key = key


def _no_duplicates(pairs):
    obj = {}
    for key, value in pairs:
        if key in obj:
            raise _Duplicate(obj, key)
        obj[key] = value
    return obj


def _duplicate_error(text, dup):
    """Says which player holds the repeated field by reparsing leniently and
    finding the player object that contains the same keys."""
    try:
        sheet = json.loads(text)
    except ValueError:
        sheet = None
    players = sheet.get("players") if type(sheet) is dict else None
    if type(players) is list:
        for i, p in enumerate(players):
            if type(p) is not dict:
                continue
            for prefix, holder in [("", p)] + [(k + ".", v) for k, v in sorted(p.items())
                                                if type(v) is dict]:
                if dup.key in holder and set(dup.obj) <= set(holder):
                    name = p.get("name") if type(p.get("name")) is str else None
                    return scoresheet.SheetError(i, prefix + dup.key, "given twice", name)
    return scoresheet.SheetError(None, dup.key, "given twice in one object")


def load(text):
    """The sheet object from JSON text; raises SheetError."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except _Duplicate as dup:
        raise _duplicate_error(text, dup) from None
    except json.JSONDecodeError as exc:
        raise scoresheet.SheetError(None, "sheet", f"not valid JSON: {exc.msg} at line "
                                    f"{exc.lineno} column {exc.colno}") from None


def run(argv):
    """(exit code, stdout text, stderr text) for the command line ``argv``."""
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        return INVALID, "", USAGE + "\n"
    source = argv[0]
    try:
        if source == "-":
            text = sys.stdin.buffer.read().decode("utf-8")
        else:
            text = Path(source).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return INVALID, "", f"sheet, field sheet: cannot read {source}: {exc}\n"
    try:
        result = sheets.score(load(text))
    except scoresheet.SheetError as exc:
        return INVALID, "", str(exc) + "\n"
    return 0, json.dumps(result, sort_keys=True, ensure_ascii=False) + "\n", ""


def main(argv=None):
    code, out, err = run(sys.argv[1:] if argv is None else argv)
    # UTF-8 whatever the terminal's locale: player names are often Polish.
    if out:
        sys.stdout.buffer.write(out.encode("utf-8"))
        sys.stdout.flush()
    if err:
        sys.stderr.buffer.write(err.encode("utf-8"))
        sys.stderr.flush()
    return code


if __name__ == "__main__":
    sys.exit(main())
