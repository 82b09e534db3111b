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
    # The fair floors draw what ControlKit's control draws (scripts/peers/fair_*.c), with
    # the project's fonts, as ControlKit does.
    fair_env = dict(gtk_env, FONTCONFIG_FILE=os.path.join(ROOT, "scripts/fonts/fonts.conf"))
    def fair(name):
        return os.path.join(ROOT, f".build/peers/fair_{name}")
    # (name, command, environment, window title, where the gesture starts in window
    # coordinates, read from screenshots)
    if args.dial:
        # The gallery's first dial (12 hours, 220 pt) or its 1,000-item dial (--items 1000),
        # Qt's Dial of the same size and items; the point is the dial's centre, which the
        # gesture circles.
        item = "12" if args.items == 1000 else "1"
        qt = ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/dial.qml", "--", str(args.items)]
        table = [
            ("ControlKit Dial (GTK host)", [gallery, "--window", "dial", item], gtk_env, "ControlKit:", (130, 130)),
            ("Qt Quick Dial", qt, qt_env, "peer: Qt Dial", (130, 130)),
            ("native floor (C, 220 pt disc per event)", [floor, "dial"], gtk_env, "peer: floor", (130, 130)),
            (f"fair floor (C, {'1,000-item' if args.items == 1000 else '12-hour'} dial)",
             [fair("dial")] + (["1000"] if args.items == 1000 else []), fair_env,
             "peer: fair dial" + (" 1000" if args.items == 1000 else ""), (130, 130)),
        ]
        before = ("ControlKit Dial, other build", [args.compare, "--window", "dial", item], gtk_env, "ControlKit:", (130, 130))
    elif args.wheel:
        # The gallery's second picker (colours, 0…99, units) and Qt's Tumbler of the same
        # three wheels, each dragged on its middle wheel; GTK 4 has no wheel widget.
        table = [
            ("ControlKit PickerView (GTK host)", [gallery, "--window", "picker", "2"], gtk_env, "ControlKit:", (220, 78)),
            ("Qt Quick Tumbler", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/tumbler.qml"], qt_env, "peer: Qt Tumbler", (220, 78)),
            ("native floor (C, square per event)", [floor, "wheel"], gtk_env, "peer: floor", (220, 78)),
            ("fair floor (C, three wheels)", [fair("wheels")], fair_env, "peer: fair wheels", (220, 78)),
        ]
        before = ("ControlKit PickerView, other build", [args.compare, "--window", "picker", "2"], gtk_env, "ControlKit:", (220, 78))
    else:
        # The lower thumb's centre: value 2 of 0…10 on each 320-wide control.
        table = [
            ("ControlKit RangeSlider (GTK host)", [gallery, "--window", "range-slider", "1"], gtk_env, "ControlKit:", (87, 42)),
            ("GtkScale (GTK 4)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py"], gtk_env, "peer: GtkScale", (92, 44)),
            ("Qt Quick RangeSlider", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/rangeslider.qml"], qt_env, "peer: Qt RangeSlider", (87, 42)),
            ("native floor (C, square per event)", [floor, "slider"], gtk_env, "peer: floor", (87, 42)),
            ("fair floor (C, range slider)", [fair("slider")], fair_env, "peer: fair slider", (87, 42)),
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

def fair_screenshots(args, env, directory):
    """--screenshots DIR: each fair floor beside ControlKit's control, at rest and held
    mid-gesture, as DIR/fair-floor-GESTURE.png (ControlKit left, the floor right; at rest
    above, mid-gesture below), and how many pixels differ."""
    import numpy
    os.makedirs(directory, exist_ok=True)
    gallery, fonts = args.gallery, os.path.join(ROOT, "scripts/fonts/fonts.conf")
    gtk_env = {"GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1", "FONTCONFIG_FILE": fonts}
    fair = os.path.join(ROOT, ".build/peers/fair_")
    def rim(degrees):
        a = math.radians(degrees - 90)
        return (130 + 80 * math.cos(a), 130 + 80 * math.sin(a))
    # (gesture, ControlKit's command, the floor's command and title, area size, the held
    # gesture's points in window coordinates)
    cases = [
        ("range-slider", [gallery, "--window", "range-slider", "1"], [fair + "slider"], "peer: fair slider", (300, 44),
         [(87 + 4 * i, 42) for i in range(11)]),
        ("wheels", [gallery, "--window", "picker", "2"], [fair + "wheels"], "peer: fair wheels", (320, 216),
         [(220, 78 + 5 * i) for i in range(10)]),
        ("dial", [gallery, "--window", "dial", "1"], [fair + "dial"], "peer: fair dial", (220, 220),
         [rim(d) for d in range(0, 103, 3)]),
        ("dial-1000", [gallery, "--window", "dial", "12"], [fair + "dial", "1000"], "peer: fair dial 1000", (220, 220),
         [rim(d) for d in range(0, 103, 3)]),
    ]
    def capture(command, title, size, points, stem):
        process = subprocess.Popen(command, env=dict(env, **gtk_env), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wid, start = None, time.monotonic()
        while wid is None and time.monotonic() - start < 30:
            found = xdo("search", "--onlyvisible", "--name", title, env=env).split()
            wid = found[0] if found else time.sleep(0.05)
        time.sleep(1.0)
        x, y, _, _ = window_geometry(wid, env)
        crop = f"{size[0]}x{size[1]}+20+20"
        subprocess.run(["import", "-window", wid, "-crop", crop, "+repage", f"{stem}-rest.png"], env=env, capture_output=True)
        steps = ["mousemove", str(round(x + points[0][0])), str(round(y + points[0][1])), "mousedown", "1"]
        for px, py in points[1:]:
            steps += ["sleep", "0.02", "mousemove", str(round(x + px)), str(round(y + py))]
        subprocess.run(["xdotool", *steps, "sleep", "0.5"], env=env, capture_output=True)
        subprocess.run(["import", "-window", wid, "-crop", crop, "+repage", f"{stem}-held.png"], env=env, capture_output=True)
        subprocess.run(["xdotool", "mouseup", "1"], env=env, capture_output=True)
        process.terminate()
        process.wait(5)
    def pixels(path):
        raw = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True).stdout
        return numpy.frombuffer(raw, dtype=numpy.uint8).astype(int)
    for gesture, ours, floor, title, size, points in cases:
        stem = os.path.join(directory, f".{gesture}")
        capture(ours, "ControlKit:", size, points, stem + "-ck")
        capture(floor, title, size, points, stem + "-fair")
        report = []
        for moment in ("rest", "held"):
            a, b = pixels(f"{stem}-ck-{moment}.png"), pixels(f"{stem}-fair-{moment}.png")
            if a.shape != b.shape:
                report.append(f"{moment}: sizes differ")
                continue
            worst = numpy.abs(a - b).reshape(-1, 3).max(axis=1)
            report.append(f"{moment}: {int((worst > 4).sum())} px differ by more than 4/255, "
                          f"{int((worst > 64).sum())} by more than 64/255 (of {len(worst)})")
        out = os.path.join(directory, f"fair-floor-{gesture}.png")
        subprocess.run(["convert", "(", f"{stem}-ck-rest.png", f"{stem}-fair-rest.png", "+append", ")",
                        "(", f"{stem}-ck-held.png", f"{stem}-fair-held.png", "+append", ")", "-append",
                        "-bordercolor", "white", "-border", "0", out], capture_output=True)
        for moment in ("rest", "held"):
            for who in ("ck", "fair"):
                os.remove(f"{stem}-{who}-{moment}.png")
        print(f"{gesture}: ControlKit beside its fair floor in {out}; " + "; ".join(report))

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
    parser.add_argument("--items", type=int, default=12, choices=[12, 1000], help="with --dial: the 12-hour dial or the 1,000-item dial")
    parser.add_argument("--compare", help="another build's controlkit-gallery, measured in the same rounds")
    parser.add_argument("--screenshots", metavar="DIR", help="instead of measuring: each fair floor beside ControlKit's control, as PNGs in DIR")
    parser.add_argument("--item", type=int, help="the gallery item of ControlKit's control (default: 1 for the range slider and dial, 2 for the picker)")
    args = parser.parse_args()
    env = dict(os.environ)
    xvfb = None
    if not env.get("DISPLAY"):
        env["DISPLAY"] = ":77"
        xvfb = subprocess.Popen(["Xvfb", ":77", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)
    if args.screenshots:
        try:
            fair_screenshots(args, env, args.screenshots)
        finally:
            if xvfb:
                xvfb.terminate()
        return
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
        verdict = "n/a" if "native floor" in name else ("yes" if moved else "NO")
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
