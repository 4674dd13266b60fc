#!/usr/bin/env python3
"""Parity of the wasm engine with the native one: the same key sequences in
the same locales give the same display, caret, value and rejection code
after each input.

Usage: run.py BASE_URL REPL KNOWN_DIFFERENCES_JSON
  (run.sh serves Web/ and builds keypad-repl)

The native side is keypad-repl's scripted JSON mode (--json --locale L
--form FILE), one process per locale, one command per step. The wasm side
is Keypad.wasm in headless Chromium (index.html, parity.js), with
keypad_icu.h answered by Intl, the same steps applied as FormInputs. For
each step run.py compares: the active field, its display, its selection
(only where the displays are equal: it is an offset into them), its value,
the rejection code (the REPL's `error`, the page's `refusal`), and every
field's display (the other fields show their display when not edited).

A difference must be covered by an entry of the known differences (the
browser's CLDR is newer than the system ICU's): an entry names a locale and
a field ("*" for any), what differs ("display", "value", "error", or "*"),
and why; for a display it may give `replace`, a list of [regex,
replacement] pairs that turn the native display into the browser's, which
it then must do exactly. Exits 1 on an uncovered difference, a locale that
fails to open on one side only, or a console error."""
import json
import os
import re
import subprocess
import sys
import tempfile

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import chromium  # noqa: E402  (Web/tests/chromium.py)

# The locales, each with its own currency (the `local` field).
LOCALES = {
    "en_US": "USD", "en_GB": "GBP", "en_IN": "INR", "hi_IN": "INR", "de_DE": "EUR",
    "de_CH": "CHF", "fr_FR": "EUR", "fr_CH": "CHF", "es_ES": "EUR", "es_MX": "MXN",
    "it_IT": "EUR", "nl_NL": "EUR", "pt_BR": "BRL", "sv_SE": "SEK", "pl_PL": "PLN",
    "ru_RU": "RUB", "tr_TR": "TRY", "hu_HU": "HUF", "ar_EG": "EGP", "ar_SA": "SAR",
    "fa_IR": "IRR", "he_IL": "ILS", "bn_BD": "BDT", "th_TH": "THB", "ja_JP": "JPY",
    "zh_CN": "CNY", "ko_KR": "KRW",
}


def form(currency):
    return {"title": "parity", "fields": [
        {"name": "number", "maxIntegerDigits": 9, "maxFractionDigits": 3, "allowNegative": True},
        {"name": "euro", "style": "currency", "currency": "EUR", "allowNegative": True},
        {"name": "yen", "style": "currency", "currency": "JPY"},
        {"name": "local", "style": "currency", "currency": currency, "maxIntegerDigits": 9},
        {"name": "percent", "style": "percent", "maxIntegerDigits": 3, "maxFractionDigits": 1},
        {"name": "card", "kind": "card"},
        {"name": "pin", "kind": "code", "length": 4},
    ]}


def press(keys):
    return [f"press {key}" for key in keys.split()]


# One session per locale: the steps, as the REPL's commands.
STEPS = (
    # A decimal field: grouping, the fraction limit, a second separator,
    # the sign, Backspace, 00, a selection replaced, undo and redo, leading
    # zeros, the integer limit, digits of another script, the decimal key
    # typed as `,`, a letter, pastes.
    ["focus number"] + press("1 2 3 4 5 6 7 decimal 8 9 1 2 decimal sign sign sign")
    + press("backspace backspace backspace backspace 00")
    + ["select 0 2", "type 5", "undo", "redo", "select 1 1", "type 7", "press clear"]
    + press("0 0 decimal 0 5 clear") + press("9 " * 10 + "clear")
    + ["type ١", "type ٢", "type ٫", "type 5", "type ,", "type x", "press clear"]
    + ["paste 1234.5", "paste -12.75", "paste abc", "paste 1234567890", "press next"]
    # Money: the currency's two fraction digits, the sign; JPY's none; the
    # locale's own currency.
    + press("1 2 3 4 decimal 5 6 7 sign backspace") + ["paste 1234.5", "press next"]
    + press("1 2 3 4 5 decimal 00 next")
    + press("9 8 7 6 5 4 decimal 3 2 1 next")
    # A percent: its limits, no negatives.
    + press("1 2 decimal 5 6 backspace backspace backspace 1 2 3 4 sign next")
    # A card number: 19 digits at most, digits only.
    + press("4 2 " * 8 + "4 4 4 4 decimal backspace backspace")
    + ["paste 3782 822463 10005", "press next"]
    # A PIN of 4 digits.
    + press("1 2 3 4 5 decimal backspace previous next dismiss")
)


def step_arguments(command):
    """The REPL's command as parity.js's step."""
    name, _, rest = command.partition(" ")
    if name == "select":
        # END defaults to START, as in the REPL.
        offsets = [int(offset) for offset in rest.split()]
        return [name, offsets[0], offsets[-1]]
    if name == "edit":
        start, end, text = (rest.split(" ", 2) + [""])[:3]
        return [name, int(start), int(end), text]
    return [name, rest] if rest else [name]


def native(repl, locale, form_path):
    lines = subprocess.run(
        [repl, "--json", "--locale", locale, "--form", form_path],
        input="\n".join(STEPS) + "\n", capture_output=True, text=True, check=False)
    if lines.returncode != 0:
        return {"error": lines.stderr.strip()}
    answers = [json.loads(line) for line in lines.stdout.splitlines()]
    return [{
        "active": a["field"], "display": a["display"], "selection": a["selection"],
        "value": a["value"], "error": a["error"],
        "fields": {name: f["display"] for name, f in a["fields"].items()},
    } for a in answers]


def covered(known, locale, field, what, native_value, browser_value):
    for entry in known:
        if entry["locale"] not in ("*", locale) or entry["field"] not in ("*", field):
            continue
        if entry["what"] != "*" and what not in entry["what"]:
            continue
        if "replace" in entry:
            if what != "display" or not isinstance(native_value, str):
                continue
            text = native_value
            for pattern, replacement in entry["replace"]:
                text = re.sub(pattern, replacement, text)
            if text != browser_value:
                continue
        entry["used"] = True
        return entry
    return None


def differences(native_steps, browser_steps):
    """(step, field, what, native, browser) for every difference."""
    for index, (n, b) in enumerate(zip(native_steps, browser_steps)):
        if "failed" in b:
            yield index, None, "error", n["error"], b["failed"]
            continue
        active = n["active"]
        if n["active"] != b["active"]:
            yield index, active, "active", n["active"], b["active"]
            continue
        if n["display"] != b["display"]:
            yield index, active, "display", n["display"], b["display"]
        elif n["selection"] != b["selection"]:
            yield index, active, "selection", n["selection"], b["selection"]
        if n["value"] != b["value"]:
            yield index, active, "value", n["value"], b["value"]
        if n["error"] != b["error"]:
            yield index, active, "error", n["error"], b["error"]
        for name, shown in n["fields"].items():
            if name != active and shown != b["fields"].get(name):
                yield index, name, "display", shown, b["fields"].get(name)


def main(base, repl, known_path):
    with open(known_path, encoding="utf-8") as handle:
        known = json.load(handle)["differences"]
    driver = chromium.start()
    steps = [step_arguments(command) for command in STEPS]
    failures = compared = listed = 0
    rows = []
    try:
        driver.get(base.rstrip("/") + "/tests/parity/index.html")
        WebDriverWait(driver, 60).until(lambda d: d.title == "ready")
        with tempfile.TemporaryDirectory() as work:
            for locale, currency in LOCALES.items():
                form_text = json.dumps(form(currency))
                form_path = os.path.join(work, f"{locale}.json")
                with open(form_path, "w", encoding="utf-8") as handle:
                    handle.write(form_text)
                native_steps = native(repl, locale, form_path)
                browser_steps = driver.execute_script(
                    "return window.parity.run(arguments[0], arguments[1], arguments[2])",
                    locale, form_text, steps)
                if isinstance(native_steps, dict) or isinstance(browser_steps, dict):
                    if not (isinstance(native_steps, dict) and isinstance(browser_steps, dict)):
                        print(f"{locale}: opens on one side only: native {native_steps if isinstance(native_steps, dict) else 'ok'}, browser {browser_steps if isinstance(browser_steps, dict) else 'ok'}")
                        failures += 1
                    else:
                        print(f"{locale}: opens on neither side")
                    continue
                if len(native_steps) != len(steps):
                    print(f"{locale}: the REPL answered {len(native_steps)} of {len(steps)} steps")
                    failures += 1
                    continue
                compared += len(steps)
                for index, field, what, n, b in differences(native_steps, browser_steps):
                    entry = covered(known, locale, field, what, n, b)
                    listed += 1 if entry else 0
                    failures += 0 if entry else 1
                    rows.append((locale, index, STEPS[index], field, what, n, b,
                                 "known" if entry else "UNLISTED"))
        errors = [e["message"] for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "favicon" not in e["message"]]
    finally:
        driver.quit()
    # Every uncovered difference; the covered ones once each per locale,
    # field and what, with how many steps showed one.
    seen = {}
    for locale, index, command, field, what, n, b, verdict in rows:
        if verdict == "known":
            key = (locale, field, what)
            if key in seen:
                seen[key][-1] += 1
                continue
            seen[key] = [locale, index, command, field, what, n, b, 1]
            continue
        print(f"{locale:6} {index:3} {command[:22]:22} {field or '-':8} {what:9} "
              f"native {json.dumps(n, ensure_ascii=False):24} "
              f"browser {json.dumps(b, ensure_ascii=False):24} UNLISTED")
    for locale, index, command, field, what, n, b, count in seen.values():
        print(f"{locale:6} {field:8} {what:9} known, {count:3} steps, first at {index} "
              f"({command}): native {json.dumps(n, ensure_ascii=False)} "
              f"browser {json.dumps(b, ensure_ascii=False)}")
    for message in errors:
        print("console:", message)
        failures += 1
    for entry in known:
        if not entry.get("used"):
            print(f"note: known difference not seen: {entry['locale']} {entry['field']} "
                  f"{entry['what']}: {entry['why']}")
    print(f"parity: {len(LOCALES)} locales, {compared} steps compared, "
          f"{len(rows)} differences ({listed} known), {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
