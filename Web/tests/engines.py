"""One driver API over three browser engines, headless on Debian, so that the
same browser test runs in each:

  chromium  Blink: Debian's Chromium through Selenium and chromedriver
            (chromium.start);
  webkit    WebKit: WebKitGTK's MiniBrowser through Selenium and
            WebKitWebDriver; it needs an X display and a session bus, so the
            test runs under `xvfb-run -a dbus-run-session -- python3 ...`;
  firefox   Gecko: Firefox ESR over WebDriver BiDi, which it speaks itself
            (no geckodriver), through the `websockets` package.

    sys.path.insert(0, <Web/tests>)
    import engines
    b = engines.start("webkit", width=390, height=844, lang="en-US")
    b.get("http://127.0.0.1:8766/index.html")
    b.click("keypad-field#amount >>> input")
    b.keys("12,5", "{Tab}")
    b.wait("return document.activeElement.id === arguments[0]", "done")
    b.quit()

A CSS selector given to click, accessible and accessible_matches may pierce
shadow roots with ">>>": "keypad-field#amount >>> input" is the first input
in the shadow root of the first keypad-field#amount. Scripts given to run and
wait are function bodies, as Selenium's execute_script takes them (arguments[0]
is the first argument); their arguments and results are JSON values.

Tabs: b.open_tab() opens a tab in the foreground (a window in WebKitGTK)
and makes it the one the other calls act on, returning its handle;
b.use_tab(handle) makes that tab current again and brings it to the
foreground; b.close_tab() closes the current tab (then use_tab another);
b.current_tab() is the current tab's handle.

Beyond the common API: b.perform(sources) performs WebDriver input actions
in every engine; b.driver is the Selenium driver of chromium and webkit
(Chromium's DevTools commands), b.command(method, **params) a WebDriver BiDi
command in firefox's tab. What the engines do differently, seen here:
accessible() is None in Firefox (accessible_matches works in all three);
WebKitGTK binds no key to undo, so Ctrl+Z and Ctrl+Shift+Z reach the page
as keydown events but undo nothing; WebKit skips history entries a page
pushed without a user's gesture when going back.
"""
import asyncio
import atexit
import base64
import ctypes
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import JavascriptException
from selenium.webdriver.remote.command import Command

import chromium

ENGINES = ("chromium", "webkit", "firefox")

# Seconds a page load, a script or a BiDi command may take before it fails.
COMMAND_TIMEOUT = 120

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

# Where Debian's python3-websockets is, for a python3 that is not Debian's.
DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"

# GTK CSS for MiniBrowser's toolbar: its entry and buttons shrunk, so that
# its window can be as narrow as a phone (without it, no narrower than a
# viewport of 447 CSS pixels). GTK's CSS does not reach web content.
TOOLBAR_CSS = ("entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; "
               "font-size: 1px; -gtk-icon-transform: scale(0.1); }\n")

# JavaScript: find(css), the element css names, each ">>>" entering the
# shadow root of the element before it; an Error when there is none.
FIND = """
const find = (css) => css.split(">>>").reduce((scope, part, index) => {
  const root = index === 0 ? scope : scope.shadowRoot;
  const element = root && root.querySelector(part.trim());
  if (!element) throw new Error(`no element matches ${css}`);
  return element;
}, document);
"""

# JavaScript: a paste as a browser hands it over (headless engines have no
# clipboard): a cancelable insertFromPaste beforeinput at the inner input of
# the element whose id is arguments[0], its data arguments[1]; answers
# whether the field prevented it.
PASTE = """
const input = document.getElementById(arguments[0]).shadowRoot.querySelector('input');
const event = new InputEvent('beforeinput', {inputType: 'insertFromPaste', data: arguments[1],
  bubbles: true, cancelable: true, composed: true});
input.dispatchEvent(event);
return event.defaultPrevented;
"""

# JavaScript: the element css (arguments[0]) names scrolled into view, and
# the centre of its part inside the viewport, in whole CSS pixels.
CENTRE = FIND + """
const element = find(arguments[0]);
element.scrollIntoView({block: "center", inline: "center", behavior: "instant"});
const rect = element.getBoundingClientRect();
const left = Math.max(rect.left, 0), right = Math.min(rect.right, innerWidth);
const top = Math.max(rect.top, 0), bottom = Math.min(rect.bottom, innerHeight);
if (right <= left || bottom <= top) throw new Error(`${arguments[0]} is not in the viewport`);
return [Math.floor((left + right) / 2), Math.floor((top + bottom) / 2)];
"""

# JavaScript: the viewport's size once two frames have been drawn, so that a
# resize has reached the page.
INNER_SIZE = """
return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(
  () => resolve([innerWidth, innerHeight]))));
"""

# WebDriver's codes of the keys keys() knows by name, as in "{Shift+Tab}"
# (Enter is the main one, code "Enter"; WebDriver's \ue007 is NumpadEnter).
KEY_CODES = {
    "Backspace": "\ue003", "Tab": "\ue004", "Enter": "\ue006", "Shift": "\ue008",
    "Ctrl": "\ue009", "Control": "\ue009", "Alt": "\ue00a", "Escape": "\ue00c",
    "Space": " ", "PageUp": "\ue00e", "PageDown": "\ue00f", "End": "\ue010",
    "Home": "\ue011", "ArrowLeft": "\ue012", "ArrowUp": "\ue013",
    "ArrowRight": "\ue014", "ArrowDown": "\ue015", "Delete": "\ue017",
    "Meta": "\ue03d",
}


class ScriptError(Exception):
    """A script given to Browser.run threw, or did not compile; the message
    is the page's."""


class EngineError(RuntimeError):
    """A browser could not be started, or refused a command."""


def start(name, width=390, height=844, lang="en-US", **options):
    """A new headless browser of the engine `name` ("chromium", "webkit" or
    "firefox") on about:blank, its viewport width x height CSS pixels as
    closely as the engine allows, its language `lang` (navigator.language
    and Accept-Language; Intl's default locale too in WebKit alone, the
    others keeping en-US). `options` are the engine's own (Chromium's
    trace_categories)."""
    kinds = {"chromium": Chromium, "webkit": WebKit, "firefox": Firefox}
    if name not in kinds:
        raise ValueError(f"unknown engine {name!r}: one of {', '.join(ENGINES)}")
    return kinds[name](width, height, lang, **options)


def script_function(body):
    """JavaScript: an async function of the JSON of an array of arguments,
    which runs `body` with them as its arguments and resolves to the JSON of
    [true, its value awaited] or of [false, the message of what it threw]."""
    return (
        "async function (json) {\n"
        "  try {\n"
        "    const value = await (function () {\n" + body + "\n}).apply(null, JSON.parse(json));\n"
        "    return JSON.stringify([true, value]);\n"
        "  } catch (error) {\n"
        "    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);\n"
        "    return JSON.stringify([false, message]);\n"
        "  }\n"
        "}")


def script_value(answer):
    """The value of a script_function's answer, or its error raised."""
    ok, value = json.loads(answer)
    if not ok:
        raise ScriptError(value)
    return value


def key_code(key, chord):
    """WebDriver's code of the key named `key` (KEY_CODES' names, or a
    single character) in `chord`."""
    if key in KEY_CODES:
        return KEY_CODES[key]
    if len(key) == 1:
        return key
    raise ValueError(f"unknown key {key!r} in {chord!r}")


def key_actions(items):
    """The WebDriver key actions (keyDown and keyUp, as both WebDriver and
    WebDriver BiDi take them) that type `items`: each item is either text,
    typed a character at a time, or a chord in braces such as "{Tab}",
    "{Shift+Tab}" or "{Ctrl+Shift+z}", whose keys are pressed in order and
    released in reverse."""
    actions = []
    for item in items:
        chord = re.fullmatch(r"\{(.+)\}", item)
        strokes = [[key_code(key, item) for key in chord.group(1).split("+")]] if chord else item
        for keys in strokes:
            actions += [{"type": "keyDown", "value": key} for key in keys]
            actions += [{"type": "keyUp", "value": key} for key in reversed(keys)]
    return [{"type": "key", "id": "keyboard", "actions": actions}]


def click_actions(x, y):
    """The WebDriver pointer actions of a left click at the viewport's
    point (x, y)."""
    return [{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
             "actions": [{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport",
                          "duration": 0},
                         {"type": "pointerDown", "button": 0},
                         {"type": "pointerUp", "button": 0}]}]


def import_websockets():
    """The websockets package: the python3 running may not be Debian's, whose
    python3-websockets is then taken from its directory, where nothing else
    is looked up."""
    try:
        import websockets
    except ImportError:
        sys.path.append(DEBIAN_PACKAGES)
        try:
            import websockets
        finally:
            sys.path.remove(DEBIAN_PACKAGES)
    return websockets


def end_with_parent():
    """Has the kernel send this process SIGTERM when the thread that started
    it ends, however it ends (prctl PR_SET_PDEATHSIG): a Firefox outlives
    neither a test killed before atexit could run."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)


class Browser:
    """What every engine does the same way, on top of each engine's run,
    navigation and input actions."""

    name = None

    def wait(self, body, *args, timeout=30):
        """Runs `body` with `args` (as run does) until its value is truthy,
        and returns that value; TimeoutError after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.run(body, *args)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: not true after {timeout} s: {body.strip()}")
            time.sleep(0.05)

    def keys(self, *items):
        """Real key events to the focused element: each item text, typed a
        character at a time, or a chord in braces ("{Tab}", "{Shift+Tab}",
        "{Ctrl+a}", "{Ctrl+Shift+z}"; the names are KEY_CODES' and single
        characters)."""
        self.perform(key_actions(items))

    def click(self, css):
        """A real click at the centre of the element css names (">>>"
        allowed), scrolled into view first."""
        self.click_at(*self.run(CENTRE, css))

    def click_at(self, x, y):
        """A real left click at the viewport's point (x, y)."""
        self.perform(click_actions(x, y))

    def accessible_matches(self, css, role, name):
        """Whether the element css names (">>>" allowed) has this computed
        role and accessible name."""
        return self.accessible(css) == (role, name)

    def _loaded(self):
        """Waits for document.readyState to be "complete"."""
        self.wait("return document.readyState === 'complete'", timeout=COMMAND_TIMEOUT)


class SeleniumBrowser(Browser):
    """An engine driven through Selenium: `driver` is its WebDriver, for
    what only that engine does (such as Chromium's DevTools commands)."""

    def __init__(self, driver, width, height):
        self.driver = driver
        self.size = (width, height)
        atexit.register(self.quit)
        driver.set_page_load_timeout(COMMAND_TIMEOUT)
        driver.set_script_timeout(COMMAND_TIMEOUT)
        self.set_size(width, height)

    def get(self, url):
        """Navigates to url and waits for the page to load."""
        self.driver.get(url)
        self._loaded()

    def back(self):
        """Goes back in the history and waits for the page to load."""
        self.driver.back()
        self._loaded()

    def forward(self):
        """Goes forward in the history and waits for the page to load."""
        self.driver.forward()
        self._loaded()

    def reload(self):
        """Reloads the page and waits for it to load."""
        self.driver.refresh()
        self._loaded()

    def run(self, body, *args):
        """The JSON value of the JavaScript function body `body` run in the
        page with the JSON values `args`, a promise awaited; ScriptError with
        the page's message if it throws."""
        try:
            answer = self.driver.execute_async_script(
                f"({script_function(body)})(arguments[0]).then(arguments[1]);", json.dumps(args))
        except JavascriptException as error:
            raise ScriptError(error.msg) from None
        return script_value(answer)

    def perform(self, actions):
        """Performs WebDriver input actions (sources as the spec gives them)."""
        self.driver.execute(Command.W3C_ACTIONS, {"actions": actions})

    def set_size(self, width, height):
        """Resizes the window so that the viewport is width x height as
        closely as the engine allows (the window's frame measured once);
        the viewport's [innerWidth, innerHeight]."""
        self.driver.set_window_size(width, height)
        inner = self.run(INNER_SIZE)
        if inner != [width, height]:
            outer = self.driver.get_window_size()
            self.driver.set_window_size(outer["width"] + width - inner[0],
                                        outer["height"] + height - inner[1])
            inner = self.run(INNER_SIZE)
        return inner

    def screenshot(self, path):
        """Writes a PNG of the viewport to path."""
        with open(path, "wb") as file:
            file.write(self.driver.get_screenshot_as_png())

    def open_tab(self):
        """Opens a tab (about:blank) in the foreground and makes it current;
        its handle."""
        self.driver.switch_to.new_window("tab")
        return self.driver.current_window_handle

    def use_tab(self, handle):
        """Makes the tab `handle` current, in the foreground."""
        self.driver.switch_to.window(handle)

    def close_tab(self):
        """Closes the current tab."""
        self.driver.close()

    def current_tab(self):
        """The current tab's handle."""
        return self.driver.current_window_handle

    def _element(self, css):
        """The Selenium element css names (">>>" allowed)."""
        try:
            return self.driver.execute_script(FIND + "return find(arguments[0]);", css)
        except JavascriptException as error:
            raise ScriptError(error.msg) from None

    def accessible(self, css):
        """(computed role, accessible name) of the element css names."""
        element = self._element(css)
        return element.aria_role, element.accessible_name

    def quit(self):
        """Ends the session and the browser."""
        if self.driver is not None:
            driver, self.driver = self.driver, None
            driver.quit()


class Chromium(SeleniumBrowser):
    """Debian's Chromium, headless, through chromedriver (chromium.start:
    the browser console kept for driver.get_log("browser")). --accept-lang
    gives navigator.language; Intl's default locale stays en-US (Debian's
    Chromium carries no other user interface language). With
    `trace_categories`, Chromium's trace of those categories is recorded from
    the start, for driver.get_log("performance") (chromium.start)."""

    name = "chromium"

    def __init__(self, width, height, lang, trace_categories=None):
        super().__init__(chromium.start(f"--window-size={width},{height}", f"--lang={lang}",
                                        f"--accept-lang={lang}",
                                        trace_categories=trace_categories), width, height)


class WebKit(SeleniumBrowser):
    """WebKitGTK's MiniBrowser through WebKitWebDriver, on the X display
    $DISPLAY (Xvfb) with a session bus. It takes its language from the
    process's locale (navigator.language and Intl's default locale alike), so
    the locale of `lang` is compiled with localedef into a temporary
    directory given as LOCPATH; there too a GTK configuration (TOOLBAR_CSS).
    quit removes the directory."""

    name = "webkit"

    def __init__(self, width, height, lang):
        if not os.environ.get("DISPLAY"):
            raise EngineError("webkit needs an X display and a session bus: run the test "
                              "under `xvfb-run -a dbus-run-session -- python3 ...`")
        self.home = tempfile.mkdtemp(prefix="engines-webkit-")
        try:
            locale = self._compile_locale(lang.replace("-", "_"))
            os.mkdir(os.path.join(self.home, "gtk-3.0"))
            with open(os.path.join(self.home, "gtk-3.0", "gtk.css"), "w") as css:
                css.write(TOOLBAR_CSS)
            options = webdriver.WebKitGTKOptions()
            options.binary_location = MINIBROWSER
            options.add_argument("--automation")
            service = webdriver.WebKitGTKService(log_output=subprocess.DEVNULL, env={
                **os.environ, "LOCPATH": self.home, "LANG": locale, "LC_ALL": locale,
                "LANGUAGE": "", "XDG_CONFIG_HOME": self.home})
            driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            shutil.rmtree(self.home, ignore_errors=True)
            raise
        super().__init__(driver, width, height)

    def open_tab(self):
        """Opens a window (about:blank) of the first one's viewport size and
        makes it current; its handle. A new tab of MiniBrowser's stays in the
        background, hidden and without the focus, where input actions hang:
        a window is in the foreground. WebKitGTK then sends the keys of
        actions to the current window's focused element even while another
        window has the X focus (document.hasFocus() false)."""
        self.driver.switch_to.new_window("window")
        self.set_size(*self.size)
        return self.driver.current_window_handle

    def _compile_locale(self, name):
        """The glibc locale name (such as de_DE.UTF-8) of `name` (de_DE),
        compiled into the temporary directory."""
        if not os.path.exists(os.path.join("/usr/share/i18n/locales", name)):
            raise EngineError(f"webkit: glibc has no locale {name} (/usr/share/i18n/locales)")
        locale = f"{name}.UTF-8"
        subprocess.run(["localedef", "-c", "-i", name, "-f", "UTF-8", os.path.join(self.home, locale)],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not os.path.isdir(os.path.join(self.home, locale)):
            raise EngineError(f"webkit: localedef could not compile the locale {locale}")
        return locale

    def quit(self):
        """Ends the session and the browser, and removes its directory."""
        super().quit()
        shutil.rmtree(self.home, ignore_errors=True)


class BiDi:
    """A WebDriver BiDi connection: command() sends a command and returns its
    result, skipping events (none are subscribed to). The websockets package's
    asyncio client, run on a private event loop."""

    def __init__(self, url):
        self.loop = asyncio.new_event_loop()
        self.socket = self.loop.run_until_complete(self.connect(url))
        self.last_id = 0

    @staticmethod
    async def connect(url):
        """The connection, made in the running loop (websockets 10 takes the
        loop current when connect is called), with no keepalive pings (the
        loop runs only during a command)."""
        return await import_websockets().connect(url, max_size=None, ping_interval=None)

    def command(self, method, params, timeout=COMMAND_TIMEOUT):
        """The result of the command `method` with `params`; EngineError with
        the browser's message if it fails."""
        self.last_id += 1
        self.loop.run_until_complete(self.socket.send(json.dumps(
            {"id": self.last_id, "method": method, "params": params})))
        deadline = time.monotonic() + timeout
        while True:
            try:
                message = json.loads(self.loop.run_until_complete(asyncio.wait_for(
                    self.socket.recv(), max(deadline - time.monotonic(), 0))))
            except asyncio.TimeoutError:
                raise TimeoutError(f"firefox: no answer to {method} after {timeout} s") from None
            if message.get("id") == self.last_id:
                if message["type"] == "error":
                    raise EngineError(f"firefox: {method}: {message['error']}: {message['message']}")
                return message["result"]

    def close(self):
        """Closes the connection, if it is still open, and the event loop."""
        try:
            self.loop.run_until_complete(self.socket.close())
        except Exception:  # the connection has gone already
            pass
        self.loop.close()


class Firefox(Browser):
    """Firefox ESR, headless, over WebDriver BiDi in a tab of its own (in the
    tab Firefox starts with, no focus events fire), with a new profile in a
    temporary directory that quit removes."""

    name = "firefox"

    def __init__(self, width, height, lang):
        self.process = None
        self.bidi = None
        self.size = (width, height)
        self.profile = tempfile.mkdtemp(prefix="engines-firefox-")
        atexit.register(self.quit)
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            prefs.write(f'user_pref("intl.accept_languages", {json.dumps(lang)});\n')
        log_path = os.path.join(self.profile, "firefox.log")
        with open(log_path, "w") as log:
            self.process = subprocess.Popen(
                ["firefox-esr", "--headless", "--remote-debugging-port", "0",
                 "--profile", self.profile, "--no-remote", "--width", str(width),
                 "--height", str(height), "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True, preexec_fn=end_with_parent)
        try:
            self.bidi = BiDi(self._listening(log_path) + "/session")
            self.bidi.command("session.new", {"capabilities": {}})
            self.context = self.bidi.command(
                "browsingContext.create", {"type": "tab", "background": False})["context"]
            self.set_size(width, height)
        except BaseException:
            self.quit()
            raise

    def _listening(self, log_path, timeout=60):
        """The ws:// address Firefox prints once WebDriver BiDi listens."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with open(log_path) as log:
                found = re.search(r"WebDriver BiDi listening on (ws://\S+)", log.read())
            if found:
                return found.group(1)
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        with open(log_path) as log:
            raise EngineError(f"firefox did not start WebDriver BiDi:\n{log.read()}")

    def command(self, method, **params):
        """The result of the BiDi command `method` in this browser's tab."""
        return self.bidi.command(method, {"context": self.context, **params})

    def get(self, url):
        """Navigates to url and waits for the page to load."""
        self.command("browsingContext.navigate", url=url, wait="complete")

    def _traverse(self, delta):
        """Moves `delta` steps in the history and waits for the page to load."""
        self.command("browsingContext.traverseHistory", delta=delta)
        self._loaded()

    def back(self):
        """Goes back in the history and waits for the page to load."""
        self._traverse(-1)

    def forward(self):
        """Goes forward in the history and waits for the page to load."""
        self._traverse(1)

    def reload(self):
        """Reloads the page and waits for it to load."""
        self.command("browsingContext.reload", wait="complete")

    def _call(self, declaration, arguments, await_promise):
        """The BiDi result of calling the JavaScript function `declaration`
        with BiDi `arguments` in the page; ScriptError if it throws."""
        answer = self.bidi.command("script.callFunction", {
            "functionDeclaration": declaration, "arguments": arguments,
            "awaitPromise": await_promise, "target": {"context": self.context}})
        if answer["type"] == "exception":
            raise ScriptError(answer["exceptionDetails"]["text"])
        return answer["result"]

    def run(self, body, *args):
        """The JSON value of the JavaScript function body `body` run in the
        page with the JSON values `args`, a promise awaited; ScriptError with
        the page's message if it throws."""
        answer = self._call(script_function(body),
                           [{"type": "string", "value": json.dumps(args)}], True)
        return script_value(answer["value"])

    def perform(self, actions):
        """Performs WebDriver input actions (sources as the spec gives them)."""
        self.command("input.performActions", actions=actions)

    def set_size(self, width, height):
        """Sets the viewport to width x height; its [innerWidth, innerHeight]."""
        self.command("browsingContext.setViewport", viewport={"width": width, "height": height})
        return self.run(INNER_SIZE)

    def open_tab(self):
        """Opens a tab (about:blank) in the foreground, of the first one's
        viewport size, and makes it current; its handle (its browsing
        context)."""
        self.context = self.bidi.command(
            "browsingContext.create", {"type": "tab", "background": False})["context"]
        self.set_size(*self.size)
        return self.context

    def use_tab(self, handle):
        """Makes the tab `handle` current, in the foreground."""
        self.context = handle
        self.command("browsingContext.activate")

    def close_tab(self):
        """Closes the current tab."""
        self.command("browsingContext.close")

    def current_tab(self):
        """The current tab's handle."""
        return self.context

    def screenshot(self, path):
        """Writes a PNG of the viewport to path."""
        data = self.command("browsingContext.captureScreenshot")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def accessible(self, css):
        """None: WebDriver BiDi has no command that reads a computed role or
        accessible name (accessible_matches checks them)."""
        return None

    def accessible_matches(self, css, role, name):
        """Whether the element css names (">>>" allowed) is among the nodes
        Firefox's accessibility tree gives this role and name, looked for
        from the element's root (locateNodes does not enter shadow roots)."""
        target = [{"type": "string", "value": css}]
        root = self._call("function (css) {" + FIND + "return find(css).getRootNode(); }",
                         target, False)
        nodes = self.command("browsingContext.locateNodes", startNodes=[
            {"sharedId": root["sharedId"]}], locator={
                "type": "accessibility", "value": {"role": role, "name": name}})["nodes"]
        answer = self._call("function (css, ...nodes) {" + FIND + "return nodes.includes(find(css)); }",
                           target + [{"sharedId": node["sharedId"]} for node in nodes], False)
        return answer["value"]

    def quit(self):
        """Ends the session, stops Firefox (its whole process group) and
        removes its profile."""
        if self.bidi is not None:
            bidi, self.bidi = self.bidi, None
            try:
                bidi.command("session.end", {}, timeout=10)
            except Exception:  # Firefox or the connection has gone already
                pass
            bidi.close()
        if self.process is not None:
            process, self.process = self.process, None
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
            except ProcessLookupError:
                pass
        if self.profile is not None:
            shutil.rmtree(self.profile, ignore_errors=True)
            self.profile = None
