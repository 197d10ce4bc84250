#!/usr/bin/env python3
"""Does giving PocketSphinx the registry's grammar help? Decodes the speech corpus twice and matches each
transcript with `shortcuts match`.

For each utterance of `Evaluation/speech/utterances.jsonl` ({"id", "text", "intent", "parameters",
"source", "spoken"}; intent null for speech that must run nothing) with audio at
`<audio>/<voice>/<id>.wav`, the audio is decoded

  * with PocketSphinx's general English model (en-us, its 3-gram language model), and
  * with the grammar `shortcuts export --format jsgf` writes, the only sentences the decoder may hear,

and each transcript is matched strictly and with --flexible. A grammar decode has no "none of these":
PocketSphinx either forces speech into a grammar sentence or, when no path reaches the grammar's end,
returns nothing (a rejection). Two ways to reject a forced sentence are measured:

  * score: the grammar's acoustic log-likelihood a frame against the general model's; speech outside
    the grammar fits its forced sentence worse than the free decode (reject below --margin);
  * agree: the grammar sentence and the general transcript must be within --cer of each other, as
    characters without spaces (so "villagepay" and "village pay" agree).

Prints a Markdown table: per configuration, how many commands were matched to the right intent (and
with the right values), and how many utterances that must run nothing ran a command (false accepts).

    python3 Scripts/speech/grammar-eval.py                          # the corpus and audio of this checkout
    python3 Scripts/speech/grammar-eval.py --corpus ../wt-speech/Evaluation/speech/utterances.jsonl \\
        --audio ../wt-speech/.build/speech/audio --synthesize 150 --negatives 100

--synthesize N speaks N more commands (and --negatives M out-of-scope queries) that have no audio yet
with flite's slt voice into .build/speech/grammar-eval/audio, so that a corpus with few recorded commands
still measures both sides. Decodes are cached in .build/speech/grammar-eval/: the general model's by audio file, the grammar's by
audio file and grammar, so a changed grammar decodes only with itself again.
"""

import argparse
import hashlib
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jsgf_pocketsphinx  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORK = os.path.join(ROOT, ".build", "speech", "grammar-eval")


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Evaluation/speech/utterances.jsonl"))
    parser.add_argument("--audio", default=os.path.join(ROOT, ".build/speech/audio"))
    parser.add_argument("--registry", default=os.path.join(ROOT, "shortcuts.json"))
    parser.add_argument("--shortcuts", default=os.path.join(ROOT, ".build/debug/shortcuts"))
    parser.add_argument("--synthesize", type=int, default=0, help="speak this many more commands with flite")
    parser.add_argument("--negatives", type=int, default=0, help="and this many more out-of-scope queries")
    parser.add_argument("--margin", type=float, default=0.5, help="score rule: the smallest margin a frame")
    parser.add_argument("--cer", type=float, default=0.4, help="agree rule: the largest character error rate")
    parser.add_argument("--json", action="store_true", help="print every utterance's results as JSON Lines")
    parser.add_argument("--cached-only", action="store_true", help="only the utterances the general model decoded before (the grammar decodes what it has not)")
    return parser.parse_args()


def export_grammar(options):
    os.makedirs(WORK, exist_ok=True)
    path = os.path.join(WORK, "grammar.jsgf")
    subprocess.run(
        [options.shortcuts, "export", "--format", "jsgf", "--registry", options.registry, "-o", path],
        check=True, stderr=subprocess.DEVNULL)
    return path


def audio_files(options, rows):
    """(voice, row, wav path) for every utterance with audio, plus the ones synthesized here."""
    items = []
    voices = sorted(os.listdir(options.audio)) if os.path.isdir(options.audio) else []
    for voice in voices:
        for row in rows:
            path = os.path.join(options.audio, voice, row["id"] + ".wav")
            if os.path.exists(path):
                items.append((voice, row, path))
    heard = {row["id"] for _, row, _ in items}
    commands = [row for row in rows if row["intent"] and row["id"] not in heard][: options.synthesize]
    others = [row for row in rows if not row["intent"] and row["id"] not in heard][::-1][: options.negatives]
    for row in commands + others:
        path = os.path.join(WORK, "audio", "slt", row["id"] + ".wav")
        if not os.path.exists(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            subprocess.run(["flite", "-voice", "slt", "-t", row.get("spoken") or row["text"], "-o", path], check=True)
        items.append(("slt-here", row, path))
    # A fixed shuffle, so that a run stopped early (then reported with --cached-only) is a fair sample.
    random.Random(1).shuffle(items)
    return items


def decode(decoder, path):
    """The transcript and the acoustic log-likelihood a frame (natural log), or ("", None) for no result."""
    with wave.open(path) as audio:
        if audio.getframerate() != 16000 or audio.getnchannels() != 1:
            raise SystemExit(f"{path}: PocketSphinx's model needs 16 kHz mono audio")
        samples = audio.readframes(audio.getnframes())
    decoder.start_utt()
    decoder.process_raw(samples, full_utt=True)
    decoder.end_utt()
    hypothesis = decoder.hyp()
    if hypothesis is None:
        return "", None
    # The binding gives each segment's score as a probability; its log, clamped where it underflows.
    acoustic = sum(math.log(max(segment.ascore, 1e-300)) for segment in decoder.seg())
    return hypothesis.hypstr, acoustic / max(decoder.n_frames(), 1)


def word_error_rate(reference, hypothesis):
    ref, hyp = reference.split(), hypothesis.split()
    row = list(range(len(hyp) + 1))
    for i, word in enumerate(ref, 1):
        previous, row[0] = row[0], i
        for j, other in enumerate(hyp, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (word != other))
    return row[-1] / max(len(ref), 1)


def character_error_rate(reference, hypothesis):
    """Edit distance of the two texts' letters, spaces left out, over the reference's length."""
    return word_error_rate(" ".join(reference.replace(" ", "")), " ".join(hypothesis.replace(" ", "")))


def match_all(options, transcripts, flexible):
    """`shortcuts match --stdin --json` of each transcript: its intent and parameters, or None."""
    command = [options.shortcuts, "match", "--stdin", "--json", "--registry", options.registry]
    if flexible:
        command.append("--flexible")
    lines = "".join(text.replace("\n", " ") + "\n" for text in transcripts)
    output = subprocess.run(command, input=lines, capture_output=True, text=True).stdout.splitlines()
    results = []
    for line in output:
        match = json.loads(line).get("match")
        results.append((match["intent"], match["parameters"]) if match else None)
    return results


def main():
    options = arguments()
    with open(options.corpus, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    grammar = export_grammar(options)
    with open(grammar, "rb") as handle:
        grammar_key = hashlib.sha256(handle.read()).hexdigest()[:12]
    items = audio_files(options, rows)
    if not items:
        raise SystemExit(f"no audio under {options.audio}; run synthesize.py or pass --synthesize N")
    cache_path = os.path.join(WORK, "decodes.jsonl")
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path, encoding="utf-8") as handle:
            for line in handle:
                entry = json.loads(line)
                cache[entry["key"]] = entry
    decoders = {}
    started = time.monotonic()
    results = []
    with open(cache_path, "a", encoding="utf-8") as out:
        for voice, row, path in items:
            audio_key = f"{path}:{os.path.getmtime(path)}"
            if options.cached_only and audio_key not in cache:
                continue
            entry = {}
            for name, key in (("general", audio_key), ("grammar", f"{audio_key}:{grammar_key}")):
                if key not in cache:
                    if name not in decoders:
                        decoders[name] = (
                            jsgf_pocketsphinx.grammar_decoder(grammar) if name == "grammar"
                            else jsgf_pocketsphinx.general_decoder())
                    text, score = decode(decoders[name], path)
                    cache[key] = {"key": key, "text": text, "score": score}
                    out.write(json.dumps(cache[key]) + "\n")
                    out.flush()
                entry[name] = cache[key]["text"]
                entry[name + "Score"] = cache[key]["score"]
            results.append((voice, row, entry))
    seconds = time.monotonic() - started

    general = [entry["general"] for _, _, entry in results]
    forced = [entry["grammar"] for _, _, entry in results]
    strict_general = match_all(options, general, False)
    flexible_general = match_all(options, general, True)
    strict_grammar = match_all(options, forced, False)
    flexible_grammar = match_all(options, forced, True)

    def margin_of(entry):
        if entry["grammarScore"] is None or entry["generalScore"] is None:
            return None
        return entry["grammarScore"] - entry["generalScore"]

    def agree(entry, bound=None):
        bound = options.cer if bound is None else bound
        return entry["grammar"] != "" and character_error_rate(entry["grammar"], entry["general"]) <= bound

    def tally(answers):
        commands = [(row, answer) for (_, row, _), answer in zip(results, answers) if row["intent"]]
        others = [(row, answer) for (_, row, _), answer in zip(results, answers) if not row["intent"]]
        right = sum(1 for row, answer in commands if answer and answer[0] == row["intent"])
        exact = sum(1 for row, answer in commands if answer and answer == (row["intent"], row["parameters"]))
        false_accepts = sum(1 for _, answer in others if answer)
        return len(commands), right, exact, len(others), false_accepts

    def gated(answers, keep):
        return [answer if keep(entry) else None for (_, _, entry), answer in zip(results, answers)]

    margin = options.margin

    def passes_score(entry):
        value = margin_of(entry)
        return value is not None and value >= margin

    rows_out = [
        ("general model, strict", strict_general),
        ("general model, --flexible", flexible_general),
        ("grammar, strict", strict_grammar),
        ("grammar, --flexible", flexible_grammar),
        (f"grammar + score ≥ {margin:+.1f} a frame, strict", gated(strict_grammar, passes_score)),
        (f"grammar + agree (CER ≤ {options.cer:g}), strict", gated(strict_grammar, agree)),
        (f"grammar + agree (CER ≤ {options.cer:g}), --flexible", gated(flexible_grammar, agree)),
    ]
    commands = [entry for _, row, entry in results if row["intent"]]
    references = [row.get("spoken") or row["text"] for _, row, _ in results if row["intent"]]

    def mean_wer(key):
        pairs = list(zip(references, commands))
        return sum(word_error_rate(reference.lower(), entry[key]) for reference, entry in pairs) / max(len(pairs), 1)

    voices = sorted({voice for voice, _, _ in results})
    print(f"{len(results)} utterances ({', '.join(voices)}): {len(commands)} commands, "
          f"{len(results) - len(commands)} that must run nothing; {seconds:.0f} s decoding (uncached)")
    print(f"word error rate of the commands: general {mean_wer('general'):.1%}, grammar {mean_wer('grammar'):.1%}; "
          f"grammar returned nothing for {sum(1 for _, _, e in results if not e['grammar'])}")
    print()
    print("| decoder and rule | right intent | right intent and values | false accepts |")
    print("|---|---|---|---|")
    for name, answers in rows_out:
        total, right, exact, others, false = tally(answers)
        print(f"| {name} | {right}/{total} ({right / max(total, 1):.0%}) | {exact}/{total} ({exact / max(total, 1):.0%}) "
              f"| {false}/{others} ({false / max(others, 1):.1%}) |")
    print()
    print("| rejection rule | right intent (strict) | false accepts |")
    print("|---|---|---|")
    for bound in (0.1, 0.2, 0.3, 0.4, 0.5, 0.7):
        total, right, _, others, false = tally(gated(strict_grammar, lambda e, b=bound: agree(e, b)))
        print(f"| agree, CER ≤ {bound:g} | {right}/{total} | {false}/{others} |")
    for value in (-1.0, -0.5, -0.25, 0.0, 0.25, 0.5):
        total, right, _, others, false = tally(
            gated(strict_grammar, lambda e, v=value: margin_of(e) is not None and margin_of(e) >= v))
        print(f"| score ≥ {value:+g} a frame | {right}/{total} | {false}/{others} |")
    if options.json:
        for (voice, row, entry), general_answer, grammar_answer in zip(results, strict_general, strict_grammar):
            print(json.dumps({
                "voice": voice, "id": row["id"], "intent": row["intent"], "general": entry["general"],
                "grammar": entry["grammar"], "margin": margin_of(entry), "generalMatch": general_answer,
                "grammarMatch": grammar_answer,
            }))


if __name__ == "__main__":
    main()
