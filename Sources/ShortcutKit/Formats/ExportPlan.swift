/// The concrete phrases of a registry that Apple would accept, shortcut by shortcut, and a note for each
/// phrase left out.
///
/// Apple checks App Shortcut phrases at build time: each must name the app exactly once and may name at
/// most one parameter, whose type must be an `AppEnum` or `AppEntity`; a phrase may appear only once. The
/// Swift, `.xcstrings` and `.strings` exports all go through this plan, so they agree on what is exported
/// and report each omission once, with the place in the registry.
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

    init(_ registry: Registry) {
        var seen = Set<String>()
        for (index, shortcut) in registry.shortcuts.enumerated() {
            let intent = registry.intent(named: shortcut.intent)
            var phrases: [ConcretePhrase] = []
            for (phraseIndex, template) in shortcut.phrases.enumerated() {
                let place = "shortcuts[\(index)].phrases[\(phraseIndex)]"
                for phrase in (try? ConcretePhrase.expanding(template)) ?? [] {
                    if let reason = Self.rejection(of: phrase, intent: intent, registry: registry) {
                        notes.append(
                            FormatNote(
                                kind: .rejectedByApple, place: place, phrase: phrase.key, message: "left out: \(reason)"
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
            for phrase in (try? ConcretePhrase.expanding(template)) ?? [] {
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

    /// Why Apple would reject a concrete phrase of an intent, or `nil` when it would accept it.
    static func rejection(of phrase: ConcretePhrase, intent: Intent?, registry: Registry) -> String? {
        let appNameCount = phrase.slotNames.filter { $0 == Template.applicationNameSlot }.count
        if appNameCount == 0 {
            return "it does not name the app; Apple requires ${applicationName} in every App Shortcut phrase"
        }
        if appNameCount > 1 { return "it names the app \(appNameCount) times; Apple accepts ${applicationName} once" }
        let parameters = phrase.parameterNames
        var distinct: [String] = []
        for name in parameters where !distinct.contains(name) { distinct.append(name) }
        if distinct.count > 1 {
            let names = distinct.map { "${\($0)}" }.joined(separator: ", ")
            return "it names \(distinct.count) parameters (\(names)); Apple accepts at most one per phrase"
        }
        if parameters.count > 1 { return "it names ${\(parameters[0])} twice; Apple accepts a parameter once" }
        if let name = parameters.first {
            guard let parameter = intent?.parameter(named: name) else {
                return "${\(name)} is not a parameter of \(intent?.name ?? "the intent")"
            }
            guard case .named(let typeName) = parameter.type, registry.type(named: typeName) != nil else {
                return
                    "its parameter ${\(name)} is of type \(parameter.type); Apple accepts only AppEnum and AppEntity parameters in phrases"
            }
        }
        return nil
    }

    /// The concrete phrases of a locale's translations of one source template that Apple would accept,
    /// noting each one left out.
    static func translatedPhrases(
        of source: String, in translation: Translation, intent: Intent?, registry: Registry, isNegative: Bool,
        notes: inout [FormatNote]
    ) -> [ConcretePhrase] {
        var phrases: [ConcretePhrase] = []
        let place = "translations.\(translation.locale)[\"\(source)\"]"
        for template in translation.phrases(for: source) ?? [] {
            for phrase in (try? ConcretePhrase.expanding(template)) ?? []
            where !phrases.contains(where: { $0.key == phrase.key }) {
                if !isNegative, let reason = rejection(of: phrase, intent: intent, registry: registry) {
                    notes.append(
                        FormatNote(
                            kind: .rejectedByApple, place: place, phrase: phrase.key, message: "left out: \(reason)"))
                } else {
                    phrases.append(phrase)
                }
            }
        }
        return phrases
    }
}
