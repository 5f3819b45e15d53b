"""Type-check the firmware against MicroPython's own stubs for each Pico.

    python -m host_tools.typecheck [--strict-only] [-v]

mypy passes against the stubs of the real rp2 firmware builds
(``micropython-stdlib-stubs``, pinned in requirements.txt, with the board
stubs of each stock firmware the boards run, pinned in
``requirements-stubs.txt``: RPI_PICO, RPI_PICO_W, RPI_PICO2, RPI_PICO2_W),
so a call that does not exist on a board's firmware (``Pin.bogus()``,
``time.monotonic()``, a CPython-only module) is an error:

1. ``firmware/hw`` and ``boards``, once per firmware: unannotated function
   bodies are checked too, and a ``type: ignore`` comment there is itself
   an error.
2. the rest of ``firmware``, against the Pico's stubs: mypy's defaults
   (annotated code and module level), which still catches imports of
   modules MicroPython lacks.

Exits non-zero if any pass finds an error.

The four board stub packages cannot share one site-packages: each is loose
``.pyi`` files at its top (``machine.pyi``...), the same names in all four.
So each is installed (``pip install --no-deps --target``) into its own
``build/stubs/<UF2>``. Nor can mypy use them as installed: MicroPython's
``time``, ``sys``, ``os``... must replace CPython's standard library. So
this tool assembles a custom typeshed per firmware in
``build/typeshed/<UF2>``: the stdlib stubs' ``stdlib`` tree, every module
and package of the board stubs (with their ``_mpy_shed`` helpers) added to
it and listed in ``stdlib/VERSIONS``, and the ``mypy-extensions`` stub mypy
itself needs. Both are rebuilt when a pinned or installed version changes.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
BOARDS = ROOT / "boards"
BUILD = ROOT / "build"
TYPESHED = BUILD / "typeshed"
CACHE = BUILD / "cache" / "mypy"

STUBS_PINS = ROOT / "requirements-stubs.txt"
STUBS_DIR = BUILD / "stubs"
FIRST = "RPI_PICO"  # the firmware the lenient pass reads
STDLIB_STUBS = "micropython-stdlib-stubs"
STRICT_DIRS = ("firmware/hw", "boards")
STRICT_FLAGS = ["--check-untyped-defs", "--warn-unused-ignores", "--warn-redundant-casts",
                "--strict-equality"]
IGNORE_RE = re.compile(r"#\s*type:\s*ignore")


def pinned_stubs(path=STUBS_PINS):
    """{UF2 name: (distribution, version)} from ``requirements-stubs.txt``:
    ``micropython-rp2-rpi_pico2_w-stubs==1.29.0.post1`` is RPI_PICO2_W's."""
    out = {}
    for line in path.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            dist, version = line.split("==")
            out[dist[len("micropython-rp2-"):-len("-stubs")].upper()] = (dist, version)
    return out


def install_stubs(uf2, dist, version, dest=STUBS_DIR):
    """The folder holding ``dist==version`` alone, installed there if not yet."""
    target = dest / uf2
    stamp = target / "STAMP"
    want = "%s==%s" % (dist, version)
    if stamp.exists() and stamp.read_text() == want:
        return target
    tmp = dest / ("%s.tmp%d" % (uf2, os.getpid()))
    shutil.rmtree(tmp, ignore_errors=True)
    res = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                          "--disable-pip-version-check", "--target", str(tmp), want],
                         capture_output=True, text=True)
    if res.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        raise SystemExit("typecheck: cannot install %s for %s:\n%s"
                         % (want, uf2, res.stderr.strip()))
    (tmp / "STAMP").write_text(want)
    shutil.rmtree(target, ignore_errors=True)
    try:
        os.replace(tmp, target)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)  # another run installed it just now
        if not (stamp.exists() and stamp.read_text() == want):
            raise
    return target


def _stub_files(dist, path=None):
    """(path relative to its site-packages, absolute path) of a
    distribution's stub files: every .pyi, and the typeshed
    ``stdlib/VERSIONS`` list. ``path``: the folder it was installed in, if
    not this interpreter's site-packages."""
    if path is None:
        d = metadata.distribution(dist)
    else:
        d = next(iter(metadata.distributions(name=dist, path=[str(path)])))
    for f in d.files or ():
        name = str(f)
        if name.endswith(".pyi") or name == "stdlib/VERSIONS":
            yield Path(name), Path(str(d.locate_file(f)))


def build_typeshed(uf2=FIRST, dest=TYPESHED):
    """Assemble the custom typeshed of firmware ``uf2`` (see the module
    doc); returns its path."""
    import mypy.version
    dist, version = pinned_stubs()[uf2]
    installed = install_stubs(uf2, dist, version)
    dest = dest / uf2
    stamp = "%s %s %s %s" % (dist, version, metadata.version(STDLIB_STUBS),
                             mypy.version.__version__)
    stamp_file = dest / "STAMP"
    if stamp_file.exists() and stamp_file.read_text() == stamp:
        return dest
    tmp = dest.with_name(dest.name + ".tmp%d" % os.getpid())
    if tmp.exists():
        shutil.rmtree(tmp)
    stdlib = tmp / "stdlib"
    added = set()
    for name, path in ((STDLIB_STUBS, None), (dist, installed)):
        for rel, src in _stub_files(name, path):
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
    """(exit status, report) of one mypy run over ``targets`` against the
    custom typeshed ``typeshed`` (one cache per typeshed)."""
    from mypy import api
    args = ["--custom-typeshed-dir", str(typeshed), "--cache-dir", str(CACHE / typeshed.name),
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
    failed = False
    problems = find_ignores()
    if problems:
        print("\n".join(problems))
        failed = True
    for uf2, (dist, version) in pinned_stubs().items():
        status, report = run_mypy(list(STRICT_DIRS), STRICT_FLAGS, build_typeshed(uf2),
                                  ns.verbose)
        if report.strip():
            print(report.strip())
        print("typecheck %s against %s %s: %s" % (", ".join(STRICT_DIRS), dist, version,
                                                   "errors" if status else "ok"))
        failed = failed or bool(status)
    typeshed = build_typeshed(FIRST)
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
