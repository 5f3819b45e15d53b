"""Dice drawn as the table knows them: squares with real pips for d6,
the number (or the face's label) for other dice, and a name under each
die when the dice belong to someone ("red", "white")."""

# Pip positions on a 3x3 grid (column, row) for faces 1-6.
PIPS = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
)


def draw_die(c, x, y, size, value, sides=6, label=None, invert=False):
    """One die with its top-left corner at (x, y)."""
    ink = 0 if invert else 1
    if invert:
        c.fill_rect(x, y, size, size, 1)
    else:
        c.fill_rect(x, y, size, size, 0)
    c.rect(x, y, size, size, 1)
    c.rect(x + 1, y + 1, size - 2, size - 2, 1)
    if sides == 6 and label is None and 1 <= value <= 6:
        pip = max(2, size // 7)
        step = (size - 2 * pip) // 4
        for col, row in PIPS[value]:
            px = x + pip + step * (1 + col) - pip // 2
            py = y + pip + step * (1 + row) - pip // 2
            c.fill_rect(px, py, pip, pip, ink)
        return
    s = label if label is not None else str(value)
    font = "large" if size >= 28 and len(s) <= 2 else ("medium" if size >= 18 else "small")
    s = c.fit(s, size - 4, font)
    c.text_center(x, y + (size - c.line_height(font)) // 2, size, s, font, color=ink)


def draw_row(c, x, y, w, dice, values, labels=None, size=None):
    """A row of dice centred in ``w`` px; returns the size used."""
    n = len(values)
    if not n:
        return 0
    if size is None:
        size = min(36, (w - 4 * (n - 1)) // n)
    gap = 4
    total = n * size + (n - 1) * gap
    x0 = x + (w - total) // 2
    for i in range(n):
        d = dice[i] if i < len(dice) else {"sides": 6}
        faces = d.get("faces")
        label = faces[values[i] - 1] if faces else None
        draw_die(c, x0 + i * (size + gap), y, size, values[i], d["sides"], label)
        if labels:
            c.text_center(x0 + i * (size + gap) - gap // 2, y + size + 1, size + gap,
                          c.fit(labels[i], size + gap, "small"), "small")
    return size
