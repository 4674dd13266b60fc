"""Drives keypad-gtk as a person and a screen reader would: keys and clicks
through xdotool, fields read over AT-SPI, the app's --trace lines waited on.

Run under a display and a session bus (run.sh does it):
  xvfb-run -a dbus-run-session -- /usr/bin/python3 e2e.py APP
"""
import json
import os
import queue
import shutil
import subprocess
import threading
import time

TIMEOUT = 15.0


class AppFailure(AssertionError):
    pass


def check(condition, message):
    """Fails the test with the message unless the condition holds."""
    if not condition:
        raise AppFailure(message)


def require_tools():
    """The tools the tests need; with CI set a missing one is a failure."""
    missing = [t for t in ("xdotool", "xclip") if shutil.which(t) is None]
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        missing.append("python3-pyatspi")
    return missing


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True)


def set_clipboard(text):
    # xclip stays in the background to serve the selection until replaced.
    proc = subprocess.Popen(
        ["xclip", "-selection", "clipboard", "-loops", "1"],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proc.stdin.write(text.encode())
    proc.stdin.close()
    time.sleep(0.1)
    return proc


class App:
    """One keypad-gtk process with its trace read on a thread."""

    def __init__(self, binary, *options, env=None):
        environment = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo")
        environment.update(env or {})
        self.proc = subprocess.Popen(
            [binary, "--trace", *options], stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=environment)
        self.lines = queue.Queue()
        self.events = []
        self.other = []
        threading.Thread(target=self._read, daemon=True).start()
        self.ready = self.wait("ready")
        self.pad = self.wait("padKeys")["keys"]

    def _read(self):
        for raw in self.proc.stderr:
            text = raw.decode("utf-8", "replace").rstrip("\n")
            try:
                event = json.loads(text)
            except ValueError:
                self.other.append(text)
                continue
            self.lines.put(event)

    def _next(self, wanted, missing, timeout):
        """The next trace event for which `wanted` holds; AppFailure naming
        `missing` when none comes within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AppFailure(f"no {missing} within {timeout}s")
            try:
                event = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            self.events.append(event)
            if wanted(event):
                return event

    def wait(self, name, timeout=TIMEOUT, **match):
        """The next trace event called `name` whose keys equal `match`."""
        return self._next(
            lambda event: event.get("event") == name
            and all(event.get(k) == v for k, v in match.items()),
            f"{name} {match}", timeout)

    def wait_typed(self, text, timeout=TIMEOUT):
        """The next edit that typed or pasted `text`. A field whose digits
        stay out of the trace (a card number, a security code, a PIN) writes
        no text: there, the next edit that is not a selection."""
        return self._next(
            lambda event: event.get("event") == "edit" and (
                event.get("text") == text
                or (event.get("text") is None and event.get("kind") != "select")),
            f"edit of {text!r}", timeout)

    def last(self, name, **match):
        """The latest event already seen called `name` whose keys equal `match`."""
        for event in reversed(self.events):
            if event.get("event") == name and all(event.get(k) == v for k, v in match.items()):
                return event
        return None

    def drain(self, quiet=0.3):
        """Events until none arrives for `quiet` seconds."""
        seen = []
        while True:
            try:
                event = self.lines.get(timeout=quiet)
            except queue.Empty:
                return seen
            self.events.append(event)
            seen.append(event)

    def type(self, text):
        """Types a text, each character waited on as an edit.

        Characters outside the keymap (full-width digits) need xdotool to
        remap a key for each; a pause between them lets the server follow.
        """
        delay = "0" if text.isascii() else "120"
        xdotool("type", "--delay", delay, text)
        for character in text:
            self.wait_typed(character)

    def key(self, *keys, edit=True):
        xdotool("key", *keys)
        if edit:
            return self.wait("edit")
        return None

    def click_pad(self, name):
        x, y = self.pad[name]
        xdotool("mousemove", str(x), str(y), "click", "1")

    def close(self, keys=("ctrl+q",)):
        xdotool("key", *keys)
        out, _ = self.proc.communicate(timeout=TIMEOUT)
        return self.proc.returncode, out.decode()

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


class Reader:
    """The app's fields over AT-SPI."""

    def __init__(self, pid):
        import pyatspi
        self.pyatspi = pyatspi
        deadline = time.monotonic() + TIMEOUT
        self.app = None
        while self.app is None and time.monotonic() < deadline:
            desktop = pyatspi.Registry.getDesktop(0)
            for app in desktop:
                if app is not None and app.get_process_id() == pid:
                    self.app = app
            if self.app is None:
                time.sleep(0.2)
        if self.app is None:
            raise AppFailure("the app is not on the accessibility bus")

    def _walk(self, node, role):
        if node is None:
            return
        if node.getRole() == role:
            yield node
        for child in node:
            yield from self._walk(child, role)

    def entries(self):
        return list(self._walk(self.app, self.pyatspi.ROLE_TEXT))

    def entry(self, name):
        for node in self.entries():
            if node.name == name:
                return node
        raise AppFailure(f"no entry named {name!r}: {[n.name for n in self.entries()]}")

    def text(self, name):
        text = self.entry(name).queryText()
        return text.getText(0, text.characterCount)

    def insert(self, name, position, text):
        """Writes text into a field as an assistive technology does."""
        editable = self.entry(name).queryEditableText()
        return editable.insertText(position, text, len(text))

    def description(self, name):
        return self.entry(name).description

    def focused(self):
        for node in self.entries():
            if node.getState().contains(self.pyatspi.STATE_FOCUSED):
                return node.name
        return None

    def labels(self):
        """The text of every label the app shows (and some it hides)."""
        return [node.name for node in self._walk(self.app, self.pyatspi.ROLE_LABEL)]

    def button(self, name):
        """The button an assistive technology names so (a pad key's
        accessible name: "7", "Decimal separator", "Next field")."""
        for node in self._walk(self.app, self.pyatspi.ROLE_PUSH_BUTTON):
            if node.name == name:
                return node
        raise AppFailure(f"no button {name!r}")

    def button_sensitive(self, name):
        return self.button(name).getState().contains(self.pyatspi.STATE_SENSITIVE)

    def button_label(self, name):
        """The text a button shows: its label child's."""
        for child in self.button(name):
            if child.getRole() == self.pyatspi.ROLE_LABEL:
                return child.name
        raise AppFailure(f"button {name!r} shows no label")


CATALOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                        "Sources", "Keypad", "Messages", "Catalogs")


def message(message, locale="en_US"):
    """A message's pattern in a locale's language, as the engine's message
    catalog words it (`demo.title`: `Kasse (Demo)` in de_DE), English
    where the language has no catalog."""
    for language in (locale.split("_")[0].split("-")[0], "en"):
        path = os.path.join(CATALOGS, language + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as catalog:
                return json.load(catalog)["messages"][message]
    raise KeyError(message)


def pad_name(name, locale="en_US"):
    """A pad key's accessible name in a locale's language, as the engine's
    message catalog words it (`pad.name.decimal`: `Dezimaltrennzeichen` in
    de_DE), English where the language has no catalog."""
    return message(name, locale)
