import ShortcutKit

/// `shortcuts match` output for people.
enum MatchRenderer {
    static func text(for result: MatchResult) -> String {
        guard let match = result.match else {
            switch result.reason {
            case .ambiguous:
                var text = "no match: ambiguous between intents that rank equal:\n"
                for candidate in result.candidates {
                    text += "  \(candidate.intent)  \"\(candidate.phrase)\"\n"
                }
                return text
            case .negativePhrase(let phrase):
                return "no match: blocked by the negative phrase \"\(phrase)\"\n"
            case .belowThreshold:
                let best = result.candidates.first.map { " (best: \($0.intent), score \(score($0.score)))" } ?? ""
                return "no match: no flexible parse reaches the threshold\(best)\n"
            case .tooLong:
                return "no match: longer than \(Matcher.maximumUtteranceBytes.formatted()) bytes or "
                    + "\(Matcher.maximumUtteranceWords) words, so not read (no phrase is near that long)\n"
            default:
                return "no match: no phrase accepts \"\(result.utterance)\"\n"
            }
        }
        var text = "\(match.intent)\n"
        text += "  phrase: \(match.phrase)\n"
        for parameter in match.parameters {
            let source =
                parameter.isFixed
                ? "fixed by the shortcut"
                : parameter.isDefault ? "the parameter's default" : "spoken \"\(parameter.spokenText)\""
            text += "  \(parameter.name): \(parameter.value.displayText)  (\(source))"
            if match.outOfRangeParameters.contains(parameter.name) { text += "  out of range" }
            text += "\n"
        }
        for parameter in match.missingParameters {
            text += "  \(parameter.name): missing" + (parameter.prompt.map { "; Siri asks \"\($0)\"" } ?? "") + "\n"
        }
        text += "  app name spoken: \(match.isAppNameSpoken ? "yes" : "no")\n"
        if !match.tolerances.isEmpty {
            text += "  score: \(score(match.score)) (flexible)\n"
            for tolerance in match.tolerances { text += "    tolerated " + describe(tolerance) + "\n" }
        }
        return text
    }

    /// The decision, then each intent's best parse with its score and tolerances.
    static func text(for explanation: MatchExplanation) -> String {
        let options = explanation.options
        var text = "mode: "
        if options.isFlexible {
            let settings = "threshold \(score(options.flexibleThreshold)), margin \(score(options.flexibleMargin))"
            text += "flexible (\(settings))\n"
        } else {
            text += "strict (parses below score 1 would need --flexible)\n"
        }
        text += "decision: " + self.text(for: explanation.result)
        text += "best parses:\n"
        if explanation.parses.isEmpty { text += "  none within the flexible budget\n" }
        if explanation.isWorkExhausted {
            text +=
                "note: the flexible walk stopped after \(Matcher.maximumFlexibleWork.formatted()) steps at most "
                + "(its work budget); the parses below are those found before, and no flexible match is made\n"
        }
        for (index, parse) in explanation.parses.enumerated() {
            text += "  \(index + 1). \(parse.intent)  score \(score(parse.score))  \"\(parse.phrase)\"\n"
            if parse.tolerances.isEmpty { text += "       exact\n" }
            for tolerance in parse.tolerances { text += "       " + describe(tolerance) + "\n" }
        }
        if let negative = explanation.negativeParse {
            text += "negative phrase: \"\(negative.phrase)\"  score \(score(negative.score))\n"
            for tolerance in negative.tolerances { text += "       " + describe(tolerance) + "\n" }
        }
        return text
    }

    private static func describe(_ tolerance: Tolerance) -> String {
        let place = tolerance.parameter.map { " in ${\($0)}" } ?? ""
        let what: String
        switch tolerance.kind {
        case .soundsAlike: what = "\"\(tolerance.spoken)\" sounds like \"\(tolerance.expected)\""
        case .spelledAlike: what = "\"\(tolerance.spoken)\" is spelled like \"\(tolerance.expected)\""
        case .misheard: what = "\"\(tolerance.spoken)\" misheard for \"\(tolerance.expected)\""
        case .functionWordSwapped: what = "\"\(tolerance.spoken)\" said for \"\(tolerance.expected)\""
        case .split: what = "\"\(tolerance.spoken)\" split from \"\(tolerance.expected)\""
        case .merged: what = "\"\(tolerance.spoken)\" merged from \"\(tolerance.expected)\""
        case .dropped: what = "\"\(tolerance.expected)\" not said"
        case .added: what = "\"\(tolerance.spoken)\" added"
        case .hesitation: what = "hesitation \"\(tolerance.spoken)\""
        }
        return "\(what)\(place)  (cost \(score(tolerance.cost)))"
    }

    private static func score(_ value: Double) -> String { JSON.number(value).compactText }
}
