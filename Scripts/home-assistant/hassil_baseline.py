"""Home Assistant's own matcher, `hassil`, on the same test sentences, grammar and fixtures: the baseline.

Needs `python3 -m pip install hassil` (the evaluation's only dependency beyond the standard library, and
only with `evaluate.py --hassil`). The fixtures become hassil's slot lists: areas and floors by name, and
entities by name with their `domain` and `device_class` as the value's context, which is what HA's
`requires_context: {"domain": [...]}` checks. A test's `context` is the recognizer's intent context. The
answer is compared with the test's expected slots as evaluate.py compares the registry's: all of them,
numbers by value, a `domain`/`device_class` read from the matched entity's context.
"""

from __future__ import annotations


def outcomes(grammar: dict, fixtures: dict, cases: list[dict]) -> list[str]:
    """"right", "wrong" or "no match" per case (`utterance`, `intent`, `slots`, `context`)."""
    from hassil import Intents, recognize_best
    from hassil.intents import TextSlotList, TextSlotValue

    intents = Intents.from_dict(grammar)

    def entity_context(entity: dict) -> dict:
        context = {"domain": entity["id"].split(".", 1)[0]}
        device_class = (entity.get("attributes") or {}).get("device_class")
        if device_class:
            context["device_class"] = device_class
        return context

    slot_lists = {
        "area": TextSlotList.from_tuples([(area["name"], area["name"]) for area in fixtures.get("areas", [])]),
        "floor": TextSlotList.from_tuples([(floor["name"], floor["name"]) for floor in fixtures.get("floors", [])]),
        "name": TextSlotList(
            name="name",
            values=[
                TextSlotValue.from_tuple((entity["name"], entity["name"], entity_context(entity)))
                for entity in fixtures.get("entities", [])
            ],
        ),
    }
    results = []
    for case in cases:
        result = recognize_best(
            case["utterance"], intents, slot_lists=slot_lists, intent_context=case["context"] or None, language="en"
        )
        if result is None:
            results.append("no match")
            continue
        got = {entity.name: entity.value for entity in result.entities_list}
        expected = case["slots"]
        for key in ("domain", "device_class"):
            if key in expected and key not in got and result.context.get(key) == expected[key]:
                got[key] = expected[key]
        right = (
            result.intent.name == case["intent"]
            and set(got) == set(expected)
            and all(_same(got[key], expected[key]) for key in expected)
        )
        results.append("right" if right else "wrong")
    return results


def _same(got, expected) -> bool:
    if isinstance(got, str) and isinstance(expected, str):
        return got.strip() == expected.strip()
    if isinstance(got, (int, float)) and isinstance(expected, (int, float)):
        return got == expected
    return str(got) == str(expected)
