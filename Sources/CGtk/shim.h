#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H
// The handful of GTK 4 / GLib functions ControlKitGTK calls, declared with the
// signatures of GTK 4.8's public headers. Including <gtk/gtk.h> would pull in GTK's
// pkg-config flags (-pthread, -mfpmath=sse), which SwiftPM rejects with a warning.
#include <stdint.h>

typedef int gboolean;
typedef unsigned int guint;
typedef unsigned long gulong;
typedef int64_t gint64;
typedef void *gpointer;
typedef void (*GCallback)(void);
typedef void (*GDestroyNotify)(gpointer data);
typedef void (*GClosureNotify)(gpointer data, void *closure);

typedef struct _GtkWidget GtkWidget;
typedef struct _GdkFrameClock GdkFrameClock;
typedef struct _GMainContext GMainContext;
typedef struct _GtkEventController GtkEventController;

typedef void (*GtkDrawingAreaDrawFunc)(GtkWidget *area, void *cairo, int width, int height, gpointer data);
typedef gboolean (*GtkTickCallback)(GtkWidget *widget, GdkFrameClock *clock, gpointer data);

enum { CK_GTK_ORIENTATION_HORIZONTAL = 0, CK_GTK_ORIENTATION_VERTICAL = 1 };
enum { CK_GTK_ALIGN_FILL = 0, CK_GTK_ALIGN_START = 1, CK_GTK_ALIGN_END = 2, CK_GTK_ALIGN_CENTER = 3 };

typedef struct _GtkStyleContext GtkStyleContext;
typedef struct { float red, green, blue, alpha; } GdkRGBA;
// The theme's text colour for a widget (GTK 4.8 has no gtk_widget_get_color, which is 4.10).
GtkStyleContext *gtk_widget_get_style_context(GtkWidget *widget);
void gtk_style_context_get_color(GtkStyleContext *context, GdkRGBA *color);

void gtk_init(void);
gboolean gtk_init_check(void);
GtkWidget *gtk_window_new(void);
void gtk_window_set_title(GtkWidget *window, const char *title);
void gtk_window_set_default_size(GtkWidget *window, int width, int height);
void gtk_window_set_child(GtkWidget *window, GtkWidget *child);
void gtk_window_present(GtkWidget *window);
void gtk_window_destroy(GtkWidget *window);
GtkWidget *gtk_box_new(int orientation, int spacing);
void gtk_box_append(GtkWidget *box, GtkWidget *child);
GtkWidget *gtk_scrolled_window_new(void);
void gtk_scrolled_window_set_child(GtkWidget *scrolled, GtkWidget *child);
GtkWidget *gtk_label_new(const char *text);
void gtk_label_set_xalign(GtkWidget *label, float xalign);
GtkWidget *gtk_drawing_area_new(void);
void gtk_drawing_area_set_content_width(GtkWidget *area, int width);
void gtk_drawing_area_set_content_height(GtkWidget *area, int height);
void gtk_drawing_area_set_draw_func(GtkWidget *area, GtkDrawingAreaDrawFunc draw, gpointer data, GDestroyNotify destroy);
void gtk_widget_queue_draw(GtkWidget *widget);
void gtk_widget_set_focusable(GtkWidget *widget, gboolean focusable);
gboolean gtk_widget_grab_focus(GtkWidget *widget);
void gtk_widget_add_controller(GtkWidget *widget, GtkEventController *controller);
guint gtk_widget_add_tick_callback(GtkWidget *widget, GtkTickCallback callback, gpointer data, GDestroyNotify notify);
void gtk_widget_remove_tick_callback(GtkWidget *widget, guint id);
gboolean gtk_widget_get_realized(GtkWidget *widget);
gboolean gtk_widget_get_mapped(GtkWidget *widget);
int gtk_widget_get_scale_factor(GtkWidget *widget);
int gtk_widget_get_width(GtkWidget *widget);
int gtk_widget_get_height(GtkWidget *widget);
void gtk_widget_set_margin_top(GtkWidget *widget, int margin);
void gtk_widget_set_margin_bottom(GtkWidget *widget, int margin);
void gtk_widget_set_margin_start(GtkWidget *widget, int margin);
void gtk_widget_set_margin_end(GtkWidget *widget, int margin);
void gtk_widget_set_halign(GtkWidget *widget, int align);
void gtk_widget_set_valign(GtkWidget *widget, int align);
GtkEventController *gtk_gesture_drag_new(void);
GtkEventController *gtk_event_controller_key_new(void);
GtkEventController *gtk_event_controller_focus_new(void);
GtkEventController *gtk_event_controller_motion_new(void);
GtkEventController *gtk_event_controller_scroll_new(int flags);
// GtkEventControllerScrollFlags: VERTICAL | HORIZONTAL | DISCRETE (smooth scrolling
// counted in whole wheel notches).
enum { CK_GTK_SCROLL_BOTH_AXES_DISCRETE = 1 | 2 | 4 };
gint64 gdk_frame_clock_get_frame_time(GdkFrameClock *clock);
// The frames a widget's clock has run (the tests count them).
GdkFrameClock *gtk_widget_get_frame_clock(GtkWidget *widget);
gint64 gdk_frame_clock_get_frame_counter(GdkFrameClock *clock);
unsigned int gdk_keyval_to_unicode(guint keyval);
typedef void (*GWeakNotify)(gpointer data, void *where_the_object_was);
void g_object_weak_ref(void *object, GWeakNotify notify, gpointer data);
gulong g_signal_connect_data(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy, int flags);
gboolean g_main_context_iteration(GMainContext *context, gboolean may_block);
gint64 g_get_monotonic_time(void);
typedef gboolean (*GSourceFunc)(gpointer data);
guint g_timeout_add_full(int priority, guint interval, GSourceFunc function, gpointer data, GDestroyNotify notify);
gboolean g_source_remove(guint tag);

// Accessibility: a GValue has GValue's layout (a GType and two 8-byte slots).
typedef unsigned long GType;
typedef struct { GType g_type; uint64_t data[2]; } CKGValue;
GType gtk_drawing_area_get_type(void);
GType gtk_accessible_role_get_type(void);
GtkWidget *g_object_new_with_properties(GType type, guint n_properties, const char *names[], const CKGValue values[]);
CKGValue *g_value_init(CKGValue *value, GType type);
void g_value_set_enum(CKGValue *value, int v_enum);
void g_value_set_string(CKGValue *value, const char *v_string);
void g_value_unset(CKGValue *value);
void gtk_accessible_update_property_value(GtkWidget *self, int n_properties, int properties[], const CKGValue values[]);
int gtk_accessible_get_accessible_role(GtkWidget *self);

// GtkAccessibleRole and GtkAccessibleProperty values of GTK 4 (stable within GTK 4).
enum { CK_GTK_ROLE_BUTTON = 3, CK_GTK_ROLE_GENERIC = 15, CK_GTK_ROLE_LABEL = 22, CK_GTK_ROLE_SLIDER = 59, CK_GTK_ROLE_TEXT_BOX = 68 };
enum { CK_GTK_PROPERTY_DESCRIPTION = 1, CK_GTK_PROPERTY_LABEL = 4, CK_GTK_PROPERTY_VALUE_TEXT = 18 };
#define CK_G_TYPE_STRING ((GType)64)
// Accessible nodes (issue 16): one invisible widget per accessibility element, inside a
// GtkFixed with the drawing area; GTK 4.8 serves AT-SPI's Value and Text interfaces only
// to its own widget types (GtkRange, GtkEntry, …), so the nodes are those.
typedef struct _GtkAdjustment GtkAdjustment;
GType gtk_fixed_get_type(void);
GType gtk_scale_get_type(void);
GType gtk_entry_get_type(void);
GType gtk_button_get_type(void);
GType gtk_label_get_type(void);
void gtk_fixed_put(GtkWidget *fixed, GtkWidget *widget, double x, double y);

// Popovers: what a control presents (a compact date picker's calendar).
typedef struct { int x, y, width, height; } GdkRectangle;
GtkWidget *gtk_popover_new(void);
void gtk_popover_set_child(GtkWidget *popover, GtkWidget *child);
void gtk_popover_set_pointing_to(GtkWidget *popover, const GdkRectangle *rect);
void gtk_popover_popup(GtkWidget *popover);
void gtk_popover_popdown(GtkWidget *popover);
void gtk_widget_set_parent(GtkWidget *widget, GtkWidget *parent);
void gtk_widget_unparent(GtkWidget *widget);
void gtk_fixed_move(GtkWidget *fixed, GtkWidget *widget, double x, double y);
void gtk_fixed_remove(GtkWidget *fixed, GtkWidget *widget);
GtkAdjustment *gtk_range_get_adjustment(GtkWidget *range);
void gtk_range_set_value(GtkWidget *range, double value);
double gtk_range_get_value(GtkWidget *range);
void gtk_adjustment_configure(GtkAdjustment *adjustment, double value, double lower, double upper, double step_increment,
                              double page_increment, double page_size);
double gtk_adjustment_get_lower(GtkAdjustment *adjustment);
double gtk_adjustment_get_upper(GtkAdjustment *adjustment);
double gtk_adjustment_get_step_increment(GtkAdjustment *adjustment);
void gtk_editable_set_text(GtkWidget *editable, const char *text);
const char *gtk_editable_get_text(GtkWidget *editable);
void gtk_entry_set_visibility(GtkWidget *entry, gboolean visible);
gboolean gtk_entry_get_visibility(GtkWidget *entry);
void gtk_label_set_text(GtkWidget *label, const char *text);
const char *gtk_label_get_text(GtkWidget *label);
void gtk_widget_set_opacity(GtkWidget *widget, double opacity);
void gtk_widget_set_can_target(GtkWidget *widget, gboolean can_target);
void gtk_widget_set_sensitive(GtkWidget *widget, gboolean sensitive);
gboolean gtk_widget_get_sensitive(GtkWidget *widget);
gboolean gtk_widget_has_focus(GtkWidget *widget);
GtkWidget *gtk_widget_get_root(GtkWidget *widget);  /* a GtkRoot: the window */
gboolean gtk_window_get_focus_visible(GtkWidget *window);
void gtk_window_set_focus_visible(GtkWidget *window, gboolean setting);
gboolean gtk_widget_get_focusable(GtkWidget *widget);
void gtk_widget_set_can_focus(GtkWidget *widget, gboolean can_focus);
gboolean gtk_widget_get_can_focus(GtkWidget *widget);
void gtk_widget_set_size_request(GtkWidget *widget, int width, int height);
void gtk_widget_measure(GtkWidget *widget, int orientation, int for_size, int *minimum, int *natural, int *minimum_baseline,
                        int *natural_baseline);
GtkWidget *gtk_widget_get_parent(GtkWidget *widget);
GtkWidget *gtk_widget_get_first_child(GtkWidget *widget);
GtkWidget *gtk_widget_get_next_sibling(GtkWidget *widget);
GtkWidget *gtk_widget_get_root(GtkWidget *widget);
gboolean gtk_widget_child_focus(GtkWidget *widget, int direction);
void gtk_event_controller_set_propagation_phase(GtkEventController *controller, int phase);
void *g_object_ref(void *object);
void g_object_unref(void *object);
guint g_idle_add_full(int priority, GSourceFunc function, gpointer data, GDestroyNotify notify);
void g_set_prgname(const char *name);
void g_set_application_name(const char *name);
const char *g_get_prgname(void);
void gtk_accessible_update_property(GtkWidget *self, int first_property, ...);
void gtk_accessible_update_state(GtkWidget *self, int first_state, ...);
void gtk_accessible_update_relation(GtkWidget *self, int first_relation, ...);

// GtkAccessibleRole, Property, State and Relation values of GTK 4 (checked against
// GTK 4.8's headers), and GtkPropagationPhase's capture.
enum { CK_GTK_ROLE_GROUP = 18, CK_GTK_ROLE_PRESENTATION = 43 };
enum { CK_GTK_STATE_DISABLED = 2, CK_GTK_STATE_HIDDEN = 4, CK_GTK_STATE_SELECTED = 7, CK_GTK_RELATION_LABELLED_BY = 10 };
enum { CK_GTK_PHASE_CAPTURE = 1, CK_GTK_DIR_TAB_FORWARD = 0 };

// The varargs calls, which Swift cannot make, as small inline functions.
static inline void ck_accessible_set_label(GtkWidget *w, const char *label, const char *description) {
    gtk_accessible_update_property(w, 4 /* LABEL */, label, 1 /* DESCRIPTION */, description, -1);
}
static inline void ck_accessible_set_value_text(GtkWidget *w, const char *text) {
    gtk_accessible_update_property(w, 18 /* VALUE_TEXT */, text, -1);
}
static inline void ck_accessible_set_hidden(GtkWidget *w, gboolean hidden) {
    gtk_accessible_update_state(w, CK_GTK_STATE_HIDDEN, hidden, -1);
}
static inline void ck_accessible_set_disabled(GtkWidget *w, gboolean disabled) {
    gtk_accessible_update_state(w, CK_GTK_STATE_DISABLED, disabled, -1);
}
void gtk_accessible_reset_state(GtkWidget *self, int state);
// Selected, or (reset) not selectable at all: a button that is never selected is not read
// as "not selected".
static inline void ck_accessible_set_selected(GtkWidget *w, gboolean selected) {
    if (selected) gtk_accessible_update_state(w, CK_GTK_STATE_SELECTED, 1, -1);
    else gtk_accessible_reset_state(w, CK_GTK_STATE_SELECTED);
}
static inline void ck_accessible_set_labelled_by(GtkWidget *w, GtkWidget *label) {
    gtk_accessible_update_relation(w, CK_GTK_RELATION_LABELLED_BY, label, (void *)0, -1);
}

typedef struct _GtkSettings GtkSettings;
GtkSettings *gtk_settings_get_default(void);
void g_object_set(gpointer object, const char *first_property_name, ...);
void g_object_get(gpointer object, const char *first_property_name, ...);
// GTK's text scale: the font resolution in 1024ths of a dot per inch (96 dpi is 1×; -1 unset).
static inline int ck_settings_get_xft_dpi(void) {
    int dpi = -1;
    g_object_get(gtk_settings_get_default(), "gtk-xft-dpi", &dpi, (void *)0);
    return dpi;
}
static inline void ck_settings_set_xft_dpi(int dpi) {
    g_object_set(gtk_settings_get_default(), "gtk-xft-dpi", dpi, (void *)0);
}
void g_free(gpointer mem);
char *getenv(const char *name);
// Whether the theme is one of GTK's high-contrast ones ("HighContrast",
// "HighContrastInverse"): GTK_THEME's name when it is set (it overrides the settings, as
// GTK reads it), else gtk-theme-name's.
static inline gboolean ck_theme_is_high_contrast(void) {
    static const char prefix[] = "HighContrast";
    const char *name = getenv("GTK_THEME");
    char *setting = 0;
    if (name == 0 || name[0] == 0) {
        g_object_get(gtk_settings_get_default(), "gtk-theme-name", &setting, (void *)0);
        name = setting;
    }
    gboolean high = name != 0;
    for (unsigned i = 0; high && i < sizeof prefix - 1; i++) high = name[i] == prefix[i];
    g_free(setting);
    return high;
}
// gtk-theme-name (a copy to g_free; NULL when unset).
static inline char *ck_settings_copy_theme_name(void) {
    char *name = 0;
    g_object_get(gtk_settings_get_default(), "gtk-theme-name", &name, (void *)0);
    return name;
}
static inline void ck_settings_set_theme_name(const char *name) {
    g_object_set(gtk_settings_get_default(), "gtk-theme-name", name, (void *)0);
}
// The theme's dark variant, as an app asks for it (what GTK_THEME=Adwaita:dark gives too).
static inline void ck_settings_set_prefer_dark_theme(gboolean dark) {
    g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, (void *)0);
}
#endif
