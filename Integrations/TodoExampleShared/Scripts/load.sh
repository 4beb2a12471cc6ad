#!/usr/bin/env bash
# Load test of an example server over loopback: JSONModelKit's coders (with `Todo` models)
# against the framework's default JSONDecoder/JSONEncoder (with `Codable` structs), on the same
# routes and the same JSON:
#   - POST /todos?dry_run=true with a ~5 KB body (nested objects, dates, arrays): decode,
#     validate, encode the todo back (dry run: nothing is stored, so memory stays flat);
#   - GET /todos with 100 stored todos (about 67 KB of JSON).
# It prints a Markdown table of requests per second and latency percentiles.
#
# The integration packages call it through their own Scripts/load.sh, which set SERVER_PACKAGE
# (the package's folder), SERVER_PRODUCT (its example server, `todo-server` or
# `todo-server-vapor`) and FRAMEWORK (`Hummingbird` or `Vapor`, for the table).
#
# Bounded: each measured run lasts DURATION seconds (default 10) and stops early after
# MAX_REQUESTS requests (default 500000); every wrk call is also under `timeout`. RUNS (default
# 1) repeats the whole comparison; the table then shows the median of each figure. The server
# is started and stopped by the script and listens on 127.0.0.1 only.
#
# Usage: Integrations/JSONModelHummingbird/Scripts/load.sh, Integrations/JSONModelVapor/Scripts/load.sh
#        (DURATION, MAX_REQUESTS, RUNS, THREADS, CONNECTIONS, PORT may be set)
set -euo pipefail
: "${SERVER_PACKAGE:?run the load.sh of an integration package}"
: "${SERVER_PRODUCT:?run the load.sh of an integration package}"
: "${FRAMEWORK:?run the load.sh of an integration package}"
cd "$SERVER_PACKAGE"

DURATION="${DURATION:-10}"
MAX_REQUESTS="${MAX_REQUESTS:-500000}"
RUNS="${RUNS:-1}"
THREADS="${THREADS:-2}"
CONNECTIONS="${CONNECTIONS:-16}"
PORT="${PORT:-8089}"
HOST=127.0.0.1

if ! command -v wrk > /dev/null; then
    echo "== installing wrk (Debian package) =="
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq wrk > /dev/null
fi

echo "== swift build -c release --product $SERVER_PRODUCT =="
swift build -c release --product "$SERVER_PRODUCT" 2>&1 | tail -n 1
server_binary="$(swift build -c release --show-bin-path)/$SERVER_PRODUCT"

work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2> /dev/null || true
        wait "$server_pid" 2> /dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

"$server_binary" --print-sample-body > "$work/body.json"

# wrk scripts: a request budget per thread, and one machine-readable line at the end.
cat > "$work/common.lua" << LUA
local budget = math.floor($MAX_REQUESTS / $THREADS)
local sent = 0
local prepared = nil
function prepare(method, body)
    if body ~= nil then
        wrk.headers["Content-Type"] = "application/json"
    end
    prepared = wrk.format(method, nil, nil, body)
end
request = function()
    sent = sent + 1
    if sent > budget then
        wrk.thread:stop()
    end
    return prepared
end
done = function(summary, latency, requests)
    local seconds = summary.duration / 1e6
    io.write(string.format("RESULT %.0f %.2f %.2f %.2f %d %d %d\n",
        summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
        summary.requests, summary.errors.status,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA
cat > "$work/post.lua" << LUA
dofile("$work/common.lua")
init = function(args)
    local file = io.open("$work/body.json", "rb")
    local body = file:read("*a")
    file:close()
    prepare("POST", body)
end
LUA
cat > "$work/get.lua" << LUA
dofile("$work/common.lua")
init = function(args)
    prepare("GET", nil)
end
LUA

start_server() {
    "$server_binary" --coders "$1" --seed 100 --host "$HOST" --port "$PORT" --log-level warning &
    server_pid=$!
    for _ in $(seq 1 100); do
        if curl -sf "http://$HOST:$PORT/todos" > /dev/null 2>&1; then return 0; fi
        sleep 0.2
    done
    echo "the server did not start" >&2
    exit 1
}

stop_server() {
    kill "$server_pid"
    wait "$server_pid" 2> /dev/null || true
    server_pid=""
}

# run NAME SCRIPT PATH: prints "NAME <RESULT fields>"
run() {
    local output
    output="$(timeout $((DURATION + 30)) wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" \
        -s "$work/$2" "http://$HOST:$PORT$3")"
    local result
    result="$(grep '^RESULT' <<< "$output")"
    echo "$1 $result"
}

results="$work/results.txt"
for round in $(seq 1 "$RUNS"); do
    for coders in jsonmodel codable; do
        echo "== run $round of $RUNS: $coders =="
        start_server "$coders"
        # Warm-up (not measured): caches, schemas, allocator.
        timeout 30 wrk -t"$THREADS" -c"$CONNECTIONS" -d2s -s "$work/post.lua" \
            "http://$HOST:$PORT/todos?dry_run=true" > /dev/null
        timeout 30 wrk -t"$THREADS" -c"$CONNECTIONS" -d2s -s "$work/get.lua" "http://$HOST:$PORT/todos" > /dev/null
        run "post-$coders" post.lua "/todos?dry_run=true" | tee -a "$results"
        run "get-$coders" get.lua "/todos" | tee -a "$results"
        stop_server
    done
done

# median NAME FIELD: the median of one figure over the runs.
median() {
    awk -v n="$1" -v f="$2" '$1 == n { print $f }' "$results" | sort -n |
        awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
total() {
    awk -v n="$1" -v f="$2" '$1 == n { s += $f } END { print s + 0 }' "$results"
}

echo
echo "wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s on $HOST, $(nproc) cores shared by wrk and the server;" \
    "median of $RUNS run(s)"
echo
echo "| route | coders | requests/s | p50 | p99 | ratio (requests/s) |"
echo "|---|---|---:|---:|---:|---:|"
failed=0
for route in post get; do
    case "$route" in
        post) route_text="POST /todos?dry_run=true (5 KB body)" ;;
        get) route_text="GET /todos (100 todos)" ;;
    esac
    codable_rate="$(median "$route-codable" 3)"
    for coders in jsonmodel codable; do
        case "$coders" in
            jsonmodel) coders_text="JSONModelKit's coders, \`Todo\` classes" ;;
            codable) coders_text="$FRAMEWORK's default JSONDecoder/JSONEncoder, \`Codable\` structs" ;;
        esac
        rate="$(median "$route-$coders" 3)"
        errors=$(($(total "$route-$coders" 8) + $(total "$route-$coders" 9)))
        if [ "$errors" -ne 0 ]; then failed=1; fi
        ratio="$(awk -v a="$rate" -v b="$codable_rate" 'BEGIN { printf "%.2fx", a / b }')"
        printf '| %s | %s | %.0f | %.2f ms | %.2f ms | %s |\n' "$route_text" "$coders_text" "$rate" \
            "$(median "$route-$coders" 4)" "$(median "$route-$coders" 5)" "$ratio"
    done
done
echo
# Fields: name RESULT requests/s p50 p99 max requests non-2xx socket-errors
echo "requests: $(awk '{ s += $7 } END { print s }' "$results"), errors (non-2xx or socket): $(
    awk '{ s += $8 + $9 } END { print s }' "$results")"
exit "$failed"
