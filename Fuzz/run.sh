#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each for a while on its seed corpus.
#
#   Fuzz/run.sh [--seconds N] [--seed S] [--jobs J] [--build-only] [target…]
#
# Without targets, every target runs, one after the other, N seconds each (default 60). ShortcutKit and
# ShortcutServer are compiled once with the sanitizers (-sanitize=fuzzer,address, -O) into static
# libraries under .build/fuzz, rebuilt only when their sources change; each target is one file of
# Fuzz/Targets linked against them. New inputs go to .build/fuzz/corpus/<target>, crashes to
# .build/fuzz/crashes/<target>; the checked-in seeds in Fuzz/Corpus/<target> are only read.
# --seed fixes libFuzzer's random seed, so that a run can be repeated (CI passes one; see Docs/Fuzzing.md);
# without it each run explores anew. After each target it prints executions, executions/s and coverage;
# the exit status is 1 when any target found a crash, a timeout or a broken invariant (the input is
# named, with the command to replay it and its bytes in base64).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"

seconds=60
seed=()
jobs=1
build_only=0
targets=()
while (($#)); do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seed) seed=(-seed="$2"); shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --build-only) build_only=1; shift ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "error: unknown option '$1'" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
    esac
done
all_targets=()
for file in Fuzz/Targets/*.swift; do all_targets+=("$(basename "$file" .swift)"); done
if ((${#targets[@]} == 0)); then targets=("${all_targets[@]}"); fi
for target in "${targets[@]}"; do
    if [[ ! -f "Fuzz/Targets/$target.swift" ]]; then
        echo "error: no fuzz target '$target'; the targets are: ${all_targets[*]}" >&2
        exit 2
    fi
done

build=.build/fuzz
mkdir -p "$build"
flags=(-O -gline-tables-only -sanitize=fuzzer,address -enable-testing -package-name shortcuts -parse-as-library)

# Rebuilds a library when its sources, or the flags, differ from the last build's.
build_library() {
    local module=$1 sources
    sources=$(find "Sources/$module" -name '*.swift' | sort)
    local stamp
    stamp=$(printf '%s\n' "${flags[*]}" | cat - $sources | sha256sum | cut -c1-16)
    if [[ -f "$build/lib$module.a" && "$(cat "$build/$module.stamp" 2>/dev/null)" == "$stamp" ]]; then return; fi
    echo "== building $module with the sanitizers"
    # ld.gold's warnings about ASan's local symbols are noise; real errors still fail the build.
    swiftc "${flags[@]}" -wmo -module-name "$module" -I "$build" -emit-library -static \
        -emit-module -emit-module-path "$build/$module.swiftmodule" -o "$build/lib$module.a" $sources \
        2> >(grep -v "Cannot export local symbol" >&2)
    echo "$stamp" >"$build/$module.stamp"
}

build_target() {
    local target=$1 binary="$build/$1"
    if [[ -x "$binary" && "$binary" -nt "Fuzz/Targets/$target.swift" && "$binary" -nt "$build/libShortcutKit.a" \
        && "$binary" -nt "$build/libShortcutServer.a" && "$binary" -nt Fuzz/Support/Invariants.swift ]]; then
        return
    fi
    echo "== building $target"
    swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" -I "$build" -L "$build" \
        Fuzz/Support/*.swift "Fuzz/Targets/$target.swift" -lShortcutServer -lShortcutKit -o "$binary" \
        2> >(grep -v "Cannot export local symbol" >&2)
}

build_started=$SECONDS
build_library ShortcutKit
build_library ShortcutServer
for target in "${targets[@]}"; do build_target "$target"; done
echo "== built in $((SECONDS - build_started)) s"
if ((build_only)); then exit 0; fi

# Per-target options: the longest input, and the slowest one input may be before it counts as a hang.
max_len() {
    case "$1" in
    # The matcher's inputs are utterances; 1,024 bytes is the longest utterance worth matching.
    matcher) echo 1024 ;;
    *) echo 8192 ;;
    esac
}
hang_seconds() {
    case "$1" in
    # Their inputs may stand for 4,096 sentences a template, and each is imported, exported and read
    # back three times over: a 2 KB CSV of one such template is about 4 MB of records and 7 s of work
    # in a release build, 42 s under the sanitizers. Linear work, not a hang: they get 120 s.
    csv-import | strings-import) echo 120 ;;
    *) echo 10 ;;
    esac
}

failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$build/corpus/$target"
    crashes="$build/crashes/$target"
    log="$build/$target.log"
    mkdir -p "$corpus" "$crashes"
    dictionary=()
    if [[ -f "Fuzz/Dictionaries/$target.dict" ]]; then dictionary=(-dict="Fuzz/Dictionaries/$target.dict"); fi
    echo "== fuzzing $target for $seconds s"
    parallel=()
    if ((jobs > 1)); then parallel=(-jobs="$jobs" -workers="$jobs"); fi
    status=0
    # Leak checks are off: the Swift runtime's one-time caches read as leaks at exit. Swift's own
    # backtracer is off too: libFuzzer and ASan report the crash, and the two together confuse ASan.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-} "$build/$target" \
        -max_total_time="$seconds" -timeout="$(hang_seconds "$target")" -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
        "${parallel[@]}" "${seed[@]}" -print_final_stats=1 -artifact_prefix="$crashes/" "${dictionary[@]}" \
        "$corpus" "Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
    if ((jobs > 1)); then cat fuzz-*.log >>"$log" 2>/dev/null && rm -f fuzz-*.log; fi
    executions=$(grep -h 'stat::number_of_executed_units' "$log" | awk '{s += $2} END {print s + 0}')
    rate=$(grep -h 'stat::average_exec_per_sec' "$log" | awk '{s += $2} END {print s + 0}')
    coverage=$(grep -hoE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    corpus_size=$(find "$corpus" -type f | wc -l)
    line="$target: $executions executions, $rate/s, ${coverage:-cov: ?}, corpus $corpus_size new inputs"
    if ((status != 0)); then
        artifact=$(grep -hoE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //')
        line="$line, FAILED (status $status): ${artifact:-see $log}"
        failed+=("$target")
        # The whole report, up to 60 lines from its first line: an invariant's message spans lines.
        awk '/invariant failed|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error/ && !seen {seen = 1}
            seen && printed < 60 {print; printed++}' "$log" >&2 || true
        if [[ -n "$artifact" ]]; then
            echo "replay: $build/$target $artifact" >&2
            # The input itself, so that a failure on a CI machine can be replayed from its log alone:
            #   echo BASE64 | base64 -d > input && .build/fuzz/<target> input
            echo "input ($(wc -c <"$artifact") bytes, base64): $(head -c 16384 "$artifact" | base64 -w0)" >&2
        fi
    fi
    echo "$line"
    summary+=("$line")
done

echo "== summary ($seconds s per target)"
printf '%s\n' "${summary[@]}"
if ((${#failed[@]})); then
    echo "error: ${#failed[@]} target(s) failed: ${failed[*]}; logs in $build/<target>.log" >&2
    exit 1
fi
