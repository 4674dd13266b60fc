"""A bounded soak of keypad-gtk: random keys, pad clicks and pastes, with
the invariants checked on every edit the trace reports.

  /usr/bin/python3 soak.py APP [SECONDS] [SEED]

Invariants (de_DE, a field of 9 integer and 2 fraction digits):
- the entry shows the engine's display;
- the display reads back as the value by de_DE's rules ("." groups, ","
  is the decimal mark), and is empty exactly when there is no value;
- the selection lies inside the display;
- the app is alive at the end and AT-SPI reads the last display.
Prints the insert handler's time per edit (p50, p99, max) for the README.
"""
import os
import random
import subprocess
import sys
import time
from decimal import Decimal

from harness import App, AppFailure, Reader, require_tools, set_clipboard, xdotool

HERE = os.path.dirname(os.path.abspath(__file__))
PLAIN = os.path.join(HERE, "forms", "plain.json")
KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "comma", "period", "minus",
        "BackSpace", "Delete", "Left", "Right", "Home", "End", "shift+Left", "shift+Home",
        "shift+End", "ctrl+z", "ctrl+shift+z", "ctrl+y", "a", "space"]
PAD = ["1", "5", "9", "0", "00", "decimal", "backspace", "clear"]
PASTES = ["1.234,56", "12abc", "0,5", "7", "１２", "99999999999", ",25", ""]


def value_of(display):
    """The value a de_DE display shows, by the locale's rules."""
    text = display.replace("\u00a0", "").replace(".", "").replace(",", ".").strip()
    return None if text == "" else Decimal(text)


def check_edit(event):
    display = event["display"]
    if event.get("shown") != display:
        raise AppFailure(f"shown {event.get('shown')!r} is not the display {display!r}")
    lower, upper = event["selection"]
    if not 0 <= lower <= upper <= len(display.encode("utf-16-le")) // 2:
        raise AppFailure(f"selection {lower}..{upper} outside {display!r}")
    value = event["value"]
    shown = value_of(display)
    if (value is None) != (shown is None) or (value is not None and Decimal(value) != shown):
        raise AppFailure(f"display {display!r} is not the value {value!r}")


def main():
    binary = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 30
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time())
    missing = require_tools()
    if missing:
        print(f"missing tools: {', '.join(missing)}")
        sys.exit(1 if os.environ.get("CI") else 0)
    rng = random.Random(seed)
    print(f"soak: seed {seed}, {seconds:.0f} s", flush=True)
    app = App(binary, "--locale", "de_DE", "--form", PLAIN)
    holder = None
    actions = 0
    edits = []
    try:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            roll = rng.random()
            if roll < 0.8:
                batch = [rng.choice(KEYS) for _ in range(rng.randint(1, 8))]
                xdotool("key", "--delay", "2", *batch)
                actions += len(batch)
            elif roll < 0.93:
                app.click_pad(rng.choice(PAD))
                actions += 1
            else:
                if holder:
                    holder.kill()
                holder = set_clipboard(rng.choice(PASTES))
                xdotool("key", "ctrl+v")
                actions += 1
            for event in app.drain(quiet=0.02):
                if event.get("event") == "edit":
                    check_edit(event)
                    edits.append(event)
            if app.proc.poll() is not None:
                raise AppFailure(f"the app exited with {app.proc.returncode}")
        for event in app.drain(quiet=0.5):
            if event.get("event") == "edit":
                check_edit(event)
                edits.append(event)
        if app.proc.poll() is not None:
            raise AppFailure(f"the app exited with {app.proc.returncode}")
        last = [e for e in edits if e["field"] == "number"]
        if last:
            text = Reader(app.proc.pid).text("Number")
            if text != last[-1]["display"]:
                raise AppFailure(f"AT-SPI reads {text!r}, the last edit showed {last[-1]['display']!r}")
        times = sorted(e["us"] for e in edits if e["kind"] in ("insert", "replace", "delete"))
        if times:
            p50 = times[len(times) // 2]
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            print(f"soak: {actions} actions, {len(edits)} edits, "
                  f"{sum(1 for e in edits if not e['accepted'])} refused; "
                  f"insert handler p50 {p50} us, p99 {p99} us, max {times[-1]} us")
        print("soak: ok")
    except AppFailure as failure:
        print(f"soak: FAILED (seed {seed}): {failure}")
        sys.exit(1)
    finally:
        if holder:
            holder.kill()
        app.kill()


if __name__ == "__main__":
    main()
