"""The firmware's build (host_tools/build.py)."""

from pathlib import Path

from host_tools import build


def test_a_modules_tracebacks_name_it_as_it_is_imported():
    # the dotted name the import interns anyway: no file name per module
    # in the device's interned strings
    assert build.source_name(Path("firmware/games/kit.py")) == "games.kit"
    assert build.source_name(Path("firmware/ui/fonts/__init__.py")) == "ui.fonts"
    assert build.source_name(Path("firmware/main.py")) == "main"
    assert build.source_name(Path("boards/badger2040.py")) == "boards.badger2040"
    assert build.source_name(Path("boards/__init__.py")) == "boards"
