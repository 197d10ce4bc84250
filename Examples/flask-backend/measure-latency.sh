#!/usr/bin/env bash
# Times a local answer against the backend round trip with the release binary (see measure_latency.py).
# Run `swift build -c release` first; the virtual environment is the one run-tests.sh makes.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
binary="${SHORTCUTS_BIN:-$root/.build/release/shortcuts}"
venv="${FLASK_EXAMPLE_VENV:-$root/.build/flask-backend-venv}"
[[ -x "$binary" ]] || { echo "error: no binary at $binary; run 'swift build -c release'" >&2; exit 2; }
[[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
cd "$here"
PYTHONDONTWRITEBYTECODE=1 exec "$venv/bin/python" measure_latency.py "$binary" "$root/shortcuts.json"
