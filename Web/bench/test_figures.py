"""Tests of the browser benchmark's arithmetic (figures.py).

    python3 -m unittest discover -s Web/bench -p 'test_*.py'
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import key_summary, median, percentile, verdict  # noqa: E402


class PercentileTests(unittest.TestCase):
    def test_nearest_rank(self):
        values = list(range(1, 101))  # 1..100, shuffled below
        values.reverse()
        self.assertEqual(percentile(values, 0.99), 99)
        self.assertEqual(percentile(values, 0.50), 50)
        self.assertEqual(percentile(values, 1.0), 100)
        self.assertEqual(percentile(values, 0.0), 1)

    def test_p99_of_3000_keys_leaves_30_as_slow_or_slower(self):
        values = [float(i) for i in range(3000)]
        p99 = percentile(values, 0.99)
        self.assertEqual(p99, 2969.0)  # the 2,970th: 0.99 * 3000 despite rounding
        self.assertEqual(sum(1 for v in values if v >= p99), 31)
        self.assertEqual(sum(1 for v in values if v > p99), 30)

    def test_small_counts(self):
        self.assertEqual(percentile([5.0], 0.99), 5.0)
        self.assertEqual(percentile([2.0, 1.0], 0.50), 1.0)
        self.assertEqual(percentile([2.0, 1.0], 0.99), 2.0)
        with self.assertRaises(ValueError):
            percentile([], 0.5)

    def test_median(self):
        self.assertEqual(median([3, 1, 2]), 2)
        self.assertEqual(median([4, 1, 2, 3]), 2.5)


class KeySummaryTests(unittest.TestCase):
    def test_own_is_each_key_less_its_setters(self):
        # One slow key whose time is all in the value setter, one slow key of
        # the page's own: the p99 of `own` sees the second only.
        times = [0.1] * 98 + [3.0, 2.0]
        setters = [0.05] * 98 + [2.95, 0.05]
        result = {"times": times, "browser": setters, "engine": [0.02] * 100,
                  "bytes": [279] * 100}
        summary = key_summary(result)
        self.assertEqual(summary["keys"], 100)
        self.assertEqual(summary["p99_ms"], 2.0)
        self.assertEqual(summary["max_ms"], 3.0)
        self.assertAlmostEqual(summary["own_p99_ms"], 0.05)
        self.assertAlmostEqual(summary["own_p50_ms"], 0.05)
        self.assertEqual(summary["set_p99_ms"], 0.05)
        self.assertEqual(summary["answer_bytes_median"], 279)
        result["times"] = times[:-1]
        with self.assertRaises(ValueError):
            key_summary(result)


class VerdictTests(unittest.TestCase):
    def test_within_budget(self):
        self.assertEqual(verdict(90, 100, None, True, 800), ("within budget", False))
        self.assertEqual(verdict(90, 100, 0.0, True, 100), ("within budget", False))

    def test_margin(self):
        self.assertFalse(verdict(199, 100, 1.0, True, 200)[1])
        self.assertTrue(verdict(201, 100, 1.0, True, 200)[1])
        self.assertTrue(verdict(101, 100, 0.0, True, 100)[1])

    def test_reported_never_fails(self):
        words, failed = verdict(10_000, 100, None, False, 200)
        self.assertFalse(failed)
        self.assertIn("reported", words)

    def test_ratchet(self):
        self.assertEqual(verdict(4.5, 3.0, None, True, 4.6),
                         ("OVER budget, within its ratchet (4.6)", False))
        self.assertTrue(verdict(4.7, 3.0, None, True, 4.6)[1])


if __name__ == "__main__":
    unittest.main()
