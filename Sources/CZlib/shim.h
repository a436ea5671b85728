// CZlib: zlib as Swift sees it (compress2 for PNG's IDAT, crc32 for its chunk CRCs).
// <zlib.h> is on the default include path (zlib1g-dev); see docs/architecture.md.
#ifndef SEGUE_CZLIB_SHIM_H
#define SEGUE_CZLIB_SHIM_H
#include <zlib.h>
#endif
