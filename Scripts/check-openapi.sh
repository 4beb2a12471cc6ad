#!/usr/bin/env bash
# Checks a running server against the OpenAPI document it serves at /openapi.json, with the
# outside tools of Scripts/peers-venv.sh:
#
#   1. fetches BASE_URL/openapi.json;
#   2. validates it with openapi-spec-validator;
#   3. runs schemathesis on it: `st run BASE_URL/openapi.json --checks all --max-examples 50`,
#      which sends generated requests (valid and invalid ones, undocumented methods, stateful
#      sequences through the inferred links) and checks every response against the document.
#
# Exits non-zero when any step fails; schemathesis prints its summary. The server is any
# server: give its base URL, or the command that starts it with {port} where the port goes
# (the script picks a free port, starts it, waits for /openapi.json and stops it at the end).
#
#   Scripts/check-openapi.sh --url http://127.0.0.1:8080
#   Scripts/check-openapi.sh -- Integrations/JSONModelHummingbird/.build/debug/todo-server --port {port}
#   Scripts/check-openapi.sh --max-examples 200 -- .build/debug/todo-server-vapor --port {port}
#
# Options (before the command):
#   --url BASE_URL        check a server that is already running
#   --max-examples N      examples per operation and phase (default 50)
#   --seed N              schemathesis's seed, to replay a run
#   --startup-timeout S   seconds to wait for a started server (default 60)
#
# The server's output goes to .build-peers/check-openapi-server.log. Settings of schemathesis
# that are not in the command line can go in a schemathesis.toml in the current directory,
# which st reads itself. Works from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage="usage: $0 [--max-examples N] [--seed N] [--startup-timeout S] (--url BASE_URL | -- COMMAND [ARGUMENT...])"

base_url=""
max_examples=50
seed=""
startup_timeout=60
command=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --url) base_url="${2:?$usage}"; shift 2 ;;
        --max-examples) max_examples="${2:?$usage}"; shift 2 ;;
        --seed) seed="${2:?$usage}"; shift 2 ;;
        --startup-timeout) startup_timeout="${2:?$usage}"; shift 2 ;;
        --) shift; command=("$@"); break ;;
        -h | --help) echo "$usage"; exit 0 ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
if [[ -z $base_url && ${#command[@]} -eq 0 ]] || [[ -n $base_url && ${#command[@]} -gt 0 ]]; then
    echo "$usage" >&2
    exit 2
fi

python="$("$root/Scripts/peers-venv.sh")"
st="$(dirname "$python")/st"
work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [[ -n $server_pid ]] && kill -0 "$server_pid" 2> /dev/null; then
        kill "$server_pid" 2> /dev/null || true
        wait "$server_pid" 2> /dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

if [[ ${#command[@]} -gt 0 ]]; then
    # A port nothing listens on now; the server binds it a moment later.
    port="$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    command=("${command[@]//\{port\}/$port}")
    base_url="http://127.0.0.1:$port"
    log="$root/.build-peers/check-openapi-server.log"
    echo "check-openapi.sh: starting ${command[*]}" >&2
    "${command[@]}" > "$log" 2>&1 &
    server_pid=$!
    deadline=$((SECONDS + startup_timeout))
    until curl --silent --fail --output /dev/null "$base_url/openapi.json"; do
        if ! kill -0 "$server_pid" 2> /dev/null; then
            echo "error: the server exited before it served /openapi.json; its output:" >&2
            cat "$log" >&2
            exit 1
        fi
        if ((SECONDS >= deadline)); then
            echo "error: no answer from $base_url/openapi.json within $startup_timeout s" >&2
            exit 1
        fi
        sleep 0.2
    done
fi
base_url="${base_url%/}"

started=$SECONDS
echo "== openapi-spec-validator $base_url/openapi.json"
curl --silent --show-error --fail --output "$work/openapi.json" "$base_url/openapi.json"
"$python" -m openapi_spec_validator "$work/openapi.json"

echo "== schemathesis: st run $base_url/openapi.json --checks all --max-examples $max_examples"
arguments=(run "$base_url/openapi.json" --checks all --max-examples "$max_examples")
if [[ -n $seed ]]; then
    arguments+=(--seed "$seed")
fi
status=0
"$st" "${arguments[@]}" || status=$?
echo "check-openapi.sh: $((SECONDS - started)) s, schemathesis exit status $status"
exit "$status"
