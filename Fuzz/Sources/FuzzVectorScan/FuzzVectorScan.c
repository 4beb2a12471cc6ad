// FuzzVectorScan: the vector scanners of CJSONModelSIMD against their scalar reference, on the
// fuzzer's bytes at every alignment (0-15) and every length up to 64 (and the whole input, so
// long runs cross many blocks). Any disagreement aborts, which is how libFuzzer learns of it.
#include "CJSONModelSIMD.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, size_t offset, size_t length, size_t vector, size_t scalar) {
    fprintf(stderr, "FuzzVectorScan: %s differs at offset %zu, length %zu: vector %zu, scalar %zu\n", what,
            offset, length, vector, scalar);
    abort();
}

static void compare(const uint8_t *p, size_t n, size_t offset) {
    uint8_t seen_vector = 0, seen_scalar = 0;
    size_t vector = jm_string_scan(p, n, &seen_vector), scalar = jm_string_scan_scalar(p, n, &seen_scalar);
    if (vector != scalar) fail("jm_string_scan", offset, n, vector, scalar);
    if ((seen_vector ^ seen_scalar) & 0x80) fail("jm_string_scan's non-ASCII flag", offset, n, seen_vector, seen_scalar);

    vector = jm_whitespace_scan(p, n);
    scalar = jm_whitespace_scan_scalar(p, n);
    if (vector != scalar) fail("jm_whitespace_scan", offset, n, vector, scalar);

    bool valid_vector = jm_utf8_valid(p, n), valid_scalar = jm_utf8_valid_scalar(p, n);
    if (valid_vector != valid_scalar) fail("jm_utf8_valid", offset, n, valid_vector, valid_scalar);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    // A copy of exactly the bytes compared, so that AddressSanitizer sees any read past them.
    for (size_t offset = 0; offset < 16 && offset <= size; offset++) {
        size_t available = size - offset;
        for (size_t length = 0; length <= 64 && length <= available; length++) {
            uint8_t *copy = malloc(length ? length : 1);
            memcpy(copy, data + offset, length);
            compare(copy, length, offset);
            free(copy);
        }
    }
    if (size > 64) {
        uint8_t *copy = malloc(size);
        memcpy(copy, data, size);
        compare(copy, size, 0);
        free(copy);
    }
    return 0;
}
