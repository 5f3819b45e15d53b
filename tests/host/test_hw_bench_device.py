"""The on-device benchmark: its workload script runs end to end in real
MicroPython (with a recording stand-in for ``machine``) and its report is
parsed into one line per measurement."""

from host_tools import bench_device, mpy

# The workload collects between its steps, as on a Pico; here automatic
# collection stays off, because the WASI build's collector cannot see
# WebAssembly locals (see tests/conftest.py).
PREAMBLE = """
import gc, sys
gc.disable()
sys.path.append('/repo')
from support import fakehw
m = fakehw.Machine()
m.levels[26] = 1          # UC8151 BUSY idles high: the fake panel is never busy
sys.modules['machine'] = m
"""


def test_workload_runs_in_micropython(tmp_path):
    from host_tools.mpy import ROOT
    (tmp_path / "board.json").write_text('{"board": "pico_inky_pack"}')
    code = PREAMBLE + bench_device.script(("c", "b"), config="/flash/board.json")
    res = mpy.run(code=code, flash=tmp_path, mounts={"/repo": ROOT}, extra_path=["/repo"],
                  heap="64m")
    assert res.rc == 0, res.stderr
    rows = bench_device.parse(res.stdout)
    names = [r[0] for r in rows]
    assert not [n for n in names if n.endswith("_error")], res.stdout
    for want in ("heap_free_start", "board", "hw_build", "hw_heap", "panel_full_refresh",
                 "panel_partial_refresh_2", "panel_fast_refresh_2", "panel_wake_and_partial",
                 "app_start", "press_c", "heap_free_after_b", "heap_free_end"):
        assert want in names, (want, res.stdout)
    assert dict((r[0], r[1]) for r in rows)["board"] == "pico_inky_pack"
    assert int(dict((r[0], r[1]) for r in rows)["heap_free_start"]) > 100000


def test_a_failing_step_is_reported_and_the_rest_runs():
    out = ("BENCH heap_free_start 180000 bytes\n"
           "BENCH panel_error OSError(5) -\n"
           "noise line\n"
           "BENCH heap_free_end 170000 bytes\n")
    rows = bench_device.parse(out)
    assert rows == [("heap_free_start", "180000", "bytes"), ("panel_error", "OSError(5)", "-"),
                    ("heap_free_end", "170000", "bytes")]
    text = bench_device.format_rows(rows)
    assert "panel_error" in text and "170000 bytes" in text


def test_dry_run_prints_the_command(capsys):
    assert bench_device.main(["--dry-run", "--port", "/dev/ttyACM0"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("mpremote connect /dev/ttyACM0 run ")
    assert line.endswith("build/bench/bench_device.py")
