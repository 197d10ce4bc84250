/// The phrases of one locale other than the registry's own, keyed by the source phrase they translate.
///
/// A string catalog (`AppShortcuts.xcstrings`) holds, for each source phrase, several phrases per locale;
/// this is the same shape, so a catalog converts both ways without loss. The source phrase is a template of
/// the registry exactly as written in a shortcut's `phrases` or in `negativePhrases`, so that a translation
/// follows its phrase and a stale one (whose source was reworded) is an error, not a silent leftover.
public struct Translation: Sendable, Equatable {
    /// A BCP 47 code such as `de` or `pt-BR`.
    public var locale: String
    /// In the order written, one per source phrase.
    public var entries: [Entry]

    /// One source phrase and its phrases in the locale.
    public struct Entry: Sendable, Equatable {
        /// A phrase template of the registry's own locale.
        public var source: String
        /// Phrase templates in the locale; they may use every template feature and name the same parameters.
        public var phrases: [String]

        public init(source: String, phrases: [String]) {
            self.source = source
            self.phrases = phrases
        }
    }

    public init(locale: String, entries: [Entry] = []) {
        self.locale = locale
        self.entries = entries
    }

    /// The phrases translating `source`, or `nil` when the locale has none for it.
    public func phrases(for source: String) -> [String]? {
        entries.first { $0.source == source }?.phrases
    }

    /// Adds phrases for a source phrase, after those it already has, skipping repeats.
    public mutating func add(_ phrases: [String], for source: String) {
        if let index = entries.firstIndex(where: { $0.source == source }) {
            for phrase in phrases where !entries[index].phrases.contains(phrase) {
                entries[index].phrases.append(phrase)
            }
        } else {
            var unique: [String] = []
            for phrase in phrases where !unique.contains(phrase) { unique.append(phrase) }
            entries.append(Entry(source: source, phrases: unique))
        }
    }
}
