// CPNG: libpng 1.6 (libpng-dev) for the scenarios' images, through its simplified API
// (png_image_begin_read_from_memory / png_image_finish_read, RGBA8). Its header lives in
// /usr/include/libpng16, which pkg-config's libpng adds; see docs/architecture.md.
#ifndef SEGUE_CPNG_SHIM_H
#define SEGUE_CPNG_SHIM_H
#include <png.h>

// PNG_FORMAT_RGBA is a macro expression Swift does not import.
static const png_uint_32 segue_png_format_rgba = PNG_FORMAT_RGBA;
#endif
