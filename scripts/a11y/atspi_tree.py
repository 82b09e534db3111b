#!/usr/bin/python3
"""Prints what a screen reader sees of a running application, through AT-SPI.

usage: atspi_tree.py APP-NAME [--json] [--wait SECONDS]

Each accessible node as one line: role, name, description, value (current/min/max and
text where the node has the Value interface), text (where it has the Text interface),
and its notable states. Run under the same D-Bus session as the application (for
example inside `dbus-run-session`), with NO_AT_BRIDGE unset.
"""
import json
import os
import warnings
import sys
import time

import gi

warnings.filterwarnings("ignore", category=DeprecationWarning)

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

STATES = ["focusable", "focused", "sensitive", "enabled", "editable", "showing", "visible", "selected"]


def describe(node):
    entry = {"role": node.get_role_name(), "name": node.get_name() or "", "description": node.get_description() or ""}
    value = node.get_value_iface() if hasattr(node, "get_value_iface") else None
    if value is not None:
        entry["value"] = {
            "current": value.get_current_value(),
            "minimum": value.get_minimum_value(),
            "maximum": value.get_maximum_value(),
            "increment": value.get_minimum_increment(),
        }
        try:  # AT-SPI 2.46+: the value as text
            entry["value"]["text"] = Atspi.Value.get_text(node) or ""
        except (AttributeError, TypeError, gi.repository.GLib.Error):
            pass
    text = node.get_text_iface() if hasattr(node, "get_text_iface") else None
    if text is not None:
        entry["text"] = text.get_text(0, text.get_character_count())
    states = node.get_state_set()
    entry["states"] = [s for s in STATES if states.contains(getattr(Atspi.StateType, s.upper()))]
    relations = []
    for relation in node.get_relation_set() or []:
        kind = relation.get_relation_type().value_nick
        targets = [relation.get_target(i).get_name() for i in range(relation.get_n_targets())]
        relations.append({"type": kind, "targets": targets})
    if relations:
        entry["relations"] = relations
    actions = node.get_action_iface() if hasattr(node, "get_action_iface") else None
    if actions is not None and actions.get_n_actions() > 0:
        entry["actions"] = [actions.get_action_name(i) for i in range(actions.get_n_actions())]
    entry["children"] = []
    for i in range(node.get_child_count()):
        # A child that went while the tree was read (a popover closing) is an error or no
        # child at all: the tree is read again by whatever waits on it.
        try:
            child = node.get_child_at_index(i)
            if child is None:
                entry["vanished"] = True
                continue
            entry["children"].append(describe(child))
        except gi.repository.GLib.Error:
            entry["vanished"] = True
    return entry


def find_app(name, wait, alive=lambda: True):
    """The application `name` once the AT-SPI registry lists it, polled every 0.1 s for at
    most `wait` seconds (a limit for a hang, not a pause); fails at once when `alive()`
    says the application has exited."""
    deadline = time.time() + wait
    while True:
        desktop = Atspi.get_desktop(0)
        desktop.clear_cache()  # ask the registry each time: a child list read while it started may be stale
        names = []
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is None:
                continue
            names.append(app.get_name())
            if app.get_name() == name:
                return app
        if not alive():
            sys.exit(f"atspi_tree: {name!r} exited before it registered with the AT-SPI registry")
        if time.time() > deadline:
            bus = os.environ.get("AT_SPI_BUS_ADDRESS", "the bus the launcher gives")
            sys.exit(
                f"atspi_tree: waited {wait:g} s for an application named {name!r} to register with the "
                f"AT-SPI registry on {bus}; the registry lists {names}"
            )
        time.sleep(0.1)


def show(entry, depth=0):
    parts = [entry["role"], repr(entry["name"])]
    if entry["description"]:
        parts.append(f"description={entry['description']!r}")
    if "value" in entry:
        v = entry["value"]
        parts.append(f"value={v['current']:g} [{v['minimum']:g}…{v['maximum']:g}]")
        if v.get("text"):
            parts.append(f"value-text={v['text']!r}")
    if "text" in entry:
        parts.append(f"text={entry['text']!r}")
    if entry["states"]:
        parts.append("{" + ",".join(entry["states"]) + "}")
    for r in entry.get("relations", []):
        parts.append(f"{r['type']}→{r['targets']}")
    if "actions" in entry and entry["role"] != "label":
        parts.append(f"actions={entry['actions']}")
    print("  " * depth + " ".join(parts))
    for child in entry["children"]:
        show(child, depth + 1)


if __name__ == "__main__":
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    wait = 10.0
    if "--wait" in args:
        i = args.index("--wait")
        wait = float(args[i + 1])
        del args[i : i + 2]
    as_json = "--json" in args
    app = find_app([a for a in args if a != "--json"][0], wait)
    tree = describe(app)
    if as_json:
        print(json.dumps(tree, indent=1))
    else:
        show(tree)
