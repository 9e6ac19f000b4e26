#!/usr/bin/env bash
# Runs the README's test command N times (default 3) while stress-ng keeps every core busy, and
# prints each run's outcome and duration: the suite must not depend on an idle machine.
# Needs stress-ng (apt-get install stress-ng). Usage: bash scripts/test-under-load.sh [runs]
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
command -v stress-ng >/dev/null || { echo "stress-ng is missing: apt-get install stress-ng" >&2; exit 2; }
stress-ng --cpu "$(nproc)" --cpu-load 100 --quiet &
stress=$!
trap 'kill $stress 2>/dev/null' EXIT
failed=0
for run in $(seq 1 "$runs"); do
  log=$(mktemp /tmp/portal-loaded-run.XXXXXX)
  started=$(date +%s)
  npm test >"$log" 2>&1
  status=$?
  took=$(($(date +%s) - started))
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +(Test Files|Tests) ' | tr -s ' ' | paste -sd ';')
  echo "run $run of $runs: exit $status after $((took / 60))m$((took % 60))s:$summary (log: $log)"
  [ "$status" = 0 ] || failed=$((failed + 1))
done
echo "$failed of $runs runs failed with all $(nproc) cores kept busy"
[ "$failed" = 0 ]
