"""Takes the README's screenshots of keypad-gtk under Xvfb.

  GTK/Scripts/screenshots.sh   (runs this under xvfb-run and a session bus)
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "EndToEnd"))

from harness import App, xdotool  # noqa: E402

OUT = os.path.join(HERE, "..", "Screenshots")


def shot(name):
    subprocess.run(["import", "-window", "root", os.path.join(OUT, name)], check=True)


def demo(binary, locale):
    # The demo form: an amount typed, the quantity being typed. In de_DE as
    # the README shows it; in ar_EG laid out right to left, the pad's keys
    # in the phone pad's order.
    app = App(binary, "--locale", locale)
    try:
        app.type("1234,5")
        xdotool("key", "Tab")
        app.wait("layout", field="quantity")
        app.type("3")
        app.drain(quiet=0.5)
        shot(f"keypad-gtk-{locale}.png")
    finally:
        app.kill()


def landscape(binary):
    form = os.path.join(HERE, "..", "Tests", "EndToEnd", "forms", "tall.json")
    app = App(binary, "--locale", "fr_FR", "--landscape", "--form", form)
    try:
        for _ in range(8):
            xdotool("key", "Tab")
            app.wait("focus")
        app.wait("layout", field="f09")
        app.type("1234,56")
        app.drain(quiet=0.5)
        shot("keypad-gtk-fr_FR-landscape.png")
    finally:
        app.kill()


if __name__ == "__main__":
    which = sys.argv[2]
    shots = {
        "portrait": lambda binary: demo(binary, "de_DE"),
        "rtl": lambda binary: demo(binary, "ar_EG"),
        "landscape": landscape,
    }
    shots[which](sys.argv[1])
