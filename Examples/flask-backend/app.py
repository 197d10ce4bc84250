"""A Flask backend in miniature for the app's Siri intent: a SQLite wallet that `shortcuts` fulfils.

Routes:

    POST /api/actions          the action endpoint: runs one matched intent with parameterized SQL (no LLM)
    POST /api/llm              the voice-assistant contract answered by the LLM (a stub here)
    POST /api/voice-assistant  the contract, local-first through the `shortcuts ask --stdin` co-process

Put `shortcuts serve --fallback .../api/llm --fulfillment .../api/actions` in front of this app, or let the
app answer turns itself on /api/voice-assistant; either way a turn the registry covers runs its action
here, once, and Siri says its result.

The action endpoint's contract (what `shortcuts` posts, and what it reads back):

    request:  Idempotency-Key: <key>   (required)
              {"intent": "TransferMoneyIntent",
               "parameters": {"recipient": "contact-amara", "amount": {"amount": 20, "currency": "USD"}},
               "conversation_history": [...], "current_query": "...", ...}
    200:      {"result": {NAME: VALUE, ...}}                       the action ran; VALUEs fill the dialog
    402, 422: {"error": {"sentenceSiriShouldSay": "..."}}          refused; nothing changed; Siri says it
    400:      {"error": "..."}                                     not an action this app knows; nothing ran

A key seen before returns the reply stored with it and does nothing: the action and the key's record
commit in one transaction, begun with BEGIN IMMEDIATE, so a retry arriving while the first request runs
waits for it and then finds the key. Reads (CheckBalanceIntent) change nothing and are not recorded.

Configuration (environment, for `python app.py`): WALLET_DATABASE (the SQLite file, created with its
schema on start), SHORTCUTS_BIN (the built `shortcuts` binary), SHORTCUTS_REGISTRY (shortcuts.json), PORT.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from contextlib import closing
from decimal import Decimal
from typing import Any, Callable, Optional

from flask import Flask, Response, jsonify, request

from shortcuts_coprocess import ShortcutsCoprocess, ShortcutsError

USER_FACING_ERROR = "Voice Assistant Feature is not working at the moment."
CURRENCY = "USD"
MAXIMUM_KEY_LENGTH = 255
MAXIMUM_CENTS = 100_000_000  # $1,000,000: more is refused, never overflows SQLite's 64-bit integers

SCHEMA = """
CREATE TABLE IF NOT EXISTS accounts (
    name          TEXT PRIMARY KEY,
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
);
CREATE TABLE IF NOT EXISTS bills (
    biller       TEXT PRIMARY KEY,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0)
);
CREATE TABLE IF NOT EXISTS loads (
    id              INTEGER PRIMARY KEY,
    amount_cents    INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE IF NOT EXISTS transfers (
    id              INTEGER PRIMARY KEY,
    recipient       TEXT NOT NULL,
    amount_cents    INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE IF NOT EXISTS bill_payments (
    id              INTEGER PRIMARY KEY,
    biller          TEXT NOT NULL,
    amount_cents    INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
    key        TEXT PRIMARY KEY,
    action     TEXT NOT NULL,     -- the intent and parameters, to refuse one key used for two actions
    status     INTEGER NOT NULL,
    reply      TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT OR IGNORE INTO accounts (name, balance_cents) VALUES
    ('wallet', 10000), ('checking', 250000), ('savings', 500000);
INSERT OR IGNORE INTO bills (biller, amount_cents) VALUES
    ('electricity', 4500), ('water', 2350), ('gas', 3100), ('internet', 5999);
"""


# ---------------------------------------------------------------------------------------------------
# STUB: the LLM call. This stands in for the real backend's call to a language model (which would
# send the history and the query to the model, maybe run tools, and return its sentence). It is a
# stub so the example runs offline and its tests are deterministic; replace it with the real call.
# ---------------------------------------------------------------------------------------------------
def stub_llm(payload: dict[str, Any]) -> dict[str, Any]:
    return {
        "sentenceSiriShouldSay": f"(stub LLM) You said: {payload['current_query']}",
        "continueConversation": False,
    }


def contract_error(payload: Any) -> str | None:
    """Why the payload is not the contract's request, or None when it is."""
    if not isinstance(payload, dict):
        return "expected a JSON object"
    if not isinstance(payload.get("current_query"), str):
        return "'current_query' must be a string"
    history = payload.get("conversation_history", [])
    if not isinstance(history, list):
        return "'conversation_history' must be an array"
    for index, message in enumerate(history):
        if not isinstance(message, dict) or message.get("role") not in ("user", "assistant") \
                or not isinstance(message.get("content"), str):
            return f"conversation_history[{index}] must be {{\"role\": \"user\"|\"assistant\", \"content\": \"...\"}}"
    return None


# ---------------------------------------------------------------------------------------------------
# The wallet
# ---------------------------------------------------------------------------------------------------
def connect(path: str) -> sqlite3.Connection:
    """A connection with no implicit transactions: each action says BEGIN IMMEDIATE and COMMIT itself."""
    return sqlite3.connect(path, timeout=10, isolation_level=None)


def create_database(path: str) -> None:
    with closing(connect(path)) as db:
        db.execute("PRAGMA journal_mode=WAL")  # reads go on while an action writes
        db.executescript(SCHEMA)


class Refusal(Exception):
    """The action may not run; `sentence` tells the person why. Nothing has changed."""

    def __init__(self, status: int, sentence: str) -> None:
        super().__init__(sentence)
        self.status = status
        self.sentence = sentence


class BadAction(Exception):
    """The request is not an action this app knows how to run (a programming error on the caller's side)."""


def dollars(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


def money(cents: int) -> dict[str, Any]:
    """An amount as parameters and results are written: {"amount", "currency"}."""
    return {"amount": cents / 100, "currency": CURRENCY}


def amount_in_cents(parameters: dict[str, Any], refusal_for_currency: str) -> int:
    amount = parameters.get("amount")
    if not isinstance(amount, dict):
        raise BadAction("'amount' must be {\"amount\": NUMBER, \"currency\": CODE}")
    value, currency = amount.get("amount"), amount.get("currency")
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not isinstance(currency, str):
        raise BadAction("'amount' must be {\"amount\": NUMBER, \"currency\": CODE}")
    if currency != CURRENCY:
        raise Refusal(422, refusal_for_currency)
    cents = Decimal(str(value)) * 100
    if cents <= 0 or cents != cents.to_integral_value():
        raise Refusal(422, "I can only move whole cents, and more than nothing.")
    if cents > MAXIMUM_CENTS:
        raise Refusal(422, f"I can move at most {dollars(MAXIMUM_CENTS)} at once.")
    return int(cents)


def debit_wallet(db: sqlite3.Connection, cents: int, purpose: str) -> int:
    """Takes `cents` from the wallet and returns the new balance; refuses (402) when the wallet has less."""
    balance = db.execute("SELECT balance_cents FROM accounts WHERE name = 'wallet'").fetchone()[0]
    if balance < cents:
        raise Refusal(402, f"Your wallet has {dollars(balance)}, which isn't enough to {purpose}.")
    db.execute("UPDATE accounts SET balance_cents = balance_cents - ? WHERE name = 'wallet'", (cents,))
    return balance - cents


def check_balance(db: sqlite3.Connection, parameters: dict[str, Any], key: str) -> dict[str, Any]:
    account = parameters.get("account", "wallet")
    if not isinstance(account, str):
        raise BadAction("'account' must be an account's name")
    row = db.execute("SELECT balance_cents FROM accounts WHERE name = ?", (account,)).fetchone()
    if row is None:
        raise Refusal(422, "You don't have an account by that name.")
    return {"balance": money(row[0])}


def load_funds(db: sqlite3.Connection, parameters: dict[str, Any], key: str) -> dict[str, Any]:
    cents = amount_in_cents(parameters, "I can only load US dollars into your wallet.")
    db.execute("UPDATE accounts SET balance_cents = balance_cents + ? WHERE name = 'wallet'", (cents,))
    db.execute("INSERT INTO loads (amount_cents, idempotency_key) VALUES (?, ?)", (cents, key))
    balance = db.execute("SELECT balance_cents FROM accounts WHERE name = 'wallet'").fetchone()[0]
    return {"balance": money(balance)}


def transfer_money(db: sqlite3.Connection, parameters: dict[str, Any], key: str) -> dict[str, Any]:
    recipient = parameters.get("recipient")
    if not isinstance(recipient, str):
        raise BadAction("'recipient' must be a contact id")
    cents = amount_in_cents(parameters, "I can only send US dollars.")
    balance = debit_wallet(db, cents, f"send {dollars(cents)}")
    cursor = db.execute(
        "INSERT INTO transfers (recipient, amount_cents, idempotency_key) VALUES (?, ?, ?)", (recipient, cents, key))
    return {"transfer": cursor.lastrowid, "balance": money(balance)}


def pay_bill(db: sqlite3.Connection, parameters: dict[str, Any], key: str) -> dict[str, Any]:
    biller = parameters.get("biller")
    if not isinstance(biller, str):
        raise BadAction("'biller' must be a biller's name")
    row = db.execute("SELECT amount_cents FROM bills WHERE biller = ?", (biller,)).fetchone()
    if row is None:
        raise Refusal(422, f"You have no {biller} bill to pay.")
    cents = row[0]
    balance = debit_wallet(db, cents, f"pay your {dollars(cents)} {biller} bill")
    cursor = db.execute(
        "INSERT INTO bill_payments (biller, amount_cents, idempotency_key) VALUES (?, ?, ?)", (biller, cents, key))
    return {"payment": cursor.lastrowid, "amount": money(cents), "balance": money(balance)}


Action = Callable[[sqlite3.Connection, dict[str, Any], str], dict[str, Any]]
# Reads change nothing, so they run afresh every time and their keys are not recorded.
READS: dict[str, Action] = {"CheckBalanceIntent": check_balance}
WRITES: dict[str, Action] = {
    "LoadFundsIntent": load_funds,
    "TransferMoneyIntent": transfer_money,
    "PayBillIntent": pay_bill,
}


def registered_intents(registry: str) -> frozenset[str]:
    with open(registry, encoding="utf-8") as file:
        return frozenset(intent["name"] for intent in json.load(file)["intents"])


def run_action(database: str, key: str, intent: str, parameters: dict[str, Any]) -> tuple[int, str]:
    """Runs the action once per key and returns its status and JSON reply, stored or new.

    The key is looked up, the action runs and the key's record is written in one transaction. BEGIN
    IMMEDIATE takes the write lock before the lookup, so a concurrent request with the same key waits
    until this one committed and then finds the key: the money moves once.
    """
    fingerprint = json.dumps({"intent": intent, "parameters": parameters}, sort_keys=True)
    action = READS.get(intent) or WRITES.get(intent)
    with closing(connect(database)) as db:
        db.execute("BEGIN IMMEDIATE")
        try:
            stored = db.execute(
                "SELECT action, status, reply FROM idempotency_keys WHERE key = ?", (key,)).fetchone()
            if stored is not None:
                db.execute("ROLLBACK")
                if stored[0] != fingerprint:
                    return 422, json.dumps({"error": "this Idempotency-Key was used for another action"})
                return stored[1], stored[2]
            db.execute("SAVEPOINT action")
            try:
                status, reply = 200, {"result": action(db, parameters, key) if action else {}}
            except Refusal as refusal:
                # Nothing the action did stays; the refusal is recorded so a retry hears the same sentence.
                db.execute("ROLLBACK TO action")
                status, reply = refusal.status, {"error": {"sentenceSiriShouldSay": refusal.sentence}}
            db.execute("RELEASE action")
            body = json.dumps(reply)
            if intent in WRITES:
                db.execute(
                    "INSERT INTO idempotency_keys (key, action, status, reply) VALUES (?, ?, ?, ?)",
                    (key, fingerprint, status, body))
            db.execute("COMMIT")
            return status, body
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise


def action_error(action: Any, intents: frozenset[str]) -> str | None:
    """Why the body is not an action request, or None when it is."""
    if not isinstance(action, dict):
        return "expected a JSON object"
    if not isinstance(action.get("intent"), str):
        return "'intent' must be a string"
    if action["intent"] not in intents:
        return f"unknown intent {action['intent']!r}"
    if not isinstance(action.get("parameters"), dict):
        return "'parameters' must be an object"
    return None


def create_app(
    database: str,
    registry: str,
    shortcuts: Optional[ShortcutsCoprocess] = None,
    llm: Callable[[dict[str, Any]], dict[str, Any]] = stub_llm,
    after_commit: Optional[Callable[[str, str], None]] = None,
) -> Flask:
    """The app over the wallet at `database` (created with its schema if new).

    - registry: the shortcuts.json whose intents the action endpoint accepts.
    - shortcuts: the co-process /api/voice-assistant consults first; it can also be set later as
      `app.config["SHORTCUTS"]`, once the app's own /api/actions URL is known. None: every turn goes to
      the LLM.
    - after_commit: called with the intent and key once an action's transaction has ended (committed, or
      found the key's stored reply), before the reply is sent; tests hold a reply there to play a
      backend that answers too late.
    """
    create_database(database)
    intents = registered_intents(registry)
    app = Flask(__name__)
    app.config["SHORTCUTS"] = shortcuts

    @app.post("/api/actions")
    def actions():
        key = request.headers.get("Idempotency-Key", "")
        if not key.strip() or len(key) > MAXIMUM_KEY_LENGTH:
            problem = f"an Idempotency-Key header of 1 to {MAXIMUM_KEY_LENGTH} characters is required"
            return jsonify({"error": problem}), 400
        action = request.get_json(force=True, silent=True)
        problem = action_error(action, intents)
        if problem is not None:
            return jsonify({"error": problem}), 400
        try:
            status, body = run_action(database, key, action["intent"], action["parameters"])
        except BadAction as error:
            return jsonify({"error": str(error)}), 400
        if after_commit is not None:
            after_commit(action["intent"], key)
        return Response(body, status=status, mimetype="application/json")

    @app.post("/api/llm")
    def llm_endpoint():
        payload = request.get_json(force=True, silent=True)
        problem = contract_error(payload)
        if problem is not None:
            return jsonify({"error": problem}), 400
        return ask_llm(payload)

    @app.post("/api/voice-assistant")
    def voice_assistant():
        # Parsed whatever the Content-Type says: the app has always sent JSON, with or without the header.
        payload = request.get_json(force=True, silent=True)
        problem = contract_error(payload)
        if problem is not None:
            return jsonify({"error": problem}), 400

        coprocess: Optional[ShortcutsCoprocess] = app.config["SHORTCUTS"]
        try:
            if coprocess is None:
                raise ShortcutsError("no co-process is configured")
            turn = dict(payload)
            if "Idempotency-Key" in request.headers and "idempotency_key" not in turn:
                turn["idempotency_key"] = request.headers["Idempotency-Key"]
            answer = coprocess.ask(turn)
        except ShortcutsError as error:
            # The local layer is an optimisation: when it fails, the turn goes to the LLM as before.
            app.logger.warning("shortcuts unavailable, asking the LLM: %s", error)
            answer = {"error": {"kind": "unavailable"}}

        if "error" not in answer:
            return jsonify(answer)
        failure = answer["error"]
        if failure.get("kind") == "actionFailed":
            # The action may have run: say what shortcuts says about it, and never let the LLM try again.
            return jsonify({
                "sentenceSiriShouldSay": failure["sentenceSiriShouldSay"],
                "continueConversation": False,
                "source": "local",
                "intent": failure.get("intent"),
                "outcome": failure.get("outcome"),
            }), 502
        return ask_llm(payload)

    def ask_llm(payload: dict[str, Any]):
        try:
            reply = llm(payload)
        except Exception:  # the real LLM call can fail in many ways; Siri must still say something
            app.logger.exception("LLM call failed")
            return jsonify({"sentenceSiriShouldSay": USER_FACING_ERROR, "continueConversation": False}), 502
        return jsonify({**reply, "source": "llm"})

    return app


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    port = int(os.environ.get("PORT", "5000"))
    registry = os.environ.get("SHORTCUTS_REGISTRY", os.path.join(root, "shortcuts.json"))
    coprocess = ShortcutsCoprocess(
        binary=os.environ.get("SHORTCUTS_BIN", os.path.join(root, ".build", "debug", "shortcuts")),
        registry=registry,
        fulfillment=f"http://127.0.0.1:{port}/api/actions",
    )
    wallet = os.environ.get("WALLET_DATABASE", os.path.join(here, "wallet.sqlite3"))
    create_app(wallet, registry, coprocess).run(host="127.0.0.1", port=port, threaded=True)
