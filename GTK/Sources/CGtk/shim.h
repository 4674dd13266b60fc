// Typed one-line wrappers for what Swift cannot import from GTK 4: the
// GObject cast macros, g_signal_connect (a macro) and the varargs calls.
// Every widget crosses as a GtkWidget pointer; the casts happen here.
#include <glib-unix.h>
#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

// MARK: Signals, each with the callback type of its signal.

typedef void (*keypad_insert_text_cb)(GtkEditable *_Nonnull, const char *_Nonnull, int,
                                      int *_Nonnull, void *_Nullable);
typedef void (*keypad_delete_text_cb)(GtkEditable *_Nonnull, int, int, void *_Nullable);
typedef void (*keypad_void_cb)(void *_Nonnull, void *_Nullable);
typedef gboolean (*keypad_bool_cb)(void *_Nonnull, void *_Nullable);
typedef void (*keypad_notify_cb)(void *_Nonnull, GParamSpec *_Nonnull, void *_Nullable);
typedef gboolean (*keypad_key_cb)(void *_Nonnull, guint, guint, GdkModifierType,
                                  void *_Nullable);
typedef void (*keypad_click_cb)(void *_Nonnull, int, double, double, void *_Nullable);
typedef gboolean (*keypad_source_cb)(void *_Nullable);

static inline gulong keypad_connect_insert_text(GtkEditable *_Nonnull e, keypad_insert_text_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(e, "insert-text", G_CALLBACK(cb), data); }
static inline gulong keypad_connect_delete_text(GtkEditable *_Nonnull e, keypad_delete_text_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(e, "delete-text", G_CALLBACK(cb), data); }
static inline gulong keypad_connect_void(void *_Nonnull object, const char *_Nonnull signal, keypad_void_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(object, signal, G_CALLBACK(cb), data); }
static inline gulong keypad_connect_bool(void *_Nonnull object, const char *_Nonnull signal, keypad_bool_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(object, signal, G_CALLBACK(cb), data); }
static inline gulong keypad_connect_notify(void *_Nonnull object, const char *_Nonnull signal, keypad_notify_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(object, signal, G_CALLBACK(cb), data); }
static inline gulong keypad_connect_key(GtkEventController *_Nonnull c, keypad_key_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(c, "key-pressed", G_CALLBACK(cb), data); }
static inline gulong keypad_connect_click(GtkGesture *_Nonnull g, keypad_click_cb _Nonnull cb, void *_Nullable data) { return g_signal_connect(g, "pressed", G_CALLBACK(cb), data); }
static inline void keypad_stop_emission(void *_Nonnull object, const char *_Nonnull signal) { g_signal_stop_emission_by_name(object, signal); }
static inline guint keypad_idle_add(keypad_source_cb _Nonnull cb, void *_Nullable data) { return g_idle_add_full(G_PRIORITY_HIGH_IDLE, cb, data, NULL); }
static inline guint keypad_timeout_add(guint milliseconds, keypad_source_cb _Nonnull cb, void *_Nullable data) { return g_timeout_add(milliseconds, cb, data); }

// MARK: Casts.

static inline GtkEditable *_Nonnull keypad_editable(GtkWidget *_Nonnull w) { return GTK_EDITABLE(w); }
static inline GtkEditable *_Nonnull keypad_editable_delegate(GtkWidget *_Nonnull w) { return gtk_editable_get_delegate(GTK_EDITABLE(w)); }
static inline GtkWidget *_Nonnull keypad_editable_widget(GtkEditable *_Nonnull e) { return GTK_WIDGET(e); }
static inline GtkEntry *_Nonnull keypad_entry(GtkWidget *_Nonnull w) { return GTK_ENTRY(w); }
static inline GtkText *_Nonnull keypad_text(GtkWidget *_Nonnull w) { return GTK_TEXT(w); }
static inline GtkBox *_Nonnull keypad_box(GtkWidget *_Nonnull w) { return GTK_BOX(w); }
static inline GtkLabel *_Nonnull keypad_label(GtkWidget *_Nonnull w) { return GTK_LABEL(w); }
static inline GtkButton *_Nonnull keypad_button(GtkWidget *_Nonnull w) { return GTK_BUTTON(w); }
static inline GtkGrid *_Nonnull keypad_grid(GtkWidget *_Nonnull w) { return GTK_GRID(w); }
static inline GtkWindow *_Nonnull keypad_window(GtkWidget *_Nonnull w) { return GTK_WINDOW(w); }
static inline GtkRevealer *_Nonnull keypad_revealer(GtkWidget *_Nonnull w) { return GTK_REVEALER(w); }
static inline GtkOverlay *_Nonnull keypad_overlay(GtkWidget *_Nonnull w) { return GTK_OVERLAY(w); }
static inline GtkScrolledWindow *_Nonnull keypad_scrolled(GtkWidget *_Nonnull w) { return GTK_SCROLLED_WINDOW(w); }
static inline GtkViewport *_Nonnull keypad_viewport(GtkWidget *_Nonnull w) { return GTK_VIEWPORT(w); }
static inline GtkAccessible *_Nonnull keypad_accessible(GtkWidget *_Nonnull w) { return GTK_ACCESSIBLE(w); }
static inline GtkEventController *_Nonnull keypad_controller(void *_Nonnull c) { return GTK_EVENT_CONTROLLER(c); }
static inline GtkGesture *_Nonnull keypad_gesture(void *_Nonnull g) { return GTK_GESTURE(g); }
static inline GtkGestureSingle *_Nonnull keypad_gesture_single(void *_Nonnull g) { return GTK_GESTURE_SINGLE(g); }
static inline GApplication *_Nonnull keypad_application(GtkApplication *_Nonnull a) { return G_APPLICATION(a); }
static inline GObject *_Nonnull keypad_object(void *_Nonnull o) { return G_OBJECT(o); }

// MARK: Varargs calls.

static inline void keypad_set_description(GtkWidget *_Nonnull w, const char *_Nonnull text) { gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1); }
static inline void keypad_set_labelled_by(GtkWidget *_Nonnull w, GtkWidget *_Nonnull label) { gtk_accessible_update_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1); }
static inline void keypad_set_accessible_label(GtkWidget *_Nonnull w, const char *_Nonnull text) { gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1); }

// MARK: Geometry: a widget's bounds in another widget's coordinates.

static inline gboolean keypad_bounds(GtkWidget *_Nonnull w, GtkWidget *_Nonnull target, double *_Nonnull x, double *_Nonnull y, double *_Nonnull width, double *_Nonnull height) {
  graphene_rect_t r;
  if (!gtk_widget_compute_bounds(w, target, &r)) return FALSE;
  *x = r.origin.x; *y = r.origin.y; *width = r.size.width; *height = r.size.height;
  return TRUE;
}

// MARK: The window a widget is in.

static inline GtkWidget *_Nullable keypad_root_widget(GtkWidget *_Nonnull w) { GtkRoot *root = gtk_widget_get_root(w); return root ? GTK_WIDGET(root) : NULL; }
static inline void keypad_clear_focus(GtkWidget *_Nonnull w) { GtkRoot *root = gtk_widget_get_root(w); if (root) gtk_root_set_focus(root, NULL); }
static inline GtkStyleProvider *_Nonnull keypad_style_provider(GtkCssProvider *_Nonnull p) { return GTK_STYLE_PROVIDER(p); }

// MARK: X11: the window destroyed by another client (xdotool windowclose, a
// window manager's kill), seen before GDK handles it.

typedef gboolean (*keypad_xevent_cb)(void *_Nonnull, const void *_Nonnull, void *_Nullable);

// Connects to the X11 display's "xevent"; FALSE on another windowing system.
static inline gboolean keypad_connect_xevent(GtkWidget *_Nonnull w, keypad_xevent_cb _Nonnull cb, void *_Nullable data) {
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gtk_widget_get_display(w);
  if (!GDK_IS_X11_DISPLAY(display)) return FALSE;
  // An error on a window another client destroyed (requests already sent
  // when it went) is ignored instead of ending the process with status 1.
  gdk_x11_display_error_trap_push(display);
  g_signal_connect(display, "xevent", G_CALLBACK(cb), data);
  return TRUE;
#else
  return FALSE;
#endif
}

// Whether an X event is the destruction of the window's own X11 window.
static inline gboolean keypad_xevent_destroys(const void *_Nonnull event, GtkWidget *_Nonnull window) {
#ifdef GDK_WINDOWING_X11
  const XEvent *e = event;
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return FALSE;
  return e->type == DestroyNotify && e->xdestroywindow.window == gdk_x11_surface_get_xid(surface);
#else
  return FALSE;
#endif
}
