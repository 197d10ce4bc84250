#!/usr/bin/env python3
"""A soak of `shortcuts serve`: local turns, a streaming backend and a flood at once (standard library only).

Starts a fallback backend that streams a chunked body without end, `shortcuts serve --fallback ...
--timeout 0.5` on 127.0.0.1, and for --minutes (default 10):
  --local-clients  clients sending turns the registry answers, one after another
  --backend-clients clients sending turns for the backend (each ends at the 1 MiB reply limit: 502)
  --flood          connections from each of 127.0.0.2, .3 and .4 trickling a request head a byte every
                   0.25 s and reconnecting when closed (slowloris)
Every --interval seconds it samples serve's RSS, open descriptors and threads, and prints them; at the end
the first, last and largest of each, and the statuses. Exits 1 when a local turn was not answered 200 or
serve did not stop cleanly. Every loop ends with --minutes; serve and the backend stop at the end.

    swift build -c release
    python3 Scripts/soak.py --binary .build/release/shortcuts --minutes 10
"""

import argparse
import collections
import importlib.util
import os
import re
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

HOST = "127.0.0.1"
# Turns the registry answers alone: none runs an action (a balance needs the app's fulfillment endpoint,
# so without one it goes to the backend and is no local turn).
LOCAL = [b'{"current_query": "load 20 dollars into VillagePay"}', b'{"current_query": "book a flight to paris"}',
         b'{"current_query": "pay my gas bill"}', b'{"current_query": "buy 2 movie tickets"}']


def sibling(name):
    """Another script of this folder as a module: the backend shapes and the slow client are theirs."""
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), Path(__file__).with_name(name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def turns(port, bodies, stop, statuses, kind):
    index = 0
    while not stop.is_set():
        request = urllib.request.Request(
            f"http://{HOST}:{port}/api/voice-assistant", data=bodies[index % len(bodies)], method="POST")
        index += 1
        try:
            status = urllib.request.urlopen(request, timeout=30).status
        except urllib.error.HTTPError as error:
            status = error.code
        except OSError as error:
            status = type(error).__name__
        statuses[(kind, status)] += 1


def sample(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.split()
    return {"rss_mib": int(fields["VmRSS"][0]) / 1024, "fds": len(os.listdir(f"/proc/{pid}/fd")),
            "threads": int(fields["Threads"][0])}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/debug/shortcuts")
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--interval", type=float, default=10, help="seconds between samples")
    parser.add_argument("--local-clients", type=int, default=4)
    parser.add_argument("--backend-clients", type=int, default=2)
    parser.add_argument("--flood", type=int, default=64, help="slow connections from each flooding address")
    arguments = parser.parse_args()
    shapes, slowloris = sibling("backend-shapes"), sibling("slowloris")
    stop = threading.Event()
    backend_port = shapes.start_backend("fast-chunked", stop)
    server = subprocess.Popen(
        [arguments.binary, "serve", "--registry", "shortcuts.json", "--port", "0", "--timeout", "0.5",
         "--fallback", f"http://{HOST}:{backend_port}/api/voice-assistant"],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
    port = int(re.search(r":(\d+) ", server.stderr.readline().decode()).group(1))
    threading.Thread(target=lambda: server.stderr.read(), daemon=True).start()
    statuses = collections.Counter()
    workers = [threading.Thread(target=turns, args=(port, LOCAL, stop, statuses, "local"))
               for _ in range(arguments.local_clients)]
    workers += [threading.Thread(target=turns, args=(port, [b'{"current_query": "sing"}'], stop, statuses, "backend"))
                for _ in range(arguments.backend_clients)]
    flood = {"connections": 0}
    workers += [threading.Thread(target=slowloris.attacker, args=(source, port, 0.25, stop, flood))
                for source in ["127.0.0.2", "127.0.0.3", "127.0.0.4"] for _ in range(arguments.flood)]
    for worker in workers:
        worker.start()
    samples = []
    print("| minute | RSS | descriptors | threads |")
    print("| --- | --- | --- | --- |")
    started = time.monotonic()
    while time.monotonic() - started < arguments.minutes * 60:
        time.sleep(min(arguments.interval, max(0.0, arguments.minutes * 60 - (time.monotonic() - started))))
        samples.append(sample(server.pid))
        now = samples[-1]
        print(f"| {(time.monotonic() - started) / 60:.1f} | {now['rss_mib']:.1f} MiB | {now['fds']} | {now['threads']} |",
              flush=True)
    stop.set()
    for worker in workers:
        worker.join(timeout=40)
    server.terminate()
    server.wait(timeout=30)
    for key, unit in [("rss_mib", " MiB"), ("fds", ""), ("threads", "")]:
        values = [each[key] for each in samples]
        print(f"{key}: first {values[0]:g}{unit}, last {values[-1]:g}{unit}, max {max(values):g}{unit}")
    print("statuses:", dict(sorted(statuses.items(), key=str)), f"; flood connections opened: {flood['connections']}")
    failed = any(kind == "local" and status != 200 for kind, status in statuses) or server.returncode != 0
    print(f"serve exit status {server.returncode}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
