"""Text packs: check them, and write the text ids into the code that uses
them (``make texts``)::

    python -m host_tools.texts            # rewrite every id block
    python -m host_tools.texts --check    # exit 1 when a block is stale or a pack is wrong

A text pack (``firmware/games/<game>.lang``, read by ``core.texts`` on the
device) has one text per line, ``KEY<tab>English<tab>Polish``; empty lines
and lines starting with ``#`` are comments. Code names a text ``_T_<KEY>``;
a module that does has, after its imports, a block naming its pack::

    # Text ids of games/burgundy/texts.lang, written by `make texts`.
    _T_WRONG_FORMAT = const(0)
    # End of text ids.

This tool fills the block with a ``const()`` per key the module uses
(outside the block), numbered as the pack's text lines, so a text id costs
the heap nothing and no key is kept on the device. Keys are checked: an
unknown ``_T_`` name, a duplicate key or a malformed line is an error.
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"

KEY_RE = re.compile(r"^[A-Z][A-Z0-9_]*$")
BLOCK_START = re.compile(r"^# Text ids of (\S+\.lang), written by `make texts`\.$")
BLOCK_END = "# End of text ids."
USE_RE = re.compile(r"\b_T_([A-Z][A-Z0-9_]*)\b")


class PackError(Exception):
    """A text pack or an id block that cannot be used."""


def read_pack(path):
    """[(key, English, Polish)] of a pack, in id order; PackError on a
    malformed line or a duplicate key."""
    path = Path(path)
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise PackError("%s: not UTF-8 (%s)" % (path, e)) from None
    if "\r" in text:
        raise PackError("%s: use \\n line ends" % path)
    if len(raw) > 0xFFFF:
        raise PackError("%s: over 64 KB (the device indexes it with 16-bit offsets)" % path)
    out = []
    seen = {}
    for number, line in enumerate(text.split("\n"), 1):
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        where = "%s:%d" % (path.name, number)
        if len(fields) != 3:
            raise PackError("%s: want KEY<tab>English<tab>Polish, got %d field(s)"
                            % (where, len(fields)))
        key, en, pl = fields
        if not KEY_RE.match(key):
            raise PackError("%s: key %r is not A-Z, 0-9, _" % (where, key))
        if key in seen:
            raise PackError("%s: key %s already on line %d" % (where, key, seen[key]))
        if not en or not pl:
            raise PackError("%s: %s has an empty text" % (where, key))
        if en.count("%") != pl.count("%"):
            raise PackError("%s: %s: English and Polish differ in %% placeholders"
                            % (where, key))
        seen[key] = number
        out.append((key, en, pl))
    return out


def packs(root=FIRMWARE):
    return sorted(root.rglob("*.lang"))


def _block(lines, path):
    """(start, end) line indexes of the module's id block, or None."""
    start = None
    for i, line in enumerate(lines):
        if BLOCK_START.match(line):
            if start is not None:
                raise PackError("%s: two text id blocks" % path)
            start = i
    if start is None:
        return None
    for j in range(start + 1, len(lines)):
        if lines[j] == BLOCK_END:
            return start, j
    raise PackError("%s: text id block without %r" % (path, BLOCK_END))


def render(source, path, root=FIRMWARE):
    """The module ``source`` with its id block rewritten (unchanged when it
    has none)."""
    lines = source.split("\n")
    found = _block(lines, path)
    if found is None:
        return source
    start, end = found
    pack_rel = BLOCK_START.match(lines[start]).group(1)
    entries = read_pack(root / pack_rel)
    ids = {key: i for i, (key, _, _) in enumerate(entries)}
    used = set()
    for k, line in enumerate(lines):
        if start <= k <= end:
            continue
        code = line.split("#", 1)[0] if line.lstrip().startswith("#") else line
        used.update(USE_RE.findall(code))
    unknown = sorted(used - set(ids))
    if unknown:
        raise PackError("%s: no text %s in %s" % (path, ", ".join(unknown), pack_rel))
    body = ["_T_%s = const(%d)" % (key, ids[key]) for key in sorted(used, key=ids.get)]
    return "\n".join(lines[:start + 1] + body + lines[end:])


def modules(root=FIRMWARE):
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" not in path.parts:
            yield path


def run(check=False, root=FIRMWARE):
    """Rewrite (or with ``check`` only compare) every id block; returns the
    list of problems (empty when everything is in order)."""
    problems = []
    for pack in packs(root):
        try:
            read_pack(pack)
        except PackError as e:
            problems.append(str(e))
    for path in modules(root):
        source = path.read_text("utf-8")
        try:
            new = render(source, path.relative_to(root), root)
        except PackError as e:
            problems.append(str(e))
            continue
        if new != source:
            if check:
                problems.append("%s: text ids out of date: run `make texts`"
                                % path.relative_to(root))
            else:
                path.write_text(new, "utf-8")
    return problems


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.texts",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a block is stale or a pack is wrong")
    ns = parser.parse_args(argv)
    problems = run(check=ns.check)
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
