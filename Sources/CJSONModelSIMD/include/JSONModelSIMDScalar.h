// The portable scalar scanners: the reference the vector scanners are fuzzed against, and what
// runs where there is no vector unit. One byte at a time, written to be obviously right.
#ifndef JSONMODEL_SIMD_SCALAR_H
#define JSONMODEL_SIMD_SCALAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Every function here is inlined where Swift calls it: the scanners run once per string and
/// per whitespace run, and a call would cost as much as the scan.
#define JM_INLINE static inline __attribute__((always_inline))

/// Whether JSON needs `byte` escaped inside a string: `"`, `\` and the controls below 0x20.
JM_INLINE bool jm_needs_escape(uint8_t byte) {
    return byte == '"' || byte == '\\' || byte < 0x20;
}

/// The index of the first of the `n` bytes at `p` that needs escaping (`n` if none), with every
/// byte before it OR-ed into `*seen`: a set high bit there means the string so far is not ASCII.
JM_INLINE size_t jm_string_scan_scalar(const uint8_t *p, size_t n, uint8_t *seen) {
    uint8_t bits = 0;
    size_t i = 0;
    for (; i < n && !jm_needs_escape(p[i]); i++) bits |= p[i];
    *seen |= bits;
    return i;
}

/// The index of the first of the `n` bytes at `p` that is not JSON whitespace (`n` if none).
JM_INLINE size_t jm_whitespace_scan_scalar(const uint8_t *p, size_t n) {
    size_t i = 0;
    while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) i++;
    return i;
}

/// Whether the `n` bytes at `p` are well-formed UTF-8 (Unicode Table 3-7: no overlong forms,
/// no surrogates, nothing above U+10FFFF, no truncated sequence).
JM_INLINE bool jm_utf8_valid_scalar(const uint8_t *p, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint8_t lead = p[i];
        if (lead < 0x80) { i++; continue; }
        size_t length;
        uint8_t low = 0x80, high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) length = 2;
        else if (lead == 0xE0) { length = 3; low = 0xA0; }
        else if (lead == 0xED) { length = 3; high = 0x9F; }
        else if (lead >= 0xE1 && lead <= 0xEF) length = 3;
        else if (lead == 0xF0) { length = 4; low = 0x90; }
        else if (lead == 0xF4) { length = 4; high = 0x8F; }
        else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
        else return false;
        if (n - i < length || p[i + 1] < low || p[i + 1] > high) return false;
        for (size_t k = 2; k < length; k++) {
            if ((p[i + k] & 0xC0) != 0x80) return false;
        }
        i += length;
    }
    return true;
}

#endif
