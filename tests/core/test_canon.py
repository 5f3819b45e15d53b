"""Canonical JSON (core.canon): the same text on both interpreters, for
the strings the interpreter's own writer passes through and for those
canon escapes itself (control characters, quotes, backslashes; Polish
letters left as they are, which CPython's writer would escape)."""

from core import canon


def test_strings_that_need_no_escape_are_written_as_they_are():
    assert canon.dumps(["", "Ania", "a b/c", "\x7f", "~"]) == '["","Ania","a b/c","\x7f","~"]'


def test_polish_letters_stay_letters():
    assert canon.dumps({"gracz": "Łucja Żółć"}) == '{"gracz":"Łucja Żółć"}'


def test_json_escapes_and_nothing_more():
    assert canon.dumps(['a"b', "c\\d", "e\nf\rg\th", "\b\f", "\x01\x1f"]) == \
        '["a\\"b","c\\\\d","e\\nf\\rg\\th","\\b\\f","\\u0001\\u001f"]'
    assert canon.dumps(["ł\n"]) == '["ł\\n"]'


def test_keys_sorted_and_ints_as_one_piece():
    assert canon.dumps({"b": [3, 1, 2], "a": {"d": None, "c": True}, "e": [1, "x"]}) == \
        '{"a":{"c":true,"d":null},"b":[3,1,2],"e":[1,"x"]}'
