#!/usr/bin/env bash
# Creates, or reuses, the Python virtual environment of the outside tools that check what the
# package writes, and prints the path of its python on standard output (progress goes to
# standard error):
#
#   openapi-spec-validator  validates OpenAPI documents (JSONModelOpenAPI, the example servers)
#   schemathesis (4.x)      tests the running example servers against their documents
#
#   python="$(Scripts/peers-venv.sh)"
#   "$python" -m openapi_spec_validator openapi.json
#   "$python" -m schemathesis.cli run --checks all --max-examples 50 --url http://127.0.0.1:8080 openapi.json
#
# The environment is .build-peers/venv at the repository root, made with the python3 on PATH
# (or $PYTHON) and filled from PyPI with the pinned versions below. It is made again when the
# pins change; concurrent runs wait for one another. Works from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-python3}"
venv="$root/.build-peers/venv"
# The versions CI checks with; change them here only.
requirements=(
    "openapi-spec-validator==0.9.0"
    "schemathesis==4.32.5"
)

if ! command -v "$python" > /dev/null; then
    echo "error: $python not found: the outside checks need Python 3 (set PYTHON to another interpreter)" >&2
    exit 1
fi

mkdir -p "$root/.build-peers"
exec 9> "$root/.build-peers/venv.lock"
flock 9

stamp="$venv/.requirements"
wanted="$(printf '%s\n' "${requirements[@]}")"
if [[ ! -x $venv/bin/python || ! -f $stamp || "$(cat "$stamp")" != "$wanted" ]]; then
    echo "peers-venv.sh: installing ${requirements[*]} from PyPI into $venv" >&2
    rm -rf "$venv"
    "$python" -m venv "$venv" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${requirements[@]}" >&2
    printf '%s\n' "$wanted" > "$stamp"
fi

echo "$venv/bin/python"
