#!/usr/bin/env bash
# Runs `swift test` N times in a row (default 10) with two CPU hogs, on the checkout given (default: this
# one), to show the suite does not depend on an idle machine. Prints one line per run; exit 1 if any failed.
#   Scripts/test-under-load.sh [--runs N] [CHECKOUT]
# The hogs are shell loops, not `yes > /dev/null`: where /dev/null is not a device, that fills the disk.
set -uo pipefail
runs=10
if [ "${1:-}" = --runs ]; then runs=$2; shift 2; fi
checkout=${1:-"$(dirname "$0")/.."}
cd "$checkout" || { echo "error: no checkout at $checkout" >&2; exit 2; }
export PATH="/opt/swift/usr/bin:$PATH" CI=true
swift build --build-tests >/dev/null 2>&1 || { echo "error: the build failed; run swift build --build-tests" >&2; exit 1; }
bash -c 'while :; do :; done' & hog1=$!
bash -c 'while :; do :; done' & hog2=$!
trap 'kill $hog1 $hog2 2>/dev/null' EXIT
failed=0
logs=$(mktemp -d)
for run in $(seq 1 "$runs"); do
    start=$(date +%s)
    if swift test --skip-build >"$logs/run-$run.log" 2>&1; then result=passed; else result=FAILED; failed=1; fi
    echo "run $run: $result in $(( $(date +%s) - start )) s; $(grep -E 'Test run with' "$logs/run-$run.log" | tail -1)"
done
echo "logs: $logs"
exit $failed
