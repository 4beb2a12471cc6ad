#!/usr/bin/env bash
# Builds and runs libFuzzer targets from Fuzz/ (see Fuzz/README.md).
#
#   Scripts/fuzz.sh FuzzJSONReader 600     one target for 600 seconds
#   Scripts/fuzz.sh --all 60               every target, one after another, 60 seconds each
#
# Works from any directory. The corpus of each target grows in Fuzz/corpus/<Target>/ (git-ignored),
# seeded from the JSON fixtures under Tests/ and from Fuzz/Seeds/. A crash, timeout, leak or
# out-of-memory input is saved as Fuzz/{crash,timeout,leak,oom}-<hash> and the script exits
# non-zero. Extra libFuzzer flags can be passed in FUZZ_FLAGS.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz_dir="$root/Fuzz"
targets=(FuzzJSONReader FuzzModelDecode FuzzRoundTrip FuzzXMLReader FuzzDifferential FuzzOnePass FuzzPattern FuzzVectorScan)

usage() {
    echo "usage: $0 TARGET SECONDS | --all SECONDS" >&2
    echo "targets: ${targets[*]}" >&2
    exit 2
}

[[ $# -eq 2 ]] || usage
[[ $2 =~ ^[0-9]+$ ]] || usage
seconds="$2"
if [[ $1 == --all ]]; then
    selected=("${targets[@]}")
else
    [[ " ${targets[*]} " == *" $1 "* ]] || usage
    selected=("$1")
fi

# swiftc keeps only the last `-sanitize=` it is given, and SwiftPM passes one per --sanitize, so
# `--sanitize=fuzzer --sanitize=address` alone compiles with AddressSanitizer but without coverage
# instrumentation (libFuzzer then reports "no interesting inputs"). The -Xswiftc flag comes last
# and turns both on; the two --sanitize flags make SwiftPM link libFuzzer's driver and runtime.
build_flags=(-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)

# Fills Fuzz/corpus/<target>/ with the seeds of the given extension (json, xml or pattern); names are
# derived from paths so that files with the same name in different fixture folders do not
# overwrite each other.
seed_corpus() {
    local corpus="$1" extension="$2" file name
    mkdir -p "$corpus"
    while IFS= read -r -d '' file; do
        name="seed-${file#"$root"/}"
        cp "$file" "$corpus/${name//\//_}"
    done < <(
        find "$root/Fuzz/Seeds" -type f -name "*.$extension" -print0
        if [[ -d $root/Tests ]]; then
            find "$root/Tests" -type f -path '*/Fixtures/*' -name "*.$extension" -print0
        fi
    )
}

run_target() {
    local target="$1" corpus="$fuzz_dir/corpus/$1" log="$fuzz_dir/corpus/logs/$1.log" status=0
    # `set -e` does not apply inside a function called from `||`, so each step checks itself;
    # a failed build must never fall back to fuzzing a stale binary.
    echo "== $target: build =="
    if ! (cd "$fuzz_dir" && swift build "${build_flags[@]}" --product "$target"); then
        echo "== $target: FAILED: the build failed ==" >&2
        return 1
    fi
    local binary
    binary="$(cd "$fuzz_dir" && swift build "${build_flags[@]}" --show-bin-path)/$target" || return 1

    # The XML target reads XML seeds and tokens, the pattern target a pattern and a text (seeds
    # `*.pattern`, tokens pattern.dict); the others JSON.
    local format=json
    [[ $target == FuzzXML* ]] && format=xml
    [[ $target == FuzzPattern ]] && format=pattern
    seed_corpus "$corpus" "$format" || return 1
    mkdir -p "$(dirname "$log")" || return 1
    echo "== $target: $seconds s, corpus $corpus ($(find "$corpus" -type f | wc -l) files), log $log =="

    # SWIFT_BACKTRACE=enable=no: the Swift backtracer would otherwise catch the crash signal
    # before libFuzzer saves the input.
    # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
    SWIFT_BACKTRACE=enable=no "$binary" \
        -max_total_time="$seconds" \
        -timeout=10 \
        -rss_limit_mb=2048 \
        -detect_leaks=1 \
        -dict="$fuzz_dir/$format.dict" \
        -artifact_prefix="$fuzz_dir/" \
        -print_final_stats=1 \
        ${FUZZ_FLAGS:-} \
        "$corpus" 2>&1 | tee "$log" || status=$?

    if [[ $status -ne 0 ]] || grep -qE '^==[0-9]+==ERROR|^SUMMARY: libFuzzer|ERROR: libFuzzer' "$log"; then
        echo "== $target: FAILED (exit $status); see $log and the artifact in $fuzz_dir/ ==" >&2
        return 1
    fi
    echo "== $target: passed: $(grep -E '^Done [0-9]+ runs' "$log" || true) =="
}

failed=()
for target in "${selected[@]}"; do
    run_target "$target" || failed+=("$target")
done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "failed: ${failed[*]}" >&2
    exit 1
fi
