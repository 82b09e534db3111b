/* What the fair floors share (scripts/peers/fair_*.c): a GTK 4 window with one drawing
 * area 20 pt from its corner, input through a drag gesture (as ControlKit's GTK host
 * takes it), pixels kept between frames with only the damaged part drawn again, text laid
 * out once with the project's text settings, and the motion of a fling or a snap.
 *
 * A fair floor draws what ControlKit's control draws, as a careful C programmer would:
 * layouts made once, unchanging parts kept as cairo surfaces, only the damaged area
 * repainted. It is what the control's picture costs GTK, cairo and pango, with no
 * toolkit in between. Our own code: no toolkit's code is copied here. */
#ifndef FAIR_H
#define FAIR_H

#include <gtk/gtk.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>

/* Everything here is static; a floor uses what it needs. */
#define SHARED static G_GNUC_UNUSED

/* ---- Colours (sRGB, 0…1) ------------------------------------------------------------ */

typedef struct {
    double r, g, b, a;
} Color;

SHARED Color hex(unsigned v, double a) {
    return (Color){((v >> 16) & 255) / 255.0, ((v >> 8) & 255) / 255.0, (v & 255) / 255.0, a};
}

SHARED void set_color(cairo_t *cr, Color c, double alpha) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha); }

/* ---- The area and its kept pixels --------------------------------------------------- */

typedef struct Floor Floor;
struct Floor {
    GtkWidget *area;
    int width, height; /* points */
    int scale;         /* device pixels per point */
    cairo_surface_t *pixels; /* drawn into */
    /* One surface over the same pixels, the only one painted into GTK's recording of each
     * frame. A recording holds a copy-on-write snapshot of what it paints: drawing into
     * the painted surface, or destroying it, while a recording still holds it copies
     * every pixel. This one is never drawn into through cairo nor destroyed, so nothing
     * is copied, and a recording replays the pixels as they are now. */
    cairo_surface_t *painted;
    double x0, y0, x1, y1; /* the damaged part, points (empty when x1 <= x0) */
    void (*draw)(cairo_t *cr); /* draws the area in points; cr is clipped to the damage */
    void (*press)(double x, double y);
    void (*move)(double x, double y); /* where the finger is now, area coordinates */
    void (*release)(double x, double y);
};

SHARED Floor fair;
SHARED double drag_start_x, drag_start_y;

/* Marks a part (points) to draw again at the next frame. */
SHARED void fair_damage(double x, double y, double w, double h) {
    if (w <= 0 || h <= 0) return;
    if (fair.x1 <= fair.x0) {
        fair.x0 = x, fair.y0 = y, fair.x1 = x + w, fair.y1 = y + h;
    } else {
        fair.x0 = MIN(fair.x0, x), fair.y0 = MIN(fair.y0, y);
        fair.x1 = MAX(fair.x1, x + w), fair.y1 = MAX(fair.y1, y + h);
    }
    if (fair.area) gtk_widget_queue_draw(fair.area);
}

SHARED void fair_damage_all(void) { fair_damage(0, 0, fair.width, fair.height); }

/* Brings the kept pixels up to date at `scale`: everything after a change of scale, else
 * the damage grown to whole device pixels, cleared and drawn again. */
SHARED void fair_update(int scale) {
    if (!fair.pixels || scale != fair.scale) {
        /* The old painted surface first: a recording that still holds it gets its copy. */
        if (fair.painted) cairo_surface_destroy(fair.painted);
        if (fair.pixels) cairo_surface_destroy(fair.pixels);
        fair.scale = scale;
        fair.pixels = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, fair.width * scale, fair.height * scale);
        fair.painted = cairo_image_surface_create_for_data(cairo_image_surface_get_data(fair.pixels), CAIRO_FORMAT_ARGB32,
                                                           fair.width * scale, fair.height * scale,
                                                           cairo_image_surface_get_stride(fair.pixels));
        fair.x0 = 0, fair.y0 = 0, fair.x1 = fair.width, fair.y1 = fair.height;
    }
    if (fair.x1 <= fair.x0) return;
    double x0 = MAX(floor(fair.x0 * scale), 0), y0 = MAX(floor(fair.y0 * scale), 0);
    double x1 = MIN(ceil(fair.x1 * scale), fair.width * scale), y1 = MIN(ceil(fair.y1 * scale), fair.height * scale);
    fair.x1 = fair.x0; /* empty */
    if (x1 <= x0 || y1 <= y0) return;
    cairo_t *c = cairo_create(fair.pixels);
    cairo_rectangle(c, x0, y0, x1 - x0, y1 - y0);
    cairo_clip(c);
    cairo_set_operator(c, CAIRO_OPERATOR_CLEAR);
    cairo_paint(c);
    cairo_set_operator(c, CAIRO_OPERATOR_OVER);
    cairo_scale(c, scale, scale);
    fair.draw(c);
    cairo_destroy(c);
    cairo_surface_flush(fair.pixels);
}

SHARED void area_draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)width, (void)height, (void)data;
    int scale = gtk_widget_get_scale_factor(GTK_WIDGET(area));
    fair_update(scale);
    cairo_save(cr);
    cairo_scale(cr, 1.0 / scale, 1.0 / scale);
    cairo_set_source_surface(cr, fair.painted, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
}

SHARED void drag_begin(GtkGestureDrag *g, double x, double y, gpointer data) {
    (void)g, (void)data;
    drag_start_x = x, drag_start_y = y;
    if (fair.press) fair.press(x, y);
}

SHARED void drag_update(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    (void)g, (void)data;
    if (fair.move) fair.move(drag_start_x + dx, drag_start_y + dy);
}

SHARED void drag_end(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    (void)g, (void)data;
    if (fair.release) fair.release(drag_start_x + dx, drag_start_y + dy);
}

SHARED gboolean close_request(GtkWindow *window, gpointer loop) {
    (void)window;
    g_main_loop_quit(loop);
    return FALSE;
}

/* Shows the window titled `title` with the area and runs GTK until it is closed. */
SHARED int fair_run(const char *title) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), title);
    GtkWidget *area = gtk_drawing_area_new();
    fair.area = area;
    gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(area), fair.width);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), fair.height);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), area_draw, NULL, NULL);
    gtk_widget_set_margin_top(area, 20);
    gtk_widget_set_margin_bottom(area, 20);
    gtk_widget_set_margin_start(area, 20);
    gtk_widget_set_margin_end(area, 20);
    gtk_widget_set_halign(area, GTK_ALIGN_START);
    gtk_widget_set_valign(area, GTK_ALIGN_START);
    GtkGesture *drag = gtk_gesture_drag_new();
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), NULL);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), NULL);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), NULL);
    gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(drag));
    gtk_window_set_child(GTK_WINDOW(window), area);
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    g_signal_connect(window, "close-request", G_CALLBACK(close_request), loop);
    gtk_window_present(GTK_WINDOW(window));
    g_main_loop_run(loop);
    return 0;
}

/* ---- Headless frames ------------------------------------------------------------------ */

/* The N of `--frames N` among the arguments, or -1. */
SHARED int fair_frames(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--frames") == 0) return MAX(atoi(argv[i + 1]), 0);
    return -1;
}

/* `--frames N`: without a window, the gesture of controlkit-bench's Gesture entries (press,
 * then N moves out and back along `finger`'s path, each drawn at 1×), so callgrind counts
 * what a frame of the floor costs beside what ControlKit's does:
 *   (instructions with --frames 320 − with --frames 0) / 320. */
SHARED int fair_headless(int frames, void (*finger)(int step, double *x, double *y)) {
    double x, y;
    fair_update(1);
    finger(0, &x, &y);
    if (fair.press) fair.press(x, y);
    fair_update(1);
    for (int s = 1; s <= frames; s++) {
        finger(s % 120 < 60 ? s % 120 : 120 - s % 120, &x, &y);
        fair.move(x, y);
        fair_update(1);
    }
    return 0;
}

/* ---- Text ---------------------------------------------------------------------------- */

/* A pango context with the project's text settings: grey antialiasing, no hinting,
 * unhinted metrics, glyph positions for a device of `scale` pixels per point. Layouts
 * made from it are shaped once and drawn under any transform. */
SHARED PangoContext *fair_text_context(double scale) {
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    PangoMatrix matrix = {scale, 0, 0, scale, 0, 0};
    pango_context_set_matrix(context, &matrix);
    return context;
}

/* One line of `text` in DejaVu Sans of `size` pixels and `weight`, with tabular digits
 * when `tabular`; *w and *h get its logical size. */
SHARED PangoLayout *fair_layout(PangoContext *context, const char *text, double size, int weight, gboolean tabular, double *w,
                                double *h) {
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "DejaVu Sans");
    pango_font_description_set_weight(font, weight);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    if (tabular) {
        PangoAttrList *attributes = pango_attr_list_new();
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"));
        pango_layout_set_attributes(layout, attributes);
        pango_attr_list_unref(attributes);
    }
    pango_layout_set_text(layout, text, -1);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    *w = (double)logical.width / PANGO_SCALE;
    *h = (double)logical.height / PANGO_SCALE;
    return layout;
}

/* ---- Shadows ------------------------------------------------------------------------- */

/* Blurs an A8 surface in place with three box passes approximating a Gaussian of
 * `sigma` pixels (pixels outside count as transparent). */
SHARED void fair_blur(cairo_surface_t *mask, double sigma) {
    cairo_surface_flush(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    int w = cairo_image_surface_get_width(mask), h = cairo_image_surface_get_height(mask);
    int stride = cairo_image_surface_get_stride(mask);
    double ideal = sqrt(4 * sigma * sigma + 1); /* one of three boxes: 12σ²/3 + 1 */
    int small = (int)ideal;
    if (small % 2 == 0) small--;
    int boxes = (int)lround((12 * sigma * sigma - 3.0 * small * small - 12.0 * small - 9) / (-4.0 * small - 4));
    int n = MAX(w, h);
    int *line = malloc(n * sizeof *line);
    for (int pass = 0; pass < 3; pass++) {
        int r = ((pass < boxes ? small : small + 2) - 1) / 2;
        if (r <= 0) continue;
        for (int dir = 0; dir < 2; dir++) {
            int lines = dir ? w : h, count = dir ? h : w, step = dir ? stride : 1, next = dir ? 1 : stride;
            for (int l = 0; l < lines; l++) {
                unsigned char *p = data + l * next;
                for (int i = 0; i < count; i++) line[i] = p[i * step];
                int sum = 0;
                for (int i = 0; i <= r && i < count; i++) sum += line[i];
                for (int i = 0; i < count; i++) {
                    p[i * step] = (unsigned char)((sum + r) / (2 * r + 1));
                    if (i + r + 1 < count) sum += line[i + r + 1];
                    if (i - r >= 0) sum -= line[i - r];
                }
            }
        }
    }
    free(line);
    cairo_surface_mark_dirty(mask);
}

/* ---- Motion: a finger's velocity, a fling or a snap onto a stop ----------------------- */

/* The finger's last positions (in the control's unit: rows, items) over 100 ms. */
typedef struct {
    double t[16], p[16];
    int n;
} Tracker;

SHARED void tracker_add(Tracker *k, double p, double t) {
    if (k->n == 16) {
        memmove(k->t, k->t + 1, 15 * sizeof(double));
        memmove(k->p, k->p + 1, 15 * sizeof(double));
        k->n = 15;
    }
    k->t[k->n] = t, k->p[k->n] = p, k->n++;
}

/* Least squares over the last 100 ms; 0 when the finger stood still for 50 ms. */
SHARED double tracker_velocity(const Tracker *k, double now) {
    if (k->n < 2) return 0;
    int moved = 0;
    for (int i = k->n - 1; i > 0; i--)
        if (k->p[i - 1] != k->p[k->n - 1]) {
            moved = i;
            break;
        }
    if (now - k->t[moved] > 0.05) return 0;
    double st = 0, sp = 0;
    int m = 0;
    for (int i = 0; i < k->n; i++)
        if (k->t[i] >= now - 0.1) st += k->t[i], sp += k->p[i], m++;
    if (m < 2) return 0;
    st /= m, sp /= m;
    double num = 0, den = 0;
    for (int i = 0; i < k->n; i++)
        if (k->t[i] >= now - 0.1) num += (k->t[i] - st) * (k->p[i] - sp), den += (k->t[i] - st) * (k->t[i] - st);
    return den > 1e-12 ? num / den : 0;
}

/* Where a release at `v` lands and how, as ControlKit's Motion.snapping does: on the whole
 * stop (within lo…hi) nearest where it would coast to with deceleration `rate` per ms;
 * with the decay d·(1 − e^(−k't)), k' = v/d, when k ≤ k' ≤ 8k; with a critically damped
 * motion target + (c1 + c2·t)·e^(−ωt), ω = max(2k', k), carrying `v` over, when
 * k/4 ≤ k' < k (a decay at k' would creep on); otherwise with a critically damped spring
 * (ω = 2π/0.35 s). At rest where it stops being visible (`tolerance`, in the unit). */
typedef struct {
    gboolean spring;
    double start, target, k, c1, c2, duration;
} Motion;

SHARED Motion motion_snap(double start, double v, double rate, double tolerance, double lo, double hi) {
    double k = -1000 * log(rate);
    double target = CLAMP(round(start + v / 1000 * rate / (1 - rate)), lo, hi), d = target - start;
    Motion m = {FALSE, start, target, 0, 0, 0, 0};
    double omega = 2 * G_PI / 0.35;
    if (fabs(d) > tolerance && v != 0 && (v > 0) == (d > 0)) {
        double solved = v / d;
        if (solved >= k && solved <= 8 * k) {
            m.k = solved;
            m.duration = log(fabs(d) / tolerance) / m.k;
            return m;
        }
        if (solved >= k / 4 && solved < k) omega = MAX(2 * solved, k);
    }
    m.spring = TRUE, m.k = omega, m.c1 = start - target, m.c2 = v + omega * m.c1;
    while ((fabs(m.c1) + fabs(m.c2) * m.duration) * exp(-omega * m.duration) > tolerance && m.duration < 30) m.duration += 1.0 / 240;
    return m;
}

SHARED double motion_at(const Motion *m, double t) {
    if (t >= m->duration) return m->target;
    if (m->spring) return m->target + (m->c1 + m->c2 * t) * exp(-m->k * t);
    return m->start + (m->target - m->start) * (1 - exp(-m->k * t));
}

SHARED double now_seconds(void) { return g_get_monotonic_time() / 1e6; }

#endif
