"""A reader for the subset of YAML that Home Assistant's intent test files use (standard library only).

Block mappings and sequences by indentation, sequences of scalars or of mappings (`- key: value`),
plain, single- and double-quoted scalars, `#` comments, a leading `---`, flow lists of scalars
(`[a, b]`), and block scalars (`|`, `>`; their lines are read without comments and indentation, enough
for the `response` texts the evaluation ignores). Plain scalars that read as integers, decimals,
`true`/`false` or `null` are typed as YAML 1.2 reads them; anything else is a string. Anchors and
multi-document files are not supported and raise ValueError naming the line.
"""

from __future__ import annotations

import json
import re

_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def _strip_comment(line: str) -> str:
    quote = None
    for index, character in enumerate(line):
        if quote:
            if character == quote:
                quote = None
        elif character in "\"'":
            if index == 0 or line[index - 1] in " -:[,":
                quote = character
        elif character == "#" and (index == 0 or line[index - 1] in " \t"):
            return line[:index].rstrip()
    return line.rstrip()


def scalar(text: str, line_number: int = 0):
    text = text.strip()
    if not text:
        return None
    if text[0] == '"':
        if not text.endswith('"') or len(text) < 2:
            raise ValueError(f"line {line_number}: unclosed double quote")
        return json.loads(text)
    if text[0] == "'":
        if not text.endswith("'") or len(text) < 2:
            raise ValueError(f"line {line_number}: unclosed single quote")
        return text[1:-1].replace("''", "'")
    if text[0] == "[" and text.endswith("]"):
        inner = text[1:-1].strip()
        return [scalar(part, line_number) for part in inner.split(",")] if inner else []
    if text[0] in "|>&*!":
        raise ValueError(f"line {line_number}: unsupported YAML construct {text[:10]!r}")
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    if text in ("null", "~"):
        return None
    if _NUMBER.match(text):
        return float(text) if any(c in text for c in ".eE") else int(text)
    return text


def _split_key(content: str, line_number: int):
    """`key: value` → (key, value text), or None when the content is not a mapping entry."""
    if content[:1] in "\"'":
        closing = content.find(content[0], 1)
        if closing > 0 and content[closing + 1 : closing + 2] == ":":
            rest = content[closing + 2 :]
            if rest == "" or rest[0] == " ":
                return scalar(content[: closing + 1], line_number), rest.strip()
        return None
    match = re.match(r"^([^:#\[\]{}]+?):(\s+(.*))?$", content)
    if not match:
        return None
    return match.group(1).strip(), (match.group(3) or "").strip()


def loads(text: str):
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.strip() in ("---", "...") and not raw.startswith(" "):
            continue
        if "\t" in raw[: len(raw) - len(raw.lstrip())]:
            raise ValueError(f"line {number}: tab in indentation")
        stripped = _strip_comment(raw)
        if stripped.strip():
            lines.append((number, len(stripped) - len(stripped.lstrip()), stripped.strip()))
    position = 0

    def parse_block(indent: int):
        nonlocal position
        if position >= len(lines):
            return None
        number, column, content = lines[position]
        if content.startswith("- ") or content == "-":
            return parse_sequence(column)
        return parse_mapping(column)

    def parse_sequence(indent: int):
        nonlocal position
        result = []
        while position < len(lines):
            number, column, content = lines[position]
            if column < indent or not (content.startswith("- ") or content == "-"):
                if column > indent:
                    raise ValueError(f"line {number}: unexpected indentation")
                break
            if column > indent:
                raise ValueError(f"line {number}: unexpected indentation")
            item = content[1:].strip()
            if not item:
                position += 1
                result.append(parse_block(indent + 1))
                continue
            entry = _split_key(item, number)
            if entry is None:
                result.append(scalar(item, number))
                position += 1
                continue
            # `- key: value` opens a mapping whose further keys align with `key`.
            inner_indent = column + 2 + (len(item) - len(item.lstrip()))
            lines[position] = (number, inner_indent, item)
            result.append(parse_mapping(inner_indent))
        return result

    def parse_mapping(indent: int):
        nonlocal position
        result = {}
        while position < len(lines):
            number, column, content = lines[position]
            if column < indent:
                break
            if column > indent:
                raise ValueError(f"line {number}: unexpected indentation")
            if content.startswith("- "):
                break
            entry = _split_key(content, number)
            if entry is None:
                raise ValueError(f"line {number}: expected 'key: value', got {content!r}")
            key, value = entry
            position += 1
            if value[:1] in "|>" and value.rstrip("+-") in ("|", ">"):
                # A block scalar: the more-indented lines that follow, kept as text.
                block = []
                while position < len(lines) and lines[position][1] > column:
                    block.append(lines[position][2])
                    position += 1
                result[key] = ("\n" if value[0] == "|" else " ").join(block)
            elif value:
                result[key] = scalar(value, number)
            elif position < len(lines) and (
                lines[position][1] > column or (lines[position][1] == column and lines[position][2].startswith("- "))
            ):
                result[key] = parse_block(lines[position][1])
            else:
                result[key] = None
        return result

    document = parse_block(0)
    if position != len(lines):
        raise ValueError(f"line {lines[position][0]}: unexpected content {lines[position][2]!r}")
    return document


def load(path) -> object:
    with open(path, encoding="utf-8") as handle:
        return loads(handle.read())
