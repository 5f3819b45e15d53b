"""Statistics for testing dice: a chi-square goodness-of-fit check that
runs in both interpreters (no scipy, no math.erf needed)."""


def chi_square(counts, expected):
    s = 0.0
    for c in counts:
        d = c - expected
        s += d * d / expected
    return s


def critical(df, z=3.0902):
    """Chi-square critical value for ``df`` degrees of freedom at the upper
    tail probability belonging to ``z`` (3.0902 -> p = 0.001), by the
    Wilson-Hilferty approximation, good to a percent for df >= 1."""
    a = 2.0 / (9.0 * df)
    return df * (1.0 - a + z * a ** 0.5) ** 3


def fair(roll, sides, n):
    """Roll ``n`` times with ``roll()`` (values 1..sides); True when the
    counts are consistent with a fair die at p = 0.001. Returns
    (is_fair, statistic, critical value)."""
    counts = [0] * sides
    for _ in range(n):
        counts[roll() - 1] += 1
    stat = chi_square(counts, n / sides)
    crit = critical(sides - 1)
    return stat <= crit, stat, crit
