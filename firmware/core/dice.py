"""Dice as plain data: specs, pools, bags, rolls, re-rolls and set values.

A die is a small dict, ``{"sides": 6}``, optionally with ``"name"`` (whose
die: "white", a player's colour) and ``"faces"`` (labels for custom faces,
e.g. colours or symbols; then ``sides == len(faces)``). A roll is a list of
ints, one per die, each 1..sides: plain data that goes into the event
journal as it is, so a replayed game shows exactly the dice the table saw.
Nothing here keeps hidden state; the functions take the rng to use.

A bag (Tiletum) is a list of ``[colour, count]`` pairs sorted by colour;
``draw`` picks without replacement, ``take_from_bag`` checks and removes.
"""

MAX_SIDES = 100
MAX_DICE = 20


class DiceError(ValueError):
    """A die spec, value or bag request that cannot be honoured."""


def die(sides=6, name=None, faces=None):
    """A die spec. ``faces`` (labels) sets the number of sides."""
    if faces is not None:
        faces = list(faces)
        sides = len(faces)
    if not isinstance(sides, int) or sides < 2 or sides > MAX_SIDES:
        raise DiceError("a die needs 2 to %d sides" % MAX_SIDES)
    d = {"sides": sides}
    if name is not None:
        d["name"] = name
    if faces is not None:
        d["faces"] = faces
    return d


def parse(text):
    """Dice from the usual notation: "2d6", "d20", "3d6 d8" (space separated).

    Raises DiceError with a message fit for the screen on anything else.
    """
    dice = []
    for part in text.lower().split():
        if "d" not in part:
            raise DiceError("'%s' is not dice notation (try 2d6)" % part)
        count, sides = part.split("d", 1)
        if not sides.isdigit() or (count and not count.isdigit()):
            raise DiceError("'%s' is not dice notation (try 2d6)" % part)
        n = int(count) if count else 1
        if n < 1:
            raise DiceError("'%s': at least one die" % part)
        for _ in range(n):
            dice.append(die(int(sides)))
    if not dice:
        raise DiceError("no dice given")
    if len(dice) > MAX_DICE:
        raise DiceError("at most %d dice at once" % MAX_DICE)
    return dice


def pool(groups):
    """A pool from ``(name, count, sides)`` groups, e.g. two d6 per player
    plus one white d6: ``pool([("red", 2, 6), ("blue", 2, 6), ("white", 1, 6)])``."""
    dice = []
    for name, count, sides in groups:
        for _ in range(count):
            dice.append(die(sides, name))
    return dice


def roll(dice, rng):
    """Roll every die of a pool: a list of values, one per die, in order."""
    return [rng.randint(1, d["sides"]) for d in dice]


def roll_one(d, rng):
    return rng.randint(1, d["sides"])


def reroll(dice, values, index, rng):
    """A new list of values with die ``index`` rolled again."""
    _check_index(dice, index)
    out = list(values)
    out[index] = rng.randint(1, dice[index]["sides"])
    return out


def set_value(dice, values, index, value):
    """A new list of values with die ``index`` set by hand (a worker, gold,
    or the table's own physical roll)."""
    _check_index(dice, index)
    check_value(dice[index], value)
    out = list(values)
    out[index] = value
    return out


def check_value(d, value):
    if not isinstance(value, int) or value < 1 or value > d["sides"]:
        raise DiceError("a d%d shows 1 to %d, not %s" % (d["sides"], d["sides"], value))


def shift(value, delta, sides=6, wrap=True):
    """A face moved by ``delta`` steps. ``wrap``: 1 and ``sides`` are
    neighbours (Castles of Burgundy workers); otherwise leaving 1..sides is
    refused (Tiletum: gold changes a die only within its faces)."""
    v = value + delta
    if wrap:
        return (v - 1) % sides + 1
    if v < 1 or v > sides:
        raise DiceError("a die cannot go from %d to %d" % (value, v))
    return v


def label(d, value):
    """What a face shows: its custom label, or the number."""
    faces = d.get("faces")
    if faces:
        return faces[value - 1]
    return str(value)


def _check_index(dice, index):
    if not isinstance(index, int) or index < 0 or index >= len(dice):
        raise DiceError("there is no die number %s" % (index,))


# ---- bags (drawn without replacement, then rolled) -------------------------

def bag(counts):
    """A bag from ``{colour: count}`` or pairs; stored sorted by colour so it
    serialises the same on every interpreter."""
    pairs = counts.items() if isinstance(counts, dict) else counts
    out = []
    for colour, n in pairs:
        if not isinstance(n, int) or n < 0:
            raise DiceError("a bag cannot hold %s dice of %s" % (n, colour))
        out.append([colour, n])
    out.sort()
    return out


def bag_size(b):
    total = 0
    for _, n in b:
        total += n
    return total


def bag_count(b, colour):
    for c, n in b:
        if c == colour:
            return n
    return 0


def draw(b, k, rng):
    """Colours of ``k`` dice drawn at random without replacement, in drawing
    order. The bag itself is not changed (see take_from_bag)."""
    if k < 0 or k > bag_size(b):
        raise DiceError("cannot draw %d dice from a bag of %d" % (k, bag_size(b)))
    left = [n for _, n in b]
    total = bag_size(b)
    out = []
    for _ in range(k):
        r = rng.below(total)
        i = 0
        while r >= left[i]:
            r -= left[i]
            i += 1
        out.append(b[i][0])
        left[i] -= 1
        total -= 1
    return out


def take_from_bag(b, colours):
    """A new bag without ``colours``; refuses to take a die that is not
    there, so a bag can never go below empty."""
    out = [[c, n] for c, n in b]
    for colour in colours:
        for pair in out:
            if pair[0] == colour:
                if pair[1] == 0:
                    raise DiceError("no %s die left in the bag" % colour)
                pair[1] -= 1
                break
        else:
            raise DiceError("no %s dice in this bag" % colour)
    return out


def return_to_bag(b, colours):
    out = [[c, n] for c, n in b]
    for colour in colours:
        for pair in out:
            if pair[0] == colour:
                pair[1] += 1
                break
        else:
            out.append([colour, 1])
    out.sort()
    return out


def draw_and_roll(b, k, rng, sides=6):
    """Tiletum's preparation: draw ``k`` dice and roll them. Returns
    ``[[colour, value], ...]`` and the bag left over."""
    colours = draw(b, k, rng)
    rolled = [[c, rng.randint(1, sides)] for c in colours]
    return rolled, take_from_bag(b, colours)
