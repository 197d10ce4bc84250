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
            default:
                return "no match: no phrase accepts \"\(result.utterance)\"\n"
            }
        }
        var text = "\(match.intent)\n"
        text += "  phrase: \(match.phrase)\n"
        for parameter in match.parameters {
            text += "  \(parameter.name): \(parameter.value.displayText)  (spoken \"\(parameter.spokenText)\")\n"
        }
        for parameter in match.missingParameters {
            text += "  \(parameter.name): missing" + (parameter.prompt.map { "; Siri asks \"\($0)\"" } ?? "") + "\n"
        }
        text += "  app name spoken: \(match.appNameSpoken ? "yes" : "no")\n"
        return text
    }
}
