"""Type-check the firmware against MicroPython's own stubs for the RP2040.

    python -m host_tools.typecheck [--strict-only] [-v]

Two mypy passes, both against the stubs of the real rp2 firmware
(``micropython-rp2-rpi_pico-stubs`` with ``micropython-stdlib-stubs``,
pinned in requirements.txt), so a call that does not exist on the Pico
(``Pin.bogus()``, ``time.monotonic()``, a CPython-only module) is an error:

1. ``firmware/hw`` and ``boards``: unannotated function bodies are checked
   too, and a ``type: ignore`` comment there is itself an error.
2. the rest of ``firmware``: mypy's defaults (annotated code and module
   level), which still catches imports of modules MicroPython lacks.

Exits non-zero if either pass finds an error.

mypy cannot use the stub packages as pip installs them: they are loose
``.pyi`` files at the top of site-packages, and MicroPython's ``time``,
``sys``, ``os``... must replace CPython's standard library. So this tool
assembles a custom typeshed in ``build/typeshed``: the stdlib stubs'
``stdlib`` tree, every module and package of the rp2 stubs (with their
``_mpy_shed`` helpers) added to it and listed in ``stdlib/VERSIONS``, and
the ``mypy-extensions`` stub mypy itself needs. It is rebuilt when the
installed stub or mypy versions change.
"""

import argparse
import os
import re
import shutil
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
BOARDS = ROOT / "boards"
BUILD = ROOT / "build"
TYPESHED = BUILD / "typeshed"
CACHE = BUILD / "cache" / "mypy"

BOARD_STUBS = "micropython-rp2-rpi_pico-stubs"
STDLIB_STUBS = "micropython-stdlib-stubs"
STRICT_DIRS = ("firmware/hw", "boards")
STRICT_FLAGS = ["--check-untyped-defs", "--warn-unused-ignores", "--warn-redundant-casts",
                "--strict-equality"]
IGNORE_RE = re.compile(r"#\s*type:\s*ignore")


def _stub_files(dist):
    """(path relative to site-packages, absolute path) of a distribution's
    stub files: every .pyi, and the typeshed ``stdlib/VERSIONS`` list."""
    d = metadata.distribution(dist)
    for f in d.files or ():
        name = str(f)
        if name.endswith(".pyi") or name == "stdlib/VERSIONS":
            yield Path(name), Path(str(d.locate_file(f)))


def build_typeshed(dest=TYPESHED):
    """Assemble the custom typeshed (see the module doc); returns its path."""
    import mypy.version
    stamp = "%s %s %s %s" % (BOARD_STUBS, metadata.version(BOARD_STUBS),
                             metadata.version(STDLIB_STUBS), mypy.version.__version__)
    stamp_file = dest / "STAMP"
    if stamp_file.exists() and stamp_file.read_text() == stamp:
        return dest
    tmp = dest.with_name(dest.name + ".tmp%d" % os.getpid())
    if tmp.exists():
        shutil.rmtree(tmp)
    stdlib = tmp / "stdlib"
    added = set()
    for dist in (STDLIB_STUBS, BOARD_STUBS):
        for rel, src in _stub_files(dist):
            if rel.parts[0] == "stdlib":
                target = tmp / rel
            else:
                # Top-level modules and packages (machine, rp2, _mpy_shed,
                # and MicroPython versions of time, sys...) become stdlib.
                target = stdlib / rel
                if rel.name != "__builtins__.pyi":
                    added.add(rel.parts[0][:-4] if len(rel.parts) == 1 else rel.parts[0])
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)
    versions = stdlib / "VERSIONS"
    listed = set()
    for line in versions.read_text().splitlines():
        if ":" in line and not line.startswith("#"):
            listed.add(line.split(":")[0].strip())
    with versions.open("a") as f:
        for name in sorted(added - listed):
            f.write("%s: 3.0-\n" % name)
    import mypy
    ext = Path(mypy.__file__).parent / "typeshed" / "stubs" / "mypy-extensions"
    shutil.copytree(ext, tmp / "stubs" / "mypy-extensions")
    (tmp / "STAMP").write_text(stamp)
    if dest.exists():
        shutil.rmtree(dest, ignore_errors=True)
    try:
        os.replace(tmp, dest)
    except OSError:
        # Another run built it at the same moment: use theirs if complete.
        shutil.rmtree(tmp, ignore_errors=True)
        if not (stamp_file.exists() and dest.joinpath("STAMP").read_text() == stamp):
            raise
    return dest


def find_ignores(dirs=STRICT_DIRS):
    """``type: ignore`` comments in the strictly checked folders."""
    found = []
    for d in dirs:
        for path in sorted((ROOT / d).rglob("*.py")):
            for n, line in enumerate(path.read_text().splitlines(), 1):
                if IGNORE_RE.search(line):
                    found.append("%s:%d: error: no type: ignore in %s"
                                 % (path.relative_to(ROOT), n, d))
    return found


def _lenient_targets():
    out = []
    for entry in sorted(FIRMWARE.iterdir()):
        if entry.name == "hw" or entry.name.startswith((".", "__")):
            continue
        package = entry.is_dir() and (entry / "__init__.py").exists()
        if package or entry.suffix == ".py":
            out.append(str(entry.relative_to(ROOT)))
    return out


def run_mypy(targets, flags, typeshed, verbose=False):
    """(exit status, report) of one mypy run over ``targets``."""
    from mypy import api
    args = ["--custom-typeshed-dir", str(typeshed), "--cache-dir", str(CACHE),
            "--no-error-summary", "--show-error-codes", "--hide-error-context",
            "--python-version", "3.11"] + flags + targets
    old = os.environ.get("MYPYPATH")
    os.environ["MYPYPATH"] = str(FIRMWARE)  # firmware/ is the device's root
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        out, err, status = api.run(args)
    finally:
        os.chdir(cwd)
        if old is None:
            os.environ.pop("MYPYPATH", None)
        else:
            os.environ["MYPYPATH"] = old
    if verbose:
        print("mypy " + " ".join(args), file=sys.stderr)
    return status, out + err


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.typecheck",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--strict-only", action="store_true",
                        help="check only firmware/hw and boards")
    parser.add_argument("-v", "--verbose", action="store_true")
    ns = parser.parse_args(argv)
    typeshed = build_typeshed()
    failed = False
    problems = find_ignores()
    status, report = run_mypy(list(STRICT_DIRS), STRICT_FLAGS, typeshed, ns.verbose)
    text = "\n".join(problems + ([report.strip()] if report.strip() else []))
    if text:
        print(text)
    if status or problems:
        failed = True
    print("typecheck %s against %s %s: %s" % (", ".join(STRICT_DIRS), BOARD_STUBS,
                                               metadata.version(BOARD_STUBS),
                                               "errors" if failed else "ok"))
    if not ns.strict_only:
        targets = _lenient_targets()
        if targets:
            # Untyped containers ("x = {}") are normal in firmware code.
            status, report = run_mypy(targets, ["--follow-imports=silent",
                                                "--disable-error-code=var-annotated"],
                                      typeshed, ns.verbose)
            if report.strip():
                print(report.strip())
            print("typecheck %s (lenient): %s" % (", ".join(targets),
                                                   "errors" if status else "ok"))
            failed = failed or bool(status)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
