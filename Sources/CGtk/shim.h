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
gint64 gdk_frame_clock_get_frame_time(GdkFrameClock *clock);
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
#endif
