/* The native floors of scripts/peer-bench.sh: GTK 4 in C, no interpreter in the loop.
 * Each is what the least a control could do for its gesture costs the whole process:
 * GTK's event delivery, frame clock and cairo painting, and nothing of a toolkit's own.
 *
 *   floor slider  320 x 44 area: on every motion event, paints one 28 pt square under the finger
 *   floor wheel   320 x 216 area: the same square under the finger; after a release it
 *                 coasts as a wheel does (UIScrollView's fast deceleration, 0.99 per ms,
 *                 from the finger's last velocity, until under 10 px/s), repainted every
 *                 frame: the floor of a fling
 *   floor dial    220 x 220 area: on every motion event, repaints a 220 pt disc (a face
 *                 turned to the finger's angle: a filled disc and a hand)
 *
 * The area sits 20 pt from the window's corner, as the gallery's single-control windows.
 * Built by scripts/peer-bench.sh with `cc $(pkg-config --cflags --libs gtk4)`. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

static double finger_x = -100, finger_y = -100;
static const char *kind = "slider";
/* The finger's last two vertical positions and times, and a coast in progress. */
static double last_y = 0, last_t = 0, velocity = 0, frame_t = 0;
static guint coast = 0;

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area; (void)data;
    if (strcmp(kind, "dial") == 0) {
        double cx = width / 2.0, cy = height / 2.0, r = MIN(width, height) / 2.0;
        double angle = atan2(finger_y - cy, finger_x - cx);
        cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97);
        cairo_fill(cr);
        cairo_move_to(cr, cx, cy);
        cairo_line_to(cr, cx + cos(angle) * (r - 14), cy + sin(angle) * (r - 14));
        cairo_set_source_rgb(cr, 0, 0.48, 1);
        cairo_set_line_width(cr, 3);
        cairo_stroke(cr);
        return;
    }
    cairo_rectangle(cr, finger_x - 14, finger_y - 14, 28, 28);
    cairo_set_source_rgb(cr, 0, 0.48, 1);
    cairo_fill(cr);
}

static void motion(GtkEventControllerMotion *controller, double x, double y, gpointer area) {
    (void)controller;
    double t = g_get_monotonic_time() / 1e6;
    if (t > last_t) velocity = (y - last_y) / (t - last_t);
    last_y = y;
    last_t = t;
    finger_x = x;
    finger_y = y;
    gtk_widget_queue_draw(GTK_WIDGET(area));
}

static gboolean coast_tick(GtkWidget *area, GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    double t = g_get_monotonic_time() / 1e6, dt = t - frame_t;
    frame_t = t;
    finger_y += velocity * dt;
    velocity *= pow(0.99, dt * 1000);
    gtk_widget_queue_draw(area);
    if (fabs(velocity) >= 10) return G_SOURCE_CONTINUE;
    coast = 0;
    return G_SOURCE_REMOVE;
}

static void pressed(GtkGestureClick *gesture, int n, double x, double y, gpointer area) {
    (void)gesture; (void)n; (void)x; (void)y;
    if (coast) gtk_widget_remove_tick_callback(GTK_WIDGET(area), coast);
    coast = 0;
}

static void released(GtkGestureClick *gesture, int n, double x, double y, gpointer area) {
    (void)gesture; (void)n; (void)x; (void)y;
    if (strcmp(kind, "wheel") != 0 || g_get_monotonic_time() / 1e6 - last_t > 0.05) return;
    frame_t = g_get_monotonic_time() / 1e6;
    coast = gtk_widget_add_tick_callback(GTK_WIDGET(area), coast_tick, NULL, NULL);
}

static gboolean close_request(GtkWindow *window, gpointer loop) {
    (void)window;
    g_main_loop_quit(loop);
    return FALSE;
}

int main(int argc, char **argv) {
    if (argc > 1) kind = argv[1];
    gtk_init();
    int width = 320, height = 44;
    if (strcmp(kind, "wheel") == 0) height = 216;
    if (strcmp(kind, "dial") == 0) width = height = 220;
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "peer: floor");
    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(area), width);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), height);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
    gtk_widget_set_margin_top(area, 20);
    gtk_widget_set_margin_bottom(area, 20);
    gtk_widget_set_margin_start(area, 20);
    gtk_widget_set_margin_end(area, 20);
    gtk_widget_set_halign(area, GTK_ALIGN_START);
    gtk_widget_set_valign(area, GTK_ALIGN_START);
    GtkEventController *controller = gtk_event_controller_motion_new();
    g_signal_connect(controller, "motion", G_CALLBACK(motion), area);
    gtk_widget_add_controller(area, controller);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "pressed", G_CALLBACK(pressed), area);
    g_signal_connect(click, "released", G_CALLBACK(released), area);
    gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(click));
    gtk_window_set_child(GTK_WINDOW(window), area);
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    g_signal_connect(window, "close-request", G_CALLBACK(close_request), loop);
    gtk_window_present(GTK_WINDOW(window));
    g_main_loop_run(loop);
    return 0;
}
