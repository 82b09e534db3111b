# GTK 4's own GtkScale, the GTK peer of scripts/peer-bench.sh: 320 × 44 pt (0…10, value 2),
# 20 pt from the window's corner. (The floors are native: scripts/peers/floor.c.)
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk

widget = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 10, 0.01)
widget.set_value(2)
widget.set_draw_value(False)
widget.set_size_request(320, 44)
for side in ("top", "bottom", "start", "end"):
    getattr(widget, f"set_margin_{side}")(20)
widget.set_halign(Gtk.Align.START)
widget.set_valign(Gtk.Align.START)
window = Gtk.Window(title="peer: GtkScale")
window.set_child(widget)
loop = GLib.MainLoop()
window.connect("close-request", lambda *args: loop.quit())
window.present()
loop.run()
