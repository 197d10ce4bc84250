/// Adds the phrases of localized files (a string catalog, a `.strings` file) to a registry, key by key.
///
/// A key is a concrete phrase of the registry's own locale, in Apple's placeholder form; the merger finds the
/// template it comes from (a shortcut's phrase or a negative phrase) and files the values as translations of
/// that template. Values in the registry's own locale that are not already among the template's phrases are
/// new phrases of the shortcut. Keys that match no phrase are reported, as Apple's build reports them.
struct LocalizedPhraseMerger {
    /// Where a key's template is.
    enum Owner: Hashable {
        case shortcut(Int)
        case negative
    }

    private(set) var registry: Registry
    private(set) var notes: [FormatNote] = []
    /// Concrete phrase key (spaces normalized, lower-cased) → the template and its owner.
    private var index: [String: (template: String, owner: Owner)] = [:]
    /// The file being merged, for errors about the registry's own phrases.
    private let file: String
    /// Each owner's concrete phrases (normalized), made when a source-language value first needs them.
    private var knownPhrases: [Owner: Set<String>] = [:]

    /// - Throws: `FormatError` when a phrase of the registry stands for more concrete phrases than a file
    ///   may hold (`ConcretePhrase.limit`), so its keys cannot be found.
    init(base: Registry, file: String) throws(FormatError) {
        registry = base
        self.file = file
        let owners = base.shortcuts.indices.map { Owner.shortcut($0) } + [.negative]
        for owner in owners {
            for (phrase, key) in try keys(of: owner) where index[key] == nil {
                index[key] = (phrase.text, owner)
            }
        }
    }

    /// The owner's phrases, each with the normalized key of each of its concrete phrases.
    private func keys(of owner: Owner) throws(FormatError) -> [(phrase: Phrase, key: String)] {
        let phrases: [Phrase]
        let path: String
        switch owner {
        case .shortcut(let index):
            phrases = registry.shortcuts[index].phrases
            path = "shortcuts[\(index)].phrases"
        case .negative:
            phrases = registry.negativePhrases
            path = "negativePhrases"
        }
        var keys: [(phrase: Phrase, key: String)] = []
        for (index, phrase) in phrases.enumerated() {
            for concrete in try ConcretePhrase.expanding(phrase, file: file, place: "\(path)[\(index)]") {
                keys.append((phrase, Self.normalized(concrete.key)))
            }
        }
        return keys
    }

    private static func normalized(_ key: String) -> String {
        ConcretePhrase.normalizedSpaces(key).lowercased()
    }

    /// A value read from a file, and where it was written, for errors.
    struct Value {
        var text: String
        var place: String
        var error: (String) -> FormatError
    }

    /// Files the values of one key in one locale.
    ///
    /// - Parameter keyPlace: where the key was written, for the note when it matches no phrase.
    /// - Throws: `FormatError` when a value is not a valid phrase or names a parameter its intent lacks.
    mutating func add(_ values: [Value], forKey key: String, locale: String, keyPlace: String) throws(FormatError) {
        guard let (template, owner) = index[Self.normalized(key)] else {
            note(
                FormatNote(
                    kind: .unmatched, place: keyPlace, phrase: key,
                    message:
                        "matches no phrase of the registry, so it was skipped (Apple's build reports it too); add the phrase to a shortcut or remove the key"
                ))
            return
        }
        let allowed: [String]
        switch owner {
        case .shortcut(let shortcutIndex):
            allowed = registry.intent(named: registry.shortcuts[shortcutIndex].intent)?.parameters.map(\.name) ?? []
        case .negative:
            allowed = []
        }
        var phrases: [Phrase] = []
        for value in values {
            let parsed: Phrase
            do {
                parsed = try Phrase(value.text)
            } catch {
                throw value.error("malformed phrase: \(error.reason)")
            }
            do {
                _ = try ConcretePhrase.expanding(parsed)
            } catch {
                throw value.error("malformed phrase: \(error.description)")
            }
            for name in parsed.parameterNames where !allowed.contains(name) {
                let has =
                    allowed.isEmpty
                    ? "the phrase it translates names no parameters" : "it may name: \(allowed.joined(separator: ", "))"
                throw value.error("unknown parameter ${\(name)}; \(has)")
            }
            // Phrases that differ only in white space (a non-breaking or doubled space) are one phrase.
            if !phrases.contains(where: { Self.normalized($0.text) == Self.normalized(value.text) }) {
                phrases.append(parsed)
            }
        }
        if locale == registry.locale {
            // The source language's own values: new phrases unless a template of their owner already says
            // them (a catalog may list a shortcut's other phrases in the string set of its first one).
            if knownPhrases[owner] == nil {
                knownPhrases[owner] = Set(try keys(of: owner).map(\.key))
            }
            for phrase in phrases where knownPhrases[owner, default: []].insert(Self.normalized(phrase.text)).inserted {
                switch owner {
                case .shortcut(let shortcutIndex): registry.shortcuts[shortcutIndex].phrases.append(phrase)
                case .negative: registry.negativePhrases.append(phrase)
                }
            }
            return
        }
        guard !phrases.isEmpty else { return }
        if let translationIndex = registry.translations.firstIndex(where: { $0.locale == locale }) {
            let known = Set(
                (registry.translations[translationIndex].phrases(for: template) ?? []).map { Self.normalized($0.text) })
            phrases.removeAll { known.contains(Self.normalized($0.text)) }
            registry.translations[translationIndex].add(phrases, for: template)
        } else {
            var translation = Translation(locale: locale)
            translation.add(phrases, for: template)
            registry.translations.append(translation)
        }
    }

    /// Records a note of the reader's own, once.
    mutating func note(_ note: FormatNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    /// The merged registry, checked by the registry's own loader so that the result is a file it accepts.
    func result(file: String) throws(FormatError) -> ImportResult {
        ImportResult(registry: try registry.validated(file: file), notes: notes)
    }
}
