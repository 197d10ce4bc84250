import Foundation

/// An app's voice shortcuts: the contents of `shortcuts.json`.
///
/// The registry mirrors an `AppShortcutsProvider`: intents with their parameters, the shortcuts that
/// invoke them with phrase templates, the parameter types those phrases name, and negative phrases
/// that must never run a shortcut. It is plain data; compile it into a `Matcher` to resolve speech.
public struct Registry: Sendable {
    /// The format version this release reads and writes.
    package static let supportedVersion = 1

    /// The language of the phrases, a BCP 47 code such as `en`.
    package var locale: String
    /// The ISO 4217 code a spoken amount without a unit is taken in.
    package var defaultCurrency: String
    /// The meaning chosen for a currency symbol or unit word that has several (`"¥": "JPY"`, `"kr": "SEK"`);
    /// see `CurrencyRules` for how the others are read.
    package var currencySymbols: [String: String] = [:]
    /// The only currencies amounts may be in (ISO 4217 codes); empty for any.
    package var currencies: [String] = []
    /// Words people add around requests in this registry's locale, besides the built-in English ones.
    package var fillers = Fillers()
    /// The app's name and synonyms: what `${applicationName}` in a phrase stands for.
    package var app: AppName
    /// The enum and entity types that parameters name, in the order they were written.
    package var types: [ParameterTypeDefinition]
    /// The actions the shortcuts run, in the order written; `Matcher` reports matches by their names.
    package var intents: [Intent]
    /// The App Shortcuts: each intent's phrase templates, in the order written (Apple keeps at most 10).
    package var shortcuts: [Shortcut]
    /// Sentences that must not run any shortcut even where a phrase would accept them.
    package var negativePhrases: [Phrase]
    /// The phrases in other locales, one entry per locale, in the order written.
    package var translations: [Translation] = []
    /// Lint findings the team has accepted (`"lint": {"ignore": […]}`), in the order written.
    package var lintSuppressions: [LintSuppression] = []
    /// What Siri says when a conversation ends without the intent's own dialog: a cancelled
    /// confirmation, an action that failed or whose outcome is unknown.
    package var sentences = AssistantSentences()

    /// Where each value was written, when the registry was read from a file; empty otherwise.
    package var sourceMap: SourceMap
    /// The file the registry was read from, as named to the loader, for messages.
    package var sourcePath: String?

    /// A registry built in code, for tests and generated registries; it has no `sourcePath` or locations.
    ///
    /// Build a `Matcher` from it to validate it: the matcher's initializer checks what loading a file checks.
    public init(
        locale: String = "en", defaultCurrency: String = "USD", app: AppName,
        types: [ParameterTypeDefinition] = [], intents: [Intent] = [], shortcuts: [Shortcut] = [],
        negativePhrases: [Phrase] = []
    ) {
        self.locale = locale
        self.defaultCurrency = defaultCurrency
        self.app = app
        self.types = types
        self.intents = intents
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.sourceMap = SourceMap()
        self.sourcePath = nil
    }

    /// The intent of that name, if the registry declares one.
    package func intent(named name: String) -> Intent? {
        intents.first { $0.name == name }
    }

    /// The enum or entity type of that name, if the registry declares one.
    package func type(named name: String) -> ParameterTypeDefinition? {
        types.first { $0.name == name }
    }

    /// Where a value was written (`shortcuts[2].phrases[1]`), when the registry came from a file.
    package func location(of path: String) -> SourceLocation? {
        sourceMap[path]
    }
}

extension Registry: Equatable {
    /// Two registries are equal when they say the same thing, wherever they were read from.
    public static func == (lhs: Registry, rhs: Registry) -> Bool {
        lhs.locale == rhs.locale && lhs.defaultCurrency == rhs.defaultCurrency && lhs.app == rhs.app
            && lhs.currencySymbols == rhs.currencySymbols && lhs.currencies == rhs.currencies
            && lhs.fillers == rhs.fillers
            && lhs.types == rhs.types && lhs.intents == rhs.intents && lhs.shortcuts == rhs.shortcuts
            && lhs.negativePhrases == rhs.negativePhrases && lhs.translations == rhs.translations
            && lhs.lintSuppressions == rhs.lintSuppressions && lhs.sentences == rhs.sentences
    }
}

/// The app's name as people say it, and other names they use for it.
public struct AppName: Sendable, Equatable {
    /// The name Siri knows the app by, which `${applicationName}` stands for first.
    package var name: String
    /// Other names people say for the app (Apple's `appNameSynonyms`), each accepted where the name is.
    package var synonyms: [String]
    /// The colour of the app's tiles in the Shortcuts app, as the provider's `shortcutTileColor` names it
    /// (`navy`): one of `ShortcutTileColor.allNames`; `nil` for Apple's default.
    package var shortcutTileColor: String?

    /// An app name; synonyms and the tile colour are optional.
    public init(name: String, synonyms: [String] = [], shortcutTileColor: String? = nil) {
        self.name = name
        self.synonyms = synonyms
        self.shortcutTileColor = shortcutTileColor
    }

    /// The name first, then each synonym.
    package var allNames: [String] { [name] + synonyms }
}

/// An action the app can perform, like an `AppIntent`.
public struct Intent: Sendable, Equatable {
    /// The intent's identifier, as its Swift type is named (`LoadMoneyIntent`): what a match reports.
    package var name: String
    /// The title the Shortcuts app shows for the intent.
    package var title: String
    /// What the intent does, for the Shortcuts app; not used for matching.
    package var description: String?
    /// What Siri says when the intent has run; `${name}` placeholders are filled with spoken values of its
    /// parameters and of its results.
    package var dialog: String?
    /// The intent's inputs, in declaration order: the order a match lists its values in.
    package var parameters: [Parameter]
    /// The values the intent's action answers with (`{"result": {"balance": …}}`), by name and type, which
    /// its dialog may name ("Your balance is ${balance}."). Every one is required of an action's reply, so
    /// Siri never says a sentence with a hole. Only `name`, `type` and `title` of each are used.
    package var results: [Parameter]
    /// The question Siri asks before the action runs ("Send ${amount} to ${recipient}?"), like an intent's
    /// `requestConfirmation`; it may name parameters, not results. `nil` for an intent that acts at once.
    package var confirmation: String?

    /// An intent; dialog, parameters, results and a confirmation are optional, as in an `AppIntent`.
    public init(
        name: String, title: String, description: String? = nil, dialog: String? = nil, parameters: [Parameter] = [],
        results: [Parameter] = [], confirmation: String? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.dialog = dialog
        self.parameters = parameters
        self.results = results
        self.confirmation = confirmation
    }

    /// The parameter of that name, if the intent declares one.
    package func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// The declared result of that name, if the intent declares one.
    package func result(named name: String) -> Parameter? {
        results.first { $0.name == name }
    }
}

/// An input of an intent, like an `@Parameter`.
public struct Parameter: Sendable, Equatable {
    /// The parameter's name, as `${name}` in phrases and the property of the `AppIntent`.
    public var name: String
    /// What values the parameter takes, which decides how spoken words are read.
    package var type: ParameterType
    /// The title the Shortcuts app shows for the parameter.
    package var title: String
    /// Whether the intent needs a value: a match without one lists the parameter in `missingParameters`.
    package var isRequired: Bool
    /// What Siri asks when a required parameter was not spoken.
    package var prompt: String?
    /// Whether a `number` or `integer` parameter reads "minus twenty" and "-20" as negative numbers.
    /// Off by default: without it a negative number is no value, so "-20" is never read as 20.
    package var allowsNegative: Bool
    /// The smallest value an `integer`, `number` or `currency` parameter takes, inclusive; for currency, the
    /// amount in whatever currency it was spoken. A value below it is not read (see `outOfRange`), so
    /// "send 5 million dollars" goes to the backend rather than being answered with confidence.
    package var minimum: Double?
    /// The largest value an `integer`, `number` or `currency` parameter takes, inclusive; as `minimum`.
    package var maximum: Double?
    /// A positive number the value must be a whole multiple of, counted from `minimum` when it is given and
    /// from 0 otherwise: `0.01` keeps a currency amount to cents, `5` a percentage to fives.
    package var step: Double?
    /// What Siri says when the value is outside `minimum`...`maximum` or off `step` ("You can send up to
    /// $10,000 at a time."), with `${name}` placeholders like a dialog. With it an out-of-range value is read
    /// and the match lists the parameter in `Match.outOfRangeParameters`; without it such a value is no value.
    package var outOfRange: String?
    /// The key of the request's `context` that gives the value when the utterance does not say it
    /// ("turn on the lights" in the kitchen the speaker stands in: `"context": "area"`); `nil` for none.
    /// Apple has no request context: the app's intent fills such a value itself.
    package var context: String? = nil
    /// The value the intent takes when the utterance, the shortcut and the context do not give one, like
    /// `@Parameter(default: 20)`; `nil` for none. A parameter with a default is never missing, so it is not
    /// `isRequired` and Siri never asks for it; a match marks the value (`MatchedParameter.isDefault`).
    package var defaultValue: ParameterValue?

    /// A parameter; it is optional, non-negative, unbounded and without a default unless stated.
    public init(
        name: String, type: ParameterType, title: String, isRequired: Bool = false, prompt: String? = nil,
        allowsNegative: Bool = false, minimum: Double? = nil, maximum: Double? = nil, step: Double? = nil,
        outOfRange: String? = nil, defaultValue: ParameterValue? = nil
    ) {
        self.name = name
        self.type = type
        self.title = title
        self.isRequired = isRequired
        self.prompt = prompt
        self.allowsNegative = allowsNegative
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.outOfRange = outOfRange
        self.defaultValue = defaultValue
    }
}

/// What kind of value a parameter takes.
public enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// One or more words of free text, taken as spoken.
    case string
    /// A whole number, in digits or spoken English.
    case integer
    /// A number that may have a fraction.
    case number
    /// An amount of money with its currency.
    case currency
    /// A calendar day ("tomorrow", "next Friday", "December 3rd"), resolved against the caller's clock.
    case date
    /// A time of day ("half past five", "17:30").
    case time
    /// A length of time ("an hour and a half"), in seconds.
    case duration
    /// A percentage ("fifty percent", "50%"), read as the number before the percent sign.
    case percent
    /// An enum or entity type declared in the registry's `types`.
    case named(String)

    /// The built-in types by their registry names.
    package static let builtIns: [String: ParameterType] = [
        "string": .string, "integer": .integer, "number": .number, "currency": .currency, "date": .date,
        "time": .time, "duration": .duration, "percent": .percent,
    ]

    /// The built-in types' names in the order messages list them.
    package static let builtInNames = [
        "string", "integer", "number", "currency", "date", "time", "duration", "percent",
    ]

    /// The type a registry's `type` field names: a built-in type, or else a type declared in `types`.
    package init(registryName: String) {
        self = Self.builtIns[registryName] ?? .named(registryName)
    }

    /// The name written in the registry's `type` field.
    public var description: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .currency: return "currency"
        case .date: return "date"
        case .time: return "time"
        case .duration: return "duration"
        case .percent: return "percent"
        case .named(let name): return name
        }
    }
}

/// A type whose values are listed in the registry: an `AppEnum` (fixed cases) or `AppEntity` values.
public struct ParameterTypeDefinition: Sendable, Equatable {
    /// Whether the values are fixed cases or entities; both are matched the same way.
    public enum Kind: Sendable, Equatable, NamedCases {
        /// Fixed cases, like an `AppEnum`; a case is identified by its `value`.
        case `enum`
        /// Values with ids, like the `AppEntity` list an `EntityQuery` returns.
        case entity

        /// The kind as the registry's `kind` member writes it.
        package var rawValue: String {
            switch self {
            case .enum: "enum"
            case .entity: "entity"
            }
        }

        /// The member naming a value's identifier: an enum case's `value`, an entity's `id`.
        package var identifierKey: String { self == .enum ? "value" : "id" }
    }

    /// The type's name, as parameters' `type` fields write it.
    package var name: String
    /// Whether the type is an `AppEnum` or an `AppEntity`; the Swift export writes one or the other.
    package var kind: Kind
    /// The type's display name, as `typeDisplayRepresentation` shows it.
    package var title: String
    /// The cases or entities a spoken value is matched against, in the order written.
    package var values: [ParameterValueDefinition]
    /// Whether a request may bring its own values of this type (a user's payees, a home's rooms), and
    /// whether they are matched beside the registry's values or instead of them; `nil` for none.
    package var requestValues: RequestValuePolicy?
    /// The question asked when one spoken form names several values ("Which ${heard}: ${choices}?"):
    /// `${heard}` is what was said, `${choices}` the values' titles. `nil` for the locale's default question;
    /// translations translate it like a dialog.
    package var disambiguation: String?

    /// How a request's own values of a type join the registry's.
    public enum RequestValuePolicy: Sendable, Equatable, NamedCases {
        /// Matched together with the registry's values.
        case add
        /// Matched instead of the registry's values, when the request brings values of the type: the
        /// registry's then serve as examples for lint and export, and as values for requests without any.
        case replace

        /// The policy as the registry's `requestValues` member writes it.
        package var rawValue: String {
            switch self {
            case .add: "add"
            case .replace: "replace"
            }
        }
    }

    /// A type definition with its values; request values and a disambiguation question are optional.
    public init(
        name: String, kind: Kind, title: String, values: [ParameterValueDefinition],
        requestValues: RequestValuePolicy? = nil, disambiguation: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.title = title
        self.values = values
        self.requestValues = requestValues
        self.disambiguation = disambiguation
    }
}

/// One enum case or entity value, matched by its title, its identifier and its synonyms.
public struct ParameterValueDefinition: Sendable, Equatable {
    /// The enum case's `value` or the entity's `id`: what a match reports.
    package var identifier: String
    /// The value's display name, as people usually say it.
    package var title: String
    /// Other ways people say the value, each matched like the title.
    package var synonyms: [String]
    /// Whether the identifier is a spoken form too. It is in the registry's own locale (an identifier is
    /// usually a word of it: `electricity`); a value translated into another locale is said only by its
    /// translated title and synonyms, so `Registry.localized(to:)` turns it off there.
    package var isIdentifierSpoken = true

    /// A value; synonyms are optional.
    public init(identifier: String, title: String, synonyms: [String] = []) {
        self.identifier = identifier
        self.title = title
        self.synonyms = synonyms
    }

    /// Every way the value may be spoken: title, identifier (unless `isIdentifierSpoken` is off), then
    /// synonyms, without repeats.
    package var spokenForms: [String] {
        var forms: [String] = []
        forEachSpokenForm { forms.append($0) }
        return forms
    }

    /// Calls `body` with each spoken form, in the order of `spokenForms`, without making the list: a
    /// compiled entity type reads the forms of 100,000 values.
    ///
    /// - Complexity: O(n) in the synonyms: a few are compared in place, many through a set (a scan of the
    ///   earlier ones for each made 40,000 synonyms a two-minute load).
    func forEachSpokenForm(_ body: (String) throws -> Void) rethrows {
        try body(title)
        let spokenIdentifier = isIdentifierSpoken ? identifier : title
        if spokenIdentifier != title { try body(identifier) }
        guard synonyms.count > 8 else {
            for (index, synonym) in synonyms.enumerated()
            where synonym != title && synonym != spokenIdentifier && !synonyms[..<index].contains(synonym) {
                try body(synonym)
            }
            return
        }
        var seen: Set<String> = [title, spokenIdentifier]
        for synonym in synonyms where seen.insert(synonym).inserted { try body(synonym) }
    }
}

/// An App Shortcut: an intent and the phrases that run it.
public struct Shortcut: Sendable, Equatable {
    /// The name of the intent the shortcut runs.
    package var intent: String
    /// The label the Shortcuts app and Spotlight show; lint asks for one.
    package var shortTitle: String?
    /// An SF Symbol name.
    package var systemImageName: String?
    /// Phrase templates (`Load ${amount} (in|into) ${applicationName}`), parsed.
    package var phrases: [Phrase]
    /// Parameters every phrase of the shortcut sets to a constant, by parameter name (`"domain"` →
    /// `.enumCase("light")`), like Apple's `AppShortcut(intent: TurnOnIntent(domain: .light), …)`.
    ///
    /// This is what lets one intent have several shortcuts that mean different things ("turn on the
    /// lights", "turn on the fans") instead of one intent per value. A fixed parameter is not spoken, so
    /// no phrase of the shortcut names it; a match lists it among the spoken ones (`MatchedParameter.isFixed`).
    package var values: [String: ParameterValue]
    /// One tile per value of a parameter in the Shortcuts app and Spotlight (Apple's `parameterPresentation:`);
    /// `nil` for one tile. A shortcut with one needs a short title and an image, as Apple's initializer does.
    package var parameterPresentation: ParameterPresentation? = nil

    /// A shortcut with its phrase templates; title, image and fixed values are optional.
    public init(
        intent: String, shortTitle: String? = nil, systemImageName: String? = nil,
        values: [String: ParameterValue] = [:], phrases: [Phrase]
    ) {
        self.intent = intent
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.values = values
        self.phrases = phrases
    }
}
