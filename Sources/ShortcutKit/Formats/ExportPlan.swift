/// The concrete phrases of a registry that Apple would accept, shortcut by shortcut, and a note for each
/// phrase left out.
///
/// Apple checks App Shortcut phrases at build time (`AppleShortcutRules`, the rules `lint` reports too),
/// and a phrase may appear only once. The Swift, `.xcstrings` and `.strings` exports all go through this
/// plan, so they agree on what is exported and report each omission once, with the place in the registry.
struct ExportPlan {
    /// A shortcut with at least one exportable phrase.
    struct Entry {
        /// The shortcut's index in the registry.
        var index: Int
        var shortcut: Shortcut
        var phrases: [ConcretePhrase]
    }

    var entries: [Entry] = []
    /// The negative phrases' concrete phrases.
    var negativePhrases: [ConcretePhrase] = []
    var notes: [FormatNote] = []
    /// The shortcut phrases left out for a rule of Apple's, each with its note among `notes`.
    var rejections: [Rejection] = []

    /// A concrete phrase of a shortcut that breaks one of `AppleShortcutRules`.
    struct Rejection {
        /// Where its template is (`shortcuts[0].phrases[1]`).
        var place: String
        var phrase: ConcretePhrase
        /// Every rule it breaks, in `AppleShortcutRules` order.
        var violations: [AppleShortcutRules.Violation]
    }

    /// The plan of a registry for `file` (the format's name or the file being imported).
    ///
    /// - Throws: `FormatError` at a phrase's place when it stands for more than `ConcretePhrase.limit`
    ///   concrete phrases, which no file can hold.
    init(_ registry: Registry, file: String) throws(FormatError) {
        var seen = Set<String>()
        for (index, shortcut) in registry.shortcuts.enumerated() {
            let intent = registry.intent(named: shortcut.intent)
            var phrases: [ConcretePhrase] = []
            for (phraseIndex, template) in shortcut.phrases.enumerated() {
                let place = "shortcuts[\(index)].phrases[\(phraseIndex)]"
                for phrase in try ConcretePhrase.expanding(template, file: file, place: place) {
                    let violations = Self.violations(of: phrase, intent: intent, registry: registry)
                    if !violations.isEmpty {
                        rejections.append(Rejection(place: place, phrase: phrase, violations: violations))
                        notes.append(
                            FormatNote(
                                kind: .rejectedByApple, place: place, phrase: phrase.key,
                                message: Self.message(violations)
                            ))
                    } else if !seen.insert(phrase.key.lowercased()).inserted {
                        notes.append(
                            FormatNote(
                                kind: .rejectedByApple, place: place, phrase: phrase.key,
                                message: "left out: an earlier phrase is the same; Apple accepts each phrase once"))
                    } else {
                        phrases.append(phrase)
                    }
                }
            }
            if phrases.isEmpty {
                notes.append(
                    FormatNote(
                        kind: .rejectedByApple, place: "shortcuts[\(index)]",
                        message:
                            "left out: \(shortcut.intent) has no phrase Apple would accept; add one that names ${applicationName}"
                    ))
            } else {
                entries.append(Entry(index: index, shortcut: shortcut, phrases: phrases))
            }
        }
        var seenNegative = Set<String>()
        for (index, template) in registry.negativePhrases.enumerated() {
            for phrase in try ConcretePhrase.expanding(template, file: file, place: "negativePhrases[\(index)]") {
                if !seenNegative.insert(phrase.key.lowercased()).inserted {
                    // Reported like a repeated shortcut phrase, so that a file without notes is the whole
                    // registry (importing it back changes nothing).
                    notes.append(
                        FormatNote(
                            kind: .rejectedByApple, place: "negativePhrases[\(index)]", phrase: phrase.key,
                            message: "left out: an earlier negative phrase is the same; Apple accepts each phrase once")
                    )
                } else if seen.contains(phrase.key.lowercased()) {
                    notes.append(
                        FormatNote(
                            kind: .rejectedByApple, place: "negativePhrases[\(index)]", phrase: phrase.key,
                            message: "left out: it is also a shortcut's phrase; remove it from one of them"))
                } else {
                    negativePhrases.append(phrase)
                }
            }
        }
    }

    /// Why Apple would reject a concrete phrase of an intent: empty when it would accept it.
    static func violations(of phrase: ConcretePhrase, intent: Intent?, registry: Registry)
        -> [AppleShortcutRules.Violation]
    {
        AppleShortcutRules(registry: registry).violations(of: AppleShortcutRules.Form(phrase), intent: intent)
    }

    /// The note's message for a phrase left out: every reason, as `lint` lists them.
    static func message(_ violations: [AppleShortcutRules.Violation]) -> String {
        "left out: " + violations.map(\.description).joined(separator: "; ")
    }

    /// The concrete phrases of a locale's translations of one source template that Apple would accept,
    /// noting each one left out.
    ///
    /// - Throws: `FormatError` of `file` when a translation stands for more than `ConcretePhrase.limit`
    ///   concrete phrases.
    static func translatedPhrases(
        of source: String, in translation: Translation, intent: Intent?, registry: Registry, isNegative: Bool,
        file: String, notes: inout [FormatNote]
    ) throws(FormatError) -> [ConcretePhrase] {
        var phrases: [ConcretePhrase] = []
        let place = "translations.\(translation.locale)[\"\(source)\"]"
        for (index, template) in (translation.phrases(for: source) ?? []).enumerated() {
            for phrase in try ConcretePhrase.expanding(template, file: file, place: "\(place)[\(index)]")
            where !phrases.contains(where: { $0.key == phrase.key }) {
                let violations = isNegative ? [] : violations(of: phrase, intent: intent, registry: registry)
                if !violations.isEmpty {
                    notes.append(
                        FormatNote(
                            kind: .rejectedByApple, place: place, phrase: phrase.key, message: message(violations)))
                } else {
                    phrases.append(phrase)
                }
            }
        }
        return phrases
    }
}
