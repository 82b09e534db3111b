#!/usr/bin/python3
"""Makes the iOS SDK kit that scripts/ios-check.sh compiles against.

usage: scripts/ios/make-kit.py GIT_DIR [KIT_DIR]

GIT_DIR is a git directory (a clone, bare or not, or its work tree) of the public
repository theos/sdks, which holds Apple's iOS SDKs as Xcode ships them (headers, module
maps, Swift interfaces). KIT_DIR defaults to where ios-check.sh looks: $CONTROLKIT_IOS_KIT, else
~/.cache/controlkit/ios-kit. The kit is

  iPhoneOS16.5.sdk/  what a compile reads of that SDK: headers, module maps, API notes,
                     plists and the arm64 Swift interfaces (no .tbd stubs: nothing links)
  resource-dir/      a Swift resource directory for Apple targets: this toolchain's
                     shims and clang headers, without Linux's module maps, plus the API
                     notes Apple's toolchain ships for Dispatch and os, written here by
                     scripts/ios/apinotes.py from the SDK's own headers and interfaces
  module-cache/      filled by the first compile

Checks the repository and the kit's layout before and after, and says what is wrong in
words. Running it again on a made kit only refreshes resource-dir.
"""
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SDK = "iPhoneOS16.5.sdk"
# What a compile for iOS reads, by name: everything else in the SDK (.tbd link stubs,
# arm64e interfaces, docs) is left out.
KEPT_SUFFIXES = (".h", ".modulemap", ".apinotes", ".plist", ".json", "/arm64-apple-ios.swiftinterface")
# The layout ios-check.sh relies on, checked once the kit is written.
REQUIRED = [
    f"{SDK}/SDKSettings.plist",
    f"{SDK}/usr/include/dispatch/dispatch.h",
    f"{SDK}/usr/include/os/log.h",
    f"{SDK}/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface",
    f"{SDK}/usr/lib/swift/Dispatch.swiftmodule/arm64-apple-ios.swiftinterface",
    f"{SDK}/System/Library/Frameworks/UIKit.framework/Modules/module.modulemap",
    f"{SDK}/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface",
    "resource-dir/shims/module.modulemap",
    "resource-dir/apinotes/Dispatch.apinotes",
    "resource-dir/apinotes/os.apinotes",
]


def fail(message):
    sys.exit(f"make-kit: {message}")


def git(git_dir, *args, **kwargs):
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], check=False, capture_output=True, **kwargs)


def sdk_entries(git_dir):
    """(mode, blob, path) of every file under the SDK at HEAD, after checking it is theos/sdks."""
    if git(git_dir, "rev-parse", "--git-dir").returncode != 0:
        fail(f"{git_dir} is not a git directory (give the .git of a clone of theos/sdks, or a bare mirror)")
    listing = git(git_dir, "ls-tree", "-r", "-z", "HEAD", "--", SDK)
    if listing.returncode != 0 or not listing.stdout:
        top = git(git_dir, "ls-tree", "--name-only", "HEAD").stdout.decode(errors="replace").split()
        sdks = [t for t in top if t.endswith(".sdk")]
        fail(
            f"{git_dir} has no {SDK} at HEAD (it has {', '.join(sdks) or 'no SDKs'}); "
            "it should be a git directory of the public repository theos/sdks"
        )
    entries = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, blob = meta.split()
        if kind == b"blob":
            entries.append((mode.decode(), blob.decode(), path.decode()))
    return entries


def write_sdk(git_dir, kit, entries):
    """Writes the kept files and the symbolic links, reading blobs through one cat-file."""
    wanted = [(m, b, p) for m, b, p in entries if m == "120000" or p.endswith(KEPT_SUFFIXES)]
    batch = subprocess.Popen(
        ["git", f"--git-dir={git_dir}", "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    missing = []
    for mode, blob, path in wanted:
        batch.stdin.write(blob.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if header[-1] == b"missing":
            missing.append(path)
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)  # the newline after each object
        target = os.path.join(kit, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.lexists(target):
            os.remove(target)
        if mode == "120000":
            os.symlink(data.decode(), target)
        else:
            with open(target, "wb") as f:
                f.write(data)
    batch.stdin.close()
    batch.wait()
    # A snapshot may lack the largest blobs; none of them is one a compile needs, which the
    # layout check below confirms for the ones that matter.
    if missing:
        print(f"make-kit: {len(missing)} files absent from the git directory were skipped (e.g. {missing[0]})")


def patch_swiftui(kit):
    """SwiftUI 16.5's interface has one inlinable os_log message that interpolates a
    metatype, which Swift 6.3 no longer resolves against that SDK's os overlay; only the
    message's text changes."""
    path = os.path.join(kit, SDK, "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    patched = text.replace("Accessing Environment<\\(Value.self)>'s value", "Accessing Environment's value")
    if patched != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(patched)


def write_resource_dir(kit):
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        fail("no swiftc on PATH")
    lib = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib", "swift")
    res = os.path.join(kit, "resource-dir")
    os.makedirs(os.path.join(res, "apinotes"), exist_ok=True)
    for name in ("shims", "clang"):
        link = os.path.join(res, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.join(lib, name), link)
    for name in os.listdir(os.path.join(lib, "apinotes")):
        shutil.copy(os.path.join(lib, "apinotes", name), os.path.join(res, "apinotes", name))
    subprocess.run([sys.executable, os.path.join(HERE, "apinotes.py"), os.path.join(kit, SDK), os.path.join(res, "apinotes")], check=True)


def main(argv):
    if len(argv) not in (2, 3) or argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    git_dir = os.path.abspath(argv[1])
    if os.path.isdir(os.path.join(git_dir, ".git")):
        git_dir = os.path.join(git_dir, ".git")  # a clone's work tree was given
    default = os.environ.get("CONTROLKIT_IOS_KIT") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "controlkit", "ios-kit"
    )
    kit = os.path.abspath(argv[2] if len(argv) == 3 else default)
    if not os.path.exists(os.path.join(kit, SDK, "SDKSettings.plist")):
        entries = sdk_entries(git_dir)
        partial = kit + ".partial"
        shutil.rmtree(partial, ignore_errors=True)
        os.makedirs(partial)
        write_sdk(git_dir, partial, entries)
        patch_swiftui(partial)
        if os.path.exists(kit):
            shutil.rmtree(kit)
        os.rename(partial, kit)
    write_resource_dir(kit)
    absent = [p for p in REQUIRED if not os.path.exists(os.path.join(kit, p))]
    if absent:
        fail(f"the kit at {kit} lacks {', '.join(absent)}; is {git_dir} a complete theos/sdks?")
    size = subprocess.run(["du", "-sh", kit], capture_output=True, text=True).stdout.split()[0]
    print(f"make-kit: iOS SDK kit ready at {kit} ({size}); scripts/ios-check.sh uses it")


if __name__ == "__main__":
    main(sys.argv)
