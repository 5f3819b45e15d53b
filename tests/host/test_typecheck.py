"""The type check: passes on the tree against the stubs of each Pico's
firmware, and does catch code that would fail on a Pico (a Pin method that
does not exist, a CPython-only time call) or on one of the four (the radio
modules only the W builds have, a pin function only the RP2350 has)."""

import subprocess
import sys

import pytest

from host_tools import typecheck


def test_typecheck_passes_on_the_tree():
    res = subprocess.run([sys.executable, "-m", "host_tools.typecheck"], cwd=typecheck.ROOT,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stdout + res.stderr
    for pico in ("pico", "pico_w", "pico2", "pico2_w"):
        assert ("typecheck firmware/hw, boards against micropython-rp2-rpi_%s-stubs 1.29.0.post1:"
                " ok" % pico) in res.stdout.splitlines()
    assert "(lenient): ok" in res.stdout


def test_the_four_stubs_sets_are_pinned():
    assert typecheck.pinned_stubs() == {
        "RPI_PICO": ("micropython-rp2-rpi_pico-stubs", "1.29.0.post1"),
        "RPI_PICO_W": ("micropython-rp2-rpi_pico_w-stubs", "1.29.0.post1"),
        "RPI_PICO2": ("micropython-rp2-rpi_pico2-stubs", "1.29.0.post1"),
        "RPI_PICO2_W": ("micropython-rp2-rpi_pico2_w-stubs", "1.29.0.post1"),
    }


@pytest.mark.parametrize("uf2,radio,rp2350", [("RPI_PICO", False, False),
                                              ("RPI_PICO_W", True, False),
                                              ("RPI_PICO2", False, True),
                                              ("RPI_PICO2_W", True, True)])
def test_each_firmware_has_its_own_stubs(tmp_path, uf2, radio, rp2350):
    code = tmp_path / "pico_specific.py"
    code.write_text(
        "import network\n"
        "from machine import Pin\n"
        "wlan = network.WLAN(network.STA_IF)\n"
        "psram_cs = Pin(47, Pin.ALT, alt=Pin.ALT_XIP_CS1)\n")
    status, report = typecheck.run_mypy([str(code)], typecheck.STRICT_FLAGS,
                                        typecheck.build_typeshed(uf2))
    assert ('Cannot find implementation or library stub for module named "network"' in report) \
        == (not radio)
    assert ('"type[Pin]" has no attribute "ALT_XIP_CS1"' in report) == (not rp2350)
    assert (status == 0) == (radio and rp2350)


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
                                         typecheck.build_typeshed("RPI_PICO"))
    assert status != 0
    assert '"Pin" has no attribute "bogus"' in report
    assert 'has no attribute "monotonic"' in report
    assert report.count("error:") == 2


def test_type_ignore_comments_are_refused(tmp_path, monkeypatch):
    (tmp_path / "hw").mkdir()
    (tmp_path / "hw" / "x.py").write_text("a = 1\nb = a.x  # type: ignore\n")
    monkeypatch.setattr(typecheck, "ROOT", tmp_path)
    assert typecheck.find_ignores(("hw",)) == ["hw/x.py:2: error: no type: ignore in hw"]
