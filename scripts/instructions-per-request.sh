#!/usr/bin/env bash
# Instructions per request of a built server (callgrind's Ir: the same for the same build and requests whatever else the
# machine does, unlike CPU time). Usage: scripts/instructions-per-request.sh CHECKOUT PORT N /path [/path …]
# CHECKOUT is a built checkout (this one: .); its server runs under valgrind on 127.0.0.1:PORT with its own demo data in
# /tmp/fc-cg-PORT (seeded once, without valgrind). Each path gets WARM (default 300) unmeasured requests, then N counted.
# Needs valgrind (Debian's package). Compare two builds by running it for each, in parallel if you like.
set -euo pipefail
ROOT=$(cd "$1" && pwd); PORT=$2; N=$3; shift 3
HERE=$(cd "$(dirname "$0")/.." && pwd)
export PATH="$HERE/node_modules/.bin:$PATH"
NODE=$(node -e 'console.log(process.execPath)')
DATA=/tmp/fc-cg-$PORT OUT=/tmp/cg-$PORT.out HOST=apex-motor-group.localhost
ready() { for _ in $(seq 600); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/readyz" && return 0; sleep 1; done; return 1; }
cd "$ROOT"
if [ ! -d "$DATA" ]; then
  PORT=$PORT DATA_DIR=$DATA SEED_DEMO=1 NODE_ENV=production LOG_LEVEL=warn "$NODE" server/index.ts > /dev/null 2>&1 &
  SEEDER=$!; ready; kill $SEEDER; wait $SEEDER 2>/dev/null || true
fi
rm -f "$OUT"*
PORT=$PORT DATA_DIR=$DATA NODE_ENV=production LOG_LEVEL=warn valgrind --tool=callgrind --instr-atstart=no --smc-check=all \
  --callgrind-out-file="$OUT" "$NODE" --single-threaded server/index.ts > /tmp/cg-$PORT.log 2>&1 &
VG=$!
trap 'kill $VG 2>/dev/null || true' EXIT
ready
for path in "$@"; do
  for _ in $(seq "${WARM:-300}"); do curl -s -o /dev/null -H "host: $HOST" "http://127.0.0.1:$PORT$path"; done
  callgrind_control -z $VG > /dev/null 2>&1; callgrind_control -i on $VG > /dev/null 2>&1
  for _ in $(seq "$N"); do curl -s -o /dev/null -H "host: $HOST" "http://127.0.0.1:$PORT$path"; done
  callgrind_control -i off $VG > /dev/null 2>&1; callgrind_control -d $VG > /dev/null 2>&1
  DUMP=$(ls "$OUT".* | sort -t. -k3 -n | tail -1)
  echo "$path $(( $(awk '/^totals:/ {print $2}' "$DUMP") / N )) instructions per request"
done
