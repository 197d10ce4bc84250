#!/usr/bin/env bash
# Converts the pinned Home Assistant grammar and checks the registry through the built `shortcuts` binary:
# it loads and lints, and a handful of sentences written here (not HA's) resolve as they must: a fixed value
# per shortcut, a context value, per-request areas and names, names of one domain only (HA's domain filter:
# one entity type per filter), and range bounds (maximum and step).
#
# Installs `home-assistant-intents` (the version convert.py pins) into a virtual environment under .build/,
# which git ignores. The binary is $SHORTCUTS_BIN, else .build/debug/shortcuts: run `swift build` first.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${SHORTCUTS_BIN:-$root/.build/debug/shortcuts}"
if [[ ! -x "$bin" ]]; then
    echo "error: no shortcuts binary at $bin; run 'swift build' first" >&2
    exit 2
fi
# The converter's and the YAML reader's rules, on grammars written in the test (standard library only).
(cd "$here" && PYTHONDONTWRITEBYTECODE=1 python3 -m unittest -q test_convert)
venv="${HA_GRAMMAR_VENV:-$root/.build/home-assistant-venv}"
version="$(python3 -c "import sys; sys.path.insert(0, '$here'); import convert; print(convert.PINNED_VERSION)")"
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "home-assistant-intents==$version"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" "$here/convert.py" --output "$work/registry.json"
# Lint findings are expected (HA's phrases do not name an app); an error loading the registry fails.
status=0
"$bin" lint --registry "$work/registry.json" >"$work/lint.txt" || status=$?
if [[ $status -eq 2 ]]; then
    cat "$work/lint.txt" >&2
    exit 1
fi
"$bin" test "$here/check-cases.jsonl" --registry "$work/registry.json"
