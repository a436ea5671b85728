// CFreeType: the FreeType 2 library (libfreetype-dev) for the pictures' text. Its headers live
// in /usr/include/freetype2, which pkg-config's freetype2 adds to the include path; see
// docs/architecture.md.
#ifndef SEGUE_CFREETYPE_SHIM_H
#define SEGUE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
