/// A person's answer to "Which Jonas: Jonas Weber or Jonas Brown?": which of the offered values they
/// chose, or none.
///
/// Read strictly, like a confirmation (`ConfirmationAnswer`): the reply, without courtesy words and the
/// locale's small words around a choice ("the", "one", "I mean"), must be an ordinal ("the second one",
/// "the last") or words of exactly one choice's spoken forms, in order ("Brown", "Jonas Brown", "Weber").
/// Words that fit several choices ("Jonas") or none choose nothing, and the turn goes to the backend.
struct ChoiceAnswer {
    /// The chosen index into the offered choices.
    let index: Int

    /// The choice `text` makes among `forms` (per choice, its spoken forms as words), in `locale`.
    init?(_ text: String, forms: [[[String]]], locale: String) {
        let table = Self.table(for: locale)
        let courtesy = ConfirmationAnswer.table(for: locale).courtesy
        var words = Tokenizer.words(of: text)[...]
        let around = courtesy + table.smallWords
        while let word = around.first(where: { words.starts(with: $0) }) { words.removeFirst(word.count) }
        while let word = around.first(where: { words.reversed().starts(with: $0.reversed()) }) {
            words.removeLast(word.count)
        }
        guard !words.isEmpty else { return nil }
        if words.count == 1, let ordinal = table.ordinals[words.first!] {
            let index = ordinal < 0 ? forms.count + ordinal : ordinal - 1
            guard forms.indices.contains(index) else { return nil }
            self.index = index
            return
        }
        let fitting = forms.indices.filter { choice in
            forms[choice].contains { form in Self.contains(form, Array(words)) }
        }
        guard fitting.count == 1 else { return nil }
        index = fitting[0]
    }

    /// Whether `part` appears in `form` as consecutive words.
    private static func contains(_ form: [String], _ part: [String]) -> Bool {
        guard part.count <= form.count else { return false }
        return (0...(form.count - part.count)).contains { form[$0..<$0 + part.count].elementsEqual(part) }
    }

    /// One language's words for choosing, tokenized as utterances are.
    struct Table {
        /// Ordinal word → 1-based place; -1 for the last.
        var ordinals: [String: Int]
        /// Words around a choice that do not choose ("the", "one"), longest first.
        var smallWords: [[String]]
        /// The word that joins the last two choices of a question ("or").
        var or: String
        /// The question asked when the type has none of its own (`ParameterTypeDefinition.disambiguation`),
        /// worded so that it fits any value: "Meinst du Jonas Weber oder Jonas Brown?".
        var question: String

        init(ordinals: [String: Int], smallWords: [String], or: String, question: String) {
            var folded: [String: Int] = [:]
            for (word, place) in ordinals { folded[Tokenizer.words(of: word).joined(separator: " ")] = place }
            self.ordinals = folded
            self.smallWords = smallWords.map(Tokenizer.words(of:)).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            self.or = or
            self.question = question
        }
    }

    /// The table of `locale`'s language; English for a language without one.
    static func table(for locale: String) -> Table {
        tables[ConfirmationAnswer.language(of: locale)] ?? tables["en"]!
    }

    /// The languages with a data file (`LocaleWords`): its `[ordinals]`, `[choice words]`, `[or]` and
    /// `[question]` sections.
    static let tables: [String: Table] = LocaleWords.all.mapValues { words in
        var ordinals: [String: Int] = [:]
        for row in words.ordinals { for form in row.forms { ordinals[form] = row.value } }
        return Table(ordinals: ordinals, smallWords: words.choiceWords, or: words.or, question: words.question)
    }
}
