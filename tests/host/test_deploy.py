"""Deploy: the stock firmware each board needs, checked on a (fake)
device before anything is written; the exact mpremote commands for a board
(dry run), with boot.py and main.py as source and the device's stale files
removed; the device-side scripts (run in real MicroPython), hash checking,
and clear refusals."""

import hashlib
import json

import pytest

import boards
from host_tools import deploy, mpy

FILES = ("firmware/boot.mpy", "firmware/main.mpy", "firmware/core/__init__.mpy",
         "firmware/core/dice.mpy",
         "firmware/hw/panel.mpy", "firmware/ui/fonts/small_r270.mpy",
         "firmware/ui/fonts/small_r90.mpy",
         "boards/__init__.mpy", "boards/badger2040.mpy", "boards/badger2040w.mpy",
         "boards/pico_inky_pack.mpy", "boards/picos.mpy", "boards/sim.mpy",
         "boards/waveshare_213.mpy", "boards/waveshare_27.mpy")
# The stock firmware of every board, from micropython.org's names, and what
# each build calls itself in sys.implementation._machine.
UF2 = {
    "badger2040": "RPI_PICO", "badger2040w": "RPI_PICO_W",
    "pico_inky_pack": "RPI_PICO", "waveshare_213": "RPI_PICO", "waveshare_27": "RPI_PICO",
    "pico_waveshare_213": "RPI_PICO", "pico_waveshare_27": "RPI_PICO",
    "pico_w_inky_pack": "RPI_PICO_W", "pico_w_waveshare_213": "RPI_PICO_W",
    "pico_w_waveshare_27": "RPI_PICO_W",
    "pico2_inky_pack": "RPI_PICO2", "pico2_waveshare_213": "RPI_PICO2",
    "pico2_waveshare_27": "RPI_PICO2",
    "pico2_w_inky_pack": "RPI_PICO2_W", "pico2_w_waveshare_213": "RPI_PICO2_W",
    "pico2_w_waveshare_27": "RPI_PICO2_W",
}
MACHINE = {"RPI_PICO": "Raspberry Pi Pico with RP2040",
           "RPI_PICO_W": "Raspberry Pi Pico W with RP2040",
           "RPI_PICO2": "Raspberry Pi Pico2 with RP2350",
           "RPI_PICO2_W": "Raspberry Pi Pico 2 W with RP2350"}
BOOT = deploy.ROOT / "firmware" / "boot.py"
MAIN = deploy.ROOT / "firmware" / "main.py"


@pytest.fixture
def tree(tmp_path, monkeypatch):
    build = tmp_path / "build"
    for rel in FILES:
        f = build / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(rel.encode())
    (build / "firmware" / "__pycache__").mkdir()
    (build / "firmware" / "__pycache__" / "x.pyc").write_bytes(b"")
    monkeypatch.chdir(tmp_path)
    return build


@pytest.fixture
def device(monkeypatch):
    """A fake device on the port: what its probe answers (None: no device)."""
    answer = {"value": None, "asked": []}

    def probe(port, build):
        answer["asked"].append(port)
        return answer["value"]
    monkeypatch.setattr(deploy, "probe", probe)

    def plug(uf2=None, files=(), mpy=6, machine=None):
        answer["value"] = None if uf2 is None and machine is None else {
            "machine": machine or MACHINE[uf2], "mpy": mpy, "version": "1.29.0",
            "heap": 123456, "files": list(files)}
        return answer
    return plug


def test_dry_run_prints_the_commands_for_a_badger(tree, capsys, device):
    device(None)
    assert deploy.main(["--board", "badger2040", "--dry-run", "--build-dir", str(tree)]) == 0
    out, err = capsys.readouterr()
    assert "without a device" in err
    assert out.splitlines() == [
        "# board badger2040 runs the stock MicroPython firmware RPI_PICO (v1.27 or newer): "
        "flash RPI_PICO*.uf2 from https://micropython.org/download/RPI_PICO/",
        "mpremote connect auto run build/deploy/prepare.py",
        "mpremote connect auto fs cp build/boards/__init__.mpy build/boards/badger2040.mpy"
        " :boards/",
        "mpremote connect auto fs cp build/firmware/core/__init__.mpy"
        " build/firmware/core/dice.mpy :core/",
        "mpremote connect auto fs cp build/firmware/hw/panel.mpy :hw/",
        "mpremote connect auto fs cp build/firmware/ui/fonts/small_r270.mpy :ui/fonts/",
        "mpremote connect auto fs cp %s :boot.py" % BOOT,
        "mpremote connect auto fs cp %s :main.py" % MAIN,
        "mpremote connect auto fs cp build/deploy/board.json :board.json",
        "mpremote connect auto fs sha256sum :core/__init__.mpy :core/dice.mpy :hw/panel.mpy"
        " :ui/fonts/small_r270.mpy :boot.py :main.py :boards/__init__.mpy"
        " :boards/badger2040.mpy :board.json",
        "mpremote connect auto reset",
    ]
    assert json.loads((tree / "deploy" / "board.json").read_text()) == {"board": "badger2040"}


def test_port_is_passed_to_every_command(tree, capsys, device):
    answer = device("RPI_PICO", files=["core/old.mpy"])
    deploy.main(["--board", "pico_inky_pack", "--port", "/dev/ttyACM1", "--dry-run",
                 "--build-dir", str(tree)])
    lines = [x for x in capsys.readouterr().out.splitlines() if not x.startswith("#")]
    assert len(lines) > 4 and all(x.startswith("mpremote connect /dev/ttyACM1 ") for x in lines)
    assert answer["asked"] == ["/dev/ttyACM1"]


def test_only_the_fonts_of_the_board_rotation_are_sent(tree):
    badger = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "ui/fonts/small_r270.mpy" in badger and "ui/fonts/small_r90.mpy" not in badger
    waveshare = [dest for _, dest in deploy.collect(tree, "waveshare_213")]
    assert "ui/fonts/small_r90.mpy" in waveshare and "ui/fonts/small_r270.mpy" not in waveshare


def test_prepare_script_makes_folders_and_drops_shadowing_sources(tree, tmp_path):
    files = deploy.collect(tree, "badger2040")
    flash = tmp_path / "flash"
    (flash / "core").mkdir(parents=True)
    (flash / "core" / "dice.py").write_text("old")      # would shadow core/dice.mpy
    (flash / "core" / "notes.txt").write_text("keep")
    (flash / "main.py").write_text("old main")
    script = deploy.prepare_script(files)
    res = mpy.run(code="import os\nos.chdir('/flash')\n" + script, flash=flash)
    assert res.rc == 0, res.stderr
    for d in ("core", "hw", "ui", "ui/fonts", "boards"):
        assert (flash / d).is_dir()
    assert not (flash / "core" / "dice.py").exists()
    assert (flash / "core" / "notes.txt").exists() and (flash / "main.py").exists()


def test_hashes_from_the_device_are_checked(tree):
    files = deploy.collect(tree, "badger2040")
    good = "".join("sha256sum :%s\n%s\n" % (dest, hashlib.sha256(src.read_bytes()).hexdigest())
                   for src, dest in files)
    assert deploy.verify(files, good) == []
    bad = good.replace(hashlib.sha256(b"firmware/core/dice.mpy").hexdigest(), "0" * 64)
    problems = deploy.verify(files, bad)
    assert len(problems) == 1 and problems[0].startswith("core/dice.mpy: device 000")
    missing = deploy.verify(files, "")
    assert len(missing) == len(files) and "missing" in missing[0]


def test_refusals(tree, capsys):
    assert deploy.main(["--board", "sim", "--dry-run", "--build-dir", str(tree)]) == 1
    assert "simulator" in capsys.readouterr().err
    assert deploy.main(["--board", "badger2041", "--dry-run", "--build-dir", str(tree)]) == 1
    err = capsys.readouterr().err
    assert "unknown board 'badger2041'" in err and "waveshare_213" in err
    empty = tree.parent / "empty"
    empty.mkdir()
    assert deploy.main(["--board", "badger2040", "--dry-run", "--build-dir", str(empty)]) == 1
    assert "make build" in capsys.readouterr().err


def parse_like_mpremote(args):
    """Split an mpremote command line into (command, parsed arguments) the
    way mpremote 1.29 does, without running anything."""
    import argparse

    from mpremote import main as mp
    mp.prepare_command_expansions(mp.load_user_config())
    out = []
    rest = list(args)
    while rest:
        if rest[0] == "+":
            rest.pop(0)
            continue
        mp.do_command_expansion(rest)
        cmd = rest.pop(0)
        _, parser_func = mp._COMMANDS[cmd]
        parser = parser_func()
        parser.add_argument("next_command", nargs=argparse.REMAINDER)
        ns = parser.parse_args(rest)
        out.append((cmd, ns))
        rest = ns.next_command
    return out


def test_every_command_is_valid_mpremote_syntax(tree):
    steps, files = deploy.plan(tree, "badger2040", "/dev/ttyACM0",
                               {"files": ["old.mpy", "core/old.py"]})
    kinds = []
    for args in steps:
        parsed = parse_like_mpremote(args)
        assert parsed[0][0] == "connect" and parsed[0][1].device == ["/dev/ttyACM0"]
        cmd, ns = parsed[1]
        kinds.append(cmd if cmd != "fs" else "fs " + ns.command[0])
        if cmd == "fs" and ns.command[0] == "cp":
            assert ns.path[-1].startswith(":") and not ns.recursive
        if cmd == "fs" and ns.command[0] == "sha256sum":
            assert ns.path == [":" + dest for _, dest in files]
    assert kinds[0] == "run" and kinds[-2:] == ["fs sha256sum", "exec"]   # reset = exec
    assert kinds[1] == "fs rm" and set(kinds[2:-2]) == {"fs cp"}


def test_boot_and_main_go_as_the_source_micropython_runs(tree):
    files = dict((dest, src) for src, dest in deploy.collect(tree, "badger2040"))
    assert "main.mpy" not in files and "boot.mpy" not in files
    assert files["main.py"] == MAIN and files["boot.py"] == BOOT


def test_glyph_files_follow_the_board_rotation(tree):
    for rotation in (90, 270):
        (tree / "firmware" / "ui" / "fonts" / ("small_r%d.bin" % rotation)).write_bytes(b"x")
    badger = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "ui/fonts/small_r270.bin" in badger and "ui/fonts/small_r90.bin" not in badger


def test_text_packs_are_sent(tree):
    pack = tree / "firmware" / "games" / "amber" / "texts.lang"
    pack.parent.mkdir(parents=True)
    pack.write_text("A\tone\tjeden\n")
    sent = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "games/amber/texts.lang" in sent


@pytest.mark.parametrize("name", sorted(UF2))
def test_each_board_names_its_firmware_and_refuses_another(tree, capsys, device, name):
    uf2 = UF2[name]
    device(uf2, files=["boot.mpy", "main.mpy", "core/dice.mpy"])
    args = ["--board", name, "--dry-run", "--build-dir", str(tree)]
    assert deploy.main(args) == 0
    out = capsys.readouterr().out
    first = out.splitlines()[0]
    assert first.startswith("# board %s runs the stock MicroPython firmware %s " % (name, uf2))
    assert first.endswith("https://micropython.org/download/%s/" % uf2)
    assert "# the device runs %s, MicroPython 1.29.0, heap 123456 bytes" % MACHINE[uf2] in out
    commands = [x for x in out.splitlines() if x.startswith("mpremote")]
    sent = " ".join(x for x in commands if " fs rm " not in x)
    assert "boot.mpy" not in sent and "main.mpy" not in sent     # never sent ...
    assert "mpremote connect auto fs rm :boot.mpy :main.mpy" in commands   # ... only removed
    assert "firmware/boot.py :boot.py" in sent and "firmware/main.py :main.py" in sent
    for module in boards.modules(name):
        assert "build/boards/%s.mpy" % module in sent
    for other in MACHINE:
        if other == uf2:
            continue
        device(other, files=["core/old.mpy"])
        assert deploy.main(args) == 1
        out, err = capsys.readouterr()
        assert [x for x in out.splitlines() if not x.startswith("#")] == []
        assert "the device runs MicroPython for the" in err and repr(MACHINE[other]) in err
        assert "board %s" % name in err and "needs the stock firmware %s" % uf2 in err


def test_a_mismatch_suggests_the_board_on_the_pico_found(tree, capsys, device):
    device("RPI_PICO2_W")
    assert deploy.main(["--board", "waveshare_213", "--build-dir", str(tree)]) == 1
    err = capsys.readouterr().err
    assert ("deploy: the device runs MicroPython for the Raspberry Pi Pico 2 W (RPI_PICO2_W), "
            "'Raspberry Pi Pico 2 W with RP2350', but board waveshare_213 (a Raspberry Pi Pico) "
            "needs the stock firmware RPI_PICO: flash it from "
            "https://micropython.org/download/RPI_PICO/; or, if the board is a Raspberry Pi "
            "Pico 2 W, deploy BOARD=pico2_w_waveshare_213") in err
    device(machine="Pimoroni Badger2040 with RP2040")
    assert deploy.main(["--board", "badger2040", "--build-dir", str(tree)]) == 1
    assert "runs another firmware, 'Pimoroni Badger2040 with RP2040'" in capsys.readouterr().err
    device(machine="Raspberry Pi Pico2 with RP2350-RISCV")
    assert deploy.main(["--board", "pico2_inky_pack", "--build-dir", str(tree)]) == 1
    assert "needs the stock firmware RPI_PICO2" in capsys.readouterr().err


def test_stale_files_on_the_device_are_removed_and_games_kept(tree, capsys, device):
    device("RPI_PICO", files=["boot.py", "boot.mpy", "main.mpy", "main.py", "core/dice.mpy",
                              "core/dice.py", "core/gone.mpy", "ui/fonts/small_r90.mpy",
                              "boards/waveshare_27.mpy", "games/old.lang", "notes.txt"])
    assert deploy.main(["--board", "badger2040", "--dry-run", "--build-dir", str(tree)]) == 0
    out = capsys.readouterr().out
    removals = [x for x in out.splitlines() if " fs rm " in x]
    assert removals == [
        "mpremote connect auto fs rm :boards/waveshare_27.mpy :boot.mpy :core/dice.py"
        " :core/gone.mpy :games/old.lang :main.mpy :ui/fonts/small_r90.mpy"]
    lines = out.splitlines()
    assert lines.index(removals[0]) < min(i for i, x in enumerate(lines) if " fs cp " in x)


def test_no_device_no_deploy(tree, capsys, device):
    device(None)
    assert deploy.main(["--board", "pico2_inky_pack", "--build-dir", str(tree)]) == 1
    err = capsys.readouterr().err
    assert "no MicroPython device answered on port auto" in err


def test_a_firmware_that_cannot_load_the_build_is_refused(tree, capsys, device):
    (tree / "firmware" / "core" / "dice.mpy").write_bytes(b"M\x06\x00\x1f")
    device("RPI_PICO2", mpy=5)
    assert deploy.main(["--board", "pico2_inky_pack", "--build-dir", str(tree)]) == 1
    err = capsys.readouterr().err
    assert "reads .mpy version 5.0, this build is 6: flash RPI_PICO2 v1.27 or newer" in err
    device("RPI_PICO2", mpy=6 | (3 << 8))       # bytecode loads whatever the sub-version
    assert deploy.main(["--board", "pico2_inky_pack", "--dry-run",
                        "--build-dir", str(tree)]) == 0


def test_the_probe_lists_code_files_in_micropython(tmp_path):
    flash = tmp_path / "flash"
    for rel in ("boot.py", "main.py", "core/dice.mpy", "ui/fonts/small_r90.bin",
                "games/amber/texts.lang", "journal", "settings.json", "plays/0001"):
        f = flash / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(b"x")
    res = mpy.run(code=deploy.probe_script("/flash"), flash=flash)
    assert res.rc == 0, res.stderr
    answer = deploy.parse_probe("some mpremote noise\n" + res.stdout)
    assert sorted(answer["files"]) == ["boot.py", "core/dice.mpy", "games/amber/texts.lang",
                                       "main.py", "ui/fonts/small_r90.bin"]
    assert answer["mpy"] & 0xFF == 6 and answer["heap"] > 100000
    assert isinstance(answer["machine"], str) and answer["version"].count(".") == 2


def test_the_readme_tells_each_board_its_uf2():
    readme = (deploy.ROOT / "README.md").read_text()
    rows = {}
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if line.startswith("| `") and len(cells) == 7 and cells[4] != "UF2":
            for name in cells[0].replace("(or", " ").replace(")", " ").split():
                rows[name.strip("`")] = cells[4].strip("`")
    assert rows == UF2
