"""Keeps `shortcuts ask --stdin` running beside a Python server and asks it about each turn.

The co-process reads one payload (the voice-assistant contract's JSON) a line and writes one answer a
line, flushed, so a turn costs a pipe round trip (tens of microseconds) instead of a process start.
Every read has a deadline and a dead or stuck co-process is restarted, so the local layer can never
take the server down: at worst a turn goes to the LLM as it did before.

With a fulfillment URL (`ask --stdin --fulfillment URL`) the co-process runs each complete local match
against that action endpoint itself and answers with the action's outcome; a read then waits for the
action too (its timeout plus the usual deadline). A turn retried after a stall or a crash carries the same
idempotency key: the app's, or one this client adds to the payload (`idempotency_key`, a UUID) before the
first attempt, so the action endpoint runs it once.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import threading
import uuid
from typing import Any, Optional


class ShortcutsError(Exception):
    """The co-process could not answer: it died, stalled, or wrote something that is not JSON."""


class ShortcutsCoprocess:
    def __init__(self, binary: str, registry: str, timeout: float = 2.0, fulfillment: Optional[str] = None,
                 fulfillment_timeout: float = 5.0) -> None:
        # A bare name is looked up on PATH, where macOS has Apple's own /usr/bin/shortcuts first.
        if os.sep not in binary:
            raise ValueError(
                f"SHORTCUTS_BIN must be a path to the shortcuts binary, not {binary!r}: a bare name may run "
                "Apple's /usr/bin/shortcuts (use e.g. /usr/local/bin/shortcuts or .build/release/shortcuts)")
        self.binary = binary
        self.registry = registry
        self.fulfillment = fulfillment
        self.fulfillment_timeout = fulfillment_timeout
        # An answer may wait for an action, which `ask` itself ends after fulfillment_timeout.
        self.timeout = timeout + (fulfillment_timeout if fulfillment else 0)
        self._process: Optional[subprocess.Popen[bytes]] = None
        self._buffer = b""
        # One conversation turn at a time on the pipe: requests from several threads would interleave.
        self._lock = threading.Lock()

    def _start(self) -> subprocess.Popen[bytes]:
        self._buffer = b""
        command = [self.binary, "ask", "--stdin", "--registry", self.registry]
        if self.fulfillment:
            command += ["--fulfillment", self.fulfillment, "--fulfillment-timeout", str(self.fulfillment_timeout)]
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        return self._process

    def ask(self, payload: dict[str, Any]) -> dict[str, Any]:
        """The co-process's answer to one turn: the contract's answer, or {"error": {"kind", ...}}.

        {"error": {"kind": "actionFailed", "sentenceSiriShouldSay": ...}} means the action may have run:
        say that sentence, and do not ask the LLM.
        """
        if self.fulfillment is not None and "idempotency_key" not in payload:
            # One key for every attempt: a retry after a stall must not run the action a second time.
            payload = {**payload, "idempotency_key": str(uuid.uuid4())}
        line = (json.dumps(payload, ensure_ascii=False) + "\n").encode("utf-8")
        with self._lock:
            for attempt in range(2):
                try:
                    process = self._process
                    if process is None or process.poll() is not None:
                        process = self._start()
                    assert process.stdin is not None
                    process.stdin.write(line)
                    process.stdin.flush()
                    answer = self._read_line(process)
                    return json.loads(answer)
                except (OSError, ShortcutsError, ValueError) as error:
                    self.close()
                    if attempt == 1:
                        raise ShortcutsError(f"shortcuts co-process failed: {error}") from error
        raise ShortcutsError("unreachable")

    def _read_line(self, process: subprocess.Popen[bytes]) -> bytes:
        assert process.stdout is not None
        descriptor = process.stdout.fileno()
        while b"\n" not in self._buffer:
            ready, _, _ = select.select([descriptor], [], [], self.timeout)
            if not ready:
                raise ShortcutsError(f"no answer within {self.timeout} s")
            chunk = os.read(descriptor, 65536)
            if not chunk:
                raise ShortcutsError("the co-process exited")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def close(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait(timeout=5)

    @property
    def pid(self) -> Optional[int]:
        return self._process.pid if self._process is not None else None
