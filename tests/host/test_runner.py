"""The MicroPython runner itself: real interpreter, real heap cap, exact
fuel, bounded time, and a garbage collector that survives real workloads."""

import subprocess
import sys

import pytest

from host_tools import mpy

ROOT = mpy.ROOT


def test_command_line_reports_micropython():
    out = subprocess.run(
        [sys.executable, "-m", "host_tools.mpy", "run", "-c",
         "import sys; print(sys.implementation.name)"],
        cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "micropython"


def test_heap_cap_is_the_device_loops_200_kb():
    # 46 KB under the stock Pico firmware's 245,888 bytes (host_tools.mpy)
    res = mpy.run(code="import gc; print(gc.mem_free() + gc.mem_alloc())")
    assert res.ok
    assert 195_000 <= int(res.stdout) <= 200 * 1024 <= 245_888 - 40 * 1024


def test_allocating_300_kb_raises_memory_error():
    res = mpy.run(code="x = bytearray(300 * 1024)")
    assert res.rc != 0
    assert "MemoryError" in res.stderr
    # ...while the same line fits a larger heap: the cap is what refuses it
    assert mpy.run(code="x = bytearray(300 * 1024)", heap="1m").ok


def test_fuel_is_exact_and_repeatable():
    code = "x = 0\nfor i in range(10000):\n    x += 1\n"
    a = mpy.run(code=code).fuel
    b = mpy.run(code=code).fuel
    assert a == b
    assert mpy.run(code=code.replace("10000", "20000")).fuel > a


def test_fuel_budget_and_wall_clock_bound():
    with pytest.raises(mpy.FuelExhausted):
        mpy.run(code="while True:\n    pass\n", fuel=10_000_000)
    with pytest.raises(mpy.GuestTimeout):
        mpy.run(code="while True:\n    pass\n", timeout=0.5)


def test_firmware_and_flash_are_mounted(tmp_path):
    res = mpy.run(code=(
        "from core import dice\n"
        "f = open('/flash/x.txt', 'w'); f.write('hello'); f.close()\n"
        "import os; os.rename('/flash/x.txt', '/flash/y.txt')\n"
        "print(dice.parse('2d6')[0]['sides'])\n"), flash=tmp_path)
    assert res.stdout.strip() == "6", res
    assert (tmp_path / "y.txt").read_text() == "hello"


def test_traceback_reaches_the_host():
    res = mpy.run(code="def f():\n    raise ValueError('boom')\nf()\n")
    assert res.rc == 1
    assert "ValueError: boom" in res.stderr and "line 2" in res.stderr


# Functions with many locals allocating past several garbage collections:
# the unpatched WASI build frees such a function's running frame and
# crashes here (see the frame patch in host_tools/mpy.py).
GC_TORTURE = """
def work(n):
    a = b = c = d = e = 0
    keep = {"a": [1, 2, 3], "b": "hello" * 3}
    acc = 0
    for i in range(n):
        s = str(i) * 3
        t = [i, s, (i, i)]
        acc += len(s) + len(t)
    assert keep["a"] == [1, 2, 3] and keep["b"] == "hellohellohello"
    return acc + a + b + c + d + e
total = 0
for k in range(4):
    total += work(5000)
print(total)
"""


@pytest.mark.parametrize("heap", ["32k", "200k"])
def test_garbage_collection_under_pressure(heap):
    res = mpy.run(code=GC_TORTURE, heap=heap)
    expected = 4 * sum(len(str(i) * 3) + 3 for i in range(5000))
    assert res.ok, res.stderr[-2000:]
    assert int(res.stdout) == expected
