#ifndef CPROJECTFONTS_H
#define CPROJECTFONTS_H

/// The fontconfig file every ControlKit process on Linux draws text with
/// (scripts/fonts/fonts.conf in this checkout): set as FONTCONFIG_FILE before `main`,
/// before fontconfig, pango or GTK can start.
const char *controlkit_project_fonts_file(void);

#endif
