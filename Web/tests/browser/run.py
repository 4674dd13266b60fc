#!/usr/bin/env python3
"""The Keypad page (Web/index.html) in headless Chromium, driven by Selenium
with real key events (send_keys, ActionChains) and real clicks.

Usage: run.py BASE_URL   (such as http://127.0.0.1:8766/; run.sh serves Web/)

Checks, against the engine's own answers (window.keypad.state) where the
exact text is the engine's to choose:
  - en_US demo: typing 1234.5 shows the engine's display (1,234.5 with the
    currency) with the caret at its end; a second "." is refused and the live
    region says so; Ctrl+A then 7 gives 7; Backspace deletes it; a paste
    (a synthetic insertFromPaste beforeinput: headless has no clipboard)
    gives 42; Ctrl+Z undoes it and Ctrl+Shift+Z redoes it, saying the value
    as the field shows it (Intl has no spellout); Tab moves focus
    to the second field and Shift+Tab back; the pad's buttons type digits and
    keep the focus; the return key reads Done on the last field and submits,
    and the submitted values show as JSON; the active field stays above the
    pad (keyboard avoidance); the accessibility tree has a textbox named by
    the first field's label.
  - ∧ and ∨ in the pad's bar are disabled on the first and the last field
    of the chain (the answer's `previous` and `next` are null there), in the
    DOM and in the accessibility tree, and move along the chain between.
  - de_DE: the pad's separator key reads ",", and typing 2,5 gives 2,5; a
    second separator from the pad is refused.
  - No ?locale=: the browser's language (en-US → en_US); arrow keys move the
    caret and a digit goes in there; a click outside ends editing.
  - A form file in a data: URL opens with its title and fields, a quote and
    a backslash in them as they are; control characters come back as they
    went in, in the message of a key name the engine does not know.
  - A secure code is a password input: two digits typed, the live region
    says their count and nothing in the accessibility tree holds a digit.
  - A form file in a data: URL with a phone field: the error
    form-phone-unavailable, in a role=alert element.
  - ?locale=xx_INVALID: the error unknown-locale.
  - fa_IR (Persian calendar) and th_TH (Buddhist era): the delivery date
    typed in the locale's calendar, on the pad and on the keyboard, and
    Done's JSON has its ISO 8601 day; he_IL@calendar=hebrew: the error
    unsupported-calendar, as in the native library.
  - A paste or a drop at a caret goes in there and the digits around it
    stay; a refused paste leaves the value; over a selection, it replaces it.
  - Ctrl+Backspace and Ctrl+Delete delete a word (a number, a date's
    part) as one edit, which Ctrl+Z brings back.
  - An input method's composition (ja_JP, full-width digits): its text
    shows in the input while the engine keeps its state; committed, one
    edit at the selection it began on; cancelled, nothing; kana refused;
    a key of the pad pressed during it takes its text first.
  - A screenshot at a phone's size (390x844) in screenshot.png.
  - After every test of a page with a form, and after each step of the
    tests below: the page's state (the engine's answers to each input, each
    with only what the input changed, laid over the last) is the engine's
    whole state, and the page draws it: every input's text, enabled flag,
    failure, aria-invalid, row and return key hint, the pad's return key,
    ∧ and ∨.
  - Done with the required fields empty: each failure drawn under its
    field, the first failing field active; typing in it clears its failure
    and leaves the other's drawn. A field with bounds "clamp" left with 150
    shows its max (100) once Tab moves on.
Exits 1 on a failed check or a JavaScript error in the console."""
import json
import os
import sys
import time
import unittest
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import chromium  # noqa: E402  (Web/tests/chromium.py)

BASE = "http://127.0.0.1:8766/"
HERE = os.path.dirname(os.path.abspath(__file__))
driver = None


def start_driver():
    return chromium.start("--window-size=390,844", "--lang=en-US")


def phone_viewport():
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})


def load(query=""):
    driver.get(BASE + "index.html" + query)
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def state():
    return driver.execute_script("return window.keypad.state")


def field_input(index):
    return driver.find_element(By.ID, f"field-{index}")


def active_id():
    return driver.execute_script("return document.activeElement && document.activeElement.id")


def status_text():
    return driver.find_element(By.ID, "status").get_attribute("textContent").replace("\u00a0", "").strip()


def selection(element):
    return driver.execute_script(
        "return [arguments[0].selectionStart, arguments[0].selectionEnd]", element)


def pad_button(key):
    return driver.find_element(By.CSS_SELECTOR, f'#pad button[data-key="{key}"]')


def chord(modifier, key, shift=False):
    actions = ActionChains(driver).key_down(modifier)
    if shift:
        actions = actions.key_down(Keys.SHIFT)
    actions = actions.send_keys(key)
    if shift:
        actions = actions.key_up(Keys.SHIFT)
    actions.key_up(modifier).perform()


def paste(element, text):
    """A synthetic insertFromPaste beforeinput (headless has no clipboard);
    whether the page prevented it."""
    return driver.execute_script("""
        const event = new InputEvent('beforeinput', {inputType: 'insertFromPaste', data: arguments[1],
          bubbles: true, cancelable: true});
        arguments[0].dispatchEvent(event);
        return event.defaultPrevented;""", element, text)


def settle():
    """Waits for two frames: the page scrolls an edited field into view in
    the next frame, which would undo a scroll made before it."""
    driver.execute_async_script(
        "requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))")


def field_state(name):
    return next(f for f in state()["fields"] if f["name"] == name)


# The page's state against the engine's whole state, and the DOM against
# the page's state: [what, seen, wanted] for each difference.
DRAWN = """
    const page = window.keypad;
    const state = page.state;
    if (!state || !state.ok || document.getElementById('form').hidden) return null;
    const wrong = [];
    const whole = page.engine.wholeState();
    for (const key of ['active', 'previous', 'next', 'returnKey', 'locale', 'title']) {
      if (state[key] !== whole[key]) wrong.push([`state ${key}`, state[key], whole[key]]);
    }
    if (JSON.stringify(state.fields) !== JSON.stringify(whole.fields)) {
      wrong.push(['state fields', state.fields, whole.fields]);
    }
    const hint = state.returnKey.toLowerCase();
    state.fields.forEach((field, index) => {
      const input = document.getElementById(`field-${index}`);
      const seen = {
        display: input.value, enabled: !input.disabled,
        failure: document.getElementById(`failure-${index}`).textContent,
        failureCode: document.getElementById(`failure-${index}`).dataset.code ?? null,
        invalid: input.getAttribute('aria-invalid') === 'true',
        active: input.closest('.field').classList.contains('active'),
        hint: input.getAttribute('enterkeyhint'),
      };
      const wanted = {
        display: field.display, enabled: field.enabled, failure: field.failure ?? '',
        failureCode: field.failureCode, invalid: Boolean(field.failure), active: field.name === state.active, hint,
      };
      for (const key in wanted) {
        if (seen[key] !== wanted[key]) wrong.push([`${field.name} ${key}`, seen[key], wanted[key]]);
      }
    });
    const button = (selector) => document.querySelector(selector);
    const bar = {
      'return key': [button('#keys [data-key="return"]').textContent, state.returnKey],
      'previous disabled': [button('#previous').disabled, state.previous === null],
      'next disabled': [button('#next').disabled, state.next === null],
    };
    for (const [what, [seen, wanted]] of Object.entries(bar)) {
      if (seen !== wanted) wrong.push([what, seen, wanted]);
    }
    return wrong;"""


class Drawn(unittest.TestCase):
    """A test case that checks, after each test, that the page draws the
    engine's whole state (DRAWN)."""

    def assertDrawn(self):
        wrong = driver.execute_script(DRAWN)
        self.assertEqual(wrong or [], [], "the page does not draw the engine's state")

    def tearDown(self):
        self.assertDrawn()


class DemoForm(Drawn):
    """One en_US page, edited step by step (the steps run in order)."""

    @classmethod
    def setUpClass(cls):
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        load("?locale=en_US")

    def test_00_loaded(self):
        s = state()
        self.assertTrue(s["ok"], s)
        self.assertEqual(s["locale"], "en_US")
        self.assertEqual(driver.find_element(By.ID, "title").text, s["title"])
        names = [e.get_attribute("name") for e in driver.find_elements(By.CSS_SELECTOR, "#form input")]
        self.assertEqual(names, [f["name"] for f in s["fields"]])
        for index, f in enumerate(s["fields"]):
            element = field_input(index)
            self.assertEqual(element.get_attribute("inputmode"), "none")
            label = driver.find_element(By.CSS_SELECTOR, f'label[for="field-{index}"]')
            self.assertEqual(label.text, f["label"])
            self.assertEqual(element.get_attribute("aria-describedby"), f"failure-{index}")
        live = driver.find_element(By.ID, "status")
        self.assertEqual(live.get_attribute("aria-live"), "polite")
        pad = driver.find_element(By.ID, "pad")
        self.assertEqual((pad.get_attribute("role"), pad.get_attribute("aria-label")),
                         ("group", "Number pad"))

    def test_01_type_number(self):
        amount = field_input(0)
        amount.click()
        amount.send_keys("1234.5")
        f = field_state("amount")
        self.assertEqual(f["value"], "1234.5")
        self.assertIn("1,234.5", f["display"])
        self.assertEqual(amount.get_attribute("value"), f["display"])
        end = len(f["display"])
        self.assertEqual(f["selection"], [end, end])
        self.assertEqual(selection(amount), [end, end])
        self.assertEqual(active_id(), "field-0")

    def test_02_second_separator_refused(self):
        amount = field_input(0)
        before = amount.get_attribute("value")
        amount.send_keys(".")
        self.assertEqual(amount.get_attribute("value"), before)
        s = state()
        self.assertIsNotNone(s["refusal"])
        self.assertEqual(s["refusal"]["code"], "duplicate-decimal")
        said = s["announcement"]["text"] if s["announcement"] else s["refusal"]["message"]
        self.assertEqual(status_text(), said)
        self.assertIn("refused", status_text())

    def test_03_select_all_and_type(self):
        amount = field_input(0)
        chord(Keys.CONTROL, "a")
        self.assertEqual(selection(amount), [0, len(amount.get_attribute("value"))])
        amount.send_keys("7")
        f = field_state("amount")
        self.assertEqual(f["value"], "7")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertEqual(f["display"].replace("$", ""), "7")

    def test_04_backspace(self):
        amount = field_input(0)
        amount.send_keys(Keys.BACKSPACE)
        f = field_state("amount")
        self.assertIsNone(f["value"])
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertEqual(status_text(), state()["announcement"]["text"])

    def test_05_paste_and_undo(self):
        amount = field_input(0)
        before = amount.get_attribute("value")
        self.assertTrue(paste(amount, "42"))
        f = field_state("amount")
        self.assertEqual(f["value"], "42")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        pasted = f["display"]
        chord(Keys.CONTROL, "z")
        self.assertEqual(amount.get_attribute("value"), before)
        self.assertIsNone(field_state("amount")["value"])
        self.assertEqual(state()["announcement"]["code"], "undone")
        chord(Keys.CONTROL, "z", shift=True)
        self.assertEqual(amount.get_attribute("value"), pasted)
        self.assertEqual(field_state("amount")["value"], "42")
        # Intl has no spellout: the value restored is said as the field shows it.
        announcement = state()["announcement"]
        self.assertEqual(announcement["code"], "redone")
        self.assertEqual(announcement["text"], "redone, " + pasted.replace("-", "\u2212"))
        self.assertEqual(status_text(), announcement["text"])

    def test_06_tab_and_shift_tab(self):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        self.assertEqual(active_id(), "field-1")
        self.assertEqual(state()["active"], state()["fields"][1]["name"])
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(active_id(), "field-0")
        self.assertEqual(state()["active"], state()["fields"][0]["name"])

    def test_07_pad_types_digits(self):
        ActionChains(driver).send_keys(Keys.TAB).perform()  # quantity
        self.assertEqual(active_id(), "field-1")
        pad_button("1").click()
        pad_button("2").click()
        self.assertEqual(active_id(), "field-1")  # the pad keeps the focus
        f = field_state("quantity")
        self.assertEqual(f["value"], "12")
        self.assertEqual(field_input(1).get_attribute("value"), f["display"])
        self.assertEqual(pad_button("return").text, state()["returnKey"])
        pad_button("backspace").click()
        self.assertEqual(field_state("quantity")["value"], "1")
        pad_button("2").click()

    def test_08_keyboard_avoidance(self):
        phone_viewport()
        try:
            # Tab to the last field: the page scrolls each one above the pad.
            fields = state()["fields"]
            last = max(i for i, f in enumerate(fields) if f["enabled"])
            for _ in range(len(fields)):
                if state()["active"] == fields[last]["name"]:
                    break
                ActionChains(driver).send_keys(Keys.TAB).perform()
                box = driver.execute_script("""
                    const row = document.activeElement.closest('.field').getBoundingClientRect();
                    return [row.bottom, document.getElementById('pad').getBoundingClientRect().top];""")
                self.assertLessEqual(box[0], box[1], f"{active_id()} under the pad")
            time.sleep(0.2)
            self.assertEqual(active_id(), f"field-{last}")
            box = driver.execute_script("""
                const row = arguments[0].closest('.field').getBoundingClientRect();
                const pad = document.getElementById('pad').getBoundingClientRect();
                return {bottom: row.bottom, top: row.top, padTop: pad.top,
                        padding: parseFloat(getComputedStyle(document.querySelector('main')).paddingBottom)};""",
                field_input(last))
            self.assertLessEqual(box["bottom"], box["padTop"])
            self.assertGreaterEqual(box["top"], 0)
            self.assertGreaterEqual(box["padding"], 844 - box["padTop"])
            driver.save_screenshot(os.path.join(HERE, "screenshot.png"))
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def test_09_done_submits(self):
        fields = state()["fields"]
        last = max(i for i, f in enumerate(fields) if f["enabled"])
        self.assertEqual(active_id(), f"field-{last}")
        self.assertEqual(state()["returnKey"], "Done")
        button = pad_button("return")
        self.assertEqual(button.text, "Done")
        button.click()
        s = state()
        self.assertIsNotNone(s["submitted"], s.get("announcement"))
        pre = driver.find_element(By.ID, "submitted")
        self.assertTrue(pre.is_displayed())
        shown = json.loads(pre.text)
        self.assertEqual(shown, s["submitted"])
        self.assertEqual(shown["amount"], "42")
        self.assertEqual(shown["quantity"], "12")
        self.assertEqual(status_text(), s["announcement"]["text"])

    def test_10_accessibility_tree(self):
        label = state()["fields"][0]["label"]
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        boxes = [(n.get("role", {}).get("value"), n.get("name", {}).get("value"))
                 for n in tree["nodes"] if not n.get("ignored")]
        self.assertIn(("textbox", label), boxes)
        self.assertIn(("group", "Number pad"), boxes)


class PreviousNext(Drawn):
    """The bar's ∧ and ∨ are disabled where Previous or Next leads nowhere,
    as the engine's answer names the fields they move to (or null)."""

    def bar(self):
        return [driver.find_element(By.ID, name).is_enabled() for name in ("previous", "next")]

    def test_greyed_at_the_ends(self):
        load("?locale=en_US")
        fields = state()["fields"]
        chain = [f["name"] for f in fields if f["enabled"]]
        field_input(0).click()
        s = state()
        self.assertEqual((s["active"], s["previous"], s["next"]), (chain[0], None, chain[1]))
        self.assertEqual(self.bar(), [False, True])
        # ∨ walks the chain (the disabled shipping field is skipped) to its end.
        for index in range(1, len(chain)):
            driver.find_element(By.ID, "next").click()
            s = state()
            self.assertEqual(s["active"], chain[index])
            self.assertEqual(s["previous"], chain[index - 1])
            self.assertEqual(s["next"], chain[index + 1] if index + 1 < len(chain) else None)
            self.assertEqual(active_id(), f"field-{[f['name'] for f in fields].index(chain[index])}")
            self.assertEqual(self.bar(), [True, index + 1 < len(chain)])
        self.assertEqual(state()["returnKey"], "Done")
        # ∧ from the last field, then Shift-Tab to the first: ∧ greyed again.
        driver.find_element(By.ID, "previous").click()
        self.assertEqual(state()["active"], chain[-2])
        self.assertEqual(self.bar(), [True, True])
        for _ in range(len(chain) - 2):
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(state()["active"], chain[0])
        self.assertEqual(self.bar(), [False, True])
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        buttons = {n.get("name", {}).get("value"): {p["name"]: p["value"]["value"]
                                                   for p in n.get("properties", [])}
                   for n in tree["nodes"] if n.get("role", {}).get("value") == "button"}
        self.assertTrue(buttons["Previous field"].get("disabled"), buttons["Previous field"])
        self.assertFalse(buttons["Next field"].get("disabled", False))


class Failures(Drawn):
    """Answers that change other fields than the active one: Done's
    failures, and a value clamped on leaving."""

    def test_done_failures(self):
        load("?locale=en_US")
        names = [f["name"] for f in state()["fields"]]
        delivery = field_input(names.index("delivery"))
        settle()
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", delivery)
        delivery.click()
        self.assertDrawn()
        pad_button("return").click()  # Done, with amount and quantity empty
        s = state()
        self.assertIsNone(s["submitted"])
        self.assertEqual(s["active"], "amount")
        self.assertEqual(active_id(), f"field-{names.index('amount')}")
        failures = {f["name"]: f["failure"] for f in s["fields"] if f["failure"]}
        self.assertEqual(set(failures), {"amount", "quantity"})
        codes = {f["name"]: f["failureCode"] for f in s["fields"] if f["failureCode"]}
        self.assertEqual(codes, {"amount": "required", "quantity": "required"})
        self.assertDrawn()
        self.assertEqual(driver.find_element(By.ID, f"failure-{names.index('quantity')}").text,
                         failures["quantity"])
        field_input(names.index("amount")).send_keys("5")
        self.assertIsNone(field_state("amount")["failure"])
        self.assertIsNone(field_state("amount")["failureCode"])
        self.assertEqual(field_state("quantity")["failure"], failures["quantity"])
        self.assertEqual(field_state("quantity")["failureCode"], "required")
        self.assertDrawn()
        ActionChains(driver).send_keys(Keys.TAB).perform()
        self.assertEqual(state()["active"], "quantity")
        self.assertDrawn()

    def test_clamped_on_leaving(self):
        form = json.dumps({"title": "Clamp", "fields": [
            {"name": "percent", "label": "Percent", "max": "100", "bounds": "clamp"},
            {"name": "note", "label": "Note"}]})
        url = "data:application/json," + urllib.parse.quote(form)
        load("?locale=en_US&form=" + urllib.parse.quote(url, safe=""))
        percent = field_input(0)
        percent.click()
        percent.send_keys("150")
        self.assertEqual(percent.get_attribute("value"), "150")
        ActionChains(driver).send_keys(Keys.TAB).perform()
        self.assertEqual(state()["active"], "note")
        self.assertEqual(field_state("percent")["value"], "100")
        self.assertEqual(percent.get_attribute("value"), field_state("percent")["display"])
        self.assertDrawn()


class Locales(Drawn):
    def test_de_DE_separator(self):
        load("?locale=de_DE")
        s = state()
        self.assertTrue(s["ok"], s)
        pad = {key["name"]: key for row in s["pad"]["rows"] for key in row}
        self.assertEqual(pad["decimal"]["label"], ",")
        self.assertEqual(pad_button("decimal").text, ",")
        amount = field_input(0)
        amount.click()
        amount.send_keys("2,5")
        f = field_state("amount")
        self.assertEqual(f["value"], "2.5")
        self.assertIn("2,5", amount.get_attribute("value"))
        self.assertEqual(amount.get_attribute("value"), f["display"])
        pad_button("decimal").click()  # a second separator, from the pad
        self.assertEqual(state()["refusal"]["code"], "duplicate-decimal")
        self.assertEqual(field_state("amount")["value"], "2.5")

    def test_browser_language_and_caret(self):
        load("")  # no ?locale=: navigator.language (en-US here) as en_US
        self.assertEqual(state()["locale"], "en_US")
        amount = field_input(0)
        amount.click()
        amount.send_keys("1234")
        ActionChains(driver).send_keys(Keys.LEFT, Keys.LEFT).perform()
        amount.send_keys("9")  # typed at the caret the arrows moved
        f = field_state("amount")
        self.assertEqual(f["value"], "12934")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertEqual(selection(amount), f["selection"])
        driver.find_element(By.ID, "title").click()  # a tap outside ends editing
        WebDriverWait(driver, 5).until(lambda d: state()["active"] is None)
        self.assertEqual(amount.get_attribute("value"), field_state("amount")["display"])

    def test_unknown_locale(self):
        load("?locale=xx_INVALID")
        alert = driver.find_element(By.CSS_SELECTOR, '[role="alert"]')
        self.assertTrue(alert.is_displayed())
        self.assertIn("unknown-locale", alert.text)
        self.assertIn("xx_INVALID", alert.text)

    def test_phone_form_unavailable(self):
        form = json.dumps({"title": "Call me", "fields": [{"name": "tel", "kind": "phone"}]})
        url = "data:application/json," + urllib.parse.quote(form)
        load("?form=" + urllib.parse.quote(url, safe=""))
        alert = driver.find_element(By.CSS_SELECTOR, '[role="alert"]')
        self.assertTrue(alert.is_displayed())
        self.assertIn("form-phone-unavailable", alert.text)
        self.assertFalse(driver.find_element(By.ID, "pad").is_displayed())

    def test_form_file(self):
        # Texts the answer must escape (a quote, a backslash) and others it
        # writes as they are (a form file holds no control character).
        title, label = 'Tip "a\\b" π ✓', "Tip ¼ 👍"
        form = json.dumps({"title": title, "fields": [{"name": "tip", "label": label}]})
        url = "data:application/json," + urllib.parse.quote(form)
        load("?locale=en_US&form=" + urllib.parse.quote(url, safe=""))
        s = state()
        self.assertTrue(s["ok"], s)
        self.assertEqual((s["title"], s["fields"][0]["label"]), (title, label))
        self.assertEqual(driver.find_element(By.ID, "title").get_attribute("textContent"), title)
        self.assertEqual(
            driver.find_element(By.CSS_SELECTOR, 'label[for="field-0"]').get_attribute("textContent"),
            label)
        self.assertEqual([f["name"] for f in s["fields"]], ["tip"])
        # Control characters, in the message of a key the engine does not know.
        name = 'x\t\n\r\u0001\u001f"\\\u007f\u2028é'
        answer = driver.execute_script(
            "const {engine, Input} = window.keypad;"
            "return engine.apply(Input.key, {text: arguments[0]});", name)
        self.assertEqual(answer["error"], {
            "code": "web-unknown-input", "message": f'no input 17 with "{name}"'})

    def test_secure_code(self):
        form = json.dumps({"title": "Sign in", "fields": [
            {"name": "pin", "label": "PIN", "kind": "code", "length": 4, "secure": True}]})
        url = "data:application/json," + urllib.parse.quote(form)
        load("?locale=en_US&form=" + urllib.parse.quote(url, safe=""))
        pin = field_input(0)
        self.assertEqual(pin.get_attribute("type"), "password")
        pin.click()
        pin.send_keys("7")
        pin.send_keys("3")
        self.assertEqual(field_state("pin")["value"], "73")
        said = state()["announcement"]["text"]
        self.assertEqual(status_text(), said)
        self.assertNotIn("7", said)
        self.assertNotIn("3", said)
        self.assertNotIn("seven", said)
        self.assertNotIn("three", said)
        # Nothing in the accessibility tree but the pad's keys holds a digit.
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        by_id = {node["nodeId"]: node for node in tree["nodes"]}
        keys = set()
        stack = [n["nodeId"] for n in tree["nodes"] if n.get("role", {}).get("value") == "button"]
        while stack:
            node_id = stack.pop()
            keys.add(node_id)
            stack.extend(by_id.get(node_id, {}).get("childIds", []))
        boxes = 0
        for node in tree["nodes"]:
            if node["nodeId"] in keys:
                continue
            boxes += node.get("role", {}).get("value") == "textbox"
            for key in ("name", "value", "description"):
                text = str(node.get(key, {}).get("value", ""))
                self.assertNotIn("7", text, node)
                self.assertNotIn("3", text, node)
        self.assertEqual(boxes, 1)


class Calendars(Drawn):
    """The demo form in locales whose calendar is not the Gregorian one: the
    delivery date is typed in the locale's calendar (keypad-icu.js over
    Intl) and Done's JSON has its ISO 8601 day."""

    def submit_delivery(self, locale, keys, by_pad):
        load(f"?locale={locale}")
        s = state()
        self.assertTrue(s["ok"], s)
        self.assertEqual(s["locale"], locale)
        names = [f["name"] for f in s["fields"]]
        # The required fields first: an amount, then Tab to the quantity.
        field_input(names.index("amount")).click()
        field_input(names.index("amount")).send_keys("12")
        ActionChains(driver).send_keys(Keys.TAB).perform()
        self.assertEqual(active_id(), f"field-{names.index('quantity')}")
        ActionChains(driver).send_keys("3").perform()
        index = names.index("delivery")
        delivery = field_input(index)
        settle()
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", delivery)
        delivery.click()
        self.assertEqual(active_id(), f"field-{index}")
        if by_pad:
            for key in keys:
                pad_button(key).click()
        else:
            delivery.send_keys(keys)
        f = field_state("delivery")
        self.assertIsNone(f["failure"], f)
        self.assertEqual(delivery.get_attribute("value"), f["display"])
        self.assertEqual(state()["returnKey"], "Done")
        pad_button("return").click()
        s = state()
        self.assertIsNotNone(s["submitted"], s.get("announcement"))
        shown = json.loads(driver.find_element(By.ID, "submitted").text)
        self.assertEqual(shown, s["submitted"])
        return f["display"], shown["delivery"]

    def test_fa_IR_persian(self):
        # 1 Farvardin 1410, Nowruz, typed on the pad (Persian digits shown).
        display, day = self.submit_delivery("fa_IR", "14100101", by_pad=True)
        self.assertEqual(display, "\u06f1\u06f4\u06f1\u06f0/\u06f0\u06f1/\u06f0\u06f1")  # ۱۴۱۰/۰۱/۰۱
        self.assertEqual(day, "2031-03-21")

    def test_th_TH_buddhist(self):
        # 1 February 2580 of the Buddhist era (2037), typed on the keyboard.
        display, day = self.submit_delivery("th_TH", "01022580", by_pad=False)
        self.assertEqual(display, "01/02/2580")
        self.assertEqual(day, "2037-02-01")

    def test_hebrew_refused(self):
        # Intl's Hebrew dates convert, but the engine refuses leap months, as natively.
        load("?locale=" + urllib.parse.quote("he_IL@calendar=hebrew"))
        alert = driver.find_element(By.CSS_SELECTOR, '[role="alert"]')
        self.assertTrue(alert.is_displayed())
        self.assertIn("unsupported-calendar", alert.text)
        self.assertIn("leap months", alert.text)


class PasteAndDrop(Drawn):
    """A paste or a drop at a caret goes in there, read by the paste rules,
    and the digits around it stay, as GTK's entry and the REPL's clipboard
    paste do; over a selection it replaces the selection."""

    def test_paste_at_the_caret(self):
        load("?locale=en_US")
        amount = field_input(0)
        amount.click()
        amount.send_keys("1234")
        ActionChains(driver).send_keys(Keys.LEFT, Keys.LEFT, Keys.LEFT).perform()
        paste(amount, "9")
        f = field_state("amount")
        self.assertEqual(f["value"], "19234")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertEqual(selection(amount), f["selection"])
        paste(amount, "5,000")  # a number of the locale's own format, read as one
        self.assertEqual(field_state("amount")["value"], "195000234")
        chord(Keys.CONTROL, "z")
        self.assertEqual(field_state("amount")["value"], "19234")
        paste(amount, "12abc")  # refused: the value stays
        self.assertEqual(state()["refusal"]["code"], "unparseable")
        self.assertEqual(field_state("amount")["value"], "19234")
        chord(Keys.CONTROL, "a")
        paste(amount, "42")
        self.assertEqual(field_state("amount")["value"], "42")

    def test_drop_at_a_point(self):
        load("?locale=en_US")
        amount = field_input(0)
        amount.click()
        amount.send_keys("1234")
        box = driver.execute_script(
            "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.height]", amount)
        point = {"x": box[0] + 24, "y": box[1] + box[2] / 2}
        data = {"items": [{"mimeType": "text/plain", "data": "9"}], "dragOperationsMask": 1}
        for kind in ["dragEnter", "dragOver", "drop"]:
            driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, **point, "data": data})
        WebDriverWait(driver, 5).until(lambda d: field_state("amount")["value"] != "1234")
        value = field_state("amount")["value"]
        self.assertTrue(any(value == "1234"[:k] + "9" + "1234"[k:] for k in range(5)), value)
        self.assertEqual(amount.get_attribute("value"), field_state("amount")["display"])


class WordsAndLines(Drawn):
    """Ctrl+Backspace and Ctrl+Delete delete a word, as GTK's entry does:
    the page finds it by the display's word boundaries (an input's
    beforeinput has no target range) and the engine deletes it as one edit,
    which one undo brings back."""

    def test_word_deletion(self):
        load("?locale=en_US")
        names = [f["name"] for f in state()["fields"]]
        amount = field_input(names.index("amount"))
        amount.click()
        amount.send_keys("1234.56")
        chord(Keys.CONTROL, Keys.BACKSPACE)  # the number is one word: 1,234.56
        f = field_state("amount")
        self.assertIsNone(f["value"])
        self.assertEqual(amount.get_attribute("value"), f["display"])
        chord(Keys.CONTROL, "z")
        self.assertEqual(field_state("amount")["value"], "1234.56")
        ActionChains(driver).send_keys(Keys.HOME).perform()
        chord(Keys.CONTROL, Keys.DELETE)
        self.assertIsNone(field_state("amount")["value"])
        self.assertDrawn()

        # A date's parts are words: the year, then the day.
        delivery = field_input(names.index("delivery"))
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", delivery)
        delivery.click()
        delivery.send_keys("12312026")
        self.assertEqual(field_state("delivery")["display"], "12/31/2026")
        chord(Keys.CONTROL, Keys.BACKSPACE)
        f = field_state("delivery")
        self.assertEqual(f["display"].rstrip("/"), "12/31")
        self.assertEqual(delivery.get_attribute("value"), f["display"])
        chord(Keys.CONTROL, Keys.BACKSPACE)
        self.assertEqual(field_state("delivery")["display"].rstrip("/"), "12")


class Composition(Drawn):
    """An input method's composition (the CDP's Input.imeSetComposition, and
    Input.insertText to commit it, as a Japanese input method sends
    full-width digits): while it runs its text shows in the input and the
    engine has not seen it; committed, it is one edit at the selection the
    composition began on; cancelled, it leaves the field as it was."""

    def compose(self, text):
        driver.execute_cdp_cmd("Input.imeSetComposition", {
            "text": text, "selectionStart": len(text), "selectionEnd": len(text)})

    def commit(self, text):
        driver.execute_cdp_cmd("Input.insertText", {"text": text})

    def test_composed_digits(self):
        load("?locale=ja_JP")
        amount = field_input(0)
        amount.click()
        amount.send_keys("12")
        before = field_state("amount")
        self.assertEqual(before["value"], "12")
        display, caret = before["display"], before["selection"][0]
        for composed in ["３", "３４"]:
            self.compose(composed)
            self.assertEqual(amount.get_attribute("value"),
                             display[:caret] + composed + display[caret:])
            self.assertEqual(field_state("amount"), before)
        self.commit("３４")
        f = field_state("amount")
        self.assertEqual(f["value"], "1234")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertEqual(selection(amount), f["selection"])
        self.assertIsNone(state()["refusal"])
        self.assertDrawn()

        # Cancelled (an empty composition): the field as it was.
        self.compose("５")
        self.assertNotEqual(amount.get_attribute("value"), f["display"])
        self.compose("")
        self.assertEqual(field_state("amount"), f)
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertDrawn()

        # Committed text the field does not take: refused, the field kept.
        self.compose("あ")
        self.commit("あ")
        self.assertIsNotNone(state()["refusal"])
        self.assertEqual(field_state("amount")["value"], "1234")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.assertIn("refused", status_text())
        self.assertDrawn()

        # Over a selection the engine had not been told of: replaced.
        chord(Keys.CONTROL, "a")
        self.compose("７")
        self.commit("７")
        f = field_state("amount")
        self.assertEqual(f["value"], "7")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        amount.send_keys("8")
        self.assertEqual(field_state("amount")["value"], "78")

    def test_pad_key_during_a_composition(self):
        """A key of the pad pressed while a composition runs (the pad keeps
        the focus, so nothing ends it): the composition's text goes in
        first, then the key."""
        load("?locale=ja_JP")
        amount = field_input(0)
        amount.click()
        amount.send_keys("12")
        self.compose("３４")
        pad_button("5").click()
        f = field_state("amount")
        self.assertEqual(f["value"], "12345")
        self.assertEqual(amount.get_attribute("value"), f["display"])
        self.commit("６")  # a composition after it goes where the caret is
        self.assertEqual(field_state("amount")["value"], "123456")


class Memory(unittest.TestCase):
    """The module's memory (a WebAssembly memory never shrinks) settles when
    forms are opened and closed again and again: what a form held is freed
    when it is closed, and what a refused one had made when it is refused.
    Embedded Swift's runtime does not free an object whose initializer
    returns before it is whole, and the engine's did (every field of
    default rules, every refused calendar): memory then grew by about 140
    bytes a field, each time a form opened."""

    REPEAT = """
      const {module} = window.keypad;
      const fields = [];
      for (let i = 0; i < 1000; i++) {
        fields.push(i % 4 === 3 ? {name: `c${i}`, kind: 'code', length: 4} : {name: `f${i}`});
      }
      const text = JSON.stringify({title: 'Large', fields});
      const round = () => {
        const form = module.open({locale: 'de_DE', formText: text, formName: 'large.json'});
        const refused = module.open({locale: 'he_IL@calendar=hebrew'});
        if (form.ok) form.session.close();
        if (refused.ok) refused.session.close();
        return [form.ok && form.state.fields.length, refused.ok || refused.error.code];
      };
      const pages = () => module.exports.memory.buffer.byteLength / 65536;
      const first = round();
      for (let i = 0; i < 9; i++) round();
      const settled = pages();
      for (let i = 0; i < 100; i++) round();
      return {first, settled, after: pages()};"""

    def test_memory_settles_over_many_opens(self):
        load("?locale=en_US")
        try:
            result = driver.execute_script(self.REPEAT)
            self.assertEqual(result["first"], [1000, "unsupported-calendar"])
            self.assertEqual(result["after"], result["settled"],
                             f"the module's memory grew from {result['settled']} to "
                             f"{result['after']} pages over 100 more opens")
        finally:
            load("?locale=en_US")


class HostileInput(unittest.TestCase):
    """What a person or a file may hand the module, through the page's
    module (forms of its own, beside the page's): each is refused with its
    code, the field keeps its value, and the module goes on answering (a
    trap in the module would end it)."""

    HOSTILE = """
      const {module, Input} = window.keypad;
      const out = {};
      const engine = module.open({locale: 'en_US'}).session;
      engine.apply(Input.focus, {text: 'amount'});
      engine.apply(Input.characters, {text: '12'});
      let a = engine.apply(Input.paste, {text: '1'.repeat(10_000_000)});
      out.paste = [a.refusal && a.refusal.code, a.fields.find((f) => f.name === 'amount').value];
      a = engine.apply(Input.characters, {text: '\u0301'.repeat(1_000_000)});
      out.marks = [a.refusal && a.refusal.code, a.fields.find((f) => f.name === 'amount').value];
      engine.close();
      const opened = (formText, locale = 'en_US') => {
        const o = module.open({locale, formText});
        if (o.ok) o.session.close();
        return o.ok ? 'ok' : o.error.code;
      };
      out.deep = opened('['.repeat(100_000) + ']'.repeat(100_000));
      out.many = opened('{"fields":[' + Array.from({length: 10_001}, (_, i) => `{"name":"f${i}"}`)
        .join(',') + ']}');
      out.longTitle = opened('{"title":"' + 'x'.repeat(5_000_000) + '","fields":[]}');
      const long = module.open({locale: 'x'.repeat(1_000_000)});
      if (long.ok) long.session.close();
      out.longLocale = long.error?.code ?? 'ok';
      const after = module.open({locale: 'de_DE'});
      if (after.ok) after.session.close();
      out.after = after.ok;
      return out;"""

    def test_hostile_inputs_are_refused_and_the_module_goes_on(self):
        load("?locale=en_US")
        try:
            result = driver.execute_script(self.HOSTILE)
            self.assertEqual(result, {
                "paste": ["max-integer-digits", "12"],
                "marks": ["invalid-character", "12"],
                "deep": "form-syntax",
                "many": "form-invalid-value",
                "longTitle": "form-invalid-value",
                "longLocale": "unknown-locale",
                "after": True,
            })
        finally:
            load("?locale=en_US")


def main():
    global BASE, driver
    if len(sys.argv) > 1:
        BASE = sys.argv[1].rstrip("/") + "/"
    driver = start_driver()
    try:
        suite = unittest.TestSuite()
        loader = unittest.TestLoader()
        suite.addTests(loader.loadTestsFromTestCase(DemoForm))
        suite.addTests(loader.loadTestsFromTestCase(PreviousNext))
        suite.addTests(loader.loadTestsFromTestCase(Failures))
        suite.addTests(loader.loadTestsFromTestCase(Locales))
        suite.addTests(loader.loadTestsFromTestCase(Calendars))
        suite.addTests(loader.loadTestsFromTestCase(PasteAndDrop))
        suite.addTests(loader.loadTestsFromTestCase(WordsAndLines))
        suite.addTests(loader.loadTestsFromTestCase(Composition))
        suite.addTests(loader.loadTestsFromTestCase(Memory))
        suite.addTests(loader.loadTestsFromTestCase(HostileInput))
        result = unittest.TextTestRunner(verbosity=2).run(suite)
        errors = [e for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "favicon" not in e["message"]]
    finally:
        driver.quit()
    for entry in errors:
        print("console:", entry["message"])
    return 0 if result.wasSuccessful() and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
