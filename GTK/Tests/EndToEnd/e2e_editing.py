"""End-to-end tests of the entry's edit path in every field kind: a
selection replaced by a typed digit or a paste, however it was made; Right
and Left walks over each kind's display; the pad against the same keys
typed. e2e.py runs them after its own (run.sh passes test names through).

The expected texts come from the form-files spec (each kind's display),
from a model of the typed characters (a gesture selects typed characters
i..j, a replacement puts its digits there), and from typing the resulting
digits into an empty field of the same kind: the plain typing path, not
the replacement under test.
"""
import json
import os
import tempfile
import time

from harness import App, Reader, check, set_clipboard, xdotool

TESTS = []


def test(function):
    TESTS.append(function)
    return function


# Each kind: its form-file keys, the digits typed first and the display
# they give (from docs/form-files.md), a digit and two pastes that keep
# every replacement below valid, and how many typed characters the last
# word of the display holds (what a double-click on it selects: GTK's
# words end at a comma or a period between digits too, so the last word of
# 1,234 is 234).
KINDS = {
    "decimal": dict(keys={}, typed="1234", shown="1,234", digit="9",
                    paste_all="56", paste_part="56", last_word=3),
    "cents": dict(keys={"entry": "cents"}, typed="123", shown="1.23", digit="9",
                  paste_all="56", paste_part="56", last_word=3),
    "code": dict(keys={"kind": "code", "length": 8}, typed="12345678", shown="12345678",
                 digit="9", paste_all="5656", paste_part="56", last_word=8),
    "card": dict(keys={"kind": "card"}, typed="4242424242424242",
                 shown="4242 4242 4242 4242", digit="9", paste_all="4000056655665556",
                 paste_part="56", last_word=4),
    "pattern": dict(keys={"kind": "digits", "pattern": "##-###"}, typed="12345",
                    shown="12-345", digit="9", paste_all="56789", paste_part="56",
                    last_word=3),
    "date": dict(keys={"kind": "date"}, typed="10102026", shown="10/10/2026", digit="1",
                 paste_all="01/02/2027", paste_part="11", last_word=4),
    "phone": dict(keys={"kind": "phone", "region": "US"}, typed="6502530000",
                  shown="(650) 253-0000", digit="9", paste_all="2025550123",
                  paste_part="56", last_word=4),
    "expiry": dict(keys={"kind": "expiry"}, typed="1030", shown="10/30", digit="0",
                   paste_all="11/29", paste_part="11", last_word=2),
}

# Each gesture: its keys (or a double-click), and the typed characters it
# selects in a field of n typed characters whose last word holds w. Each
# arrow moves one typed character: formatting is passed, not stopped in.
GESTURES = {
    "ctrl_a": (["ctrl+a"], lambda n, w: (0, n)),
    "home_shift_end": (["Home", "shift+End"], lambda n, w: (0, n)),
    "end_shift_home": (["End", "shift+Home"], lambda n, w: (0, n)),
    "end_shift_left_twice": (["End", "shift+Left", "shift+Left"], lambda n, w: (n - 2, n)),
    "home_shift_right_twice": (["Home", "shift+Right", "shift+Right"], lambda n, w: (0, 2)),
    "home_right_shift_right_twice": (
        ["Home", "Right", "shift+Right", "shift+Right"], lambda n, w: (1, 3)),
    "double_click": (None, lambda n, w: (n - w, n)),
}

# Cents entry keeps the caret at the end (Home and the arrows leave it
# there) and takes a whole selection as a clear; a paste is a value.
CENTS = {
    "ctrl_a": ("0.09", "56.00"),
    "home_shift_end": ("12.39", "56.00"),
    "end_shift_home": ("0.09", "56.00"),
    "end_shift_left_twice": ("12.39", "56.00"),
    "home_shift_right_twice": ("12.39", "56.00"),
    "home_right_shift_right_twice": ("12.39", "56.00"),
    "double_click": ("12.39", "56.00"),
}


def digits(text):
    return "".join(c for c in text if c.isdigit())


def kind_form(kind):
    """A form with two fields of the kind: First and Second."""
    keys = KINDS[kind]["keys"]
    fields = [dict(name="first", label="First", **keys),
              dict(name="second", label="Second", **keys)]
    handle, path = tempfile.mkstemp(suffix=".json", prefix=f"keypad-{kind}-")
    with os.fdopen(handle, "w") as out:
        json.dump({"title": kind, "fields": fields}, out)
    return path


class KindApp:
    """keypad-gtk on a two-field form of one kind, in en_US."""

    def __init__(self, binary, kind):
        self.kind = kind
        self.spec = KINDS[kind]
        self.path = kind_form(kind)
        self.app = App(binary, "--locale", "en_US", "--form", self.path)
        self.reader = Reader(self.app.proc.pid)
        self.field = "first"

    def close(self):
        self.app.kill()
        os.unlink(self.path)

    def settle(self):
        """Lets the app apply what GTK queued (idle work included)."""
        self.app.drain(quiet=0.25)

    def clear(self):
        """Empties the active field with the pad's C key."""
        if self.shown() == "":
            return
        self.app.click_pad("clear")
        self.app.wait("edit")
        self.settle()
        check(self.shown() == "", f"{self.kind}: C left {self.shown()!r}")

    def shown(self):
        return self.reader.text("First" if self.field == "first" else "Second")

    def type_digits(self, text):
        """Types into an empty field; what the entry shows after it (the
        trace holds no display of a card number)."""
        self.clear()
        for character in text:
            xdotool("type", "--delay", "0", character)
            self.app.wait_typed(character)
        self.settle()
        return self.shown()

    def caret(self):
        """The entry's caret as AT-SPI reads it, in characters."""
        name = "First" if self.field == "first" else "Second"
        return self.reader.entry(name).queryText().caretOffset

    def double_click_end(self):
        """A double-click on the text's last character: its last word."""
        layout = self.app.last("layout", field=self.field)
        if layout is None or "frame" not in layout:
            layout = self.app.wait("layout", field=self.field)
        x, y, width, height = layout["frame"]
        # The entry fills the row under its label; its middle is 20 points
        # above the row's bottom (no message under it); its right-aligned
        # text ends about 10 points inside its right edge.
        xdotool("mousemove", str(int(x + width - 20)), str(int(y + height - 20)),
                "click", "--repeat", "2", "--delay", "60", "1")
        self.settle()

    def gesture(self, name):
        keys, _ = GESTURES[name]
        if keys is None:
            self.double_click_end()
            return
        for key in keys:
            xdotool("key", key)
            self.settle()


def replacement_expected(kind_app, gesture, replacement):
    """The typed digits after a gesture and a replacement, by the model."""
    spec = kind_app.spec
    typed = spec["typed"]
    n = len(typed)
    lower, upper = GESTURES[gesture][1](n, spec["last_word"])
    whole = (lower, upper) == (0, n)
    if replacement == "digit":
        text = spec["digit"]
    else:
        text = digits(spec["paste_all"] if whole else spec["paste_part"])
    return text if whole else typed[:lower] + text + typed[upper:]


def run_replacements(binary, kind):
    """Every gesture, then a digit and then a paste, in one kind."""
    kind_app = KindApp(binary, kind)
    app = kind_app.app
    holder = None
    failures = []
    results = []
    try:
        spec = kind_app.spec
        for gesture in GESTURES:
            for replacement in ("digit", "paste"):
                shown = kind_app.type_digits(spec["typed"])
                check(shown == spec["shown"], f"{kind}: typing gave {shown!r}")
                kind_app.gesture(gesture)
                if replacement == "digit":
                    text = spec["digit"]
                    xdotool("type", "--delay", "0", text)
                else:
                    text = spec["paste_all"] if GESTURES[gesture][1](
                        len(spec["typed"]), spec["last_word"]) == (0, len(spec["typed"])) \
                        else spec["paste_part"]
                    if kind == "cents":
                        text = spec["paste_all"]
                    if holder:
                        holder.kill()
                    holder = set_clipboard(text)
                    xdotool("key", "ctrl+v")
                edit = app.wait_typed(text)
                kind_app.settle()
                actual = kind_app.shown()
                results.append((gesture, replacement, actual, edit))
                # One edit, one step of undo back to the typed digits.
                if edit["accepted"] and actual != spec["shown"]:
                    app.key("ctrl+z")
                    kind_app.settle()
                    undone = kind_app.shown()
                    if undone != spec["shown"]:
                        failures.append(
                            f"{kind} {gesture} {replacement}: one undo gave "
                            f"{undone!r}, not {spec['shown']!r}")
                kind_app.settle()
        # The expected displays: the model's digits typed into the second
        # field (cents: the spec's values).
        xdotool("key", "Tab")
        app.wait("focus", field="second")
        kind_app.field = "second"
        kind_app.settle()
        for gesture, replacement, actual, edit in results:
            if kind == "cents":
                expected = CENTS[gesture][0 if replacement == "digit" else 1]
            else:
                model = replacement_expected(kind_app, gesture, replacement)
                expected = kind_app.type_digits(model)
            if actual != expected:
                failures.append(
                    f"{kind} {gesture} {replacement}: shows {actual!r}, expected "
                    f"{expected!r} (edit {edit['kind']} accepted={edit['accepted']} "
                    f"code={edit.get('code')})")
    finally:
        if holder:
            holder.kill()
        kind_app.close()
    check(not failures, "; ".join(failures))


def replacement_test(kind):
    def function(binary):
        run_replacements(binary, kind)
    function.__name__ = f"a_selection_is_replaced_by_a_digit_and_a_paste_in_{kind}"
    return function


for _kind in KINDS:
    test(replacement_test(_kind))


@test
def the_issues_examples_of_a_replaced_selection(binary):
    """en_US: 1234, Ctrl-A, 9 shows 9; a code of 8, 12345678, Home, Right,
    Shift-Right twice, 9 shows 1945678, and one undo restores it."""
    kind_app = KindApp(binary, "decimal")
    try:
        kind_app.type_digits("1234")
        kind_app.gesture("ctrl_a")
        xdotool("type", "9")
        edit = kind_app.app.wait("edit", text="9")
        check(edit["accepted"] and edit["kind"] == "replace", str(edit))
        kind_app.settle()
        check(kind_app.shown() == "9", kind_app.shown())
    finally:
        kind_app.close()
    kind_app = KindApp(binary, "code")
    try:
        kind_app.type_digits("12345678")
        kind_app.gesture("home_right_shift_right_twice")
        xdotool("type", "9")
        edit = kind_app.app.wait("edit", text="9")
        kind_app.settle()
        check(kind_app.shown() == "1945678", kind_app.shown())
        edit = kind_app.app.key("ctrl+z")
        check(edit["display"] == "12345678", f"one undo gave {edit['display']!r}")
    finally:
        kind_app.close()


# The caret stops of each kind's display: the start and right after each
# typed character, written out from the displays above.
WALKS = {
    "decimal": ("1234567", "1,234,567", [0, 1, 3, 4, 5, 7, 8, 9]),
    "code": ("12345678", "12345678", list(range(9))),
    "card": ("4242424242", "4242 4242 42", [0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 12]),
    "pattern": ("12345", "12-345", [0, 1, 2, 4, 5, 6]),
    "date": ("12252026", "12/25/2026", [0, 1, 2, 4, 5, 7, 8, 9, 10]),
    "phone": ("6502530000", "(650) 253-0000", [0, 2, 3, 4, 7, 8, 9, 11, 12, 13, 14]),
    "expiry": ("1230", "12/30", [0, 1, 2, 4, 5]),
}


def walk_test(kind):
    def function(binary):
        typed, shown, stops = WALKS[kind]
        kind_app = KindApp(binary, kind)
        app = kind_app.app
        try:
            check(kind_app.type_digits(typed) == shown, f"typing gave {kind_app.shown()!r}")
            xdotool("key", "Home")
            kind_app.settle()
            right = []
            for _ in stops[1:]:
                xdotool("key", "Right")
                right.append(app.wait("edit", kind="select")["selection"])
                kind_app.settle()
            check(right == [[s, s] for s in stops[1:]], f"Right walk {right}")
            check(kind_app.caret() == stops[-1], f"caret shown at {kind_app.caret()}")
            left = []
            for _ in stops[:-1]:
                xdotool("key", "Left")
                left.append(app.wait("edit", kind="select")["selection"])
                kind_app.settle()
            check(left == [[s, s] for s in reversed(stops[:-1])], f"Left walk {left}")
            check(kind_app.caret() == 0, f"caret shown at {kind_app.caret()}")
        finally:
            kind_app.close()
    function.__name__ = f"right_and_left_walk_over_a_{kind}"
    return function


for _kind in WALKS:
    test(walk_test(_kind))


@test
def cents_entry_keeps_the_caret_at_the_end_and_select_all_clears(binary):
    """1.23: Home and Left leave the caret at the end; Ctrl-A selects it all
    and Delete, or Backspace, clears the field."""
    kind_app = KindApp(binary, "cents")
    app = kind_app.app
    try:
        check(kind_app.type_digits("123") == "1.23", kind_app.shown())
        for key in ("Home", "Left"):
            xdotool("key", key)
            kind_app.settle()
            check(kind_app.caret() == 4, f"{key}: caret at {kind_app.caret()}")
        for key in ("Delete", "BackSpace"):
            kind_app.gesture("ctrl_a")
            text = kind_app.reader.entry("First").queryText()
            check(text.getNSelections() == 1, f"{key}: Ctrl-A left no selection")
            check(text.getSelection(0) == (0, 4), f"selection {text.getSelection(0)}")
            edit = app.key(key)
            check(edit["accepted"] and edit["display"] == "", f"{key}: {edit}")
            kind_app.settle()
            check(kind_app.shown() == "", f"{key} left {kind_app.shown()!r}")
            edit = app.key("ctrl+z")
            check(edit["display"] == "1.23", f"undo gave {edit['display']!r}")
            kind_app.settle()
    finally:
        kind_app.close()


# Every pad key, in the order pressed (00 where both zeros fit in every
# kind); the typed equivalent of each. C is checked on its own.
PAD_KEYS = ["1", "00", "2", "3", "decimal", "4", "5", "6", "7", "8", "9", "0", "backspace",
            "sign", "backspace"]
TYPED = {"00": "00", "decimal": "period", "backspace": "BackSpace", "sign": "minus"}
# The keys' accessible names; a digit key's is its digit.
PAD_NAMES = {"00": "Double zero", "decimal": "Decimal separator", "backspace": "Delete",
             "sign": "Plus or minus"}


def pad_test(kind):
    def function(binary):
        kind_app = KindApp(binary, kind)
        app = kind_app.app
        # A phone's ± puts its + first; a typed - is ignored there (spec).
        keys = [k for k in PAD_KEYS if not (kind == "phone" and k == "sign")]
        try:
            padded = []
            for name in keys:
                if not kind_app.reader.button_sensitive(PAD_NAMES.get(name, name)):
                    padded.append(kind_app.shown())
                    continue
                app.click_pad(name)
                app.wait("edit")
                if name == "00":
                    kind_app.settle()
                kind_app.settle()
                padded.append(kind_app.shown())
            app.click_pad("clear")
            app.wait("edit")
            kind_app.settle()
            check(kind_app.shown() == "", "C left text")
            xdotool("key", "Tab")
            app.wait("focus", field="second")
            kind_app.field = "second"
            kind_app.settle()
            typed = []
            for name in keys:
                key = TYPED.get(name, name)
                if name == "00":
                    xdotool("type", "--delay", "0", "00")
                    app.wait_typed("0")
                    app.wait_typed("0")
                else:
                    xdotool("key", key)
                    app.wait("edit")
                kind_app.settle()
                typed.append(kind_app.shown())
            diffs = [f"{k}: pad {p!r}, typed {t!r}"
                     for k, p, t in zip(keys, padded, typed) if p != t]
            check(not diffs, f"{kind}: " + "; ".join(diffs))
        finally:
            kind_app.close()
    function.__name__ = f"the_pad_types_as_the_keyboard_in_{kind}"
    return function


for _kind in KINDS:
    test(pad_test(_kind))


@test
def the_00_key_and_an_accessible_00_add_two_zeros_in_cents(binary):
    """The demo's Tip in de_DE: pad 4, 5, 00 shows 45,00; an assistive
    technology writing 00 at the end of 1,23 gives 123,00, as typing
    1 2 3 0 0 does."""
    app = App(binary, "--locale", "de_DE")
    try:
        reader = Reader(app.proc.pid)
        for field in ("quantity", "discount", "temperature", "tip"):
            xdotool("key", "Tab")
            app.wait("focus", field=field)
        for name in ("4", "5", "00"):
            app.click_pad(name)
            app.wait("edit")
        app.drain(quiet=0.25)
        check(reader.text("Tip (cents entry)") == "45,00", reader.text("Tip (cents entry)"))
        app.click_pad("clear")
        app.wait("edit")
        app.type("123")
        reader.insert("Tip (cents entry)", 4, "00")
        edit = app.wait("edit", text="00")
        check(edit["accepted"] and edit["display"] == "123,00", str(edit))
        app.drain(quiet=0.25)
        check(reader.text("Tip (cents entry)") == "123,00", reader.text("Tip (cents entry)"))
    finally:
        app.kill()


@test
def the_00_key_types_the_zeros_that_fit_as_two_0_keys_would(binary):
    """An amount with two fraction digits at 1.5 and a 4-digit code at 123:
    pad 00 gives 1.50 and 1230, as 0 then 0 typed do, the second zero
    refused."""
    handle, path = tempfile.mkstemp(suffix=".json", prefix="keypad-00-")
    with os.fdopen(handle, "w") as out:
        json.dump({"fields": [
            dict(name="amount", label="Amount", maxFractionDigits=2),
            dict(name="code", label="Code", kind="code", length=4),
        ]}, out)
    app = App(binary, "--locale", "en_US", "--form", path)
    reader = Reader(app.proc.pid)
    try:
        for label, typed, expected in (("Amount", "1.5", "1.50"), ("Code", "123", "1230")):
            if label == "Code":
                xdotool("key", "Tab")
                app.wait("focus", field="code")
            app.type(typed)
            app.click_pad("00")
            edits = [app.wait("edit")]
            app.drain(quiet=0.25)
            check(reader.text(label) == expected, f"{label}: {reader.text(label)!r}")
            check(edits[0]["display"] == expected, f"{label}: {edits[0]}")
    finally:
        app.kill()
        os.unlink(path)


if __name__ == "__main__":
    from e2e import main

    main(TESTS)
