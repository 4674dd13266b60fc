import CGtk

/// The app's look: a phone form with large entries and a pad of large keys.
enum AppStyle {
  static let css = """
    .form-title { font-weight: bold; font-size: 18px; padding: 12px; }
    .form-list { padding: 12px 16px; }
    .field-label { font-size: 13px; color: alpha(currentColor, 0.7); }
    .field-row entry { font-size: 20px; min-height: 40px; }
    .field-message { font-size: 12px; }
    .field-message.error { color: #c01c28; }
    .form-status { padding-top: 8px; }
    .number-pad { background: #d1d5db; padding: 0 6px 8px 6px; }
    .accessory-bar { background: #f3f4f6; padding: 4px 6px; margin: 0 -6px 6px -6px; }
    .accessory-bar button { min-width: 44px; font-size: 18px; }
    .pad-key { font-size: 24px; min-height: 48px; background: white; }
    .pad-key.pad-words { font-size: 16px; }
    .landscape .form-title { font-size: 15px; padding: 6px; }
    .landscape .pad-key { font-size: 18px; min-height: 28px; }
    .landscape .pad-key.pad-words { font-size: 13px; }
    .landscape .accessory-bar { padding: 2px 6px; margin-bottom: 4px; }
    .landscape .accessory-bar button { min-height: 24px; }
    .pad-key:disabled { background: #e5e7eb; color: #9ca3af; }
    """

  /// Adds the style sheet to the default display.
  @MainActor
  static func install() {
    guard let provider = gtk_css_provider_new(), let display = gdk_display_get_default()
    else { return }
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, keypad_style_provider(provider),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
