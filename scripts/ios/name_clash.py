#!/usr/bin/python3
"""Names our public top-level types that an app file importing UIKit or SwiftUI beside our
modules would find ambiguous ("'X' is ambiguous for type lookup in this context").

usage: name_clash.py GRAPHS_DIR INTERFACE...

GRAPHS_DIR holds the symbol graphs ios-check.sh writes for our modules (one folder per
module); each INTERFACE is an Apple module's Swift interface from the SDK (UIKit's as
swift-synthesize-interface prints it, SwiftUI's .swiftinterface). A top-level declaration
of an interface starts at its first column. Prints each clash with the module declaring
it, then a count; exits 1 when any name clashes.
"""
import glob
import json
import os
import re
import sys

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
TOP_LEVEL = re.compile(r"^(?:@\S+\s+)*(?:public\s+|open\s+)?(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)")


def ours(graphs_dir):
    names = {}
    for path in glob.glob(os.path.join(graphs_dir, "*", "*.symbols.json")):
        if "@" in os.path.basename(path):
            continue  # extensions of other modules' types declare no name of ours
        graph = json.load(open(path))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            # Declared in our sources (a re-exported module's types have no location here).
            declared_here = "location" in symbol
            if symbol["kind"]["identifier"] in TYPE_KINDS and len(symbol["pathComponents"]) == 1 and declared_here:
                names.setdefault(symbol["pathComponents"][0], module)
    return names


def theirs(interfaces):
    names = {}
    for path in interfaces:
        module = os.path.basename(path).split(".")[0]
        if module == "arm64-apple-ios":  # <Module>.swiftmodule/arm64-apple-ios.swiftinterface
            module = os.path.basename(os.path.dirname(path)).split(".")[0]
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = TOP_LEVEL.match(line)
                if m:
                    names.setdefault(m.group(1), module)
    return names


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    mine, apple = ours(argv[1]), theirs(argv[2:])
    clashes = sorted(set(mine) & set(apple))
    for name in clashes:
        print(f"{name} ({mine[name]}) is also {apple[name]}'s")
    print(f"{len(mine)} public type names, {len(clashes)} shared with {', '.join(sorted(set(apple.values())))}")
    return 1 if clashes else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
