extension Registry {
    /// Every locale the registry has phrases for: its own first, then each translation's, as written.
    package var locales: [String] {
        [locale] + translations.map(\.locale).filter { $0 != locale }
    }

    /// The translation for a locale, if the registry has one.
    package func translation(for locale: String) -> Translation? {
        translations.first { $0.locale == locale }
    }

    /// The registry as spoken in another locale: each shortcut's phrases and each negative phrase replaced
    /// by that locale's translations, each dialog, prompt and outOfRange dialog by its translation where it
    /// has one (the source text where not; `lint` reports those), each type's disambiguation question by its
    /// translation (the locale's default question where not), each translated enum case and entity value's
    /// title and synonyms by the locale's, and the fillers by the locale's own.
    ///
    /// A translated value keeps its identifier (what a match reports) but is said only by its translated
    /// title and synonyms: its source title, synonyms and identifier are words of the registry's language,
    /// so they match in the locale only when the translation lists them too. A value the locale does not
    /// translate keeps its source title, synonyms and identifier, and still matches (`lint` reports it).
    ///
    /// The matcher compiles whatever phrases a registry holds, so `Matcher(registry.localized(to: "de"))`
    /// matches German. A shortcut none of whose phrases are translated cannot be spoken in the locale and is
    /// left out; an untranslated negative phrase likewise. The result's `locale` is the one asked for and it
    /// has no translations of its own (their keys were the source phrases, which it no longer holds).
    ///
    /// - Parameter locale: the registry's own locale (the registry comes back unchanged) or one of its
    ///   translations' locales.
    /// - Throws: `RegistryError` when the registry has no phrases in that locale, listing those it has.
    public func localized(to locale: String) throws(RegistryError) -> Registry {
        if locale == self.locale { return self }
        guard let translation = translation(for: locale) else {
            throw RegistryError(
                file: sourcePath ?? "registry",
                message: "no phrases for locale \"\(locale)\"; the registry has: \(locales.joined(separator: ", ")). "
                    + "Add them under \"translations\", or import a string catalog or .strings file of the locale")
        }
        func translated(_ sources: [Phrase]) -> [Phrase] {
            var phrases: [Phrase] = []
            for source in sources {
                for phrase in translation.phrases(for: source.text) ?? [] where !phrases.contains(phrase) {
                    phrases.append(phrase)
                }
            }
            return phrases
        }
        var result = self
        result.locale = locale
        result.shortcuts = shortcuts.compactMap { shortcut in
            var localized = shortcut
            localized.phrases = translated(shortcut.phrases)
            return localized.phrases.isEmpty ? nil : localized
        }
        result.negativePhrases = translated(negativePhrases)
        for intentIndex in result.intents.indices {
            var intent = result.intents[intentIndex]
            intent.dialog = intent.dialog.map { translation.sentence(for: $0) ?? $0 }
            intent.confirmation = intent.confirmation.map { translation.sentence(for: $0) ?? $0 }
            for parameterIndex in intent.parameters.indices {
                intent.parameters[parameterIndex].prompt = intent.parameters[parameterIndex].prompt.map {
                    translation.sentence(for: $0) ?? $0
                }
                intent.parameters[parameterIndex].outOfRange = intent.parameters[parameterIndex].outOfRange.map {
                    translation.sentence(for: $0) ?? $0
                }
            }
            result.intents[intentIndex] = intent
        }
        // A type's own question untranslated would be asked in the source language: the locale's default
        // question ("Meinst du …?") is asked instead.
        for typeIndex in result.types.indices {
            result.types[typeIndex].disambiguation = result.types[typeIndex].disambiguation.flatMap {
                translation.sentence(for: $0)
            }
        }
        let translatedValues = translation.valuesByType
        for typeIndex in result.types.indices {
            guard let translated = translatedValues[result.types[typeIndex].name] else { continue }
            for valueIndex in result.types[typeIndex].values.indices {
                let identifier = result.types[typeIndex].values[valueIndex].identifier
                guard let value = translated[identifier] else { continue }
                result.types[typeIndex].values[valueIndex].title = value.title
                result.types[typeIndex].values[valueIndex].synonyms = value.synonyms
                result.types[typeIndex].values[valueIndex].isIdentifierSpoken = false
            }
        }
        for (_, path) in AssistantSentences.members {
            result.sentences[keyPath: path] =
                translation.sentence(for: sentences[keyPath: path]) ?? sentences[keyPath: path]
        }
        result.fillers = translation.fillers
        result.translations = []
        return result
    }
}
