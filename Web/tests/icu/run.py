#!/usr/bin/env python3
"""Loads index.html in headless Chromium (Selenium), collects the browser's
answers to the native cases and compares them with the native ones.

Usage: run.py URL KNOWN_DIFFERENCES_JSON
Prints a table of every difference (function, locale, arguments, the keys
that differ with their native and browser values) and whether it is listed
in the allow-list; exits 1 on an unlisted difference, a JS exception or a
failed convention check, 0 otherwise."""
import json
import os
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


def listed(known, case, native, browser):
    for entry in known:
        if entry["function"] not in ("*", case["fn"]) or entry["locale"] not in ("*", case["locale"]):
            continue
        if "args" in entry and entry["args"] != case["args"]:
            continue
        if entry["native"] not in ("*", native) or entry["browser"] not in ("*", browser):
            continue
        entry["used"] = True
        return True
    return False


def main():
    url, known_path = sys.argv[1], sys.argv[2]
    known = json.load(open(known_path, encoding="utf-8"))["differences"]
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
        ok = listed(known, case, native, browser)
        failures += 0 if ok else 1
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
    unused = [e for e in known if not e.get("used")]
    for entry in unused:
        print(f"note: allow-list entry not needed any more: {entry['function']} {entry['locale']}")
    print(f"\n{failures} unlisted difference(s) or failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
