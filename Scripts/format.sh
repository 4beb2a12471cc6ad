#!/usr/bin/env bash
# Formats or lints the Swift sources with the toolchain's swift-format and the repository's
# .swift-format configuration.
#
#   Scripts/format.sh                  format every Swift file in place
#   Scripts/format.sh --lint           report what the formatter would change, and rule findings;
#                                      exits non-zero on any finding (CI runs this)
#   Scripts/format.sh [--lint] PATH... only these files or folders
#
# Covered: Sources/, Tests/, Benchmarks/, Fuzz/, Integrations/ and Package.swift, skipping build folders
# (.build*, .swiftpm). Works from any directory. SWIFT_FORMAT overrides the swift-format binary.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift_format="${SWIFT_FORMAT:-swift-format}"

mode=format
if [[ ${1:-} == --lint ]]; then
    mode=lint
    shift
elif [[ ${1:-} == -* ]]; then
    echo "usage: $0 [--lint] [PATH...]" >&2
    exit 2
fi

if ! command -v "$swift_format" > /dev/null; then
    echo "error: $swift_format not found; it ships with Swift 6 toolchains (or set SWIFT_FORMAT)" >&2
    exit 1
fi

paths=("$@")
if [[ ${#paths[@]} -eq 0 ]]; then
    paths=(Sources Tests Benchmarks Fuzz Integrations Package.swift)
fi

files=()
while IFS= read -r -d '' file; do
    files+=("$file")
done < <(find "${paths[@]}" \( -name '.build*' -o -name .swiftpm \) -prune -o -name '*.swift' -type f -print0 | sort -z)

if [[ ${#files[@]} -eq 0 ]]; then
    echo "no Swift files under ${paths[*]}" >&2
    exit 1
fi

if [[ $mode == lint ]]; then
    # --strict turns findings (warnings) into a failing exit status.
    "$swift_format" lint --strict --parallel --configuration .swift-format "${files[@]}"
    echo "swift-format lint: ${#files[@]} files, no findings"
else
    "$swift_format" format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
