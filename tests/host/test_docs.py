"""The README and docs/ cannot go stale: the README stays short, every
link in them leads to a file or heading that exists, the picture of the
panel is what the simulator draws now (``make docs`` draws it again), and
the measured figures in docs/performance.md sit in the blocks their tools
write (``host_tools.docs.write_block``: ``make bench``, ``make
presses``)."""

from host_tools import bench, docs, presses

README = docs.ROOT / "README.md"


def test_the_readme_starts_short_and_links_into_the_docs():
    text = README.read_text("utf-8")
    assert len(text.splitlines()) <= 170
    for page in ("playing", "boards", "performance", "development"):
        assert "(docs/%s.md" % page in text, page
        assert (docs.DOCS / (page + ".md")).exists(), page
    assert "](docs/panel.png)" in text


def test_every_link_resolves():
    assert docs.broken_links() == []


def test_the_link_check_sees_a_broken_link(tmp_path, monkeypatch):
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text("# Top\n\n[a](docs/a.md#there) [b](docs/b.md) "
                                        "[c](#top) [d](#nowhere) [e](https://x.org/y)\n")
    (tmp_path / "docs" / "a.md").write_text("# A\n\n## There, and back\n\n[up](../README.md)\n")
    monkeypatch.setattr(docs, "ROOT", tmp_path)
    monkeypatch.setattr(docs, "DOCS", tmp_path / "docs")
    assert docs.broken_links() == ["README.md: docs/a.md#there (no such heading)",
                                   "README.md: docs/b.md", "README.md: #nowhere (no such heading)"]
    (tmp_path / "docs" / "a.md").write_text("# A\n\n## There\n")
    assert docs.broken_links() == ["README.md: docs/b.md", "README.md: #nowhere (no such heading)"]


def test_the_panel_picture_is_what_the_simulator_draws():
    assert docs.panel_is_fresh(), "docs/panel.png is stale: run `make docs`"


def test_the_figures_are_in_their_tools_blocks():
    found = docs.blocks(docs.PERFORMANCE)
    assert set(found) == {"bench", "presses"}
    for name, lines in found.items():
        assert lines[0] == "```text" and lines[-1] == "```", name
    # each block holds what its tool prints: its table's header and a row per game
    head = bench.heap_table({})[0]
    assert head in found["bench"]
    assert presses.table({})[0] in found["presses"]
    for name in ("burgundy_4p", "tiletum_3p", "san_juan_2p", "amber_3p", "generic_3p"):
        for block in ("bench", "presses"):
            assert any(line.startswith(name + " ") for line in found[block]), (name, block)


def test_a_tool_writes_only_its_own_block(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("a\n<!-- figures: x -->\nold\n<!-- end of figures -->\nb\n"
                    "<!-- figures: y -->\nkept\n<!-- end of figures -->\n")
    assert docs.write_block(page, "x", ["new", "lines"])
    assert page.read_text() == ("a\n<!-- figures: x -->\nnew\nlines\n<!-- end of figures -->\nb\n"
                                "<!-- figures: y -->\nkept\n<!-- end of figures -->\n")
    assert not docs.write_block(page, "z", ["any"])
    assert docs.blocks(page) == {"x": ["new", "lines"], "y": ["kept"]}
