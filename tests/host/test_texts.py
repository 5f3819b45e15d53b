"""Text packs (core.texts): well-formed, the ids in the code in step with
them, every character drawable, and read back the same by the device's
reader in both runtimes."""

import sys

from host_tools import mpy, texts

ROOT = mpy.ROOT
for p in (ROOT / "firmware", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))


def test_packs_are_well_formed_and_ids_up_to_date():
    assert texts.packs(), "no text pack found"
    assert texts.run(check=True) == []


def test_every_character_has_a_glyph():
    from ui.fonts import small_r0
    for pack in texts.packs():
        for key, en, pl in texts.read_pack(pack):
            for s in (en, pl):
                bad = [ch for ch in s if not (" " <= ch <= "~" or ch in small_r0.EXTRA)]
                assert not bad, (pack.name, key, bad)


def test_a_stale_block_and_an_unknown_key_are_reported(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.lang").write_text("# comment\nA\tone\tjeden\n\nB\ttwo %d\tdwa %d\n")
    mod = tmp_path / "games" / "x.py"
    block = "# Text ids of games/x.lang, written by `make texts`.\n# End of text ids.\n"
    mod.write_text('"""x"""\n' + block + "y = _T_B\n")
    assert texts.run(check=True, root=tmp_path)            # stale: B missing
    assert texts.run(root=tmp_path) == []
    assert "_T_B = const(1)" in mod.read_text()
    assert texts.run(check=True, root=tmp_path) == []
    mod.write_text(mod.read_text() + "z = _T_C\n")
    assert any("no text C" in p for p in texts.run(check=True, root=tmp_path))
    (tmp_path / "games" / "x.lang").write_text("A\tone\n")
    assert any("field" in p for p in texts.run(check=True, root=tmp_path))


READ_ALL = """
from core import texts
for name in %r:
    p = texts.pack(name)
    for i in range(len(p)):
        en, pl = p.pair(i)
        print("%%s\\t%%s\\t%%s" %% (p.key(i), en, pl))
        # one language at a time, as the screens read them (its own reader)
        print("%%s\\t%%s\\t%%s" %% (p.key(i), p.get(i, 0), p.get(i, 1)))
"""


def _names():
    return [p.relative_to(ROOT / "firmware").with_suffix("").as_posix()
            for p in texts.packs() if p.relative_to(ROOT / "firmware").parts[0] == "games"]


def test_the_device_reads_what_the_pack_says_in_both_runtimes():
    names = _names()
    want = []
    for name in names:
        for e in texts.read_pack(ROOT / "firmware" / (name + ".lang")):
            want += ["\t".join(e)] * 2      # by pair, then by language
    import io
    from contextlib import redirect_stdout
    buf = io.StringIO()
    with redirect_stdout(buf):
        exec(READ_ALL % (names,), {})  # noqa: S102 -- the source the guest runs
    assert buf.getvalue().split("\n")[:-1] == want
    res = mpy.run(code=READ_ALL % (names,))
    assert res.ok, res.stderr
    assert res.stdout.split("\n")[:-1] == want


def test_the_screens_pack_has_a_line_per_key_in_order():
    from ui import text
    keys = text._KEYS.strip("\n").split("\n")
    lines = texts.read_pack(ROOT / "firmware" / "ui" / "text.lang")
    assert [k.upper() for k in keys] == [key for key, _, _ in lines]
