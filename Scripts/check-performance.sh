#!/usr/bin/env bash
# The performance gate: the instruction counts of shortcuts-bench's fixed workloads (`--gate NAME`,
# Sources/shortcuts-bench/GateWorkloads.swift), under callgrind, against the thresholds in
# Benchmarks/Thresholds/instructions.txt. A count over its threshold fails with both figures.
#   Scripts/check-performance.sh            check every workload the thresholds file names
#   Scripts/check-performance.sh --update   write the measured counts plus 3 % as the new thresholds
# Instructions, not times: a fixed workload's count changes with the code and the toolchain, not with
# how busy the machine is. Hashing is made deterministic so that Set and Dictionary cost the same each run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
thresholds=Benchmarks/Thresholds/instructions.txt
headroom_percent=3
update=no
case "${1:-}" in
    --update) update=yes ;;
    "") ;;
    *) echo "error: unknown argument '$1'; usage: Scripts/check-performance.sh [--update]" >&2; exit 2 ;;
esac
if ! command -v valgrind >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        apt-get install -y --no-install-recommends valgrind >/dev/null \
            || { apt-get update >/dev/null && apt-get install -y --no-install-recommends valgrind >/dev/null; }
    else
        echo "error: valgrind is not installed; install it (Debian, Ubuntu: apt-get install valgrind)" >&2
        exit 2
    fi
fi

swift build -c release --product shortcuts-bench >/dev/null
bench="$(swift build -c release --product shortcuts-bench --show-bin-path)/shortcuts-bench"
export SWIFT_DETERMINISTIC_HASHING=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The instructions one workload executes, from callgrind's summary line.
count() {
    local out="$work/callgrind.$1"
    if ! valgrind --tool=callgrind --callgrind-out-file="$out" "$bench" --gate "$1" >"$work/log.$1" 2>&1; then
        echo "error: workload '$1' failed:" >&2
        cat "$work/log.$1" >&2
        exit 1
    fi
    awk '/^summary:/ { print $2 }' "$out"
}

workloads=$(awk '!/^#/ && NF { print $1 }' "$thresholds")
failed=0
updated="$work/instructions.txt"
awk '/^#/' "$thresholds" >"$updated"
for workload in $workloads; do
    threshold=$(awk -v name="$workload" '$1 == name { print $2 }' "$thresholds")
    measured=$(count "$workload")
    if [ "$update" = yes ]; then
        echo "$workload $(( measured + measured * headroom_percent / 100 ))" >>"$updated"
        printf '%-10s %12s instructions\n' "$workload" "$measured"
    elif [ "$measured" -gt "$threshold" ]; then
        printf 'error: %s: %s instructions, over the threshold of %s (+%s %%) in %s\n' "$workload" \
            "$measured" "$threshold" "$(awk -v m="$measured" -v t="$threshold" 'BEGIN { printf "%.1f", (m - t) * 100 / t }')" \
            "$thresholds" >&2
        failed=1
    else
        printf '%-10s %12s instructions, threshold %12s\n' "$workload" "$measured" "$threshold"
    fi
done
if [ "$update" = yes ]; then
    cp "$updated" "$thresholds"
    echo "wrote $thresholds"
elif [ "$failed" = 1 ]; then
    echo "A slower change fails here: make it faster, or, when the cost is deliberate, run" >&2
    echo "Scripts/check-performance.sh --update and say why in the commit message." >&2
fi
exit $failed
