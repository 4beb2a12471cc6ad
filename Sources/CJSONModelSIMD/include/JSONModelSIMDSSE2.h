// The vector primitives on x86_64: SSE2, which every x86_64 processor has. The table lookup
// and the byte shifts across two vectors that UTF-8 validation needs are SSSE3; the functions
// that use them are compiled for SSSE3 and only called when the processor has it.
#ifndef JSONMODEL_SIMD_SSE2_H
#define JSONMODEL_SIMD_SSE2_H

#include <emmintrin.h>
#include <tmmintrin.h>
#include <cpuid.h>

typedef __m128i jm_vec;
/// Bits per byte in the masks of `jm_bits` (`pmovmskb` gives one).
#define JM_BITS_PER_BYTE 1
#define JM_ALL_BITS 0xFFFFull
/// The attribute of the functions that use SSSE3 instructions.
#define JM_UTF8_TARGET __attribute__((target("ssse3")))

JM_INLINE jm_vec jm_load(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)p); }
JM_INLINE void jm_store(uint8_t *p, jm_vec v) { _mm_storeu_si128((__m128i *)p, v); }
JM_INLINE jm_vec jm_splat(uint8_t byte) { return _mm_set1_epi8((char)byte); }
JM_INLINE jm_vec jm_eq(jm_vec a, jm_vec b) { return _mm_cmpeq_epi8(a, b); }
JM_INLINE jm_vec jm_or(jm_vec a, jm_vec b) { return _mm_or_si128(a, b); }
JM_INLINE jm_vec jm_and(jm_vec a, jm_vec b) { return _mm_and_si128(a, b); }
JM_INLINE jm_vec jm_xor(jm_vec a, jm_vec b) { return _mm_xor_si128(a, b); }
/// Lanes at most `limit` (unsigned): `max(v - limit, 0) == 0`.
JM_INLINE jm_vec jm_at_most(jm_vec v, uint8_t limit) {
    return _mm_cmpeq_epi8(_mm_subs_epu8(v, jm_splat(limit)), _mm_setzero_si128());
}
JM_INLINE jm_vec jm_saturating_sub(jm_vec a, jm_vec b) { return _mm_subs_epu8(a, b); }
/// The lanes' high bits, one bit per lane.
JM_INLINE uint64_t jm_bits(jm_vec mask) { return (uint32_t)_mm_movemask_epi8(mask); }
/// Whether any lane is non-zero.
JM_INLINE bool jm_any(jm_vec v) {
    return _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())) != 0xFFFF;
}
/// Each lane's high nibble.
JM_INLINE jm_vec jm_high_nibbles(jm_vec v) { return _mm_and_si128(_mm_srli_epi16(v, 4), jm_splat(0x0F)); }
/// `table[index]` for each lane (indices below 16).
JM_UTF8_TARGET JM_INLINE jm_vec jm_lookup(jm_vec table, jm_vec index) { return _mm_shuffle_epi8(table, index); }
/// The sixteen bytes that end `k` bytes into `current`, the first ones taken from `previous`.
#define JM_PREVIOUS(current, previous, k) _mm_alignr_epi8((current), (previous), 16 - (k))

/// Whether the processor has SSSE3, asked once.
JM_INLINE bool jm_has_table_lookup(void) {
    static int known = 0; // 0: not asked yet, 1: no, 2: yes.
    int answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer == 0) {
        unsigned a, b, c, d;
        answer = (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3)) ? 2 : 1;
        __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    }
    return answer == 2;
}

#endif
