"""The folder-cycle checker's rules, case by case, on small sources written here.

Run by .ci/run: python3 Scripts/test-check-folder-cycles.py
"""

import importlib.util
import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
spec = importlib.util.spec_from_file_location("checker", Path(__file__).resolve().parent / "check-folder-cycles.py")
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)


class DeclarationTests(unittest.TestCase):
    def test_declarations(self):
        cases = [
            ("struct Registry {}", {"Registry"}),
            ("public enum MissingInput: Sendable {}", {"MissingInput"}),
            ("package final class Box {}", {"Box"}),
            ("@available(macOS 15, *)\npackage func waitFor() {}", {"waitFor"}),
            ("package protocol NamesMissingInput {}", {"NamesMissingInput"}),
            ("typealias Cost = Double", {"Cost"}),
            ("let table = [1]", {"table"}),
            # Not visible from another file.
            ("private enum Item {}", set()),
            ("fileprivate func helper() {}", set()),
            # Members and nested types are not top level.
            ("struct A {\n    struct Item {}\n    func run() {}\n}", {"A"}),
            # An extension declares nothing of its own.
            ("extension Registry {\n    func validated() {}\n}", set()),
        ]
        for source, expected in cases:
            with self.subTest(source=source):
                code = checker.strip_comments_and_strings(source)
                self.assertEqual(checker.declarations(code), expected)


class ReferenceTests(unittest.TestCase):
    def test_references(self):
        cases = [
            ("let x = Registry()", {"Registry"}, True),
            ("let x: [LintRule] = []", {"LintRule"}, True),
            # Comments and strings are not code.
            ("// uses Registry\n/* Registry /* nested */ Registry */", {"Registry"}, False),
            ('let s = "Registry"', {"Registry"}, False),
            ('let s = #"a \\(Registry) "quoted""#', {"Registry"}, False),
            ('let s = """\n    Registry\n    """', {"Registry"}, False),
            # An interpolation is code.
            ('let s = "\\(Registry.name)"', {"Registry"}, True),
            ('let s = #"\\#(Registry.name)"#', {"Registry"}, True),
            # A member after a dot is not a top-level name, unless qualified by the module.
            ("x.Registry", {"Registry"}, False),
            ("ShortcutKit.Registry", {"Registry"}, True),
            # Word by word: a longer name is another name.
            ("let x = RegistryError()", {"Registry"}, False),
        ]
        for source, names, found in cases:
            with self.subTest(source=source):
                code = checker.strip_comments_and_strings(source)
                self.assertEqual(bool(checker.references(code) & names), found)


class GraphTests(unittest.TestCase):
    def test_a_folder_imports_what_it_names_of_another(self):
        graph = checker.folder_graph(
            {
                "Registry/Registry.swift": "struct Registry { var rules: [Rule] }",
                "Registry/Rule.swift": "enum Rule {}",
                "Lint/Linter.swift": "struct Linter { let registry: Registry }",
                "Lint/Linter+Rules.swift": "extension Linter { func rules() -> [Rule] { [] } }",
            }
        )
        self.assertEqual(graph, {"Registry": {}, "Lint": {"Registry": ("Lint/Linter+Rules.swift", "Rule")}})
        self.assertEqual(checker.cycles(graph), [])

    def test_cycles_are_named_each_once_with_their_path(self):
        cases = [
            ({"A": {"B"}, "B": {"A"}}, [["A", "B", "A"]]),
            ({"A": {"B"}, "B": {"C"}, "C": {"A"}}, [["A", "B", "C", "A"]]),
            ({"A": {"B"}, "B": {"C"}, "C": set()}, []),
            # Two cycles through one folder: the shortest through each folder.
            ({"A": {"B", "C"}, "B": {"A"}, "C": {"A"}}, [["A", "B", "A"], ["A", "C", "A"]]),
            ({"B": {"A"}, "A": {"B"}, "C": {"C"}}, [["A", "B", "A"]]),
        ]
        for edges, expected in cases:
            with self.subTest(edges=edges):
                graph = {node: {target: ("", "") for target in targets} for node, targets in edges.items()}
                self.assertEqual(checker.cycles(graph), expected)


if __name__ == "__main__":
    unittest.main()
