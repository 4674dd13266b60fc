#!/usr/bin/env python3
"""Parity of the wasm engine with the native one: the same key sequences in
the same locales give the same display, caret, value and rejection code
after each input.

Usage: run.py BASE_URL REPL KNOWN_DIFFERENCES_JSON
  (run.sh serves Web/ and builds keypad-repl)

The native side is keypad-repl's scripted JSON mode (--json --locale L
--form FILE), one process per session, one command per step. The wasm side
is Keypad.wasm in headless Chromium (index.html, parity.js), with
keypad_icu.h answered by Intl, the same steps applied as FormInputs. Each
locale has four sessions: the number fields (STEPS), the date fields
(DATE_STEPS: a date in the locale's calendar, a card's expiry, a date with
fixed bounds), in the locale or, where the default calendars differ, with
the calendar named (DATE_LOCALES), the time fields (TIME_STEPS: a time
of day, a time with seconds, bounds and a step), the unit fields
(UNIT_STEPS: kilometres, kilograms, degrees Celsius, kilometres per hour
and litres in the three widths) and the duration fields (DURATION_STEPS: a
kitchen timer's hours, minutes and seconds, minutes and seconds up to a
max); a few more calendars have
a date session only (DATE_ONLY), a few hour cycles a time session only
(TIME_ONLY), and a few ids both sides must refuse with the same code
(REFUSED). For each step run.py compares: the active field, its display,
its selection (only where the displays are equal: it is an offset into
them), its value, the rejection code (the REPL's `error`, the page's
`refusal`), every field's display (the other fields show their display
when not edited), every field's failure after Done, in words and as its
code, and the values Done submitted.

A difference must be stated by an entry of the known differences (the
browser's CLDR is newer than the system ICU's): an entry names a locale id
(as the session opens it), its fields by name, what differs ("display",
"value", "error", "failure", "failure-code", "submitted"), why, and the
difference: `replace`, a list of [regex, replacement] pairs that turn the
native text into the browser's exactly, or `native` and `browser`, the two
values. No entry may use "*".
Exits 1 on an unstated difference, an entry that does not state one, a
session that opens on one side only or on neither (but for REFUSED's ids,
refused on both with their code), or a console error."""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

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


# The date fields, in a second session per locale: a date in the locale's
# calendar, a card's expiry, and a date with fixed bounds for Done. (Bounds
# of "today" are left out: the REPL takes its day from --today, the page
# from the browser's clock, which the page cannot set.)
DATE_FORM = {"title": "parity dates", "fields": [
    {"name": "date", "kind": "date"},
    {"name": "expiry", "kind": "expiry"},
    {"name": "bounded", "kind": "date", "min": "2026-01-01", "max": "2026-12-31"},
]}

# The id the date session opens where it is not the locale's own. ar_SA:
# ICU 72's default calendar is the Islamic Umm al-Qura one, Chromium's
# newer CLDR the Gregorian one, so every date would differ; both sides
# are given the Umm al-Qura calendar by name. (fa_IR's Persian and th_TH's
# Buddhist calendars are the default in both; he_IL's is the Gregorian.)
DATE_LOCALES = {"ar_SA": "ar_SA@calendar=islamic-umalqura"}

# More calendars, named by keyword, in a date session only: the Gregorian
# one in a Buddhist locale, and the Islamic civil, Minguo and Indian ones.
DATE_ONLY = ["th_TH@calendar=gregorian", "en_US@calendar=islamic-civil",
             "en_US@calendar=roc", "hi_IN@calendar=indian"]

# Ids whose date fields both sides must refuse, with the code: calendars
# digits cannot type (leap months; an era per reign) and one ICU lacks.
REFUSED = {
    "he_IL@calendar=hebrew": "form-invalid-value",
    "zh_CN@calendar=chinese": "form-invalid-value",
    "ja_JP@calendar=japanese": "form-invalid-value",
    "en_US@calendar=foo": "form-invalid-value",
}

# The day pasted in the locale's own format: the native date field's
# display after a paste of it in ISO 8601 (own_format below).
OWN_FORMAT_DAY = "2027-02-28"

DATE_STEPS = (
    # Digits one by one: 12/12/2026 in a month-day-year or day-month-year
    # order, 1212/02/02 in a year-first one (the 2 completing the month,
    # the last 6 refused); Backspace over a separator; then 20261212 in
    # one typed line (2026/12/12 year-first).
    ["focus date"] + press("1 2 1 2 2 0 2 6")
    + press("backspace backspace backspace backspace backspace clear")
    + ["type 20261212"]
    # A selection replaced, undo and redo, a range edited, the caret put
    # after a separator and Backspace there.
    + ["select 0 2", "type 1", "undo", "redo", "undo", "edit 0 1 7", "edit 1 2 07",
       "select 3", "press backspace", "undo"]
    # Pastes: ISO 8601, then over it the locale's own format in its digits
    # and in ASCII, and refused ones; then digits a date refuses.
    + ["press clear", "paste 2026-11-23", "paste {own}", "paste {own_ascii}",
       "paste 2026-02-30", "paste Nov 23, 2026", "paste abc", "undo", "redo"]
    + press("clear 1 3 3 9 0 0") + press("delete")
    # 29/02/2027 refused on its last digit in a day-first order (a common
    # year), then complete with 2028; complete earlier in the other orders
    # (the last digits refused), so that Done below finds it whole.
    + ["press clear", "type 2", "type 9", "type ٠", "type 2", "type 2027", "type 8",
       "press next"]
    # An expiry: months refused, Backspace over its slash, pastes as
    # autofill writes them.
    + press("1 3 2 3 backspace backspace clear 5 2 9")
    # Years far ahead, so that it has not expired at Done below.
    + ["paste 12/2097", "paste 5 / 2091", "paste 1/3000", "undo", "press next"]
    # Done against the bounds, an incomplete date, a submit, an expired card.
    + ["paste 2027-03-01", "press done", "paste 2025-12-31", "press done",
       "press clear", "press 1", "press done", "paste 2026-06-15", "press done",
       "focus expiry", "paste 01/2020", "press done"]
)


# The time fields, in a third session per locale and in the clocks an id
# names (TIME_ONLY): a time of day in the locale's hour cycle, and one with
# seconds, bounds and a step for Done.
TIME_FORM = {"title": "parity times", "fields": [
    {"name": "time", "kind": "time"},
    {"name": "slot", "kind": "time", "seconds": True, "min": "08:00", "max": "20:00",
     "step": 15},
]}

# Hour cycles named by keyword (ICU's `@hours=`), in a time session only.
TIME_ONLY = ["de_DE@hours=h12", "en_US@hours=h23", "ja_JP@hours=h11", "en_US@hours=h24"]

# The time pasted in the locale's own format: the native time field's
# display after a paste of it in ISO 8601 (own_format below).
OWN_FORMAT_TIME = "19:45"

TIME_STEPS = (
    # Digits one by one (12:30; a 12-hour clock waits for its day period),
    # the day-period key twice (refused on a 24-hour clock), the letters
    # that choose one, the rest of a marker, Backspace, a digit too many.
    ["focus time"] + press("1 2 3 0 dayPeriod dayPeriod")
    + ["type a", "type p", "type m"] + press("backspace backspace 4 5 9")
    # A selection replaced, undo and redo; a separator after one digit
    # (07:30 where the pattern's literal is :); hours no clock shows.
    + ["select 0 1", "type 0", "undo", "redo", "press clear", "type 7:30", "type p"]
    + press("clear 2 4 clear 1 3 clear 0 0 clear")
    # Pastes: ISO 8601, the field's own display in its digits and in ASCII,
    # seconds the field does not type, refused ones.
    + ["paste 19:45", "paste {own}", "paste {own_ascii}", "paste 19:45:30", "paste abc",
       "paste 24:00", "undo", "redo", "press next"]
    # Done against the bounds and the step.
    + ["paste 07:30:00", "press done", "paste 08:10:00", "press done", "paste 20:15:00",
       "press done", "paste 08:15:00", "press done"]
)


# The unit fields, in a fourth session per locale: units of ECMA-402's
# sanctioned list (the browser's Intl formats no other) and a compound of
# them, in the three widths; a bound, for Done's failure with the unit.
UNIT_FORM = {"title": "parity units", "fields": [
    {"name": "distance", "unit": "kilometer", "maxFractionDigits": 3, "allowNegative": True},
    {"name": "weight", "unit": "kilogram", "unitWidth": "long", "min": "1", "max": "500"},
    {"name": "cold", "unit": "celsius", "unitWidth": "narrow", "allowNegative": True},
    {"name": "speed", "unit": "kilometer-per-hour", "unitWidth": "long"},
    {"name": "volume", "unit": "liter", "unitWidth": "narrow", "maxFractionDigits": 1},
]}

UNIT_STEPS = (
    # Grouping with the unit after (or before) the number, Backspace up to
    # the unit, the sign, pastes, a selection replaced, undo and redo, the
    # unit's own text pasted with the number, text refused.
    ["focus distance"] + press("1 2 3 4 decimal 5 backspace backspace sign sign")
    + ["paste -12.75", "select 0 2", "type 7", "undo", "redo", "paste 12 km", "paste abc"]
    + press("clear backspace next")
    # The long name in the plural form of the number shown: 1, 1.5, 2.
    + press("1 decimal 5 backspace backspace backspace 2 clear 1 next")
    + press("sign 1 2 decimal 5 next")
    + press("1 next 8 8 decimal 5 backspace 1 next")
    + press("0 decimal 7 5 backspace backspace backspace clear")
    # Done: below the bound, then within it, submitted.
    + ["focus weight", "press clear", "paste 0.5", "press done", "paste 600", "press done",
       "press clear", "press 2", "press done"]
)


# The duration fields, in a fifth session per locale: hours, minutes and
# seconds, and minutes and seconds up to a max for Done.
DURATION_FORM = {"title": "parity durations", "fields": [
    {"name": "timer", "kind": "duration"},
    {"name": "rest", "kind": "duration", "units": "m:s", "max": "PT10M"},
]}

DURATION_STEPS = (
    # Digits filling from the right, a digit too many, Backspace, a
    # separator typed (ignored), a selection replaced, undo and redo.
    ["focus timer"] + press("1 3 0 5 2 0 9 backspace backspace")
    + ["type :", "type 9", "select 0 1", "type 2", "undo", "redo"]
    # Pastes: ISO 8601, one the units spill into, the units with their
    # separators, refused ones; then the field left, shown in its units.
    + ["paste PT1H5M30S", "paste PT100H", "paste 1:05:30", "paste PT1.5S", "paste P1M",
       "paste 1:5", "paste PT101H", "undo", "redo", "press next"]
    # Seconds past 59 carried; Done past the max, then within it.
    + press("9 0") + ["press done", "press clear", "type 1030", "press done", "press clear",
                      "type 1:30", "press done"]
)


def own_format(repl, locale, form_path, field="date", day=OWN_FORMAT_DAY):
    """OWN_FORMAT_DAY as the native date field shows it (OWN_FORMAT_TIME as
    the time field does), and in ASCII digits."""
    answers = native(repl, locale, form_path, [f"focus {field}", f"paste {day}"])
    if isinstance(answers, dict) or answers[-1]["value"] != day:
        return None
    own = answers[-1]["display"]
    ascii_digits = "".join(
        str(unicodedata.digit(c)) if unicodedata.digit(c, None) is not None else c for c in own)
    return {"own": own, "own_ascii": ascii_digits}


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


def native(repl, locale, form_path, steps):
    lines = subprocess.run(
        [repl, "--json", "--locale", locale, "--form", form_path],
        input="\n".join(steps) + "\n", capture_output=True, text=True, check=False)
    if lines.returncode != 0:
        code = re.search(r"\[([a-z-]+)\]$", lines.stderr.strip())
        return {"error": lines.stderr.strip(), "code": code.group(1) if code else None}
    answers = [json.loads(line) for line in lines.stdout.splitlines()]
    steps = []
    messages = {}  # each field's failure in words, from the last Done
    for a in answers:
        if "failures" in a:
            messages = {f["field"]: f["message"] for f in a["failures"]}
        steps.append({
            "active": a["field"], "display": a["display"], "selection": a["selection"],
            "value": a["value"],
            # Done's failures are compared field by field below, in words
            # and as codes, not as the REPL's error for Done: the page has
            # no refusal for it.
            "error": None if "failures" in a else a["error"],
            "fields": {name: f["display"] for name, f in a["fields"].items()},
            "failures": {name: messages.get(name) if f["failure"] else None
                         for name, f in a["fields"].items()},
            "failureCodes": {name: f["failure"] for name, f in a["fields"].items()},
            "submitted": a["values"] if a.get("submitted") else None,
        })
    return steps


def problems(entry):
    """What keeps an entry from stating a difference: a `*`, no locale,
    fields, what or why, or neither `replace` nor the two values."""
    found = []
    if "*" in [entry.get("locale")] + entry.get("fields", []) + entry.get("what", []):
        found.append("a `*`: name the locale, the fields and what differs")
    for key in ("locale", "fields", "what", "why"):
        if not entry.get(key):
            found.append(f"no {key}")
    if ("replace" in entry) == ("native" in entry and "browser" in entry):
        found.append("neither `replace` nor `native` and `browser`, or both")
    return found


def covered(known, locale, field, what, native_value, browser_value):
    for entry in known:
        if entry["locale"] != locale or field not in entry["fields"]:
            continue
        if what not in entry["what"]:
            continue
        if "replace" in entry:
            if not isinstance(native_value, str):
                continue
            text = native_value
            for pattern, replacement in entry["replace"]:
                text = re.sub(pattern, replacement, text)
            if text != browser_value:
                continue
        elif (entry["native"], entry["browser"]) != (native_value, browser_value):
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
        for name, failure in n["failures"].items():
            if failure != b["failures"].get(name):
                yield index, name, "failure", failure, b["failures"].get(name)
        for name, code in n["failureCodes"].items():
            if code != b["failureCodes"].get(name):
                yield index, name, "failure-code", code, b["failureCodes"].get(name)
        if n["submitted"] != b["submitted"]:
            yield index, active, "submitted", n["submitted"], b["submitted"]


def sessions(repl, work):
    """(label, locale id, form text, steps as the REPL's commands), in order."""
    for locale, currency in LOCALES.items():
        yield locale, locale, json.dumps(form(currency)), list(STEPS)
    dates = json.dumps(DATE_FORM)
    for locale_id in [DATE_LOCALES.get(locale, locale) for locale in LOCALES] + DATE_ONLY:
        path = os.path.join(work, "dates.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(dates)
        texts = own_format(repl, locale_id, path)
        if texts is None:
            yield f"{locale_id} dates", locale_id, dates, None
            continue
        steps = [command.replace("{own}", texts["own"]).replace("{own_ascii}", texts["own_ascii"])
                 for command in DATE_STEPS]
        yield f"{locale_id} dates", locale_id, dates, steps
    for locale_id in REFUSED:
        yield f"{locale_id} dates", locale_id, dates, ["focus date"]
    times = json.dumps(TIME_FORM)
    for locale_id in list(LOCALES) + TIME_ONLY:
        path = os.path.join(work, "times.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(times)
        texts = own_format(repl, locale_id, path, "time", OWN_FORMAT_TIME)
        if texts is None:
            yield f"{locale_id} times", locale_id, times, None
            continue
        steps = [command.replace("{own}", texts["own"]).replace("{own_ascii}", texts["own_ascii"])
                 for command in TIME_STEPS]
        yield f"{locale_id} times", locale_id, times, steps
    units = json.dumps(UNIT_FORM)
    for locale in LOCALES:
        yield f"{locale} units", locale, units, list(UNIT_STEPS)
    durations = json.dumps(DURATION_FORM)
    for locale_id in LOCALES:
        yield f"{locale_id} durations", locale_id, durations, list(DURATION_STEPS)


def opened(label, locale_id, native_steps, browser_steps):
    """Failures of a session that did not open on both sides (0 when neither
    opens with the code REFUSED expects)."""
    if not isinstance(native_steps, dict) and not isinstance(browser_steps, dict):
        if locale_id in REFUSED:
            print(f"{label}: opens, but both sides must refuse it ({REFUSED[locale_id]})")
            return 1
        return 0
    if not (isinstance(native_steps, dict) and isinstance(browser_steps, dict)):
        print(f"{label}: opens on one side only: native "
              f"{native_steps['error'] if isinstance(native_steps, dict) else 'ok'}, browser "
              f"{browser_steps['error'] if isinstance(browser_steps, dict) else 'ok'}")
        return 1
    codes = (native_steps["code"], browser_steps["error"]["code"])
    if locale_id in REFUSED and codes == (REFUSED[locale_id],) * 2:
        return 0
    expected = f" (expected {REFUSED[locale_id]})" if locale_id in REFUSED else ""
    print(f"{label}: opens on neither side{expected}: native {native_steps['error']}, "
          f"browser {browser_steps['error']}")
    return 1


def main(base, repl, known_path):
    with open(known_path, encoding="utf-8") as handle:
        known = json.load(handle)["differences"]
    faults = [f"{entry.get('locale')} {entry.get('fields')}: {problem}"
              for entry in known for problem in problems(entry)]
    for fault in faults:
        print("KNOWN-DIFFERENCES ENTRY:", fault)
    if faults:
        return 1
    driver = chromium.start()
    failures = compared = listed = count = refused = 0
    rows = []
    try:
        driver.get(base.rstrip("/") + "/tests/parity/index.html")
        WebDriverWait(driver, 60).until(lambda d: d.title == "ready")
        with tempfile.TemporaryDirectory() as work:
            for label, locale_id, form_text, commands in sessions(repl, work):
                count += 1
                if commands is None:
                    print(f"{label}: the native field takes no paste of its ISO value")
                    failures += 1
                    continue
                form_path = os.path.join(work, "form.json")
                with open(form_path, "w", encoding="utf-8") as handle:
                    handle.write(form_text)
                steps = [step_arguments(command) for command in commands]
                native_steps = native(repl, locale_id, form_path, commands)
                browser_steps = driver.execute_script(
                    "return window.parity.run(arguments[0], arguments[1], arguments[2])",
                    locale_id, form_text, steps)
                if isinstance(native_steps, dict) or isinstance(browser_steps, dict) \
                        or locale_id in REFUSED:
                    failed = opened(label, locale_id, native_steps, browser_steps)
                    failures += failed
                    refused += 0 if failed else 1
                    continue
                if len(native_steps) != len(steps):
                    print(f"{label}: the REPL answered {len(native_steps)} of {len(steps)} steps")
                    failures += 1
                    continue
                compared += len(steps)
                for index, field, what, n, b in differences(native_steps, browser_steps):
                    entry = covered(known, locale_id, field, what, n, b)
                    listed += 1 if entry else 0
                    failures += 0 if entry else 1
                    rows.append((label, index, commands[index], field, what, n, b,
                                 "known" if entry else "UNLISTED"))
        errors = [e["message"] for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "favicon" not in e["message"]]
    finally:
        driver.quit()
    # Every uncovered difference; the covered ones once each per session,
    # field and what, with how many steps showed one.
    seen = {}
    for label, index, command, field, what, n, b, verdict in rows:
        if verdict == "known":
            key = (label, field, what)
            if key in seen:
                seen[key][-1] += 1
                continue
            seen[key] = [label, index, command, field, what, n, b, 1]
            continue
        print(f"{label:6} {index:3} {command[:22]:22} {field or '-':8} {what:9} "
              f"native {json.dumps(n, ensure_ascii=False):24} "
              f"browser {json.dumps(b, ensure_ascii=False):24} UNLISTED")
    for label, index, command, field, what, n, b, number in seen.values():
        print(f"{label:6} {field:8} {what:9} known, {number:3} steps, first at {index} "
              f"({command}): native {json.dumps(n, ensure_ascii=False)} "
              f"browser {json.dumps(b, ensure_ascii=False)}")
    for message in errors:
        print("console:", message)
        failures += 1
    for entry in known:
        if not entry.get("used"):
            print(f"note: known difference not seen: {entry['locale']} {entry['fields']} "
                  f"{entry['what']}: {entry['why']}")
    print(f"parity: {len(LOCALES)} locales, {count} sessions ({refused} refused on both sides), "
          f"{compared} steps compared, {len(rows)} differences ({listed} known), "
          f"{failures} failure(s)")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
