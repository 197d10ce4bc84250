#!/usr/bin/env python3
"""How `shortcuts serve` ends turns against fallback backends of every shape (standard library only).

Starts one raw backend on 127.0.0.1 per shape and `shortcuts serve --fallback ... --timeout T` for each,
sends --turns turns one after another, and reports for each shape the status, how long a turn took past
the deadline (p50 and the worst), and serve's peak RSS (VmHWM) when the shape's turns are done. Shapes:
  fast-chunked   a chunked body of 4 KiB chunks as fast as the client reads, without end
  endless        a body without length or chunks, as fast as the client reads, without end
  slow-chunked   a 5-byte chunk every 20 ms, without end (a token stream)
  byte-by-byte   Content-Length 1,000,000, then a byte every 5 ms
  hang           a whole head promising 100 bytes, then nothing
  reset          10 of 1,000 promised bytes, then a connection reset
  redirect       307 to another port
Every loop is bounded by --turns and the deadline; servers and backends stop at the end.

    swift build -c release
    python3 Scripts/backend-shapes.py --binary .build/release/shortcuts --timeout 0.5 --turns 20
"""

import argparse
import re
import socket
import statistics
import struct
import subprocess
import threading
import time
import urllib.request
import urllib.error

HOST = "127.0.0.1"


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return False
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    match = re.search(rb"(?i)content-length:\s*(\d+)", head)
    length = int(match.group(1)) if match else 0
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return False
        body += chunk
    return True


def serve_shape(conn, shape, stop):
    try:
        if not read_request(conn):
            return
        if shape == "fast-chunked":
            conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = b"1000\r\n" + b"x" * 4096 + b"\r\n"
            while not stop.is_set():
                conn.sendall(chunk * 16)
        elif shape == "endless":
            conn.sendall(b"HTTP/1.1 200 OK\r\n\r\n")
            block = b"x" * 65536
            while not stop.is_set():
                conn.sendall(block)
        elif shape == "slow-chunked":
            conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
            while not stop.wait(0.02):
                conn.sendall(b"5\r\ntoken\r\n")
        elif shape == "byte-by-byte":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n")
            while not stop.wait(0.005):
                conn.sendall(b"x")
        elif shape == "hang":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n")
            conn.settimeout(0.05)
            while not stop.is_set():
                try:
                    if not conn.recv(1):
                        break
                except socket.timeout:
                    pass
        elif shape == "reset":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n0123456789")
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        elif shape == "redirect":
            conn.sendall(b"HTTP/1.1 307 Moved\r\nLocation: http://127.0.0.1:1/x\r\nContent-Length: 0\r\n\r\n")
    except OSError:
        pass
    finally:
        conn.close()


def start_backend(shape, stop):
    listener = socket.socket()
    listener.bind((HOST, 0))
    listener.listen(64)
    listener.settimeout(0.1)

    def accept_loop():
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except socket.timeout:
                continue
            conn.settimeout(None)
            threading.Thread(target=serve_shape, args=(conn, shape, stop), daemon=True).start()
        listener.close()

    threading.Thread(target=accept_loop, daemon=True).start()
    return listener.getsockname()[1]


def peak_rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def run_shape(binary, shape, timeout, turns):
    stop = threading.Event()
    port = start_backend(shape, stop)
    server = subprocess.Popen(
        [binary, "serve", "--registry", "shortcuts.json", "--port", "0", "--timeout", str(timeout),
         "--fallback", f"http://{HOST}:{port}/api/voice-assistant"],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
    line = server.stderr.readline().decode()
    serve_port = int(re.search(r":(\d+) ", line).group(1))
    threading.Thread(target=lambda: server.stderr.read(), daemon=True).start()
    statuses, overshoots = {}, []
    for _ in range(turns):
        request = urllib.request.Request(
            f"http://{HOST}:{serve_port}/api/voice-assistant", data=b'{"current_query": "sing"}', method="POST")
        start = time.monotonic()
        try:
            status = urllib.request.urlopen(request, timeout=60).status
        except urllib.error.HTTPError as error:
            status = error.code
        overshoots.append((time.monotonic() - start - timeout) * 1000)
        statuses[status] = statuses.get(status, 0) + 1
    peak = peak_rss_mib(server.pid)
    server.terminate()
    server.wait(timeout=30)
    stop.set()
    return statuses, overshoots, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/debug/shortcuts")
    parser.add_argument("--timeout", type=float, default=0.5, help="serve's --timeout, in seconds")
    parser.add_argument("--turns", type=int, default=20)
    arguments = parser.parse_args()
    print(f"| backend | statuses | past the {arguments.timeout} s deadline: p50 | worst | serve's peak RSS |")
    print("| --- | --- | --- | --- | --- |")
    for shape in ["fast-chunked", "endless", "slow-chunked", "byte-by-byte", "hang", "reset", "redirect"]:
        statuses, overshoots, peak = run_shape(arguments.binary, shape, arguments.timeout, arguments.turns)
        described = ", ".join(f"{count}× {status}" for status, count in sorted(statuses.items()))
        print(f"| {shape} | {described} | {statistics.median(overshoots):+.1f} ms | {max(overshoots):+.1f} ms "
              f"| {peak:.1f} MiB |")


if __name__ == "__main__":
    main()
