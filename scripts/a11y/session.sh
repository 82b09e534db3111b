#!/usr/bin/env bash
# The body of scripts/a11y-test.sh, run inside its private D-Bus session (dbus-run-session):
# brings up the accessibility bus and its registry, then opens each gallery page and checks
# it with check_page.py. Environment: GALLERY, PAGES, OUT (from a11y-test.sh).
#
# Nothing here waits a fixed time. Each step waits for the condition that says the next one
# can start, with a limit only a hang reaches (A11Y_WAIT seconds, default 120), and says
# what it waited for when the limit passes:
#   1. the bus launcher answers org.a11y.Bus.GetAddress (it is started on demand);
#   2. the registry answers on that bus (it too is started on demand, and a client that asks
#      it something while it starts gets an 800 ms time-out from libatspi and an empty
#      desktop, which is what a cold, busy machine showed);
#   3. the gallery is registered and its page's controls are in its tree (check_page.py).
# Both the gallery and the checker are given the bus's address (AT_SPI_BUS_ADDRESS, which
# GTK and libatspi read first), so neither starts or looks for a bus of its own.
set -uo pipefail
unset NO_AT_BRIDGE
export GSK_RENDERER=cairo GTK_A11Y=atspi
limit=${A11Y_WAIT:-120}

# Runs COMMAND until it succeeds or the limit passes; fails naming WHAT.
wait_for() {  # what, command...
  local what=$1 start=$SECONDS
  shift
  until "$@" >/dev/null 2>&1; do
    if [ $((SECONDS - start)) -ge "$limit" ]; then
      echo "a11y-test: waited ${limit} s for $what; it never answered" >&2
      "$@" >&2  # the last attempt's own error
      return 1
    fi
    sleep 0.2
  done
}

bus_address() {
  dbus-send --session --print-reply=literal --reply-timeout=10000 --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress
}
wait_for "the accessibility bus launcher (org.a11y.Bus on the session bus)" bus_address || exit 1
AT_SPI_BUS_ADDRESS=$(bus_address | tr -d ' ')
export AT_SPI_BUS_ADDRESS
# (gdbus, not dbus-send: a connection by address must say Hello before the bus routes it.)
wait_for "the AT-SPI registry (its desktop's ChildCount, org.a11y.atspi.Registry on $AT_SPI_BUS_ADDRESS)" \
  gdbus call --address "$AT_SPI_BUS_ADDRESS" --timeout 10 --dest org.a11y.atspi.Registry \
  --object-path /org/a11y/atspi/accessible/root --method org.freedesktop.DBus.Properties.Get \
  org.a11y.atspi.Accessible ChildCount || exit 1

status=0
for page in $PAGES; do
  "$GALLERY" --window "$page" >"$OUT/$page.log" 2>&1 &
  pid=$!
  if GALLERY_PID=$pid A11Y_WAIT=$limit /usr/bin/python3 scripts/a11y/check_page.py "$page" >"$OUT/$page.txt" 2>&1; then
    tail -1 "$OUT/$page.txt"
  else
    cat "$OUT/$page.txt" >&2
    echo "--- the gallery's output ($OUT/$page.log):" >&2
    cat "$OUT/$page.log" >&2
    status=1
  fi
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
done
exit $status
