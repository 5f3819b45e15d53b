"""Module-private names shortened in the compiled firmware (host_tools.build).

Every name a module holds is interned when the module is imported, and an
interned name stays in the heap for as long as the device runs, whether
the module stays or goes (core.mem). A game of Tiletum interns about 770
names on top of the main menu's, and an evening of three games keeps the
names of all three. About a third of them are a module's own helpers and
constants (``_check_fair``, ``_KIND_ROW``): names no other module can see.
The build gives those short names instead (``_a``, ``_b``, ...), the same
few in every module, so that they are interned once for the whole firmware.

A name is shortened only where that cannot change what the code does:

- it starts with one underscore (not a dunder, not ``_`` alone);
- it appears in one source file of the firmware and nowhere else (not in
  another module, a board's data, a test or a host tool), as a word;
- it is never inside a string in that file (``getattr(x, "_y")``) nor in a
  data file the firmware reads (a docstring or a comment may name it:
  they are not code);
- it is not a module an ``import`` names.

Every use in the file is renamed, so a module-private global, a private
method or attribute of the module's own classes and a local of the same
name all move together. Lines do not move: a traceback's line numbers are
the source's. ``build/shortnames.txt`` lists each module's renames, to read
a traceback's function names back.
"""

import ast
import io
import re
import tokenize
from pathlib import Path

# Modules whose names stay as they are. games/__init__.py: with its three
# private names shortened, every game holds about 5.6 KB more from its
# first press on (one more module, 36 functions and their blocks are still
# live after the collection: measured with micropython.mem_info(1), the
# rest of the heap block for block the same); why, is not found yet (see
# docs/performance.md, "The heap").
KEEP = ("firmware/games/__init__.py",)

WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _tokens(text):
    return list(tokenize.generate_tokens(io.StringIO(text).readline))


def _private(name):
    return name.startswith("_") and not name.startswith("__") and len(name) > 1


def _docstrings(text):
    """The (line, column) where each docstring of ``text`` starts: words in
    a docstring or a comment are no use of a name."""
    out = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add((body[0].lineno, body[0].col_offset))
    return out


def _words(text):
    """The names ``text`` (Python) uses: its NAME tokens, and the words of
    its strings but its docstrings (a string may name an attribute for
    getattr)."""
    docs = _docstrings(text)
    names, spelled = set(), set()
    for tok in _tokens(text):
        if tok.type == tokenize.NAME:
            names.add(tok.string)
        elif tok.type == tokenize.STRING and tok.start not in docs:
            spelled.update(WORD.findall(tok.string))
    return names, spelled


def _imported(text):
    """Names an import statement reads as a module (they must keep their
    spelling: the import looks the file up by it)."""
    out = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            for a in node.names:
                out.update(a.name.split("."))
        elif isinstance(node, ast.ImportFrom):
            out.update((node.module or "").split("."))
            out.update(a.name for a in node.names)
    return out


def _short_names():
    """_a .. _Z, then _aa, _ab, ...: the shortest first."""
    for c in LETTERS:
        yield "_" + c
    for c in LETTERS:
        for d in LETTERS + "0123456789":
            yield "_" + c + d


def plan(sources, outside):
    """{source path: {old name: new name}} for the firmware's ``sources``
    (the .py files compiled), given ``outside``: text files whose words
    keep their names (tests, host tools, the firmware's data files)."""
    names_in = {}       # name -> files where it is a NAME token
    pinned = set()      # words that must keep their spelling
    texts = {}
    for path in sources:
        text = path.read_text(encoding="utf-8")
        texts[path] = text
        pinned |= _imported(text)
        names, spelled = _words(text)
        for n in names:
            names_in.setdefault(n, set()).add(path)
        pinned |= spelled
    for path in outside:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        if path.suffix == ".py":
            try:
                names, spelled = _words(text)
            except (SyntaxError, tokenize.TokenError):
                names, spelled = set(), set(WORD.findall(text))
            pinned |= names | spelled
        else:
            pinned.update(WORD.findall(text))
    taken = set(names_in) | pinned     # a new name must be new everywhere
    fresh = [n for n in _short_names() if n not in taken]
    result = {}
    for path in sources:
        own = []
        if any(str(path).endswith(k) for k in KEEP):
            result[path] = {}
            continue
        for tok in _tokens(texts[path]):
            n = tok.string
            if tok.type == tokenize.NAME and _private(n) and n not in own \
                    and n not in pinned and names_in[n] == {path}:
                own.append(n)
        # a name short already gains nothing
        own = [n for n in own if len(n) > 3]
        if len(own) > len(fresh):
            raise SystemExit("%s: more private names than short ones" % path)
        result[path] = dict(zip(own, fresh))
    return result


def rewrite(text, renames):
    """``text`` with every NAME token in ``renames`` renamed, in place
    (other tokens, comments and line breaks as they were)."""
    if not renames:
        return text
    lines = text.splitlines(keepends=True)
    edits = {}
    for tok in _tokens(text):
        if tok.type == tokenize.NAME and tok.string in renames:
            (row, col), (_erow, ecol) = tok.start, tok.end
            edits.setdefault(row, []).append((col, ecol, renames[tok.string]))
    for row, spans in edits.items():
        line = lines[row - 1]
        for col, ecol, new in sorted(spans, reverse=True):
            line = line[:col] + new + line[ecol:]
        lines[row - 1] = line
    return "".join(lines)


def outside_files(root):
    """The text files whose words keep their names: tests, host tools and
    the data files beside the firmware's modules."""
    for top in ("tests", "host_tools"):
        yield from (root / top).rglob("*.py")
    for top in ("firmware", "boards"):
        base = root / top
        if base.is_dir():
            for p in base.rglob("*"):
                if p.is_file() and p.suffix in (".lang", ".json", ".txt", ".toml"):
                    yield p


def write_map(renames, root, path):
    lines = []
    for src in sorted(renames):
        pairs = renames[src]
        if pairs:
            lines.append(str(Path(src).relative_to(root)))
            lines.extend("  %s  %s" % (new, old) for old, new in pairs.items())
    Path(path).write_text("\n".join(lines) + "\n")
