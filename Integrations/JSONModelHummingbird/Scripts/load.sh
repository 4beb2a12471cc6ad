#!/usr/bin/env bash
# Load test of the example server (`todo-server`) over loopback: JSONModelKit's coders against
# Hummingbird's default JSONDecoder/JSONEncoder. The script shared with JSONModelVapor does the
# work; see Integrations/TodoExampleShared/Scripts/load.sh for what it measures and its settings.
#
# Usage: Scripts/load.sh    (DURATION, MAX_REQUESTS, RUNS, THREADS, CONNECTIONS, PORT may be set)
set -euo pipefail
package="$(cd "$(dirname "$0")/.." && pwd)"
SERVER_PACKAGE="$package" SERVER_PRODUCT=todo-server FRAMEWORK=Hummingbird \
    exec "$package/../TodoExampleShared/Scripts/load.sh" "$@"
