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
import os
import re
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

HOST = "127.0.0.1"
LOCAL = [b'{"current_query": "load 20 dollars into VillagePay"}', b'{"current_query": "check my balance"}',
         b'{"current_query": "pay my gas bill"}', b'{"current_query": "buy 2 movie tickets"}']
SLOW_HEAD = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 4000 + b"\r\n\r\n"


def streaming_backend(stop):
    """A backend that answers every request with an endless chunked body, as fast as it is read."""
    listener = socket.socket()
    listener.bind((HOST, 0))
    listener.listen(128)
    listener.settimeout(0.1)

    def stream(conn):
        try:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = (b"1000\r\n" + b"x" * 4096 + b"\r\n") * 16
            while not stop.is_set():
                conn.sendall(chunk)
        except OSError:
            pass
        finally:
            conn.close()

    def accept_loop():
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except socket.timeout:
                continue
            conn.settimeout(None)
            threading.Thread(target=stream, args=(conn,), daemon=True).start()
        listener.close()

    threading.Thread(target=accept_loop, daemon=True).start()
    return listener.getsockname()[1]


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


def slow_client(source, port, stop):
    sock, sent = None, 0
    while not stop.is_set():
        try:
            if sock is None:
                sock, sent = socket.socket(), 0
                sock.bind((source, 0))
                sock.connect((HOST, port))
            sock.send(SLOW_HEAD[sent:sent + 1])
            sent = (sent + 1) % len(SLOW_HEAD)
        except OSError:
            if sock is not None:
                sock.close()
            sock = None
            continue
        stop.wait(0.25)
    if sock is not None:
        sock.close()


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
    stop = threading.Event()
    backend_port = streaming_backend(stop)
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
    workers += [threading.Thread(target=slow_client, args=(source, port, stop))
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
    print("statuses:", dict(sorted(statuses.items(), key=str)))
    failed = any(kind == "local" and status != 200 for kind, status in statuses) or server.returncode != 0
    print(f"serve exit status {server.returncode}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
