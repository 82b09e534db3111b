#!/usr/bin/python3
"""Writes the API notes that Dispatch's and os's Swift overlays need, from the SDK itself.

usage: scripts/ios/apinotes.py SDK_DIR OUT_DIR

Apple's toolchain carries API notes for two C libraries of the SDK, Dispatch and os: they
give the C types the Swift names their overlays extend (`OS_dispatch_queue` is
`DispatchQueue`) and hide the C functions the overlays wrap (`_os_log_impl` is
`__os_log_impl`). This toolchain is built for Linux and has neither, so the overlays'
interfaces do not compile. This script writes the notes those interfaces need, and only
those, by reading each overlay's interface (the names it uses from C) and the library's
headers (the C names there are):

- a name the interface uses but does not declare (`Dispatch.DispatchQueue`) is the Swift
  name of the C class, protocol or typedef whose words it spells (`OS_dispatch_queue`);
- `__X` for a name X of the C headers (`__OS_dispatch_queue_attr`, `___os_log_impl`) is X
  made private to Swift; `__X` for a name X the interface declares itself
  (`__DispatchData`, beside `struct DispatchData`) is the C type under that name;
- a C protocol named as a C class is the class's Swift name + `Protocol`, as Swift's
  importer names such pairs.
A few words the overlays spell out where the headers abbreviate are in SPELLED_OUT.
"""
import os
import re
import sys

# Module: (the overlay's interface under usr/lib/swift, the header directory, C prefixes).
LIBRARIES = {
    "Dispatch": ("Dispatch", "dispatch", ("dispatch_",)),
    "os": ("os", "os", ("os_", "_os_")),
}
# Where the headers abbreviate a word the overlay's names spell out (joined, lower case).
SPELLED_OUT = [("sourcedata", "sourceuserdata"), ("recv", "receive"), ("proc", "process"), ("vnode", "filesystemobject")]


def c_declarations(header_dir):
    """The C classes, protocols, typedefs and functions the headers declare."""
    classes, protocols, typedefs, functions = set(), set(), set(), set()
    for name in sorted(os.listdir(header_dir)):
        if not name.endswith(".h"):
            continue
        with open(os.path.join(header_dir, name), encoding="utf-8", errors="replace") as f:
            text = f.read()
        text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
        for m in re.finditer(r"^\s*(DISPATCH_DECL|DISPATCH_DECL_SUBCLASS|DISPATCH_SOURCE_DECL|OS_OBJECT_DECL_CLASS|DISPATCH_DATA_DECL|OS_OBJECT_DECL|OS_OBJECT_DECL_SWIFT)\((\w+)", text, re.M):
            classes.add("OS_" + m.group(2))
        for m in re.finditer(r"^\s*DISPATCH_SOURCE_TYPE_DECL\((\w+)\)", text, re.M):
            protocols.add("OS_dispatch_source_" + m.group(1))
        for m in re.finditer(r"^\s*DISPATCH_SOURCE_DECL\((\w+)\)", text, re.M):
            protocols.add("OS_" + m.group(1))  # a class and the protocol its source types refine
        for m in re.finditer(r"\btypedef\b[^;{]*?\b(\w+)\s*;", text):
            typedefs.add(m.group(1))
        for m in re.finditer(r"\btypedef\b[^;]*?\}\s*(\w+)\s*;", text, re.S):
            typedefs.add(m.group(1))
        for m in re.finditer(r"\b(?:OS_ENUM|DISPATCH_ENUM|OS_CLOSED_ENUM|OS_OPTIONS|DISPATCH_OPTIONS)\(\s*(\w+)", text):
            typedefs.add(m.group(1) + "_t")
        for m in re.finditer(r"\b(_{0,2}[a-z]\w*)\s*\(", text):
            functions.add(m.group(1))
    return classes, protocols, typedefs, functions


def spelled(words):
    joined = "".join(words).lower()
    for short, full in SPELLED_OUT:
        joined = joined.replace(short, full)
    return joined


def c_key(name, prefixes):
    """`OS_dispatch_source_mach_recv` → "sourcemachreceive"; `os_log_type_t` → "logtype"."""
    base = name[3:] if name.startswith("OS_") else name
    base = base[:-2] if base.endswith("_t") else base
    for prefix in prefixes:
        if base.startswith(prefix):
            base = base[len(prefix):]
            break
    return spelled(base.split("_"))


def swift_key(name, module):
    """`DispatchSourceMachReceive` → "sourcemachreceive"; `OSLogType` → "logtype"."""
    for prefix in (module, "OS", module.capitalize()):
        if name.startswith(prefix) and name != prefix:
            name = name[len(prefix):]
            break
    return "".join(re.findall(r"[A-Z]+(?![a-z])|[A-Z][a-z]*|[a-z]+|\d+", name)).lower()


def notes_for(module, sdk):
    interface_name, header_name, prefixes = LIBRARIES[module]
    path = os.path.join(sdk, "usr/lib/swift", f"{interface_name}.swiftmodule", "arm64-apple-ios.swiftinterface")
    with open(path, encoding="utf-8") as f:
        interface = f.read()
    classes, protocols, typedefs, functions = c_declarations(os.path.join(sdk, "usr/include", header_name))
    declared = set(re.findall(r"\b(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)", interface))
    used = set(re.findall(rf"\b{re.escape(module)}\.(\w+)", interface)) | set(re.findall(r"\b(__\w+)", interface))
    c_names = classes | protocols | typedefs | functions
    notes = {"Classes": {}, "Protocols": {}, "Typedefs": {}, "Functions": {}}

    def kind_of(c_name, want_protocol=False):
        if want_protocol and c_name in protocols:
            return "Protocols"
        if c_name in classes:
            return "Classes"
        if c_name in protocols:
            return "Protocols"
        return "Typedefs" if c_name in typedefs else "Functions"

    by_key = {}
    for c_name in classes | protocols | typedefs:
        by_key.setdefault(c_key(c_name, prefixes), set()).add(c_name)

    for name in sorted(used):
        if name.startswith("__") and name[2:] in c_names:
            notes[kind_of(name[2:])][name[2:]] = {"SwiftPrivate": "true"}
            continue
        if name in declared or name in c_names or name.startswith("__") and name[2:] not in declared:
            continue
        target = name[2:] if name.startswith("__") else name
        if not target[:1].isupper():
            continue  # C names keep their spelling; the overlay's own functions are not C's
        key = swift_key(target, module)
        wants_protocol = key.endswith("protocol") and key[: -len("protocol")] in by_key
        if wants_protocol:
            key = key[: -len("protocol")]
        candidates = by_key.get(key, set())
        if candidates & (classes | protocols):
            candidates = candidates & (classes | protocols)  # `OS_os_log`, not its `os_log_t`
        for c_name in sorted(candidates):
            kind = kind_of(c_name, wants_protocol)
            if wants_protocol and kind != "Protocols":
                continue
            if not wants_protocol and kind == "Protocols" and c_name in classes:
                kind = "Classes"
            notes[kind][c_name] = {"SwiftName": name}
    # Members the overlay's inlinable code calls on a renamed C class but does not declare
    # (`logObject.isEnabled(type:)`): the class's C function whose words they are
    # (`os_log_type_enabled(log, type)`), imported as that member.
    own_functions = set(re.findall(r"\bfunc\s+(\w+)", interface))
    calls = set(re.findall(r"\.([a-z]\w*)\(((?:\w+:\s*[^,()]*,?\s*)*)\)", interface))
    for c_class, fields in list(notes["Classes"].items()):
        swift_class = fields.get("SwiftName")
        if not swift_class:
            continue
        stem = c_class[3:] + "_"
        for member, arguments in sorted(calls):
            if member in own_functions:
                continue
            labels = re.findall(r"(\w+):", arguments)
            words = {w.lower() for w in re.findall(r"[A-Z]?[a-z]+", member)} - {"is", "get"} | set(labels)
            matches = [f for f in functions if f.startswith(stem) and set(f[len(stem):].split("_")) == words]
            if len(matches) == 1:
                notes["Functions"][matches[0]] = {"SwiftName": f"'{swift_class}.{member}(self:{''.join(l + ':' for l in labels)})'"}
    return notes


def write(module, notes, out):
    lines = [f"# Written by scripts/ios/apinotes.py from the SDK's {module} headers and overlay.", f"Name: {module}"]
    for section, entries in notes.items():
        if not entries:
            continue
        lines.append(f"{section}:")
        for c_name, fields in sorted(entries.items()):
            lines.append(f"- Name: {c_name}")
            lines.extend(f"  {k}: {v}" for k, v in fields.items())
    with open(os.path.join(out, f"{module}.apinotes"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    sdk, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    for module in LIBRARIES:
        write(module, notes_for(module, sdk), out)


if __name__ == "__main__":
    main(sys.argv)
