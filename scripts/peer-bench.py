#!/usr/bin/env python3
"""Peer benchmark: the same xdotool gesture on ControlKit's GTK-hosted control, its peers
(GTK 4's and Qt Quick Controls' own, software renderer) and the native floor (a C GTK
drawing area that paints the least the gesture needs on every motion event:
scripts/peers/floor.c). Programs run one at a time under one Xvfb, interleaved in rounds;
CPU of the whole process from /proc; each control is checked to have moved by comparing
screenshots of the window before and after the gesture.

Gestures:
  (default)        a drag back and forth on a range slider's thumb: ControlKit's RangeSlider,
                   GtkScale, Qt Quick's RangeSlider
  --wheel          the same up and down on the middle of three wheels: ControlKit's
                   PickerView, Qt Quick's Tumbler (GTK 4 has no wheel)
  --wheel --flings N   N flings of the wheels, each spun to rest
  --dial           a circular drag around a 12-hour dial: ControlKit's Dial, Qt Quick's Dial
                   (SnapOnRelease: follows the finger, snaps on release, as ours)

--compare GALLERY adds another build of the gallery (say, before a change) to every round.

Usage: scripts/peer-bench.sh [--rounds N] [--moves N] [--rate HZ] [--wheel [--flings N] | --dial]
                             [--compare other/controlkit-gallery]
"""
import argparse, math, os, re, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICK = os.sysconf("SC_CLK_TCK")

def programs(gallery, args):
    gtk_env = {"GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1"}
    qt_env = {"QT_QUICK_BACKEND": "software", "QT_QPA_PLATFORM": "xcb"}
    floor = os.path.join(ROOT, ".build/peers/floor")
    # (name, command, environment, window title, where the gesture starts in window
    # coordinates, read from screenshots)
    if args.dial:
        # The gallery's first dial (12 hours, 220 pt) and Qt's Dial of the same size; the
        # point is the dial's centre, which the gesture circles.
        table = [
            ("ControlKit Dial (GTK host)", [gallery, "--window", "dial", "1"], gtk_env, "ControlKit:", (130, 130)),
            ("Qt Quick Dial", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/dial.qml"], qt_env, "peer: Qt Dial", (130, 130)),
            ("native floor (C, 220 pt disc per event)", [floor, "dial"], gtk_env, "peer: floor", (130, 130)),
        ]
        before = ("ControlKit Dial, other build", [args.compare, "--window", "dial", "1"], gtk_env, "ControlKit:", (130, 130))
    elif args.wheel:
        # The gallery's second picker (colours, 0…99, units) and Qt's Tumbler of the same
        # three wheels, each dragged on its middle wheel; GTK 4 has no wheel widget.
        table = [
            ("ControlKit PickerView (GTK host)", [gallery, "--window", "picker", "2"], gtk_env, "ControlKit:", (220, 78)),
            ("Qt Quick Tumbler", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/tumbler.qml"], qt_env, "peer: Qt Tumbler", (220, 78)),
            ("native floor (C, square per event)", [floor, "wheel"], gtk_env, "peer: floor", (220, 78)),
        ]
        before = ("ControlKit PickerView, other build", [args.compare, "--window", "picker", "2"], gtk_env, "ControlKit:", (220, 78))
    else:
        # The lower thumb's centre: value 2 of 0…10 on each 320-wide control.
        table = [
            ("ControlKit RangeSlider (GTK host)", [gallery, "--window", "range-slider", "1"], gtk_env, "ControlKit:", (87, 42)),
            ("GtkScale (GTK 4)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py"], gtk_env, "peer: GtkScale", (92, 44)),
            ("Qt Quick RangeSlider", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/rangeslider.qml"], qt_env, "peer: Qt RangeSlider", (87, 42)),
            ("native floor (C, square per event)", [floor, "slider"], gtk_env, "peer: floor", (87, 42)),
        ]
        before = ("ControlKit RangeSlider, other build", [args.compare, "--window", "range-slider", "1"], gtk_env, "ControlKit:", (87, 42))
    if args.compare:
        table.insert(1, before)
    if args.item:
        table = [(name, command[:-1] + [str(args.item)] if command[1:2] == ["--window"] else command, env, title, grab)
                 for name, command, env, title, grab in table]
    return table

def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK

def peak_rss_mb(pid):
    match = re.search(r"VmHWM:\s+(\d+) kB", open(f"/proc/{pid}/status").read())
    return int(match.group(1)) / 1024 if match else float("nan")

def xdo(*args, env):
    return subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True, text=True).stdout.strip()

def window_geometry(wid, env):
    out = xdo("getwindowgeometry", "--shell", wid, env=env)
    values = dict(line.split("=") for line in out.splitlines() if "=" in line)
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

def screenshot(wid, path, env):
    subprocess.run(["import", "-window", str(wid), path], env=env, capture_output=True)

def differing_pixels(a, b, env):
    result = subprocess.run(["compare", "-metric", "AE", a, b, "null:"], env=env, capture_output=True, text=True)
    try:
        return int(float(result.stderr.split()[0]))
    except (ValueError, IndexError):
        return -1

def run_one(name, command, extra_env, title, grab, args, env, shots):
    proc_env = dict(env, **extra_env)
    start = time.monotonic()
    process = subprocess.Popen(command, env=proc_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wid = None
    while time.monotonic() - start < 30 and wid is None:
        found = xdo("search", "--onlyvisible", "--name", title, env=env).split()
        wid = found[0] if found else None
        if wid is None:
            time.sleep(0.02)
    startup = time.monotonic() - start
    if wid is None:
        process.kill()
        return None
    time.sleep(1.0)  # let the first frames and any startup work finish
    x, y, _, _ = window_geometry(wid, env)
    gx, gy = grab
    before = os.path.join(shots, f"{len(os.listdir(shots)):03d}-before.png")
    after = before.replace("before", "after")
    screenshot(wid, before, env)
    # One xdotool process: press on the thumb (a wheel), then `moves` moves back and forth
    # over 100 px at `rate` per second (right, or down for wheels), ending 60 px from the
    # start, then release.
    steps = []
    def point(d):
        return (x + gx, y + gy + d) if args.wheel else (x + gx + d, y + gy)
    for i in range(args.moves):
        phase = (i * 2) % 200
        px, py = point(phase if phase <= 100 else 200 - phase)
        steps += ["mousemove", str(px), str(py), "sleep", f"{1 / args.rate:.4f}"]
    px, py = point(60)
    steps += ["mousemove", str(px), str(py), "sleep", "0.05"]
    steps = ["mousedown", "1", *steps, "mouseup", "1"]
    start = (x + gx, y + gy)
    if args.dial:
        # Around the centre at 80 px, 3° a move: a turn and a half one way, then back,
        # ending a third of a turn from the start; the press is on the rim.
        def rim(degrees):
            a = math.radians(degrees - 90)
            return str(round(x + gx + 80 * math.cos(a))), str(round(y + gy + 80 * math.sin(a)))
        steps = ["mousedown", "1"]
        for i in range(1, args.moves + 1):
            phase = (i * 3) % 1080
            steps += ["mousemove", *rim(phase if phase <= 540 else 1080 - phase), "sleep", f"{1 / args.rate:.4f}"]
        steps += ["mousemove", *rim(120), "sleep", "0.05", "mouseup", "1", "sleep", "1.0"]
        start = tuple(int(v) for v in rim(0))
    if args.flings:
        # Flings instead: press, 60 px in six quick moves (two down, then one up, so the
        # wheel ends elsewhere), release, and let it spin to rest: the spin's frames count.
        steps = []
        for i in range(args.flings):
            sign = -1 if i % 3 == 2 else 1
            steps += ["mousemove", str(x + gx), str(y + gy - sign * 30), "mousedown", "1"]
            for k in range(1, 7):
                steps += ["sleep", "0.008", "mousemove", str(x + gx), str(y + gy - sign * 30 + sign * 10 * k)]
            steps += ["mouseup", "1", "sleep", "1.5"]
    xdo("mousemove", *start, env=env)
    time.sleep(0.2)
    cpu0, t0 = cpu_seconds(process.pid), time.monotonic()
    subprocess.run(["xdotool", *steps], env=env, capture_output=True)
    time.sleep(0.3)  # the last frames
    cpu1, t1 = cpu_seconds(process.pid), time.monotonic()
    screenshot(wid, after, env)
    rss = peak_rss_mb(process.pid)
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()
    moved = differing_pixels(before, after, env)
    events = args.flings * 7 if args.flings else args.moves
    return {"cpu": (cpu1 - cpu0) / (t1 - t0) * 100, "per_event_us": (cpu1 - cpu0) / events * 1e6,
            "rss": rss, "startup": startup, "moved": moved}

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--moves", type=int, default=600)
    parser.add_argument("--rate", type=float, default=110)
    parser.add_argument("--gallery", default=os.path.join(ROOT, ".build/release/controlkit-gallery"))
    parser.add_argument("--keep-shots", action="store_true")
    parser.add_argument("--wheel", action="store_true", help="wheel pickers (PickerView, Qt's Tumbler) dragged vertically")
    parser.add_argument("--flings", type=int, default=0, help="with --wheel: N flings, each spun to rest, instead of the drag")
    parser.add_argument("--dial", action="store_true", help="a circular drag on dials (ControlKit's Dial, Qt's Dial)")
    parser.add_argument("--compare", help="another build's controlkit-gallery, measured in the same rounds")
    parser.add_argument("--item", type=int, help="the gallery item of ControlKit's control (default: 1 for the range slider and dial, 2 for the picker)")
    args = parser.parse_args()
    env = dict(os.environ)
    xvfb = None
    if not env.get("DISPLAY"):
        env["DISPLAY"] = ":77"
        xvfb = subprocess.Popen(["Xvfb", ":77", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)
    shots = tempfile.mkdtemp(prefix="peer-bench-")
    results = {}
    try:
        table = programs(args.gallery, args)
        for round_index in range(args.rounds):
            for name, command, extra, title, grab in table:
                r = run_one(name, command, extra, title, grab, args, env, shots)
                results.setdefault(name, []).append(r)
                status = "no window" if r is None else f"{r['cpu']:.1f} % CPU, moved {r['moved']} px"
                print(f"round {round_index + 1}: {name}: {status}", file=sys.stderr)
    finally:
        if xvfb:
            xvfb.terminate()
    gesture = f"{args.flings} flings, each spun to rest" if args.flings else f"{args.moves} pointer moves at {args.rate:.0f}/s"
    if args.dial:
        gesture = f"a circular drag of {args.moves} moves at {args.rate:.0f}/s on a dial"
    print(f"\n{gesture}, {args.rounds} rounds interleaved (medians; range in brackets)\n")
    print(f"{'program':40} {'CPU %':>18} {'CPU/event':>11} {'peak RSS':>9} {'startup':>8} {'thumb moved':>12}")
    medians = {}
    for name, runs in results.items():
        ok = [r for r in runs if r]
        if not ok:
            print(f"{name:40} no window")
            continue
        cpus = [r["cpu"] for r in ok]
        medians[name] = statistics.median(cpus)
        moved = all(r["moved"] > 50 for r in ok)
        verdict = "n/a" if "floor" in name else ("yes" if moved else "NO")
        print(f"{name:40} {statistics.median(cpus):6.1f} [{min(cpus):4.1f}-{max(cpus):4.1f}] "
              f"{statistics.median(r['per_event_us'] for r in ok):8.0f} µs {statistics.median(r['rss'] for r in ok):6.0f} MB "
              f"{statistics.median(r['startup'] for r in ok):6.2f} s {verdict:>12}")
    ours = medians.get(next(iter(results)))
    if ours:
        print()
        for name, value in medians.items():
            if value and name != next(iter(results)):
                print(f"ControlKit / {name}: {ours / value:.2f}x")
    if args.keep_shots:
        print(f"screenshots: {shots}")
    else:
        shutil.rmtree(shots, ignore_errors=True)

if __name__ == "__main__":
    main()
