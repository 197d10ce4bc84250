import ShortcutKit

/// The speech corpus run through the matcher in one mode: every transcript, and every typed text once.
///
/// Transcripts are grouped overall, by word-error-rate band and by voice; the typed texts are the
/// same utterances before speech, so the gap between the two rows is what recognition costs.
struct SpeechEvaluation {
    struct Miss {
        var utterance: SpeechCorpus.Utterance
        var transcript: SpeechCorpus.Transcript
        var outcome: SpeechOutcome
        var match: Match?
    }

    var typed = SpeechTally()
    var transcripts = SpeechTally()
    var byBucket: [WERBucket: SpeechTally] = [:]
    var byVoice: [String: SpeechTally] = [:]
    /// Every transcript not answered correctly or rejected, in the corpus's order.
    var misses: [Miss] = []

    init(_ corpus: SpeechCorpus, matcher: Matcher, options: MatchOptions) {
        for utterance in corpus.utterances {
            let match = matcher.match(utterance.text, options: options).match
            typed.add(SpeechOutcome(intent: utterance.intent, parameters: utterance.parameters, match: match))
        }
        for transcript in corpus.transcripts {
            guard let utterance = corpus.byID[transcript.id] else { continue }
            let match = matcher.match(transcript.text, options: options).match
            let outcome = SpeechOutcome(intent: utterance.intent, parameters: utterance.parameters, match: match)
            transcripts.add(outcome)
            byBucket[WERBucket(wordErrorRate: transcript.wordErrorRate), default: SpeechTally()].add(outcome)
            byVoice[transcript.voice, default: SpeechTally()].add(outcome)
            if outcome != .correct, outcome != .rejected {
                misses.append(Miss(utterance: utterance, transcript: transcript, outcome: outcome, match: match))
            }
        }
    }

    /// The groups in the order the report prints them: typed text, all transcripts, bands, voices.
    var groups: [(name: String, tally: SpeechTally)] {
        [("typed text", typed), ("transcripts", transcripts)]
            + WERBucket.allCases.map { ("WER \($0.rawValue)", byBucket[$0] ?? SpeechTally()) }
            + byVoice.keys.sorted().map { ("voice \($0)", byVoice[$0]!) }
    }
}

extension SpeechTally {
    /// `{"inScope", "correct", "wrongIntent", "wrongParameter", "asksForValue", "noAnswer", "negatives",
    /// "falseAccepts"}`.
    var json: JSON {
        .object(
            JSONObject([
                ("inScope", .integer(inScope)), ("correct", .integer(self[.correct])),
                ("wrongIntent", .integer(self[.wrongIntent])), ("wrongParameter", .integer(self[.wrongParameter])),
                ("asksForValue", .integer(self[.asksForValue])), ("noAnswer", .integer(self[.noAnswer])),
                ("negatives", .integer(negatives)),
                ("falseAccepts", .integer(self[.falseAccept])),
            ]))
    }
}

extension SpeechEvaluation {
    /// `{"typed": tally, "transcripts": tally, "byWER": {band: tally}, "byVoice": {voice: tally}}`.
    var json: JSON {
        .object(
            JSONObject([
                ("typed", typed.json), ("transcripts", transcripts.json),
                (
                    "byWER",
                    .object(JSONObject(WERBucket.allCases.map { ($0.rawValue, (byBucket[$0] ?? SpeechTally()).json) }))
                ),
                ("byVoice", .object(JSONObject(byVoice.keys.sorted().map { ($0, byVoice[$0]!.json) }))),
            ]))
    }
}
