"""Prints the folder graph of the library (Sources/ShortcutKit) and fails when two folders depend on each other.

The folders are the steps of the road registry -> compiled matcher -> result -> rendering (STYLE.md), so a
folder may use what the folders below it declare and never what a folder above it does. A folder A
"imports" a folder B when a file in A names something B declares. How it decides:

- Declarations: the top-level declarations of each file, outside any braces, that are not `private` or
  `fileprivate` (those cannot be named from another file): `struct`, `class`, `enum`, `protocol`, `actor`,
  `typealias`, `func`, `let` and `var`. A declaration belongs to the top-level folder of Sources/ShortcutKit
  that holds its file (Registry/, Matching/, ...).
- An extension declares nothing of its own: `extension Registry` in Formats/ is Formats using Registry,
  and so are the members it adds. A member an extension adds to a type of another folder is counted as
  that folder's only through the names its callers use besides it, so a folder that calls such a member
  and names nothing else of the extension's folder is not seen (the type's name, the extension's own
  parameter and result types, usually are).
- References: every identifier of a file, word by word, after comments and string literals are removed
  (an interpolation's code is kept), that is not written after a dot (`.foo` is a member; only
  `ShortcutKit.Foo` names a top-level declaration after a dot).

A name used in the folder that declares it is not an edge. The check fails, naming the path of each cycle
and the file and name that make each of its edges, when the graph has one. Run by .ci/run:
    python3 Scripts/check-folder-cycles.py [ROOT]      (ROOT defaults to Sources/ShortcutKit)
Its rules are tested by Scripts/test-check-folder-cycles.py (python3 Scripts/test-check-folder-cycles.py).
"""

import re
import sys
from pathlib import Path

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|private|fileprivate|open|final|indirect|"
    r"nonisolated|static|mutating|consuming|borrowing)(?:\([^)]*\))?\s+)*)"
    r"(?:struct|class|enum|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)"
)
IDENTIFIER = re.compile(r"(?<![\w.])[A-Za-z_]\w*|(?<=\bShortcutKit\.)[A-Za-z_]\w*")


def strip_comments_and_strings(source: str) -> str:
    """The code of a Swift file without comments and string literals; interpolations stay, as code."""
    out: list[str] = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            depth = 0
            while i < n:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                    if depth == 0:
                        break
                else:
                    i += 1
            out.append(" ")
            continue
        literal = re.match(r'(#*)("""|")', source[i:])
        if literal:
            hashes, quote = literal.group(1), literal.group(2)
            i = _skip_string(source, i + len(literal.group(0)), quote + hashes, "\\" + hashes, out)
            continue
        out.append(source[i])
        i += 1
    return "".join(out)


def _skip_string(source: str, i: int, close: str, escape: str, out: list[str]) -> int:
    """Skips a string literal's body from `i`, appending the code of its interpolations; returns the index after it."""
    n = len(source)
    out.append('""')
    while i < n and not source.startswith(close, i):
        if source.startswith(escape + "(", i):
            i += len(escape) + 1
            depth = 1
            start = i
            while i < n and depth > 0:
                if source[i] == "(":
                    depth += 1
                elif source[i] == ")":
                    depth -= 1
                i += 1
            out.append(" " + strip_comments_and_strings(source[start : i - 1]) + " ")
            continue
        i += len(escape) + 1 if source.startswith(escape, i) else 1
    return i + len(close)


def declarations(code: str) -> set[str]:
    """The names a file's code declares at top level that other files may use."""
    names: set[str] = set()
    depth = 0
    for line in code.split("\n"):
        if depth == 0:
            match = DECLARATION.match(line)
            if match and not re.search(r"\b(private|fileprivate)\b", match.group(1)):
                names.add(match.group(2))
        depth += line.count("{") - line.count("}")
    return names


def references(code: str) -> set[str]:
    """The identifiers a file's code uses, other than members written after a dot."""
    return set(IDENTIFIER.findall(code))


def folder_graph(files: dict[str, str]) -> dict[str, dict[str, tuple[str, str]]]:
    """Each folder's imports: for each folder it uses, one (file, name) that shows it, the first in order.

    `files` maps a path relative to the library's root ("Registry/Registry.swift") to the file's source.
    """
    code = {path: strip_comments_and_strings(source) for path, source in files.items()}
    owners: dict[str, set[str]] = {}
    for path in sorted(code):
        for name in declarations(code[path]):
            owners.setdefault(name, set()).add(path.split("/")[0])
    graph: dict[str, dict[str, tuple[str, str]]] = {path.split("/")[0]: {} for path in code}
    for path in sorted(code):
        folder = path.split("/")[0]
        for name in sorted(references(code[path])):
            for owner in sorted(owners.get(name, ())):
                if owner != folder:
                    graph[folder].setdefault(owner, (path, name))
    return graph


def cycles(graph: dict[str, dict[str, tuple[str, str]]]) -> list[list[str]]:
    """The shortest cycle through each folder that is on one, each said once, as a path that ends where it starts."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, {})):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    found: list[list[str]] = []
    for group in sorted(groups):
        for start in group:
            path = _shortest_cycle(graph, group, start)[:-1]
            # The same cycle found from another of its folders is said once, from its first folder.
            first = path.index(min(path))
            path = path[first:] + path[:first]
            if path + [path[0]] not in found:
                found.append(path + [path[0]])
    return found


def _shortest_cycle(graph: dict[str, dict[str, tuple[str, str]]], group: list[str], start: str) -> list[str]:
    """The shortest path from `start` back to it within `group`, breadth first, ties broken by name."""
    previous: dict[str, str] = {}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(graph[node]):
            if target == start:
                path = [node]
                while path[0] != start:
                    path.insert(0, previous[path[0]])
                return path + [start]
            if target in group and target not in previous and target != start:
                previous[target] = node
                queue.append(target)
    raise AssertionError(f"{start} is in a group of folders that reach each other but reaches none")


def main(arguments: list[str]) -> int:
    root = Path(arguments[0] if arguments else "Sources/ShortcutKit")
    files = {str(path.relative_to(root)): path.read_text() for path in sorted(root.rglob("*.swift"))}
    graph = folder_graph(files)
    for folder in sorted(graph):
        print(f"{folder} -> {', '.join(sorted(graph[folder])) or '(nothing)'}")
    found = cycles(graph)
    for path in found:
        print(f"error: folder cycle {' -> '.join(path)}:", file=sys.stderr)
        for source, target in zip(path, path[1:]):
            file, name = graph[source][target]
            print(f"  {source} -> {target}: {root / file} uses {name}", file=sys.stderr)
    if found:
        print(
            "fix: move the declaration to the folder it belongs to (git mv), or invert the dependency",
            file=sys.stderr,
        )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
