extension Translation {
    /// An enum case or entity value as people of the locale say it.
    ///
    /// Keyed by the type's name and the value's identifier (the enum case's `value`, the entity's `id`), not
    /// by its source title: the identifier is what a match reports and what the app stores, so a translation
    /// follows its value when the source title is reworded, and one whose value is gone is an error.
    package struct Value: Sendable, Equatable {
        /// The type's name, as the registry's `types` writes it.
        package var type: String
        /// The value's identifier in that type.
        package var identifier: String
        /// The value's name in the locale; it replaces the source title.
        package var title: String
        /// Other ways people of the locale say the value; they replace the source synonyms.
        package var synonyms: [String]

        /// A translated value; synonyms are optional.
        package init(type: String, identifier: String, title: String, synonyms: [String] = []) {
            self.type = type
            self.identifier = identifier
            self.title = title
            self.synonyms = synonyms
        }
    }

    /// The translated values of each type, by identifier: `localized(to:)` and lint look up every value of
    /// a type, and an entity type may have 100,000.
    package var valuesByType: [String: [String: Value]] {
        var result: [String: [String: Value]] = [:]
        for value in values { result[value.type, default: [:]][value.identifier] = value }
        return result
    }
}

extension Translation {
    /// The translated values `registry` still has (their type and identifier), and those it no longer has:
    /// an import that rewrote the types keeps the first and reports the second.
    func values(keptIn registry: Registry) -> (kept: [Value], dropped: [Value]) {
        var identifiers: [String: Set<String>] = [:]
        for type in registry.types { identifiers[type.name] = Set(type.values.map(\.identifier)) }
        var kept: [Value] = []
        var dropped: [Value] = []
        for value in values {
            if identifiers[value.type]?.contains(value.identifier) == true {
                kept.append(value)
            } else {
                dropped.append(value)
            }
        }
        return (kept, dropped)
    }
}
