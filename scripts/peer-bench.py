#!/usr/bin/env python3
"""Peer benchmark: the same xdotool drag on ControlKit's GTK-hosted RangeSlider, GTK 4's
GtkScale, Qt Quick Controls' RangeSlider (software renderer) and the floor (a GTK drawing
area that only queues a redraw per motion event). Programs run one at a time under one
Xvfb, interleaved in rounds; CPU of the whole process from /proc; each thumb is checked to
have moved by comparing screenshots of the window before and after the drag.

Usage: scripts/peer-bench.sh [--rounds N] [--moves N] [--rate HZ]
"""
import argparse, os, re, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICK = os.sysconf("SC_CLK_TCK")

def programs(gallery):
    gtk_env = {"GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1"}
    # (name, command, environment, window title, the lower thumb's centre in window
    # coordinates, read from screenshots: value 2 of 0…10 on each 320-wide control)
    return [
        ("ControlKit RangeSlider (GTK host)", [gallery, "--window", "range-slider", "1"], gtk_env, "ControlKit:", (87, 42)),
        ("GtkScale (GTK 4)", ["/usr/bin/python3", f"{ROOT}/scripts/peers/gtk_peer.py", "scale"], gtk_env, "peer: GtkScale", (92, 44)),
        ("Qt Quick RangeSlider", ["/usr/lib/qt6/bin/qml", f"{ROOT}/scripts/peers/rangeslider.qml"],
         {"QT_QUICK_BACKEND": "software", "QT_QPA_PLATFORM": "xcb"}, "peer: Qt RangeSlider", (87, 42)),
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
    # One xdotool process: press on the thumb, then `moves` moves back and forth over
    # 100 px at `rate` per second, ending 60 px right of the start, then release.
    steps = []
    for i in range(args.moves):
        phase = (i * 2) % 200
        dx = phase if phase <= 100 else 200 - phase
        steps += ["mousemove", str(x + gx + dx), str(y + gy), "sleep", f"{1 / args.rate:.4f}"]
    steps += ["mousemove", str(x + gx + 60), str(y + gy), "sleep", "0.05"]
    xdo("mousemove", x + gx, y + gy, env=env)
    time.sleep(0.2)
    cpu0, t0 = cpu_seconds(process.pid), time.monotonic()
    subprocess.run(["xdotool", "mousedown", "1", *steps, "mouseup", "1"], env=env, capture_output=True)
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
    return {"cpu": (cpu1 - cpu0) / (t1 - t0) * 100, "per_event_us": (cpu1 - cpu0) / args.moves * 1e6,
            "rss": rss, "startup": startup, "moved": moved}

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--moves", type=int, default=600)
    parser.add_argument("--rate", type=float, default=110)
    parser.add_argument("--gallery", default=os.path.join(ROOT, ".build/release/controlkit-gallery"))
    parser.add_argument("--keep-shots", action="store_true")
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
        table = programs(args.gallery)
        for round_index in range(args.rounds):
            for name, command, extra, title, grab in table:
                r = run_one(name, command, extra, title, grab, args, env, shots)
                results.setdefault(name, []).append(r)
                status = "no window" if r is None else f"{r['cpu']:.1f} % CPU, moved {r['moved']} px"
                print(f"round {round_index + 1}: {name}: {status}", file=sys.stderr)
    finally:
        if xvfb:
            xvfb.terminate()
    print(f"\n{args.moves} pointer moves at {args.rate:.0f}/s, {args.rounds} rounds interleaved (medians; range in brackets)\n")
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
