extension RegistryDecoder {
    /// Reads `"lint": {"ignore": [{"rule": "…", "phrases": ["…"], "reason": "…"}]}`.
    ///
    /// The shape, the rule ids and the reasons are checked here like every other key; whether each entry
    /// still silences a finding can only be told by linting, which reports stale entries.
    func decodeLint(_ json: JSON?) throws(RegistryError) -> [LintSuppression] {
        guard let json else { return [] }
        let lint = try object(json, at: "lint", required: [], optional: ["ignore"])
        var suppressions: [LintSuppression] = []
        for (index, element) in try array(lint["ignore"], at: "lint.ignore").enumerated() {
            let path = SourceMap.path("lint.ignore", index: index)
            let fields = try object(element, at: path, required: ["rule", "phrases", "reason"], optional: [])
            let ruleName = try requiredString(fields["rule"], at: path + ".rule")
            guard let rule = LintRule(rawValue: ruleName) else {
                let ids = LintRule.allCases.map(\.rawValue)
                var message = "unknown lint rule \"\(ruleName)\""
                if let suggestion = EditDistance.suggestion(for: ruleName, among: ids) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; the rules are: \(ids.joined(separator: ", "))"
                }
                throw error(path + ".rule", message)
            }
            if rule == .staleSuppression {
                throw error(
                    path + ".rule", "a stale suppression is not silenced but removed; delete the entry it names")
            }
            let phrases = try strings(fields["phrases"], at: path + ".phrases")
            if phrases.isEmpty {
                throw error(
                    path + ".phrases",
                    "no phrases; list the phrases of the finding, exactly as the registry writes them")
            }
            let reason = try requiredString(fields["reason"], at: path + ".reason")
            suppressions.append(LintSuppression(rule: rule, phrases: phrases, reason: reason))
        }
        return suppressions
    }

    /// Checks that every `${name}` of an intent's dialog or confirmation is one of `values` (its parameters,
    /// and for a dialog its results) or the app's name: Siri would otherwise say "Timer set for minutes."
    /// with the value left out. The error points at the key, since a member's place is its key's.
    func checkPlaceholders(of text: String, at path: String, what: String, intent: String, values: [Parameter])
        throws(RegistryError)
    {
        let names = values.map(\.name) + [Template.applicationNameSlot]
        var rest = text[...]
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                throw error(path, "unclosed placeholder in the \(what); write ${name} with a closing brace")
            }
            let name = String(rest[open.upperBound..<close])
            if !names.contains(name) {
                let kinds = what == "dialog" ? "parameters and results" : "parameters"
                let available =
                    values.isEmpty
                    ? "it has no \(kinds)" : "its \(kinds): " + values.map(\.name).joined(separator: ", ")
                var message = "unknown placeholder ${\(name)} in \(intent)'s \(what); \(available)"
                if let suggestion = EditDistance.suggestion(for: name, among: names) {
                    message += "; did you mean ${\(suggestion)}?"
                } else if what == "dialog" {
                    message += "; declare a value the action answers with in \"results\""
                }
                throw error(path, message)
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// Reads `"sentences": {"cancelled", "actionFailed", "outcomeUnknown"}`; each is optional.
    func decodeSentences(_ json: JSON?) throws(RegistryError) -> AssistantSentences {
        var sentences = AssistantSentences()
        guard let json else { return sentences }
        let keys = AssistantSentences.members.map(\.key)
        let fields = try object(json, at: "sentences", required: [], optional: keys)
        for (key, path) in AssistantSentences.members {
            guard let text = try string(fields[key], at: "sentences." + key) else { continue }
            if text.isBlank { throw error("sentences." + key, "must not be empty; write what Siri says") }
            if let name = DialogText.placeholders(in: text).first(where: { $0 != Template.applicationNameSlot }) {
                throw error("sentences." + key, "unknown placeholder ${\(name)}; these sentences name no values")
            }
            sentences[keyPath: path] = text
        }
        return sentences
    }
}
