/// The phrases of one locale other than the registry's own, keyed by the source phrase they translate.
///
/// A string catalog (`AppShortcuts.xcstrings`) holds, for each source phrase, several phrases per locale;
/// this is the same shape, so a catalog converts both ways without loss. The source phrase is a template of
/// the registry exactly as written in a shortcut's `phrases` or in `negativePhrases`, so that a translation
/// follows its phrase and a stale one (whose source was reworded) is an error, not a silent leftover.
package struct Translation: Sendable, Equatable {
    /// A BCP 47 code such as `de` or `pt-BR`.
    package var locale: String
    /// In the order written, one per source phrase.
    package var entries: [Entry]
    /// Intents' dialogs and parameters' prompts in the locale, in the order written.
    package var sentences: [Sentence] = []
    /// The fillers people of this locale put around requests, in place of the registry's own.
    package var fillers = Fillers()
    /// Enum cases' and entity values' titles and synonyms in the locale, in the order written.
    package var values: [Value] = []

    /// A dialog or prompt and its translation.
    package struct Sentence: Sendable, Equatable {
        /// The dialog or prompt exactly as the registry writes it.
        package var source: String
        /// The sentence in the locale; it may use the `${parameter}` placeholders the source uses.
        package var text: String

        /// A translated dialog or prompt.
        package init(source: String, text: String) {
            self.source = source
            self.text = text
        }
    }

    /// One source phrase and its phrases in the locale.
    package struct Entry: Sendable, Equatable {
        /// A phrase template of the registry's own locale.
        package var source: String
        /// Phrase templates in the locale; they may use every template feature and name the same parameters.
        package var phrases: [Phrase]

        /// A source phrase with its phrases in the locale.
        package init(source: String, phrases: [Phrase]) {
            self.source = source
            self.phrases = phrases
        }
    }

    /// A translation; entries, sentences, fillers and values may be added later.
    package init(
        locale: String, entries: [Entry] = [], sentences: [Sentence] = [], fillers: Fillers = Fillers(),
        values: [Value] = []
    ) {
        self.locale = locale
        self.entries = entries
        self.sentences = sentences
        self.fillers = fillers
        self.values = values
    }

    /// The phrases translating `source`, or `nil` when the locale has none for it.
    package func phrases(for source: String) -> [Phrase]? {
        entries.first { $0.source == source }?.phrases
    }

    /// The translation of a dialog or prompt, or `nil` when the locale has none.
    package func sentence(for source: String) -> String? {
        sentences.first { $0.source == source }?.text
    }

    /// Adds phrases for a source phrase, after those it already has, skipping repeats.
    package mutating func add(_ phrases: [Phrase], for source: String) {
        if let index = entries.firstIndex(where: { $0.source == source }) {
            for phrase in phrases where !entries[index].phrases.contains(phrase) {
                entries[index].phrases.append(phrase)
            }
        } else {
            var unique: [Phrase] = []
            for phrase in phrases where !unique.contains(phrase) { unique.append(phrase) }
            entries.append(Entry(source: source, phrases: unique))
        }
    }
}
