#!/usr/bin/env python3
"""Writes every documented Swift sample as a file an app developer could have pasted.

    samples.py OUT_DIR FILE...

FILE is Markdown (every ```swift block of the README or a DocC article) or Swift (every
```swift block inside its /// doc comments). Each block becomes OUT_DIR/NN-<file>-<line>.swift,
opening with the imports an iOS app file has (Foundation, UIKit, SwiftUI and ControlKit's
modules), so that a sample that compiles there compiles in an app, and a name of ours that
collides with UIKit's or SwiftUI's fails. A block may carry its own imports; repeating one
is harmless. Prints one line per sample written.
"""
import os
import re
import sys

PRELUDE = (
    "import ControlKit\nimport ControlKitSwiftUI\nimport ControlKitTesting\nimport ControlKitUIKit\n"
    "import Foundation\nimport SwiftUI\nimport UIKit\n"
)


def blocks(path):
    """Yields (line number, code) for each ```swift block in a file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    doc_comments = path.endswith(".swift")
    code, start = None, 0
    for number, line in enumerate(lines, 1):
        text = line
        if doc_comments:
            match = re.match(r"\s*/// ?(.*)$", line)
            if not match:
                code = None  # a block never continues past its doc comment
                continue
            text = match.group(1)
        if code is None and text.strip() == "```swift":
            code, start = [], number + 1
        elif code is not None and text.strip() == "```":
            yield start, "\n".join(code) + "\n"
            code = None
        elif code is not None:
            code.append(text)


def main():
    out, files = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    count = 0
    for path in files:
        for line, code in blocks(path):
            count += 1
            name = re.sub(r"[^A-Za-z0-9]+", "_", os.path.basename(path))
            target = os.path.join(out, f"{count:02d}-{name}-{line}.swift")
            with open(target, "w", encoding="utf-8") as f:
                f.write(f"// {path}:{line}\n{PRELUDE}\n{code}")
            print(f"{target}\t{path}:{line}")
    if count == 0:
        sys.exit("samples.py: no ```swift block found")


main()
