#!/usr/bin/python3
"""Checks one live gallery page the way a screen reader sees it, through AT-SPI.

usage: check_page.py PAGE        (the gallery must be running `--window PAGE`)

For every control (a group labelled by its caption): each element is a node with a
role and a name; adjustable nodes have a value inside their limits; disabled controls'
nodes are insensitive and not focusable; secure PIN fields hold only bullets. Page
specific: a value set through AT-SPI goes through the control's rules (the node reads
back what the control took), and Tab walks the elements and leaves each control.
Prints the tree and exits non-zero on the first failed check.
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_tree import Atspi, describe, find_app, show  # noqa: E402
from gi.repository import GLib  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}")


def groups(tree):
    """The controls: panels named by a labelled-by relation, with their nodes."""
    found = []

    def walk(entry):
        if any(r["type"] == "labelled-by" for r in entry.get("relations", [])) and entry["children"]:
            found.append(entry)
        for child in entry["children"]:
            walk(child)

    walk(tree)
    return found


def live_nodes(app, names):
    """AT-SPI objects (not snapshots) for nodes, by (group name, node name)."""
    result = {}

    def walk(node, group):
        name = node.get_name() or ""
        relations = [r.get_relation_type() for r in (node.get_relation_set() or [])]
        if Atspi.RelationType.LABELLED_BY in relations:
            group = name
        if (group, name) in names and (group, name) not in result:
            result[(group, name)] = node
        for i in range(node.get_child_count()):
            child = node.get_child_at_index(i)
            if child is not None:  # (None: it went while the tree was read)
                walk(child, group)

    walk(app, None)
    return result


def value_of(node):
    return node.get_value_iface().get_current_value()


# How long a node may take to follow the control (it does in an idle after the frame): a
# limit for a stalled machine, not a pause; every wait below ends as soon as its check holds.
SETTLE = float(os.environ.get("A11Y_SETTLE", "30"))


def eventually(condition, message):
    """Checks `condition()` until it holds or SETTLE seconds pass."""
    deadline = time.time() + SETTLE
    while not condition() and time.time() < deadline:
        time.sleep(0.05)
    check(condition(), message)


def set_value(node, number):
    """Sets a node's value as a screen reader does; the control answers in an idle."""
    node.get_value_iface().set_current_value(number)


def focused(app):
    found = []

    def walk(node, group):
        name = node.get_name() or ""
        relations = [r.get_relation_type() for r in (node.get_relation_set() or [])]
        if Atspi.RelationType.LABELLED_BY in relations:
            group = name
        if node.get_state_set().contains(Atspi.StateType.FOCUSED) and group:
            found.append((group, name))
        for i in range(node.get_child_count()):
            child = node.get_child_at_index(i)
            if child is not None:  # (None: it went while the tree was read)
                walk(child, group)

    walk(app, None)
    return found


def press(key):
    subprocess.run(["xdotool", "key", key], check=True)


def wait_for_page(page):
    """The gallery's application once it is registered and its page's controls are in its
    tree, and how long that took. Fails at once if the gallery exits first."""
    limit = float(os.environ.get("A11Y_WAIT", "120"))
    pid = int(os.environ.get("GALLERY_PID", "0"))
    start = time.time()
    app = find_app("controlkit-gallery", limit, alive=lambda: pid == 0 or process_alive(pid))
    while not groups(describe(app)):
        if time.time() - start > limit:
            sys.exit(f"check_page: waited {limit:g} s for the {page} page's controls in controlkit-gallery's AT-SPI tree; it has none")
        if pid and not process_alive(pid):
            sys.exit(f"check_page: the gallery (pid {pid}) exited before its {page} page was in its tree")
        time.sleep(0.1)
    return app, time.time() - start


def process_alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[-1][0] != "Z"  # a zombie has exited
    except OSError:
        return False


def check_calendar(app, controls):
    """The inline calendar: days are buttons named by their full date, the chosen one
    selected, today says so, days past a limit are insensitive; a click through AT-SPI
    chooses a day, and Next Month pages (the header then names the new month)."""
    def child(group, name):
        return next((n for n in group["children"] if n["name"] == name), None)

    first = controls[0]
    chosen = child(first, "Thursday, December 17, 2026")
    check(chosen is not None and chosen["role"] == "push button", "calendar: a day is a button named by its date")
    check(chosen is not None and "selected" in chosen["states"], "calendar: the chosen day is selected")
    other = child(first, "Friday, December 18, 2026")
    check(other is not None and "selected" not in other["states"], "calendar: another day is not selected")
    today = child(first, "Wednesday, December 2, 2026")
    check(today is not None and "Today" in today["description"], "calendar: today says so")
    for name in ("December 2026", "Previous Month", "Next Month"):
        node = child(first, name)
        check(node is not None and node["role"] == "push button", f"calendar: {name} is a button")
    limits = next((c for c in controls if c["name"].startswith("Limits")), None)
    check(limits is not None, "calendar: the limits control is on the page")
    if limits:
        for name in ("Tuesday, December 1, 2026", "Monday, December 21, 2026", "Next Month"):
            node = child(limits, name)
            check(node is not None and "sensitive" not in node["states"], f"calendar: {name} past a limit is not enabled")
        inside = child(limits, "Thursday, December 10, 2026")
        check(inside is not None and "sensitive" in inside["states"], "calendar: a day within the limits is enabled")
    group = first["name"]
    nodes = live_nodes(app, {(group, "Friday, December 18, 2026"), (group, "Next Month")})
    friday, following = nodes.get((group, "Friday, December 18, 2026")), nodes.get((group, "Next Month"))
    if friday is None or following is None:
        check(False, "calendar: the live nodes are found")
        return
    friday.get_action_iface().do_action(0)
    eventually(lambda: friday.get_state_set().contains(Atspi.StateType.SELECTED), "calendar: a click through AT-SPI chooses a day")

    def names():
        return [n["name"] for n in next(g for g in groups(describe(app)) if g["name"] == group)["children"]]

    following.get_action_iface().do_action(0)
    eventually(lambda: "January 2027" in names() and "Friday, January 1, 2027" in names(), "calendar: Next Month pages to January 2027")


def check_compact_date_picker(app, controls):
    """The compact date picker: its pills are buttons; pressing the date pill through
    AT-SPI opens a popover whose calendar's days are buttons inside the control; choosing a
    day there closes it and the pill reads the new date."""
    first = controls[0]
    group = first["name"]
    pills = {n["name"]: n for n in first["children"]}
    for name in ("Date", "Time"):
        check(name in pills and pills[name]["role"] == "push button", f"date-picker: the compact {name} pill is a button")

    def find(entry, name):
        if entry.get("name") == name:
            return entry
        return next((found for child in entry["children"] if (found := find(child, name)) is not None), None)

    def first_group():
        return next(g for g in groups(describe(app)) if g["name"] == group)

    day = "Friday, December 18, 2026"
    check(find(first_group(), day) is None, "date-picker: no calendar before the pill is pressed")
    pill = live_nodes(app, {(group, "Date")}).get((group, "Date"))
    if pill is None:
        check(False, "date-picker: the Date pill's live node is found")
        return
    pill.get_action_iface().do_action(0)
    eventually(lambda: find(first_group(), day) is not None, "date-picker: the Date pill opens its calendar in a popover")

    def live_day():
        found = []

        def walk(node):
            try:
                if node is None:  # a node that went while it was read
                    return
                if node.get_name() == day:
                    found.append(node)
                for i in range(node.get_child_count()):
                    walk(node.get_child_at_index(i))
            except GLib.Error:
                pass  # a node that went while it was read

        walk(app)
        return found[0] if found else None

    node = live_day()
    if node is None:
        check(False, "date-picker: the popover's day is found")
        return
    node.get_action_iface().do_action(0)
    eventually(
        lambda: "Dec 18, 2026" in (find(first_group(), "Date") or {}).get("description", ""),
        "date-picker: the Date pill reads the chosen day")
    # A chosen day leaves the calendar open, as UIKit's compact picker; the pill pressed
    # again closes it.
    check(find(first_group(), day) is not None, "date-picker: choosing a day leaves the popover open")
    pill = live_nodes(app, {(group, "Date")}).get((group, "Date"))
    if pill is None:
        check(False, "date-picker: the Date pill's live node is found again")
        return
    pill.get_action_iface().do_action(0)
    eventually(lambda: find(first_group(), day) is None, "date-picker: the pill pressed again closes the popover")
    pid = int(os.environ.get("GALLERY_PID", "0"))
    check(pid == 0 or process_alive(pid), "date-picker: the gallery is still running after its popover closed")


def main(page):
    app, waited = wait_for_page(page)
    tree = describe(app)
    show(tree)
    check(tree["name"] == "controlkit-gallery", "the application is named")
    controls = groups(tree)
    check(len(controls) > 0, f"{page}: the page has controls")
    for group in controls:
        caption = group["name"]
        check(caption != "", "every control is named by its caption")
        disabled = re.search(r"(^|: )[Dd]isabled", caption) is not None  # the whole control (not "+ disabled")
        for node in group["children"]:
            where = f"{page} / {caption} / {node['role']} {node['name']!r}"
            check(node["name"] != "", f"{where}: named")
            check(node["role"] in ("slider", "push button", "text", "label"), f"{where}: a known role")
            if node["role"] == "slider":
                v = node.get("value")
                check(v is not None, f"{where}: has a value")
                if v:
                    check(v["minimum"] <= v["current"] <= v["maximum"], f"{where}: value inside its limits")
            if disabled and node["role"] != "label":
                check("sensitive" not in node["states"], f"{where}: disabled is insensitive")
                check("focusable" not in node["states"], f"{where}: disabled is not focusable")
            if node["role"] == "text" and "Secure" in caption:
                check(set(node.get("text", "")) <= {"•"}, f"{where}: secure text is bullets only")
                counts_only = re.fullmatch(r"\d+ of \d+ (digits|characters) entered(\. .*)?", node["description"])
                check(counts_only is not None, f"{where}: the description only counts ({node['description']!r})")

    if page == "range-slider":
        first = controls[0]["name"]
        nodes = live_nodes(app, {(first, "Minimum"), (first, "Maximum")})
        lower, upper = nodes[(first, "Minimum")], nodes[(first, "Maximum")]
        set_value(upper, 9.5)
        eventually(lambda: value_of(upper) == 9.5, "range-slider: a value set through AT-SPI moves the upper thumb")
        set_value(lower, 9.9)
        eventually(lambda: value_of(lower) <= 9.5, f"range-slider: the lower thumb stops at the upper one (got {value_of(lower)})")
        # Tab: lower → upper → the next control's lower (focus starts on the first node).
        check(focused(app) == [(first, "Minimum")], f"range-slider: focus starts on the first thumb ({focused(app)})")
        press("Tab")
        eventually(lambda: focused(app) == [(first, "Maximum")], f"range-slider: Tab moves to the upper thumb ({focused(app)})")
        press("Right")
        eventually(lambda: value_of(upper) > 9.5, "range-slider: an arrow moves the focused (upper) thumb")
        press("Tab")
        second = controls[1]["name"]
        eventually(lambda: focused(app) == [(second, "Minimum")], f"range-slider: Tab leaves the control ({focused(app)})")
        press("shift+Tab")
        eventually(lambda: focused(app) == [(first, "Maximum")], f"range-slider: Shift-Tab comes back ({focused(app)})")
        # Four thumbs, the first fixed: a node per thumb, the fixed one insensitive, and a
        # middle thumb set through AT-SPI stops at its neighbour.
        many = next(g for g in controls if g["name"].startswith("Four thumbs"))
        names = [n["name"] for n in many["children"] if n["role"] == "slider"]
        check(names == ["Minimum", "Value 2", "Value 3", "Maximum"], f"range-slider: a node per thumb ({names})")
        fixed = next(n for n in many["children"] if n["name"] == "Minimum")
        check("sensitive" not in fixed["states"], "range-slider: a fixed thumb's node is insensitive")
        middle = live_nodes(app, {(many["name"], "Value 2")})[(many["name"], "Value 2")]
        set_value(middle, 9)
        eventually(lambda: value_of(middle) == 4, f"range-slider: a middle thumb stops at the next one (got {value_of(middle)})")
    if page == "circular-range-slider":
        first = controls[0]["name"]
        nodes = live_nodes(app, {(first, "Start"), (first, "End"), (first, "Range")})
        start, end, whole = nodes[(first, "Start")], nodes[(first, "End")], nodes[(first, "Range")]
        set_value(end, 7 * 60 + 2)
        eventually(lambda: value_of(end) == 420, f"circular-range-slider: an end set through AT-SPI lands on a 5-minute step (got {value_of(end)})")
        set_value(start, 1439)
        eventually(lambda: value_of(start) == 0, f"circular-range-slider: a start near midnight is midnight, not 1440 (got {value_of(start)})")
        set_value(whole, 60)
        eventually(
            lambda: (value_of(start), value_of(end)) == (60, 480),
            f"circular-range-slider: the range moves both thumbs, keeping the duration (got {value_of(start)}, {value_of(end)})")
        # Tab walks the nodes as GTK walks every group's, top to bottom by where they are:
        # the start thumb near the top (1:00), the range (the whole ring), the end thumb
        # below the centre (8:00); then on to the next control.
        check(focused(app) == [(first, "Start")], f"circular-range-slider: focus starts on the start ({focused(app)})")
        press("Tab")
        eventually(lambda: focused(app) == [(first, "Range")], f"circular-range-slider: Tab moves to the range ({focused(app)})")
        press("Right")
        eventually(
            lambda: (value_of(start), value_of(end)) == (65, 485),
            f"circular-range-slider: Right moves the focused range clockwise by a step (got {value_of(start)}, {value_of(end)})")
        press("Tab")
        eventually(lambda: focused(app) == [(first, "End")], f"circular-range-slider: Tab moves to the end ({focused(app)})")
        press("Right")
        eventually(lambda: value_of(end) == 490, "circular-range-slider: Right moves the focused end clockwise by a step")
        press("Tab")
        second = controls[1]["name"]
        eventually(lambda: focused(app) == [(second, "Start")], f"circular-range-slider: Tab leaves the control ({focused(app)})")
    if page == "picker":
        first = controls[0]["name"]
        component = live_nodes(app, {(first, "Component 1 of 1")})[(first, "Component 1 of 1")]
        set_value(component, 4.6)
        eventually(lambda: value_of(component) == 5, "picker: a row set through AT-SPI is rounded to a row by the control")
        strip = next(c["name"] for c in controls if c["name"].startswith("HorizontalWheel: zoom"))
        wheel = live_nodes(app, {(strip, "Wheel")})[(strip, "Wheel")]
        set_value(wheel, 3.4)
        eventually(lambda: value_of(wheel) == 3, "picker: a horizontal wheel's item set through AT-SPI is rounded to an item")
    if page == "stepper":
        second = controls[1]["name"]
        stepper = live_nodes(app, {(second, "Stepper")})[(second, "Stepper")]
        set_value(stepper, 57.4)
        eventually(lambda: value_of(stepper) == 57, "stepper: a value set through AT-SPI lands on a step")

    if page == "calendar":
        check_calendar(app, controls)
    if page == "date-picker":
        check_compact_date_picker(app, controls)

    if failures:
        sys.exit(f"{len(failures)} accessibility check(s) failed on {page}")
    print(f"{page}: {len(controls)} controls checked (on the bus with its controls {waited:.1f} s after the gallery started)")


if __name__ == "__main__":
    main(sys.argv[1])
