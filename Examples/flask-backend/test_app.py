"""The wallet behind the real `shortcuts` binary: `serve` in front of the Flask app, and the co-process.

Each test gets its own SQLite file and a Flask app served on a free loopback port by a background thread.
`serve` runs as a subprocess with --fallback and --fulfillment pointing at that app, and is waited on
through its "listening on" line; nothing in these tests sleeps.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import sqlite3
import subprocess
import threading
import urllib.error
import urllib.request
import warnings
from contextlib import closing
from typing import Any, Optional

import pytest
from werkzeug.serving import make_server

from app import create_app, stub_llm
from shortcuts_coprocess import ShortcutsCoprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = os.environ.get("SHORTCUTS_BIN", os.path.join(ROOT, ".build", "debug", "shortcuts"))
REGISTRY = os.environ.get("SHORTCUTS_REGISTRY", os.path.join(ROOT, "shortcuts.json"))
UNKNOWN_OUTCOME = "I'm not sure that went through. Please check before you try again."
CANCELLED = "Okay, I've cancelled that."
TRANSFER = "send 20 dollars to Amara"
TRANSFER_QUESTION = "Send $20.00 to Amara Okafor?"
READINESS_DEADLINE = 60  # seconds for `serve` to say it listens: a debug build on a busy machine


class CountingLLM:
    def __init__(self) -> None:
        self.payloads: list[dict[str, Any]] = []

    def __call__(self, payload: dict[str, Any]) -> dict[str, Any]:
        self.payloads.append(payload)
        return stub_llm(payload)


class ReplyGate:
    """Holds the first action's reply after its transaction committed, until the test opens the gate."""

    def __init__(self) -> None:
        self.committed = threading.Event()
        self.released = threading.Event()
        self.replied = threading.Event()

    def __call__(self, intent: str, key: str) -> None:
        if self.committed.is_set():
            return  # a later action (a retry) is answered at once
        self.committed.set()
        self.released.wait(timeout=30)  # a bound, so a failed test cannot leave the server thread behind
        self.replied.set()


class Wallet:
    """The Flask app on a free port, over a fresh database, with a counting LLM stub."""

    def __init__(self, database: str) -> None:
        assert os.access(BINARY, os.X_OK), f"build the binary first (swift build): {BINARY}"
        self.database = database
        self.llm = CountingLLM()
        self.gate: Optional[ReplyGate] = None
        self.app = create_app(database, REGISTRY, llm=self.llm, after_commit=self._after_commit)
        self.server = make_server("127.0.0.1", 0, self.app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        # A short poll interval only makes shutdown() prompt; requests are served as they arrive.
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()  # the socket already listens: connections wait in its backlog until then

    def _after_commit(self, intent: str, key: str) -> None:
        if self.gate is not None:
            self.gate(intent, key)

    def sql(self, query: str, *arguments: Any) -> list[tuple]:
        with closing(sqlite3.connect(self.database)) as db, db:
            return db.execute(query, arguments).fetchall()

    def balance(self, account: str = "wallet") -> int:
        return self.sql("SELECT balance_cents FROM accounts WHERE name = ?", account)[0][0]

    def transfers(self) -> list[tuple]:
        return self.sql("SELECT recipient, amount_cents FROM transfers")

    def close(self) -> None:
        if self.gate is not None:
            self.gate.released.set()
        self.server.shutdown()
        self.server.server_close()


class Serve:
    """`shortcuts serve` in front of the wallet, started on a free port and stopped with SIGTERM."""

    def __init__(self, wallet: Wallet, *options: str) -> None:
        self.process = subprocess.Popen(
            [BINARY, "serve", "--port", "0", "--registry", REGISTRY,
             "--fallback", f"{wallet.url}/api/llm", "--fulfillment", f"{wallet.url}/api/actions", *options],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.log: list[str] = []
        lines: queue.Queue[Optional[str]] = queue.Queue()

        def read_log() -> None:  # read all of it: a server whose stderr pipe fills up blocks on its next line
            assert self.process.stderr is not None
            for line in self.process.stderr:
                self.log.append(line)
                lines.put(line)
            lines.put(None)

        threading.Thread(target=read_log, daemon=True).start()
        try:
            first = lines.get(timeout=READINESS_DEADLINE)
        except queue.Empty:
            first = None
        match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", first or "")
        if match is None:
            self.process.kill()
            raise AssertionError(f"serve did not start: {first!r}")
        self.url = f"http://127.0.0.1:{match.group(1)}"

    def stop(self) -> None:
        """Stops serve with SIGTERM, as a supervisor does, and checks that it did not crash.

        serve writes its "listening on" line before it traps SIGTERM, and ignores the signal for a moment
        while it sets the trap. A SIGTERM in that window ends it by the signal (-SIGTERM instead of exit
        status 0) or is lost, so it keeps running; both are accepted here, the second with a warning,
        since this suite tests the wallet, not serve's shutdown.
        """
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            warnings.warn("serve ignored SIGTERM (sent while it was setting its signal trap); killed it")
            self.process.kill()
            self.process.wait()
            return
        assert status in (0, -signal.SIGTERM), f"serve exited with {status}:\n{''.join(self.log)}"


def post(url: str, body: Any, headers: Optional[dict[str, str]] = None) -> tuple[int, dict[str, Any]]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(
        url, data=data, method="POST", headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        with error:
            return error.code, json.loads(error.read())


def turn(url: str, query: str, history: Optional[list[dict[str, str]]] = None,
         headers: Optional[dict[str, str]] = None) -> tuple[int, dict[str, Any]]:
    return post(f"{url}/api/voice-assistant", {"conversation_history": history or [], "current_query": query},
                headers)


def after_question(query: str = TRANSFER, question: str = TRANSFER_QUESTION) -> list[dict[str, str]]:
    """The history the app sends after Siri asked to confirm: the request, then the question as said."""
    return [{"role": "user", "content": query}, {"role": "assistant", "content": question}]


@pytest.fixture()
def wallet(tmp_path):
    wallet = Wallet(str(tmp_path / "wallet.sqlite3"))
    yield wallet
    wallet.close()


@pytest.fixture()
def serve(wallet):
    server = Serve(wallet)
    yield server
    server.stop()


# ---------------------------------------------------------------------------------------------------
# serve in front of the wallet
# ---------------------------------------------------------------------------------------------------
def test_loading_money_adds_it_to_the_wallet(wallet, serve):
    assert wallet.balance() == 10000
    status, answer = turn(serve.url, "load 20 dollars into VillagePay")
    assert (status, answer["sentenceSiriShouldSay"]) == (200, "Loading $20.00 into your wallet.")
    assert wallet.balance() == 12000
    assert wallet.sql("SELECT amount_cents FROM loads") == [(2000,)]
    assert wallet.llm.payloads == []


def test_the_balance_dialog_says_the_stored_balance(wallet, serve):
    wallet.sql("UPDATE accounts SET balance_cents = 12345 WHERE name = 'wallet'")
    wallet.sql("UPDATE accounts SET balance_cents = 987654 WHERE name = 'savings'")
    assert turn(serve.url, "check my balance in VillagePay")[1]["sentenceSiriShouldSay"] == "Your balance is $123.45."
    assert turn(serve.url, "check my savings balance")[1]["sentenceSiriShouldSay"] == \
        "Your savings balance is $9,876.54."
    assert wallet.llm.payloads == []


def test_a_transfer_asks_first_and_moves_nothing_on_the_question(wallet, serve):
    status, answer = turn(serve.url, TRANSFER)
    assert (status, answer["sentenceSiriShouldSay"], answer["continueConversation"]) == \
        (200, TRANSFER_QUESTION, True)
    assert wallet.balance() == 10000
    assert wallet.transfers() == []


def test_yes_moves_the_money_once(wallet, serve):
    status, answer = turn(serve.url, "yes", after_question())
    assert (status, answer["sentenceSiriShouldSay"]) == (200, "Sending $20.00 to Amara Okafor.")
    assert wallet.balance() == 8000
    assert wallet.transfers() == [("contact-amara", 2000)]
    assert wallet.llm.payloads == []


def test_no_cancels_and_moves_nothing(wallet, serve):
    status, answer = turn(serve.url, "no", after_question())
    assert (status, answer["sentenceSiriShouldSay"], answer["continueConversation"]) == (200, CANCELLED, False)
    assert wallet.balance() == 10000
    assert wallet.transfers() == []
    assert wallet.llm.payloads == []


def test_another_answer_to_the_question_goes_to_the_llm_and_moves_nothing(wallet, serve):
    status, answer = turn(serve.url, "make it thirty", after_question())
    assert (status, answer["source"]) == (200, "llm")
    assert wallet.llm.payloads == [{"conversation_history": after_question(), "current_query": "make it thirty"}]
    assert wallet.balance() == 10000
    assert wallet.transfers() == []


def test_a_retried_turn_with_the_same_idempotency_key_moves_money_once(wallet, serve):
    key = {"Idempotency-Key": "app-turn-7f3a"}
    first = turn(serve.url, "yes", after_question(), key)
    second = turn(serve.url, "yes", after_question(), key)
    assert first[0] == second[0] == 200
    assert first[1]["sentenceSiriShouldSay"] == second[1]["sentenceSiriShouldSay"] == "Sending $20.00 to Amara Okafor."
    assert wallet.transfers() == [("contact-amara", 2000)]
    assert wallet.balance() == 8000
    assert wallet.sql("SELECT key FROM idempotency_keys") == [("app-turn-7f3a",)]


def test_insufficient_funds_says_why_and_moves_nothing(wallet, serve):
    history = after_question("send 500 dollars to Amara", "Send $500.00 to Amara Okafor?")
    status, answer = turn(serve.url, "yes", history)
    assert (status, answer["sentenceSiriShouldSay"]) == \
        (200, "Your wallet has $100.00, which isn't enough to send $500.00.")
    assert answer["action"]["status"] == "refused"
    assert wallet.balance() == 10000
    assert wallet.transfers() == []


def test_paying_a_bill_debits_its_amount_after_yes(wallet, serve):
    status, answer = turn(serve.url, "pay my water bill")
    assert (status, answer["sentenceSiriShouldSay"]) == (200, "Pay your water bill?")
    assert wallet.balance() == 10000
    status, answer = turn(serve.url, "yes", after_question("pay my water bill", "Pay your water bill?"))
    assert (status, answer["sentenceSiriShouldSay"]) == (200, "Paying your water bill.")
    assert wallet.balance() == 10000 - 2350
    assert wallet.sql("SELECT biller, amount_cents FROM bill_payments") == [("water", 2350)]


def test_an_action_answered_too_late_says_not_sure_and_did_run(wallet):
    serve = Serve(wallet, "--fulfillment-timeout", "0.5")
    try:
        wallet.gate = ReplyGate()
        key = {"Idempotency-Key": "app-turn-1"}
        status, answer = turn(serve.url, "load 20 dollars into VillagePay", headers=key)
        assert (status, answer["sentenceSiriShouldSay"], answer.get("outcome")) == \
            (502, UNKNOWN_OUTCOME, "outcomeUnknown")
        assert not wallet.gate.replied.is_set()  # serve answered while the wallet still held its reply
        assert wallet.gate.committed.wait(timeout=30)
        assert wallet.balance() == 12000  # it did run: "not sure" was the honest answer

        # The app sends the turn again while the first reply is still held, with the same key of its own, so
        # the wallet answers from its record and loads nothing.
        status, answer = turn(serve.url, "load 20 dollars into VillagePay", headers=key)
        assert (status, answer["sentenceSiriShouldSay"]) == (200, "Loading $20.00 into your wallet.")
        assert not wallet.gate.replied.is_set()
        assert wallet.balance() == 12000
        assert wallet.sql("SELECT count(*) FROM loads") == [(1,)]
        wallet.gate.released.set()
    finally:
        serve.stop()


def test_an_unmatched_turn_reaches_the_llm_once_with_the_payload_unchanged(wallet, serve):
    payload = {"conversation_history": [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "Hi!"}],
               "current_query": "what is the capital of Ghana", "user_id": "user-42"}
    status, answer = post(f"{serve.url}/api/voice-assistant", payload)
    assert (status, answer["sentenceSiriShouldSay"], answer["source"]) == \
        (200, "(stub LLM) You said: what is the capital of Ghana", "llm")
    assert wallet.llm.payloads == [payload]


# ---------------------------------------------------------------------------------------------------
# The action endpoint itself
# ---------------------------------------------------------------------------------------------------
def action(wallet: Wallet, intent: str, parameters: dict[str, Any], key: Optional[str] = "key-1"):
    headers = {} if key is None else {"Idempotency-Key": key}
    return post(f"{wallet.url}/api/actions", {"intent": intent, "parameters": parameters}, headers)


def test_an_action_without_an_idempotency_key_is_400_and_runs_nothing(wallet):
    status, answer = action(wallet, "LoadFundsIntent", {"amount": {"amount": 5, "currency": "USD"}}, key=None)
    assert status == 400 and "Idempotency-Key" in answer["error"]
    assert wallet.balance() == 10000


@pytest.mark.parametrize("body", [
    {"intent": "FlyToTheMoonIntent", "parameters": {}},
    {"intent": "LoadFundsIntent"},
    {"intent": "TransferMoneyIntent", "parameters": {"recipient": "contact-li", "amount": "lots"}},
    [1],
])
def test_an_unknown_intent_or_a_body_that_is_not_an_action_is_400_and_runs_nothing(wallet, body):
    status, answer = post(f"{wallet.url}/api/actions", body, {"Idempotency-Key": "key-1"})
    assert status == 400 and "error" in answer
    assert wallet.sql("SELECT count(*) FROM idempotency_keys") == [(0,)]
    assert wallet.balance() == 10000


def test_another_registered_intent_answers_an_empty_result(wallet):
    assert action(wallet, "BookFlightIntent", {"destination": "Accra"}) == (200, {"result": {}})


def test_loading_another_currency_is_refused_with_a_sentence(wallet):
    status, answer = action(wallet, "LoadFundsIntent", {"amount": {"amount": 20, "currency": "EUR"}})
    assert status == 422
    assert answer == {"error": {"sentenceSiriShouldSay": "I can only load US dollars into your wallet."}}
    assert wallet.balance() == 10000


@pytest.mark.parametrize("amount, sentence", [
    (0.001, "I can only move whole cents, and more than nothing."),
    (0, "I can only move whole cents, and more than nothing."),
    (1e300, "I can move at most $1,000,000.00 at once."),
])
def test_an_amount_the_wallet_cannot_hold_is_refused_with_a_sentence(wallet, amount, sentence):
    status, answer = action(wallet, "LoadFundsIntent", {"amount": {"amount": amount, "currency": "USD"}})
    assert (status, answer) == (422, {"error": {"sentenceSiriShouldSay": sentence}})
    assert wallet.balance() == 10000


def test_one_key_for_two_different_actions_is_refused(wallet):
    assert action(wallet, "LoadFundsIntent", {"amount": {"amount": 5, "currency": "USD"}})[0] == 200
    status, _ = action(wallet, "LoadFundsIntent", {"amount": {"amount": 50, "currency": "USD"}})
    assert status == 422
    assert wallet.balance() == 10500


# ---------------------------------------------------------------------------------------------------
# The co-process path: /api/voice-assistant consults `shortcuts ask --stdin --fulfillment` first
# ---------------------------------------------------------------------------------------------------
@pytest.fixture()
def coprocess(wallet):
    # Made once the app's port is known, since the co-process calls back into its /api/actions.
    shortcuts = ShortcutsCoprocess(BINARY, REGISTRY, fulfillment=f"{wallet.url}/api/actions")
    wallet.app.config["SHORTCUTS"] = shortcuts
    yield shortcuts
    shortcuts.close()


def test_coprocess_a_local_action_changes_the_balance_without_the_llm(wallet, coprocess):
    status, answer = turn(wallet.url, "load 20 dollars into VillagePay")
    assert (status, answer["sentenceSiriShouldSay"], answer["source"]) == \
        (200, "Loading $20.00 into your wallet.", "local")
    assert answer["parameters"] == {"amount": {"amount": 20, "currency": "USD"}}
    assert wallet.balance() == 12000
    assert wallet.llm.payloads == []


def test_coprocess_the_two_turn_load_exchange_completes_locally(wallet, coprocess):
    first = turn(wallet.url, "load money in VillagePay")[1]
    assert (first["sentenceSiriShouldSay"], first["continueConversation"]) == ("How much would you like to load?", True)
    assert wallet.balance() == 10000
    history = after_question("load money in VillagePay", first["sentenceSiriShouldSay"])
    second = turn(wallet.url, "twenty dollars", history)[1]
    assert second["sentenceSiriShouldSay"] == "Loading $20.00 into your wallet."
    assert wallet.balance() == 12000
    assert wallet.llm.payloads == []


def test_coprocess_a_transfer_asks_then_moves_once_on_yes(wallet, coprocess):
    question = turn(wallet.url, TRANSFER)[1]
    assert (question["sentenceSiriShouldSay"], question["source"]) == (TRANSFER_QUESTION, "local")
    assert wallet.transfers() == []
    key = {"Idempotency-Key": "app-turn-1"}
    first = turn(wallet.url, "yes", after_question(), key)
    second = turn(wallet.url, "yes", after_question(), key)
    assert first == second
    assert first[1]["sentenceSiriShouldSay"] == "Sending $20.00 to Amara Okafor."
    assert wallet.transfers() == [("contact-amara", 2000)]
    assert wallet.sql("SELECT key FROM idempotency_keys") == [("app-turn-1",)]  # the app's key reached the wallet
    assert wallet.llm.payloads == []


def test_coprocess_a_refusal_is_said_as_the_wallet_wrote_it(wallet, coprocess):
    history = after_question("send 500 dollars to Amara", "Send $500.00 to Amara Okafor?")
    answer = turn(wallet.url, "yes", history)[1]
    assert answer["sentenceSiriShouldSay"] == "Your wallet has $100.00, which isn't enough to send $500.00."
    assert wallet.transfers() == []
    assert wallet.llm.payloads == []


def test_coprocess_an_action_answered_too_late_says_not_sure_and_never_asks_the_llm(wallet):
    shortcuts = ShortcutsCoprocess(BINARY, REGISTRY, fulfillment=f"{wallet.url}/api/actions", fulfillment_timeout=0.5)
    wallet.app.config["SHORTCUTS"] = shortcuts
    try:
        wallet.gate = ReplyGate()
        status, answer = turn(wallet.url, "load 20 dollars into VillagePay")
        assert (status, answer["sentenceSiriShouldSay"], answer["outcome"]) == (502, UNKNOWN_OUTCOME, "outcomeUnknown")
        assert wallet.gate.committed.wait(timeout=30)
        assert wallet.balance() == 12000
        assert wallet.llm.payloads == []
    finally:
        wallet.gate.released.set()
        shortcuts.close()


def test_coprocess_an_unmatched_turn_goes_to_the_llm_once_with_the_payload_unchanged(wallet, coprocess):
    history = [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "Hi!"}]
    status, answer = turn(wallet.url, "what is the capital of Ghana", history)
    assert (status, answer) == (200, {
        "sentenceSiriShouldSay": "(stub LLM) You said: what is the capital of Ghana",
        "continueConversation": False,
        "source": "llm",
    })
    assert wallet.llm.payloads == [{"conversation_history": history, "current_query": "what is the capital of Ghana"}]


def test_coprocess_a_negative_phrase_goes_to_the_llm(wallet, coprocess):
    assert turn(wallet.url, "open the village gate")[1]["source"] == "llm"
    assert len(wallet.llm.payloads) == 1


@pytest.mark.parametrize(
    "body",
    [{"query": "hi"}, {"current_query": 3}, {"current_query": "x", "conversation_history": [{"role": "system"}]}, [1]],
)
def test_coprocess_a_payload_that_is_not_the_contract_is_400(wallet, coprocess, body):
    status, answer = post(f"{wallet.url}/api/voice-assistant", body)
    assert status == 400 and "error" in answer
    assert wallet.llm.payloads == []


def test_coprocess_a_killed_coprocess_is_restarted(wallet, coprocess):
    assert turn(wallet.url, "check my balance")[1]["sentenceSiriShouldSay"] == "Your balance is $100.00."
    os.kill(coprocess.pid, signal.SIGKILL)
    assert turn(wallet.url, "check my savings balance")[1]["sentenceSiriShouldSay"] == \
        "Your savings balance is $5,000.00."
    assert wallet.llm.payloads == []


def test_coprocess_a_body_without_a_json_content_type_is_still_read(wallet, coprocess):
    request = urllib.request.Request(f"{wallet.url}/api/voice-assistant", data=b'{"current_query": "check my balance"}',
                                     headers={"Content-Type": "text/plain"}, method="POST")
    with urllib.request.urlopen(request, timeout=30) as response:
        assert json.loads(response.read())["source"] == "local"


def test_without_the_binary_every_turn_still_gets_an_answer_from_the_llm(wallet):
    wallet.app.config["SHORTCUTS"] = ShortcutsCoprocess("/nonexistent/shortcuts", REGISTRY)
    assert turn(wallet.url, "check my balance")[1]["source"] == "llm"
    assert len(wallet.llm.payloads) == 1


def test_a_bare_binary_name_is_refused_since_it_could_run_apples_shortcuts():
    with pytest.raises(ValueError, match="must be a path"):
        ShortcutsCoprocess("shortcuts", REGISTRY)
