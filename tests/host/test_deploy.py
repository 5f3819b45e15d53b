"""Deploy: the exact mpremote commands for a board (dry run), the
device-side preparation script (run in real MicroPython), hash checking,
and clear refusals."""

import hashlib
import json

import pytest

from host_tools import deploy, mpy

FILES = ("firmware/main.py", "firmware/core/__init__.mpy", "firmware/core/dice.mpy",
         "firmware/hw/panel.mpy", "firmware/ui/fonts/small_r270.mpy",
         "firmware/ui/fonts/small_r90.mpy",
         "boards/__init__.mpy", "boards/badger2040.mpy", "boards/pico_inky_pack.mpy",
         "boards/sim.mpy")


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


def test_dry_run_prints_the_commands_for_a_badger(tree, capsys):
    assert deploy.main(["--board", "badger2040", "--dry-run", "--build-dir", str(tree)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "mpremote connect auto run build/deploy/prepare.py",
        "mpremote connect auto fs cp build/boards/__init__.mpy build/boards/badger2040.mpy"
        " :boards/",
        "mpremote connect auto fs cp build/firmware/core/__init__.mpy"
        " build/firmware/core/dice.mpy :core/",
        "mpremote connect auto fs cp build/firmware/hw/panel.mpy :hw/",
        "mpremote connect auto fs cp build/firmware/ui/fonts/small_r270.mpy :ui/fonts/",
        "mpremote connect auto fs cp build/firmware/main.py :main.py",
        "mpremote connect auto fs cp build/deploy/board.json :board.json",
        "mpremote connect auto fs sha256sum :core/__init__.mpy :core/dice.mpy :hw/panel.mpy"
        " :main.py :ui/fonts/small_r270.mpy :boards/__init__.mpy :boards/badger2040.mpy"
        " :board.json",
        "mpremote connect auto reset",
    ]
    assert json.loads((tree / "deploy" / "board.json").read_text()) == {"board": "badger2040"}


def test_port_is_passed_to_every_command(tree, capsys):
    deploy.main(["--board", "pico_inky_pack", "--port", "/dev/ttyACM1", "--dry-run",
                 "--build-dir", str(tree)])
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(x.startswith("mpremote connect /dev/ttyACM1 ") for x in lines)


def test_only_the_fonts_of_the_board_rotation_are_sent(tree):
    badger = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "ui/fonts/small_r270.mpy" in badger and "ui/fonts/small_r90.mpy" not in badger
    (tree / "boards" / "waveshare_213.mpy").write_bytes(b"x")
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
    steps, files = deploy.plan(tree, "badger2040", "/dev/ttyACM0")
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
    assert set(kinds[1:-2]) == {"fs cp"}


def test_a_compiled_main_is_replaced_by_its_source(tree):
    (tree / "firmware" / "main.py").rename(tree / "firmware" / "main.mpy")
    files = dict((dest, src) for src, dest in deploy.collect(tree, "badger2040"))
    assert "main.mpy" not in files
    assert files["main.py"] == deploy.ROOT / "firmware" / "main.py"


def test_glyph_files_follow_the_board_rotation(tree):
    for rotation in (90, 270):
        (tree / "firmware" / "ui" / "fonts" / ("small_r%d.bin" % rotation)).write_bytes(b"x")
    badger = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "ui/fonts/small_r270.bin" in badger and "ui/fonts/small_r90.bin" not in badger


def test_text_packs_are_sent(tree):
    pack = tree / "firmware" / "games" / "amber.lang"
    pack.parent.mkdir(parents=True)
    pack.write_text("A\tone\tjeden\n")
    sent = [dest for _, dest in deploy.collect(tree, "badger2040")]
    assert "games/amber.lang" in sent
