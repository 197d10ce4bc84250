#!/usr/bin/env python3
"""Rewrites every generated region of the docs with the output of its command.

A region is the text between `<!-- generated: shortcuts ARGUMENTS -->` and `<!-- end generated -->`
in README.md, Docs/*.md and Examples/*/README.md; a code fence around it is kept. The command runs in
the repository root with the built binary ($SHORTCUTS_BIN, default .build/debug/shortcuts: run
`swift build` first). `swift test` (DocumentationTests) fails while a region differs.

    Scripts/update-generated-docs.py
"""
import glob
import os
import shlex
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.environ.get("SHORTCUTS_BIN", os.path.join(root, ".build", "debug", "shortcuts"))
if not os.access(binary, os.X_OK):
    sys.exit(f"error: no shortcuts binary at {binary}; run 'swift build' first")

START, END = "<!-- generated: shortcuts ", "<!-- end generated -->"
paths = ["README.md"] + sorted(glob.glob("Docs/*.md", root_dir=root)) + sorted(
    glob.glob("Examples/*/README.md", root_dir=root))
for path in paths:
    full = os.path.join(root, path)
    with open(full, encoding="utf-8") as file:
        lines = file.read().split("\n")
    output, index, changed = [], 0, False
    while index < len(lines):
        line = lines[index]
        output.append(line)
        index += 1
        if not (line.startswith(START) and line.endswith(" -->")):
            continue
        arguments = shlex.split(line[len(START):-len(" -->")])
        body = []
        while index < len(lines) and lines[index] != END:
            body.append(lines[index])
            index += 1
        if index == len(lines):
            sys.exit(f"error: {path}: '{line}' has no '{END}'")
        fenced = len(body) >= 2 and body[0].startswith("```") and body[-1] == "```"
        result = subprocess.run([binary] + arguments, cwd=root, capture_output=True, text=True)
        fresh = result.stdout.rstrip("\n").split("\n")
        if fenced:
            fresh = [body[0]] + fresh + ["```"]
        changed |= fresh != body
        output.extend(fresh)
    if changed:
        temporary = full + ".tmp"
        with open(temporary, "w", encoding="utf-8") as file:
            file.write("\n".join(output))
        os.replace(temporary, full)
        print(f"updated {path}")
