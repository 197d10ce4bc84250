#!/usr/bin/env python3
"""Measures the converted Home Assistant grammar on Home Assistant's own English test sentences.

    python3 Scripts/home-assistant/evaluate.py --tests DIR [--shortcuts .build/debug/shortcuts]

DIR holds `tests/en/*.yaml` of the home-assistant/intents repository (with `_fixtures.yaml`); it is not
part of this repository. The script converts the grammar (convert.py, the pinned `home-assistant-intents`
package or `--grammar FILE`), turns every test sentence into a `shortcuts test` case line, with the
fixtures' areas, floors and entity names as per-request entity values and the test's context area as the
request's context, runs `shortcuts test`, and prints right / wrong / no match / not expressible, in all and
per intent.

How HA's expected slots are compared with a match's values (exactly, after these normalisations):
- entity values (area, floor, name) are the names HA expects: the converter makes an entity's id its name;
- a list of values (`device_class: [blind]`, a wildcard's `["pizza ", "pizza"]`) is its one value once
  trimmed (free text is trimmed);
- context members other than the area (`domain`, `device_class`) are not sent: they are not the speaker's
  context but the block's domain filter, which the registry expresses as filtered name types (below);
- a filtered name parameter (`name_vacuum`) is HA's `name`; its type's request values are the fixtures'
  entities of the filter's domains (and device classes), as HA knows each entity's domain;
- an expected `domain` or `device_class` that HA reports from the named entity (an entity of that name in
  the fixtures has it) is taken as said when the match names the entity: the caller knows it by the id.
A test of an intent the pinned grammar lacks is skipped (counted apart). A test that fails and whose intent
and slot names are those of a sentence the converter could not express is "not expressible".

Without the registry members an older matcher lacks (`--without`), a test that needs the context's area
is "not expressible" too, and a split intent's answer counts as its HA intent with its fixed values.
`--hassil` also runs Home Assistant's own matcher on the same sentences (hassil_baseline.py).

Standard library only (YAML through simple_yaml.py, the subset HA's test files use); `--hassil` needs
`pip install hassil`.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, str(Path(__file__).resolve().parent))
import convert  # noqa: E402
import simple_yaml  # noqa: E402


def fixture_entities(fixtures: dict, domain_filters: dict | None = None) -> dict[str, list[dict]]:
    """Per-request values of the converter's entity types, from HA's fixtures: id and title are the name.

    A filtered name type (`domain_filters`, from the converter's report) gets the fixtures' entities of its
    domains (and device classes) only, as Home Assistant, knowing each entity's domain, would send them."""

    def values(names):
        result, seen = [], set()
        for name in names:
            forms = convert.spellings(convert.parse_template(name), 16) or [name]
            title = forms[0]  # "Trader Joe[']s" is "Trader Joes", as HA names it
            if title.lower() in seen:
                continue
            seen.add(title.lower())
            value = {"id": title, "title": title}
            synonyms = [form for form in forms if form != title]
            if synonyms:
                value["synonyms"] = synonyms
            result.append(value)
        return result

    def admitted(entity, name_filter):
        device_class = (entity.get("attributes") or {}).get("device_class")
        return entity["id"].split(".", 1)[0] in name_filter.get("domain", [entity["id"].split(".", 1)[0]]) and (
            "device_class" not in name_filter or device_class in name_filter["device_class"]
        )

    result = {
        "Area": values(area["name"] for area in fixtures.get("areas", [])),
        "Floor": values(floor["name"] for floor in fixtures.get("floors", [])),
        "Name": values(entity["name"] for entity in fixtures.get("entities", [])),
    }
    for name_filter in (domain_filters or {}).values():
        result[name_filter["type"]] = values(
            entity["name"] for entity in fixtures.get("entities", []) if admitted(entity, name_filter)
        )
    return result


def expected_slots(slots: dict) -> dict:
    result = {}
    for key, value in (slots or {}).items():
        if isinstance(value, list):
            # HA lists every text a wildcard may capture ("pizza " and "pizza"): ours is trimmed.
            forms = list(dict.fromkeys(v.strip() if isinstance(v, str) else v for v in value))
            value = forms[0] if len(forms) == 1 else forms
        result[key] = value
    return result


def same_json(a, b) -> bool:
    """JSON equality with numbers compared by value (`50` is `50.0`), as `shortcuts test` compares."""
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return a == b
    return a == b


def entity_attributes(fixtures: dict) -> dict[str, list[dict]]:
    """Per entity name (lower-cased), the `domain` and `device_class` of each fixture entity so named."""
    result: dict[str, list[dict]] = defaultdict(list)
    for entity in fixtures.get("entities", []):
        attributes = {"domain": entity["id"].split(".", 1)[0]}
        device_class = (entity.get("attributes") or {}).get("device_class")
        if device_class:
            attributes["device_class"] = device_class
        for form in convert.spellings(convert.parse_template(entity["name"]), 16) or [entity["name"]]:
            result[form.lower()].append(attributes)
    return result


def same_answer(failure: str, info: dict, splits: dict, attributes: dict, renamed: dict | None = None) -> bool:
    """Whether a failed case got HA's intent and slots after all, under the readings `shortcuts test`
    cannot make: a split registry's intent stands for its HA intent and fixed values (a spoken value equal
    to another part's fixed value lands in that part: "1 hour and 30 seconds"), a filtered name parameter
    (`name_vacuum`, in `renamed`) is HA's slot (`name`), and the `domain` and `device_class` HA reports from
    the named entity are that entity's own (the caller knows them by id)."""
    match = re.search(r", got (\S+) (\{.*\})$", failure)
    if not match:
        return False
    name, values = match.group(1), json.loads(match.group(2))
    values = {(renamed or {}).get(key, key): value for key, value in values.items()}
    base, fixed = splits.get(name, [name, {}])
    merged = dict(values, **fixed)
    expected = info["slots"]
    if base != info["intent"]:
        return False
    named = attributes.get(str(merged.get("name", "")).lower(), [])
    for key in ("domain", "device_class"):
        if key in expected and key not in merged and any(a.get(key) == expected[key] for a in named):
            merged[key] = expected[key]
    return set(merged) == set(expected) and all(same_json(merged[key], expected[key]) for key in expected)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", required=True, help="HA's tests/en directory (with _fixtures.yaml)")
    parser.add_argument("--shortcuts", default=".build/debug/shortcuts", help="the shortcuts binary")
    parser.add_argument("--grammar", help="HA's data/en.json (default: the installed package)")
    parser.add_argument("--without", default="", help="as convert.py: registry features to do without")
    parser.add_argument("--show", choices=["wrong", "no-match", "all"], help="list the failures of this kind")
    parser.add_argument(
        "--hassil", action="store_true", help="also run HA's own matcher, hassil (pip install hassil), as the baseline"
    )
    parser.add_argument("--keep", help="keep the registry, cases and report in this directory")
    arguments = parser.parse_args(argv)

    tests_dir = Path(arguments.tests)
    fixtures = simple_yaml.load(tests_dir / "_fixtures.yaml")
    attributes = entity_attributes(fixtures)
    work = Path(arguments.keep) if arguments.keep else Path(tempfile.mkdtemp(prefix="ha-eval-"))
    work.mkdir(parents=True, exist_ok=True)
    registry_path, report_path = work / "registry.json", work / "report.json"
    convert_arguments = ["--output", str(registry_path), "--report", str(report_path)]
    if arguments.grammar:
        convert_arguments += ["--grammar", arguments.grammar]
    # The report names the filtered name types, whose values depend on the filter; a conversion without
    # request values bakes them in, so it runs second.
    convert.main(convert_arguments)
    domain_filters = json.loads(report_path.read_text()).get("domainFilters", {})
    entities = fixture_entities(fixtures, domain_filters)
    (work / "entities.json").write_text(json.dumps(entities))
    if arguments.without:
        convert.main(convert_arguments + ["--without", arguments.without, "--entities", str(work / "entities.json")])
    renamed = {slot: name_filter["slot"] for slot, name_filter in domain_filters.items()}
    registry = json.loads(registry_path.read_text())
    report = json.loads(report_path.read_text())
    without = set(report.get("without", []))
    splits = report.get("splitIntents", {})
    intents = {intent["name"] for intent in registry["intents"]}
    ha_intents = {splits.get(name, [name])[0] for name in intents}
    request_types = {name for name, t in registry["types"].items() if t.get("requestValues")}
    dropped_signatures = {(d["intent"], tuple(sorted(d["slots"]))) for d in report["dropped"]}

    cases, meta = [], []
    skipped = Counter()
    ignored_context = Counter()
    for path in sorted(tests_dir.glob("*.yaml")):
        if path.name.startswith("_"):
            continue
        document = simple_yaml.load(path) or {}
        for test in document.get("tests") or []:
            intent = test["intent"]
            name = intent["name"]
            if name not in ha_intents:
                skipped[name] += len(test["sentences"])
                continue
            slots = expected_slots(intent.get("slots"))
            context = dict(test.get("context") or {}, **(intent.get("context") or {}))
            for key in list(context):
                if key != "area":
                    ignored_context[key] += len(test["sentences"])
                    del context[key]
            target, parameters = name, dict(slots)
            if splits:
                # Without fixed values the converter split the intent: expect the part whose values match.
                for split, (base, values) in sorted(splits.items(), key=lambda item: -len(item[1][1])):
                    if base == name and all(slots.get(k) == v for k, v in values.items()):
                        target = split
                        parameters = {k: v for k, v in slots.items() if k not in values}
                        break
            # Without context values a test needs one only where it expects the context's area.
            needs_context = "context" in without and "area" in context and slots.get("area") == context["area"]
            for sentence in test["sentences"]:
                case = {"utterance": sentence, "intent": target, "parameters": parameters}
                present = {t: v for t, v in entities.items() if t in request_types}
                if present:
                    case["entities"] = present
                if context and "context" not in without:
                    case["context"] = context
                cases.append(case)
                meta.append(
                    {
                        "file": path.name,
                        "intent": name,
                        "signature": (name, tuple(sorted(slots))),
                        "needsContext": needs_context,
                        "slots": slots,
                        "utterance": sentence,
                        "haContext": dict(test.get("context") or {}, **(intent.get("context") or {})),
                    }
                )
    cases_path = work / "cases.jsonl"
    cases_path.write_text("".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases))
    process = subprocess.run(
        [arguments.shortcuts, "test", str(cases_path), "--registry", str(registry_path)],
        capture_output=True,
        text=True,
    )
    if process.returncode not in (0, 1):
        sys.stderr.write(process.stderr)
        raise SystemExit(f"error: shortcuts test exited {process.returncode}")
    failures: dict[int, str] = {}
    prefix = f"{cases_path}:"
    for line in process.stdout.splitlines():
        if line.startswith(prefix) and ": FAIL " in line:
            number = int(line[len(prefix) :].split(":", 1)[0])
            failures[number - 1] = line.split(": FAIL ", 1)[1]

    totals = Counter()
    per_intent: dict[str, Counter] = defaultdict(Counter)
    listed = []
    ours: list[str] = []
    for index, info in enumerate(meta):
        failure = failures.get(index)
        if failure is not None and same_answer(failure, info, splits, attributes, renamed):
            failure = None
        if failure is None:
            outcome = "right"
        elif info["needsContext"] or info["signature"] in dropped_signatures:
            outcome = "not expressible"
        elif ", got no match" in failure:
            outcome = "no match"
        else:
            outcome = "wrong"
        totals[outcome] += 1
        ours.append(outcome)
        if outcome == "no match":
            totals["ambiguous" if "(ambiguous)" in failure else "no phrase"] += 1
        per_intent[info["intent"]][outcome] += 1
        if failure and arguments.show and (arguments.show == "all" or arguments.show.replace("-", " ") == outcome):
            listed.append(f"{info['file']}: {outcome}: {failure}")

    kinds = ["right", "wrong", "no match", "not expressible"]
    total = sum(totals[kind] for kind in kinds)
    print(f"grammar: {report['grammar']}; without: {', '.join(sorted(without)) or 'nothing'}")
    print(f"{total} test sentences of {len(per_intent)} intents (the grammar has {len(ha_intents)})")
    for kind in kinds:
        share = 100 * totals[kind] / total if total else 0
        print(f"  {kind:16s} {totals[kind]:5d}  ({share:.1f} %)")
    print(f"  (no match: {totals['no phrase']} with no phrase, {totals['ambiguous']} ambiguous between parses)")
    if skipped:
        print(f"skipped: {sum(skipped.values())} sentences of intents the pinned grammar lacks: "
              + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items())))
    if ignored_context:
        print("context other than the area, not sent: " + ", ".join(f"{k} {v}" for k, v in sorted(ignored_context.items())))
    baseline: list[str] = []
    if arguments.hassil:
        import hassil_baseline

        grammar, _ = convert.load_grammar(arguments.grammar)
        baseline = hassil_baseline.outcomes(
            grammar,
            fixtures,
            [
                {"utterance": m["utterance"], "intent": m["intent"], "slots": m["slots"], "context": m["haContext"]}
                for m in meta
            ],
        )
        counts = Counter(baseline)
        print("hassil on the same sentences: " + ", ".join(f"{k} {counts[k]}" for k in ["right", "wrong", "no match"]))
        agreement = Counter(zip(ours, baseline))
        print("  both right {}, only ours right {}, only hassil right {}".format(
            agreement[("right", "right")],
            sum(v for (o, h), v in agreement.items() if o == "right" and h != "right"),
            sum(v for (o, h), v in agreement.items() if o != "right" and h == "right"),
        ))
    print()
    print(f"{'intent':30s} " + " ".join(f"{k:>15s}" for k in kinds) + ("    hassil right" if baseline else ""))
    for intent in sorted(per_intent):
        counts = per_intent[intent]
        hassil_right = sum(1 for m, h in zip(meta, baseline) if m["intent"] == intent and h == "right")
        print(f"{intent:30s} " + " ".join(f"{counts[k]:15d}" for k in kinds) + (f"{hassil_right:16d}" if baseline else ""))
    if baseline and arguments.show:
        for m, o, h in zip(meta, ours, baseline):
            if h == "right" and o != "right":
                listed.append(f"{m['file']}: hassil right, ours {o}: \"{m['utterance']}\"")
    for line in listed:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
