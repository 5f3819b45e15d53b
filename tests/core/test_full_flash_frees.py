"""A full flash frees what the storage budget would free first, the
oldest finished game, before the reserve kept for the last writes goes:
the reserve is still there for the next time."""

from core.storage import RESERVE
from core.store import Store
from support.faultfs import FaultFS

PLAYERS = [{"name": "Ania"}, {"name": "Bartek"}]


def test_a_full_flash_frees_a_finished_game_before_the_reserve():
    fs = FaultFS()
    store = Store(fs)
    for _ in range(2):
        s = store.new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
        for i in range(20):
            s.apply(["sc", i % 2, i + 1, "pad"])
        s.apply(["end"])
        store.finish(s)
    oldest = min(r["id"] for r in store.finished())
    fs.keep_reserve(300)
    s = store.new_session("generic", {"dice": "2d6"}, PLAYERS, 0)
    fs.space = fs.used() + 10           # the flash is full
    for i in range(12):
        s.apply(["sc", i % 2, 1, "pad"])
    assert fs.exists(RESERVE)
    left = [r["id"] for r in Store(fs).finished()]
    assert oldest not in left and len(left) == 1, left
    again, _notes = Store(fs).resume()
    assert again.state["scores"] == s.state["scores"]
