#!/usr/bin/env python3
"""Builds the speech corpus: utterances, their audio (flite) and what PocketSphinx hears (cached).

    python3 Scripts/speech/make-corpus.py               # manifest, then audio + transcripts still missing
    python3 Scripts/speech/make-corpus.py --manifest-only
    python3 Scripts/speech/make-corpus.py --only registry,own,near   # transcribe these sources only
    python3 Scripts/speech/make-corpus.py --minutes 20  # stop after 20 minutes (the next run goes on)
    python3 Scripts/speech/make-corpus.py --check       # re-transcribe a seeded sample; exit 1 on a difference

Writes Evaluation/speech/utterances.jsonl (the manifest) and Evaluation/speech/transcripts.jsonl (one
row per utterance and voice), both sorted; audio goes to .build/speech/audio/<voice>/<id>.wav (not
committed). Transcripts already cached are kept (delete the file, or pass --force, to redo them).
Run from the package root after `swift build` (the typed texts are checked with .build/debug/shortcuts).
Evaluation/speech/README.md describes the method.
"""

import argparse
import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
import wave

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from spoken import spoken  # noqa: E402
from synthesize import VOICES, synthesize  # noqa: E402
import utterances  # noqa: E402

SEED = 2026
MANIFEST = "Evaluation/speech/utterances.jsonl"
TRANSCRIPTS = "Evaluation/speech/transcripts.jsonl"
AUDIO = ".build/speech/audio"
CLINC = "Evaluation/data/clinc150"
MAPPING = "Evaluation/clinc150-mapping.json"
BINARY = ".build/debug/shortcuts"
# Queries per unmapped CLINC150 intent (145 intents), beside all 1,000 out-of-scope queries.
CLINC_PER_INTENT = 6


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_jsonl(path, rows):
    """Writes the rows, replacing the file at once (a reader never sees half of it)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(path + ".tmp", path)


def typed_matches(texts):
    """Strict and flexible matches of each typed text: {text: (strict match|None, flexible match|None)}."""
    results = {}
    for mode, extra in (("strict", []), ("flexible", ["--flexible"])):
        run = subprocess.run([BINARY, "match", "--stdin", "--json", "--registry", "shortcuts.json", *extra],
                             input="\n".join(texts) + "\n", capture_output=True, text=True)
        lines = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
        if len(lines) != len(texts):
            sys.exit(f"error: {BINARY} match answered {len(lines)} lines for {len(texts)} utterances\n"
                     + run.stderr)
        for text, line in zip(texts, lines):
            results.setdefault(text, {})[mode] = line.get("match")
    return results


def same_parameters(got, expected):
    """Parameters as the matcher's JSON writes them against the expected ones; strings ignore case."""
    if set(got) != set(expected):
        return False
    for name, value in expected.items():
        other = got[name]
        if isinstance(value, str) and isinstance(other, str):
            if value.lower() != other.lower():
                return False
        elif isinstance(value, dict) and isinstance(other, dict):
            if value.get("currency") != other.get("currency") or abs(value["amount"] - other["amount"]) > 1e-9:
                return False
        elif isinstance(value, (int, float)) and isinstance(other, (int, float)):
            if abs(value - other) > 1e-9:
                return False
        elif value != other:
            return False
    return True


def verdict(match, intent, parameters):
    if match is None:
        return intent is None
    return intent is not None and match["intent"] == intent and same_parameters(match["parameters"], parameters)


def candidates():
    """(source, text, intent, parameters) before checking, in a fixed order."""
    rows = []
    for line in read_jsonl("shortcuts.tests.jsonl"):
        # Lines marked flexible are typed misspellings standing in for recognition noise: real
        # transcripts replace them here.
        if line.get("flexible"):
            continue
        rows.append(("registry", line["utterance"], line.get("intent"), line.get("parameters", {})))
    for text, intent, parameters in utterances.in_scope(SEED):
        rows.append(("own", text, intent, parameters))
    for text in utterances.NEAR_MISSES:
        rows.append(("near", text, None, {}))
    mapping = json.load(open(MAPPING, encoding="utf-8"))["mapping"]
    rng = random.Random(SEED)
    by_intent = {}
    for query in read_jsonl(os.path.join(CLINC, "test.jsonl")):
        if query["intent"] not in mapping:
            by_intent.setdefault(query["intent"], []).append(query["text"])
    for intent in sorted(by_intent):
        for text in rng.sample(by_intent[intent], CLINC_PER_INTENT):
            rows.append(("clinc", text, None, {}))
    for query in read_jsonl(os.path.join(CLINC, "oos_test.jsonl")):
        rows.append(("clinc-oos", query["text"], None, {}))
    return rows


def build_manifest():
    rows = candidates()
    seen = set()
    unique = []
    for row in rows:
        if row[1].lower() not in seen:
            seen.add(row[1].lower())
            unique.append(row)
    typed = typed_matches([r[1] for r in unique])
    # What is said must mean what was typed ("send ¥5000" is ambiguous typed, and "five thousand yen"
    # said is not), so the spoken form is read too, and both must be right.
    heard = typed_matches(sorted({spoken(r[1]) for r in unique} - {""}))
    manifest, dropped = [], []
    counters = {}
    for source, text, intent, parameters in unique:
        said = spoken(text)
        right = {mode: verdict(typed[text][mode], intent, parameters) for mode in ("strict", "flexible")}
        right_said = {mode: said != "" and verdict(heard[said][mode], intent, parameters)
                      for mode in ("strict", "flexible")} if said else {}
        if not said or not (right["strict"] or right["flexible"]) or not any(right_said.values()):
            dropped.append((source, text, typed[text]))
            continue
        if intent is not None:
            # As the matcher writes them from the spoken form (free text in lower case, "new york"), which
            # is what a transcript can give; equal to the meant values but for case.
            parameters = heard[said]["strict" if right_said["strict"] else "flexible"]["parameters"]
        counters[source] = counters.get(source, 0) + 1
        row = {"id": f"{source}-{counters[source]:04d}", "text": text, "intent": intent,
               "parameters": parameters, "source": source, "spoken": said,
               # How the typed text is read rightly: "strict" (and so flexibly too) or "flexible" only.
               "typed": "strict" if right["strict"] else "flexible"}
        if intent is None and not all(list(right.values()) + list(right_said.values())):
            dropped.append((source, text, typed[text]))  # a negative either mode claims typed is no test
            continue
        manifest.append(row)
    manifest.sort(key=lambda r: r["id"])
    write_jsonl(MANIFEST, manifest)
    for source, text, got in dropped:
        match = got.get("flexible") or got.get("strict")
        print(f"dropped ({source}): {text!r} -> {match and match['intent']} {match and match['parameters']}",
              file=sys.stderr)
    print(f"manifest: {len(manifest)} utterances ({dropped and len(dropped)} dropped) -> {MANIFEST}",
          file=sys.stderr)
    return manifest


def voices_for(row):
    """The voices an utterance is spoken with: every voice, except a CLINC150 negative gets one voice
    (seeded by its id), which keeps the whole run within half an hour on two cores."""
    if row["source"].startswith("clinc"):
        return [VOICES[random.Random(f"{SEED}:{row['id']}").randrange(len(VOICES))]]
    return VOICES


_decoder = None


def transcribe(path):
    global _decoder
    if _decoder is None:
        from pocketsphinx import Decoder  # the bundled US English acoustic model, dictionary and LM

        _decoder = Decoder(samprate=16000, loglevel="FATAL")
    with wave.open(path, "rb") as audio:
        frames = audio.readframes(audio.getnframes())
    # The feature front end keeps its cepstral mean estimate from one utterance to the next (even with
    # cmn="batch"), so a transcript would depend on what the same worker decoded before and a run would
    # not reproduce: start each utterance from the model's initial estimate, as a fresh decoder does.
    _decoder.reinit_feat()
    _decoder.start_utt()
    _decoder.process_raw(frames, full_utt=True)
    _decoder.end_utt()
    hypothesis = _decoder.hyp()
    return " ".join(hypothesis.hypstr.split()) if hypothesis else ""


def wer(reference, hypothesis):
    import jiwer
    if not hypothesis:
        return 1.0
    return round(jiwer.wer(reference, hypothesis), 4)


def job(task):
    row, (name, voice, rate) = task
    path = os.path.join(AUDIO, name, row["id"] + ".wav")
    synthesize(row["spoken"], voice, rate, path)
    transcript = transcribe(path)
    return {"id": row["id"], "voice": name, "transcript": transcript, "wer": wer(row["spoken"], transcript)}


def worker_signals():
    # The parent decides when to stop; a worker just dies when the pool ends it.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_jobs(tasks, workers):
    with multiprocessing.Pool(workers, initializer=worker_signals) as pool:
        for index, result in enumerate(pool.imap(job, tasks, chunksize=4), 1):
            if index % 100 == 0:
                print(f"  {index}/{len(tasks)}", file=sys.stderr, flush=True)
            yield result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--manifest-only", action="store_true")
    parser.add_argument("--only", help="comma-separated sources to transcribe (registry, own, near, clinc, clinc-oos)")
    parser.add_argument("--force", action="store_true", help="transcribe again what is cached")
    parser.add_argument("--check", action="store_true", help="re-transcribe a seeded sample and compare")
    parser.add_argument("--sample", type=int, default=40, help="rows --check re-transcribes (default 40)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--minutes", type=float, help="stop after this long, keeping what is done")
    args = parser.parse_args()

    if args.check:
        manifest = {row["id"]: row for row in read_jsonl(MANIFEST)}
        cached = read_jsonl(TRANSCRIPTS)
        sample = random.Random(SEED).sample(cached, min(args.sample, len(cached)))
        voices = {name: (name, voice, rate) for name, voice, rate in VOICES}
        differences = 0
        results = run_jobs([(manifest[row["id"]], voices[row["voice"]]) for row in sample], args.workers)
        for old, new in zip(sample, results):
            if old["transcript"] != new["transcript"] or spoken(manifest[old["id"]]["text"]) != manifest[old["id"]]["spoken"]:
                differences += 1
                print(f"differs: {old['id']} {old['voice']}: cached {old['transcript']!r}, now {new['transcript']!r}")
        print(f"check: {len(sample) - differences}/{len(sample)} sampled transcripts reproduced")
        sys.exit(1 if differences else 0)

    manifest = build_manifest()
    if args.manifest_only:
        return
    ids = {row["id"] for row in manifest}
    cached = {} if args.force or not os.path.exists(TRANSCRIPTS) else {
        (row["id"], row["voice"]): row for row in read_jsonl(TRANSCRIPTS) if row["id"] in ids}
    only = set(args.only.split(",")) if args.only else None
    tasks = [(row, voice) for row in manifest if only is None or row["source"] in only
             for voice in voices_for(row) if (row["id"], voice[0]) not in cached]
    # A seeded order, so that a run stopped early (Ctrl-C keeps what is done) leaves a random sample.
    random.Random(SEED).shuffle(tasks)
    print(f"transcribing {len(tasks)} utterance-voice pairs with {args.workers} workers", file=sys.stderr)

    def save():
        rows = sorted(cached.values(), key=lambda r: (r["id"], r["voice"]))
        write_jsonl(TRANSCRIPTS, rows)
        return len(rows)

    # Ctrl-C, SIGTERM or --minutes stop the run and keep what is done; the next run goes on from there.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    try:
        for index, result in enumerate(run_jobs(tasks, args.workers), 1):
            cached[(result["id"], result["voice"])] = result
            if index % 50 == 0:
                save()
            if deadline and time.monotonic() > deadline:
                print(f"stopped after {args.minutes} minutes: {index}/{len(tasks)} done", file=sys.stderr)
                break
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
    finally:
        print(f"transcripts: {save()} rows -> {TRANSCRIPTS}", file=sys.stderr)


if __name__ == "__main__":
    main()
