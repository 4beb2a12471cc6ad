#!/usr/bin/env bash
# The availability audit: fails when the library (Sources/JSONModelKit, Sources/JSONModelXML,
# Sources/JSONModelOpenAPI) uses a standard-library declaration newer than the Apple platforms of
# Package.swift's `platforms:` line, outside `if #available` / `guard #available` code and
# `@available` declarations. We cannot build for Apple platforms here; this keeps that line true.
#
#   Scripts/check-availability.sh              audit the library; one line per finding:
#                                              file:line: the declaration, the versions it needs,
#                                              the declared floor (CI runs this)
#   Scripts/check-availability.sh --verbose    also list the uses that are inside availability checks
#   Scripts/check-availability.sh --self-test  audit Scripts/availability/SelfTest/*.swift, copied into a
#                                              temporary module: exactly the lines marked `// reported`
#                                              must be reported; and cross-check the sources of
#                                              availability (CI runs this too)
#
# Uses are resolved by the compiler (its JSON AST, by USR), and what standard-library declarations
# need is read from the toolchain's own modules: its symbol graphs, and the `@available` attributes
# of lib/swift/linux/<Module>.swiftmodule/*.swiftinterface. Scripts/availability/check_availability.py
# does the work and explains how. Needs the Swift toolchain and python3 (3.9 or later, standard
# library only). Scratch files go to .build-avail. About 10 s, and 3 s for the self-test, on two
# cores (CI runs both in about 15 s). Works from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
helper=Scripts/availability/check_availability.py

if ! command -v python3 > /dev/null || ! command -v swift > /dev/null; then
    echo "error: the availability audit needs swift and python3 on PATH" >&2
    exit 2
fi

case "${1:-}" in
    "")
        exec python3 "$helper"
        ;;
    --verbose)
        exec python3 "$helper" --verbose
        ;;
    --self-test)
        ;;
    *)
        echo "usage: $0 [--verbose | --self-test]" >&2
        exit 2
        ;;
esac

# The self-test.
module="$(mktemp -d)"
trap 'rm -rf "$module"' EXIT
cp Scripts/availability/SelfTest/*.swift "$module/"

status=0
python3 "$helper" --module "AvailabilityProbe=$module" --cross-check > "$module/findings" || status=$?
if [[ $status -ne 1 ]]; then
    cat "$module/findings"
    echo "self-test: the audit should have failed with findings (status 1), not $status" >&2
    exit 1
fi

expected="$(cd "$module" && grep -n '// reported' -- *.swift | cut -d: -f1,2)"
reported="$(sed -E "s|^$module/||" "$module/findings" | cut -d: -f1,2)"
if [[ "$expected" != "$reported" ]]; then
    echo "self-test: the lines marked \`// reported\` and the findings differ (< marked, > reported):" >&2
    diff <(echo "$expected") <(echo "$reported") >&2 || true
    cat "$module/findings" >&2
    exit 1
fi
sed -E "s|^$module/|    |" "$module/findings"
echo "self-test: the $(echo "$expected" | wc -l) lines marked \`// reported\` were reported, and nothing else" \
    "($(cd "$module" && echo *.swift))"
