/// A person's answer to a confirmation question: yes, no, or neither.
///
/// Read strictly, as the whole reply: the reply, without courtesy words at its ends ("please", "thanks"),
/// must be one or more of the locale's yes forms ("yes", "yes please", "do it", "yes, go ahead") or one or
/// more of its no forms ("no", "cancel", "no, stop"). Anything else ("yes, but make it thirty", "what?",
/// a new request) is neither, and goes to the backend, which reads the whole conversation: a money-moving
/// action runs only on an unmistakable yes.
enum ConfirmationAnswer: Equatable {
    case yes
    case no

    /// The answer `text` gives in `locale` (a BCP 47 code; its language decides), or nil for neither.
    init?(_ text: String, locale: String) {
        let table = Self.table(for: locale)
        var words = Tokenizer.words(of: text)[...]
        while let courtesy = table.courtesy.first(where: { words.starts(with: $0) }) {
            words.removeFirst(courtesy.count)
        }
        while let courtesy = table.courtesy.first(where: { words.reversed().starts(with: $0.reversed()) }) {
            words.removeLast(courtesy.count)
        }
        guard !words.isEmpty else { return nil }
        if Self.isSequence(words, of: table.yes) {
            self = .yes
        } else if Self.isSequence(words, of: table.no) {
            self = .no
        } else {
            return nil
        }
    }

    /// Whether `words` is made of `forms` end to end (longest form first at each place).
    private static func isSequence(_ words: ArraySlice<String>, of forms: [[String]]) -> Bool {
        var rest = words
        while !rest.isEmpty {
            guard let form = forms.first(where: { rest.starts(with: $0) }) else { return false }
            rest.removeFirst(form.count)
        }
        return true
    }

    /// One language's words, tokenized as utterances are, longest form first.
    struct Table {
        var yes: [[String]]
        var no: [[String]]
        var courtesy: [[String]]

        init(yes: [String], no: [String], courtesy: [String]) {
            func forms(_ texts: [String]) -> [[String]] {
                texts.map(Tokenizer.words(of:)).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            }
            self.yes = forms(yes)
            self.no = forms(no)
            self.courtesy = forms(courtesy)
        }
    }

    /// The table of `locale`'s language; English for a language without one.
    static func table(for locale: String) -> Table {
        tables[language(of: locale)] ?? tables["en"]!
    }

    /// A locale's language, lower-cased (`pt-BR` → `pt`): what the conversation words are kept by.
    static func language(of locale: String) -> String {
        LocaleWords.language(of: locale)
    }

    /// The languages with a data file (`LocaleWords`), whose `[yes]`, `[no]` and `[courtesy]` sections are
    /// written as people say them; the tokenizer folds case, accents and apostrophes ("sí" is "si",
    /// "don't" is "do not").
    static let tables: [String: Table] = LocaleWords.all.mapValues { words in
        Table(yes: words.yes, no: words.no, courtesy: words.courtesy)
    }
}
