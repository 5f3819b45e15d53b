"""Put the compiled firmware on a connected Pico with mpremote.

    python -m host_tools.deploy --board NAME [--port PORT] [--dry-run]

Takes the tree ``python -m host_tools.build`` leaves in ``build/``
(``build/firmware/``: the device's root as .mpy files, ``main.py`` kept as
source, or taken from ``firmware/`` if the build compiled it; and
``build/boards/``) and sends to the device:

- everything under ``build/firmware/`` (modules, the text packs
  ``*.lang`` and the fonts' glyphs ``*.bin``) to the flash root, except
  fonts turned for other rotations than the board's;
- ``boards/__init__`` and the chosen board's module to ``/boards``;
- ``/board.json`` naming the board (``{"board": NAME}``, see ``boards``).

Steps, one mpremote command each: a small script run on the device creates
the folders and deletes any ``x.py`` that would shadow a new ``x.mpy``
(MicroPython imports the .py first); then ``fs cp`` per folder (mpremote
skips files whose hash already matches); then ``fs sha256sum`` of every
file, compared with the local files; then a hard reset. ``--dry-run``
prints the commands, one per line, and touches no device.
"""

import argparse
import hashlib
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import boards

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"


class DeployError(Exception):
    """Something to tell the user instead of a traceback."""


def _show(path):
    try:
        return path.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()


FONT_RE = re.compile(r"^ui/fonts/\w+_r(\d+)\.(?:mpy|bin)$")


def collect(build, board):
    """[(local file, device path)] for the firmware, the board data and
    ``board.json``; writes ``board.json`` into ``build/deploy``. Fonts
    pre-turned for another rotation than the board's are left out
    (the canvas loads only its own rotation's)."""
    rotation = boards.load(board)["rotation"]
    fw = build / "firmware"
    if not fw.is_dir() or not any(fw.rglob("*.mpy")):
        raise DeployError("no compiled firmware in %s: run `make build` "
                          "(python -m host_tools.build) first" % _show(fw))
    files = []
    for path in sorted(fw.rglob("*")):
        rel = path.relative_to(fw)
        if path.is_dir() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        if rel.as_posix() == "main.mpy":
            continue  # MicroPython runs main.py only; a main.mpy would be dead weight
        font = FONT_RE.match(rel.as_posix())
        if font and int(font.group(1)) != rotation:
            continue
        files.append((path, rel.as_posix()))
    if not (fw / "main.py").exists():
        # A build that compiled main.py too: send its source.
        source = ROOT / "firmware" / "main.py"
        if not source.exists():
            raise DeployError("no main.py in %s or firmware/" % _show(fw))
        files.append((source, "main.py"))
    for stem in ("__init__", board):
        for ext in (".mpy", ".py"):
            path = build / "boards" / (stem + ext)
            if path.exists():
                files.append((path, "boards/" + stem + ext))
                break
        else:
            raise DeployError("%s has no %s: run `make build` first"
                              % (_show(build / "boards"), stem + ".mpy"))
    out = build / "deploy"
    out.mkdir(parents=True, exist_ok=True)
    config = out / "board.json"
    config.write_text(json.dumps({"board": board}) + "\n")
    files.append((config, "board.json"))
    return files


def prepare_script(files):
    """Device-side script: make the folders, drop .py twins of new .mpy files."""
    dirs = sorted({d for _, dest in files for d in _parents(dest)}, key=lambda d: (d.count("/"), d))
    twins = sorted(dest[:-4] + ".py" for _, dest in files if dest.endswith(".mpy"))
    return (
        '"""Written by host_tools.deploy: prepares the flash for new files."""\n'
        "import os\n\n"
        "for d in %r:\n"
        "    try:\n"
        "        os.mkdir(d)\n"
        "    except OSError:\n"
        "        pass  # already there\n"
        "for f in %r:\n"
        "    try:\n"
        "        os.remove(f)\n"
        "    except OSError:\n"
        "        pass  # no stale source to shadow the .mpy\n"
        % (tuple(dirs), tuple(twins)))


def _parents(dest):
    parts = dest.split("/")[:-1]
    return ["/".join(parts[:k]) for k in range(1, len(parts) + 1)]


def plan(build, board, port):
    """The mpremote argument lists of a deploy, in order, and the files."""
    files = collect(build, board)
    script = build / "deploy" / "prepare.py"
    script.write_text(prepare_script(files))
    conn = ["connect", port]
    steps = [conn + ["run", _show(script)]]
    by_dir = {}
    for src, dest in files:
        by_dir.setdefault(dest.rsplit("/", 1)[0] if "/" in dest else "", []).append((src, dest))
    for d in sorted(by_dir):
        if d:
            group = by_dir[d]
            steps.append(conn + ["fs", "cp"] + [_show(s) for s, _ in group] + [":" + d + "/"])
    # The root files last, so a new main.py only lands with everything it
    # imports; one at a time, as mpremote cannot stat "" as a folder.
    for src, dest in by_dir.get("", ()):
        steps.append(conn + ["fs", "cp", _show(src), ":" + dest])
    steps.append(conn + ["fs", "sha256sum"] + [":" + dest for _, dest in files])
    steps.append(conn + ["reset"])
    return steps, files


def command_line(args):
    return " ".join(shlex.quote(a) for a in ["mpremote"] + args)


def _mpremote():
    exe = Path(sys.executable).with_name("mpremote")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "mpremote"]


def parse_sums(output):
    """{device path: hex digest} from ``mpremote fs sha256sum`` output."""
    sums = {}
    current = None
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("sha256sum :"):
            current = line[len("sha256sum :"):]
        elif current is not None and len(line) == 64:
            sums[current] = line.lower()
            current = None
    return sums


def verify(files, output):
    """Lines describing every file whose device hash differs or is missing."""
    sums = parse_sums(output)
    bad = []
    for src, dest in files:
        want = hashlib.sha256(src.read_bytes()).hexdigest()
        got = sums.get(dest)
        if got != want:
            bad.append("%s: device %s, local %s" % (dest, got or "missing", want))
    return bad


def run(steps, files):
    for args in steps:
        print(command_line(args), flush=True)
        verifying = args[2:4] == ["fs", "sha256sum"]
        res = subprocess.run(_mpremote() + args, text=True,
                             stdout=subprocess.PIPE if verifying else None)
        if res.returncode != 0:
            raise DeployError("mpremote failed (exit %d) on: %s"
                              % (res.returncode, command_line(args)))
        if verifying:
            bad = verify(files, res.stdout)
            if bad:
                raise DeployError("files differ on the device after copying (not reset):\n  "
                                  + "\n  ".join(bad))
            print("verified %d files" % len(files), flush=True)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.deploy",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", required=True,
                        help="board the device is (one of: %s)" % ", ".join(
                            n for n in boards.KNOWN if n != "sim"))
    parser.add_argument("--port", default="auto",
                        help="serial port, or auto (default), as mpremote connect takes it")
    parser.add_argument("--dry-run", action="store_true",
                        help="print the mpremote commands instead of running them")
    parser.add_argument("--build-dir", type=Path, default=BUILD, help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    try:
        if ns.board == "sim":
            raise DeployError("the sim board is the simulator's; give the real board, "
                              "e.g. --board badger2040 (make deploy BOARD=badger2040)")
        try:
            boards.load(ns.board)
        except boards.BoardError as e:
            raise DeployError(str(e)) from None
        steps, files = plan(ns.build_dir.resolve(), ns.board, ns.port)
        if ns.dry_run:
            for args in steps:
                print(command_line(args))
            return 0
        run(steps, files)
    except DeployError as e:
        print("deploy: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
