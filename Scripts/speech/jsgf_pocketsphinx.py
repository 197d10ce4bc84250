#!/usr/bin/env python3
"""Load a grammar from `shortcuts export --format jsgf` into PocketSphinx.

PocketSphinx refuses a grammar with a word its pronouncing dictionary lacks, and an app's names
("villagepay", "okafor") are seldom in it. This module writes a small dictionary of the grammar's words
only: each word's CMUdict pronunciations, or, for a word CMUdict lacks, the pronunciations of the fewest
CMUdict words it splits into ("villagepay" = "village" + "pay"), or else its letters spelled out.

    python3 Scripts/speech/jsgf_pocketsphinx.py check grammar.jsgf    # loads it; prints the made-up words

Used by `grammar-eval.py` and by the Swift tests that check an exported grammar loads.
"""

import functools
import os
import re
import sys
import tempfile

import pocketsphinx

MODEL = pocketsphinx.get_model_path()
CMUDICT = os.path.join(MODEL, "en-us", "cmudict-en-us.dict")


@functools.lru_cache(maxsize=1)
def cmudict():
    """Every CMUdict word with its pronunciations (alternates `word(2)` folded under `word`)."""
    entries = {}
    with open(CMUDICT, encoding="utf-8") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) < 2:
                continue
            word = re.sub(r"\(\d+\)$", "", parts[0])
            entries.setdefault(word, []).append(" ".join(parts[1:]))
    return entries


def grammar_words(text):
    """The tokens of a JSGF grammar: words outside `<rule>` references, comments and the header."""
    text = re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)
    body = []
    for statement in text.split(";"):
        statement = statement.strip()
        if "=" not in statement:
            continue
        body.append(statement.split("=", 1)[1])
    tokens = set()
    for expansion in body:
        expansion = re.sub(r"<[^>]*>", " ", expansion)
        expansion = re.sub(r"/[^/]*/", " ", expansion)  # weights
        expansion = re.sub(r"\{[^}]*\}", " ", expansion)  # tags
        for token in re.findall(r'"[^"]*"|[^\s()\[\]|*+]+', expansion):
            tokens.add(token.strip('"').lower())
    return sorted(token for token in tokens if token)


def pronunciation(word):
    """A pronunciation for a word CMUdict lacks: the fewest dictionary words it splits into, else letters."""
    words = cmudict()
    best = [None] * (len(word) + 1)
    best[0] = []
    for end in range(1, len(word) + 1):
        for start in range(end):
            piece = word[start:end]
            if best[start] is None or piece not in words or (len(piece) == 1 and piece not in "ai"):
                continue
            candidate = best[start] + [piece]
            if best[end] is None or len(candidate) < len(best[end]):
                best[end] = candidate
    if best[len(word)] is not None:
        return " ".join(words[piece][0] for piece in best[len(word)])
    letters = [words[letter][0] for letter in word if letter in words]
    return " ".join(letters) if letters else None


def dictionary_for(grammar_text):
    """Writes the grammar's dictionary to a temporary file; returns its path and the words made up."""
    words = cmudict()
    lines, made_up = [], []
    for word in grammar_words(grammar_text):
        if word in words:
            for index, phones in enumerate(words[word]):
                lines.append(f"{word}{'' if index == 0 else f'({index + 1})'} {phones}")
        else:
            phones = pronunciation(word)
            if phones:
                lines.append(f"{word} {phones}")
                made_up.append(word)
    handle = tempfile.NamedTemporaryFile("w", suffix=".dict", delete=False, encoding="utf-8")
    handle.write("\n".join(lines) + "\n")
    handle.close()
    return handle.name, made_up


def grammar_decoder(grammar_path, **config):
    """A decoder that hears only the grammar's sentences (its first public rule)."""
    with open(grammar_path, encoding="utf-8") as handle:
        dictionary, _ = dictionary_for(handle.read())
    return pocketsphinx.Decoder(jsgf=grammar_path, dict=dictionary, loglevel="FATAL", **config)


def general_decoder(**config):
    """A decoder with PocketSphinx's general English language model."""
    return pocketsphinx.Decoder(loglevel="FATAL", **config)


def main(arguments):
    if len(arguments) != 2 or arguments[0] != "check":
        print("usage: jsgf_pocketsphinx.py check GRAMMAR.jsgf", file=sys.stderr)
        return 2
    with open(arguments[1], encoding="utf-8") as handle:
        dictionary, made_up = dictionary_for(handle.read())
    try:
        pocketsphinx.Decoder(jsgf=arguments[1], dict=dictionary, loglevel="ERROR")
    except RuntimeError as error:
        print(f"error: PocketSphinx did not load {arguments[1]}: {error}", file=sys.stderr)
        return 1
    finally:
        os.unlink(dictionary)
    print(f"loaded {arguments[1]}; words not in CMUdict: {', '.join(made_up) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
