#!/usr/bin/env python3
"""Peer benchmark: the same xdotool drag on ControlKit's GTK-hosted RangeSlider, GTK 4's
GtkScale, Qt Quick Controls' RangeSlider (software renderer) and the floor (a GTK drawing
area that only queues a redraw per motion event). Programs run one at a time under one
Xvfb, interleaved in rounds; CPU of the whole process from /proc; each thumb is checked to
have moved by comparing screenshots of the window before and after the drag.

With --wheel: the same for wheel pickers, ControlKit's PickerView against Qt Quick Controls'
Tumbler (GTK 4 has none), dragged up and down on the middle of three wheels.

--flings N (with --wheel) flings the wheels N times instead, each spun to rest: a spin's
frames put rows at positions no pointer repeats.

Usage: scripts/peer-bench.sh [--rounds N] [--moves N] [--rate HZ] [--wheel [--flings N]]
"""
import argparse, os, re, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICK = os.sysconf("SC_CLK_TCK")

def programs(gallery, wheel=False):
    gtk_env = {"GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1"}
    qt_env = {"QT_QUICK_BACKEND": "software", "QT_QPA_PLATFORM": "xcb"}
    if wheel:
        # The gallery's second picker (colours, 0…99, units) and Qt's Tumbler of the same
        # three wheels, each dragged on its middle wheel; GTK 4 has no wheel widget.
        return [
            ("ControlKit PickerView (GTK host)", [gallery, "--window", "picker", "2"], gtk_env, "ControlKit:", (220, 78)),
            ("Qt Quick Tumbler", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/tumbler.qml"], qt_env, "peer: Qt Tumbler", (220, 78)),
            ("floor (GTK area, redraw only)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py", "floor-wheel"], gtk_env,
             "peer: floor", (220, 78)),
        ]
    # (name, command, environment, window title, the lower thumb's centre in window
    # coordinates, read from screenshots: value 2 of 0…10 on each 320-wide control)
    return [
        ("ControlKit RangeSlider (GTK host)", [gallery, "--window", "range-slider", "1"], gtk_env, "ControlKit:", (87, 42)),
        ("GtkScale (GTK 4)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py", "scale"], gtk_env, "peer: GtkScale", (92, 44)),
        ("Qt Quick RangeSlider", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/rangeslider.qml"], qt_env, "peer: Qt RangeSlider", (87, 42)),
        ("floor (GTK area, redraw only)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py", "floor"], gtk_env, "peer: floor", (87, 42)),
    ]

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
    xdo("mousemove", x + gx, y + gy, env=env)
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
        table = programs(args.gallery, args.wheel)
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
    print(f"\n{gesture}, {args.rounds} rounds interleaved (medians; range in brackets)\n")
    print(f"{'program':36} {'CPU %':>18} {'CPU/event':>11} {'peak RSS':>9} {'startup':>8} {'thumb moved':>12}")
    medians = {}
    for name, runs in results.items():
        ok = [r for r in runs if r]
        if not ok:
            print(f"{name:36} no window")
            continue
        cpus = [r["cpu"] for r in ok]
        medians[name] = statistics.median(cpus)
        moved = all(r["moved"] > 50 for r in ok)
        verdict = "n/a" if name.startswith("floor") else ("yes" if moved else "NO")
        print(f"{name:36} {statistics.median(cpus):6.1f} [{min(cpus):4.1f}-{max(cpus):4.1f}] "
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
