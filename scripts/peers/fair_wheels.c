/* The fair floor of the three-wheel drag and the flings (scripts/peer-bench.sh --wheel):
 * what the gallery's second picker draws (320 × 216 pt; wheels of seven colours, 0…99 and
 * three units, 150, 90 and 70 pt wide), drawn as a careful C programmer would.
 *
 * Each wheel's titles sit on a cylinder of radius 108 pt, rows 32 pt apart: a title at
 * angle a is drawn at y = 108·sin a from the middle, squashed to cos a (rounded to 1/128,
 * so a moving wheel reuses a bounded set of glyph transforms), narrowed by perspective and
 * dimmed toward 90°. Outside the selection band titles are dimmer; inside it they are
 * magnified 1.08 and full black. The band is a translucent rounded rectangle. Layouts are
 * shaped once; the band is a kept surface; a moving wheel draws again only its own column.
 * A release flings the wheel onto a row with UIScrollView's fast deceleration (0.99 per
 * ms), re-solved to land on the row, or springs there, until its motion stops being
 * visible (0.05 pt), as a picker wheel does.
 *
 * Built by scripts/peer-bench.sh: cc fair_wheels.c $(pkg-config --cflags --libs gtk4) -lm
 * `fair_wheels --frames N` draws the gesture without a window (see fair.h). */
#include "fair.h"

#define WIDTH 320
#define HEIGHT 216
#define ROW 32.0
#define RADIUS (HEIGHT / 2.0)
#define FONT_SIZE 21.0

typedef struct {
    double x, width; /* the column */
    int rows;
    PangoLayout **titles;
    double *title_w, *title_h;
    double position; /* the fractional row at the centre */
    Tracker tracker;
    Motion motion;
    double motion_start;
    guint tick;
} Wheel;

static Wheel wheels[3];
static const double band_x = 8, band_h = ROW, band_y = HEIGHT / 2.0 - ROW / 2;
static cairo_surface_t *band;
static int dragged = -1;
static double drag_y, drag_position;
static gboolean moved;

static void make_wheel(Wheel *w, PangoContext *context, double x, double width, int rows, const char *const *names, int position) {
    w->x = x, w->width = width, w->rows = rows, w->position = position;
    w->titles = malloc(rows * sizeof *w->titles);
    w->title_w = malloc(rows * sizeof(double));
    w->title_h = malloc(rows * sizeof(double));
    for (int i = 0; i < rows; i++) {
        char number[16];
        snprintf(number, sizeof number, "%d", i);
        w->titles[i] = fair_layout(context, names ? names[i] : number, FONT_SIZE, PANGO_WEIGHT_NORMAL, FALSE, &w->title_w[i], &w->title_h[i]);
    }
}

/* The band, kept: a rounded rectangle of 12 % grey, painted where it is at a whole pixel. */
static void paint_band(cairo_t *cr) {
    int s = fair.scale;
    if (!band) {
        band = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)((WIDTH - 2 * band_x) * s) + 1, (int)(band_h * s) + 1);
        cairo_t *b = cairo_create(band);
        cairo_scale(b, s, s);
        double w = WIDTH - 2 * band_x, h = band_h, r = 8;
        cairo_new_sub_path(b);
        cairo_arc(b, w - r, r, r, -G_PI / 2, 0);
        cairo_arc(b, w - r, h - r, r, 0, G_PI / 2);
        cairo_arc(b, r, h - r, r, G_PI / 2, G_PI);
        cairo_arc(b, r, r, r, G_PI, 3 * G_PI / 2);
        cairo_close_path(b);
        cairo_set_source_rgba(b, 118 / 255.0, 118 / 255.0, 128 / 255.0, 0.12);
        cairo_fill(b);
        cairo_destroy(b);
    }
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_surface(cr, band, band_x * s, band_y * s);
    cairo_paint(cr);
    cairo_restore(cr);
}

/* The visible titles of one wheel. `inside`: the pass within the band (magnified, full
 * black, only titles that reach it); otherwise the pass outside it (dimmer, leaving out a
 * title whose line lies wholly within the band, which the clip hides). */
static void draw_rows(cairo_t *cr, Wheel *w, gboolean inside) {
    double reach = G_PI / 2 * RADIUS / ROW, mid = HEIGHT / 2.0;
    double magnification = inside ? 1.08 : 1, emphasis = inside ? 1 : 0.75;
    for (double k = ceil(w->position - reach); k <= floor(w->position + reach); k++) {
        if (k < 0 || k >= w->rows) continue;
        double a = (k - w->position) * ROW / RADIUS;
        if (fabs(a) >= G_PI / 2) continue;
        double compression = cos(a);
        if (compression <= 0.02) continue;
        double y = mid + RADIUS * sin(a);
        if (inside && (y + ROW * compression * magnification < band_y || y - ROW * compression * magnification > band_y + band_h))
            continue;
        if (!inside) {
            double half = MAX(ROW, FONT_SIZE * 1.25) / 2 * compression;
            if (y - half >= band_y && y + half <= band_y + band_h) continue;
        }
        double squash = round(compression * 128) / 128;
        double perspective = 1 - 0.12 * (1 - squash);
        double dim = 1 - 0.55 * fabs(a) / (G_PI / 2);
        int i = (int)k;
        cairo_save(cr);
        cairo_translate(cr, w->x + w->width / 2, y);
        cairo_scale(cr, perspective * magnification, squash * magnification);
        cairo_move_to(cr, -w->title_w[i] / 2, -w->title_h[i] / 2);
        cairo_set_source_rgba(cr, 0, 0, 0, dim * emphasis);
        pango_cairo_show_layout(cr, w->titles[i]);
        cairo_restore(cr);
    }
}

static void draw(cairo_t *cr) {
    double x0, y0, x1, y1;
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1);
    paint_band(cr);
    for (int c = 0; c < 3; c++) {
        Wheel *w = &wheels[c];
        if (w->x + w->width <= x0 || w->x >= x1) continue; /* outside the damage */
        /* The column's part of the band. */
        double bx0 = MAX(w->x, band_x), bx1 = MIN(w->x + w->width, WIDTH - band_x);
        cairo_save(cr);
        cairo_rectangle(cr, w->x, 0, w->width, HEIGHT);
        cairo_rectangle(cr, bx0, band_y, bx1 - bx0, band_h);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_clip(cr);
        draw_rows(cr, w, FALSE);
        cairo_restore(cr);
        cairo_save(cr);
        cairo_rectangle(cr, bx0, band_y, bx1 - bx0, band_h);
        cairo_clip(cr);
        draw_rows(cr, w, TRUE);
        cairo_restore(cr);
    }
}

static void set_position(Wheel *w, double p) {
    p = CLAMP(p, 0, w->rows - 1);
    if (p == w->position) return;
    w->position = p;
    fair_damage(w->x, 0, w->width, HEIGHT);
}

static gboolean tick(GtkWidget *area, GdkFrameClock *clock, gpointer data) {
    (void)area, (void)clock;
    Wheel *w = data;
    double t = now_seconds() - w->motion_start;
    set_position(w, motion_at(&w->motion, t));
    if (t < w->motion.duration) return G_SOURCE_CONTINUE;
    w->tick = 0;
    return G_SOURCE_REMOVE;
}

static void stop(Wheel *w) {
    if (!w->tick) return;
    gtk_widget_remove_tick_callback(fair.area, w->tick);
    w->tick = 0;
    set_position(w, motion_at(&w->motion, now_seconds() - w->motion_start));
}

static void press(double x, double y) {
    for (int c = 0; c < 3; c++)
        if (x >= wheels[c].x && x < wheels[c].x + wheels[c].width) dragged = c;
    if (dragged < 0) return;
    Wheel *w = &wheels[dragged];
    stop(w);
    drag_y = y, drag_position = w->position, moved = FALSE;
    w->tracker.n = 0;
    tracker_add(&w->tracker, w->position, now_seconds());
}

static void move(double x, double y) {
    (void)x;
    if (dragged < 0) return;
    Wheel *w = &wheels[dragged];
    if (fabs(y - drag_y) > 4) moved = TRUE;
    if (!moved) return;
    set_position(w, drag_position - (y - drag_y) / ROW);
    tracker_add(&w->tracker, w->position, now_seconds());
}

static void release(double x, double y) {
    (void)x, (void)y;
    if (dragged < 0) return;
    Wheel *w = &wheels[dragged];
    dragged = -1;
    double now = now_seconds();
    w->motion = motion_snap(w->position, tracker_velocity(&w->tracker, now), 0.99, 0.05 / ROW, 0, w->rows - 1);
    w->motion_start = now;
    if (w->motion.duration > 0) w->tick = gtk_widget_add_tick_callback(fair.area, tick, w, NULL);
    else set_position(w, w->motion.target);
}

/* The headless gesture: down the middle wheel, a point a step. */
static void finger(int step, double *x, double *y) { *x = 200, *y = 58 + step; }

int main(int argc, char **argv) {
    int frames = fair_frames(argc, argv);
    if (frames < 0) gtk_init();
    static const char *const colors[] = {"Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"};
    static const char *const units[] = {"g", "kg", "lb"};
    PangoContext *context = fair_text_context(1);
    /* 150 + 90 + 70 pt, centred in 320. */
    make_wheel(&wheels[0], context, 5, 150, 7, colors, 4);
    make_wheel(&wheels[1], context, 155, 90, 100, NULL, 25);
    make_wheel(&wheels[2], context, 245, 70, 3, units, 0);
    fair.width = WIDTH, fair.height = HEIGHT;
    fair.draw = draw, fair.press = press, fair.move = move, fair.release = release;
    if (frames >= 0) return fair_headless(frames, finger);
    return fair_run("peer: fair wheels");
}
