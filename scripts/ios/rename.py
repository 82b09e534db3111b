#!/usr/bin/env python3
"""Writes a copy of an example with the renames its "// rename: A -> B, C -> D" line lists.

Usage: rename.py <example.swift> <output.swift>
Whole identifiers only: renaming UIPickerView leaves UIPickerViewDelegate to its own pair.
"""
import re
import sys

text = open(sys.argv[1]).read()
line = re.search(r"^// rename: (.+)$", text, re.M)
if not line:
    sys.exit(f"rename: {sys.argv[1]} has no '// rename:' line")
pairs = [p.split("->") for p in line.group(1).split(",")]
body = text[line.end():]
for old, new in pairs:
    body = re.sub(r"\b" + re.escape(old.strip()) + r"\b", new.strip(), body)
with open(sys.argv[2], "w") as f:
    f.write(text[:line.end()] + "\nimport ControlKitUIKit\nimport ControlKitSwiftUI\n" + body)
