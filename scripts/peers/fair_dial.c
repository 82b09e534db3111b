/* The fair floor of the dial turn (scripts/peer-bench.sh --dial): what the gallery's dials
 * draw (220 × 220 pt), drawn as a careful C programmer would.
 *
 *   fair_dial        the 12-hour dial ("12", "1" … "11", 9 at the marker)
 *   fair_dial 1000   the 1,000-item dial ("0" … "999", labels and ticks thinned to fit)
 *   … --frames N     the gesture without a window (see fair.h)
 *
 * The face (a light grey disc and its rim) is the same at every angle: a kept surface,
 * painted where it is. The ticks turn with the dial: thin quadrilaterals in one path,
 * filled at their new angles each frame, which costs cairo far less than painting a kept
 * ring of ticks turned (pixman resamples a turned surface at several nanoseconds a pixel:
 * some 450 µs a frame for the ring, against 15 µs for twelve quadrilaterals and 230 µs
 * for the hundred of the 1,000-item dial). The labels stay upright, so each is drawn at
 * its turned place from a layout shaped once; the one at the marker in the tint. The
 * marker, a small triangle at 12 o'clock, does not move. The dial follows the finger's
 * angle around the centre and, released, snaps onto an item with UIScrollView's normal
 * deceleration (0.998 per ms) or a spring, until its motion stops being visible.
 *
 * Built by scripts/peer-bench.sh: cc fair_dial.c $(pkg-config --cflags --libs gtk4) -lm */
#include "fair.h"

#define SIDE 220
#define FONT_SIZE 17.0

static int items = 12;
static double position;
static const double cx = SIDE / 2.0, cy = SIDE / 2.0, radius = SIDE / 2.0 - 4;
static double tick_length, label_radius, item_angle;
static int label_stride, label_count, tick_stride, tick_count;
static PangoLayout **labels; /* per drawn label */
static double *label_w, *label_h;
static cairo_surface_t *face;
static Color tint, ink;
static double drag_angle;
static gboolean turning;
static Tracker tracker;
static Motion motion;
static double motion_start;
static guint ticking;

/* Every how many items a mark fits at least `spacing` apart on a circle of `r`. */
static int stride_for(double r, double spacing) {
    double arc = r * item_angle;
    if (arc >= spacing) return 1;
    return (int)MIN(ceil(spacing / arc), items);
}

/* How many of the items 0, stride, 2·stride … are marked: the last is left out when it
 * would crowd item 0 across the wrap. */
static int marked(int stride) {
    int count = (items + stride - 1) / stride, last = (count - 1) * stride;
    return stride > 1 && count > 1 && 4 * (items - last) < 3 * stride ? count - 1 : count;
}

static void title(int i, char *out, size_t size) {
    if (items == 12) snprintf(out, size, "%d", i == 0 ? 12 : i);
    else snprintf(out, size, "%d", i);
}

/* The disc and its rim, kept: the same at every angle. */
static void paint_face(cairo_t *cr) {
    int s = fair.scale;
    double x = cx - radius - 1, y = cy - radius - 1, side = 2 * radius + 2;
    if (!face) {
        face = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(side * s) + 1, (int)ceil(side * s) + 1);
        cairo_t *f = cairo_create(face);
        cairo_scale(f, s, s);
        cairo_translate(f, -x, -y);
        cairo_arc(f, cx, cy, radius, 0, 2 * G_PI);
        set_color(f, hex(0xF2F2F7, 1), 1);
        cairo_fill(f);
        cairo_arc(f, cx, cy, radius - 0.5, 0, 2 * G_PI);
        set_color(f, hex(0xC6C6C8, 1), 1);
        cairo_set_line_width(f, 1);
        cairo_stroke(f);
        cairo_destroy(f);
    }
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_surface(cr, face, x * s, y * s);
    cairo_paint(cr);
    cairo_restore(cr);
}

/* The ticks at their turned angles: thin quadrilaterals in one path, filled each frame. */
static void fill_ticks(cairo_t *cr) {
    double outer = radius - 3, inner = outer - tick_length, w = 0.75;
    for (int m = 0; m < tick_count; m++) {
        double a = (m * tick_stride - position) * item_angle, sn = sin(a), co = cos(a);
        cairo_move_to(cr, cx + inner * sn - w * co, cy - inner * co - w * sn);
        cairo_line_to(cr, cx + outer * sn - w * co, cy - outer * co - w * sn);
        cairo_line_to(cr, cx + outer * sn + w * co, cy - outer * co + w * sn);
        cairo_line_to(cr, cx + inner * sn + w * co, cy - inner * co + w * sn);
        cairo_close_path(cr);
    }
    cairo_set_source_rgba(cr, 60 / 255.0, 60 / 255.0, 67 / 255.0, 0.6);
    cairo_fill(cr);
}

static int selected(void) {
    long r = lround(position) % items;
    return (int)(r < 0 ? r + items : r);
}

static void draw(cairo_t *cr) {
    paint_face(cr);
    fill_ticks(cr);
    int at = selected();
    for (int m = 0; m < label_count; m++) {
        int i = m * label_stride;
        double a = (i - position) * item_angle;
        cairo_move_to(cr, cx + label_radius * sin(a) - label_w[m] / 2, cy - label_radius * cos(a) - label_h[m] / 2);
        set_color(cr, i == at ? tint : ink, 1);
        pango_cairo_show_layout(cr, labels[m]);
    }
    double w = MAX(MIN(radius * 0.09, 10), 4);
    cairo_move_to(cr, cx - w, cy - radius - 1);
    cairo_line_to(cr, cx + w, cy - radius - 1);
    cairo_line_to(cr, cx, cy - radius + w * 1.4);
    cairo_close_path(cr);
    set_color(cr, tint, 1);
    cairo_fill(cr);
}

static void set_position(double p) {
    if (p == position) return;
    position = p;
    fair_damage_all();
}

static gboolean tick(GtkWidget *area, GdkFrameClock *clock, gpointer data) {
    (void)area, (void)clock, (void)data;
    double t = now_seconds() - motion_start;
    set_position(motion_at(&motion, t));
    if (t < motion.duration) return G_SOURCE_CONTINUE;
    ticking = 0;
    return G_SOURCE_REMOVE;
}

/* The finger's angle clockwise from 12 o'clock; FALSE too near the centre. */
static gboolean finger_angle(double x, double y, double *a) {
    if (hypot(x - cx, y - cy) < 6) return FALSE;
    *a = atan2(x - cx, cy - y);
    return TRUE;
}

static void press(double x, double y) {
    if (hypot(x - cx, y - cy) > radius) return;
    if (ticking) {
        gtk_widget_remove_tick_callback(fair.area, ticking);
        ticking = 0;
        set_position(motion_at(&motion, now_seconds() - motion_start));
    }
    turning = finger_angle(x, y, &drag_angle);
    tracker.n = 0;
    tracker_add(&tracker, position, now_seconds());
}

static void move(double x, double y) {
    double a;
    if (!finger_angle(x, y, &a)) return;
    if (!turning) {
        turning = TRUE, drag_angle = a;
        return;
    }
    double d = fmod(a - drag_angle, 2 * G_PI);
    if (d > G_PI) d -= 2 * G_PI;
    else if (d <= -G_PI) d += 2 * G_PI;
    drag_angle = a;
    if (d == 0) return;
    set_position(position - d / item_angle);
    tracker_add(&tracker, position, now_seconds());
}

static void release(double x, double y) {
    (void)x, (void)y;
    turning = FALSE;
    double now = now_seconds();
    motion = motion_snap(position, tracker_velocity(&tracker, now), 0.998, 0.05 / (2 * G_PI * radius / items), -INFINITY, INFINITY);
    motion_start = now;
    if (motion.duration > 0) ticking = gtk_widget_add_tick_callback(fair.area, tick, NULL, NULL);
    else set_position(motion.target);
}

/* The headless gesture: around the centre at 80 pt, 3° a step, at whole points. */
static void finger(int step, double *x, double *y) {
    double a = step * 3 * G_PI / 180;
    *x = round(cx + 80 * sin(a)), *y = round(cy - 80 * cos(a));
}

int main(int argc, char **argv) {
    int frames = fair_frames(argc, argv);
    if (frames < 0) gtk_init();
    if (argc > 1 && argv[1][0] != '-') items = MAX(atoi(argv[1]), 1);
    position = items == 12 ? 9 : 0;
    item_angle = 2 * G_PI / items;
    tint = hex(0x007AFF, 1), ink = hex(0x000000, 1);
    tick_length = MAX(MIN(radius * 0.06, 8), 2);
    label_radius = MAX(radius - tick_length - 14 - FONT_SIZE * 0.2, 0);
    PangoContext *context = fair_text_context(1);
    /* The last title stands for the widest: labels at least its width apart. */
    char text[16];
    double w, h;
    title(items - 1, text, sizeof text);
    g_object_unref(fair_layout(context, text, FONT_SIZE, PANGO_WEIGHT_MEDIUM, TRUE, &w, &h));
    label_stride = stride_for(label_radius, MAX(w + FONT_SIZE * 0.3, FONT_SIZE * 1.3));
    label_count = label_stride > 1 ? marked(label_stride) : (items + label_stride - 1) / label_stride;
    tick_stride = stride_for(radius, 6);
    tick_count = tick_stride > 1 ? marked(tick_stride) : items;
    labels = malloc(label_count * sizeof *labels);
    label_w = malloc(label_count * sizeof(double));
    label_h = malloc(label_count * sizeof(double));
    for (int m = 0; m < label_count; m++) {
        title(m * label_stride, text, sizeof text);
        labels[m] = fair_layout(context, text, FONT_SIZE, PANGO_WEIGHT_MEDIUM, TRUE, &label_w[m], &label_h[m]);
    }
    fair.width = fair.height = SIDE;
    fair.draw = draw, fair.press = press, fair.move = move, fair.release = release;
    if (frames >= 0) return fair_headless(frames, finger);
    return fair_run(items == 12 ? "peer: fair dial" : "peer: fair dial 1000");
}
