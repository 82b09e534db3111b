# Sourced by the scripts that run GTK code: starts a private Xvfb when there is no
# display and exports DISPLAY. The caller's EXIT trap stops it: kill "$private_xvfb_pid".
# Usage: . scripts/lib/display.sh; start_private_display
start_private_display() {
  [ -n "${DISPLAY:-}" ] && return 0
  command -v Xvfb >/dev/null || { echo "display: Xvfb is not installed; GTK tests will fail" >&2; return 0; }
  local n
  for n in $(seq 90 130); do
    { [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; } && continue
    Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
    private_xvfb_pid=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
    if [ -e "/tmp/.X11-unix/X$n" ]; then
      export DISPLAY=":$n"
    else
      kill "$private_xvfb_pid" 2>/dev/null || true
      echo "display: Xvfb did not start; GTK tests will fail" >&2
    fi
    return 0
  done
}
