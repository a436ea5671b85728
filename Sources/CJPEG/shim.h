// CJPEG: libjpeg-turbo (libjpeg62-turbo-dev) for the scenarios' JPEG images. libjpeg reports
// errors by calling error_exit, which must not return; Swift cannot longjmp, so the whole
// decode is this one C function: its error_exit longjmps back here and the call returns an
// error code instead (docs/architecture.md).
#ifndef SEGUE_CJPEG_SHIM_H
#define SEGUE_CJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

// What segue_jpeg_decode returns.
enum { SEGUE_JPEG_OK = 0, SEGUE_JPEG_CORRUPT = 1, SEGUE_JPEG_TOO_LARGE = 2, SEGUE_JPEG_NO_MEMORY = 3,
       SEGUE_JPEG_TOO_MANY_SCANS = 4, SEGUE_JPEG_TOO_MUCH_WORK = 5, SEGUE_JPEG_CMYK = 6, SEGUE_JPEG_CANCELLED = 7 };

// A cancel flag another thread raises (hot reload: docs/terminal.md): atomic, so that the
// decoding thread's progress monitor sees it at its next row.
static inline void segue_flag_raise(int *flag) { __atomic_store_n(flag, 1, __ATOMIC_RELEASE); }
static inline int segue_flag_is_raised(const int *flag) { return __atomic_load_n(flag, __ATOMIC_ACQUIRE); }

struct segue_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf back;
    char message[JMSG_LENGTH_MAX];
};

// The decode's bounds, checked by libjpeg's progress monitor (called for every row of MCUs of
// every scan): a progressive file's scans can each be a few bytes that make the decoder visit
// every block of the image again (a scan bomb). It also reads the cancel flag, when there is one.
struct segue_jpeg_progress {
    struct jpeg_progress_mgr base;
    struct segue_jpeg_error *err;
    const int *cancel;
    int max_scans;
    unsigned long long max_scan_pixels;
};

static void segue_jpeg_monitor(j_common_ptr info) {
    struct segue_jpeg_progress *p = (struct segue_jpeg_progress *)info->progress;
    j_decompress_ptr d = (j_decompress_ptr)info;
    if (p->cancel != NULL && segue_flag_is_raised(p->cancel)) longjmp(p->err->back, 1 + SEGUE_JPEG_CANCELLED);
    if (d->input_scan_number > p->max_scans) longjmp(p->err->back, 1 + SEGUE_JPEG_TOO_MANY_SCANS);
    if ((unsigned long long)d->input_scan_number * d->image_width * d->image_height > p->max_scan_pixels) {
        longjmp(p->err->back, 1 + SEGUE_JPEG_TOO_MUCH_WORK);
    }
}

static void segue_jpeg_error_exit(j_common_ptr info) {
    struct segue_jpeg_error *e = (struct segue_jpeg_error *)info->err;
    (*info->err->format_message)(info, e->message);
    longjmp(e->back, 1);
}

static void segue_jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

// Decodes the JPEG in data[0..<size] to RGBA8 (alpha 255). On SEGUE_JPEG_OK, *pixels holds
// width * height * 4 bytes the caller frees with free(). Images wider or taller than max_side,
// or of more than max_bytes decoded, are refused (SEGUE_JPEG_TOO_LARGE) before any pixel is
// decoded; *width and *height then still tell the size. A file of more than max_scans scans
// (SEGUE_JPEG_TOO_MANY_SCANS), or whose scans times its pixels pass max_scan_pixels
// (SEGUE_JPEG_TOO_MUCH_WORK), is refused as soon as the scan that crosses the bound begins.
// A CMYK or YCCK file (print colours, which libjpeg does not convert to RGB) is refused after
// its header (SEGUE_JPEG_CMYK). When cancel is not NULL and is raised (segue_flag_raise) the
// decode stops at the next row of the scan it is in (SEGUE_JPEG_CANCELLED).
// message (at least JMSG_LENGTH_MAX bytes) receives libjpeg's words when the data is corrupt.
static inline int segue_jpeg_decode(const unsigned char *data, unsigned long size, unsigned int max_side,
                                    unsigned long max_bytes, int max_scans, unsigned long long max_scan_pixels,
                                    const int *cancel, unsigned int *width, unsigned int *height, unsigned char **pixels, char *message) {
    struct jpeg_decompress_struct info;
    struct segue_jpeg_error err;
    struct segue_jpeg_progress progress;
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    message[0] = 0;
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = segue_jpeg_error_exit;
    err.base.emit_message = segue_jpeg_quiet;
    err.message[0] = 0;
    int jumped = setjmp(err.back);
    if (jumped) {
        jpeg_destroy_decompress(&info);
        free(out);
        snprintf(message, JMSG_LENGTH_MAX, "%s", err.message);
        return jumped == 1 ? SEGUE_JPEG_CORRUPT : jumped - 1;
    }
    jpeg_create_decompress(&info);
    progress.base.progress_monitor = segue_jpeg_monitor;
    progress.err = &err;
    progress.max_scans = max_scans;
    progress.max_scan_pixels = max_scan_pixels;
    progress.cancel = cancel;
    info.progress = &progress.base;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&info);
        return SEGUE_JPEG_CMYK;
    }
    if (info.image_width > max_side || info.image_height > max_side
        || (unsigned long long)info.image_width * info.image_height * 4 > max_bytes) {
        jpeg_destroy_decompress(&info);
        return SEGUE_JPEG_TOO_LARGE;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    out = malloc(stride * info.output_height);
    if (out == NULL) {
        jpeg_destroy_decompress(&info);
        return SEGUE_JPEG_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = out;
    return SEGUE_JPEG_OK;
}
#endif
