/* The fair floor of the range-slider drag (scripts/peer-bench.sh): what the gallery's
 * first range slider draws (300 × 44 pt, 0…10 with thumbs at 2 and 8), drawn as a careful
 * C programmer would. A 4 pt grey capsule track, the blue range between the thumbs' centres,
 * and two white 28 pt discs with iOS's two soft shadows and a hairline; the dragged thumb
 * a little darker, on top. Each thumb is a kept surface (made once per sub-pixel phase it
 * is painted at); a move draws again only the part between the thumb's old and new place.
 *
 * Built by scripts/peer-bench.sh: cc fair_slider.c $(pkg-config --cflags --libs gtk4) -lm
 * `fair_slider --frames N` draws the gesture without a window (see fair.h). */
#include "fair.h"

#define WIDTH 300
#define HEIGHT 44
#define THUMB 28.0
#define PAD 16.0 /* room for the larger shadow around a thumb */

static double lower = THUMB / 2 + 0.2 * (WIDTH - THUMB), upper = THUMB / 2 + 0.8 * (WIDTH - THUMB);
static gboolean dragging = FALSE;
static double grab;
/* Kept thumbs: [highlighted][x phase][y phase] in 1/64 px. */
static cairo_surface_t *thumbs[2][64][64];

static void disc(cairo_t *cr, double x, double y) { cairo_arc(cr, x + THUMB / 2, y + THUMB / 2, THUMB / 2, 0, 2 * G_PI); }

/* A soft shadow of the disc at (x, y) on `cr` (device pixels = points here, scale 1 ×
 * `scale`): drawn into an alpha mask, blurred, painted through at an offset. */
static void shadow(cairo_t *cr, int w, int h, double x, double y, double dy, double sigma, double alpha, int scale) {
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
    cairo_t *m = cairo_create(mask);
    cairo_matrix_t matrix;
    cairo_get_matrix(cr, &matrix);
    cairo_set_matrix(m, &matrix);
    disc(m, x, y);
    cairo_fill(m);
    cairo_destroy(m);
    if (sigma * scale > 0.3) fair_blur(mask, sigma * scale);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, alpha);
    cairo_mask_surface(cr, mask, 0, round(dy * scale));
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

/* The thumb picture: the disc at (PAD, PAD) of a (THUMB + 2·PAD)² box, rasterized at the
 * sub-pixel phase (fx, fy)/64. */
static cairo_surface_t *thumb(int highlighted, int fx, int fy) {
    if (thumbs[highlighted][fx][fy]) return thumbs[highlighted][fx][fy];
    int s = fair.scale, side = (int)ceil((THUMB + 2 * PAD) * s + 1) + 1;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
    cairo_t *cr = cairo_create(surface);
    cairo_translate(cr, fx / 64.0, fy / 64.0);
    cairo_scale(cr, s, s);
    shadow(cr, side, side, PAD, PAD, 3, 4, 0.15, s);
    disc(cr, PAD, PAD);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    shadow(cr, side, side, PAD, PAD, 0.5, 0.5, 0.12, s);
    disc(cr, PAD, PAD);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.04);
    cairo_set_line_width(cr, 0.5);
    cairo_stroke_preserve(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, highlighted ? 0.06 : 0);
    cairo_fill(cr);
    cairo_destroy(cr);
    return thumbs[highlighted][fx][fy] = surface;
}

/* Paints the kept thumb centred at (cx, HEIGHT / 2): at a whole device pixel, with the
 * rest of the position baked into the picture. */
static void paint_thumb(cairo_t *cr, double cx, int highlighted) {
    int s = fair.scale;
    double ox = (cx - THUMB / 2 - PAD) * s, oy = (HEIGHT / 2.0 - THUMB / 2 - PAD) * s;
    double ix = floor(ox), iy = floor(oy);
    int fx = (int)lround((ox - ix) * 64), fy = (int)lround((oy - iy) * 64);
    if (fx == 64) ix++, fx = 0;
    if (fy == 64) iy++, fy = 0;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_surface(cr, thumb(highlighted, fx, fy), ix, iy);
    cairo_paint(cr);
    cairo_restore(cr);
}

static void capsule(cairo_t *cr, double x0, double x1) {
    double y = HEIGHT / 2.0 - 2, r = 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x1 - r, y + r, r, -G_PI / 2, G_PI / 2);
    cairo_arc(cr, x0 + r, y + r, r, G_PI / 2, 3 * G_PI / 2);
    cairo_close_path(cr);
}

static void draw(cairo_t *cr) {
    capsule(cr, 0, WIDTH);
    set_color(cr, hex(0xE5E5EA, 1), 1);
    cairo_fill(cr);
    if (upper > lower) {
        capsule(cr, lower, upper);
        set_color(cr, hex(0x007AFF, 1), 1);
        cairo_fill(cr);
    }
    paint_thumb(cr, upper, 0);
    paint_thumb(cr, lower, dragging);
}

static void damage_thumb(double cx) { fair_damage(cx - THUMB / 2 - PAD, 0, THUMB + 2 * PAD, HEIGHT); }

static void press(double x, double y) {
    (void)y;
    if (fabs(x - lower) > 22) return; /* the lower thumb's 44 pt target */
    dragging = TRUE;
    grab = x - lower;
    damage_thumb(lower);
}

static void move(double x, double y) {
    (void)y;
    if (!dragging) return;
    double to = CLAMP(x - grab, THUMB / 2, upper);
    if (to == lower) return;
    fair_damage(MIN(lower, to) - THUMB / 2 - PAD, 0, fabs(to - lower) + THUMB + 2 * PAD, HEIGHT);
    lower = to;
}

static void release(double x, double y) {
    (void)x, (void)y;
    if (!dragging) return;
    dragging = FALSE;
    damage_thumb(lower);
}

/* The headless gesture: along the track from the lower thumb, a point a step. */
static void finger(int step, double *x, double *y) { *x = 67 + step, *y = 22; }

int main(int argc, char **argv) {
    int frames = fair_frames(argc, argv);
    if (frames < 0) gtk_init();
    fair.width = WIDTH, fair.height = HEIGHT;
    fair.draw = draw, fair.press = press, fair.move = move, fair.release = release;
    if (frames >= 0) return fair_headless(frames, finger);
    return fair_run("peer: fair slider");
}
