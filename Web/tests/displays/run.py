#!/usr/bin/env python3
"""Loads index.html in headless Chromium and checks that every display of a
full value the wasm engine gives equals Intl.NumberFormat's in the same page.

Usage: run.py URL KNOWN_DIFFERENCES_JSON
Exits 1 when a locale fails to open, a display differs without an entry in
the known differences, or fewer than 50 locales were compared."""
import json
import os
import sys

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import chromium  # noqa: E402  (Web/tests/chromium.py)


def main(url, known_path):
    with open(known_path, encoding="utf-8") as handle:
        known = json.load(handle)["differences"]
    driver = chromium.start()
    try:
        driver.get(url)
        result = WebDriverWait(driver, 120).until(
            lambda d: d.execute_script("return window.result || null"))
    finally:
        driver.quit()
    if "fatal" in result:
        print("displays: the page failed:", result["fatal"])
        return 1
    failed = False
    for error in result["errors"]:
        print("displays: %s: %s" % (error["locale"], json.dumps(error["error"])))
        failed = True
    for mismatch in result["mismatches"]:
        entry = next((k for k in known if k["locale"] == mismatch["locale"]
                      and k["field"] == mismatch["field"]), None)
        listed = entry is not None and entry["keypad"] == mismatch["keypad"] \
            and entry["intl"] == mismatch["intl"]
        print("%-10s %-8s keypad %-22s intl %-22s %s" % (
            mismatch["locale"], mismatch["field"], json.dumps(mismatch["keypad"], ensure_ascii=False),
            json.dumps(mismatch["intl"], ensure_ascii=False), "known: " + entry["why"] if listed else "UNLISTED"))
        failed = failed or not listed
    count = len(result["locales"])
    print("displays: %d locales, %d displays compared, %d differ" % (
        count, 3 * count, len(result["mismatches"])))
    if count < 50:
        print("displays: fewer than 50 locales compared")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
