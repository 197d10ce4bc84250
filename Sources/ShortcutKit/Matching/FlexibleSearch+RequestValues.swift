/// A request's own values heard with tolerances: the flexible walk reads them as it reads a registry
/// table's, word by word, each heard word equal to or like the form's word.
///
/// Joined and split words, which the registry's tables read through their vocabulary, are not read for
/// request values: their forms are not in the vocabulary, and making it per turn would cost more than
/// the rest of the match.
extension FlexibleSearch {
    /// One spoken form of a request value, as the words the walk compares.
    struct RequestForm {
        var value: ParameterValueDefinition
        var words: [FlexibleVocabulary.Word]
        var texts: [String]
    }

    /// Each request value of this slot's type heard from `position` with at least one tolerance (the
    /// exact ones are the strict spans): where it ends, and the value as a capture.
    mutating func requestFuzzyReadings(slot: Int32, from position: Int) -> [(ValueReading, PhraseSearch.Capture.Value)]
    {
        guard requestValues != nil, position < end else { return [] }
        let forms = memos[requestFormsOf: slot] ?? makeRequestForms(slot: slot)
        let parameter = compiled.slots[Int(slot)].parameterName ?? ""
        var readings: [(ValueReading, PhraseSearch.Capture.Value)] = []
        for form in forms where position + form.words.count <= end {
            var total = 0.0
            var taken: [Tolerance] = []
            for (offset, word) in form.words.enumerated() {
                let heard = position + offset
                if utterance.spoken[heard].bytes == word.bytes { continue }
                guard let (kind, wordCost) = FlexibleVocabulary.similarity(utterance.spoken[heard], word) else {
                    total = .infinity
                    break
                }
                total += wordCost
                taken.append(
                    Tolerance(
                        kind: kind, spoken: utterance.words[heard], expected: form.texts[offset], parameter: parameter,
                        cost: wordCost))
            }
            guard total.isFinite, !taken.isEmpty, total <= Cost.budget + 1e-9 else { continue }
            guard let value = requestValues?.reading(of: form.value, slot: slot, compiled: compiled) else { continue }
            readings.append(
                (ValueReading(end: position + form.words.count, value: -1, cost: total, tolerances: taken), value))
        }
        return readings
    }

    /// The forms of the request values of the type read on `slot`, tokenized and keyed for comparing.
    private mutating func makeRequestForms(slot: Int32) -> [RequestForm] {
        var forms: [RequestForm] = []
        guard let request = requestValues?.request,
            let typeName = compiled.requestValueLanguages.first(where: { $0.value.slot == slot })?.key
        else {
            memos[requestFormsOf: slot] = forms
            return forms
        }
        for value in request.entities[typeName] ?? [] {
            value.forEachRequestForm { text in
                let texts = Tokenizer.words(of: text)
                guard !texts.isEmpty else { return }
                forms.append(RequestForm(value: value, words: texts.map { FlexibleVocabulary.Word($0) }, texts: texts))
            }
        }
        memos[requestFormsOf: slot] = forms
        return forms
    }
}
