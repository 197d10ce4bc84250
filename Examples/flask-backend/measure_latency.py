"""Measures a local answer against the backend round trip, through `shortcuts serve` and the co-process.

Starts this example's Flask app (stubbed LLM, a throwaway wallet) and `shortcuts serve --fallback <the
Flask app>` (no --fulfillment) on free loopback ports, times keep-alive requests with http.client, and
stops both. Usage:
    python measure_latency.py <shortcuts binary> <shortcuts.json>
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from shortcuts_coprocess import ShortcutsCoprocess

LOCAL = "load 20 dollars into VillagePay"
UNMATCHED = "what is the weather like in paris tomorrow"
SAMPLES = 1000
WARM_UP = 100


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(port: int) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"nothing listens on 127.0.0.1:{port}")


def report(label: str, samples: list[float], source: str) -> None:
    samples.sort()
    print(f"{label:58} {source:6} median {statistics.median(samples) * 1e6:8.0f} µs"
          f"   p99 {samples[len(samples) * 99 // 100] * 1e6:8.0f} µs")


def time_http(port: int, query: str) -> tuple[list[float], str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    body = json.dumps({"conversation_history": [], "current_query": query})
    samples, source = [], ""
    for index in range(WARM_UP + SAMPLES):
        start = time.perf_counter()
        connection.request("POST", "/api/voice-assistant", body, {"Content-Type": "application/json"})
        response = connection.getresponse()
        answer = json.loads(response.read())
        if index >= WARM_UP:
            samples.append(time.perf_counter() - start)
        source = answer.get("source", "?")
    connection.close()
    return samples, source


def main() -> None:
    binary, registry = sys.argv[1], sys.argv[2]
    here = os.path.dirname(os.path.abspath(__file__))
    flask_port = free_port()
    wallet = tempfile.TemporaryDirectory()
    environment = dict(os.environ, SHORTCUTS_BIN=binary, SHORTCUTS_REGISTRY=registry, PORT=str(flask_port),
                       WALLET_DATABASE=os.path.join(wallet.name, "wallet.sqlite3"), PYTHONDONTWRITEBYTECODE="1")
    flask = subprocess.Popen([sys.executable, os.path.join(here, "app.py")], env=environment,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    serve = subprocess.Popen([binary, "serve", "--registry", registry, "--port", "0", "--fallback",
                              f"http://127.0.0.1:{flask_port}/api/voice-assistant"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        match = re.search(r"127\.0\.0\.1:(\d+)", serve.stderr.readline())
        if match is None:
            raise SystemExit("serve did not start")
        # Keep reading its request log: a server whose stderr pipe fills up blocks on its next log line.
        threading.Thread(target=serve.stderr.read, daemon=True).start()
        serve_port = int(match.group(1))
        wait_for(flask_port)
        report("serve, local answer (HTTP keep-alive)", *time_http(serve_port, LOCAL))
        report("serve -> Flask fallback, stubbed LLM (HTTP keep-alive)", *time_http(serve_port, UNMATCHED))
        # The co-process fulfils the load on the app's /api/actions, each sample a new action (its own key).
        report("Flask, local answer + action via the co-process", *time_http(flask_port, LOCAL))
        report("Flask, stubbed LLM after the co-process said no", *time_http(flask_port, UNMATCHED))
        coprocess = ShortcutsCoprocess(binary, registry)
        payload = {"conversation_history": [], "current_query": LOCAL}
        samples = []
        for index in range(WARM_UP + SAMPLES):
            start = time.perf_counter()
            answer = coprocess.ask(payload)
            if index >= WARM_UP:
                samples.append(time.perf_counter() - start)
        coprocess.close()
        report("co-process pipe round trip, local answer", samples, answer.get("source", "?"))
    finally:
        serve.send_signal(signal.SIGTERM)
        flask.terminate()
        serve.wait(timeout=10)
        flask.wait(timeout=10)
        wallet.cleanup()


if __name__ == "__main__":
    main()
