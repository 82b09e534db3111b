# The floor: a GTK 4 drawing area of the same size that queues a redraw on every motion
# event and draws nothing. What GTK itself costs for the gesture, before any control.
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk

def main():
    window = Gtk.Window(title="peer: floor")
    area = Gtk.DrawingArea()
    area.set_content_width(320)
    area.set_content_height(44)
    area.set_draw_func(lambda *args: None)
    motion = Gtk.EventControllerMotion()
    motion.connect("motion", lambda *args: area.queue_draw())
    area.add_controller(motion)
    for side in ("top", "bottom", "start", "end"):
        getattr(area, f"set_margin_{side}")(20)
    area.set_halign(Gtk.Align.START)
    area.set_valign(Gtk.Align.START)
    window.set_child(area)
    window.present()

    window.connect("close-request", lambda *args: loop.quit())
    loop.run()

loop = GLib.MainLoop()
main()
