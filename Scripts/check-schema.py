"""Checks that shortcuts.schema.json is a valid JSON Schema and that the shipped registry satisfies it.

The Swift loader is the authority on the format; this keeps the schema editors use from drifting away
from it. Run by .ci/run.
"""
import json
import sys

import jsonschema

schema = json.load(open("shortcuts.schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
errors = list(validator.iter_errors(json.load(open("shortcuts.json"))))
for error in errors:
    print(f"shortcuts.json: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
# The fixtures use what the shipped registry does not: translations, lint suppressions, fixed values,
# defaults.
for fixture in ["Tests/ShortcutKitTests/Fixtures/formats-registry.json", "Tests/ShortcutKitTests/Fixtures/lint/suppressed.json",
                "Tests/ShortcutKitTests/Fixtures/fixed-values.json", "Tests/ShortcutKitTests/Fixtures/defaults.json",
                "Tests/ShortcutKitTests/Fixtures/value-translations.json"]:
    for error in validator.iter_errors(json.load(open(fixture))):
        print(f"{fixture}: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
        errors.append(error)
broken = json.load(open("shortcuts.json"))
broken["shortcuts"][0]["phrse"] = []
if validator.is_valid(broken):
    print("shortcuts.schema.json accepts an unknown key; it must not", file=sys.stderr)
    sys.exit(1)
sys.exit(1 if errors else 0)
