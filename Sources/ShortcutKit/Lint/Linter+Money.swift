/// The rules on what the registry says about money, translated sentences and fillers.
extension Linter {
    /// `unknown-currency`: a well-formed code that is no ISO 4217 code can never be spoken or said back.
    func currencyFindings(_ registry: Registry) -> [Finding] {
        var coded: [(path: String, code: String)] = [("defaultCurrency", registry.defaultCurrency)]
        coded += registry.currencies.enumerated().map { (SourceMap.path("currencies", index: $0), $1) }
        var findings: [Finding] = []
        for (path, code) in coded where !CurrencyNames.isoCodes.contains(code) {
            var message = "\"\(code)\" is not an ISO 4217 currency code"
            if let suggestion = EditDistance.suggestion(for: code, among: CurrencyNames.isoCodes.sorted()) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            findings.append(
                Finding(rule: .unknownCurrency, message: message, path: path, location: registry.location(of: path)))
        }
        return findings
    }

    /// `missing-translation`: each dialog, confirmation, prompt and outOfRange dialog (and the cancel sentence, where an intent
    /// confirms) a translation leaves in the source language.
    func sentenceFindings(_ registry: Registry, _ translation: Translation) -> [Finding] {
        var findings: [Finding] = []
        func check(_ text: String?, at path: String, what: String) {
            guard let text, translation.sentence(for: text) == nil else { return }
            var finding = Finding(
                rule: .missingTranslation,
                message: "\(translation.locale): the \(what) \"\(text)\" has no translation, so it is said as written; "
                    + "add \"\(text)\": \"…\" under translations.\(translation.locale)",
                path: path, location: registry.location(of: path))
            finding.locale = translation.locale
            findings.append(finding)
        }
        for (intentIndex, intent) in registry.intents.enumerated() {
            let intentPath = SourceMap.path("intents", index: intentIndex)
            check(intent.dialog, at: intentPath + ".dialog", what: "dialog")
            check(intent.confirmation, at: intentPath + ".confirm", what: "confirmation")
            for (parameterIndex, parameter) in intent.parameters.enumerated() {
                let parameterPath = SourceMap.path(intentPath + ".parameters", index: parameterIndex)
                check(parameter.prompt, at: parameterPath + ".prompt", what: "prompt")
                check(parameter.outOfRange, at: parameterPath + ".outOfRange", what: "outOfRange dialog")
            }
        }
        for type in registry.types {
            check(
                type.disambiguation, at: SourceMap.path("types", key: type.name) + ".disambiguation",
                what: "disambiguation question")
        }
        // The cancel sentence is said only after a confirmation, so only a registry that confirms needs it.
        if registry.intents.contains(where: { $0.confirmation != nil }) {
            check(registry.sentences.cancelled, at: "sentences.cancelled", what: "sentence")
        }
        return findings
    }

    /// `filler-at-phrase-edge`: a filler the registry declares that a phrase starts (leading) or ends
    /// (trailing) with. The matcher also tries the utterance with the words kept, so the phrase still
    /// matches; but with the filler set aside the rest may match another phrase, and a reader of the
    /// registry cannot tell which words are the request.
    func fillerFindings(_ registry: Registry, compiled: CompiledPhrases) -> [Finding] {
        let declared = EdgeFillers(adding: registry.fillers)
        let leading = declared.leading.filter { !EdgeFillers.leading.contains($0) }
        let trailing = declared.trailing.filter { !EdgeFillers.trailing.contains($0) }
        guard !leading.isEmpty || !trailing.isEmpty else { return [] }
        var findings: [Finding] = []
        for phrase in compiled.phrases {
            // The phrase's sentences as written (its app name spoken), read on its position automaton.
            var automaton = PositionAutomata()
            automaton.add(phrase.pattern, phrase: 0, connectives: [])
            for (filler, isLeading) in leading.map({ ($0, true) }) + trailing.map({ ($0, false) }) {
                let ids = filler.map { compiled.id(of: $0) }
                guard !ids.contains(-1),
                    isLeading ? automaton.someSentenceStarts(with: ids) : automaton.someSentenceEnds(with: ids)
                else { continue }
                let side = isLeading ? "leading" : "trailing"
                findings.append(
                    Finding(
                        rule: .fillerAtPhraseEdge,
                        message:
                            "the \(side) filler \"\(filler.joined(separator: " "))\" is also how \"\(phrase.template)\" "
                            + (isLeading ? "starts" : "ends") + "; remove the filler or reword the phrase",
                        path: phrase.path, location: registry.location(of: phrase.path)))
            }
        }
        return findings
    }
}
