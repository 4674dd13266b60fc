#!/usr/bin/env python3
"""Loads index.html in headless Chromium (Selenium), collects the browser's
answers to the native cases and compares them with the native ones.

Usage: run.py URL KNOWN_DIFFERENCES_JSON
Prints a table of every difference (function, locale, arguments, the keys
that differ with their native and browser values) and whether the known
differences state it; exits 1 on a difference they do not state, an entry
of theirs that exempts rather than states (a `*`, no function or locale,
no why), a JS exception or a failed convention check, 0 otherwise.

An entry states a difference in one of three ways (the file's _comment
says the same): `cases`, each [args, native, browser] with the members of
the answer that differ; `replace`, the native and browser texts whose
replacement turns every string of the native answer into the browser's,
nothing else differing; or `browser_as`, a locale id, for a locale the
browser's Intl has no data for (the browser's `locales` case leaves it
out, or lists with `"listed": true`): the browser's whole answer is its
answer to the same function and arguments in that locale, the one Intl
falls back to."""
import json
import os
import re
import sys

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import chromium  # noqa: E402  (Web/tests/chromium.py)

# Warnings (negative statuses) are compared as success: ICU 72 leaks
# resource-lookup warnings (U_USING_DEFAULT_WARNING, U_USING_FALLBACK_WARNING)
# out of its formatters, date formats and spellout, which carry no meaning for
# the engine. Except where the header gives a warning a meaning.
WARNINGS_KEPT = {"currency_for_locale"}


def normalised(case, out):
    if case["fn"] in WARNINGS_KEPT:
        return out
    return {k: (0 if k.endswith("tatus") and isinstance(v, int) and v < 0 else v) for k, v in out.items()}


def short(value, width=60):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= width else text[: width - 1] + "…"


def differing(native, browser):
    """The members of two answers that differ: each side's values."""
    keys = [k for k in sorted(set(native) | set(browser)) if native.get(k) != browser.get(k)]
    return ({k: native[k] for k in keys if k in native}, {k: browser[k] for k in keys if k in browser})


def replaced(pairs, text):
    """The text with every native text of `pairs` replaced by its browser
    text, in one pass, the longest first."""
    table = dict(pairs)
    pattern = "|".join(re.escape(key) for key in sorted(table, key=len, reverse=True))
    return re.sub(pattern, lambda match: table[match.group(0)], text)


def problems(entry):
    """What is wrong with an entry of the list: it must name a function and
    its locales, never with `*`, say why, and state its cases or its
    replacements."""
    found = []

    def wildcard(value):
        if isinstance(value, dict):
            return any(wildcard(member) for member in value.values())
        if isinstance(value, list):
            return any(wildcard(member) for member in value)
        return value == "*"

    if any(wildcard(value) for key, value in entry.items() if key != "why"):
        found.append("a `*`: state the arguments and the answers that differ")
    if not isinstance(entry.get("function"), str) or not entry["function"]:
        found.append("no function")
    if ("locale" in entry) == ("locales" in entry):
        found.append("neither `locale` nor `locales`, or both")
    if not entry.get("why"):
        found.append("no why")
    if sum(key in entry for key in ("cases", "replace", "browser_as")) != 1:
        found.append("not one of `cases`, `replace` and `browser_as`")
    for case in entry.get("cases", []):
        if not (isinstance(case, list) and len(case) == 3 and case[1] != case[2]):
            found.append(f"a case that is not [args, native, browser] with a difference: {case}")
    return found


def listed(known, case, native, browser, report=None):
    """Whether an entry states this case's difference exactly; marks what it used.
    `report`: the browser's answers by (function, locale, arguments) and the
    locales it lists, for `browser_as`."""
    for entry in known:
        if entry["function"] != case["fn"]:
            continue
        if case["locale"] not in entry.get("locales", [entry.get("locale")]):
            continue
        if "cases" in entry:
            differences = list(differing(native, browser))
            for index, (args, native_values, browser_values) in enumerate(entry["cases"]):
                if args == case["args"] and [native_values, browser_values] == differences:
                    entry.setdefault("used", set()).add(index)
                    return True
            continue
        if "browser_as" in entry:
            answers, browser_locales = report
            # A locale the browser lists has data of its own: no fallback to
            # state, unless the entry says the browser lists it all the same.
            if browser_locales is None or (case["locale"] in browser_locales) != entry.get("listed", False):
                continue
            twin = answers.get((case["fn"], entry["browser_as"], json.dumps(case["args"])))
            if twin is not None and twin == browser:
                entry.setdefault("used", set()).add(0)
                return True
            continue
        start = entry.get("args_start", [])
        if case["args"][:len(start)] != start or set(native) != set(browser):
            continue
        if all(replaced(entry["replace"], value) == browser[key] if isinstance(value, str)
               else value == browser[key] for key, value in native.items()):
            entry.setdefault("used", set()).add(0)
            return True
    return False


def main():
    url, known_path = sys.argv[1], sys.argv[2]
    known = json.load(open(known_path, encoding="utf-8"))["differences"]
    faults = [f"{entry.get('function')} {entry.get('locale', entry.get('locales'))}: {problem}"
              for entry in known for problem in problems(entry)]
    for fault in faults:
        print("KNOWN-DIFFERENCES ENTRY:", fault)
    if faults:
        return 1
    driver = chromium.start()
    try:
        driver.get(url)
        WebDriverWait(driver, 120).until(lambda d: d.title == "done")
        report = driver.execute_script("return JSON.stringify(window.keypadICUResults)")
        logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
    finally:
        driver.quit()
    report = json.loads(report)
    if "fatal" in report:
        print("FATAL:", report["fatal"])
        for entry in logs:
            print(entry)
        return 1
    failures = 0
    rows = []
    unstated = []
    answers = {(case["fn"], case["locale"], json.dumps(case["args"])): normalised(case, case["browser"])
               for case in report["results"]}
    browser_locales = None  # the browser's `locales` case, which every run has
    for case in report["results"]:
        if case["fn"] == "locales":
            browser_locales = set(case["browser"].get("value", "").split())
    for case in report["results"]:
        native = normalised(case, case["out"])
        browser = normalised(case, case["browser"])
        if native == browser:
            continue
        if "exception" in browser:
            rows.append((case, "exception", "", browser["exception"], "JS EXCEPTION"))
            failures += 1
            continue
        keys = [k for k in sorted(set(native) | set(browser)) if native.get(k) != browser.get(k)]
        ok = listed(known, case, native, browser, (answers, browser_locales))
        failures += 0 if ok else 1
        if not ok:
            unstated.append(case)
            # The case as an entry states it, to be checked and given its why.
            print(f"unstated: {case['fn']} {case['locale']!r}: "
                  + json.dumps([case["args"], *differing(native, browser)], ensure_ascii=False))
        for key in keys:
            rows.append((case, key, native.get(key), browser.get(key), "listed" if ok else "UNLISTED"))
    total = len(report["results"])
    print(f"{total} cases, {total - len({id(r[0]) for r in rows})} identical, "
          f"{len({id(r[0]) for r in rows})} different\n")
    print(f"{'function':24} {'locale':22} {'args':34} {'key':12} {'native':44} {'browser':44} verdict")
    for case, key, native, browser, verdict in sorted(rows, key=lambda r: (r[0]["fn"], r[0]["locale"])):
        print(f"{case['fn']:24} {case['locale']:22} {short(case['args'], 34):34} {key:12} "
              f"{short(native, 44):44} {short(browser, 44):44} {verdict}")
    for problem in report["problems"]:
        print("CONVENTION CHECK FAILED:", problem)
        failures += 1
    for entry in known:
        where = f"{entry['function']} {entry.get('locale', entry.get('locales'))}"
        if ("replace" in entry or "browser_as" in entry) and not entry.get("used"):
            print(f"note: replacement no longer needed: {where}")
        for index, case in enumerate(entry.get("cases", [])):
            if index not in entry.get("used", set()):
                print(f"note: case no longer needed: {where} {json.dumps(case[0])}")
    print(f"\n{len(unstated)} unstated difference(s), {failures} failure(s) in all")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
