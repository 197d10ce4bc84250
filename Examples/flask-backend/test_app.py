"""The Flask backend against the real `shortcuts` binary: local answers first, the LLM only for the rest."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from app import create_app, stub_llm
from shortcuts_coprocess import ShortcutsCoprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = os.environ.get("SHORTCUTS_BIN", os.path.join(ROOT, ".build", "debug", "shortcuts"))
REGISTRY = os.environ.get("SHORTCUTS_REGISTRY", os.path.join(ROOT, "shortcuts.json"))


class CountingLLM:
    def __init__(self) -> None:
        self.payloads: list[dict[str, Any]] = []

    def __call__(self, payload: dict[str, Any]) -> dict[str, Any]:
        self.payloads.append(payload)
        return stub_llm(payload)


@pytest.fixture()
def setup():
    assert os.access(BINARY, os.X_OK), f"build the binary first (swift build): {BINARY}"
    coprocess = ShortcutsCoprocess(BINARY, REGISTRY)
    llm = CountingLLM()
    client = create_app(coprocess, llm).test_client()
    yield client, llm, coprocess
    coprocess.close()


def turn(client, query: str, history: list[dict[str, str]] | None = None):
    return client.post("/api/voice-assistant", json={"conversation_history": history or [], "current_query": query})


def test_a_matched_phrase_is_answered_locally_without_the_llm(setup):
    client, llm, _ = setup
    response = turn(client, "send $15.50 to Jonas with VillagePay")
    assert response.status_code == 200
    assert response.get_json() == {
        "sentenceSiriShouldSay": "Sending $15.50 to Jonas Weber.",
        "continueConversation": False,
        "source": "local",
        "intent": "TransferMoneyIntent",
        "parameters": {"recipient": "contact-jonas", "amount": {"amount": 15.5, "currency": "USD"}},
    }
    assert llm.payloads == []


def test_the_two_turn_load_exchange_completes_locally(setup):
    client, llm, _ = setup
    first = turn(client, "load money in VillagePay").get_json()
    assert first["sentenceSiriShouldSay"] == "How much would you like to load?"
    assert first["continueConversation"] is True
    history = [
        {"role": "user", "content": "load money in VillagePay"},
        {"role": "assistant", "content": first["sentenceSiriShouldSay"]},
    ]
    second = turn(client, "twenty dollars", history).get_json()
    assert second["sentenceSiriShouldSay"] == "Loading $20.00 into your wallet."
    assert second["continueConversation"] is False
    assert second["parameters"] == {"amount": {"amount": 20, "currency": "USD"}}
    assert llm.payloads == []


def test_an_unmatched_turn_goes_to_the_llm_once_with_the_payload_unchanged(setup):
    client, llm, _ = setup
    history = [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "Hi!"}]
    response = turn(client, "what is the capital of Ghana", history)
    assert response.status_code == 200
    assert response.get_json() == {
        "sentenceSiriShouldSay": "(stub LLM) You said: what is the capital of Ghana",
        "continueConversation": False,
        "source": "llm",
    }
    assert llm.payloads == [{"conversation_history": history, "current_query": "what is the capital of Ghana"}]


def test_a_negative_phrase_goes_to_the_llm(setup):
    client, llm, _ = setup
    assert turn(client, "open the village gate").get_json()["source"] == "llm"
    assert len(llm.payloads) == 1


@pytest.mark.parametrize(
    "body",
    [{"query": "hi"}, {"current_query": 3}, {"current_query": "x", "conversation_history": [{"role": "system"}]}, [1]],
)
def test_a_payload_that_is_not_the_contract_is_400(setup, body):
    client, llm, _ = setup
    response = client.post("/api/voice-assistant", json=body)
    assert response.status_code == 400
    assert "error" in response.get_json()
    assert llm.payloads == []


def test_a_killed_coprocess_is_restarted(setup):
    client, llm, coprocess = setup
    assert turn(client, "check my balance").get_json()["source"] == "local"
    os.kill(coprocess.pid, signal.SIGKILL)
    assert turn(client, "check my savings balance").get_json()["sentenceSiriShouldSay"] == "Here is your savings balance."
    assert llm.payloads == []


def test_without_the_binary_every_turn_still_gets_an_answer_from_the_llm():
    llm = CountingLLM()
    client = create_app(ShortcutsCoprocess("/nonexistent/shortcuts", REGISTRY), llm).test_client()
    assert turn(client, "check my balance").get_json()["source"] == "llm"
    assert len(llm.payloads) == 1


def test_a_bare_binary_name_is_refused_since_it_could_run_apples_shortcuts():
    with pytest.raises(ValueError, match="must be a path"):
        ShortcutsCoprocess("shortcuts", REGISTRY)


def test_a_body_without_a_json_content_type_is_still_read(setup):
    client, llm, _ = setup
    response = client.post("/api/voice-assistant", data='{"current_query": "check my balance"}', content_type="text/plain")
    assert response.status_code == 200
    assert response.get_json()["source"] == "local"
