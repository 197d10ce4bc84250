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

    /// The languages the shipped conversation words cover, as `ConfirmationAnswer` does.
    static let tables: [String: Table] = [
        "en": Table(
            ordinals: [
                "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1,
            ],
            smallWords: ["the", "one", "i mean", "i meant", "number", "it's", "it is", "that's", "that is"], or: "or",
            question: ParameterTypeDefinition.defaultDisambiguation),
        "de": Table(
            ordinals: [
                "erste": 1, "ersten": 1, "erster": 1, "erstes": 1, "zweite": 2, "zweiten": 2, "zweiter": 2,
                "zweites": 2, "dritte": 3, "dritten": 3, "dritter": 3, "drittes": 3, "vierte": 4, "vierten": 4,
                "vierter": 4, "viertes": 4, "letzte": -1, "letzten": -1, "letzter": -1, "letztes": -1,
            ],
            smallWords: ["der", "die", "das", "den", "dem", "ich meine", "nummer"], or: "oder",
            question: "Meinst du ${choices}?"),
        "fr": Table(
            ordinals: [
                "premier": 1, "première": 1, "deuxième": 2, "second": 2, "seconde": 2, "troisième": 3,
                "quatrième": 4, "dernier": -1, "dernière": -1,
            ],
            smallWords: ["le", "la", "l'", "je veux dire", "numéro", "c'est"], or: "ou",
            question: "Tu veux dire ${choices}?"),
        "es": Table(
            ordinals: [
                "primero": 1, "primera": 1, "primer": 1, "segundo": 2, "segunda": 2, "tercero": 3, "tercera": 3,
                "tercer": 3, "cuarto": 4, "cuarta": 4, "último": -1, "última": -1,
            ],
            smallWords: ["el", "la", "quiero decir", "número", "es"], or: "o",
            question: "¿Te refieres a ${choices}?"),
        "pt": Table(
            ordinals: [
                "primeiro": 1, "primeira": 1, "segundo": 2, "segunda": 2, "terceiro": 3, "terceira": 3, "quarto": 4,
                "quarta": 4, "último": -1, "última": -1,
            ],
            smallWords: ["o", "a", "quero dizer", "número", "é"], or: "ou",
            question: "Você quer dizer ${choices}?"),
    ]
}
