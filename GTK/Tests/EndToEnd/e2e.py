"""End-to-end tests of keypad-gtk, in order of importance.

  /usr/bin/python3 e2e.py APP [TEST...]

Expected values come from the issue's examples and the locale's rules
(de_DE: "." groups, "," is the decimal mark), not from the app's output.
"""
import json
import os
import subprocess
import sys
import time
from decimal import Decimal

from harness import App, Reader, check, pad_name, require_tools, set_clipboard, xdotool

HERE = os.path.dirname(os.path.abspath(__file__))
PLAIN = os.path.join(HERE, "forms", "plain.json")
TALL = os.path.join(HERE, "forms", "tall.json")
BAD = os.path.join(HERE, "forms", "bad.json")
TESTS = []


def test(function):
    TESTS.append(function)
    return function


def plain(binary, locale="de_DE"):
    app = App(binary, "--locale", locale, "--form", PLAIN)
    return app, Reader(app.proc.pid)


@test
def typing_groups_and_a_second_decimal_is_refused(binary):
    app, reader = plain(binary)
    try:
        app.type("1234,5")
        check(reader.text("Number") == "1.234,5", f"shown {reader.text('Number')!r}")
        xdotool("type", ",")
        refused = app.wait("edit", text=",")
        check(not refused["accepted"], "the second ',' was accepted")
        check(refused["code"] == "duplicate-decimal", refused["code"])
        check(reader.text("Number") == "1.234,5", f"changed to {reader.text('Number')!r}")
    finally:
        app.kill()


@test
def caret_edits_backspace_over_a_separator_undo_and_redo(binary):
    app, reader = plain(binary)
    try:
        app.type("12345")  # 12.345
        for _ in range(3):
            xdotool("key", "Left")
        app.drain()
        # GTK put the caret after the separator, 12.|345 (3); the engine reads
        # a caret in formatting as after the last typed digit, 12|.345 (2).
        moved = app.last("edit", kind="select")
        check(moved is not None and moved["selection"] == [2, 2], f"caret {moved}")
        # The caret stands after the separator, 12.|345: Backspace deletes
        # the digit before the separator.
        edit = app.key("BackSpace")
        check(edit["display"] == "1.345", f"backspace gave {edit['display']!r}")
        xdotool("key", "Home")
        app.drain()
        app.type("9")
        check(reader.text("Number") == "91.345", reader.text("Number"))
        edit = app.key("ctrl+z")
        check(edit["display"] == "1.345", f"undo gave {edit['display']!r}")
        check(edit["shown"] == "1.345", f"after undo the entry shows {edit['shown']!r}")
        edit = app.key("ctrl+shift+z")
        check(edit["display"] == "91.345", f"redo gave {edit['display']!r}")
        edit = app.key("ctrl+z")
        edit = app.key("ctrl+y")
        check(edit["display"] == "91.345", f"ctrl+y gave {edit['display']!r}")
    finally:
        app.kill()


@test
def a_replaced_selection_is_one_undo_step(binary):
    app, reader = plain(binary)
    try:
        app.type("1234")
        xdotool("key", "shift+Home")
        app.drain()
        app.type("9")
        check(reader.text("Number") == "9", reader.text("Number"))
        replaced = [e for e in app.events if e.get("event") == "edit" and e.get("text") == "9"]
        check(replaced[-1]["kind"] == "replace", f"kind {replaced[-1]['kind']}")
        edit = app.key("ctrl+z")
        check(edit["display"] == "1.234", f"one undo gave {edit['display']!r}")
    finally:
        app.kill()


@test
def clipboard_paste_accepted_and_refused(binary):
    app, reader = plain(binary)
    holder = None
    try:
        holder = set_clipboard("1.234,56")
        edit = app.key("ctrl+v")
        check(edit["accepted"], f"refused: {edit['code']}")
        check(reader.text("Number") == "1.234,56", reader.text("Number"))
        holder.kill()
        holder = set_clipboard("12abc")
        edit = app.key("ctrl+v")
        check(not edit["accepted"], "12abc was accepted")
        check(reader.text("Number") == "1.234,56", reader.text("Number"))
    finally:
        if holder:
            holder.kill()
        app.kill()


@test
def a_plain_number_pasted_at_the_caret_keeps_its_decimal_point(binary):
    # A plain number with one "." is read as paste reads it: 0.25 in de_DE.
    app, reader = plain(binary)
    holder = None
    try:
        holder = set_clipboard("0.25")
        edit = app.key("ctrl+v")
        check(edit["accepted"], f"refused: {edit['code']}")
        check(edit["value"] == "0.25", f"value {edit['value']}")
        check(reader.text("Number") == "0,25", reader.text("Number"))
    finally:
        if holder:
            holder.kill()
        app.kill()


@test
def an_assistive_technology_writes_through_the_engine(binary):
    app, reader = plain(binary)
    try:
        app.type("123")
        reader.insert("Number", 3, "4")
        edit = app.wait("edit", text="4")
        check(edit["accepted"] and edit["display"] == "1.234", edit["display"])
        reader.insert("Number", 0, "x")
        edit = app.wait("edit", text="x")
        check(not edit["accepted"] and edit["code"] == "invalid-character", str(edit["code"]))
        check(reader.text("Number") == "1.234", reader.text("Number"))
    finally:
        app.kill()


@test
def full_width_digits_are_digits(binary):
    app, reader = plain(binary)
    try:
        app.type("１２")
        check(reader.text("Number") == "12", reader.text("Number"))
        check(app.events[-1]["value"] == "12", app.events[-1]["value"])
    finally:
        app.kill()


@test
def pad_keys_and_an_insensitive_key(binary):
    app, reader = plain(binary)
    try:
        for name in ("1", "2", "decimal", "5"):
            app.click_pad(name)
            app.wait("edit")
        check(reader.text("Number") == "12,5", reader.text("Number"))
        check(not reader.button_sensitive(pad_name("pad.name.decimal", "de_DE")),
              "the decimal key stays sensitive after ','")
        app.click_pad("backspace")
        app.wait("edit")
        app.click_pad("backspace")
        edit = app.wait("edit")
        check(edit["display"] == "12", edit["display"])
        check(reader.button_sensitive(pad_name("pad.name.decimal", "de_DE")),
              "the decimal key is insensitive without a ','")
    finally:
        app.kill()


def above_pad(layout):
    x, y, width, height = layout["frame"]
    return y + height <= layout["padTop"] + 0.5 and y >= 0


@test
def tab_down_a_tall_form_keeps_the_field_above_the_pad(binary):
    app = App(binary, "--locale", "en_US", "--form", TALL)
    try:
        first = app.last("layout", field="f01") or app.wait("layout", field="f01")
        before = first["offset"]
        for index in range(2, 15):
            name = "f%02d" % index
            xdotool("key", "Tab")
            layout = app.wait("layout", field=name)
            check(above_pad(layout), f"{name} at {layout['frame']}, pad top {layout['padTop']}")
        check(layout["offset"] > before, "the form never scrolled")
        # Ctrl-R turns the window: the active field is placed again, above the pad.
        xdotool("key", "ctrl+r")
        turned = app.wait("layout", window=[844, 390])
        check(above_pad(turned), f"turned: {turned['frame']}, pad top {turned['padTop']}")
        xdotool("key", "ctrl+r")
        back = app.wait("layout", window=[390, 844])
        check(above_pad(back), f"back: {back['frame']}, pad top {back['padTop']}")
        # A click outside the fields hides the pad and restores the offset
        # from before it showed.
        xdotool("mousemove", "6", "300", "click", "1")  # the margin beside the fields
        app.wait("pad", shown=False)
        hidden = app.wait("scroll")
        check(hidden["inset"] == 0, f"inset {hidden['inset']}")
        check(hidden["offset"] == before, f"offset {hidden['offset']} != {before}")
    finally:
        app.kill()


@test
def the_accessible_description_is_the_spoken_value_once_left_and_a_left_field_shows_money(binary):
    app = App(binary, "--locale", "de_DE")
    try:
        reader = Reader(app.proc.pid)
        app.type("12,5")
        # While typing, the description holds still: a screen reader would
        # read it again after every key.
        description = reader.description("Amount (EUR)")
        check(description == "", f"description while typing {description!r}")
        # Left, the field shows the value as money: two decimals, the symbol;
        # its description is the value in words.
        xdotool("key", "Tab")
        app.wait("focus", field="quantity")
        shown = reader.text("Amount (EUR)")
        check(shown == "12,50\u00a0€", f"not being edited, the amount shows {shown!r}")
        description = reader.description("Amount (EUR)")
        check(description == "zwölf Komma fünf Euro", f"description {description!r}")
    finally:
        app.kill()


@test
def done_with_a_required_field_empty_focuses_it(binary):
    app = App(binary, "--locale", "en_US")
    try:
        reader = Reader(app.proc.pid)
        # amount, quantity, discount, temperature, tip, card, expiry, security code,
        # delivery date and time, workout time, phone
        for _ in range(11):
            xdotool("key", "Tab")
            app.wait("focus")
        check(app.events[-1]["field"] == "phone", app.events[-1]["field"])
        xdotool("key", "Return")
        failed = app.wait("validationFailed")
        codes = {(f["field"], f["code"]) for f in failed["failures"]}
        check(("amount", "required") in codes, str(codes))
        check(("quantity", "required") in codes, str(codes))
        app.wait("focus", field="amount")
        time.sleep(0.2)
        check(reader.focused() == "Amount (USD)", f"focused {reader.focused()!r}")
        # The words keypad-repl shows too: the count under the form, each
        # failure under its field.
        labels = reader.labels()
        for words in ("✗ Not submitted: 2 fields to fix (marked ✗)", "✗ Amount (USD) is required",
                      "✗ Quantity is required"):
            check(words in labels, f"no label {words!r} in {labels}")
    finally:
        app.kill()


@test
def done_then_ctrl_q_prints_the_values_and_exits_0(binary):
    """Every kind's value reaches the trace's committed lines and the JSON
    whole, but the card number and its security code: the trace holds them
    masked, the card to its last four digits, and the JSON whole."""
    app = App(binary, "--locale", "en_US")
    typed = {
        "amount": "12.5", "quantity": "3", "card": "4111111111111111", "expiry": "1227",
        "securityCode": "123", "delivery": "12252026", "deliveryTime": "730p",
        "workout": "130", "phone": "6502530000",
    }
    expected = {
        "amount": "12.5", "quantity": "3", "card": "4111111111111111", "expiry": "2027-12",
        "securityCode": "123", "delivery": "2026-12-25", "deliveryTime": "19:30",
        "workout": "PT1M30S", "phone": "+16502530000",
    }
    traced = dict(expected, card="\u2022\u2022\u2022\u2022 1111",
                  securityCode="<3 secure digits>")
    try:
        fields = (
            "amount", "quantity", "discount", "temperature", "tip", "card", "expiry",
            "securityCode", "delivery", "deliveryTime", "workout", "phone",
        )
        for index, field in enumerate(fields):
            if index > 0:
                xdotool("key", "Tab")
                app.wait("focus", field=field)
            if field in typed:
                app.type(typed[field])
        xdotool("key", "Return")
        app.wait("submitted")
        committed = {e["field"]: e["value"] for e in app.events if e.get("event") == "committed"}
        check(committed == traced, f"committed {committed}")
        submitted = app.last("submitted")["values"]
        check(submitted == dict(traced, discount=None, temperature=None, tip=None),
              f"submitted {submitted}")
        # No line of the trace holds the card's digits beyond its last four,
        # nor a line of its security code's field the code.
        for event in app.events:
            line = json.dumps(event, ensure_ascii=False)
            check("41111111" not in line and "4111 1111" not in line, line)
            if event.get("field") == "securityCode":
                said = [event.get(key) for key in ("text", "display", "shown", "value")]
                check(not any(text and "123" in text for text in said), line)
        check("123" not in json.dumps(submitted), f"submitted {submitted}")
        status, out = app.close()
        check(status == 0, f"exit {status}")
        check(list(json.loads(out)) == list(fields), f"order {out}")
        values = json.loads(out)
        for field in fields:
            check(values[field] == expected.get(field), f"{field}: {out}")
    finally:
        app.kill()


@test
def a_times_day_period_is_chosen_on_the_pad_and_by_a_letter(binary):
    """The demo's delivery time in en_US: the in-window pad shows the
    day-period key where ± stands, labelled AM/PM and named "AM or PM"; it
    chooses AM then PM; `a` typed chooses AM again; the entry shows the
    markers, and Done submits the ISO time. Back on a number, ± returns."""
    app = App(binary, "--locale", "en_US")
    try:
        reader = Reader(app.proc.pid)
        for _ in range(9):
            xdotool("key", "Tab")
            app.wait("focus")
        check(app.events[-1]["field"] == "deliveryTime", app.events[-1]["field"])
        time.sleep(0.2)
        check(reader.button_label("AM or PM") == "AM/PM", reader.button_label("AM or PM"))
        app.type("730")
        check(reader.text("Delivery time") == "7:30", reader.text("Delivery time"))
        # The day-period key stands where ± does.
        app.click_pad("sign")
        app.wait("edit")
        check(reader.text("Delivery time") == "7:30\u202fAM", reader.text("Delivery time"))
        app.click_pad("sign")
        app.wait("edit")
        check(reader.text("Delivery time") == "7:30\u202fPM", reader.text("Delivery time"))
        edit = app.key("a")
        check(edit["accepted"], str(edit))
        check(reader.text("Delivery time") == "7:30\u202fAM", reader.text("Delivery time"))
        app.key("p")
        xdotool("key", "shift+Tab")
        app.wait("focus", field="delivery")
        time.sleep(0.2)
        check(reader.button_label("Plus or minus") == "±", "± is back on a date's pad")
        xdotool("key", "Tab")
        app.wait("focus", field="deliveryTime")
        check(reader.text("Delivery time") == "7:30\u202fPM", reader.text("Delivery time"))
        committed = [e for e in app.events if e.get("event") == "committed"]
        check(any(e["value"] == "19:30" for e in committed), f"committed {committed}")
    finally:
        app.kill()


@test
def a_card_number_is_typed_and_edited_through_the_entry(binary):
    """The demo's card fields through the GtkEntry: the brand's groups,
    Backspace after a space deletes the digit before it, undo, the decimal
    key insensitive, and the submitted values are the kinds' values; then ±
    on the phone number."""
    app = App(binary, "--locale", "en_US")
    try:
        reader = Reader(app.proc.pid)
        app.type("12.5")
        xdotool("key", "Tab")
        app.wait("focus", field="quantity")
        app.type("3")
        for field in ("discount", "temperature", "tip", "card"):
            xdotool("key", "Tab")
            app.wait("focus", field=field)
        time.sleep(0.2)
        check(not reader.button_sensitive("Decimal separator"),
              "the decimal key is sensitive in a card field")
        app.type("42424242")
        check(reader.text("Card number") == "4242 4242", reader.text("Card number"))
        # The caret after the space, 4242 |4242: the engine reads it as after
        # the fourth digit, and Backspace deletes that digit.
        for _ in range(4):
            xdotool("key", "Left")
        app.drain()
        moved = app.last("edit", kind="select")
        check(moved is not None and moved["selection"] == [4, 4], f"caret {moved}")
        # The trace holds no display of a card number: read over AT-SPI.
        edit = app.key("BackSpace")
        check(edit["display"] is None and edit["text"] is None, str(edit))
        app.drain()
        check(reader.text("Card number") == "4244 242", reader.text("Card number"))
        check(edit["selection"] == [3, 3], f"caret {edit['selection']}")
        check(edit["value"] == "<7 card digits>", f"value {edit['value']!r}")
        app.key("ctrl+z")
        app.drain()
        check(reader.text("Card number") == "4242 4242", reader.text("Card number"))
        xdotool("key", "End")
        app.drain()
        app.type("42424242")
        check(
            reader.text("Card number") == "4242 4242 4242 4242", reader.text("Card number"))
        refused = app.key("period")
        check(not refused["accepted"] and refused["code"] == "digits-only", str(refused))
        check(
            reader.text("Card number") == "4242 4242 4242 4242", reader.text("Card number"))
        xdotool("key", "Tab")
        app.wait("focus", field="expiry")
        app.type("1230")
        check(reader.text("Expiry (MM/YY)") == "12/30", reader.text("Expiry (MM/YY)"))
        xdotool("key", "Tab")
        app.wait("focus", field="securityCode")
        app.type("123")
        for field in ("delivery", "deliveryTime", "workout", "phone"):
            xdotool("key", "Tab")
            app.wait("focus", field=field)
        # The ± key puts a phone number's + first from the caret at the end,
        # and takes it away again, as it toggles a decimal field's minus.
        app.type("4930123")
        check(reader.button_sensitive("Plus or minus"),
              "± is insensitive in a phone field with digits")
        app.click_pad("sign")
        app.wait("edit")
        check(reader.text("Phone") == "+49 30 123", reader.text("Phone"))
        app.click_pad("sign")
        app.wait("edit")
        check(reader.text("Phone") == "493-0123", reader.text("Phone"))
        app.click_pad("clear")
        app.wait("edit")
        xdotool("key", "Return")
        app.wait("submitted")
        status, out = app.close()
        check(status == 0, f"exit {status}")
        values = json.loads(out)
        check(values["card"] == "4242424242424242", out)
        check(values["expiry"] == "2030-12", out)
        check(values["securityCode"] == "123", out)
    finally:
        app.kill()


@test
def closing_without_a_submit_exits_1(binary):
    app = App(binary, "--locale", "en_US")
    status, out = app.close()
    check(status == 1 and out == "", f"exit {status}, output {out!r}")


@test
def a_click_in_a_field_focuses_it(binary):
    app, reader = plain(binary)
    try:
        layout = app.last("layout", field="number") or app.wait("layout", field="number")
        x, y, width, height = layout["frame"]
        # The second row (label above entry) follows the first, 12 points
        # apart: its entry's middle is 20 points above the row's bottom.
        target_y = y + height + 12 + height - 20
        xdotool("mousemove", str(int(x + width / 2)), str(int(target_y)), "click", "1")
        app.wait("focus", field="other")
        app.type("7")
        check(reader.text("Other") == "7", reader.text("Other"))
        check(reader.focused() == "Other", f"focused {reader.focused()!r}")
    finally:
        app.kill()


@test
def the_system_keyboard_leaves_the_pad_out(binary):
    app = App(binary, "--locale", "de_DE", "--form", PLAIN, "--system-keyboard")
    try:
        check(set(app.pad) == {"previous", "next", "return"}, f"pad keys {sorted(app.pad)}")
        app.type("1234,5")
        check(app.events[-1]["display"] == "1.234,5", app.events[-1]["display"])
    finally:
        app.kill()


@test
def the_locale_comes_from_the_environment_as_in_the_repl(binary):
    # LC_ALL before LANG, codeset and modifier dropped: de_DE's "," key.
    app = App(binary, "--form", PLAIN, env={"LC_ALL": "de_DE.UTF-8@euro", "LANG": "en_US"})
    try:
        reader = Reader(app.proc.pid)
        label = reader.button_label(pad_name("pad.name.decimal", "de_DE"))
        check(label == ",", f"the decimal key shows {label!r} in de_DE")
        app.type("1234")
        check(app.events[-1]["display"] == "1.234", app.events[-1]["display"])
    finally:
        app.kill()
    environment = dict(os.environ, LC_ALL="zz_ZZ.UTF-8")
    done = subprocess.run([binary], capture_output=True, text=True, env=environment, timeout=30)
    check(done.returncode == 2, f"exit {done.returncode}")
    line = done.stderr.strip()
    check(line.startswith("keypad-gtk: error: LC_ALL=zz_ZZ.UTF-8: ")
          and line.endswith("[unknown-locale]"), line)


@test
def a_bad_option_exits_2(binary):
    done = subprocess.run([binary, "--nope"], capture_output=True, text=True, timeout=30)
    check(done.returncode == 2, f"exit {done.returncode}")
    check(done.stderr.strip().endswith("[invalid-option]"), done.stderr)


@test
def a_bad_form_file_exits_2_with_its_code(binary):
    done = subprocess.run([binary, "--form", BAD], capture_output=True, text=True, timeout=30)
    check(done.returncode == 2, f"exit {done.returncode}")
    lines = done.stderr.strip().splitlines()
    check(len(lines) == 1, done.stderr)
    check(lines[0].startswith("keypad-gtk: error: ") and lines[0].endswith("[form-unknown-key]"),
          lines[0])


@test
def a_calendar_digits_cannot_type_exits_2_with_its_code(binary):
    # The demo's delivery date cannot be typed in the Hebrew calendar: no
    # demo in another calendar, the calendar named in the message.
    done = subprocess.run([binary, "--locale", "he_IL@calendar=hebrew"], capture_output=True,
                          text=True, timeout=30)
    check(done.returncode == 2, f"exit {done.returncode}")
    line = done.stderr.strip()
    check(line.startswith("keypad-gtk: error: ") and "'hebrew'" in line
          and "--list-locales" not in line and line.endswith("[unsupported-calendar]"), line)


@test
def no_display_exits_2(binary):
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([binary], capture_output=True, text=True, env=environment, timeout=30)
    check(done.returncode == 2, f"exit {done.returncode}")
    check(done.stderr.strip() == "keypad-gtk: error: cannot open a display [no-display]",
          done.stderr)


def main(tests=TESTS):
    binary = sys.argv[1]
    chosen = set(sys.argv[2:])
    missing = require_tools()
    if missing:
        print(f"missing tools: {', '.join(missing)}")
        sys.exit(1 if os.environ.get("CI") else 0)
    failures = 0
    for function in tests:
        if chosen and function.__name__ not in chosen:
            continue
        started = time.monotonic()
        try:
            function(binary)
            outcome = "ok"
        except Exception as error:  # noqa: BLE001
            failures += 1
            outcome = f"FAILED: {error}"
        print(f"{function.__name__}: {outcome} ({time.monotonic() - started:.1f}s)", flush=True)
    print(f"{failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
