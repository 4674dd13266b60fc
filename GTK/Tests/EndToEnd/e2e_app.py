"""End-to-end tests of keypad-gtk's app shell: how it ends, the accessory
bar's chevrons, right-to-left locales, the pad after a rotation and what
the accessibility bus shows.

  /usr/bin/python3 e2e_app.py APP [TEST...]

Expected values come from the issue's examples, the locale's rules and
GTK's documented behaviour, not from the app's output.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
from decimal import Decimal

from e2e import PLAIN, check, main, plain
from harness import TIMEOUT, App, AppFailure, Reader, message, pad_name, xdotool

TESTS = []


def test(function):
    TESTS.append(function)
    return function


def submit_plain(app):
    """Types 12 into Number, then Done from Other (the last field)."""
    app.type("12")
    xdotool("key", "Tab")
    app.wait("focus", field="other")
    xdotool("key", "Return")
    app.wait("submitted")


def visible_window(app):
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid)],
        capture_output=True, text=True, check=True).stdout.split()
    check(len(found) == 1, f"visible windows {found}")
    return found[0]


def end_by(app, how):
    """Ends the app one way; its exit status and standard output."""
    if how == "ctrl+q":
        xdotool("key", "ctrl+q")
    elif how == "windowclose":
        # Another client destroys the window, as a window manager's kill does.
        xdotool("windowclose", visible_window(app))
    else:
        app.proc.send_signal(getattr(signal, how))
    out, _ = app.proc.communicate(timeout=TIMEOUT)
    return app.proc.returncode, out.decode()


ENDINGS = ("ctrl+q", "windowclose", "SIGTERM", "SIGHUP", "SIGINT")


@test
def every_ending_after_done_prints_the_values_and_exits_0(binary):
    wrong = []
    for how in ENDINGS:
        app = App(binary, "--locale", "de_DE", "--form", PLAIN)
        try:
            submit_plain(app)
            status, out = end_by(app, how)
            lines = out.splitlines()
            values = json.loads(lines[0]) if len(lines) == 1 else {}
            if status != 0 or values.get("other", 0) is not None or Decimal(
                    values.get("number") or "0") != 12:
                wrong.append(f"{how}: exit {status}, output {out!r}")
        finally:
            app.kill()
    check(not wrong, "; ".join(wrong))


@test
def every_ending_before_done_prints_nothing(binary):
    # Without a submit: exit 1 as Ctrl-Q gives, or the signal's own ending.
    expected = {"ctrl+q": 1, "windowclose": 1, "SIGTERM": -signal.SIGTERM,
                "SIGHUP": -signal.SIGHUP, "SIGINT": -signal.SIGINT}
    wrong = []
    for how in ENDINGS:
        app = App(binary, "--locale", "de_DE", "--form", PLAIN)
        try:
            app.type("12")
            status, out = end_by(app, how)
            if status != expected[how] or out != "":
                wrong.append(f"{how}: exit {status}, output {out!r}")
        finally:
            app.kill()
    check(not wrong, "; ".join(wrong))


@test
def the_chevrons_at_the_ends_of_the_chain_are_insensitive_and_do_nothing(binary):
    app, reader = plain(binary)
    try:
        # number is the first field of the chain, other the last.
        previous, following = pad_name("pad.name.previous-field", "de_DE"), pad_name(
            "pad.name.next-field", "de_DE")
        check(not reader.button_sensitive(previous), "∧ is sensitive on the first field")
        check(reader.button_sensitive(following), "∨ is insensitive on the first field")
        seen = len(app.events)
        app.click_pad("previous")
        app.click_pad("next")
        app.wait("focus", field="other")
        moved = [e for e in app.events[seen:] if e.get("event") == "focus"]
        check(len(moved) == 1, f"∧ on the first field moved focus: {moved}")
        check(reader.button_sensitive(previous), "∧ is insensitive on the last field")
        check(not reader.button_sensitive(following), "∨ is sensitive on the last field")
        app.click_pad("next")
        quiet = app.drain(quiet=0.5)
        ran = [e["event"] for e in quiet if e.get("event") in ("submitted", "validationFailed",
                                                                  "focus")]
        check(not ran, f"∨ on the last field ran {ran}")
        app.click_pad("previous")
        app.wait("focus", field="number")
        # Done stays the return key's: from the last field it submits.
        app.click_pad("next")
        app.wait("focus", field="other")
        app.click_pad("return")
        app.wait("submitted")
    finally:
        app.kill()


def inside(keys, width, height):
    return all(0 <= x < width and 0 <= y < height for x, y in keys.values())


@test
def the_pad_keys_are_given_again_after_ctrl_r_turns_the_window(binary):
    app, reader = plain(binary)
    try:
        portrait = app.pad
        check(inside(portrait, 390, 844), f"portrait keys {portrait}")
        xdotool("key", "ctrl+r")
        turned = app.wait("padKeys")["keys"]
        # 844 × 390: the keys span the wider window; ⌫, the fourth of four
        # columns, lies right of the portrait window's whole width.
        check(inside(turned, 844, 390), f"landscape keys {turned}")
        check(turned["backspace"][0] > 390, f"⌫ at {turned['backspace']}")
        app.pad = turned
        app.click_pad("7")
        check(app.wait("edit")["display"] == "7", "the 7 key at its new centre")
        xdotool("key", "ctrl+r")
        back = app.wait("padKeys")["keys"]
        check(back == portrait, f"back in portrait {back} != {portrait}")
    finally:
        app.kill()


# The pad of every front end (KeypadFrontEnd's PadLayout), row by row from
# the top left, as iOS's decimal pad and Android's number keyboard place
# the keys (docs/number-pad.md); the return key is the accessory bar's.
PAD_ROWS = [["1", "2", "3", "sign"], ["4", "5", "6", "clear"], ["7", "8", "9", "backspace"],
            ["decimal", "0", "00"]]


def pad_order(keys):
    """The rows and columns of the pad where the keys' centres put them,
    or a message naming the first key out of place."""
    for row in PAD_ROWS:
        if len({keys[name][1] for name in row}) != 1:
            return f"row {row} is not one row: {[keys[n] for n in row]}"
        xs = [keys[name][0] for name in row]
        if xs != sorted(set(xs)):
            return f"row {row} is not left to right: {xs}"
    tops = [keys[row[0]][1] for row in PAD_ROWS]
    if tops != sorted(set(tops)):
        return f"rows not top to bottom: {tops}"
    for column in range(4):
        xs = {keys[row[column]][0] for row in PAD_ROWS if column < len(row)}
        if len(xs) != 1:
            return f"column {column} is not one column: {xs}"
    return None


def ink(app, x, y, width, height):
    """The box of what is drawn in a part of the app's window, from a
    screenshot: (left, right) in the part, or None when it is blank."""
    for tool in ("import", "convert"):
        if shutil.which(tool) is None:
            raise AppFailure(f"missing {tool} (imagemagick)")
    shot = subprocess.run(["import", "-window", visible_window(app), "png:-"],
                          capture_output=True, check=True).stdout
    geometry = f"{int(width)}x{int(height)}+{int(x)}+{int(y)}"
    box = subprocess.run(
        ["convert", "png:-", "-crop", geometry, "+repage", "-fuzz", "30%", "-trim",
         "-format", "%w %h %X %Y", "info:"],
        input=shot, capture_output=True, check=True).stdout.decode().split()
    drawn_width, _, left, _ = (int(v) for v in box)
    if drawn_width >= width:
        return None
    return left, left + drawn_width


def label_and_value(app, layout):
    """Where the active row's label and its entry's text are drawn, each
    as (left, right) in the row's width."""
    x, y, width, height = layout["frame"]
    # A row is the label (its top 18 points) over the entry (its bottom 40,
    # inside a border): the text lies in the entry's middle 30.
    label = ink(app, x, y, width, 18)
    value = ink(app, x + 8, y + height - 36, width - 16, 30)
    return label, value, width


@test
def an_arabic_locale_lays_the_window_out_right_to_left(binary):
    app = App(binary, "--locale", "ar_EG")
    try:
        check(app.ready["direction"] == "rtl", f"ready {app.ready}")
        keys = app.pad
        # The accessory bar is mirrored: the return key at the left, ∧ at
        # the right; the keys keep the phone pad's order, 1 2 3 from the left.
        check(keys["return"][0] < keys["next"][0] < keys["previous"][0], f"bar {keys}")
        misplaced = pad_order(keys)
        check(misplaced is None, f"ar_EG: {misplaced}")
        # The labels are the locale's digits and separator.
        reader = Reader(app.proc.pid)
        check(reader.button_label("٧") == "٧", "no ٧ key")
        label = reader.button_label(pad_name("pad.name.decimal", "ar_EG"))
        check(label == "\u066b", f"the decimal key shows {label!r}")
        layout = app.last("layout", field="amount") or app.wait("layout", field="amount")
        app.type("12")
        app.drain()
        label, value, width = label_and_value(app, layout)
        check(label is not None and label[0] > width / 2, f"label drawn at {label} of {width}")
        # The value (its currency ج.م. written in Arabic letters) sits at the
        # right edge, beside the label, while edited and once left.
        check(value is not None and value[0] > width / 2, f"value drawn at {value} of {width}")
        xdotool("key", "Tab")
        app.wait("focus", field="quantity")
        app.drain()
        _, left, _ = label_and_value(app, layout)
        check(left is not None and left[0] > width / 2, f"left value drawn at {left} of {width}")
    finally:
        app.kill()


@test
def a_left_to_right_locale_keeps_its_layout(binary):
    app = App(binary, "--locale", "en_US")
    try:
        check(app.ready["direction"] == "ltr", f"ready {app.ready}")
        keys = app.pad
        check(keys["previous"][0] < keys["next"][0] < keys["return"][0], f"bar {keys}")
        misplaced = pad_order(keys)
        check(misplaced is None, f"en_US: {misplaced}")
        layout = app.last("layout", field="amount") or app.wait("layout", field="amount")
        app.type("12")
        app.drain()
        label, value, width = label_and_value(app, layout)
        check(label is not None and label[1] < width / 2, f"label drawn at {label} of {width}")
        check(value is not None and value[0] > width / 2, f"value drawn at {value} of {width}")
    finally:
        app.kill()


@test
def the_accessibility_bus_names_the_app_and_shows_a_disabled_field(binary):
    app = App(binary, "--locale", "en_US")
    try:
        reader = Reader(app.proc.pid)
        check(reader.app.name == "keypad-gtk", f"the application is named {reader.app.name!r}")
        states = reader.pyatspi
        sensitive = {node.name: node.getState().contains(states.STATE_SENSITIVE)
                     for node in reader.entries()}
        # The demo's shipping field is disabled; the others take input.
        check(sensitive.get("Shipping (USD)") is False, f"sensitive {sensitive}")
        check(sensitive.get("Amount (USD)") is True, f"sensitive {sensitive}")
    finally:
        app.kill()


@test
def the_demo_window_is_titled_in_the_forms_language(binary):
    """The window's title and the heading above the form are the demo's
    title in the form's language (the catalogs' `demo.title`), never the
    English one outside English."""
    for locale in ("de_DE", "ar_EG", "en_US"):
        app = App(binary, "--locale", locale)
        try:
            title = message("demo.title", locale)
            shown = subprocess.run(
                ["xdotool", "getwindowname", visible_window(app)],
                capture_output=True, text=True, check=True).stdout.strip()
            check(shown == title, f"{locale}: the window is titled {shown!r}, not {title!r}")
            labels = Reader(app.proc.pid).labels()
            check(title in labels, f"{locale}: no heading {title!r} in {labels}")
            if locale != "en_US":
                english = message("demo.title", "en_US")
                check(english not in labels, f"{locale}: {english!r} shows in {labels}")
        finally:
            app.kill()


if __name__ == "__main__":
    main(TESTS)
