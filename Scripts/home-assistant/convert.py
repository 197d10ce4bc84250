#!/usr/bin/env python3
"""Converts Home Assistant's intent grammar (hassil's sentence templates) into a `shortcuts.json` registry.

Reads the English grammar of the PyPI package `home-assistant-intents` (pinned: see PINNED_VERSION; install it
with `python3 -m pip install home-assistant-intents==VERSION`, or give `--grammar FILE` for its `data/en.json`)
and writes one registry intent per HA intent and one shortcut per HA data block:

- a block's `slots` (fixed slot values, HA's `slots: {"domain": "light"}`) become the shortcut's `values`;
- `requires_context: {"area": {"slot": true}}` declares the intent's `area` parameter `"context": "area"`;
- expansion rules are inlined as groups, `[opt]` and `(a|b)` are kept, permutations `(a;b)` are spelled out
  as alternatives, letters glued to a group (`fan[s]`, `auto[matic]`) become whole-word alternatives;
- `{list}` / `{list:slot}` become `${slot}` parameters: HA `range` lists integer or number parameters with
  `minimum`, `maximum` and `step`; `wildcard` lists string parameters; `values` lists enum types (or, when the
  slot takes values of another kind too, one shortcut per value carrying it as a fixed value);
- `{area}`, `{floor}` and `{name}` (the user's installation) become the entity types Area, Floor and Name,
  declared `"requestValues": "replace"`: their values come with each request;
- a block's domain filter, `requires_context: {"domain": ["vacuum"]}` (and `device_class`), gives its `{name}`
  a parameter and entity type of its own, `name_vacuum` of type `NameVacuum` (request values, replaced): the
  caller sends that type only the entities of those domains. The report's `domainFilters` lists each such
  parameter with its HA slot (`name`), its type and its filter.

Entity ids are HA's names ("Living Room"), so a match's values read like HA's expected slots. What cannot be
expressed is counted and printed (stderr), never dropped silently; `--report FILE` writes it as JSON (the
evaluation script reads it to tell "not expressible" from "wrong").

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

PINNED_VERSION = "2026.12.1"

# Entity lists HA fills from the user's installation, not from the grammar's `lists`.
INSTALLATION_LISTS = {"area": "Area", "floor": "Floor", "name": "Name"}
# The longest template the registry takes (Template.maximumLength); a longer one is split at its top group.
MAXIMUM_TEMPLATE_BYTES = 4096
# The `requires_context` members that filter which entities `{name}` takes.
ENTITY_FILTER_KEYS = ("domain", "device_class")
# A glued word run (`fan[s]`) is spelled out as whole-word alternatives up to this many spellings.
MAXIMUM_GLUED_SPELLINGS = 64


# --- HA template syntax -----------------------------------------------------------------------------------


@dataclass
class Text:
    text: str


@dataclass
class ListRef:
    list_name: str
    slot: str


@dataclass
class RuleRef:
    name: str


@dataclass
class Seq:
    items: list


@dataclass
class Alt:
    options: list  # of Seq
    optional: bool = False


@dataclass
class Perm:
    items: list  # of Seq


class TemplateSyntaxError(ValueError):
    pass


def parse_template(source: str) -> Seq:
    """Parses hassil's template syntax: text, `[opt|alt]`, `(a|b)`, `(a;b)`, `<rule>`, `{list[:slot]}`."""
    position = 0

    def parse_sequence(terminators: str) -> tuple[list, str | None]:
        nonlocal position
        options: list[Seq] = []
        items: list = []
        separator = None
        buffer = ""
        while position < len(source):
            character = source[position]
            if character in terminators:
                break
            if character in "|;":
                if separator is not None and separator != character:
                    raise TemplateSyntaxError(f"mixed '|' and ';' in one group of {source!r}")
                separator = character
                if buffer:
                    items.append(Text(buffer))
                    buffer = ""
                options.append(Seq(items))
                items = []
                position += 1
                continue
            if character == "\\" and position + 1 < len(source):
                buffer += source[position + 1]
                position += 2
                continue
            if character in "[(":
                if buffer:
                    items.append(Text(buffer))
                    buffer = ""
                closing = "]" if character == "[" else ")"
                position += 1
                inner, inner_separator = parse_sequence(closing)
                if position >= len(source) or source[position] != closing:
                    raise TemplateSyntaxError(f"unclosed {character!r} in {source!r}")
                position += 1
                if inner_separator == ";":
                    if character == "[":
                        items.append(Alt([Seq([Perm(inner)])], optional=True))
                    else:
                        items.append(Perm(inner))
                else:
                    items.append(Alt(inner, optional=character == "["))
                continue
            if character in "<{":
                closing = ">" if character == "<" else "}"
                end = source.find(closing, position)
                if end < 0:
                    raise TemplateSyntaxError(f"unclosed {character!r} in {source!r}")
                if buffer:
                    items.append(Text(buffer))
                    buffer = ""
                name = source[position + 1 : end].strip()
                if character == "<":
                    items.append(RuleRef(name))
                else:
                    list_name, _, slot = name.partition(":")
                    items.append(ListRef(list_name.strip(), (slot or list_name).strip()))
                position = end + 1
                continue
            if character in "])>}":
                raise TemplateSyntaxError(f"unbalanced {character!r} in {source!r}")
            buffer += character
            position += 1
        if buffer:
            items.append(Text(buffer))
        options.append(Seq(items))
        return options, separator

    options, separator = parse_sequence("")
    if position != len(source):
        raise TemplateSyntaxError(f"unbalanced brackets in {source!r}")
    if len(options) == 1:
        return options[0]
    return Seq([Perm(options) if separator == ";" else Alt(options)])


# --- conversion to the registry's template syntax ---------------------------------------------------------


class Unsupported(Exception):
    """A construct the registry cannot express; `kind` is the summary's key."""

    def __init__(self, kind: str, detail: str):
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def inline_rules(node, rules: dict[str, Seq], stack: tuple = ()):
    """Replaces `<rule>` by its body as a group; a rule that reaches itself is unsupported."""
    if isinstance(node, RuleRef):
        if node.name in stack:
            raise Unsupported("recursive expansion rule", f"<{node.name}> expands to itself")
        if node.name not in rules:
            raise Unsupported("unknown expansion rule", f"<{node.name}> is not defined")
        return Alt([inline_rules(rules[node.name], rules, stack + (node.name,))])
    if isinstance(node, Seq):
        return Seq([inline_rules(item, rules, stack) for item in node.items])
    if isinstance(node, Alt):
        return Alt([inline_rules(option, rules, stack) for option in node.options], node.optional)
    if isinstance(node, Perm):
        return Perm([inline_rules(item, rules, stack) for item in node.items])
    return node


def expand_permutations(node):
    """`(a;b)` is any order of its items, spaced: `((a) (b)|(b) (a))`."""
    if isinstance(node, Seq):
        return Seq([expand_permutations(item) for item in node.items])
    if isinstance(node, Alt):
        return Alt([expand_permutations(option) for option in node.options], node.optional)
    if isinstance(node, Perm):
        items = [expand_permutations(item) for item in node.items]
        orders = []
        for order in itertools.permutations(items):
            sequence: list = []
            for index, item in enumerate(order):
                if index:
                    sequence.append(Text(" "))
                sequence.append(Alt([item]))
            orders.append(Seq(sequence))
        return Alt(orders)
    return node


def list_refs(node) -> list[ListRef]:
    if isinstance(node, ListRef):
        return [node]
    if isinstance(node, Seq):
        return [ref for item in node.items for ref in list_refs(item)]
    if isinstance(node, (Alt, Perm)):
        children = node.options if isinstance(node, Alt) else node.items
        return [ref for child in children for ref in list_refs(child)]
    return []


def spellings(node, limit: int) -> list[str] | None:
    """Every string a list-free node stands for, or `None` past `limit`."""
    if isinstance(node, Text):
        return [node.text]
    if isinstance(node, ListRef):
        return None
    if isinstance(node, Seq):
        results = [""]
        for item in node.items:
            parts = spellings(item, limit)
            if parts is None:
                return None
            results = [a + b for a in results for b in parts]
            if len(results) > limit:
                return None
        return results
    if isinstance(node, Alt):
        results = [] if not node.optional else [""]
        for option in node.options:
            parts = spellings(option, limit)
            if parts is None:
                return None
            results.extend(parts)
            if len(results) > limit:
                return None
        return results
    return None


def escape(text: str) -> str:
    return re.sub(r"([\[\]()|$\\{}])", r" ", text)


class Emitter:
    """Writes a parsed HA template in the registry's syntax, slots named by `slot_name`."""

    def __init__(self, slot_name):
        self.slot_name = slot_name

    def sequence(self, seq: Seq) -> str:
        # Split the sequence into word runs at whitespace; a run of several glued items is one word.
        runs: list[list] = [[]]
        for item in seq.items:
            if isinstance(item, Text):
                pieces = re.split(r"(\s+)", item.text)
                for piece in pieces:
                    if not piece:
                        continue
                    if piece.isspace():
                        runs.append([])
                    else:
                        runs[-1].append(Text(piece))
            else:
                runs[-1].append(item)
        words = [self.run(run) for run in runs if run]
        return " ".join(word for word in words if word)

    def run(self, items: list) -> str:
        if len(items) == 1:
            return self.item(items[0])
        # A slot glued to text (`{hours}[ |-]hour[s]`) is a word of its own: the tokenizer splits "5-hour"
        # and "50%" anyway. The text between slots is spelled out as whole words.
        parts, pending = [], []
        for item in items + [None]:
            if item is None or list_refs(item):
                if pending:
                    forms = spellings(Seq(pending), MAXIMUM_GLUED_SPELLINGS)
                    if forms is not None:
                        parts.append(self.alternatives(forms))
                    else:
                        parts.extend(self.item(glued) for glued in pending)
                    pending = []
                if item is not None:
                    parts.append(self.item(item))
            else:
                pending.append(item)
        return " ".join(part for part in parts if part)

    def alternatives(self, forms: list[str]) -> str:
        cleaned = []
        for form in forms:
            text = " ".join(escape(form).split())
            if text not in cleaned:
                cleaned.append(text)
        optional = "" in cleaned
        cleaned = [form for form in cleaned if form]
        if not cleaned:
            return ""
        if len(cleaned) == 1 and not optional:
            return cleaned[0]
        return ("[" if optional else "(") + "|".join(cleaned) + ("]" if optional else ")")

    def item(self, item) -> str:
        if isinstance(item, Text):
            return " ".join(escape(item.text).split())
        if isinstance(item, ListRef):
            return "${" + self.slot_name(item) + "}"
        if isinstance(item, Seq):
            return self.sequence(item)
        if isinstance(item, Alt):
            options = []
            for option in item.options:
                text = self.sequence(option)
                if text not in options:
                    options.append(text)
            optional = item.optional or "" in options
            options = [option for option in options if option]
            if not options:
                return ""
            if len(options) == 1 and not optional and (" " not in options[0] and "|" not in options[0] or is_group(options[0])):
                return options[0]
            return ("[" if optional else "(") + "|".join(options) + ("]" if optional else ")")
        raise TypeError(item)


def is_group(text: str) -> bool:
    """Whether the whole text is one bracketed group (`(a|b)` or `[a]`), so wrapping it again adds nothing."""
    if not text or text[0] not in "([":
        return False
    depth = 0
    for index, character in enumerate(text):
        depth += character in "([" and 1 or 0
        depth -= character in ")]" and 1 or 0
        if depth == 0:
            return index == len(text) - 1
    return False


def split_top(seq: Seq) -> list[Seq]:
    """Spells out the first group with alternatives, for a template over the registry's length limit."""
    for index, item in enumerate(seq.items):
        if isinstance(item, Alt) and len(item.options) > 1:
            before, after = seq.items[:index], seq.items[index + 1 :]
            result = [Seq(before + [Alt([option])] + after) for option in item.options]
            if item.optional:
                result.append(Seq(before + after))
            return result
    return []


# --- the grammar's lists -----------------------------------------------------------------------------------


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", name) if part)


@dataclass
class SlotSource:
    """What one `{list:slot}` reference reads: its kind and how."""

    kind: str  # "entity", "range", "wildcard", "values"
    list_name: str
    definition: dict = field(default_factory=dict)


def slot_source(ref: ListRef, lists: dict) -> SlotSource:
    if ref.list_name in INSTALLATION_LISTS and ref.list_name not in lists:
        return SlotSource("entity", ref.list_name)
    definition = lists.get(ref.list_name)
    if definition is None:
        raise Unsupported("unknown list", f"{{{ref.list_name}}} is neither in the grammar's lists nor area/floor/name")
    if "range" in definition:
        return SlotSource("range", ref.list_name, definition["range"])
    if definition.get("wildcard"):
        return SlotSource("wildcard", ref.list_name, definition)
    if "values" in definition:
        return SlotSource("values", ref.list_name, definition)
    raise Unsupported("unknown list kind", f"{{{ref.list_name}}} has keys {sorted(definition)}")


def value_out(value):
    """A values-list entry's `out` (its `in` when it has none)."""
    if isinstance(value, str):
        return value
    return value.get("out", value.get("in"))


def value_in(value) -> str:
    return value if isinstance(value, str) else value["in"]


# --- the converter -----------------------------------------------------------------------------------------


class Converter:
    def __init__(self, grammar: dict, app_name: str):
        self.grammar = grammar
        self.app_name = app_name
        self.lists = grammar.get("lists", {})
        self.rules: dict[str, Seq] = {}
        self.summary: Counter = Counter()
        self.approximations: Counter = Counter()
        self.dropped: list[dict] = []
        self.types: dict[str, dict] = {}
        self.intents: list[dict] = []
        self.shortcuts: list[dict] = []
        # Filtered name parameter -> {"slot": "name", "type": ..., "domain": [...], "device_class": [...]}.
        self.domain_filters: dict[str, dict] = {}
        for name, body in grammar.get("expansion_rules", {}).items():
            self.rules[name] = parse_template(body)

    def drop(self, intent: str, block: int, sentence: str, error: Unsupported, slots: dict):
        self.summary[error.kind] += 1
        self.dropped.append(
            {
                "intent": intent,
                "block": block,
                "sentence": sentence,
                "reason": error.kind,
                "detail": error.detail,
                "slots": sorted(slots),
            }
        )

    def convert(self) -> dict:
        for intent_name in sorted(self.grammar["intents"]):
            self.convert_intent(intent_name, self.grammar["intents"][intent_name])
        registry = {
            "version": 1,
            "locale": "en",
            "app": {"name": self.app_name},
            "fillers": {
                "leading": sorted(set(self.grammar.get("skip_words", []))),
                "trailing": sorted(set(self.grammar.get("skip_words", []))),
            },
            "types": dict(sorted(self.types.items())),
            "intents": self.intents,
            "shortcuts": self.shortcuts,
        }
        return registry

    def convert_intent(self, intent_name: str, intent: dict):
        # First pass: parse every sentence and learn each slot's sources across the intent.
        blocks = []
        sources: dict[str, dict[str, SlotSource]] = defaultdict(dict)
        fixed_slots: dict[str, set] = defaultdict(set)
        filtered_types: dict[str, str] = {}  # filtered name parameter -> its entity type
        for block_index, block in enumerate(intent["data"]):
            parsed = []
            name_filter = entity_filter(block.get("requires_context", {}))
            for sentence in block["sentences"]:
                try:
                    tree = expand_permutations(inline_rules(parse_template(sentence), self.rules))
                    if name_filter:
                        tree = rename_slot(tree, "name", filtered_name(name_filter)[0])
                    refs = list_refs(tree)
                    for ref in refs:
                        sources[ref.slot][ref.list_name] = slot_source(ref, self.lists)
                    if any(";" in s for s in [sentence]):
                        self.approximations["permutation spelled out as alternatives"] += 1
                    parsed.append((sentence, tree, refs))
                except Unsupported as error:
                    self.drop(intent_name, block_index, sentence, error, block.get("slots", {}))
                except TemplateSyntaxError as error:
                    self.drop(intent_name, block_index, sentence, Unsupported("template syntax", str(error)), {})
            if name_filter and any(ref.slot == filtered_name(name_filter)[0] for _, _, refs in parsed for ref in refs):
                slot, type_name = filtered_name(name_filter)
                filtered_types[slot] = type_name
                self.domain_filters[slot] = {"slot": "name", "type": type_name, **name_filter}
            for slot, value in block.get("slots", {}).items():
                fixed_slots[slot].add(json.dumps(value))
            blocks.append((block_index, block, parsed))

        parameters: dict[str, dict] = {}
        expanded_lists: set[str] = set()  # value lists spelled out as fixed values, per (slot, list)
        unsupported_sources: dict[tuple, Unsupported] = {}
        for slot, by_list in sorted(sources.items()):
            kinds = {source.kind for source in by_list.values()}
            parameter = {"name": slot, "title": slot.replace("_", " ").title()}
            for source in by_list.values():
                if source.kind == "range" and source.definition.get("multiplier", 1) != 1:
                    unsupported_sources[(slot, source.list_name)] = Unsupported(
                        "range list with a multiplier",
                        f"{{{source.list_name}}} multiplies the spoken number by {source.definition['multiplier']}",
                    )
            numeric_values = all(
                isinstance(value_out(v), (int, float))
                for s in by_list.values()
                if s.kind == "values"
                for v in s.definition["values"]
            )
            if kinds == {"entity"}:
                names = {source.list_name for source in by_list.values()}
                if len(names) > 1:
                    for source in by_list.values():
                        unsupported_sources[(slot, source.list_name)] = Unsupported(
                            "one slot from several installation lists", f"{slot} reads {sorted(names)}"
                        )
                    continue
                type_name = filtered_types.get(slot) or INSTALLATION_LISTS[names.pop()]
                title = type_name
                if slot in filtered_types:
                    title = "Name (" + ", ".join(
                        value for key in ENTITY_FILTER_KEYS for value in self.domain_filters[slot].get(key, [])
                    ) + ")"
                self.types[type_name] = {
                    "kind": "entity",
                    "title": title,
                    "requestValues": "replace",
                    "values": [],
                }
                parameter["type"] = type_name
            elif kinds == {"values"} and len(by_list) == 1 and not fixed_slots.get(slot):
                source = next(iter(by_list.values()))
                if numeric_values:
                    parameter["type"] = self.numeric_type(source.definition["values"])
                    expanded_lists.add((slot, source.list_name))
                else:
                    parameter["type"] = self.enum_type(source)
            elif kinds <= {"range", "values"} and numeric_values:
                ranges = [s for s in by_list.values() if s.kind == "range"]
                bounds = self.merged_range(intent_name, slot, ranges)
                for source in by_list.values():
                    if source.kind == "values":
                        expanded_lists.add((slot, source.list_name))
                parameter.update(bounds)
            elif kinds <= {"wildcard", "values"}:
                parameter["type"] = "string"
                for source in by_list.values():
                    if source.kind == "values":
                        expanded_lists.add((slot, source.list_name))
            else:
                # Numbers and words in one slot: keep the kind most sentences use.
                counts = Counter(source.kind for source in by_list.values())
                keep = "range" if "range" in kinds else counts.most_common(1)[0][0]
                for source in by_list.values():
                    if source.kind != keep:
                        unsupported_sources[(slot, source.list_name)] = Unsupported(
                            "one slot read as a number and as a word",
                            f"{slot} reads {{{source.list_name}}} ({source.kind}) beside a {keep} list",
                        )
                kept = [s for s in by_list.values() if s.kind == keep]
                if keep == "range":
                    parameter.update(self.merged_range(intent_name, slot, kept))
                elif keep == "wildcard":
                    parameter["type"] = "string"
                else:
                    parameter["type"] = "string"
                    for source in kept:
                        expanded_lists.add((slot, source.list_name))
            parameters[slot] = parameter
        # Fixed values of slots no sentence says: an enum of the values seen, or numbers/text.
        for slot, values in sorted(fixed_slots.items()):
            decoded = [json.loads(v) for v in sorted(values)]
            if slot in parameters:
                parameter = parameters[slot]
                type_name = parameter["type"]
                if type_name in self.types and self.types[type_name]["kind"] == "enum":
                    cases = self.types[type_name]["cases"]
                    for value in decoded:
                        if not any(case["value"] == str(value) for case in cases):
                            cases.append({"value": str(value), "title": str(value)})
                continue
            if all(isinstance(v, str) for v in decoded):
                # One enum per slot name across intents (HassTurnOn's and HassGetState's domains): the union.
                type_name = camel(slot)
                definition = self.types.setdefault(
                    type_name, {"kind": "enum", "title": slot.replace("_", " ").title(), "cases": []}
                )
                for value in decoded:
                    if not any(case["value"] == value for case in definition["cases"]):
                        definition["cases"].append({"value": value, "title": value})
                parameters[slot] = {"name": slot, "type": type_name, "title": slot.replace("_", " ").title()}
            elif all(isinstance(v, int) for v in decoded):
                parameters[slot] = {"name": slot, "type": "integer", "title": slot.title()}
            elif all(isinstance(v, (int, float)) for v in decoded):
                parameters[slot] = {"name": slot, "type": "number", "title": slot.title()}
            else:
                self.summary["fixed value that is not text or a number"] += 1
        context_slots = set()
        for _, block, _ in blocks:
            for key, value in block.get("requires_context", {}).items():
                if key == "area" and isinstance(value, dict) and value.get("slot") is True:
                    context_slots.add("area")
        if "area" in context_slots:
            if "area" not in parameters:
                self.types["Area"] = {"kind": "entity", "title": "Area", "requestValues": "replace", "values": []}
                parameters["area"] = {"name": "area", "type": "Area", "title": "Area"}
            parameters["area"]["context"] = "area"

        self.intents.append(
            {
                "name": intent_name,
                "title": intent_name,
                "description": f"Home Assistant's {intent_name}.",
                "parameters": [parameters[name] for name in sorted(parameters)],
            }
        )

        # Second pass: one shortcut per block (and per fixed value of a spelled-out value list).
        for block_index, block, parsed in blocks:
            fixed = dict(block.get("slots", {}))
            requires = block.get("requires_context", {})
            for key, value in requires.items():
                if key == "area" and isinstance(value, dict) and value.get("slot") is True:
                    continue
                if key in ENTITY_FILTER_KEYS and entity_filter(requires):
                    continue  # the block's `{name}` is a filtered name parameter
                self.approximations[f"requires_context {key} not checked (the name matches any entity)"] += len(
                    parsed
                )
            for key in block.get("excludes_context", {}):
                self.approximations[f"excludes_context {key} not checked"] += len(parsed)
            phrases_by_values: dict[str, list[str]] = defaultdict(list)
            for sentence, tree, refs in parsed:
                problem = next(
                    (unsupported_sources[(ref.slot, ref.list_name)] for ref in refs if (ref.slot, ref.list_name) in unsupported_sources),
                    None,
                )
                if problem:
                    slots = {self.domain_filters.get(ref.slot, {}).get("slot", ref.slot): 1 for ref in refs}
                    self.drop(intent_name, block_index, sentence, problem, {**fixed, **slots})
                    continue
                spelled = [ref for ref in refs if (ref.slot, ref.list_name) in expanded_lists]
                for assignment in self.assignments(spelled):
                    values = dict(fixed)
                    substitutions = {}
                    for ref, value in assignment:
                        values[ref.slot] = value_out(value)
                        substitutions[(ref.slot, ref.list_name)] = parse_template(value_in(value))
                    node = substitute(tree, substitutions)
                    emitter = Emitter(lambda ref: ref.slot)
                    for template in self.templates(node, emitter):
                        key = json.dumps(values, sort_keys=True)
                        if template not in phrases_by_values[key]:
                            phrases_by_values[key].append(template)
            for key, phrases in phrases_by_values.items():
                shortcut = {"intent": intent_name, "phrases": phrases}
                values = json.loads(key)
                if values:
                    shortcut["values"] = values
                self.shortcuts.append(shortcut)

    def templates(self, node: Seq, emitter: Emitter) -> list[str]:
        text = emitter.sequence(node)
        if len(text.encode()) <= MAXIMUM_TEMPLATE_BYTES:
            return [text] if text else []
        parts = split_top(node)
        if not parts:
            raise Unsupported("template over the length limit", text[:80])
        self.approximations["template split at its first group (length limit)"] += 1
        return [template for part in parts for template in self.templates(part, emitter)]

    @staticmethod
    def assignments(refs: list[ListRef]):
        """Every choice of one value per spelled-out list reference."""
        if not refs:
            yield []
            return
        choices = []
        for ref in refs:
            choices.append([(ref, value) for value in ref_values(ref)])
        yield from itertools.product(*choices)

    def enum_type(self, source: SlotSource) -> str:
        type_name = camel(source.list_name)
        cases: list[dict] = []
        for value in source.definition["values"]:
            out = str(value_out(value))
            forms = spellings(parse_template(value_in(value)), 256) or [value_in(value)]
            forms = [" ".join(form.split()) for form in forms if form.strip()]
            case = next((case for case in cases if case["value"] == out), None)
            if case is None:
                case = {"value": out, "title": forms[0], "synonyms": []}
                cases.append(case)
            for form in forms:
                if form != case["title"] and form != out and form not in case["synonyms"]:
                    case["synonyms"].append(form)
        for case in cases:
            if not case["synonyms"]:
                del case["synonyms"]
        self.types[type_name] = {"kind": "enum", "title": source.list_name.replace("_", " ").title(), "cases": cases}
        return type_name

    @staticmethod
    def numeric_type(values: list) -> str:
        return "integer" if all(isinstance(value_out(v), int) for v in values) else "number"

    def merged_range(self, intent_name: str, slot: str, ranges: list[SlotSource]) -> dict:
        """One parameter's type and bounds from the range lists that fill it (their union's hull)."""
        usable = [r for r in ranges if r.definition.get("multiplier", 1) == 1] or ranges
        fractions = {r.definition.get("fractions") for r in usable} - {None}
        steps = {r.definition.get("step", 1) for r in usable}
        result: dict = {"type": "number" if fractions else "integer"}
        if usable:
            result["minimum"] = min(r.definition["from"] for r in usable)
            result["maximum"] = max(r.definition["to"] for r in usable)
        if fractions:
            step = {"halves": 0.5, "tenths": 0.1}.get(fractions.pop()) if len(fractions) == 1 else None
            if step is None:
                self.approximations[f"range fractions {sorted(fractions)} not bounded by a step"] += 1
            else:
                result["step"] = step
        elif len(steps) == 1 and steps != {1}:
            result["step"] = steps.pop()
        if len(usable) > 1 and len({(r.definition["from"], r.definition["to"]) for r in usable}) > 1:
            self.approximations[f"{intent_name}.{slot}: several ranges bounded by their hull"] += 1
        return result


def entity_filter(requires: dict) -> dict | None:
    """The `domain` and `device_class` lists a block's `requires_context` restricts `{name}` to, sorted."""
    result = {}
    for key in ENTITY_FILTER_KEYS:
        value = requires.get(key)
        if isinstance(value, str):
            value = [value]
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            result[key] = sorted(set(value))
    return result or None


def filtered_name(name_filter: dict) -> tuple[str, str]:
    """The parameter and entity type of a filtered `{name}`: `name_cover_valve`, `NameCoverValve`; device
    classes follow `class` (`name_binary_sensor_class_door`). One filter is one type across intents."""
    words = list(name_filter.get("domain", []))
    if name_filter.get("device_class"):
        words += ["class"] + name_filter["device_class"]
    slot = "name_" + "_".join(re.sub(r"[^A-Za-z0-9]+", "_", word) for word in words)
    return slot, "Name" + camel(slot[len("name_") :])


def rename_slot(node, slot: str, new_slot: str):
    """The tree with `{list:slot}` references reading `new_slot` instead."""
    if isinstance(node, ListRef):
        return ListRef(node.list_name, new_slot) if node.slot == slot else node
    if isinstance(node, Seq):
        return Seq([rename_slot(item, slot, new_slot) for item in node.items])
    if isinstance(node, Alt):
        return Alt([rename_slot(option, slot, new_slot) for option in node.options], node.optional)
    if isinstance(node, Perm):
        return Perm([rename_slot(item, slot, new_slot) for item in node.items])
    return node


def ref_values(ref: ListRef) -> list:
    return CURRENT_LISTS[ref.list_name]["values"]


CURRENT_LISTS: dict = {}


def substitute(node, substitutions: dict):
    """Replaces spelled-out list references by the chosen value's spoken forms."""
    if isinstance(node, ListRef):
        replacement = substitutions.get((node.slot, node.list_name))
        return Alt([replacement]) if replacement is not None else node
    if isinstance(node, Seq):
        return Seq([substitute(item, substitutions) for item in node.items])
    if isinstance(node, Alt):
        return Alt([substitute(option, substitutions) for option in node.options], node.optional)
    return node


FEATURES = ("request-values", "context", "fixed-values", "bounds")


def without_features(registry: dict, without: set[str], entities: dict | None = None) -> tuple[dict, dict]:
    """The registry for a matcher that lacks some of the registry's newer members.

    - `request-values`: the entity types get `entities` (type name -> values) as their own values;
    - `context`: parameters lose `"context"` (an utterance that does not say the area leaves it empty);
    - `fixed-values`: each distinct set of a shortcut's fixed values becomes an intent of its own, named
      `Intent__value_value` (returned in the map: split name -> [HA intent, fixed values]);
    - `bounds`: parameters lose `minimum`, `maximum` and `step`.
    """
    registry = json.loads(json.dumps(registry))
    splits: dict[str, list] = {}
    if "request-values" in without:
        for name, definition in registry["types"].items():
            if definition.pop("requestValues", None) is not None:
                values = (entities or {}).get(name) or [{"id": f"no {name.lower()}", "title": f"no {name.lower()}"}]
                definition["values"] = values
    for intent in registry["intents"]:
        for parameter in intent["parameters"]:
            if "context" in without:
                parameter.pop("context", None)
            if "bounds" in without:
                for key in ("minimum", "maximum", "step"):
                    parameter.pop(key, None)
    if "fixed-values" in without:
        by_name = {intent["name"]: intent for intent in registry["intents"]}
        added = []
        for shortcut in registry["shortcuts"]:
            values = shortcut.pop("values", None)
            if not values:
                continue
            base = by_name[shortcut["intent"]]
            suffix = "_".join(re.sub(r"[^A-Za-z0-9]", "", f"{key}{values[key]}") for key in sorted(values))
            name = f"{base['name']}__{suffix}"
            if name not in splits:
                splits[name] = [base["name"], values]
                intent = dict(base, name=name, title=f"{base['title']} ({suffix})")
                intent["parameters"] = [p for p in base["parameters"] if p["name"] not in values]
                added.append(intent)
            shortcut["intent"] = name
        registry["intents"].extend(added)
    return registry, splits


def load_grammar(path: str | None) -> tuple[dict, str]:
    if path:
        return json.loads(Path(path).read_text(encoding="utf-8")), path
    try:
        import importlib.metadata
        import importlib.resources

        version = importlib.metadata.version("home-assistant-intents")
        resource = importlib.resources.files("home_assistant_intents") / "data" / "en.json"
        if version != PINNED_VERSION:
            print(
                f"warning: home-assistant-intents {version} is installed; the pinned version is {PINNED_VERSION}",
                file=sys.stderr,
            )
        return json.loads(resource.read_text(encoding="utf-8")), f"home-assistant-intents {version}"
    except (ImportError, ModuleNotFoundError, FileNotFoundError) as error:
        raise SystemExit(
            f"error: cannot read the grammar ({error}); install it with "
            f"'python3 -m pip install home-assistant-intents=={PINNED_VERSION}' or give --grammar FILE"
        )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--grammar", help="HA's data/en.json (default: from the installed package)")
    parser.add_argument("--output", "-o", default="-", help="where to write the registry (default: stdout)")
    parser.add_argument("--report", help="write what could not be expressed, as JSON, to this file")
    parser.add_argument("--app-name", default="Home Assistant")
    parser.add_argument(
        "--without",
        default="",
        help=f"comma-separated registry features to do without, for an older matcher: {', '.join(FEATURES)}",
    )
    parser.add_argument("--entities", help="JSON file: entity type -> values, baked in --without request-values")
    arguments = parser.parse_args(argv)
    without = {feature for feature in arguments.without.split(",") if feature}
    if without - set(FEATURES):
        parser.error(f"unknown feature(s) {sorted(without - set(FEATURES))}; use {', '.join(FEATURES)}")

    grammar, origin = load_grammar(arguments.grammar)
    CURRENT_LISTS.clear()
    CURRENT_LISTS.update(grammar.get("lists", {}))
    converter = Converter(grammar, arguments.app_name)
    registry = converter.convert()
    splits: dict = {}
    if without:
        entities = json.loads(Path(arguments.entities).read_text()) if arguments.entities else None
        registry, splits = without_features(registry, without, entities)
    text = json.dumps(registry, indent=1, ensure_ascii=False) + "\n"
    if arguments.output == "-":
        sys.stdout.write(text)
    else:
        Path(arguments.output).write_text(text, encoding="utf-8")

    sentences = sum(len(block["sentences"]) for intent in grammar["intents"].values() for block in intent["data"])
    phrases = sum(len(shortcut["phrases"]) for shortcut in registry["shortcuts"])
    print(
        f"{origin}: {len(grammar['intents'])} intents, {sentences} sentences -> "
        f"{len(registry['intents'])} intents, {len(registry['shortcuts'])} shortcuts, {phrases} phrases",
        file=sys.stderr,
    )
    dropped = sum(converter.summary.values())
    print(f"not expressible: {dropped} sentence(s)", file=sys.stderr)
    for kind, count in sorted(converter.summary.items()):
        print(f"  {count:4d}  {kind}", file=sys.stderr)
    print("approximated:", file=sys.stderr)
    for kind, count in sorted(converter.approximations.items()):
        print(f"  {count:4d}  {kind}", file=sys.stderr)
    if arguments.report:
        report = {
            "grammar": origin,
            "notExpressible": dict(converter.summary),
            "approximated": dict(converter.approximations),
            "dropped": converter.dropped,
            "without": sorted(without),
            "splitIntents": splits,
            "domainFilters": converter.domain_filters,
        }
        Path(arguments.report).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
