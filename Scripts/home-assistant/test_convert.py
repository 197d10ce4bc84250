"""The converter's rules, table by table, on small grammars written here (python3 -m unittest)."""

import json
import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, str(Path(__file__).resolve().parent))
import convert  # noqa: E402
import simple_yaml  # noqa: E402


def template(source: str, rules: dict | None = None) -> str:
    parsed = {name: convert.parse_template(body) for name, body in (rules or {}).items()}
    tree = convert.expand_permutations(convert.inline_rules(convert.parse_template(source), parsed))
    return convert.Emitter(lambda ref: ref.slot).sequence(tree)


def registry(intents: dict, lists: dict | None = None, rules: dict | None = None) -> tuple[dict, convert.Converter]:
    grammar = {"intents": intents, "lists": lists or {}, "expansion_rules": rules or {}, "skip_words": ["please"]}
    convert.CURRENT_LISTS.clear()
    convert.CURRENT_LISTS.update(grammar["lists"])
    converter = convert.Converter(grammar, "Home Assistant")
    return converter.convert(), converter


class TemplateTests(unittest.TestCase):
    def test_templates(self):
        cases = [
            ("turn on the light", "turn on the light"),
            ("turn on [the] light[s]", "turn on [the] (light|lights)"),
            ("auto[matic] mode", "(auto|automatic) mode"),
            ("day[ ]light", "(daylight|day light)"),
            ("(open|close) it", "(open|close) it"),
            ("set {brightness}[%| percent]", "set ${brightness} [%|percent]"),
            ("set {brightness_level:brightness}", "set ${brightness}"),
            ("{timer_hours:hours}[ |-]hour[s]", "${hours} (hour|hours|-hour|-hours)"),
            ("lights (on;[in] here)", "lights (on ([in] here)|([in] here) on)"),
            ("(a|) b", "[a] b"),
        ]
        for source, expected in cases:
            with self.subTest(source=source):
                self.assertEqual(template(source), expected)

    def test_rules_are_inlined_as_groups(self):
        self.assertEqual(template("<turn> on", {"turn": "(turn|switch)"}), "(turn|switch) on")
        self.assertEqual(template("<is> it", {"is": "(is|are) [there]"}), "((is|are) [there]) it")

    def test_a_recursive_rule_is_unsupported(self):
        with self.assertRaises(convert.Unsupported) as raised:
            template("<a>", {"a": "x <b>", "b": "<a>"})
        self.assertEqual(raised.exception.kind, "recursive expansion rule")

    def test_unbalanced_brackets_are_a_syntax_error(self):
        for source in ["(a|b", "a]", "{name"]:
            with self.subTest(source=source), self.assertRaises(convert.TemplateSyntaxError):
                convert.parse_template(source)


class RegistryTests(unittest.TestCase):
    def test_fixed_values_and_context_area(self):
        result, _ = registry(
            {
                "HassTurnOn": {
                    "data": [
                        {"sentences": ["{area} lights on"], "slots": {"domain": "light"}},
                        {
                            "sentences": ["lights on"],
                            "slots": {"domain": "light"},
                            "requires_context": {"area": {"slot": True}},
                        },
                        {"sentences": ["turn on {name}"]},
                    ]
                }
            }
        )
        intent = result["intents"][0]
        parameters = {p["name"]: p for p in intent["parameters"]}
        self.assertEqual(parameters["area"], {"name": "area", "title": "Area", "type": "Area", "context": "area"})
        self.assertEqual(parameters["domain"]["type"], "Domain")
        self.assertEqual(result["types"]["Area"]["requestValues"], "replace")
        self.assertEqual(result["types"]["Name"]["requestValues"], "replace")
        self.assertEqual(
            [(s.get("values"), s["phrases"]) for s in result["shortcuts"]],
            [({"domain": "light"}, ["${area} lights on"]), ({"domain": "light"}, ["lights on"]), (None, ["turn on ${name}"])],
        )
        self.assertEqual(len(result["intents"]), 1)

    def test_a_domain_filter_gives_name_a_parameter_and_type_of_its_own(self):
        result, converter = registry(
            {
                "Dock": {
                    "data": [
                        {"sentences": ["dock {name}"], "requires_context": {"domain": ["vacuum"]}},
                        {"sentences": ["park {name}"], "requires_context": {"domain": ["lawn_mower", "vacuum"]}},
                        {"sentences": ["open {name}"], "requires_context": {"domain": "cover", "device_class": ["door"]}},
                        {"sentences": ["send {name} home"]},
                    ]
                },
                "Start": {"data": [{"sentences": ["start {name}"], "requires_context": {"domain": ["vacuum"]}}]},
            }
        )
        parameters = {p["name"]: p["type"] for intent in result["intents"] for p in intent["parameters"]}
        self.assertEqual(
            parameters,
            {
                "name": "Name",
                "name_vacuum": "NameVacuum",
                "name_lawn_mower_vacuum": "NameLawnMowerVacuum",
                "name_cover_class_door": "NameCoverClassDoor",
            },
        )
        self.assertEqual(
            [s["phrases"] for s in result["shortcuts"]],
            [["dock ${name_vacuum}"], ["park ${name_lawn_mower_vacuum}"], ["open ${name_cover_class_door}"], ["send ${name} home"], ["start ${name_vacuum}"]],
        )
        self.assertEqual(result["types"]["NameVacuum"], {"kind": "entity", "title": "Name (vacuum)", "requestValues": "replace", "values": []})
        self.assertEqual(
            converter.domain_filters["name_cover_class_door"],
            {"slot": "name", "type": "NameCoverClassDoor", "domain": ["cover"], "device_class": ["door"]},
        )
        self.assertEqual(dict(converter.approximations), {})

    def test_one_enum_of_fixed_values_serves_every_intent(self):
        result, _ = registry(
            {
                "Off": {"data": [{"sentences": ["fans off"], "slots": {"domain": "fan"}}]},
                "On": {"data": [{"sentences": ["switches on"], "slots": {"domain": "switch"}}]},
            }
        )
        self.assertEqual([case["value"] for case in result["types"]["Domain"]["cases"]], ["fan", "switch"])

    def test_ranges_are_bounded(self):
        lists = {
            "brightness": {"range": {"type": "percentage", "from": 0, "to": 100}},
            "temperature": {"range": {"from": 0, "to": 100, "fractions": "halves"}},
            "kelvin": {"range": {"from": 1000, "to": 10000, "step": 100}},
        }
        result, _ = registry(
            {"Set": {"data": [{"sentences": ["{brightness}", "{temperature} degrees", "{kelvin:color} k"]}]}}, lists
        )
        parameters = {p["name"]: p for p in result["intents"][0]["parameters"]}
        self.assertEqual(parameters["brightness"], {"name": "brightness", "title": "Brightness", "type": "integer", "minimum": 0, "maximum": 100})
        self.assertEqual((parameters["temperature"]["type"], parameters["temperature"]["step"]), ("number", 0.5))
        self.assertEqual((parameters["color"]["minimum"], parameters["color"]["step"]), (1000, 100))

    def test_a_values_list_is_an_enum_or_fixed_values(self):
        lists = {
            "color": {"values": [{"in": "red", "out": "red"}, {"in": "(blue|navy)", "out": "blue"}]},
            "brightness": {"range": {"from": 0, "to": 100}},
            "level": {"values": [{"in": "(max|maximum)", "out": 100}]},
        }
        result, _ = registry(
            {"Set": {"data": [{"sentences": ["make it {color}", "brightness {brightness}", "brightness {level:brightness}"]}]}},
            lists,
        )
        self.assertEqual(
            result["types"]["Color"]["cases"],
            [{"value": "red", "title": "red"}, {"value": "blue", "title": "blue", "synonyms": ["navy"]}],
        )
        self.assertEqual(
            [(s.get("values"), s["phrases"]) for s in result["shortcuts"]],
            [(None, ["make it ${color}", "brightness ${brightness}"]), ({"brightness": 100}, ["brightness (max|maximum)"])],
        )

    def test_what_cannot_be_expressed_is_counted(self):
        lists = {
            "down": {"range": {"from": 0, "to": 100, "multiplier": -1}},
            "step": {"values": [{"in": "up", "out": "up"}]},
            "up": {"range": {"from": 0, "to": 100}},
        }
        result, converter = registry(
            {"Volume": {"data": [{"sentences": ["down {down:volume}", "{step:volume}", "up {up:volume}"]}]}}, lists
        )
        self.assertEqual(
            dict(converter.summary), {"range list with a multiplier": 1, "one slot read as a number and as a word": 1}
        )
        self.assertEqual([s["phrases"] for s in result["shortcuts"]], [["up ${volume}"]])

    def test_without_fixed_values_splits_the_intent(self):
        result, _ = registry({"On": {"data": [{"sentences": ["lights on"], "slots": {"domain": "light"}}, {"sentences": ["on"]}]}})
        legacy, splits = convert.without_features(result, {"fixed-values"})
        self.assertEqual(splits, {"On__domainlight": ["On", {"domain": "light"}]})
        self.assertEqual([s["intent"] for s in legacy["shortcuts"]], ["On__domainlight", "On"])


class EvaluationTests(unittest.TestCase):
    def test_a_filtered_name_type_takes_the_entities_of_its_domains(self):
        import evaluate

        fixtures = {
            "entities": [
                {"id": "vacuum.rover", "name": "Rover"},
                {"id": "lawn_mower.rover", "name": "Rover"},
                {"id": "cover.front", "name": "Front Door", "attributes": {"device_class": "door"}},
                {"id": "cover.blind", "name": "Blind", "attributes": {"device_class": "blind"}},
            ]
        }
        filters = {
            "name_vacuum": {"slot": "name", "type": "NameVacuum", "domain": ["vacuum"]},
            "name_cover_class_door": {"slot": "name", "type": "NameCoverClassDoor", "domain": ["cover"], "device_class": ["door"]},
        }
        entities = evaluate.fixture_entities(fixtures, filters)
        self.assertEqual([v["id"] for v in entities["Name"]], ["Rover", "Front Door", "Blind"])
        self.assertEqual([v["id"] for v in entities["NameVacuum"]], ["Rover"])
        self.assertEqual([v["id"] for v in entities["NameCoverClassDoor"]], ["Front Door"])

    def test_a_filtered_name_parameter_answers_for_the_name_slot(self):
        import evaluate

        failure = '"dock rover": expected Dock {"name":"Rover"}, got Dock {"name_vacuum":"Rover"}'
        info = {"intent": "Dock", "slots": {"name": "Rover"}}
        self.assertTrue(evaluate.same_answer(failure, info, {}, {}, {"name_vacuum": "name"}))
        self.assertFalse(evaluate.same_answer(failure, info, {}, {}, {}))


class YamlTests(unittest.TestCase):
    def test_the_subset_of_yaml_test_files_use(self):
        text = "---\nlanguage: en\ntests:\n  - sentences:\n      - \"is it on?\"  # note\n      - it's on\n    intent:\n      name: X\n      slots:\n        n: 50\n        d:\n          - \"a \"\n    response: |\n      two\n      lines\n"
        self.assertEqual(
            simple_yaml.loads(text),
            {
                "language": "en",
                "tests": [
                    {
                        "sentences": ["is it on?", "it's on"],
                        "intent": {"name": "X", "slots": {"n": 50, "d": ["a "]}},
                        "response": "two\nlines",
                    }
                ],
            },
        )

    def test_unsupported_constructs_name_the_line(self):
        with self.assertRaisesRegex(ValueError, "line 1"):
            simple_yaml.loads("a: &anchor 1\n")


if __name__ == "__main__":
    unittest.main()
