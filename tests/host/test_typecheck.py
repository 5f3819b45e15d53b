"""The type check: passes on the tree, and does catch code that would fail
on a Pico (a Pin method that does not exist, a CPython-only time call)."""

import subprocess
import sys

from host_tools import typecheck


def test_typecheck_passes_on_the_tree():
    res = subprocess.run([sys.executable, "-m", "host_tools.typecheck"], cwd=typecheck.ROOT,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "firmware/hw, boards against micropython-rp2-rpi_pico-stubs" in res.stdout
    assert ": ok" in res.stdout


def test_typecheck_catches_calls_the_pico_does_not_have(tmp_path):
    bad = tmp_path / "bad_driver.py"
    bad.write_text(
        "import time\n"
        "from machine import Pin, SPI\n"
        "p = Pin(12, Pin.IN, Pin.PULL_UP)\n"
        "p.bogus()\n"
        "t = time.monotonic()\n"
        "SPI(0, baudrate=1000000, sck=Pin(18), mosi=Pin(19)).write(b'x')\n"
        "ok = time.ticks_diff(time.ticks_ms(), 0)\n")
    status, report = typecheck.run_mypy([str(bad)], typecheck.STRICT_FLAGS,
                                         typecheck.build_typeshed())
    assert status != 0
    assert '"Pin" has no attribute "bogus"' in report
    assert 'has no attribute "monotonic"' in report
    assert report.count("error:") == 2


def test_type_ignore_comments_are_refused(tmp_path, monkeypatch):
    (tmp_path / "hw").mkdir()
    (tmp_path / "hw" / "x.py").write_text("a = 1\nb = a.x  # type: ignore\n")
    monkeypatch.setattr(typecheck, "ROOT", tmp_path)
    assert typecheck.find_ignores(("hw",)) == ["hw/x.py:2: error: no type: ignore in hw"]
