#!/usr/bin/env bash
# The first start (issue 40, ADR-0141): `bash bench/first-start.sh` in a checkout after `npm install`.
# Runs `npm start` on an empty embedded store (a fresh DATA_DIR, port 3998) and prints when the
# server first answered (the preparing page, 503), when the sign-in page answered 200 (the demo
# data written), and the server's own lines for both; then stops it.
set -u
cd "$(dirname "$0")/.."
data=$(mktemp -d); log=$(mktemp)
export DATA_DIR="$data" PORT=3998; unset DATABASE_URL
t0=$(date +%s.%N)
setsid npm start > "$log" 2>&1 & pid=$!
first=""
for _ in $(seq 1 2400); do
  code=$(curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:3998/auth/login 2>/dev/null)
  now=$(date +%s.%N)
  if [ -z "$first" ] && [ "$code" != "000" ]; then first=1; echo "first answer ($code) after $(echo "$now - $t0" | bc) s"; fi
  if [ "$code" = "200" ]; then echo "sign-in page 200 after $(echo "$now - $t0" | bc) s"; break; fi
  sleep 0.25
done
kill -TERM -- "-$pid" 2>/dev/null; sleep 2
grep -E "listening|demo data is ready" "$log" | cut -c1-200
rm -rf "$data" "$log"
