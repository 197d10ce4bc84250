#!/usr/bin/env python3
"""The most frequent misrecognitions in the speech corpus: what the recognizer wrote for what was said.

    python3 Scripts/speech/confusions.py [--top 30] [--all] [--misses FILE]

Aligns each cached transcript with its utterance's spoken form (jiwer's word alignment) and counts
substitutions ("load" heard as "low"), deletions and insertions. By default only transcripts of in-scope
utterances flexible matching does not get right are read: pass the output of
`shortcuts-eval --speech --show-misses` as --misses, or --all for every in-scope transcript.
"""

import argparse
import collections
import json
import re
import sys

import jiwer

MANIFEST = "Evaluation/speech/utterances.jsonl"
TRANSCRIPTS = "Evaluation/speech/transcripts.jsonl"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--all", action="store_true", help="every in-scope transcript, not only the misses")
    parser.add_argument("--misses", help="shortcuts-eval --speech --show-misses output (default: stdin)")
    args = parser.parse_args()

    manifest = {r["id"]: r for r in map(json.loads, open(MANIFEST, encoding="utf-8"))}
    rows = [r for r in map(json.loads, open(TRANSCRIPTS, encoding="utf-8")) if manifest[r["id"]]["intent"]]
    if not args.all:
        text = open(args.misses, encoding="utf-8").read() if args.misses else sys.stdin.read()
        missed = set(re.findall(r"^\w+ \[flexible\] (\S+) (\S+) WER", text, re.M))
        rows = [r for r in rows if (r["id"], r["voice"]) in missed]
    counts = collections.Counter()
    for row in rows:
        reference, hypothesis = manifest[row["id"]]["spoken"], row["transcript"] or "<nothing>"
        words = jiwer.process_words(reference, hypothesis)
        said, heard = words.references[0], words.hypotheses[0]
        for chunk in words.alignments[0]:
            if chunk.type == "substitute":
                counts[(" ".join(said[chunk.ref_start_idx:chunk.ref_end_idx]),
                        " ".join(heard[chunk.hyp_start_idx:chunk.hyp_end_idx]))] += 1
            elif chunk.type == "delete":
                counts[(" ".join(said[chunk.ref_start_idx:chunk.ref_end_idx]), "")] += 1
            elif chunk.type == "insert":
                counts[("", " ".join(heard[chunk.hyp_start_idx:chunk.hyp_end_idx]))] += 1
    print(f"{len(rows)} transcripts; most frequent misrecognitions (said -> heard):")
    for (said, heard), n in counts.most_common(args.top):
        print(f"{n:5d}  {said or '(nothing)'!r} -> {heard or '(nothing)'!r}")


if __name__ == "__main__":
    main()
