"""Files the device cannot use, moved aside instead of read or deleted.

A file that fails its checks (damaged, values of the wrong type, written
by a newer firmware) must not stop a boot, and must not be lost either: a
maker can copy it off over USB and send it to us, or a newer firmware can
still open it. So it is renamed into the folder ``damaged`` (a rename
writes no data, so it works on a full flash too), named there after its
path (``games-0003-draft``), and the device goes on without it. The boot
names on screen what went aside (core.store collects the names).

Imported only when something is set aside: nothing here is on the heap
of a healthy device.
"""

FOLDER = "damaged"


def put(storage, name):
    """Move ``name`` (a file or a folder) into the damaged folder; the
    name it has there, or None when even the rename failed (the caller
    reads around it again at the next boot: nothing loops)."""
    leaf = name.replace("/", "-")
    try:
        if not storage.isdir(FOLDER):
            storage.mkdir(FOLDER)
        dst = FOLDER + "/" + leaf
        k = 1
        while storage.exists(dst):  # an earlier copy of the same file stays
            k += 1
            dst = "%s/%s.%d" % (FOLDER, leaf, k)
        storage.rename(name, dst)
    except OSError:
        return None
    return leaf
