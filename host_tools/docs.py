"""The documentation's drawn and measured parts (``make docs``)::

    python -m host_tools.docs            # draw docs/panel.png
    python -m host_tools.docs --check    # exit 1 when the picture is stale or a link is broken

The README's picture of the panel is the simulator's own frame (a Castles
of Burgundy round, dice rolled, on the Pico Inky Pack's 296 x 128 panel),
drawn twice its size; tests/host/test_docs.py draws it again and fails
when the file differs, so it cannot go stale.

The measured figures in docs/performance.md are written there by the
tools that measure them (``make bench``, ``make presses``), each into its own block between
``<!-- figures: NAME -->`` and ``<!-- end of figures -->``; ``write_block``
is how.
"""

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PANEL = DOCS / "panel.png"
PERFORMANCE = DOCS / "performance.md"
# Main menu -> a 3-player Burgundy game -> the first round, dice rolled.
PANEL_KEYS = "b =The_Castles #3 b =red b =blue b =no_colour =Start =Ania c c"
PANEL_SEED = 11
SCALE = 2

BLOCK = re.compile(r"(<!-- figures: (\S+) -->\n)(.*?)(<!-- end of figures -->)", re.S)


def draw_panel():
    """The panel picture as a PIL image: the simulator's last frame."""
    from PIL import Image
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "png"
        res = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", PANEL_KEYS,
                              "--flash", str(Path(d) / "flash"), "--seed", str(PANEL_SEED),
                              "--png", str(out)], cwd=ROOT, capture_output=True, text=True)
        if res.returncode != 0:
            raise SystemExit("the simulator failed:\n" + res.stderr[-2000:])
        last = sorted(out.iterdir())[-1]
        img = Image.open(last).convert("1")
        img.load()
    return img.resize((img.width * SCALE, img.height * SCALE), Image.NEAREST)


def panel_is_fresh():
    from PIL import Image
    if not PANEL.exists():
        return False
    have = Image.open(PANEL).convert("1")
    want = draw_panel()
    return have.size == want.size and have.tobytes() == want.tobytes()


def pages():
    return [ROOT / "README.md"] + sorted(DOCS.glob("*.md"))


def anchor(title):
    """GitHub's anchor for a heading."""
    a = title.strip().lower()
    a = re.sub(r"[^\w\- ]", "", a)
    return a.replace(" ", "-")


def anchors(path):
    return {anchor(m.group(1)) for m in re.finditer(r"^#+ (.+)$", path.read_text("utf-8"), re.M)}


LINK = re.compile(r"\]\(([^)\s]+)\)")


def broken_links():
    """["page: link"] for every relative link (and #anchor) that leads nowhere."""
    bad = []
    for page in pages():
        text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.S)
        for link in LINK.findall(text):
            if re.match(r"[a-z]+:", link):
                continue                    # https:, mailto:: not checked offline
            target, _, frag = link.partition("#")
            path = (page.parent / target).resolve() if target else page
            if not path.exists():
                bad.append("%s: %s" % (page.relative_to(ROOT), link))
            elif frag and path.suffix == ".md" and frag not in anchors(path):
                bad.append("%s: %s (no such heading)" % (page.relative_to(ROOT), link))
    return bad


def write_block(path, name, lines):
    """Replace block ``name`` of ``path`` with ``lines``; False when the
    page has no such block (it is then left as it is)."""
    path = Path(path)
    if not path.exists():
        return False
    text = path.read_text("utf-8")
    found = [False]

    def one(m):
        if m.group(2) != name:
            return m.group(0)
        found[0] = True
        return m.group(1) + "".join(line + "\n" for line in lines) + m.group(4)
    new = BLOCK.sub(one, text)
    if new != text:
        path.write_text(new, "utf-8")
    return found[0]


def blocks(path):
    """{name: [lines]} of the figure blocks of ``path``."""
    return {m.group(2): m.group(3).splitlines()
            for m in BLOCK.finditer(Path(path).read_text("utf-8"))}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.docs",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    ns = parser.parse_args(argv)
    problems = broken_links()
    if ns.check:
        if not panel_is_fresh():
            problems.append("%s is stale: run `make docs`" % PANEL.relative_to(ROOT))
    else:
        DOCS.mkdir(exist_ok=True)
        draw_panel().save(PANEL)
        print("wrote %s" % PANEL.relative_to(ROOT))
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
