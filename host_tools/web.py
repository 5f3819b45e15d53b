"""The device in a web page: ``python -m host_tools.web build|serve``.

``build`` (``make web``) writes a static site into ``build/web``:

- ``index.html``, ``style.css``, ``app.js``, ``records.js`` from ``web/``:
  the page (``records.js``: its Records view);
- ``micropython.mjs`` and ``micropython.wasm``: MicroPython's official
  WebAssembly port, the npm package pinned in ``web/package.json`` and
  ``web/package-lock.json``, installed with ``npm ci`` into
  ``web/node_modules`` (again only when the lock file changed);
- ``device.bin`` and ``device.json``: the device's filesystem, one blob
  and its index (path, size): the firmware as compiled for the Pico
  (``build/firmware``, ``build/boards``, the text packs and fonts;
  ``host_tools.build`` first when it is stale), ``web/webdevice.py``,
  which runs the firmware's loop for the page, and ``host_tools/plays.py``,
  which writes the finished games' files as the host export does.

``serve`` (``make web-serve``) builds, then serves ``build/web`` on
127.0.0.1 (port 8021, or ``--port``) until interrupted. The site is plain
files: any static host serves it (see docs/development.md).
"""

import argparse
import functools
import http.server
import json
import shutil
import subprocess
import sys
from pathlib import Path

from host_tools import build as fwbuild

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
OUT = ROOT / "build" / "web"
PACKAGE = WEB / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
PAGE = ("index.html", "style.css", "app.js", "records.js")
RUNTIME = ("micropython.mjs", "micropython.wasm")
PORT = 8021


def npm_ci():
    """The pinned WebAssembly port in web/node_modules (npm ci, when the
    lock file is newer than what is installed)."""
    stamp = WEB / "node_modules" / ".package-lock.json"
    lock = WEB / "package-lock.json"
    if all((PACKAGE / f).exists() for f in RUNTIME) and stamp.exists() \
            and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("make web needs npm (Node.js 18 or newer) to fetch the MicroPython "
                         "WebAssembly port")
    proc = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
                          cwd=WEB, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit("npm ci failed in web/:\n" + (proc.stderr or proc.stdout))


def device_files():
    """(path on the device, file) for everything the page's MicroPython
    loads: the compiled firmware at /, the boards at /boards."""
    if fwbuild.stale():
        fwbuild.build(quiet=True)
    out = []
    for top, prefix in ((fwbuild.OUT / "firmware", ""), (fwbuild.OUT / "boards", "/boards")):
        for f in sorted(top.rglob("*")):
            if f.is_file():
                out.append((prefix + "/" + f.relative_to(top).as_posix(), f))
    out.append(("/webdevice.py", WEB / "webdevice.py"))
    out.append(("/plays.py", ROOT / "host_tools" / "plays.py"))
    return out


def version():
    """The firmware's commit, for the page's status line."""
    proc = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT,
                          capture_output=True, text=True)
    return proc.stdout.strip() or "unknown"


def build(out=OUT, quiet=False):
    npm_ci()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in PAGE:
        shutil.copyfile(WEB / name, out / name)
    for name in RUNTIME:
        shutil.copyfile(PACKAGE / name, out / name)
    index = []
    with open(out / "device.bin", "wb") as blob:
        for path, f in device_files():
            data = f.read_bytes()
            blob.write(data)
            index.append((path, len(data)))
    (out / "device.json").write_text(json.dumps({"version": version(), "files": index}))
    total = sum(f.stat().st_size for f in out.iterdir())
    if not quiet:
        print("web: %d device files, %d KB in %s" % (len(index), total // 1024,
                                                      out.relative_to(ROOT)))
    return total


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a browser insists on for modules and
    WebAssembly, and no caching (a rebuilt page is seen at once)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json"}

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


def server(port=0, root=OUT):
    """An HTTP server for ``root`` on 127.0.0.1 (port 0: any free port)."""
    handler = functools.partial(Handler, directory=str(root))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.web",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("build", "serve"))
    parser.add_argument("--port", type=int, default=PORT)
    ns = parser.parse_args(argv)
    build()
    if ns.command == "serve":
        httpd = server(ns.port)
        print("serving build/web on http://127.0.0.1:%d/ (Ctrl-C stops)" % ns.port, flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
