extension Linter {
    /// `shared-spoken-form`: each spoken form (title, id or synonym, compared as the words the matcher reads)
    /// that two or more values of one type have. "Jonas" for Jonas Weber and Jonas Brown is often meant,
    /// which is why it is a note: the assistant then asks the type's "Which one?" question, or hands the turn
    /// to the fallback when there are too many to ask among, and `match` reports the utterance as ambiguous.
    ///
    /// One finding per shared form, at the second value that has it, with a note at each other value.
    ///
    /// - Complexity: O(n) in the values' forms: one dictionary from a form's words to the first value that
    ///   has it, never a comparison of pairs (an entity type may have 100,000 values).
    func sharedSpokenFormFindings(_ registry: Registry) -> [Finding] {
        var findings: [Finding] = []
        for type in registry.types {
            let listPath = SourceMap.path(
                SourceMap.path("types", key: type.name), key: type.kind == .enum ? "cases" : "values")
            var firstValue: [String: Int] = [:]
            var sharing: [String: [Int]] = [:]
            // The shared forms in the order they were found, as the later value writes them.
            var shared: [(key: String, written: String)] = []
            for (index, value) in type.values.enumerated() {
                value.forEachSpokenForm { form in
                    let key = Tokenizer.words(of: form).joined(separator: " ")
                    guard !key.isEmpty else { return }
                    guard let first = firstValue[key] else {
                        firstValue[key] = index
                        return
                    }
                    guard first != index else { return }
                    if let values = sharing[key] {
                        if values.last != index { sharing[key] = values + [index] }
                    } else {
                        sharing[key] = [first, index]
                        shared.append((key, form))
                    }
                }
            }
            for (key, written) in shared {
                let indices = sharing[key] ?? []
                let paths = indices.map { SourceMap.path(listPath, index: $0) }
                findings.append(
                    Finding(
                        rule: .sharedSpokenForm,
                        message: Self.sharedFormMessage(
                            written, values: indices.map { type.values[$0] }, type: type, locale: registry.locale),
                        path: paths[1], location: registry.location(of: paths[1]),
                        notes: paths.enumerated().filter { $0.offset != 1 }.map { _, path in
                            Finding.Note(
                                message: "\"\(written)\" also names this value", path: path,
                                location: registry.location(of: path))
                        }))
            }
        }
        return findings
    }

    /// "\"Jonas\" names Jonas Weber and Jonas Brown of Contact: the assistant asks \"Which Jonas: Jonas Weber
    /// or Jonas Brown?\", and `match` reports the utterance as ambiguous; …"
    private static func sharedFormMessage(
        _ form: String, values: [ParameterValueDefinition], type: ParameterTypeDefinition, locale: String
    ) -> String {
        let titles = values.map(\.title)
        // Values that share their title too are told apart by their ids.
        let names = Set(titles).count == titles.count ? titles : values.map { "\($0.title) (\($0.identifier))" }
        let shown = names.count > 4 ? Array(names.prefix(3)) + ["\(names.count - 3) more"] : names
        let listed = shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        let asked =
            values.count <= Disambiguation.maximumChoices
            ? "the assistant asks \"\(Disambiguation.question(for: type, heard: form, titles: titles, locale: locale))\""
            : "too many to ask which one, so the assistant hands the turn to the fallback"
        return "\"\(form)\" names \(listed) of \(type.name): \(asked), and `match` reports the utterance as "
            + "ambiguous; if one value is meant, give the others forms of their own"
    }
}
