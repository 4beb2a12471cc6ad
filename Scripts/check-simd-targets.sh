#!/usr/bin/env bash
# Compiles the vector scanners (Sources/CJSONModelSIMD) for every platform Package.swift
# declares, with the toolchain's clang and warnings as errors, and checks which path each one
# takes: NEON on arm64 (arm64_32 on watchOS included), SSE2 on x86_64 (Intel Macs and the
# simulators), the scalar fallback where there is neither (armv7 and wasm32 stand for those).
# No Apple SDK is needed: the header uses only clang's own freestanding headers.
#
#   Scripts/check-simd-targets.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
include="$root/Sources/CJSONModelSIMD/include"

# target triple, then 1 for a vector path or 0 for the scalar fallback
targets=(
    "arm64-apple-macos15 1" "x86_64-apple-macos15 1"
    "arm64-apple-ios18 1" "arm64-apple-ios18-simulator 1" "x86_64-apple-ios18-simulator 1"
    "arm64-apple-tvos18 1" "arm64-apple-watchos11 1" "arm64_32-apple-watchos11 1"
    "arm64-apple-xros2 1"
    "x86_64-unknown-linux-gnu 1" "aarch64-unknown-linux-gnu 1"
    "armv7-unknown-linux-gnueabihf 0" "wasm32-unknown-wasi 0"
)
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
cat > "$probe/probe.c" << 'PROBE'
#include "CJSONModelSIMD.h"
_Static_assert(JM_VECTOR == EXPECTED_VECTOR, "the header took the wrong path for this target");
// Each interface function, so that the back end compiles every instruction for the target.
size_t probe(const uint8_t *p, size_t n) {
    uint8_t seen = 0;
    return jm_string_scan(p, n, &seen) + jm_whitespace_scan(p, n) + jm_utf8_valid(p, n) + seen;
}
PROBE
failed=0
for entry in "${targets[@]}"; do
    read -r triple vector <<< "$entry"
    if "$clang" -target "$triple" -ffreestanding -O2 -Wall -Wextra -Werror -I "$include" \
        -DEXPECTED_VECTOR="$vector" -S -o /dev/null "$probe/probe.c"; then
        echo "ok: $triple ($([ "$vector" = 1 ] && echo vector || echo scalar))"
    else
        echo "error: the vector scanners do not compile for $triple" >&2
        failed=1
    fi
done
exit "$failed"
