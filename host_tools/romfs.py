"""The compiled firmware as a ROM filesystem image (MicroPython's ROMFS).

On a firmware with a ROM partition (``vfs.rom_ioctl``, MicroPython 1.25+)
the modules imported from ``/rom`` run where they lie in flash: their
bytecode and constants are not copied into the heap, as every ``.mpy`` on
the read-write filesystem is. The stock rp2 firmware has no such partition
(its builds leave ``MICROPY_HW_ROMFS_BYTES`` at 0), so the device cannot
use this; the bench uses the image to measure what the heap would hold if
it could (``make bench ROM=1``, host_tools/guest/romrun.py): the WASI
build has ``vfs.VfsRom`` and runs code in place from an image in memory.

The image holds ``build/firmware`` at its root and ``build/boards`` as
``boards``, laid out as the device's filesystem is. It is written with
mpremote's ROMFS writer (the one ``mpremote romfs build`` uses).
"""

from pathlib import Path

from mpremote.romfs import VfsRomWriter

from host_tools import mpy

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
OUT = BUILD / "rom"
NAME = "firmware.romfs"


def _add(writer, folder):
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.name == "__pycache__":
            continue
        if path.is_dir():
            writer.opendir(path.name)
            _add(writer, path)
            writer.closedir()
        else:
            writer.mkfile(path.name, path.read_bytes())


def image(build=BUILD):
    """The ROMFS image (bytes) of the compiled firmware and boards under
    ``build`` (``make build``'s tree)."""
    writer = VfsRomWriter()
    _add(writer, build / "firmware")
    writer.opendir("boards")
    _add(writer, build / "boards")
    writer.closedir()
    return writer.finalise()


def write(build=BUILD, out=OUT):
    """Writes the image to ``out``/firmware.romfs; returns that folder
    (what the bench mounts into the guest) and the image's size."""
    data = image(build)
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / (NAME + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(out / NAME)
    return out, len(data)


def guest_run(rom, loop, args, mounts, heap):
    """(module, args, heap) for ``mpy.run`` to run the guest ``loop`` with
    ``args`` on the firmware from the image ``rom`` ((folder, size), what
    ``write`` returns): guest/romrun.py mounts the image, then runs the
    loop. The image's folder joins ``mounts``; the heap grows by the image,
    which romrun reports on a line ``ROMIMG <bytes>``."""
    mounts["/rom-image"] = rom[0]
    return "romrun", [loop] + list(args), mpy.heap_bytes(heap) + rom[1] + 4096
