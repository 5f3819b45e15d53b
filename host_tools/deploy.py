"""Put the compiled firmware on a connected Pico with mpremote.

    python -m host_tools.deploy --board NAME [--port PORT] [--dry-run] [--page URL]

Takes the tree ``python -m host_tools.build`` leaves in ``build/``
(``build/firmware/``: the device's root as .mpy files; ``build/boards/``)
and sends to the device:

- everything under ``build/firmware/`` (modules, the text packs
  ``*.lang`` and the fonts' glyphs ``*.bin``) to the flash root, except
  fonts turned for other rotations than the board's, and except
  ``boot.mpy`` and ``main.mpy``: MicroPython runs only ``boot.py`` and
  ``main.py`` at power-up, so those two go as source, from ``firmware/``;
- ``boards/__init__`` and the modules of the chosen board to ``/boards``
  (a board on a Pico: its panel's module and ``picos``);
- ``/board.json`` naming the board (``{"board": NAME}``, see ``boards``),
  and with ``--page`` the address of the project's web page as published
  (``"page"``): the device's QR codes then link a play through it
  (firmware/core/playcode.py) instead of spelling it out for BG Stats.

First it names the stock MicroPython firmware (UF2) the board needs, then
asks the device (a small script run with mpremote) which firmware it runs
(``sys.implementation._machine``), the .mpy format it reads, its heap, and
which code files it holds. It refuses, before writing anything, a firmware
that is not the board's (a Pico 2 build on a Pico W, say) or reads another
.mpy format than the build's.

Then, one mpremote command each: a script run on the device creates the
folders and deletes any ``x.py`` that would shadow a new ``x.mpy``
(MicroPython imports the .py first); ``fs rm`` of every code file
(``.py``, ``.mpy``, ``.lang``, ``.bin``) on the device that this deploy does
not ship, since the flash comes first on ``sys.path`` and a stale ``.mpy``
would shadow newer code (the games on flash have no such names and stay);
``fs cp`` per folder (mpremote skips files whose hash already matches);
``fs sha256sum`` of every file, compared with the local files; a hard
reset. ``--dry-run`` asks the device the same questions (when one answers)
and prints the commands, the removals among them, without running them.
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
from boards import picos
from host_tools import board_pins

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
# MicroPython runs these at power-up only as source (a boot.mpy is never run).
RUN_AS_SOURCE = ("boot.py", "main.py")
# Files a deploy owns on the device: any of these it does not ship is stale.
CODE_EXTS = (".py", ".mpy", ".lang", ".bin")
DOWNLOAD = "https://micropython.org/download/%s/"


def check_page(page):
    """The web page's address as the device may link it: http(s), no
    fragment (the play goes after "#"), no spaces; DeployError if not."""
    if not (page.startswith("https://") or page.startswith("http://")) or "#" in page \
            or any(ch.isspace() for ch in page) or len(page) > 120:
        raise DeployError("--page must be the web page's address, http(s)://..., without "
                          "'#' or spaces and at most 120 characters, not %r" % page)
    return page


def collect(build, board, page=None):
    """[(local file, device path)] for the firmware, the board data and
    ``board.json`` (with ``page``, the web page's address, in it); writes
    ``board.json`` into ``build/deploy``. Fonts
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
        if rel.suffix == ".mpy" and rel.with_suffix(".py").as_posix() in RUN_AS_SOURCE:
            continue  # never run, and a boot.py beside it would be shadowed by nothing
        font = FONT_RE.match(rel.as_posix())
        if font and int(font.group(1)) != rotation:
            continue
        files.append((path, rel.as_posix()))
    for name in RUN_AS_SOURCE:
        if not (fw / name).exists():
            source = ROOT / "firmware" / name
            if not source.exists():
                raise DeployError("no %s in %s or firmware/" % (name, _show(fw)))
            files.append((source, name))
    for stem in ("__init__",) + boards.modules(board):
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
    data = {"board": board}
    if page:
        data["page"] = check_page(page)
    config.write_text(json.dumps(data, sort_keys=True) + "\n")
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


def probe_script(top="/"):
    """Device-side script: one JSON line with the firmware's machine name,
    .mpy format, heap size and the code files under ``top``."""
    return (
        '"""Written by host_tools.deploy: what firmware and files the device has."""\n'
        "import gc, json, os, sys\n\n"
        "TOP = %r\n"
        "EXTS = %r\n"
        "files = []\n\n\n"
        "def walk(d, rel):\n"
        "    for entry in os.ilistdir(d):\n"
        "        name, kind = entry[0], entry[1]\n"
        "        if kind == 0x4000:\n"
        "            walk(d.rstrip('/') + '/' + name, rel + name + '/')\n"
        "        elif name.endswith(EXTS):\n"
        "            files.append(rel + name)\n\n\n"
        "walk(TOP, '')\n"
        "gc.collect()\n"
        "print(json.dumps({'machine': getattr(sys.implementation, '_machine', ''),\n"
        "                  'mpy': getattr(sys.implementation, '_mpy', 0),\n"
        "                  'version': '.'.join(str(v) for v in sys.implementation.version[:3]),\n"
        "                  'heap': gc.mem_free() + gc.mem_alloc(), 'files': files}))\n"
        % (top, CODE_EXTS))


def parse_probe(output):
    """The probe's answer from mpremote's output (its last JSON line)."""
    for line in reversed(output.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise DeployError("the device did not answer the probe:\n" + output[-400:])


def probe(port, build):
    """Ask the device on ``port``; None when no device answers."""
    script = build / "deploy" / "probe.py"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(probe_script())
    res = subprocess.run(_mpremote() + ["connect", port, "run", _show(script)], text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if res.returncode != 0:
        return None
    return parse_probe(res.stdout)


EXPORT = "python -m host_tools.export --flash device --out plays/"


def firmware_note(board):
    """The line naming the stock firmware ``board`` needs (and, on a W
    board, why not its own W build, and what switching costs)."""
    pico = boards.load(board)["pico"]
    uf2 = picos.uf2(pico)[1]
    note = ("board %s runs the stock MicroPython firmware %s (v1.27 or newer): "
            "flash %s*.uf2 from %s" % (board, uf2, uf2, DOWNLOAD % uf2))
    if picos.plain_radio(pico):
        note += ("; not %s: %s" % (picos.PICOS[pico][1], switch_note(pico)))
    return note


def switch_note(pico):
    """Why a W board takes the plain build, and what changing build does."""
    own = picos.PICOS[pico][1]
    return ("the %s build keeps 40 KB of the heap for its radio, which the games need "
            "(205,184 bytes of heap against 245,888); changing a board between %s and %s "
            "reformats its filesystem, so export the finished games first (%s)"
            % (own, own, picos.uf2(pico)[1], EXPORT))


def build_mpy_format(build):
    """(version, sub-version or None) of the .mpy files in ``build``: the
    sub-version counts only in files with native code (a bytecode-only
    file's flags byte is 0, and any MicroPython of the same version loads
    it)."""
    for path in sorted((build / "firmware").rglob("*.mpy")):
        head = path.read_bytes()[:3]
        if len(head) == 3 and head[:1] == b"M":
            return head[1], (head[2] & 3) if head[2] else None
    return None


def check_device(board, device, build):
    """Raise DeployError unless ``device`` (the probe's answer) runs the
    firmware ``board`` needs and reads this build's .mpy files."""
    pico = boards.load(board)["pico"]
    title = picos.PICOS[pico][0]
    _, uf2, machine = picos.uf2(pico)
    got = device.get("machine", "")
    if got != machine and picos.plain_radio(pico) and got == picos.PICOS[pico][2]:
        raise DeployError(
            "the device runs MicroPython for the %s (%s), but board %s takes the plain "
            "Pico's firmware %s: %s. Flash %s*.uf2 from %s, then deploy again"
            % (title, picos.PICOS[pico][1], board, uf2, switch_note(pico), uf2,
               DOWNLOAD % uf2))
    if got != machine:
        running = [p for p in picos.ORDER if picos.PICOS[p][2] == got]
        hint = ""
        if running:
            panel_module, on = boards.resolve(board)
            what = "MicroPython for the %s (%s)" % (picos.PICOS[running[0]][0],
                                                    picos.PICOS[running[0]][1])
            if on is not None:
                same = [n for n in boards.KNOWN if boards.resolve(n) == (panel_module, running[0])]
                hint = "; or, if the board is a %s, deploy BOARD=%s" % (
                    picos.PICOS[running[0]][0], same[-1])
        else:
            what = "another firmware"
        raise DeployError(
            "the device runs %s, %r, but board %s (a %s) needs the stock firmware %s: "
            "flash it from %s%s" % (what, got, board, title, uf2, DOWNLOAD % uf2, hint))
    mpy = device.get("mpy", 0)
    want = build_mpy_format(build)
    if want is not None and (mpy & 0xFF != want[0] or want[1] not in (None, (mpy >> 8) & 3)):
        raise DeployError(
            "the device's MicroPython %s reads .mpy version %d.%d, this build is %d%s: "
            "flash %s v1.27 or newer from %s" % (
                device.get("version", "?"), mpy & 0xFF, (mpy >> 8) & 3, want[0],
                "" if want[1] is None else ".%d" % want[1], uf2, DOWNLOAD % uf2))


def stale(files, device):
    """Code files on the device that this deploy does not ship."""
    shipped = {dest for _, dest in files}
    return sorted(f for f in device.get("files", ()) if f not in shipped
                  and f.endswith(CODE_EXTS))


def _parents(dest):
    parts = dest.split("/")[:-1]
    return ["/".join(parts[:k]) for k in range(1, len(parts) + 1)]


def plan(build, board, port, device=None, page=None):
    """The mpremote argument lists of a deploy, in order, and the files;
    with ``device`` (the probe's answer) the stale files are removed;
    ``page``: the web page's address, into ``board.json``."""
    files = collect(build, board, page)
    script = build / "deploy" / "prepare.py"
    script.write_text(prepare_script(files))
    conn = ["connect", port]
    steps = [conn + ["run", _show(script)]]
    removals = stale(files, device) if device is not None else []
    if removals:
        steps.append(conn + ["fs", "rm"] + [":" + f for f in removals])
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
                        help="check the device if one answers, then print the mpremote "
                             "commands (removals too) instead of running them")
    parser.add_argument("--page", default=None,
                        help="the address of your published copy of the web page (make web): "
                             "the device's QR codes link a play through it")
    parser.add_argument("--build-dir", type=Path, default=BUILD, help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    try:
        if ns.board == "sim":
            raise DeployError("the sim board is the simulator's; give the real board, "
                              "e.g. --board badger2040 (make deploy BOARD=badger2040)")
        try:
            board = boards.load(ns.board)
        except boards.BoardError as e:
            raise DeployError(str(e)) from None
        if board.get("pico") is None:
            raise DeployError("board %s is not one that runs on a Pico" % ns.board)
        problems = board_pins.problems(board)
        if problems:
            raise DeployError("the board data has pins the board cannot use:\n  "
                              + "\n  ".join(problems))
        build = ns.build_dir.resolve()
        collect(build, ns.board, ns.page)  # "run make build" comes before talking to the device
        print("# " + firmware_note(ns.board), flush=True)
        device = probe(ns.port, build)
        if device is None:
            if not ns.dry_run:
                raise DeployError("no MicroPython device answered on port %s: plug the board "
                                  "in (holding no button) or name its port, PORT=/dev/ttyACM0"
                                  % ns.port)
            print("deploy: dry run without a device on port %s: its firmware and stale files "
                  "are not checked" % ns.port, file=sys.stderr)
        else:
            check_device(ns.board, device, build)
            print("# the device runs %s, MicroPython %s, heap %d bytes"
                  % (device["machine"], device.get("version", "?"), device.get("heap", 0)),
                  flush=True)
        steps, files = plan(build, ns.board, ns.port, device, ns.page)
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
