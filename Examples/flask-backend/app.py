"""A Flask backend in miniature for the app's Siri intent, local-first.

It implements the voice-assistant contract on POST /api/voice-assistant:

    request:  {"conversation_history": [{"role": "user"|"assistant", "content": "..."}],
               "current_query": "..."}
    response: {"sentenceSiriShouldSay": "...", "continueConversation": true|false, "source": ...}

Each turn is first put to `shortcuts ask --stdin` (a co-process holding the compiled registry). When the
registry answers (an intent's dialog, or the prompt for a missing parameter) that answer is returned
at once, with `intent` and `parameters` for the app's own code to act on. Only when no phrase matches
is the LLM called, exactly as before.

Configuration: SHORTCUTS_BIN (the built `shortcuts` binary) and SHORTCUTS_REGISTRY (shortcuts.json).
"""

from __future__ import annotations

import os
from typing import Any, Callable

from flask import Flask, jsonify, request

from shortcuts_coprocess import ShortcutsCoprocess, ShortcutsError

USER_FACING_ERROR = "Voice Assistant Feature is not working at the moment."


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


def create_app(shortcuts: ShortcutsCoprocess, llm: Callable[[dict[str, Any]], dict[str, Any]] = stub_llm) -> Flask:
    app = Flask(__name__)

    @app.post("/api/voice-assistant")
    def voice_assistant():
        # Parsed whatever the Content-Type says: the app has always sent JSON, with or without the header.
        payload = request.get_json(force=True, silent=True)
        problem = contract_error(payload)
        if problem is not None:
            return jsonify({"error": problem}), 400

        try:
            answer = shortcuts.ask(payload)
        except ShortcutsError as error:
            # The local layer is an optimisation: when it fails, the turn goes to the LLM as before.
            app.logger.warning("shortcuts unavailable, asking the LLM: %s", error)
            answer = {"error": {"kind": "unavailable"}}

        if "error" not in answer:
            return jsonify(answer)

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
    coprocess = ShortcutsCoprocess(
        binary=os.environ.get("SHORTCUTS_BIN", os.path.join(root, ".build", "debug", "shortcuts")),
        registry=os.environ.get("SHORTCUTS_REGISTRY", os.path.join(root, "shortcuts.json")),
    )
    create_app(coprocess).run(host="127.0.0.1", port=int(os.environ.get("PORT", "5000")))
