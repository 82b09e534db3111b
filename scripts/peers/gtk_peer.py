# The GTK 4 peers of scripts/peer-bench.sh, 320 × 44 pt, 20 pt from the window's corner:
#   gtk_peer.py scale  GTK's own GtkScale (0…10, value 2)
#   gtk_peer.py floor  a drawing area that queues a redraw on every motion event and draws
#                      nothing: what GTK itself costs for the gesture, before any control
#   gtk_peer.py floor-wheel  the same, 320 × 216 pt (the floor under a wheel picker)
import sys
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk

def scale():
    widget = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 10, 0.01)
    widget.set_value(2)
    widget.set_draw_value(False)
    widget.set_size_request(320, 44)
    return widget

def floor(height=44):
    area = Gtk.DrawingArea()
    area.set_content_width(320)
    area.set_content_height(height)
    area.set_draw_func(lambda *args: None)
    motion = Gtk.EventControllerMotion()
    motion.connect("motion", lambda *args: area.queue_draw())
    area.add_controller(motion)
    return area

kind = sys.argv[1] if len(sys.argv) > 1 else "scale"
window = Gtk.Window(title={"scale": "peer: GtkScale", "floor": "peer: floor", "floor-wheel": "peer: floor"}[kind])
widget = {"scale": scale, "floor": floor, "floor-wheel": lambda: floor(216)}[kind]()
for side in ("top", "bottom", "start", "end"):
    getattr(widget, f"set_margin_{side}")(20)
widget.set_halign(Gtk.Align.START)
widget.set_valign(Gtk.Align.START)
window.set_child(widget)
loop = GLib.MainLoop()
window.connect("close-request", lambda *args: loop.quit())
window.present()
loop.run()
