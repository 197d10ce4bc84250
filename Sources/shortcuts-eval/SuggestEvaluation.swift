import ShortcutKit

/// `shortcuts-eval --suggest`: how much of CLINC150 the registry answers once `shortcuts suggest` has
/// learnt from half of it, and whether it then answers anything wrongly.
///
/// The queries of every CLINC intent (and the out-of-scope ones) are split in two halves by their place
/// within their intent, even and odd, so both halves hold paraphrases of every intent. Suggestions are
/// made from one half (its mapped queries labelled by the mapping, all its other queries as
/// must-not-match), every accepted proposal is added, and the other half is measured: its mapped
/// queries answered with the right intent (coverage), its other queries answered at all (wrong), in
/// strict and flexible mode. Then the halves swap.
struct SuggestEvaluation {
    struct Half {
        var mapped: [ClincEvaluation.Query] = []
        var other: [ClincEvaluation.Query] = []
    }

    struct Result {
        var proposals = 0
        var accepted = 0
        var covered: [Int] = [0, 0]
        var wrongOther: [Int] = [0, 0]
        var wrongMapped: [Int] = [0, 0]
        var mapped = 0
        var other = 0
        var wrongExamples: [String] = []
        var acceptedTemplates: [String] = []
    }

    let halves: [Half]
    let mapping: [String: String]

    init(_ clinc: ClincEvaluation) {
        var halves = [Half(), Half()]
        var seen: [String: Int] = [:]
        for query in clinc.queries {
            let position = seen[query.intent, default: 0]
            seen[query.intent] = position + 1
            if clinc.mapping[query.intent] != nil {
                halves[position % 2].mapped.append(query)
            } else {
                halves[position % 2].other.append(query)
            }
        }
        self.halves = halves
        self.mapping = clinc.mapping
    }

    /// Suggests from half `learn`, measures on the other; without `options`, measures the registry as it is.
    func run(_ matcher: Matcher, learn: Int, options: Suggester.Options?, modes: [MatchOptions]) throws -> Result {
        let source = halves[learn]
        let held = halves[1 - learn]
        let input =
            source.mapped.enumerated().map {
                LabeledUtterance(utterance: $1.text, intent: mapping[$1.intent], source: "half \(learn):\($0)")
            }
            + source.other.enumerated().map {
                LabeledUtterance(utterance: $1.text, intent: nil, source: "half \(learn) \($1.intent):\($0)")
            }
        let report =
            try options.map { try Suggester(matcher: matcher, options: $0).suggest(input) }
            ?? SuggestionReport()
        let learnt = try Matcher(registry: matcher.registry.adding(report.suggestions))
        var result = Result()
        result.proposals = report.suggestions.count
        result.accepted = report.accepted.count
        result.acceptedTemplates = report.accepted.map { "\($0.intent): \($0.template)" }
        result.mapped = held.mapped.count
        result.other = held.other.count
        for (mode, options) in modes.enumerated() {
            for query in held.mapped {
                guard let match = learnt.match(query.text, options: options).match else { continue }
                if match.intent == mapping[query.intent] {
                    result.covered[mode] += 1
                } else {
                    result.wrongMapped[mode] += 1
                    result.wrongExamples.append("[\(mode)] \"\(query.text)\" (\(query.intent)) -> \(match.intent)")
                }
            }
            for query in held.other {
                guard let match = learnt.match(query.text, options: options).match else { continue }
                result.wrongOther[mode] += 1
                result.wrongExamples.append(
                    "[\(mode)] \"\(query.text)\" (\(query.intent)) -> \(match.intent) via \"\(match.phrase)\"")
            }
        }
        return result
    }
}

extension SuggestEvaluation {
    /// `count` labelled utterances for timing `suggest`: every CLINC150 query (mapped ones labelled, the
    /// rest must-not-match), then each again with one word left out (a different word each round), so
    /// the lines are distinct paraphrases as a fallback log's would be.
    ///
    /// With `labellingAll`, every CLINC intent stands for one of the mapped registry intents (by its place
    /// in the sorted list of intents), so every line is labelled: the worst case for grouping and checks.
    static func scaleInput(_ clinc: ClincEvaluation, count: Int, labellingAll: Bool = false) -> [LabeledUtterance] {
        let targets = Array(Set(clinc.mapping.values)).sorted()
        let intents = Array(Set(clinc.queries.map(\.intent))).sorted()
        let standIns = Dictionary(
            uniqueKeysWithValues: intents.enumerated().map { ($1, targets[$0 % targets.count]) })
        var lines: [LabeledUtterance] = []
        var round = 0
        while lines.count < count {
            for (index, query) in clinc.queries.enumerated() where lines.count < count {
                var words = query.text.split(separator: " ").map(String.init)
                if round > 0 {
                    guard words.count > 2 else { continue }
                    words.remove(at: (index + round) % words.count)
                }
                lines.append(
                    LabeledUtterance(
                        utterance: words.joined(separator: " "),
                        intent: labellingAll ? standIns[query.intent] : clinc.mapping[query.intent],
                        source: "scale:\(lines.count + 1)"))
            }
            round += 1
        }
        return lines
    }
}
