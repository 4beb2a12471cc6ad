#!/usr/bin/env bash
# Builds the JSONModelKit documentation with the toolchain's own tools (no package plugin):
# swift build emits the module, swift-symbolgraph-extract writes its public symbol graph, and
# docc convert renders Sources/JSONModelKit/JSONModelKit.docc with it. The other library
# modules documented in that catalog's articles (JSONModelOpenAPI) have their public symbols
# checked for a /// summary too.
#
#   Scripts/docs.sh            build .build-docs/JSONModelKit.doccarchive; fail on any docc
#                              warning or on a public symbol without a /// summary (CI runs this)
#   Scripts/docs.sh --preview  the same checks, then serve the documentation with docc preview
#                              (http://localhost:8080/documentation/jsonmodelkit)
#
# Everything is written under .build-docs/, so it never disturbs other build folders. Works
# from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

module=JSONModelKit
# Modules whose public symbols must have a /// summary, though the catalog does not render them.
checked_modules=(JSONModelOpenAPI)
catalog="Sources/$module/$module.docc"
scratch=.build-docs
symbol_graphs="$scratch/symbol-graphs"
archive="$scratch/$module.doccarchive"
log="$scratch/docc.log"

preview=false
case "${1:-}" in
    "") ;;
    --preview) preview=true ;;
    *)
        echo "usage: $0 [--preview]" >&2
        exit 2
        ;;
esac

for tool in swift swift-symbolgraph-extract docc jq; do
    if ! command -v "$tool" > /dev/null; then
        echo "error: $tool not found (swift, swift-symbolgraph-extract and docc ship with the toolchain)" >&2
        exit 1
    fi
done

echo "== build $module =="
swift build --quiet --scratch-path "$scratch" --target "$module" -Xswiftc -warnings-as-errors
for checked in "${checked_modules[@]}"; do
    swift build --quiet --scratch-path "$scratch" --target "$checked" -Xswiftc -warnings-as-errors
done
modules_dir="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
if [[ -z $triple ]]; then
    echo "error: could not read the target triple from swift -print-target-info" >&2
    exit 1
fi

echo "== extract the public symbol graphs ($triple) =="
# -skip-inherited-docs: a symbol shows only its own /// comment, so the check below sees
# exactly what the sources document. -skip-synthesized-members leaves out protocol extension
# members (such as Equatable's !=) that are documented where they are declared.
# -emit-extension-block-symbols gives extensions of other modules' types (Array) their own
# pages under the extended module, as the docc plugin does.
extract_symbol_graph() {
    rm -rf "$2"
    mkdir -p "$2"
    # The C target's module map: JSONModelKit imports CJSONModelSIMD (internally), and loading
    # JSONModelKit's module loads it.
    swift-symbolgraph-extract \
        -module-name "$1" \
        -I "$modules_dir" \
        -I "$root/Sources/CJSONModelSIMD/include" \
        -target "$triple" \
        -minimum-access-level public \
        -skip-synthesized-members \
        -skip-inherited-docs \
        -emit-extension-block-symbols \
        -output-dir "$2"
}
extract_symbol_graph "$module" "$symbol_graphs"
# The other checked modules' graphs go to their own folders, so docc renders only $module.
for checked in "${checked_modules[@]}"; do
    extract_symbol_graph "$checked" "$scratch/symbol-graphs-$checked"
done

echo "== every public symbol has a /// summary =="
# Symbols without a source location are made by the compiler (an enum's init(rawValue:));
# they are documented in the catalog instead and counted by docc's coverage summary below.
# Extension blocks group members on docc's pages; the members themselves are checked.
graphs=("$symbol_graphs"/*.symbols.json)
for checked in "${checked_modules[@]}"; do
    graphs+=("$scratch/symbol-graphs-$checked"/*.symbols.json)
done
undocumented="$(jq -r '
    .symbols[]
    | select(.location != null and .kind.identifier != "swift.extension")
    | select(((.docComment.lines // [])[0].text // "") | test("\\S") | not)
    | "\(.location.uri | sub("^file://"; "")):\(.location.position.line + 1): \(.kind.displayName) \(.pathComponents | join("."))"
' "${graphs[@]}")"
if [[ -n $undocumented ]]; then
    echo "error: public symbols without a /// summary:" >&2
    echo "$undocumented" >&2
    exit 1
fi
symbol_count="$(jq -s '[.[].symbols[] | select(.location != null and .kind.identifier != "swift.extension")] | length' \
    "${graphs[@]}")"
echo "$symbol_count public symbols of $module and ${checked_modules[*]}, all with a /// summary"

echo "== docc convert =="
rm -rf "$archive"
# docc's exit status does not cover every warning, so its output is checked too.
if ! docc convert "$catalog" \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --output-path "$archive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.jsonmodelkit.$module" \
    --warnings-as-errors \
    --experimental-documentation-coverage \
    --coverage-summary-level brief > "$log" 2>&1; then
    cat "$log" >&2
    echo "error: docc convert failed" >&2
    exit 1
fi
if grep -qE '^(warning|error):' "$log"; then
    cat "$log" >&2
    echo "error: docc reported warnings" >&2
    exit 1
fi
sed -n '/coverage/,$p' "$log"
echo "documentation: $archive"

if $preview; then
    exec docc preview "$catalog" \
        --additional-symbol-graph-dir "$symbol_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.jsonmodelkit.$module"
fi
