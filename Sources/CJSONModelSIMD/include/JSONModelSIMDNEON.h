// The vector primitives on arm64 (and arm64_32): NEON, which every such processor has,
// table lookups included.
#ifndef JSONMODEL_SIMD_NEON_H
#define JSONMODEL_SIMD_NEON_H

#include <arm_neon.h>

typedef uint8x16_t jm_vec;
/// Bits per byte in the masks of `jm_bits` (the narrowing shift gives four).
#define JM_BITS_PER_BYTE 4
#define JM_ALL_BITS 0xFFFFFFFFFFFFFFFFull
/// No attribute is needed: NEON has everything UTF-8 validation uses.
#define JM_UTF8_TARGET

JM_INLINE jm_vec jm_load(const uint8_t *p) { return vld1q_u8(p); }
JM_INLINE void jm_store(uint8_t *p, jm_vec v) { vst1q_u8(p, v); }
JM_INLINE jm_vec jm_splat(uint8_t byte) { return vdupq_n_u8(byte); }
JM_INLINE jm_vec jm_eq(jm_vec a, jm_vec b) { return vceqq_u8(a, b); }
JM_INLINE jm_vec jm_or(jm_vec a, jm_vec b) { return vorrq_u8(a, b); }
JM_INLINE jm_vec jm_and(jm_vec a, jm_vec b) { return vandq_u8(a, b); }
JM_INLINE jm_vec jm_xor(jm_vec a, jm_vec b) { return veorq_u8(a, b); }
/// Lanes at most `limit` (unsigned).
JM_INLINE jm_vec jm_at_most(jm_vec v, uint8_t limit) { return vcleq_u8(v, vdupq_n_u8(limit)); }
JM_INLINE jm_vec jm_saturating_sub(jm_vec a, jm_vec b) { return vqsubq_u8(a, b); }
/// The lanes' high bits, four bits per lane (a shift right by four, narrowed).
JM_INLINE uint64_t jm_bits(jm_vec mask) {
    uint8x16_t full = vreinterpretq_u8_s8(vshrq_n_s8(vreinterpretq_s8_u8(mask), 7));
    return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(full), 4)), 0);
}
/// Whether any lane is non-zero.
JM_INLINE bool jm_any(jm_vec v) { return vmaxvq_u8(v) != 0; }
/// Each lane's high nibble.
JM_INLINE jm_vec jm_high_nibbles(jm_vec v) { return vshrq_n_u8(v, 4); }
/// `table[index]` for each lane (indices below 16).
JM_INLINE jm_vec jm_lookup(jm_vec table, jm_vec index) { return vqtbl1q_u8(table, index); }
/// The sixteen bytes that end `k` bytes into `current`, the first ones taken from `previous`.
#define JM_PREVIOUS(current, previous, k) vextq_u8((previous), (current), 16 - (k))

JM_INLINE bool jm_has_table_lookup(void) { return true; }

#endif
