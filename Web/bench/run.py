#!/usr/bin/env python3
"""The browser benchmark of the Keypad page in three engines, Chromium
(Blink), WebKitGTK (WebKit) and Firefox ESR (Gecko), driven through
Web/tests/engines.py, against the budgets of issue 51.

Usage: run.py [--engines LIST] [--loads N] [--keys N] [--margin M]
              [--report-only BUDGETS] [--only PARTS] [--thread-time]
              [--json FILE] [--no-native]

WebKitGTK needs an X display and a session bus: run.sh runs this under
`xvfb-run -a dbus-run-session --`. Serves the package as shipped, Web/dist/
(Web/dist.sh: keypad-field.js, the engine bundled into keypad.js, the
catalogs, the builds), over Web/ (the demo page, its own script and data,
the bench's pages), or with --sources the package's sources as written, on
127.0.0.1 (a free port) with the two headers that make the page cross-origin isolated (COOP
same-origin, COEP require-corp), so that performance.now() has each
engine's finest resolution (5 µs in Chromium, 20 µs in WebKitGTK and
Firefox, against 100 µs to 1 ms otherwise), and with `Cache-Control:
max-age=3600`, so that a page loaded again finds its files in the HTTP
cache. The demo page is served with MARKS (below) as its first script.

  (a) Time until a field takes a key: the demo page index.html?locale=en_US
      (its <keypad-field> elements and <keypad-pad>) loaded N times (default
      20), each in a new tab (a window in WebKitGTK, whose new tabs stay in
      the background), after one load not counted that fills the HTTP
      cache: the files come from the cache, the module is compiled in each
      tab (Chromium may take its compiled code from its code cache). Each
      load is asked for by the new tab's about:blank, as a link asks
      (location.href), which writes the time it asked into the URL. The
      figure is the time of page.js's performance mark "keypad-ready" from
      that time: the module instantiated, the elements defined, the demo
      form's fields opened in the engine and drawn. (A page's own timeline
      starts at its performance.timeOrigin: in Chromium and Firefox when
      the navigation is asked for, in WebKitGTK over 100 ms later, once the
      web process it starts for the page has begun; reported as "the page's
      clock starts".) Median, min and max, in each engine. Beside it, from
      MARKS: keypad-all.wasm fetched (its resource timing), keypad.js calling
      instantiateStreaming (the page's modules evaluated), the module
      instantiated (compiled) and the form opened (the module's last
      keypad_web_open_fields before "keypad-ready"); and the same loads of
      bench/baseline.html (one input and one module script, no Keypad): the
      time its script has run, what the engine takes to show any page. In
      Chromium twice more: with the HTTP cache off (every file fetched, the
      module compiled from its bytes), and with the cache off and the
      renderer's CPU slowed 4× (DevTools' Network.setCacheDisabled and
      Emulation.setCPUThrottlingRate, set in each new tab before its
      navigation).
  (b) A key: real key events (WebDriver key actions: trusted keydown,
      beforeinput, input), N keys (default 3,000): `1234567.89` typed and
      backspaced, again and again, into the demo form's amount field
      (<keypad-field id="amount">: the keys go to the input in its shadow
      root) and, in another tab of the same browser, into the one input of
      bench/baseline.html (no Keypad; its beforeinput handler prevents the
      edit and sets the input's value and selection, as the element does),
      in turns of 200 keys. Each key is timed in its page from a capturing
      beforeinput listener on window (the first to run, before the element's
      handler) to a bubbling one (after it: the element's whole handling of
      the key, the engine's answer drawn into the field, its input event
      dispatched, the pad and the live region updated), with the time spent
      in the input's value and selection setters (the browser's own work,
      which the bare input shows) and, in Keypad's page, in the engine's
      calls (KeypadSession.apply of the module keypad.js the elements
      import, wrapped: the wasm call, the JSON answer read and laid over the
      last state). Style, layout and paint after the handler are not in it.
      p50, p99 and max of each page; the same keys as script InputEvents
      beside them; and the engine alone, the same keys in a loop in Keypad's
      page (LOOP) on a KeypadEngine loaded apart from the elements', through
      KeypadSession.apply and through the module's export alone, µs per key,
      the fastest of five loops. In each engine.
      With --thread-time, in Chromium, the same keys again in a browser
      recording Chromium's trace: each key's whole beforeinput dispatch, its
      wall time against its main thread's running time (thread_times).
  (c) The engine's cost per key, wasm against native, for the keystroke
      script of Benchmarks/Probes/KeystrokeProbe (Web/bench/Probe.swift
      compiled from the same sources into probe.wasm, optimized by wasm-opt
      as the page's modules are):
      - wasm instructions executed per key, counted by an instrumented copy
        of the module (count.py), the same in every engine (within what the
        module's random hashing seed moves: hundredths of an instruction;
        the first engine's reported), against x86-64
        instructions per key natively, counted by callgrind
        (Benchmarks/instructions.sh);
      - time per key in each engine against time per key of the native
        release probe, all on this machine in this run, each the fastest of
        seven runs (the least disturbed by other work on the shared cores).

Budgets (issue 51), each engine's figure against each: (a) at most 100 ms
(the median), and 120 ms in Chromium with the cache off and the CPU slowed
4×; (b) what Keypad adds to a real key, each key's time in Keypad's page
less the time in its value and selection setters, which a bare input costs
as much, at most 0.5 ms at p99 (Benchmarks/README.md says why this figure
and not the difference of the two pages' p99s, which is reported too); (c)
wasm instructions at most 3× native, in each run of the script.
Each figure is printed beside its budget; one over it is reported, and the
run fails (exit 1) only past the figure's ratchet (RATCHETS): twice the
budget, or twice what the figure reached where it is over its budget (the
median of its recorded runs), since other builds on the two shared cores
move timed figures by 50-80 % (Benchmarks/README.md); the instruction
ratio, which is exact, past the ratio reached. --margin M fails past each budget times (1 + M) instead
(--margin 0: the budgets themselves, on a quiet machine); --report-only
names budgets reported but never failed (interactive, cold, keystroke,
wasm). --only runs some of the parts (interactive, keystroke, wasm);
--engines some of the engines."""
import argparse
import datetime
import functools
import http.server
import json
import os
import re
import subprocess
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
WEB = os.path.dirname(HERE)
DIST = os.path.join(WEB, "dist")
ROOT = os.path.dirname(WEB)
sys.path.insert(0, os.path.join(WEB, "tests"))
import engines  # noqa: E402  (Web/tests/engines.py)
from figures import key_summary, median, percentile, verdict  # noqa: E402

BUDGETS = {"interactive_ms": 100.0, "cold_ms": 120.0, "keystroke_p99_ms": 0.5, "wasm_ratio": 3.0}
# Where a figure fails the run (its ratchet), unless --margin is given. A
# timed figure fails past twice its budget or, where it is over its budget
# here, past twice the median of its runs in Benchmarks/README.md ("In the
# browser (WebAssembly)", four runs at load averages of 2 to 7 on the two
# shared cores) rounded up to 100 ms, whichever is higher: other builds on
# the cores move timed figures by 50-80 %, and a figure over its budget is
# held where it is until a step brings it down. The instruction ratio,
# which is exact, fails past the ratio reached. Lower them with each step.
RATCHETS = {
    # Medians of 20 new tabs, four runs of the package as shipped (Web/dist/)
    # on 28 November 2026 at load averages of 1.9 to 2.5: Chromium 131-158 ms
    # (143 the runs' median), WebKitGTK 337-351 ms (348), Firefox 100-108 ms
    # (104); before, on the sources: Chromium 110-241 ms (162), WebKitGTK
    # 297-471 (364), Firefox 115-158 (137), ratchets 400, 800 and 300.
    ("interactive", "chromium"): 300.0,
    ("interactive", "webkit"): 700.0,
    ("interactive", "firefox"): 300.0,
    # Chromium, the cache off and the CPU slowed 4×: 377-495 ms (443); on the
    # sources 359-582 ms (496), ratchet 1000.
    ("cold", "chromium"): 900.0,
    # What Keypad adds to a real key, p99: twice the budget (CI reports it
    # without failing on it: on two shared cores its tail is the scheduler's).
    ("keystroke", "chromium"): 1.0,
    ("keystroke", "webkit"): 1.0,
    ("keystroke", "firefox"): 1.0,
    # The largest ratio of wasm to native instructions per key of the four
    # runs, as reached, rounded up a little: 4.50× (en_US, 2,796 wasm
    # instructions at f421c2e against 621 native) when the probe was linked
    # without wasm-opt; 4.29× (en_US, 2,662 against 620) since it is
    # optimized as the page's modules are (Benchmarks/README.md, "What the
    # size flags cost a key").
    ("wasm", None): 4.4,
}
# Chromium's CPU slowdown for the cold load: a mid-range phone's, as issue 51
# takes it.
SLOWDOWN = 4
RUNS = ["en_US", "ar_EG", "en_US.rules", "en_US.card"]
# The 20 keys of the native script, as real keys.
KEYS = "1234567.89" + "\ue003" * 10
NAMES = {"chromium": "Chromium", "webkit": "WebKitGTK", "firefox": "Firefox"}

# The demo page's first script, in every tab of (a) (the server writes it
# into index.html): the performance marks "keypad-instantiating" when
# keypad.js calls WebAssembly.instantiateStreaming (its modules evaluated),
# "keypad-loaded" when that has instantiated keypad-all.wasm (the build the
# demo form's kinds load; compiled), and "keypad-opened" after each of the
# module's keypad_web_open_fields calls (the last
# before "keypad-ready" is the demo form's fields opened as one form). The
# module's exports are handed to keypad.js as they are but that one call,
# wrapped.
MARKS = """
    const instantiate = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async function (source, imports) {
      if (!performance.getEntriesByName('keypad-instantiating').length) {
        performance.mark('keypad-instantiating');
      }
      const result = await instantiate.call(this, source, imports);
      const exports = result.instance.exports;
      if (!exports.keypad_web_open_fields || performance.getEntriesByName('keypad-loaded').length) return result;
      performance.mark('keypad-loaded');
      const open = exports.keypad_web_open_fields;
      const wrapped = Object.assign(Object.create(null), exports, {
        keypad_web_open_fields(...args) {
          try { return open(...args); } finally { performance.mark('keypad-opened'); }
        },
      });
      return {module: result.module, instance: {exports: wrapped}};
    };"""


# A module the demo page preloads (index.html's <link rel="modulepreload">).
PRELOAD = re.compile(rb'\n *<link rel="modulepreload" href="([^"]+)">')


def shipped_page(body, package):
    """The demo page as a page using the package as shipped loads it: a
    module it preloads that the package has not (the sources' ICU layer and
    English's messages, which the package's keypad.js bundles) is left out,
    unless the page's own script imports it (its currency data)."""
    with open(os.path.join(WEB, "page.js"), encoding="utf-8") as script:
        own = set(re.findall(r'^import .* from "\./([^"]+)";$', script.read(), re.M))

    def kept(match):
        href = match.group(1).decode()
        wanted = os.path.isfile(os.path.join(package, href)) or href in own
        return match.group(0) if wanted else b""
    return PRELOAD.sub(kept, body)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Web/'s files, the package's (`package`, Web/dist/) in place of any
    the package has; index.html with MARKS as its first script."""

    def __init__(self, *args, package=None, **kwargs):
        self.package = package
        super().__init__(*args, **kwargs)

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "max-age=3600")
        super().end_headers()

    def translate_path(self, path):
        served = super().translate_path(path)
        if self.package:
            shipped = os.path.join(self.package, os.path.relpath(served, self.directory))
            if os.path.isfile(shipped):
                return shipped
        return served

    def do_GET(self):
        if urllib.parse.urlsplit(self.path).path != "/index.html":
            super().do_GET()
            return
        with open(os.path.join(WEB, "index.html"), "rb") as page:
            body = page.read()
        charset = b'<meta charset="utf-8">'
        if charset not in body:
            self.send_error(500, "index.html has no <meta charset>")
            return
        body = body.replace(charset, charset + b"\n  <script>" + MARKS.encode() + b"</script>", 1)
        if self.package:
            body = shipped_page(body, self.package)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def serve(package=None):
    """Serves Web/ (with `package`'s files over it) on a free port."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=WEB, package=package))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def start(engine, **options):
    browser = engines.start(engine, width=390, height=844, lang="en-US", **options)
    if engine == "chromium":
        browser.driver.set_script_timeout(300)
    return browser


def version(browser):
    """The engine's version, as its driver or its user agent gives it."""
    if browser.name == "firefox":
        agent = browser.run("return navigator.userAgent")
        return agent.rsplit("Firefox/", 1)[-1]
    return browser.driver.capabilities.get("browserVersion")


def load(browser, url, asked=False, keypad=True):
    """Loads the demo page (or with `keypad` false, another page that sets
    document.body.dataset.ready) and waits for it to be ready: the demo's
    fields defined and drawn, none in error. With `asked`, the page in the
    tab asks for the navigation, as a link does, and writes the time it
    asked (Date.now()) into the URL's `asked` (url has a query already)."""
    if asked:
        browser.run("""
            const url = arguments[0];
            setTimeout(() => { location.href = `${url}&asked=${Date.now()}`; }, 0);
            return true;""", url)
        browser.wait("return location.search.includes('asked=') && document.body !== null"
                     " && document.body.dataset.ready === '1'", timeout=60)
    else:
        browser.get(url)
        browser.wait("return document.body.dataset.ready === '1'", timeout=60)
    if not keypad:
        return
    problem = browser.run("""
        if (document.body.dataset.error) return `the page's error ${document.body.dataset.error}`;
        const fields = [...document.querySelectorAll('#form keypad-field')];
        if (fields.length === 0 || !customElements.get('keypad-field')) return 'no fields';
        const failed = fields.filter((f) => f.matches(':state(error)'));
        if (failed.length) return `${failed.map((f) => f.id)}: ${failed[0].shadowRoot
          .querySelector('[part=message]').textContent}`;
        return null;""")
    if problem:
        raise SystemExit(f"bench: {browser.name}: the page did not open its form: {problem}")


# A load's times, read in its tab once it is ready (arguments[0]: the mark
# its page sets then), in ms from when the navigation was asked for (the
# URL's `asked`, the epoch time in the page that asked). The page's own
# clock starts at performance.timeOrigin, `clock` later: about 0 in Chromium
# and Firefox, over 100 ms in WebKitGTK, which starts a web process for the
# page and begins its timeline there.
SAMPLE = """
    const asked = Number(new URLSearchParams(location.search).get('asked'));
    const clock = performance.timeOrigin - asked;
    const ready = performance.getEntriesByName(arguments[0])[0].startTime;
    const before = (name) => {
      const found = performance.getEntriesByName(name)
        .map((e) => e.startTime).filter((t) => t <= ready).pop();
      return found === undefined ? null : found + clock;
    };
    const wasm = performance.getEntriesByType('resource')
      .find((e) => e.name.endsWith('/keypad-all.wasm'));
    const drawn = [...document.querySelectorAll('#form keypad-field')]
      .filter((f) => f.shadowRoot.querySelector('input').value === f.display
        && f.shadowRoot.querySelector('input').hasAttribute('enterkeyhint'));
    return {ready: ready + clock, clock, instantiating: before('keypad-instantiating'),
            loaded: before('keypad-loaded'), opened: before('keypad-opened'),
            wasm: wasm ? wasm.responseEnd + clock : null, fields: drawn.length,
            isolated: crossOriginIsolated};"""

# The pages of (a): the demo page and the mark of its fields taking keys; the
# bare page (one input, one module script) and the mark of its script run.
READY = {"keypad": ("index.html?locale=en_US", "keypad-ready"),
         "baseline": ("bench/baseline.html?load=1", "baseline-ready")}


def interactive(browser, base, loads, page="keypad", cold=False, slowdown=1):
    """Loads the page `loads` times, each in a new tab (a window in
    WebKitGTK), asked for by the tab's about:blank, after one load not
    counted in the first tab (the HTTP cache filled); in Chromium, `cold`
    turns each new tab's HTTP cache off and `slowdown` slows its renderer's
    CPU."""
    path, mark = READY[page]
    url = base + path
    keypad = page == "keypad"
    home = browser.current_tab()
    load(browser, url, keypad=keypad)  # not counted: the browser's first start, the cache filled
    samples = []
    for _ in range(loads):
        browser.open_tab()
        if cold:
            browser.driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        if slowdown != 1:
            browser.driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": slowdown})
        load(browser, url, asked=True, keypad=keypad)
        sample = browser.run(SAMPLE, mark)
        browser.close_tab()
        browser.use_tab(home)
        if keypad and (sample["loaded"] is None or sample["opened"] is None):
            raise SystemExit(f"bench: {browser.name}: the module's marks are missing: {sample}")
        if not sample["isolated"]:
            raise SystemExit(f"bench: {browser.name}: the page is not cross-origin isolated")
        samples.append(sample)

    def middle(key):
        found = [s[key] for s in samples if s[key] is not None]
        return median(found) if found else None

    ready = [s["ready"] for s in samples]
    return {
        "loads": loads,
        "median_ms": median(ready),
        "max_ms": max(ready),
        "min_ms": min(ready),
        "clock_median_ms": middle("clock"),
        "wasm_fetched_median_ms": middle("wasm"),
        "instantiating_median_ms": middle("instantiating"),
        "instantiated_median_ms": middle("loaded"),
        "opened_median_ms": middle("opened"),
        "fields": samples[0]["fields"],
        "samples_ms": ready,
    }


# Installed in a page before its keys (arguments: the input's field id, and
# whether it is Keypad's page): each key is timed from a capturing
# beforeinput listener on window (before the element's handler) to a
# bubbling one (after it; a browser's beforeinput is composed, so it leaves
# the field's shadow root), with the time spent in the measured input's value
# and selection setters (the browser's own work on a set, which a bare input
# costs as much) and, in the Keypad page, in the engine's calls: the
# KeypadSession.apply of keypad.js, the module the elements import (one
# module per URL: the same class), wrapped, with the bytes of each answer.
TIMING = """
    const [id, keypad] = arguments;
    const bench = window.bench =
      {times: [], engine: [], browser: [], bytes: [], types: [], hidden: 0, refused: 0};
    let start = 0, engine = 0, browser = 0, bytes = 0;
    window.addEventListener('beforeinput', () => {
      engine = 0;
      browser = 0;
      bytes = 0;
      start = performance.now();
    }, true);
    window.addEventListener('beforeinput', (event) => {
      bench.times.push(performance.now() - start);
      bench.engine.push(engine);
      bench.browser.push(browser);
      bench.bytes.push(bytes);
      bench.types.push(event.inputType);
      if (document.visibilityState !== 'visible') bench.hidden++;
    });
    document.addEventListener('keypad-refuse', () => bench.refused++, true);
    const timed = (call) => function (...args) {
      const begin = performance.now();
      try { return call.apply(this, args); } finally { browser += performance.now() - begin; }
    };
    const field = document.getElementById(id);
    const input = field.shadowRoot ? field.shadowRoot.querySelector('input') : field;
    const prototype = HTMLInputElement.prototype;
    const value = Object.getOwnPropertyDescriptor(prototype, 'value');
    Object.defineProperty(input, 'value', {
      configurable: true, get: value.get, set: timed(value.set)});
    input.setSelectionRange = timed(prototype.setSelectionRange);
    input.setRangeText = timed(prototype.setRangeText);
    if (!keypad) return true;
    return import(new URL('keypad.js', location.href).href).then(({KeypadEngine, KeypadSession}) => {
      const apply = KeypadSession.prototype.apply;
      const call = KeypadEngine.prototype.call;
      KeypadEngine.prototype.call = function (...args) {
        try {
          return call.apply(this, args);
        } finally {
          bytes += this.exports.keypad_web_answer_length();
        }
      };
      KeypadSession.prototype.apply = function (...args) {
        const begin = performance.now();
        try {
          return apply.apply(this, args);
        } finally {
          engine += performance.now() - begin;
        }
      };
      bench.restore = () => {
        KeypadSession.prototype.apply = apply;
        KeypadEngine.prototype.call = call;
      };
      return true;
    });"""

# The same 20 keys as untrusted InputEvents from a script, all in one task.
SYNTHETIC = """
    const field = document.getElementById(arguments[1]);
    const input = field.shadowRoot ? field.shadowRoot.querySelector('input') : field;
    for (let round = 0; round < arguments[0]; round++) {
      for (const data of '1234567.89') {
        input.dispatchEvent(new InputEvent('beforeinput',
          {inputType: 'insertText', data, bubbles: true, cancelable: true, composed: true}));
      }
      for (let i = 0; i < 10; i++) {
        input.dispatchEvent(new InputEvent('beforeinput',
          {inputType: 'deleteContentBackward', bubbles: true, cancelable: true, composed: true}));
      }
    }
    return true;"""

# The engine alone, in a loop in the page: the 20 keys of the script as pad
# keys and Backspace, `keys` of them, on a KeypadEngine loaded apart from the
# elements' (the demo form opened, its amount field focused), through
# KeypadSession.apply (the call, its JSON answer read and laid over the last
# state) and through the module's export alone (the answer written, not
# read); µs per key, the fastest of five loops. TIMING's wrappers are taken
# off first.
LOOP = """
    const count = arguments[0];
    return (async () => {
      window.bench?.restore?.();
      const {KeypadEngine, Input} = await import(new URL('keypad.js', location.href).href);
      const module = await KeypadEngine.load(new URL('build/Keypad.wasm', location.href));
      const exports = module.exports;
      const opened = module.open({locale: 'en_US'});
      if (!opened.ok) throw new Error(`bench: the demo form: ${opened.error.code}`);
      const form = opened.session;
      // The form's number, for the module's export (the whole state has it).
      const session = form.wholeState().session;
      if (typeof session !== 'number') throw new Error('bench: no session number for the form');
      const names = ['1', '2', '3', '4', '5', '6', '7', 'decimal', '8', '9'];
      const fastest = (run) => {
        let best = Infinity;
        for (let i = 0; i < 5; i++) {
          const start = performance.now();
          run();
          best = Math.min(best, (performance.now() - start) / count * 1000);
        }
        return best;
      };
      form.apply(Input.focus, {text: form.state.fields[0].name});
      const apply = fastest(() => {
        for (let round = 0; round < count / 20; round++) {
          for (const text of names) form.apply(Input.key, {text});
          for (let i = 0; i < 10; i++) form.apply(Input.deleteBackward);
        }
      });
      if (form.state.fields[0].value !== null) throw new Error('bench: the loop left a value');
      const encoder = new TextEncoder();
      const texts = names.map((name) => {
        const bytes = encoder.encode(name);
        const pointer = exports.malloc(bytes.length);
        new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
        return [pointer, bytes.length];
      });
      const alone = fastest(() => {
        for (let round = 0; round < count / 20; round++) {
          for (const [pointer, length] of texts) {
            exports.keypad_web_apply(session, Input.key, 0, 0, pointer, length);
          }
          for (let i = 0; i < 10; i++) exports.keypad_web_apply(session, Input.deleteBackward, 0, 0, 0, 0);
        }
      });
      for (const [pointer] of texts) exports.free(pointer);
      form.close();
      return {apply_us: apply, module_us: alone};
    })();"""

PAGES = {"keypad": "index.html?locale=en_US", "baseline": "bench/baseline.html"}
# The id of the element each page's keys go to: Keypad's amount field (the
# <keypad-field>, whose shadow root's input has the focus), the bare input;
# and what is clicked to give it the focus.
FIELDS = {"keypad": "amount", "baseline": "field-0"}
CLICKED = {"keypad": "keypad-field#amount >>> input", "baseline": "#field-0"}


def open_page(browser, base, name):
    if name == "keypad":
        load(browser, base + PAGES[name])
    else:
        browser.get(base + PAGES[name])
        browser.wait("return document.body.dataset.ready === '1'", timeout=60)
    installed = browser.run(TIMING, FIELDS[name], name == "keypad")
    if installed is not True:
        raise SystemExit(f"bench: {browser.name}: the timing of {name} could not be installed: "
                         f"{installed}")
    browser.click(CLICKED[name])
    browser.wait("return document.activeElement && document.activeElement.id === arguments[0]",
                 FIELDS[name], timeout=5)


def keystrokes(browser, base, count, block=200, extras=True):
    """The Keypad page and the baseline (bench/baseline.html: one bare input
    whose handler sets its value and selection), each in its own tab of the
    same browser, the same real keys sent to each in turns of `block` keys
    (each turn starting with the other page), so that both meet the same
    load on the shared cores. With `extras`, the same keys as script events
    and the engine in a loop as well."""
    home = browser.current_tab()
    open_page(browser, base, "keypad")
    tabs = {"keypad": home, "baseline": browser.open_tab()}
    open_page(browser, base, "baseline")
    rounds = max(1, count // len(KEYS))
    per_turn = max(1, block // len(KEYS))
    order = ["keypad", "baseline"]
    for done in range(0, rounds, per_turn):
        for name in order:
            browser.use_tab(tabs[name])
            browser.keys(KEYS * min(per_turn, rounds - done))
        order.reverse()
    keys = rounds * len(KEYS)
    results = {}
    for name in ("baseline", "keypad"):
        browser.use_tab(tabs[name])
        result = browser.run("return window.bench")
        if len(result["times"]) != keys:
            raise SystemExit(f"bench: {browser.name}: {keys} keys sent to {name}, "
                             f"{len(result['times'])} beforeinput events timed")
        if result["hidden"]:
            raise SystemExit(f"bench: {browser.name}: {result['hidden']} keys of {name} went to a "
                             "hidden page")
        results[name] = {"real": key_summary(result)}
    # The Keypad tab is the current one.
    field = browser.run("""
        const field = document.getElementById('amount');
        return {value: field.value, display: field.display, refused: window.bench.refused};""")
    if field["value"] != "" or field["refused"]:
        raise SystemExit(f"bench: {browser.name}: the amount field did not end empty, nothing "
                         f"refused: {field}")
    # The keys went in: the script's digits typed once more give its value.
    browser.keys("1234567.89")
    value = browser.run("return document.getElementById('amount').value")
    if value != "1234567.89":
        raise SystemExit(f"bench: {browser.name}: typing 1234567.89 gave the value {value}")
    browser.keys("\ue003" * 10)
    if extras:
        # The same keys as script events: the page's and the engine's own
        # cost, without what the browser does for a trusted key.
        for name in ("keypad", "baseline"):
            browser.use_tab(tabs[name])
            browser.run("for (const list of ['times', 'engine', 'browser', 'bytes', 'types'])"
                        " window.bench[list] = [];")
            browser.run(SYNTHETIC, rounds, FIELDS[name])
            results[name]["synthetic"] = key_summary(browser.run("return window.bench"))
    browser.use_tab(tabs["baseline"])
    browser.close_tab()
    browser.use_tab(home)
    keypad, baseline = results["keypad"]["real"], results["baseline"]["real"]
    return {
        **results["keypad"],
        "loop": browser.run(LOOP, 4000) if extras else None,
        "baseline": results["baseline"],
        "over_baseline": {"p50_ms": keypad["p50_ms"] - baseline["p50_ms"],
                          "p99_ms": keypad["p99_ms"] - baseline["p99_ms"]},
    }


def thread_times(driver, keys):
    """Each page's real keys as Chromium's trace saw them: the wall time and
    the main thread's own running time (`tdur`, the thread's CPU clock) of
    each trusted `beforeinput` dispatch, the first `keys` of each renderer.
    The Keypad page's renderer is the one whose first key came first
    (`keystrokes` starts with it). The difference is time the thread was
    ready but not running: on two shared cores, other processes' turns."""
    events = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Tracing.dataCollected":
            params = message["params"]
            events.extend(params.get("value", [params]))
    by_process = {}
    for event in events:
        if (event.get("name") == "EventDispatch" and event.get("ph") == "X"
                and event.get("args", {}).get("data", {}).get("type") == "beforeinput"
                and "tdur" in event):
            by_process.setdefault(event["pid"], []).append(event)
    pages = sorted((sorted(found, key=lambda e: e["ts"])[:keys] for found in by_process.values()
                    if len(found) >= keys), key=lambda found: found[0]["ts"])
    if len(pages) != 2:
        raise SystemExit(f"bench: the trace has {len(pages)} renderers with {keys} keys, not 2")
    result = {}
    for name, found in zip(("keypad", "baseline"), pages):
        wall = [event["dur"] / 1000 for event in found]
        thread = [event["tdur"] / 1000 for event in found]
        result[name] = {"wall_p50_ms": percentile(wall, 0.50), "wall_p99_ms": percentile(wall, 0.99),
                        "thread_p50_ms": percentile(thread, 0.50),
                        "thread_p99_ms": percentile(thread, 0.99)}
    return result


def probe(browser, base, keys):
    """The probe page's counts and times. A page that fails is loaded once
    more, its failure printed and kept (`failed`), and two failures end the
    run: in WebKitGTK, a run of the plain module trapped once, after the
    other parts, and not in the 26 runs since."""
    failed = []
    for _ in range(2):
        browser.get(base + f"bench/probe.html?runs={','.join(RUNS)}&keys={keys}")
        result = browser.wait("return window.result ?? null", timeout=300)
        if "fatal" not in result:
            result["failed"] = failed
            return result
        print(f"bench: {browser.name}: the probe page failed: {result['fatal']}", flush=True)
        failed.append(result["fatal"])
    raise SystemExit(f"bench: {browser.name}: the probe page failed twice")


def native_instructions():
    output = subprocess.run(
        [os.path.join(ROOT, "Benchmarks", "instructions.sh"), *RUNS],
        check=True, capture_output=True, text=True).stdout
    counts = {}
    for line in output.splitlines():
        run, _, rest = line.partition(": ")
        counts[run] = int(rest.split()[0])
    return counts


def native_nanoseconds(small=20000, large=2020000, repeats=7):
    """Time per key of the native release probe: the fastest of `repeats`
    runs of `large` keys less the fastest of as many of `small` keys (the
    process start and the locale load cancel out), over the difference."""
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=os.path.join(ROOT, "Benchmarks"),
        check=True, capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_path, "KeystrokeProbe")

    def timed(keys, locale, mode):
        began = time.perf_counter()
        subprocess.run([binary, locale, str(keys), mode], check=True, stdout=subprocess.DEVNULL)
        return time.perf_counter() - began

    result = {}
    for run in RUNS:
        locale, _, mode = run.partition(".")
        mode = mode or "display"
        fastest = {keys: min(timed(keys, locale, mode) for _ in range(repeats))
                   for keys in (small, large)}
        result[run] = (fastest[large] - fastest[small]) / (large - small) * 1e9
    return result


def run_engine(engine, base, args, parts):
    """Every part asked for, in one browser of `engine`; its results, with
    the seconds each part took (`seconds`)."""
    seconds = {}
    began = time.monotonic()

    def lap(part):
        nonlocal began
        now = time.monotonic()
        seconds[part] = round(now - began, 1)
        began = now

    browser = start(engine)
    lap("start")
    try:
        results = {"version": version(browser), "seconds": seconds}
        if "interactive" in parts:
            results["interactive"] = interactive(browser, base, args.loads)
            results["bare_page"] = interactive(browser, base, args.loads, page="baseline")
            if engine == "chromium":
                results["cache_off"] = interactive(browser, base, args.loads, cold=True)
                results["cold"] = interactive(browser, base, args.loads, cold=True,
                                              slowdown=SLOWDOWN)
            lap("interactive")
        if "keystroke" in parts:
            results["keystroke"] = keystrokes(browser, base, args.keys)
            lap("keystroke")
        if "wasm" in parts:
            results["probe"] = probe(browser, base, args.probe_keys)
            lap("wasm")
        if engine == "chromium":
            errors = [e["message"] for e in browser.driver.get_log("browser")
                      if e["level"] == "SEVERE"]
            if errors:
                for message in errors:
                    print("console:", message)
                raise SystemExit("bench: chromium: the console has errors")
    finally:
        browser.quit()
    if engine == "chromium" and args.thread_time and "keystroke" in parts:
        browser = start(engine, trace_categories="devtools.timeline")
        try:
            keystrokes(browser, base, args.keys, extras=False)
            results["thread_time"] = thread_times(
                browser.driver, max(1, args.keys // len(KEYS)) * len(KEYS))
        finally:
            browser.quit()
        lap("thread_time")
    return results


def micro(ms):
    return "-" if ms is None else f"{ms * 1000:,.0f}"


def milli(ms):
    return "-" if ms is None else f"{ms:,.0f}"


def row(words, cells, budget="", width=44):
    print(f"    {words:{width}}" + "".join(f" {cell:>15}" for cell in cells) + f" {budget:>7}")


def report(results):
    names = list(results["engines"])
    per = results["engines"]
    load = results["load"]
    print(f"{results['date']}, load average {load['start']} at the start, {load['end']} at the end"
          f" ({os.cpu_count()} cores, shared)")
    how = {"chromium": "headless", "webkit": "MiniBrowser under Xvfb", "firefox": "headless"}
    print("engines: " + "; ".join(f"{NAMES[n]} {per[n]['version']} ({how[n]})" for n in names))
    print("served: " + ("the package's sources as written (Web/, --sources)"
                        if results["package"] == "sources"
                        else "the package as shipped (Web/dist/, minified), under the demo page"))
    header = [NAMES[n] for n in names]
    if any("interactive" in per[n] for n in names):
        count = next(per[n]["interactive"]["loads"] for n in names if "interactive" in per[n])
        print(f"(a) until a field takes a key (keypad-ready), {count} loads each in a new tab (a window"
              " in WebKitGTK), HTTP cache warm, from when the tab asked for the page; ms:")
        row("", header, "budget")
        tti = {n: per[n].get("interactive") for n in names}
        bare = {n: per[n].get("bare_page") for n in names}
        row("median", [milli(tti[n]["median_ms"]) if tti[n] else "-" for n in names],
            milli(BUDGETS["interactive_ms"]))
        row("  min / max", [f"{milli(tti[n]['min_ms'])} / {milli(tti[n]['max_ms'])}"
                            if tti[n] else "-" for n in names])
        row("  medians: the page's clock starts", [milli(tti[n]["clock_median_ms"]) if tti[n]
                                                   else "-" for n in names])
        row("           wasm fetched / instantiating", [
            f"{milli(tti[n]['wasm_fetched_median_ms'])} / {milli(tti[n]['instantiating_median_ms'])}"
            if tti[n] else "-" for n in names])
        row("           instantiated / form opened", [
            f"{milli(tti[n]['instantiated_median_ms'])} / {milli(tti[n]['opened_median_ms'])}"
            if tti[n] else "-" for n in names])
        row("a bare page's script run, median", [milli(bare[n]["median_ms"]) if bare[n] else "-"
                                                 for n in names])
        for key, words, budget in (("cache_off", "HTTP cache off", None),
                                   ("cold", f"HTTP cache off, CPU {SLOWDOWN}× slower",
                                    BUDGETS["cold_ms"])):
            for n in names:
                found = per[n].get(key)
                if found:
                    print(f"    {NAMES[n]}, {words}: median {milli(found['median_ms'])} ms"
                          f" (min {milli(found['min_ms'])}, max {milli(found['max_ms'])}; medians:"
                          f" wasm fetched {milli(found['wasm_fetched_median_ms'])}, instantiating"
                          f" {milli(found['instantiating_median_ms'])}, instantiated"
                          f" {milli(found['instantiated_median_ms'])}, opened "
                          f"{milli(found['opened_median_ms'])})"
                          + (f"; budget {milli(budget)} ms" if budget else ""))
        print("    (the page's clock: its performance.timeOrigin, where its own timeline starts;"
              " instantiating: keypad.js calls WebAssembly.instantiateStreaming, the page's"
              " modules evaluated; instantiated: the module compiled; opened: the demo form's"
              " fields opened in the engine; a bare page: bench/baseline.html, one input and one"
              " module script, loaded the same way)")
    keys = {n: per[n].get("keystroke") for n in names}
    if any(keys.values()):
        count = next(keys[n]["real"]["keys"] for n in names if keys[n])
        print(f"(b) a real key (WebDriver key actions), {count} to each page in turns of 200"
              " (and as many script InputEvents); µs, p50 / p99:")
        row("", header, "budget")

        def pair(n, page, kind, low, high):
            key = keys[n]
            if not key:
                return "-"
            found = key[page][kind] if page else key[kind]
            return f"{micro(found[low])} / {micro(found[high])}"

        row("what Keypad adds (the key less its set)",
            [pair(n, None, "real", "own_p50_ms", "own_p99_ms") for n in names],
            micro(BUDGETS["keystroke_p99_ms"]))
        row("Keypad's key, raw", [pair(n, None, "real", "p50_ms", "p99_ms") for n in names])
        row("  in it, the value and selection set",
            [pair(n, None, "real", "set_p50_ms", "set_p99_ms") for n in names])
        row("  in it, the engine's calls",
            [pair(n, None, "real", "engine_p50_ms", "engine_p99_ms") for n in names])
        row("  its max", [micro(keys[n]["real"]["max_ms"]) if keys[n] else "-" for n in names])
        row("the bare input's key, raw",
            [pair(n, "baseline", "real", "p50_ms", "p99_ms") for n in names])
        row("  its handler outside the set",
            [pair(n, "baseline", "real", "own_p50_ms", "own_p99_ms") for n in names])
        row("Keypad's key less the bare input's",
            [f"{micro(keys[n]['over_baseline']['p50_ms'])} / "
             f"{micro(keys[n]['over_baseline']['p99_ms'])}" if keys[n] else "-" for n in names])
        row("script events: Keypad's key",
            [pair(n, None, "synthetic", "p50_ms", "p99_ms") for n in names])
        row("script events: the engine's calls",
            [pair(n, None, "synthetic", "engine_p50_ms", "engine_p99_ms") for n in names])
        row("the engine in a loop, apply / module (µs)",
            [f"{keys[n]['loop']['apply_us']:.1f} / {keys[n]['loop']['module_us']:.1f}"
             if keys[n] and keys[n]["loop"] else "-" for n in names])
        row("the engine's answer, bytes (median)",
            [f"{keys[n]['real']['answer_bytes_median']:,.0f}" if keys[n] else "-" for n in names])
        print("    (the key: from a capturing beforeinput listener on window to a bubbling one: the"
              " element's whole handling; set: the input's value and selection setters in it)")
    traced = per.get("chromium", {}).get("thread_time")
    if traced:
        print("(b') Chromium, the same real keys again, traced: each key's whole beforeinput"
              " dispatch (its set included), p50 / p99 in µs:")
        for page, name in (("Keypad", "keypad"), ("bare input", "baseline")):
            times = traced[name]
            print(f"    {page:12} wall {micro(times['wall_p50_ms'])} / {micro(times['wall_p99_ms'])},"
                  f" main thread running {micro(times['thread_p50_ms'])} /"
                  f" {micro(times['thread_p99_ms'])}")
        print("    (running: the thread's CPU clock; wall less running is time other processes"
              " had the cores)")
    probes = {n: per[n]["probe"] for n in names if "probe" in per[n]}
    if probes:
        native = results.get("native", {})
        counts = next(iter(probes.values()))["instructions"]
        print("(c) the keystroke script per key: instructions, and ns in each engine:")
        print(f"    {'run':12} {'wasm instr':>10} {'native':>7} {'ratio':>6}   "
              + " ".join(f"{NAMES[n] + ' ns':>13}" for n in probes) + f" {'native ns':>10}")
        for run in RUNS:
            ni = native.get("instructions", {}).get(run)
            nt = native.get("nanoseconds", {}).get(run)
            wi = counts[run]
            print(f"    {run:12} {wi:>10,.0f} {ni if ni is not None else '-':>7}"
                  f" {(f'{wi / ni:.2f}×' if ni else '-'):>6}   "
                  + " ".join(f"{probes[n]['nanoseconds'][run]:>13.0f}" for n in probes)
                  + f" {(f'{nt:.0f}' if nt else '-'):>10}")
        print("    (wasm: instructions executed but block/loop/else/end, by count.py's copy of the"
              " module; native: x86-64 instructions, callgrind; budget 3×)")
        for n, found in probes.items():
            for failure in found.get("failed", []):
                print(f"    {NAMES[n]}: the probe page failed once, then ran: "
                      + failure.splitlines()[0])
    print(f"{results['seconds']} s: " + "; ".join(
        f"{NAMES[n]} " + ", ".join(f"{part} {took:g}" for part, took in per[n]["seconds"].items())
        for n in names) + (f"; native {results['native']['seconds']:g}" if "native" in results
                           else ""))


def checks(results, margin, report_only):
    """Each figure beside its budget, printed; whether one broke: past its
    ratchet (RATCHETS), or with a margin, past its budget times (1 +
    margin)."""
    per = results["engines"]
    found = []
    for n, figures in per.items():
        if "interactive" in figures:
            found.append(("interactive", f"{NAMES[n]}: until a field takes a key, new tab, cache"
                          " warm (median)", figures["interactive"]["median_ms"], "ms",
                          BUDGETS["interactive_ms"], n))
        if "cold" in figures:
            found.append(("cold", f"{NAMES[n]}: until a field takes a key, cache off, CPU "
                          f"{SLOWDOWN}× slower (median)", figures["cold"]["median_ms"], "ms",
                          BUDGETS["cold_ms"], n))
        if "keystroke" in figures:
            found.append(("keystroke", f"{NAMES[n]}: what Keypad adds to a real key (p99)",
                          figures["keystroke"]["real"]["own_p99_ms"], "ms",
                          BUDGETS["keystroke_p99_ms"], n))
    native = results.get("native", {}).get("instructions")
    probes = [figures["probe"] for figures in per.values() if "probe" in figures]
    if native and probes:
        counts = probes[0]["instructions"]
        ratio, run = max((counts[run] / native[run], run) for run in RUNS)
        found.append(("wasm", f"wasm instructions per key against native (the most, {run})",
                      ratio, "×", BUDGETS["wasm_ratio"], None))
    broken = False
    for name, words, value, unit, budget, engine in found:
        limit = RATCHETS[(name, engine)] if margin is None else budget * (1 + margin)
        text, failed = verdict(value, budget, margin, name not in report_only, limit)
        number = f"{value:.2f}" if unit == "×" else f"{value:.3f}" if value < 10 else f"{value:.0f}"
        print(f"budget: {words} {number} {unit} against {budget:g} {unit}: {text}")
        broken = broken or failed
    return broken


def load_average():
    with open("/proc/loadavg") as averages:
        return " / ".join(averages.read().split()[:3])


PARTS = ("interactive", "keystroke", "wasm")
BUDGET_NAMES = ("interactive", "cold", "keystroke", "wasm")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default=",".join(engines.ENGINES),
                        help="the engines to run: chromium, webkit, firefox (comma-separated)")
    parser.add_argument("--loads", type=int, default=20)
    parser.add_argument("--keys", type=int, default=3000)
    parser.add_argument("--probe-keys", type=int, default=200000)
    parser.add_argument("--margin", type=float, default=None,
                        help="fail past each budget times (1 + MARGIN) rather than past the"
                             " ratchets (0: the budgets themselves)")
    parser.add_argument("--report-only", default="",
                        help="budgets reported but never failed: interactive, cold, keystroke,"
                             " wasm"
                             " (comma-separated)")
    parser.add_argument("--only", default=",".join(PARTS),
                        help="the parts to run: interactive, keystroke, wasm (comma-separated)")
    parser.add_argument("--json", default=os.path.join(WEB, "build", "bench", "results.json"))
    parser.add_argument("--thread-time", action="store_true",
                        help="run the keystroke part again in a traced Chromium, and report each"
                             " key's wall time against its main thread's running time")
    parser.add_argument("--no-native", action="store_true",
                        help="leave out the native side of (c) (no callgrind, no release probe)")
    parser.add_argument("--sources", action="store_true",
                        help="serve the package's sources as written (Web/) rather than the package"
                             " as shipped (Web/dist/)")
    args = parser.parse_args()
    report_only = {name for name in args.report_only.split(",") if name}
    if report_only - set(BUDGET_NAMES):
        parser.error(f"no budget {', '.join(sorted(report_only - set(BUDGET_NAMES)))}")
    parts = {name for name in args.only.split(",") if name}
    if parts - set(PARTS):
        parser.error(f"no part {', '.join(sorted(parts - set(PARTS)))}")
    chosen = [name for name in args.engines.split(",") if name]
    if set(chosen) - set(engines.ENGINES) or not chosen:
        parser.error(f"engines are among {', '.join(engines.ENGINES)}")

    if not args.sources and not os.path.isfile(os.path.join(DIST, "keypad-field.js")):
        parser.error(f"{DIST} has no package: run Web/dist.sh, or give --sources")
    results = {"date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
               "load": {"start": load_average()}, "engines": {},
               "package": "sources" if args.sources else "dist"}
    server, base = serve(None if args.sources else DIST)
    began = time.monotonic()
    try:
        for engine in chosen:
            results["engines"][engine] = run_engine(engine, base, args, parts)
    finally:
        server.shutdown()
    # The module counts the same instructions in any engine but for what its
    # hashing seed (random, from crypto.getRandomValues) changes: a few
    # hundredths of an instruction a key.
    probes = [figures["probe"]["instructions"] for figures in results["engines"].values()
              if "probe" in figures]
    if any(abs(counts[run] - probes[0][run]) > 0.01 * probes[0][run]
           for counts in probes for run in RUNS):
        raise SystemExit(f"bench: the engines counted different wasm instructions: {probes}")
    if "wasm" in parts and not args.no_native:
        native_began = time.monotonic()
        results["native"] = {"instructions": native_instructions(),
                             "nanoseconds": native_nanoseconds(),
                             "seconds": round(time.monotonic() - native_began, 1)}
    results["load"]["end"] = load_average()
    results["seconds"] = round(time.monotonic() - began)
    report(results)
    broken = checks(results, args.margin, report_only)
    os.makedirs(os.path.dirname(args.json), exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as handle:
        json.dump(results, handle, indent=1)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
