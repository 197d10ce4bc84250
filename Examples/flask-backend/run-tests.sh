#!/usr/bin/env bash
# Runs the Flask example's tests against the built `shortcuts` binary.
#
# Creates a virtual environment (under .build/, which git ignores), installs Flask and pytest from PyPI,
# and runs pytest. The binary is $SHORTCUTS_BIN, else .build/debug/shortcuts: run `swift build` first.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export SHORTCUTS_BIN="${SHORTCUTS_BIN:-$root/.build/debug/shortcuts}"
export SHORTCUTS_REGISTRY="${SHORTCUTS_REGISTRY:-$root/shortcuts.json}"
if [[ ! -x "$SHORTCUTS_BIN" ]]; then
    echo "error: no shortcuts binary at $SHORTCUTS_BIN; run 'swift build' first" >&2
    exit 2
fi
venv="${FLASK_EXAMPLE_VENV:-$root/.build/flask-backend-venv}"
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
cd "$here"
export PYTHONDONTWRITEBYTECODE=1
exec "$venv/bin/python" -m pytest -q -p no:cacheprovider test_app.py
