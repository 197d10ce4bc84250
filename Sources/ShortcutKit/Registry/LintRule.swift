/// A lint rule: a stable id (what CI configurations and SARIF results name), a severity and a summary.
///
/// Ids never change once released; a rule that changes meaning gets a new id.
package enum LintRule: String, Sendable, Hashable, CaseIterable {
    /// `invalid-phrase`: A phrase that cannot be compiled (malformed, or naming what its intent lacks).
    case invalidPhrase = "invalid-phrase"
    /// `app-name-missing`: Every App Shortcut phrase must contain ${applicationName} (Apple rejects the build).
    case appNameMissing = "app-name-missing"
    /// `app-name-repeated`: A phrase should contain ${applicationName} only once.
    case appNameRepeated = "app-name-repeated"
    /// `not-exportable`: A phrase with more than one parameter, or a parameter that is not an enum or entity,
    /// serves the server but cannot be exported to Apple.
    case notExportable = "not-exportable"
    /// `too-many-shortcuts`: An app may declare at most 10 App Shortcuts.
    case tooManyShortcuts = "too-many-shortcuts"
    /// `too-many-phrases`: An app may have at most 1,000 phrases once alternatives, optionals and every enum
    /// case and entity value are expanded.
    case tooManyPhrases = "too-many-phrases"
    /// `too-many-app-names`: Siri uses at most 3 app name synonyms.
    case tooManyAppNames = "too-many-app-names"
    /// `shortcut-without-phrases`: A shortcut needs at least one phrase.
    case shortcutWithoutPhrases = "shortcut-without-phrases"
    /// `missing-short-title`: A shortcut should have a shortTitle for the Shortcuts app and Spotlight.
    case missingShortTitle = "missing-short-title"
    /// `missing-system-image`: A shortcut should have a systemImageName for the Shortcuts app and Spotlight.
    case missingSystemImage = "missing-system-image"
    /// `collision`: Two phrases of different intents, or of one intent with other fixed values, match one utterance.
    case collision = "collision"
    /// `negative-blocks-phrase`: A negative phrase blocks an utterance a phrase is meant to match.
    case negativeBlocksPhrase = "negative-blocks-phrase"
    /// `redundant-phrase`: A phrase accepts nothing that another phrase of its intent does not.
    case redundantPhrase = "redundant-phrase"
    /// `near-collision`: Phrases of different intents, or of one intent with other fixed values, a listener
    /// can confuse: apart only by words that sound the same, or by one word within one edit.
    case nearCollision = "near-collision"
    /// `needs-app-name`: A phrase that cannot match with the app name left out (fewer than two words remain).
    case needsAppName = "needs-app-name"
    /// `unknown-currency`: A currency code (defaultCurrency, currencies, currencySymbols) that is not an ISO
    /// 4217 code.
    case unknownCurrency = "unknown-currency"
    /// `missing-translation`: A dialog or prompt a translation does not translate: that locale hears the source
    /// text.
    case missingTranslation = "missing-translation"
    /// `filler-at-phrase-edge`: A registry filler that is also a phrase's first or last words: set aside, the
    /// phrase loses them.
    case fillerAtPhraseEdge = "filler-at-phrase-edge"
    /// `prompt-missing`: A required parameter that a phrase can leave unspoken needs a prompt for Siri to ask.
    case promptMissing = "prompt-missing"
    /// `shared-spoken-form`: Two or more values of one type share a spoken form (a title, id or synonym): the
    /// assistant asks which one is meant, and `match` reports the utterance as ambiguous.
    case sharedSpokenForm = "shared-spoken-form"
    /// `parameter-presentation`: A parameterPresentation whose parameter's type lists no values, or whose
    /// summary does not name the parameter as one closed ${name}.
    case parameterPresentation = "parameter-presentation"
    /// `stale-suppression`: An entry of lint.ignore that no longer silences any finding; remove or update it.
    case staleSuppression = "stale-suppression"
    /// `untranslated-value`: A translated phrase takes an enum or entity type some of whose values have no
    /// title in that locale: they are heard only as the source language says them.
    case untranslatedValue = "untranslated-value"

    /// The rule's stable id (`app-name-missing`): what `lint.ignore`, `--json` and SARIF name.
    package var id: String { rawValue }

    /// One sentence on what the rule checks, for help, documentation and SARIF rule descriptions.
    package var summary: String {
        switch self {
        case .invalidPhrase: return "A phrase that cannot be compiled (malformed, or naming what its intent lacks)."
        case .appNameMissing:
            return "Every App Shortcut phrase must contain ${applicationName} (Apple rejects the build)."
        case .appNameRepeated: return "A phrase should contain ${applicationName} only once."
        case .notExportable:
            return "A phrase with a form naming more than one parameter (or one twice), or a parameter that is not "
                + "an enum or entity, serves the server but cannot be exported to Apple."
        case .tooManyShortcuts: return "An app may declare at most 10 App Shortcuts."
        case .tooManyPhrases:
            return "An app may have at most 1,000 phrases once alternatives, optionals and every enum case and "
                + "entity value are expanded."
        case .tooManyAppNames: return "Siri uses at most 3 app name synonyms."
        case .shortcutWithoutPhrases: return "A shortcut needs at least one phrase."
        case .missingShortTitle: return "A shortcut should have a shortTitle for the Shortcuts app and Spotlight."
        case .missingSystemImage: return "A shortcut should have a systemImageName for the Shortcuts app and Spotlight."
        case .collision:
            return "Two phrases of different intents, or of one intent with other fixed values, match one utterance."
        case .negativeBlocksPhrase: return "A negative phrase blocks an utterance a phrase is meant to match."
        case .redundantPhrase: return "A phrase accepts nothing that another phrase of its intent does not."
        case .nearCollision:
            return "Phrases of different intents, or of one intent with other fixed values, a listener can confuse: "
                + "apart only by words that sound the same, or by one word within one edit."
        case .needsAppName:
            return "A phrase that cannot match with the app name left out (fewer than two words remain)."
        case .unknownCurrency:
            return "A currency code (defaultCurrency, currencies, currencySymbols) that is not an ISO 4217 code."
        case .missingTranslation:
            return "A dialog or prompt a translation does not translate: that locale hears the source text."
        case .fillerAtPhraseEdge:
            return "A registry filler that is also a phrase's first or last words: set aside, the phrase loses them."
        case .promptMissing:
            return "A required parameter that a phrase can leave unspoken needs a prompt for Siri to ask."
        case .sharedSpokenForm:
            return "Two or more values of one type share a spoken form (a title, id or synonym): the assistant "
                + "asks which one is meant, and match reports the utterance as ambiguous."
        case .parameterPresentation:
            return "A parameterPresentation whose parameter's type lists no values, or whose summary does not name "
                + "the parameter as one closed ${name}."
        case .staleSuppression:
            return "An entry of lint.ignore that no longer silences any finding; remove or update it."
        case .untranslatedValue:
            return "A translated phrase takes an enum or entity type some of whose values have no title in that "
                + "locale: they are heard only as the source language says them."
        }
    }
}
