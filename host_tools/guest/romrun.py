"""A guest loop (simloop, simtrace or bootbench) on the firmware imported
from a ROM filesystem, as a Pico whose MicroPython has a ROM partition
would run it: the modules' bytecode and constants stay in the image and
only what they build comes into the heap (host_tools/romfs.py).

    romrun <loop> <the loop's arguments>

The image (``/rom-image/firmware.romfs``) is read into the heap here, since
the WASI build has no flash, and mounted at ``/rom``, which takes the place
of the compiled tree (``/fw``) and the boards (``/brd``) on ``sys.path``.
First it prints ``ROMIMG <bytes>``: the heap the image and its mount hold,
which the host takes off every heap figure the loop then prints.
"""

import gc
import sys

import vfs

gc.disable()        # the WASI build's collector must not start inside C code
gc.collect()
before = gc.mem_alloc()
with open("/rom-image/firmware.romfs", "rb") as f:
    image = bytearray(f.seek(0, 2))
    f.seek(0)
    f.readinto(image)
vfs.mount(vfs.VfsRom(image), "/rom")
sys.path[sys.path.index("/fw")] = "/rom"
if "/brd" in sys.path:
    sys.path.remove("/brd")
f = None            # the file object: garbage before the image is counted
gc.collect()
print("ROMIMG %d" % (gc.mem_alloc() - before))

loop = sys.argv.pop(1)
if loop == "simtrace":
    import simtrace  # noqa: F401 (it runs as it is imported)
else:
    __import__(loop).main(sys.argv[1:])
