// JSONModelKit's vector scanners: find the bytes a JSON string must stop at, the end of
// whitespace, and whether bytes are valid UTF-8, sixteen bytes a step. Header-only
// `static inline` functions, so that Swift inlines them into the reader.
//
// The writer does not use them: its own SIMD16 copy (JSONStringQuoting.swift) takes 2% more
// instructions than a copy through `pcmpeqb`/`pmovmskb` here but 5% less time on twitter.json
// (measured side by side against msgspec, 2026-12-06), so it stays.
//
// One portable interface (`jm_string_scan`, `jm_whitespace_scan`, `jm_utf8_valid`) over one
// header of primitives per architecture: SSE2 on x86_64 (UTF-8 validation with SSSE3 when the
// processor has it), NEON on arm64, and the scalar functions of JSONModelSIMDScalar.h
// everywhere else. The scalar functions are also the reference that
// Fuzz/Sources/FuzzVectorScan compares the vector ones with.
//
// AVX2 is not used: most strings and whitespace runs in JSON are shorter than 16 bytes, so 32
// bytes a step would rarely pay, and it would need a run-time check that stops inlining.
#ifndef CJSONMODEL_SIMD_H
#define CJSONMODEL_SIMD_H

#include "JSONModelSIMDScalar.h"

#if defined(__x86_64__) && !defined(JM_FORCE_SCALAR)
#include "JSONModelSIMDSSE2.h"
#define JM_VECTOR 1
#elif (defined(__aarch64__) || defined(__arm64__)) && defined(__ARM_NEON) && !defined(JM_FORCE_SCALAR)
#include "JSONModelSIMDNEON.h"
#define JM_VECTOR 1
#else
#define JM_VECTOR 0
#endif

#if JM_VECTOR
/// The lanes JSON needs escaped in a string: `"`, `\` and the controls below 0x20.
JM_INLINE uint64_t jm_escape_bits(jm_vec v) {
    jm_vec quote = jm_eq(v, jm_splat('"')), backslash = jm_eq(v, jm_splat('\\'));
    return jm_bits(jm_or(jm_or(quote, backslash), jm_at_most(v, 0x1F)));
}

JM_INLINE size_t jm_lane(uint64_t bits) { return (size_t)__builtin_ctzll(bits) / JM_BITS_PER_BYTE; }
#endif

/// The index of the first of the `n` bytes at `p` that needs escaping (`n` if none), with the
/// high bit set in `*seen` if a byte before it is 0x80 or above (the string so far is not ASCII).
JM_INLINE size_t jm_string_scan(const uint8_t *p, size_t n, uint8_t *seen) {
    size_t i = 0;
#if JM_VECTOR
    uint64_t high = 0;
    for (; i + 16 <= n; i += 16) {
        jm_vec v = jm_load(p + i);
        uint64_t special = jm_escape_bits(v);
        if (special) {
            high |= jm_bits(v) & ((special & (0 - special)) - 1); // the lanes before the first
            if (high) *seen |= 0x80;
            return i + jm_lane(special);
        }
        high |= jm_bits(v);
    }
    if (high) *seen |= 0x80;
#endif
    return i + jm_string_scan_scalar(p + i, n - i, seen);
}

/// The index of the first of the `n` bytes at `p` that is not JSON whitespace (`n` if none).
JM_INLINE size_t jm_whitespace_scan(const uint8_t *p, size_t n) {
    size_t i = 0;
#if JM_VECTOR
    for (; i + 16 <= n; i += 16) {
        jm_vec v = jm_load(p + i);
        jm_vec space = jm_or(jm_eq(v, jm_splat(' ')), jm_eq(v, jm_splat('\n')));
        jm_vec other = jm_or(jm_eq(v, jm_splat('\r')), jm_eq(v, jm_splat('\t')));
        uint64_t rest = ~jm_bits(jm_or(space, other)) & JM_ALL_BITS;
        if (rest) return i + jm_lane(rest);
    }
#endif
    return i + jm_whitespace_scan_scalar(p + i, n - i);
}

#if JM_VECTOR
// UTF-8 validation after Keiser and Lemire, "Validating UTF-8 in less than one instruction per
// byte" (2021): each error is a pattern of the high nibble of a byte, the low nibble of that
// byte and the high nibble of the next, looked up in three tables whose bits are error kinds;
// a byte two or three after a three- or four-byte lead must be a continuation.
enum {
    JM_TOO_SHORT = 1 << 0, JM_TOO_LONG = 1 << 1, JM_OVERLONG_3 = 1 << 2, JM_TOO_LARGE = 1 << 3,
    JM_SURROGATE = 1 << 4, JM_OVERLONG_2 = 1 << 5, JM_TOO_LARGE_1000 = 1 << 6, JM_OVERLONG_4 = 1 << 6,
    JM_TWO_CONTS = 1 << 7, JM_CARRY = JM_TOO_SHORT | JM_TOO_LONG | JM_TWO_CONTS,
};

static const uint8_t jm_utf8_first_high[16] = {
    JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG, JM_TOO_LONG,
    JM_TWO_CONTS, JM_TWO_CONTS, JM_TWO_CONTS, JM_TWO_CONTS, JM_TOO_SHORT | JM_OVERLONG_2, JM_TOO_SHORT,
    JM_TOO_SHORT | JM_OVERLONG_3 | JM_SURROGATE, JM_TOO_SHORT | JM_TOO_LARGE | JM_TOO_LARGE_1000 | JM_OVERLONG_4,
};
#define JM_LARGE (JM_CARRY | JM_TOO_LARGE | JM_TOO_LARGE_1000)
static const uint8_t jm_utf8_first_low[16] = {
    JM_CARRY | JM_OVERLONG_3 | JM_OVERLONG_2 | JM_OVERLONG_4, JM_CARRY | JM_OVERLONG_2, JM_CARRY, JM_CARRY,
    JM_CARRY | JM_TOO_LARGE, JM_LARGE, JM_LARGE, JM_LARGE, JM_LARGE, JM_LARGE, JM_LARGE, JM_LARGE, JM_LARGE,
    JM_LARGE | JM_SURROGATE, JM_LARGE, JM_LARGE,
};
#undef JM_LARGE
#define JM_CONT (JM_TOO_LONG | JM_OVERLONG_2 | JM_TWO_CONTS)
static const uint8_t jm_utf8_second_high[16] = {
    JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT,
    JM_CONT | JM_OVERLONG_3 | JM_TOO_LARGE_1000 | JM_OVERLONG_4, JM_CONT | JM_OVERLONG_3 | JM_TOO_LARGE,
    JM_CONT | JM_SURROGATE | JM_TOO_LARGE, JM_CONT | JM_SURROGATE | JM_TOO_LARGE,
    JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT, JM_TOO_SHORT,
};
#undef JM_CONT
/// The most each of a block's last three bytes may be if no sequence continues past it.
static const uint8_t jm_utf8_last_max[16] = {
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0xEF, 0xDF, 0xBF,
};

/// Adds the errors of block `v` (after block `*previous`) to `*error`.
JM_UTF8_TARGET JM_INLINE void jm_utf8_block(jm_vec v, jm_vec *previous, jm_vec *incomplete, jm_vec *error) {
    if (!jm_bits(v)) {
        // All ASCII: only a sequence cut off at the end of the block before is wrong.
        *error = jm_or(*error, *incomplete);
    } else {
        jm_vec previous1 = JM_PREVIOUS(v, *previous, 1);
        jm_vec low = jm_and(previous1, jm_splat(0x0F));
        jm_vec special = jm_and(jm_and(jm_lookup(jm_load(jm_utf8_first_high), jm_high_nibbles(previous1)),
                                       jm_lookup(jm_load(jm_utf8_first_low), low)),
                                jm_lookup(jm_load(jm_utf8_second_high), jm_high_nibbles(v)));
        jm_vec third = jm_saturating_sub(JM_PREVIOUS(v, *previous, 2), jm_splat(0xE0 - 0x80));
        jm_vec fourth = jm_saturating_sub(JM_PREVIOUS(v, *previous, 3), jm_splat(0xF0 - 0x80));
        jm_vec continuation = jm_and(jm_or(third, fourth), jm_splat(0x80));
        *error = jm_or(*error, jm_xor(continuation, special));
        *incomplete = jm_saturating_sub(v, jm_load(jm_utf8_last_max));
    }
    *previous = v;
}

/// `jm_utf8_valid` with vectors; needs `jm_has_table_lookup()`. Left to the compiler to inline:
/// on x86_64 it is compiled for SSSE3, which its callers are not.
JM_UTF8_TARGET static inline bool jm_utf8_valid_vector(const uint8_t *p, size_t n) {
    jm_vec previous = jm_splat(0), incomplete = jm_splat(0), error = jm_splat(0);
    size_t i = 0;
    for (; i + 16 <= n; i += 16) jm_utf8_block(jm_load(p + i), &previous, &incomplete, &error);
    if (i < n) {
        uint8_t tail[16] = {0};
        __builtin_memcpy(tail, p + i, n - i);
        jm_utf8_block(jm_load(tail), &previous, &incomplete, &error);
    }
    return !jm_any(jm_or(error, incomplete));
}
#endif

/// Whether the `n` bytes at `p` are well-formed UTF-8 (Unicode Table 3-7).
JM_INLINE bool jm_utf8_valid(const uint8_t *p, size_t n) {
#if JM_VECTOR
    if (jm_has_table_lookup()) return jm_utf8_valid_vector(p, n);
#endif
    return jm_utf8_valid_scalar(p, n);
}

#endif
