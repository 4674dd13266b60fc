#!/usr/bin/python3
"""What Orca said for each key of the script, and the checks on it.

Splits Orca's debug log and the app's trace at the marks session.sh wrote,
writes OUT/report.json (per step: the key, its expectation, what Orca spoke,
the app's trace lines) and OUT/report.txt, prints the report and the checks,
and exits 1 when a check fails.

    check.py OUT
"""
import json
import re
import sys

out = sys.argv[1]
log = open(f"{out}/orca-debug.out", errors="replace").read().split("\n")
trace = open(f"{out}/trace.jsonl", errors="replace").read().split("\n")
marks = []
for row in open(f"{out}/marks.tsv"):
    time, logline, traceline, label = row.rstrip("\n").split("\t", 3)
    key, _, expectation = label.partition("\t")
    marks.append((time, int(logline), int(traceline), key, expectation))

# Orca's speech.py logs "SPEECH OUTPUT: '<text>'", then a voice and its ACSS.
speech_re = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*)'(?: voice=\w+)?\s*(?:[\[{].*)?$")
steps = []
for i, (time, logline, traceline, key, expectation) in enumerate(marks):
    log_end = marks[i + 1][1] if i + 1 < len(marks) else len(log)
    trace_end = marks[i + 1][2] if i + 1 < len(marks) else len(trace)
    speech = [m.group(1) for m in map(speech_re.match, log[logline:log_end]) if m]
    lines = [json.loads(l) for l in trace[traceline:trace_end] if l.startswith("{")]
    steps.append({"time": time, "key": key, "expect": expectation, "speech": speech,
                  "trace": lines})
json.dump(steps, open(f"{out}/report.json", "w"), indent=1, ensure_ascii=False)

report = []
for step in steps:
    report.append(f"== {step['key']}  ({step['expect']})" if step["expect"] else f"== {step['key']}")
    report += [f"   SAYS   {s!r}" for s in step["speech"]]
    for line in step["trace"]:
        if line.get("event") in ("edit", "focus", "announce"):
            fields = {k: line.get(k) for k in ("event", "field", "text", "accepted", "code",
                                              "display") if k in line}
            report.append(f"   TRACE  {json.dumps(fields, ensure_ascii=False)}")
open(f"{out}/report.txt", "w").write("\n".join(report) + "\n")
print("\n".join(report))

# What Orca's key echo says for a key of the script.
ECHO = {"period": "dot", "BackSpace": "backspace", "Tab": "tab"}
WORDS = "zero one two three four five six seven eight nine".split()
failures = []


def fail(step, why):
    failures.append(f"{step['key']} ({step['expect'] or step['key']}): {why}; heard {step['speech']!r}")


def said(step):
    return [s.strip() for s in step["speech"]]


def announcements(step):
    """What the app announced during the step (its trace's announce lines)."""
    return [l["text"] for l in step["trace"] if l.get("event") == "announce"]


def unexpected(step, allowed):
    return [s for s in said(step) if s not in allowed and s not in announcements(step)]


for step in steps:
    expectation, key = step["expect"], step["key"]
    heard = said(step)
    echo = ECHO.get(key, key)
    if step["key"] == "launch":
        # The field focused at launch is announced, with no focus given from
        # outside.
        if not any("Amount" in s for s in heard):
            fail(step, "the field focused at launch is not announced")
    elif expectation.startswith("digit"):
        # At most the key and what the app announced: never the whole
        # number again.
        extra = unexpected(step, [echo])
        if extra:
            fail(step, f"more than the key and the announcement: {extra!r}")
    elif expectation.startswith("backspace"):
        # The deleted digit named, by Orca (the deleted text) and in the
        # announcement; never the old number.
        deleted = expectation.split()[1]
        if not any(s == deleted for s in heard):
            fail(step, f"the deleted digit {deleted} is not read")
        if not any(s == f"{WORDS[int(deleted)]} deleted" for s in heard):
            fail(step, f"'{WORDS[int(deleted)]} deleted' is not heard")
        extra = unexpected(step, [echo, deleted])
        if extra:
            fail(step, f"more than the key and the deleted digit: {extra!r}")
    elif expectation.startswith("refused"):
        # Heard as refused, after the key's echo.
        if not any(s.startswith("refused") for s in heard):
            fail(step, "the refusal is not heard")
        extra = unexpected(step, [echo])
        if extra:
            fail(step, f"more than the key and the refusal: {extra!r}")
    elif expectation.startswith("focus"):
        # The next field announced, with its role; the one left is not read.
        words = expectation.split()[1:]
        if not any(all(w in s for w in words) for s in heard):
            fail(step, f"the field is not announced as {' '.join(words)!r}")
        extra = [s for s in heard if s != echo and not all(w in s for w in words)
                 and s not in announcements(step)]
        if extra:
            fail(step, f"more than the key and the field: {extra!r}")
    elif expectation.startswith("secure"):
        # No digit typed into a secure code is spoken, as a figure or a word;
        # its count is.
        digit = key
        for s in heard:
            if re.search(r"[0-9]", s) or s.lower() == WORDS[int(digit)]:
                fail(step, "a digit of the secure code is spoken")
                break
        if not any(s.endswith("of four digits") or s == "PIN complete" for s in heard):
            fail(step, "neither the count of digits nor the code complete is heard")
    elif expectation.startswith("done"):
        # Done's outcome heard, once.
        outcome = expectation.split()[1]
        outcomes = [s for s in heard if s.startswith(outcome)]
        if len(outcomes) != 1:
            fail(step, f"{outcome!r} is not heard once")

print()
if failures:
    print(f"FAILED: {len(failures)} of the checks on what Orca said")
    print("\n".join(failures))
    sys.exit(1)
print(f"passed: what Orca said for {len(steps) - 2} keys and the launch")
