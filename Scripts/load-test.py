#!/usr/bin/env python3
"""Mixed load test of `shortcuts serve` on loopback (standard library only).

Starts a fake fallback backend and `shortcuts serve` on 127.0.0.1, then runs --clients concurrent
keep-alive clients for --duration seconds. Each request is, at random:
  local      a turn the registry answers (most of them)
  slow       a turn for the backend, which answers after --backend-delay seconds
  hang       a turn for the backend, which never answers: serve's --timeout ends it (502)
  malformed  a request that is not HTTP (400; the connection closes, the client reconnects)
and --slow-clients of the clients trickle every request a byte at a time (--trickle seconds apart).

Reports requests per second, p50/p99 latency by kind (seen by the clients, from the first byte sent
to the last byte of the answer, whatever its status), statuses by kind, and the server's RSS before
and after. Exits 1 when a local answer was not 200 or serve did not stop cleanly. Every address is 127.0.0.1; every
loop is bounded by --duration; the server and the backend are stopped at the end.

    swift build -c release
    python3 Scripts/load-test.py --binary .build/release/shortcuts --duration 20
"""

import argparse
import asyncio
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import time

HOST = "127.0.0.1"
LOCAL = ["load 20 dollars into VillagePay", "check my balance", "pay my gas bill", "buy 2 movie tickets"]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def read_response(reader):
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    fields = {}
    for line in lines[1:]:
        if ":" in line:
            name, value = line.split(":", 1)
            fields[name.strip().lower()] = value.strip()
    body = await reader.readexactly(int(fields.get("content-length", "0")))
    return status, fields.get("connection", "") == "close", body


async def backend(delay):
    """A fallback backend: answers after `delay` seconds, or never when the query says 'hang'."""

    async def serve_connection(reader, writer):
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                match = re.search(rb"(?i)content-length:\s*(\d+)", head)
                body = json.loads(await reader.readexactly(int(match.group(1)) if match else 0) or b"{}")
                query = body.get("current_query", "")
                if "hang" in query:
                    await asyncio.sleep(3600)
                await asyncio.sleep(delay)
                answer = json.dumps({"sentenceSiriShouldSay": f"LLM heard: {query}", "continueConversation": False})
                writer.write(
                    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
                    % (len(answer), answer.encode())
                )
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    return await asyncio.start_server(serve_connection, HOST, 0, backlog=1024)


def request_for(kind):
    if kind == "malformed":
        return b"NOT HTTP AT ALL\r\n\r\n"
    query = {"local": random.choice(LOCAL), "slow": "what's a villager?", "hang": "hang on a moment"}[kind]
    body = json.dumps({"conversation_history": [], "current_query": query}).encode()
    return (
        b"POST /api/voice-assistant HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n%s" % (len(body), body)
    )


async def client(port, deadline, weights, trickle, results):
    kinds, shares = zip(*weights.items())
    reader = writer = None
    while time.monotonic() < deadline:
        kind = random.choices(kinds, shares)[0]
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(HOST, port)
            data = request_for(kind)
            start = time.monotonic()
            if trickle:
                for index in range(len(data)):
                    writer.write(data[index : index + 1])
                    await writer.drain()
                    await asyncio.sleep(trickle)
            else:
                writer.write(data)
                await writer.drain()
            remaining = max(0.1, deadline - time.monotonic() + 15)
            status, closes, _ = await asyncio.wait_for(read_response(reader), remaining)
            results.append((kind, "slow client" if trickle else "", status, time.monotonic() - start))
            if closes:
                writer.close()
                writer = None
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.TimeoutError) as error:
            results.append((kind, "slow client" if trickle else "", type(error).__name__, 0.0))
            if writer is not None:
                writer.close()
            writer = None
    if writer is not None:
        writer.close()


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/shortcuts")
    parser.add_argument("--registry", default="shortcuts.json")
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--slow-clients", type=int, default=4)
    parser.add_argument("--duration", type=float, default=20)
    parser.add_argument("--backend-delay", type=float, default=1.0)
    parser.add_argument("--timeout", default="2", help="serve's --timeout: how long a hanging turn lasts")
    parser.add_argument("--fallback-connections", default="64")
    parser.add_argument("--trickle", type=float, default=0.02, help="seconds between a slow client's bytes")
    parser.add_argument("--mix", default="local=90,slow=4,hang=2,malformed=4")
    arguments = parser.parse_args()
    weights = {kind: float(share) for kind, share in (item.split("=") for item in arguments.mix.split(","))}

    fake = await backend(arguments.backend_delay)
    backend_port = fake.sockets[0].getsockname()[1]
    server = subprocess.Popen(
        [arguments.binary, "serve", "--registry", arguments.registry, "--port", "0", "--timeout", arguments.timeout,
         "--fallback-connections", arguments.fallback_connections,
         "--fallback", f"http://{HOST}:{backend_port}/api/voice-assistant"],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    first = await asyncio.get_running_loop().run_in_executor(None, server.stderr.readline)
    match = re.search(rb"listening on http://127\.0\.0\.1:(\d+)", first)
    if not match:
        server.kill()
        sys.exit(f"serve did not start: {first.decode(errors='replace')}")
    port = int(match.group(1))
    # The request log is read as it comes, so a full pipe cannot stall the server; only the server's own
    # time for each local answer is kept ("POST /api/voice-assistant 200 local 62us").
    local_log = re.compile(rb"^POST /api/voice-assistant 200 local (\d+)us")
    drain = asyncio.get_running_loop().run_in_executor(
        None, lambda: [int(m.group(1)) for m in map(local_log.match, server.stderr) if m])

    rss_before = rss_kib(server.pid)
    results = []
    start = time.monotonic()
    deadline = start + arguments.duration
    await asyncio.gather(*[
        client(port, deadline, weights, arguments.trickle if index < arguments.slow_clients else 0, results)
        for index in range(arguments.clients)
    ])
    elapsed = time.monotonic() - start
    rss_after = rss_kib(server.pid)
    server.send_signal(signal.SIGTERM)
    status = server.wait(timeout=30)
    server_local = [microseconds / 1000 for microseconds in await drain]
    fake.close()

    print(f"{len(results)} requests in {elapsed:.1f} s: {len(results) / elapsed:,.0f} req/s "
          f"({arguments.clients} clients, {arguments.slow_clients} of them slow, mix {arguments.mix}, "
          f"backend delay {arguments.backend_delay} s, --timeout {arguments.timeout}, "
          f"--fallback-connections {arguments.fallback_connections})")
    for kind in weights:
        for slow in ("", "slow client"):
            rows = [row for row in results if row[0] == kind and row[1] == slow]
            if not rows:
                continue
            counts = {}
            for row in rows:
                counts[row[2]] = counts.get(row[2], 0) + 1
            answered = [row[3] * 1000 for row in rows if isinstance(row[2], int)]
            latency = (f"p50 {percentile(answered, 0.5):.2f} ms, p99 {percentile(answered, 0.99):.2f} ms"
                       if answered else "")
            label = f"{kind} ({slow})" if slow else kind
            print(f"  {label:<24} {len(rows):>7}  statuses {dict(sorted(counts.items(), key=str))}  {latency}")
    print(f"  local answers in serve's own log: p50 {percentile(server_local, 0.5):.3f} ms, "
          f"p99 {percentile(server_local, 0.99):.3f} ms")
    print(f"serve RSS: {rss_before / 1024:.1f} MiB before, {rss_after / 1024:.1f} MiB after; exit status {status}")
    local_ok = all(row[2] == 200 for row in results if row[0] == "local")
    if status != 0 or not local_ok:
        sys.exit("FAILED: a local answer was not 200, or serve did not exit cleanly")


if __name__ == "__main__":
    asyncio.run(main())
