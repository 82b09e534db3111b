# GTK 4's own GtkScale (0…10, value 2), 320 pt wide, 20 pt from the window's corner: the
# GTK peer of scripts/peer-bench.sh.
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk

def main():
    window = Gtk.Window(title="peer: GtkScale")
    scale = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 10, 0.01)
    scale.set_value(2)
    scale.set_draw_value(False)
    scale.set_size_request(320, 44)
    for side in ("top", "bottom", "start", "end"):
        getattr(scale, f"set_margin_{side}")(20)
    scale.set_halign(Gtk.Align.START)
    scale.set_valign(Gtk.Align.START)
    window.set_child(scale)
    window.present()

    window.connect("close-request", lambda *args: loop.quit())
    loop.run()

loop = GLib.MainLoop()
main()
