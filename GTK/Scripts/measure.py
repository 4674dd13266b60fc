"""Measures keypad-gtk: start-up to the first frame, resident memory after
start, and (with the soak) the insert handler's time.

  GTK/Scripts/measure.sh   (release build, under xvfb-run and a session bus)
"""
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "EndToEnd"))

from harness import App  # noqa: E402


def resident_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    inside, outside, memory = [], [], []
    for _ in range(runs):
        started = time.monotonic()
        app = App(binary, "--locale", "de_DE")
        outside.append((time.monotonic() - started) * 1000)
        inside.append(app.ready["ms"])
        time.sleep(1)
        memory.append(resident_kb(app.proc.pid) / 1024)
        app.kill()
    print(f"start-up to first frame, {runs} runs: median {statistics.median(inside):.0f} ms "
          f"from main (min {min(inside):.0f}, max {max(inside):.0f}); "
          f"{statistics.median(outside):.0f} ms from spawn to the pad's trace line")
    print(f"resident memory 1 s after start: median {statistics.median(memory):.0f} MB "
          f"(min {min(memory):.0f}, max {max(memory):.0f})")


if __name__ == "__main__":
    main()
