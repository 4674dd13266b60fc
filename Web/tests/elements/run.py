#!/usr/bin/env python3
"""<keypad-field> and <keypad-pad> in one browser engine, driven with real
key events and clicks (Web/tests/engines.py), the same tests in Chromium
(Blink), WebKitGTK (WebKit) and Firefox ESR (Gecko).

Usage: run.py ENGINE BASE_URL   (ENGINE: chromium, webkit or firefox; BASE_URL
       serves Web/, such as http://127.0.0.1:8767/, or the package, Web/dist/,
       with Web/tests/ beside it; run.sh serves either and runs the three;
       webkit needs an X display and a session bus)

The page is tests/elements/fields.html: a shop form of every kind, a second
form in de-DE, a field outside any form, and a <keypad-pad>; Web/README.md's
example is written to Web/readme-example.html and run as it is. Each test
states what a native <input> in a <form> does and checks the element does
the same with the engine's values, where the text is the engine's to choose
read from the element's own `display` rather than written here.
"""
import json
import os
import re
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
WEB = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, ".."))
import engines  # noqa: E402  (Web/tests/engines.py)

ENGINE = "chromium"
BASE = "http://127.0.0.1:8767/"
browser = None


def load(page="tests/elements/fields.html"):
    browser.get(BASE + page)
    browser.wait("""
        return customElements.whenDefined('keypad-field').then(() => new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));""")


def js(body, *args):
    return browser.run(body, *args)


def prop(element_id, name):
    return js("return document.getElementById(arguments[0])[arguments[1]]", element_id, name)


def focus(element_id):
    """A click on the field's label, as a person focuses it."""
    browser.click(f"label[for={element_id}]")
    browser.wait("return document.activeElement && document.activeElement.id === arguments[0]",
                 element_id)


def form_data(form_id="shop"):
    return js("return [...new FormData(document.getElementById(arguments[0]))]", form_id)


def heard(kind=None, element_id=None):
    return [event for event in js("return window.heard")
            if (kind is None or event["type"] == kind) and (element_id is None or event["id"] == element_id)]


def clear_heard():
    js("window.heard.length = 0")


def active_id():
    return js("return document.activeElement ? document.activeElement.id : null")


def inner(element_id, member):
    """A member of the field's inner input (value, selectionStart, type, ...)."""
    return js("return document.getElementById(arguments[0]).shadowRoot.querySelector('input')[arguments[1]]",
              element_id, member)


def inner_attribute(element_id, name):
    return js("return document.getElementById(arguments[0]).shadowRoot.querySelector('input')"
              ".getAttribute(arguments[1])", element_id, name)


def validity(element_id):
    return js("""
        const v = document.getElementById(arguments[0]).validity;
        const flags = {};
        for (const key of ['valueMissing', 'rangeUnderflow', 'rangeOverflow', 'badInput',
                           'tooShort', 'stepMismatch', 'customError', 'valid']) flags[key] = v[key];
        return flags;""", element_id)


def paste(element_id, text):
    """A paste as the browser hands it over (headless engines have no
    clipboard): a cancelable insertFromPaste beforeinput; whether the field
    prevented it."""
    return js(engines.PASTE, element_id, text)


def frames():
    js("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")


class Typing(unittest.TestCase):
    """Keys into a field: the engine's display, value, events and refusals."""

    def setUp(self):
        load()

    def test_keys_value_and_form_data(self):
        focus("amount")
        clear_heard()
        browser.keys("1234.5")
        self.assertEqual(prop("amount", "value"), "1234.5")
        self.assertEqual(inner("amount", "value"), prop("amount", "display"))
        self.assertIn("1,234.5", prop("amount", "display"))
        self.assertEqual(prop("amount", "valueAsNumber"), 1234.5)
        # One input event per accepted key, bubbling from the element.
        self.assertEqual(len(heard("input", "amount")), 6)
        self.assertIn(["amount", "1234.5"], form_data())
        # The caret is where the engine has it: after the last digit.
        self.assertEqual(inner("amount", "selectionStart"), prop("amount", "display").index("5") + 1)

    def test_refused_key_changes_nothing(self):
        focus("amount")
        browser.keys("12.5")
        display = prop("amount", "display")
        clear_heard()
        browser.keys(".")
        self.assertEqual(prop("amount", "display"), display)
        self.assertEqual(prop("amount", "value"), "12.5")
        refusals = heard("keypad-refuse", "amount")
        self.assertEqual([r["detail"]["code"] for r in refusals], ["duplicate-decimal"])
        self.assertTrue(refusals[0]["detail"]["message"])
        self.assertEqual(heard("input"), [])
        # The form's live region says why.
        self.assertTrue(js("return document.querySelector('#shop [data-keypad-live]').textContent.trim()"))

    def test_change_fires_when_focus_leaves(self):
        focus("amount")
        browser.keys("7")
        self.assertEqual(heard("change"), [])
        browser.keys("{Tab}")
        self.assertEqual([c["id"] for c in heard("change")], ["amount"])
        self.assertEqual(active_id(), "quantity")
        # Tab into a field and out again with no edit: no change.
        clear_heard()
        browser.keys("{Tab}")
        self.assertEqual(heard("change"), [])

    def test_tab_and_shift_tab_move_the_engine_too(self):
        focus("amount")
        browser.keys("5", "{Tab}", "{Backspace}", "3")
        self.assertEqual(prop("quantity", "value"), "3")
        # WebKit selects a field's whole text when Tab focuses it, as Safari
        # does any input's; End puts the caret after it in every engine.
        browser.keys("{Shift+Tab}", "{End}", "0")
        self.assertEqual(prop("amount", "value"), "50")

    def test_undo_and_redo(self):
        focus("amount")
        browser.keys("42")
        browser.keys("{Ctrl+z}")
        self.assertEqual(prop("amount", "value"), "4")
        browser.keys("{Ctrl+Shift+z}")
        self.assertEqual(prop("amount", "value"), "42")

    def test_paste_at_the_caret_and_over_a_selection(self):
        focus("quantity")  # default value 2
        browser.keys("{End}")
        self.assertTrue(paste("quantity", "5"))
        self.assertEqual(prop("quantity", "value"), "25")
        browser.keys("{Ctrl+a}")
        paste("quantity", "7")
        self.assertEqual(prop("quantity", "value"), "7")
        clear_heard()
        paste("quantity", "1x")
        self.assertEqual(prop("quantity", "value"), "7")
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["unparseable"])

    def test_text_with_no_beforeinput_goes_to_the_engine(self):
        """execCommand('insertText') fires no beforeinput in Chromium and
        Firefox (autofill and extensions write so): the engine takes it as the
        field's new text, or refuses it; either way the input shows the
        engine's."""
        focus("amount")
        browser.keys("1")
        js("document.execCommand('insertText', false, '23')")
        self.assertEqual(prop("amount", "value"), "123")
        self.assertEqual(inner("amount", "value"), prop("amount", "display"))
        js("document.execCommand('insertText', false, 'x')")
        self.assertEqual(prop("amount", "value"), "123")
        self.assertEqual(inner("amount", "value"), prop("amount", "display"))

    def test_composition_is_one_edit_when_it_ends(self):
        """An input method's composition, as the browser reports one (no
        driver can run an input method): its text goes in when it ends."""
        focus("quantity")
        browser.keys("{Ctrl+a}", "{Backspace}")
        js("""
            const input = document.getElementById('quantity').shadowRoot.querySelector('input');
            input.dispatchEvent(new CompositionEvent('compositionstart', {data: ''}));
            input.dispatchEvent(new CompositionEvent('compositionupdate', {data: '１'}));
            input.dispatchEvent(new CompositionEvent('compositionupdate', {data: '１２'}));
            input.dispatchEvent(new CompositionEvent('compositionend', {data: '１２'}));""")
        self.assertEqual(prop("quantity", "value"), "12")
        self.assertEqual(inner("quantity", "value"), prop("quantity", "display"))

    def test_a_currency_takes_the_same_keys_in_every_engine(self):
        """A currency's fraction digits come from the system ICU's table, not
        the browser's Intl, whose CLDR differs by engine (IRR: 0 in Chromium,
        2 in WebKit and Firefox)."""
        js("""
            const field = document.createElement('keypad-field');
            field.id = 'rial'; field.setAttribute('currency', 'IRR'); field.setAttribute('locale', 'fa_IR');
            document.getElementById('alone').after(field);""")
        frames()
        browser.click("keypad-field#rial >>> input")
        clear_heard()
        browser.keys("12.5")
        self.assertEqual(prop("rial", "value"), "125")
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["decimal-not-allowed"])

    def test_select_selects_the_whole_text(self):
        js("document.getElementById('quantity').select()")
        self.assertEqual(active_id(), "quantity")
        browser.keys("9")
        self.assertEqual(prop("quantity", "value"), "9")

    def test_a_click_places_the_caret_on_a_caret_stop(self):
        """After a click, the caret drawn is where the engine's next key goes:
        a digit typed then has as many digits before it as the drawn caret
        had, wherever the click landed (before the symbol, in the digits)."""
        for x_fraction in (0.02, 0.3, 0.98):
            js("document.getElementById('amount').value = '12.5'")
            browser.run("""
                const input = document.getElementById('amount').shadowRoot.querySelector('input');
                input.scrollIntoView({block: 'center'});""")
            box = js("""
                const r = document.getElementById('amount').shadowRoot.querySelector('input')
                  .getBoundingClientRect();
                return [r.left, r.top, r.width, r.height];""")
            browser.click_at(int(box[0] + box[2] * x_fraction), int(box[1] + box[3] / 2))
            frames()
            before = prop("amount", "display")
            caret = inner("amount", "selectionStart")
            # The caret drawn is the engine's, on one of its caret stops.
            self.assertEqual([caret, inner("amount", "selectionEnd")],
                             [prop("amount", "selectionStart"), prop("amount", "selectionEnd")],
                             (x_fraction, before))
            digits_before = sum(c.isdigit() for c in before[:caret])
            browser.keys("9")
            after = prop("amount", "display")
            nine = after.index("9")
            self.assertEqual(sum(c.isdigit() for c in after[:nine]), digits_before, (x_fraction, before, caret, after))
            self.assertEqual(inner("amount", "value"), after)
            focus("quantity")

    def test_back_to_a_page_loaded_again_restores_what_was_typed(self):
        """A page the back-forward cache does not keep (an unload listener)
        is loaded again on Back; the browser hands each field its state
        (formStateRestoreCallback), and it shows and submits it."""
        load("tests/elements/fields.html?unload")
        focus("amount")
        browser.keys("1234.5")
        focus("card")
        browser.keys("4111111111111111")
        focus("cvc")
        browser.keys("123")
        focus("pin")
        browser.keys("9876")
        browser.get(BASE + "tests/elements/other.html")
        browser.back()
        browser.wait("return customElements.get('keypad-field') !== undefined")
        frames()
        self.assertEqual(prop("amount", "value"), "1234.5")
        self.assertEqual(prop("card", "value"), "4111111111111111")
        # A security code and a secure code are not kept in the session's
        # history: they come back empty (WebKitGTK keeps this page in its
        # back-forward cache all the same, where they are emptied on
        # pageshow).
        self.assertEqual(prop("cvc", "value"), "")
        self.assertEqual(prop("pin", "value"), "")
        for element_id in ("amount", "card"):
            self.assertEqual(inner(element_id, "value"), prop(element_id, "display"))
        self.assertIn(["amount", "1234.5"], form_data())


class Form(unittest.TestCase):
    """What a form does with its controls: submit, reset, disable, validate."""

    def setUp(self):
        load()

    def test_the_return_key_moves_on_and_done_submits(self):
        focus("amount")
        browser.keys("12")
        self.assertEqual(inner_attribute("amount", "enterkeyhint"), "next")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "quantity")
        # The last field's return key is Done; Done validates and submits.
        focus("delivery")
        self.assertEqual(inner_attribute("delivery", "enterkeyhint"), "done")
        browser.keys("{Enter}")
        submits = js("return window.submits")
        self.assertEqual(len(submits), 1)
        self.assertIn(["amount", "12"], submits[0]["data"])
        self.assertIn(["quantity", "2"], submits[0]["data"])
        self.assertEqual(len(heard("keypad-submit")), 1)

    def test_done_with_a_failure_submits_nothing_and_says_why(self):
        focus("delivery")
        browser.keys("{Enter}")  # amount is required and empty
        self.assertEqual(js("return window.submits"), [])
        self.assertEqual(active_id(), "amount")
        self.assertEqual(inner_attribute("amount", "aria-invalid"), "true")
        message = js("return document.getElementById('amount').shadowRoot"
                     ".querySelector('[part=message]').textContent")
        self.assertEqual(message, prop("amount", "validationMessage"))
        self.assertTrue(message)
        self.assertTrue(js("return document.getElementById('amount').matches(':invalid')"))

    def test_reset_restores_the_defaults(self):
        focus("quantity")
        browser.keys("{Ctrl+a}", "7")
        focus("amount")
        browser.keys("3")
        # The reset button's click (the pad, open below the focused field,
        # may cover the button where a person would scroll first).
        js("document.getElementById('reset').click()")
        frames()
        self.assertEqual(prop("quantity", "value"), "2")
        self.assertEqual(prop("amount", "value"), "")
        self.assertEqual(inner("quantity", "value"), prop("quantity", "display"))
        self.assertIn(["quantity", "2"], form_data())
        self.assertNotIn("amount", [name for name, _ in form_data()])

    def test_a_disabled_fieldset_disables_and_leaves_out(self):
        focus("tip")
        browser.keys("150")
        self.assertIn(["tip", "1.50"], form_data())  # cents entry: its two digits
        js("document.getElementById('extras').disabled = true")
        frames()
        self.assertNotIn("tip", [name for name, _ in form_data()])
        self.assertTrue(inner("tip", "disabled"))
        self.assertFalse(prop("tip", "willValidate"))
        # Next from the card's previous field skips it.
        focus("quantity")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "card")
        js("document.getElementById('extras').disabled = false")
        frames()
        self.assertIn(["tip", "1.50"], form_data())

    def test_each_validity_flag(self):
        # valueMissing: required and empty.
        self.assertTrue(validity("amount")["valueMissing"])
        self.assertFalse(js("return document.getElementById('amount').checkValidity()"))
        # rangeUnderflow, rangeOverflow: the bounds.
        js("document.getElementById('amount').value = '0.5'")
        self.assertTrue(validity("amount")["rangeUnderflow"])
        self.assertEqual(js("return document.getElementById('quantity').value = '150'"), "150")
        self.assertEqual(prop("quantity", "value"), "2")  # refused while typing: above max
        focus("quantity")
        js("document.getElementById('amount').value = '12'")
        self.assertTrue(validity("amount")["valid"])
        # badInput: a card number that fails its check, an incomplete date.
        js("document.getElementById('card').value = '4111111111111112'")
        self.assertTrue(validity("card")["badInput"])
        js("document.getElementById('card').value = '4111111111111111'")
        self.assertTrue(validity("card")["valid"])
        focus("delivery")
        browser.keys("12")
        self.assertTrue(validity("delivery")["badInput"])
        # customError: the page's own message wins, until cleared.
        js("document.getElementById('quantity').setCustomValidity('Not today')")
        self.assertTrue(validity("quantity")["customError"])
        self.assertEqual(prop("quantity", "validationMessage"), "Not today")
        js("document.getElementById('quantity').setCustomValidity('')")
        self.assertTrue(validity("quantity")["valid"])
        # The form's own validation sees the same.
        self.assertFalse(js("return document.getElementById('shop').checkValidity()"))

    def test_a_readonly_field_takes_no_keys_and_is_not_validated(self):
        """As a readonly input: no edit, its value submitted, barred from
        constraint validation."""
        js("document.getElementById('quantity').readOnly = true; "
           "document.getElementById('amount').readOnly = true")
        focus("quantity")
        browser.keys("5", "{Backspace}")
        self.assertEqual(prop("quantity", "value"), "2")
        self.assertIn(["quantity", "2"], form_data())
        self.assertFalse(prop("amount", "willValidate"))
        self.assertTrue(js("return document.getElementById('shop').checkValidity()"))
        js("document.getElementById('quantity').readOnly = false")
        browser.keys("{End}", "5")
        self.assertEqual(prop("quantity", "value"), "25")

    def test_range_overflow(self):
        js("document.getElementById('delivery').value = '2031-01-01'")
        self.assertTrue(validity("delivery")["rangeOverflow"])
        js("document.getElementById('delivery').value = '2025-12-31'")
        self.assertTrue(validity("delivery")["rangeUnderflow"])

    def test_a_value_set_from_script(self):
        clear_heard()
        js("document.getElementById('amount').value = '1234.5'")
        # As an input's: a value set from script fires no input or change.
        self.assertEqual(heard("input") + heard("change"), [])
        self.assertEqual(prop("amount", "value"), "1234.5")
        self.assertIn("1,234.5", prop("amount", "display"))
        self.assertEqual(inner("amount", "value"), prop("amount", "display"))
        self.assertIn(["amount", "1234.5"], form_data())
        js("document.getElementById('delivery').value = '2026-12-25'")
        self.assertEqual(prop("delivery", "value"), "2026-12-25")
        js("document.getElementById('amount').valueAsNumber = 7.25")
        self.assertEqual(prop("amount", "value"), "7.25")
        # Text that is no value leaves the value, with a refusal.
        clear_heard()
        js("document.getElementById('amount').value = '12,5'")
        self.assertEqual(prop("amount", "value"), "7.25")
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["unparseable"])
        js("document.getElementById('amount').value = ''")
        self.assertEqual(prop("amount", "value"), "")
        self.assertNaN(prop("amount", "valueAsNumber"))

    def assertNaN(self, value):
        self.assertTrue(value is None or value != value, f"{value!r} is not NaN")

    def test_security_code_follows_its_card(self):
        js("document.getElementById('card').value = '378282246310005'")  # American Express
        js("document.getElementById('cvc').value = '123'")
        self.assertTrue(validity("cvc")["badInput"])
        js("document.getElementById('cvc').value = '1234'")
        self.assertTrue(validity("cvc")["valid"])

    def test_the_back_forward_round_trip_draws_what_the_engine_holds(self):
        focus("amount")
        browser.keys("1234.5")
        focus("quantity")
        browser.keys("{Ctrl+a}", "3")
        browser.get(BASE + "tests/elements/other.html")
        browser.back()
        browser.wait("return customElements.get('keypad-field') !== undefined")
        frames()
        for element_id in ("amount", "quantity"):
            # Whatever the engine holds after the return, the input draws it,
            # and the form submits it.
            self.assertEqual(inner(element_id, "value"), prop(element_id, "display"), element_id)
            value = prop(element_id, "value")
            self.assertEqual([v for n, v in form_data() if n == element_id], [value] if value else [])
        # A person typing more gets exactly what they see plus the key.
        focus("quantity")
        browser.keys("{End}", "1")
        self.assertEqual(inner("quantity", "value"), prop("quantity", "display"))


class Many(unittest.TestCase):
    """Many fields, forms and changes on one page."""

    def setUp(self):
        load()

    def test_two_forms_keep_their_own_undo_and_chain(self):
        focus("amount")
        browser.keys("5")
        focus("weight")
        browser.keys("7,5")
        self.assertEqual(prop("weight", "value"), "7.5")
        self.assertEqual(prop("weight", "display"), "7,5")  # de-DE from the form's lang
        browser.keys("{Ctrl+z}")
        self.assertEqual(prop("weight", "value"), "7")
        self.assertEqual(prop("amount", "value"), "5")
        # Next on the form's last field is Done for that form alone.
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "height")
        self.assertEqual(inner_attribute("height", "enterkeyhint"), "done")
        browser.keys("1{Enter}".replace("{Enter}", ""), "{Enter}")
        submits = js("return window.submits")
        self.assertEqual([s["form"] for s in submits], ["other"])
        self.assertEqual(submits[0]["data"], [["weight", "7"], ["height", "1"]])

    def test_a_field_outside_any_form_is_its_own(self):
        focus("alone")
        browser.keys("3.25")
        self.assertEqual(prop("alone", "value"), "3.25")
        self.assertIsNone(js("return document.getElementById('alone').form"))
        self.assertEqual(inner_attribute("alone", "enterkeyhint"), "done")

    def test_a_field_added_and_removed_joins_and_leaves_the_chain(self):
        js("""
            const field = document.createElement('keypad-field');
            field.id = 'extra'; field.setAttribute('name', 'extra');
            const label = document.createElement('label');
            label.htmlFor = 'extra'; label.textContent = 'Extra';
            document.getElementById('height').after(label, field);""")
        frames()
        focus("height")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "extra")
        browser.keys("8")
        self.assertIn(["extra", "8"], form_data("other"))
        focus("weight")
        browser.keys("6")
        js("document.getElementById('height').remove()")
        frames()
        self.assertEqual(prop("weight", "value"), "6")  # kept through the change
        focus("weight")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "extra")
        self.assertEqual(prop("extra", "value"), "8")

    def test_next_skips_hidden_and_disabled_fields(self):
        js("document.getElementById('quantity').hidden = true; "
           "document.getElementById('tip').disabled = true")
        frames()
        focus("amount")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "card")
        # As inputs: a hidden one is still submitted, a disabled one is not.
        names = [name for name, _ in form_data()]
        self.assertIn("quantity", names)
        self.assertNotIn("tip", names)
        js("document.getElementById('quantity').hidden = false")
        frames()
        focus("amount")
        browser.keys("{Enter}")
        self.assertEqual(active_id(), "quantity")

    def test_a_changed_attribute_reconfigures_the_field(self):
        js("document.getElementById('weight').setAttribute('max-fraction-digits', '2')")
        frames()
        focus("weight")
        browser.keys("1,25")
        self.assertEqual(prop("weight", "value"), "1.25")


class Pad(unittest.TestCase):
    """<keypad-pad>: the engine's pad for the focused field."""

    def setUp(self):
        load()

    def test_keys_from_the_engine_serve_the_focused_field(self):
        focus("weight")  # de-DE: the decimal key reads ","
        labels = js("return [...document.getElementById('pad').shadowRoot.querySelectorAll('button')]"
                    ".map((b) => [b.dataset.key, b.textContent, b.getAttribute('aria-label')])")
        keys = {key: (label, name) for key, label, name in labels}
        self.assertEqual(keys["decimal"][0], ",")
        # ⌫ named in the page's language, as the message catalog words it.
        catalog = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                               "Sources", "Keypad", "Messages", "Catalogs", "de.json")
        with open(catalog, encoding="utf-8") as file:
            german = json.load(file)["messages"]
        self.assertEqual(keys["backspace"], ("⌫", german["pad.name.delete"]))
        self.assertEqual(js("return document.getElementById('pad').shadowRoot"
                            ".querySelector('#panel').getAttribute('aria-label')"),
                         german["pad.name.pad"])
        for key in ("1", "decimal", "5"):
            browser.click(f'keypad-pad >>> button[data-key="{key}"]')
        self.assertEqual(prop("weight", "value"), "1.5")
        self.assertEqual(active_id(), "weight")  # the field kept the focus
        browser.click('keypad-pad >>> button[data-key="sign"]')
        self.assertEqual(prop("weight", "value"), "-1.5")
        browser.click('keypad-pad >>> button[data-key="next"]')
        self.assertEqual(active_id(), "height")
        self.assertEqual(js("return document.getElementById('pad').field.id"), "height")
        self.assertEqual(js("return document.getElementById('pad').shadowRoot"
                            ".querySelector('[data-key=return]').textContent"), german["pad.done"])

    def test_a_times_day_period_key_stands_where_the_sign_does(self):
        """A time on a 12-hour clock: the pad's day-period key, labelled and
        named by ICU's markers, where ± stands; real keys and `p` typed; the
        ISO value in FormData; the step and the bounds as validity flags."""
        focus("slot")
        labels = js("return [...document.getElementById('pad').shadowRoot.querySelectorAll('button')]"
                    ".map((b) => [b.dataset.key, b.textContent, b.getAttribute('aria-label')])")
        keys = {key: (label, name) for key, label, name in labels}
        self.assertEqual(keys["dayPeriod"], ("AM/PM", "AM or PM"))
        self.assertNotIn("sign", keys)
        browser.keys("740")
        self.assertEqual(prop("slot", "value"), "")
        browser.click('keypad-pad >>> button[data-key="dayPeriod"]')
        self.assertEqual(prop("slot", "value"), "07:40")
        self.assertTrue(validity("slot")["rangeUnderflow"])
        browser.keys("p")
        self.assertEqual(prop("slot", "value"), "19:40")
        self.assertTrue(validity("slot")["stepMismatch"])
        self.assertIn(["slot", "19:40"], form_data("times"))
        browser.keys("{Backspace}", "5")
        self.assertEqual(prop("slot", "value"), "19:45")
        self.assertTrue(validity("slot")["valid"])
        self.assertEqual(active_id(), "slot")  # the field kept the focus
        # The next field's pad has ± again.
        focus("weight")
        self.assertEqual(js("return document.getElementById('pad').shadowRoot"
                            ".querySelector('[data-key=sign]').textContent"), "±")

    def test_a_durations_digits_fill_from_the_right(self):
        """A duration as a kitchen timer takes it: digits fill from the
        right, the ISO value in FormData, a separator typed ignored, `max`
        as rangeOverflow, and at rest the locale's units."""
        focus("rest")
        browser.keys("1", ":", "30")
        self.assertEqual(prop("rest", "display"), "1:30")
        self.assertEqual(prop("rest", "value"), "PT1M30S")
        self.assertIn(["rest", "PT1M30S"], form_data("times"))
        self.assertTrue(validity("rest")["valid"])
        browser.keys("0")
        self.assertEqual(prop("rest", "display"), "13:00")
        self.assertEqual(prop("rest", "value"), "PT13M")
        self.assertTrue(validity("rest")["rangeOverflow"])
        browser.keys("{Backspace}")
        self.assertTrue(validity("rest")["valid"])
        browser.keys("{Ctrl+a}")
        paste("rest", "PT2M5S")
        self.assertEqual(prop("rest", "value"), "PT2M5S")
        focus("slot")
        self.assertEqual(prop("rest", "display"), "2 min, 5 sec")

    def test_fields_ask_for_no_system_keyboard_while_a_pad_is_there(self):
        self.assertEqual(inner_attribute("amount", "inputmode"), "none")
        js("document.getElementById('pad').remove()")
        self.assertEqual(inner_attribute("amount", "inputmode"), "decimal")
        self.assertEqual(inner_attribute("card", "inputmode"), "numeric")
        # A page's own inputmode (the keyboard with a minus, for iOS).
        js("document.getElementById('weight').setAttribute('inputmode', 'text')")
        self.assertEqual(inner_attribute("weight", "inputmode"), "text")

    def test_the_focused_field_and_its_label_stay_above_the_pad(self):
        for width, height in ((390, 844), (568, 320)):
            browser.set_size(width, height)
            load()
            for element_id in ("delivery", "height", "alone"):
                # A tap, as a person makes it once they scrolled the field
                # into view: its label may be under the pad before.
                js("document.getElementById(arguments[0]).focus()", element_id)
                frames()
                boxes = js("""
                    const field = document.getElementById(arguments[0]);
                    const label = document.querySelector(`label[for=${arguments[0]}]`);
                    const pad = document.getElementById('pad').shadowRoot.getElementById('panel');
                    return [label.getBoundingClientRect().top, field.getBoundingClientRect().bottom,
                            pad.getBoundingClientRect().top];""", element_id)
                label_top, field_bottom, pad_top = boxes
                self.assertGreaterEqual(label_top, 0, (width, height, element_id))
                self.assertLessEqual(field_bottom, pad_top, (width, height, element_id))
        browser.set_size(390, 844)


class Access(unittest.TestCase):
    """What an assistive technology is given."""

    def setUp(self):
        load()

    def test_the_label_names_the_field(self):
        self.assertTrue(browser.accessible_matches("keypad-field#amount >>> input", "textbox", "Amount"))
        self.assertTrue(browser.accessible_matches("keypad-field#weight >>> input", "textbox", "Gewicht"))

    def test_a_secure_code_is_a_password(self):
        focus("pin")
        browser.keys("12")
        self.assertEqual(inner("pin", "type"), "password")
        self.assertEqual(prop("pin", "value"), "12")
        self.assertNotIn("1", js("return document.querySelector('#shop [data-keypad-live]').textContent"))

    def test_announcements_reach_one_live_region_per_form(self):
        focus("amount")
        browser.keys("1.2.")
        regions = js("return [...document.querySelectorAll('[data-keypad-live]')]"
                     ".map((r) => [r.closest('form')?.id ?? null, r.getAttribute('aria-live')])")
        self.assertIn(["shop", "polite"], regions)
        self.assertEqual(len([r for r in regions if r[0] == "shop"]), 1)


class Units(unittest.TestCase):
    """A decimal field's unit (fields.html's form "trip", de-DE with two
    fields in en-US): the display is the browser's Intl.NumberFormat with
    style "unit", read in the same page, never written here; the unit is
    an affix as a currency symbol is."""

    # id: (locale, unit, unitDisplay), as fields.html gives them.
    FIELDS = {
        "distance": ("de-DE", "kilometer", "short"),
        "distance-long": ("de-DE", "kilometer", "long"),
        "speed": ("en-US", "kilometer-per-hour", "long"),
        "climb": ("en-US", "foot", "narrow"),
    }

    def setUp(self):
        load()

    def intl(self, element_id, value, fraction_digits=None):
        """Intl's text for value: with the digits typed (fraction_digits
        None), or with exactly fraction_digits, as a field at rest shows
        its value padded to its maximum fraction digits."""
        locale, unit, width = self.FIELDS[element_id]
        digits = ({"maximumFractionDigits": 20} if fraction_digits is None else
                  {"minimumFractionDigits": fraction_digits, "maximumFractionDigits": fraction_digits})
        return js("return new Intl.NumberFormat(arguments[0], Object.assign({style: 'unit', unit: arguments[1], "
                  "unitDisplay: arguments[2]}, arguments[4])).format(arguments[3])",
                  locale, unit, width, value, digits)

    def unit_text(self, element_id, value):
        """The unit's parts of Intl's text for value (literals around them
        left out): what no key may delete."""
        locale, unit, width = self.FIELDS[element_id]
        return js("return new Intl.NumberFormat(arguments[0], {style: 'unit', unit: arguments[1], "
                  "unitDisplay: arguments[2]}).formatToParts(arguments[3])"
                  ".filter((p) => p.type === 'unit').map((p) => p.value).join(' ')",
                  locale, unit, width, value)

    def test_typing_shows_intls_display_with_the_unit(self):
        # (field, keys, the value after them): de-DE's separator is ",".
        steps = [("distance", "1234,5", "1234.5"), ("distance-long", "1", "1"),
                 ("distance-long", ",5", "1.5"), ("speed", "1", "1"), ("speed", "0", "10"),
                 ("speed", ".5", "10.5"), ("climb", "12.5", "12.5")]
        for element_id, typed, value in steps:
            if active_id() != element_id:
                focus(element_id)
            browser.keys(typed)
            self.assertEqual(prop(element_id, "value"), value, (element_id, typed))
            display = prop(element_id, "display")
            # While typing and at rest: Intl's text for the number, its
            # unit in the plural form of the number shown.
            self.assertEqual(display, self.intl(element_id, float(value)), (element_id, typed))
            self.assertEqual(inner(element_id, "value"), display)
            self.assertEqual(prop(element_id, "valueAsNumber"), float(value))
        # At rest: padded to the field's maximum fraction digits (distance's
        # max-fraction-digits 1, the default 2), once the next or previous
        # field of the same locale has the focus. (Leaving for a field of
        # another group puts a field at rest only while the document has
        # the focus, which WebKitGTK's under Xvfb never has.)
        for element_id, value, fraction_digits, key in (("distance", 1234.5, 1, "{Tab}"),
                                                        ("climb", 12.5, 2, "{Shift+Tab}")):
            focus(element_id)
            browser.keys(key)
            frames()
            self.assertEqual(prop(element_id, "display"), self.intl(element_id, value, fraction_digits),
                             element_id)

    def test_backspace_at_the_unit_deletes_a_digit_never_the_unit(self):
        """A click on the unit puts the caret after the last digit (the
        nearest caret stop), as on a currency symbol; Backspace there, or
        after End, deletes that digit and keeps the unit."""
        # Each Backspace's value: the separator typed goes as a key of its own.
        for element_id, typed, values in (("distance", "12,5", ["12", "12", "1", ""]),
                                          ("speed", "12.5", ["12", "12", "1", ""]),
                                          ("distance-long", "3,25", ["3.2", "3", "3", ""])):
            focus(element_id)
            browser.keys(typed)
            # The typed keys drawn (WebKitGTK may deliver the last one later).
            browser.wait("return document.getElementById(arguments[0]).value !== ''", element_id)
            js("document.getElementById(arguments[0]).shadowRoot.querySelector('input')"
               ".scrollIntoView({block: 'center'})", element_id)
            box = js("""
                const r = document.getElementById(arguments[0]).shadowRoot.querySelector('input')
                  .getBoundingClientRect();
                return [r.left, r.top, r.width, r.height];""", element_id)
            display = prop(element_id, "display")
            # The unit ends the display in these locales.
            unit = self.unit_text(element_id, float(prop(element_id, "value")))
            self.assertTrue(display.endswith(unit.split(" ")[-1]), (display, unit))
            # A click on the unit, near the input's right end.
            browser.click_at(int(box[0] + box[2] * 0.97), int(box[1] + box[3] / 2))
            frames()
            caret = inner(element_id, "selectionStart")
            self.assertEqual([caret, inner(element_id, "selectionEnd")],
                             [prop(element_id, "selectionStart"), prop(element_id, "selectionEnd")])
            last_digit = max(i for i, c in enumerate(display) if c.isdigit())
            self.assertEqual(caret, last_digit + 1, (element_id, display))
            for index, value in enumerate(values):
                browser.keys("{End}" if index == 1 else "{Backspace}")
                if index == 1:
                    browser.keys("{Backspace}")
                self.assertEqual(prop(element_id, "value"), value, (element_id, index))
                shown = prop(element_id, "display")
                self.assertEqual(inner(element_id, "value"), shown)
                if value:
                    # The unit, in the plural form of the number shown.
                    for part in self.unit_text(element_id, float(value)).split(" "):
                        self.assertIn(part, shown, (element_id, value))
            # Empty, a further Backspace changes nothing.
            clear_heard()
            browser.keys("{Backspace}")
            self.assertEqual(prop(element_id, "value"), "")
            self.assertEqual(heard("input"), [])

    def test_the_form_submits_the_plain_number(self):
        focus("distance")
        browser.keys("1234,5")
        focus("speed")
        browser.keys("88")
        focus("climb")
        clear_heard()
        browser.keys("-")  # no allow-negative: the minus is refused
        self.assertEqual(len(heard("keypad-refuse", "climb")), 1)
        browser.keys("1.25")
        self.assertEqual(form_data("trip"), [["distance", "1234.5"], ["speed", "88"], ["climb", "1.25"]])
        # A value set from script is a plain number too, shown with the unit.
        js("document.getElementById('distance-long').value = '42.5'")
        # (at rest: padded to the default two fraction digits)
        self.assertEqual(prop("distance-long", "display"), self.intl("distance-long", 42.5, 2))
        self.assertIn(["distance-long", "42.5"], form_data("trip"))
        clear_heard()
        js("document.getElementById('distance-long').value = '42,5 km'")
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["unparseable"])
        self.assertEqual(prop("distance-long", "value"), "42.5")

    def test_a_unit_the_browser_does_not_format_is_an_error_the_field_shows(self):
        """ICU knows furlong and square-meter; Intl formats only ECMA-402's
        sanctioned units and their -per- compounds: the form file's
        form-unit-unavailable (the engine's unit-unsupported-in-browser).
        A unit beside a currency is form-unit-conflict, as natively."""
        js("""
            window.seen = [];
            for (const [id, attributes] of [['furlongs', {unit: 'furlong'}],
                                            ['area', {unit: 'square-meter', 'unit-width': 'long'}],
                                            ['fare', {unit: 'kilometer', currency: 'EUR'}]]) {
              const field = document.createElement('keypad-field');
              field.id = id; field.setAttribute('name', id); field.setAttribute('locale', 'en-US');
              for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
              field.addEventListener('keypad-error', (e) => seen.push([id, e.detail.code, e.detail.message]));
              document.getElementById('climb').after(field);
            }""")
        frames()
        seen = js("return window.seen")
        self.assertEqual(sorted((s[0], s[1]) for s in seen),
                         [("area", "form-unit-unavailable"), ("fare", "form-unit-conflict"),
                          ("furlongs", "form-unit-unavailable")])
        for element_id, code, message in seen:
            self.assertTrue(message)
            shown = js("return document.getElementById(arguments[0]).shadowRoot"
                       ".querySelector('[part=message]').textContent", element_id)
            self.assertIn(code, shown)
            self.assertTrue(validity(element_id)["badInput"])
        # It takes no keys and submits nothing; the form's other fields go on.
        browser.click("keypad-field#furlongs >>> input")
        browser.keys("12")
        self.assertEqual(prop("furlongs", "value"), "")
        names = [name for name, _ in form_data("trip")]
        for element_id in ("furlongs", "area", "fare"):
            self.assertNotIn(element_id, names)
        focus("distance")
        browser.keys("7")
        self.assertEqual(prop("distance", "value"), "7")
        self.assertEqual(js("return window.errors"), [])
        # A field joining their group opens its engine form again: the
        # errors, unchanged, are not reported again.
        js("""
            const field = document.createElement('keypad-field');
            field.id = 'late'; field.setAttribute('locale', 'en-US'); field.setAttribute('unit', 'mile');
            document.getElementById('climb').after(field);""")
        frames()
        self.assertEqual(len(js("return window.seen")), 3)
        js("document.getElementById('late').value = '3'")
        self.assertEqual(prop("late", "display"), js(
            "return new Intl.NumberFormat('en-US', {style: 'unit', unit: 'mile', minimumFractionDigits: 2})"
            ".format(3)"))


class Errors(unittest.TestCase):
    """Mistakes in a page's markup: reported, never a silent fallback."""

    def setUp(self):
        load()

    def test_an_unknown_locale_is_an_error_the_field_shows(self):
        js("""
            window.seen = [];
            const field = document.createElement('keypad-field');
            field.id = 'bad';
            field.setAttribute('locale', 'xx_INVALID' + '\\u0000' + 'y'.repeat(5000));
            field.addEventListener('keypad-error', (e) => seen.push(e.detail));
            document.body.append(field);""")
        frames()
        seen = js("return window.seen")
        self.assertEqual([e["code"] for e in seen], ["unknown-locale"])
        message = seen[0]["message"]
        self.assertLess(len(message), 200)
        self.assertNotIn("\u0000", message)
        shown = js("return document.getElementById('bad').shadowRoot.querySelector('[part=message]').textContent")
        self.assertIn("unknown-locale", shown)
        # It takes no keys.
        browser.click("keypad-field#bad >>> input")
        browser.keys("12")
        self.assertEqual(prop("bad", "value"), "")

    def test_a_wrong_option_names_its_attribute_and_spares_the_rest(self):
        js("""
            window.seen = [];
            const field = document.createElement('keypad-field');
            field.id = 'wrong'; field.setAttribute('max-fraction-digits', 'two');
            field.addEventListener('keypad-error', (e) => seen.push(e.detail));
            document.getElementById('weight').before(field);""")
        frames()
        seen = js("return window.seen")
        self.assertEqual(len(seen), 1)
        self.assertIn("max-fraction-digits", seen[0]["message"])
        focus("weight")
        browser.keys("4")
        self.assertEqual(prop("weight", "value"), "4")
        self.assertEqual(js("return window.errors"), [])


def wasm_loaded():
    """The names of the modules the page fetched (its resource timing)."""
    return js("""return performance.getEntriesByType('resource').map((e) => e.name)
                 .filter((name) => name.endsWith('.wasm')).map((name) => name.split('/').pop())""")


class Builds(unittest.TestCase):
    """The smallest build that serves the kinds on the page, or the one it names."""

    def test_a_page_of_amounts_loads_the_numbers_build(self):
        load("tests/elements/amounts.html")
        self.assertEqual(wasm_loaded(), ["keypad-numbers.wasm"])
        focus("amount")
        browser.keys("12.5")
        self.assertEqual(prop("amount", "value"), "12.5")
        focus("pin")
        browser.keys("1234")
        self.assertEqual(form_data("pay"), [["amount", "12.5"], ["pin", "1234"]])

    def test_a_date_joining_later_loads_every_kind_and_keeps_what_was_typed(self):
        load("tests/elements/amounts.html")
        focus("amount")
        browser.keys("7")
        js("""
            const label = document.createElement('label');
            label.htmlFor = 'due'; label.textContent = 'Due';
            const field = document.createElement('keypad-field');
            field.id = 'due'; field.setAttribute('name', 'due'); field.setAttribute('kind', 'date');
            document.getElementById('pay').append(label, field);""")
        browser.wait("return document.getElementById('due').shadowRoot.querySelector('input')"
                     ".hasAttribute('enterkeyhint')")
        self.assertEqual(wasm_loaded(), ["keypad-numbers.wasm", "keypad-all.wasm"])
        self.assertEqual(prop("amount", "value"), "7")
        focus("due")
        browser.keys("12312030")
        self.assertEqual(prop("due", "value"), "2030-12-31")

    def test_a_page_that_names_the_numbers_build_shows_a_date_as_an_error(self):
        load("tests/elements/named-numbers.html")
        frames()
        self.assertEqual(wasm_loaded(), ["keypad-numbers.wasm"])
        seen = js("return window.seen")
        self.assertEqual([(e["id"], e["code"]) for e in seen], [("due", "form-kind-unavailable")])
        self.assertIn('"date"', seen[0]["message"])
        focus("amount")
        browser.keys("3")
        self.assertEqual(prop("amount", "value"), "3")


def messages_loaded():
    """The message catalogs the page fetched (its resource timing): `de.js`, ...
    English's is left out: the engine imports it with itself, as a module of
    its own from Web/ (icu/generated/messages/en.js) and inside keypad.js from
    the package (Web/dist/, whose other catalogs are in generated/messages/)."""
    return sorted(js("""return performance.getEntriesByType('resource').map((e) => e.name)
                        .filter((name) => name.includes('/generated/messages/'))
                        .map((name) => name.split('/').pop())
                        .filter((name) => name !== 'en.js')"""))


def catalog(language):
    """A language's messages, from the catalog the engine compiles natively."""
    path = os.path.join(WEB, "..", "Sources", "Keypad", "Messages", "Catalogs", f"{language}.json")
    with open(path, encoding="utf-8") as file:
        return json.load(file)["messages"]


def failure(element_id):
    """The message a field shows for what Done found wrong with it."""
    return js("return document.getElementById(arguments[0]).shadowRoot"
              ".querySelector('[part=message]').textContent", element_id)


class MessageCatalogs(unittest.TestCase):
    """A page loads the messages of its fields' languages, and English's."""

    def test_a_german_page_loads_german_and_a_french_field_french(self):
        load("tests/elements/german.html")
        self.assertEqual(messages_loaded(), ["de.js"])
        focus("amount")
        browser.keys("{Enter}")  # Done, the amount required and empty
        required = catalog("de")["validation.required"]
        self.assertEqual(failure("amount"), required.replace("{label}", "Betrag"))
        self.assertEqual(prop("amount", "validationMessage"), failure("amount"))
        # A form in French joins: its messages load, and its field opens in them.
        js("""
            const form = document.createElement('form');
            form.id = 'payer';
            const label = document.createElement('label');
            label.htmlFor = 'montant'; label.textContent = 'Montant';
            const field = document.createElement('keypad-field');
            field.id = 'montant'; field.setAttribute('name', 'montant');
            field.setAttribute('locale', 'fr-FR'); field.setAttribute('required', '');
            form.append(label, field);
            document.body.append(form);""")
        browser.wait("return document.getElementById('montant').shadowRoot.querySelector('input')"
                     ".hasAttribute('enterkeyhint')")
        self.assertEqual(messages_loaded(), ["de.js", "fr.js"])
        focus("montant")
        browser.keys("{Enter}")
        required = catalog("fr")["validation.required"]
        self.assertEqual(failure("montant"), required.replace("{label}", "Montant"))
        # The German form still speaks German.
        self.assertEqual(failure("amount"), catalog("de")["validation.required"].replace("{label}", "Betrag"))


class Readme(unittest.TestCase):
    """Web/README.md's example, copied into a page as it is."""

    def test_the_example_submits_exact_values(self):
        load("readme-example.html")
        browser.click("label[for=amount]")
        browser.keys("1234,5", "{Enter}", "4111111111111111")
        data = js("return [...new FormData(document.querySelector('form'))]")
        self.assertEqual(data, [["amount", "1234.5"], ["card", "4111111111111111"]])
        self.assertIn("1.234,5", prop("amount", "display"))


def write_readme_example():
    """The first ```html block of Web/README.md, as Web/readme-example.html."""
    with open(os.path.join(WEB, "README.md"), encoding="utf-8") as file:
        text = file.read()
    match = re.search(r"```html\n(.*?)```", text, re.S)
    if not match:
        raise SystemExit("Web/README.md has no ```html example")
    lines = match.group(1).splitlines()
    if len(lines) >= 20:
        raise SystemExit(f"Web/README.md's example has {len(lines)} lines: at most 19")
    with open(os.path.join(WEB, "readme-example.html"), "w", encoding="utf-8") as file:
        file.write(match.group(1))


def main():
    global ENGINE, BASE, browser
    ENGINE, BASE = sys.argv[1], sys.argv[2]
    write_readme_example()
    started = time.monotonic()
    browser = engines.start(ENGINE, width=390, height=844, lang="en-US")
    try:
        suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])
        result = unittest.TextTestRunner(verbosity=2).run(suite)
    finally:
        browser.quit()
    print(f"{ENGINE}: {result.testsRun - len(result.failures) - len(result.errors)} passed, "
          f"{len(result.failures) + len(result.errors)} failed ({time.monotonic() - started:.0f} s)")
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
