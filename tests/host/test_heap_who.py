"""What keeps a module on the heap (host_tools/heap_who.py): a game stopped
at a press shows its heap, the modules it let go and still holds, and the
way from the interpreter to a module it holds on purpose."""

from host_tools import heap_who


def test_a_game_stopped_at_a_press_shows_who_holds_its_modules():
    # the generic game for 3, just after its fourth press (the wizard)
    heap = heap_who.run("generic_3p", 4, 0)
    assert heap.info and heap.info[0].startswith("GC: total:")
    assert "main" in heap.loaded and heap.marker
    # every module still imported is reached from the interpreter's state
    # (its dict of modules), never from a dead frame
    b = heap.block(heap.loaded["ui.screen"])
    assert heap.kinds[b] == "M"
    ways = heap_who.roots(heap, b)
    assert ways
    assert any("the interpreter's state" in way[0] for way in ways)
    # a module let go is named only while its object is still live there
    for name, kept in heap.kept_modules():
        assert name not in heap.loaded and heap.kinds[kept] == "M"
