#!/usr/bin/env python3
"""Compares a controlkit-bench run with the committed baseline (Benchmarks/baseline.txt)
by ratio, not by absolute time: every entry's median is divided by the geometric mean of
all entries both runs share, so a slower or busier machine moves every entry alike and
only a real regression stands out. Prints a report and always exits 0 (a noisy machine
must not fail CI); `--update` makes the current run the baseline.

Usage: scripts/bench-check.py [--update] [--threshold 1.3]   (runs the release bench)
       scripts/bench-check.py --current table.txt            (compares a saved run)
"""
import argparse, math, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Benchmarks", "baseline.txt")
UNITS = {"ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}

def parse(text):
    """name -> (median seconds, allocations per op) from the bench's table."""
    rows = {}
    for line in text.splitlines():
        m = re.match(r"^(.+?)\s+([\d.]+) (ns|µs|us|ms|s)\s+([\d.]+) (ns|µs|us|ms|s)\s+(\d+)\s+([\d.]+)\s*$", line)
        if m:
            rows[m.group(1).strip()] = (float(m.group(2)) * UNITS[m.group(3)], float(m.group(7)))
    return rows

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--threshold", type=float, default=1.3)
    parser.add_argument("--current")
    args = parser.parse_args()
    if args.current:
        text = open(args.current).read()
    else:
        subprocess.run(["swift", "build", "-c", "release", "--product", "controlkit-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        text = subprocess.run([os.path.join(ROOT, ".build/release/controlkit-bench")], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout
    current = parse(text)
    if args.update or not os.path.exists(BASELINE):
        os.makedirs(os.path.dirname(BASELINE), exist_ok=True)
        open(BASELINE, "w").write(text)
        print(f"bench-check: baseline written ({len(current)} entries)")
        return
    baseline = parse(open(BASELINE).read())
    shared = sorted(set(current) & set(baseline))
    if not shared:
        print("bench-check: no entries in common with the baseline")
        return
    def norm(rows):
        mean = math.exp(sum(math.log(rows[n][0]) for n in shared) / len(shared))
        return {n: rows[n][0] / mean for n in shared}
    b, c = norm(baseline), norm(current)
    print(f"{'entry':56} {'ratio':>7} {'allocs':>13}")
    flagged = 0
    for n in shared:
        ratio = c[n] / b[n]
        allocs = f"{baseline[n][1]:g} -> {current[n][1]:g}" if baseline[n][1] != current[n][1] else ""
        mark = "  SLOWER" if ratio > args.threshold else ("  faster" if ratio < 1 / args.threshold else "")
        if ratio > args.threshold or (current[n][1] > baseline[n][1]):
            flagged += 1
        print(f"{n:56} {ratio:6.2f}x {allocs:>13}{mark}")
    for n in sorted(set(current) - set(baseline)):
        print(f"{n:56}     new")
    print(f"\nbench-check: {flagged} of {len(shared)} entries slower than {args.threshold}x their share of the run "
          "or allocating more (a report, never a failure)")

if __name__ == "__main__":
    main()
