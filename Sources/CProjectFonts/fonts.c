// Makes the test runner, the gallery and the bench draw text with the project's fonts only.
//
// fontconfig reads FONTCONFIG_FILE once, when it is first used, and Swift has no hook that
// runs before every test suite (they run in parallel, and GTK's tests start fontconfig on
// their own). A constructor runs before `main`, so it is set before anything can read it,
// whether the process was started by scripts/test.sh or by a plain `swift test`.
//
// The file is found from this source file's own path, which the compiler records: the
// checkout this binary was built from, wherever it is.
#include "CProjectFonts.h"

#include <stdlib.h>
#include <string.h>

static char fonts_file[4096];

const char *controlkit_project_fonts_file(void) { return fonts_file; }

__attribute__((constructor)) static void controlkit_use_project_fonts(void) {
    static const char source[] = __FILE__;  // <checkout>/Sources/CProjectFonts/fonts.c
    static const char suffix[] = "Sources/CProjectFonts/fonts.c";
    static const char conf[] = "scripts/fonts/fonts.conf";
    size_t length = strlen(source);
    size_t suffix_length = strlen(suffix);
    if (length < suffix_length || strcmp(source + length - suffix_length, suffix) != 0) return;
    size_t root = length - suffix_length;
    if (root + sizeof conf > sizeof fonts_file) return;
    memcpy(fonts_file, source, root);
    memcpy(fonts_file + root, conf, sizeof conf);
    setenv("FONTCONFIG_FILE", fonts_file, 1);
}
