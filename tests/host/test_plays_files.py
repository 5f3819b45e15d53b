"""host_tools.plays writes the export's files without CPython's csv, json
options, uuid or hashlib, so the web page can write them inside
MicroPython: each piece is checked against CPython's own, and the files a
MicroPython run writes are the same bytes as CPython's."""

import csv
import hashlib
import io
import json
import uuid
from pathlib import Path

import test_export

from host_tools import export, mpy
from host_tools import plays as playsfile

ROOT = Path(__file__).resolve().parents[2]
TRICKY = ("Ania", "Żaneta Łódź", 'say "hi"', "a,b", "two\nlines", "tab\there", "\x01bell",
          "back\\slash", "", "zwölf ĄĘ")


def test_sha1_without_hashlib_is_sha1():
    for n in list(range(0, 130)) + [1000]:
        data = bytes((i * 7 + n) & 0xFF for i in range(n))
        assert playsfile.sha1_here(data) == hashlib.sha1(data).digest(), n


def test_uuids_are_python_uuid5_in_the_export_namespace():
    ns = uuid.uuid5(uuid.NAMESPACE_URL, "table-companion/plays")
    for parts in (("game", "generic"), ("player", "Żaneta"), ("play", "0a1b2c3d", 12)):
        want = str(uuid.uuid5(ns, "/".join(str(p) for p in parts))).upper()
        assert playsfile.uuid(*parts) == want


def test_json_is_what_json_dumps_writes():
    data = {"b": [1, True, None, {"x": []}, {}], "a": {"z": "é", "y": list(TRICKY)},
            "n": -3, "empty": []}
    out = []
    playsfile._json(data, "\n", out)
    assert "".join(out) == json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)


def test_csv_is_what_the_csv_module_writes():
    found = [{"number": 1, "gid": "00000001", "date": "2026-01-02 03:04:05",
              "summary": {"game": "generic", "players": list(TRICKY[:5]), "first": 1,
                          "events": 9, "results": [{"name": n, "total": i, "rank": i + 1}
                                                   for i, n in enumerate(TRICKY[:5])]}}]
    buf = io.StringIO(newline="")
    w = csv.DictWriter(buf, fieldnames=playsfile.CSV_FIELDS)
    w.writeheader()
    w.writerows(playsfile.rows(found))
    assert playsfile.csv_text(found) == buf.getvalue()


def test_micropython_writes_the_same_files(tmp_path):
    flash = tmp_path / "flash"
    flash.mkdir()
    test_export.finish_generic_games(flash, 2)
    found = export.plays(flash)
    code = (
        "import binascii, plays\n"
        "from core.storage import Storage\n"
        "found = plays.plays(Storage('/flash'), lambda folder: 'DATE')\n"
        "for text in (plays.csv_text(found), plays.bgsplay_text(found)):\n"
        "    print(binascii.hexlify(text.encode()).decode())\n"
    )
    res = mpy.run(code=code, flash=flash, mounts={"/tools": ROOT / "host_tools"},
                  extra_path=["/tools"], heap="1m")
    assert res.rc == 0, res.stderr
    csv_text, bgsplay = (bytes.fromhex(line).decode() for line in res.stdout.split())
    for play in found:
        play["date"] = "DATE"
    assert csv_text == playsfile.csv_text(found)
    assert bgsplay == playsfile.bgsplay_text(found)
    assert len(json.loads(bgsplay)["plays"]) == 2
