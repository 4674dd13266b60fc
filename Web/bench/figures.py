"""The browser benchmark's arithmetic (run.py): percentiles, the summary of
a page's timed keys, and each figure's verdict against its budget. Tested
by test_figures.py."""
import math
import statistics


def percentile(values, fraction):
    """The nearest-rank percentile: the smallest value with at least
    `fraction` of the values at or under it (p99 of 3,000 keys is the
    2,970th fastest: 30 keys are as slow or slower)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    rank = max(1, math.ceil(round(fraction * len(ordered), 9)))
    return ordered[min(rank, len(ordered)) - 1]


def median(values):
    """The median (the mean of the two middle values of an even count)."""
    return statistics.median(values)


def key_summary(result):
    """A page's timed keys (window.bench of run.py's TIMING: each key's
    time, the part of it in the input's value and selection setters, in the
    engine's calls, and the engine's answer's bytes) as percentiles, in ms.
    `own` is each key less its setters: what the page's code adds to it."""
    times, setters = result["times"], result["browser"]
    if len(times) != len(setters) or len(times) != len(result["engine"]):
        raise ValueError("the key lists differ in length")
    own = [time - spent for time, spent in zip(times, setters)]
    return {
        "keys": len(times),
        "p50_ms": percentile(times, 0.50),
        "p99_ms": percentile(times, 0.99),
        "max_ms": max(times),
        "set_p50_ms": percentile(setters, 0.50),
        "set_p99_ms": percentile(setters, 0.99),
        "own_p50_ms": percentile(own, 0.50),
        "own_p99_ms": percentile(own, 0.99),
        "engine_p50_ms": percentile(result["engine"], 0.50),
        "engine_p99_ms": percentile(result["engine"], 0.99),
        "answer_bytes_median": median(result["bytes"]) if result["bytes"] else 0,
    }


def verdict(value, budget, margin, enforced, limit):
    """What a figure says against its budget: (words, failed). Within the
    budget passes. Over it, a figure reported only never fails; one checked
    fails past `limit`: its ratchet when `margin` is None, else the budget
    times (1 + margin)."""
    if value <= budget:
        return "within budget", False
    if not enforced:
        return f"OVER budget (reported, not checked; its ratchet {limit:g})", False
    if margin is None:
        if value <= limit:
            return f"OVER budget, within its ratchet ({limit:g})", False
        return f"BROKEN: over its ratchet ({limit:g})", True
    if value <= limit:
        return f"OVER budget, within the {margin:.0%} margin", False
    return f"BROKEN: over budget by more than the {margin:.0%} margin", True
