#!/usr/bin/env python3
"""Slowloris from several loopback addresses against `shortcuts serve` (standard library only).

Starts `shortcuts serve` on 127.0.0.1 and, from each of --addresses (127.0.0.2, .3, .4 by default),
keeps --per-address connections open that trickle a request head a byte every --trickle seconds and
reconnect as soon as the server closes them. Meanwhile it sends --probes health checks from 127.0.0.1,
one every --probe-interval seconds, and reports their statuses and latency, and serve's thread count
and RSS at the end. Every loop is bounded by the probes; the server is stopped at the end.

    swift build -c release
    python3 Scripts/slowloris.py --binary .build/release/shortcuts
"""

import argparse
import re
import socket
import statistics
import subprocess
import threading
import time
import urllib.request
import urllib.error

HEAD = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 4000 + b"\r\n\r\n"


def attacker(source, port, trickle, stop, counts):
    sock = None
    sent = 0
    while not stop.is_set():
        try:
            if sock is None:
                sock = socket.socket()
                sock.bind((source, 0))
                sock.connect(("127.0.0.1", port))
                sent = 0
                counts["connections"] += 1
            sock.send(HEAD[sent:sent + 1])
            sent = (sent + 1) % len(HEAD)
        except OSError:
            if sock is not None:
                sock.close()
            sock = None
            continue
        stop.wait(trickle)
    if sock is not None:
        sock.close()


def process_status(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return line.split()[1]
    return "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/debug/shortcuts")
    parser.add_argument("--addresses", default="127.0.0.2,127.0.0.3,127.0.0.4")
    parser.add_argument("--per-address", type=int, default=256)
    parser.add_argument("--trickle", type=float, default=0.25, help="seconds between an attacker's bytes")
    parser.add_argument("--probes", type=int, default=18)
    parser.add_argument("--probe-interval", type=float, default=0.5)
    arguments = parser.parse_args()
    server = subprocess.Popen(
        [arguments.binary, "serve", "--registry", "shortcuts.json", "--port", "0"],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
    port = int(re.search(r":(\d+) ", server.stderr.readline().decode()).group(1))
    threading.Thread(target=lambda: server.stderr.read(), daemon=True).start()
    stop = threading.Event()
    counts = {"connections": 0}
    attackers = [
        threading.Thread(target=attacker, args=(source, port, arguments.trickle, stop, counts), daemon=True)
        for source in arguments.addresses.split(",") for _ in range(arguments.per_address)]
    for thread in attackers:
        thread.start()
    time.sleep(3)  # the attack reaches its steady state: every head deadline has passed at least once
    statuses, latencies = {}, []
    for _ in range(arguments.probes):
        start = time.monotonic()
        try:
            status = urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=30).status
        except urllib.error.HTTPError as error:
            status = error.code
        except OSError as error:
            status = type(error).__name__
        latencies.append((time.monotonic() - start) * 1000)
        statuses[status] = statuses.get(status, 0) + 1
        time.sleep(arguments.probe_interval)
    threads, rss = process_status(server.pid, "Threads"), process_status(server.pid, "VmRSS")
    stop.set()
    server.terminate()
    server.wait(timeout=30)
    print(f"attackers: {len(attackers)} from {arguments.addresses}, a byte every {arguments.trickle} s; "
          f"{counts['connections']} connections opened")
    print(f"probes: {statuses}; latency p50 {statistics.median(latencies):.1f} ms, max {max(latencies):.1f} ms")
    print(f"serve at the end: {threads} threads, RSS {int(rss) / 1024:.1f} MiB; exit status {server.returncode}")


if __name__ == "__main__":
    main()
