// CJSONModelSIMD is header-only (include/CJSONModelSIMD.h); a C target needs one source file,
// and compiling the header here checks it on its own.
#include "CJSONModelSIMD.h"
