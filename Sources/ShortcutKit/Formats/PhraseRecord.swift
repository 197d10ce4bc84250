/// One concrete phrase of a shortcut in one locale, as a person would say it: a suggested invocation phrase.
///
/// The records serve copywriters and localizers (a spreadsheet of every sentence), an app's "Add to Siri"
/// screens (SiriKit's `suggestedInvocationPhrase` wants one sentence, `isPrimary` marks it) and the backend.
/// Read back with the registry they came from, they give its shortcuts and translations again.
struct PhraseRecord: Sendable, Equatable {
    /// The intent the shortcut runs.
    var intent: String
    /// The shortcut's short title; with `intent` it names the shortcut.
    var shortTitle: String?
    /// The template the phrase comes from, in `locale`.
    var template: String
    /// The phrase as a person would say it: the app's name filled in, a sample value for a parameter.
    var phrase: String
    var locale: String
    /// Whether it is the shortcut's first phrase in the locale.
    var isPrimary: Bool
    /// For a translated phrase, the template of the registry's own locale it translates.
    var source: String?

    init(
        intent: String, shortTitle: String?, template: String, phrase: String, locale: String, isPrimary: Bool,
        source: String? = nil
    ) {
        self.intent = intent
        self.shortTitle = shortTitle
        self.template = template
        self.phrase = phrase
        self.locale = locale
        self.isPrimary = isPrimary
        self.source = source
    }

    /// The CSV columns, in order; also the JSON keys.
    static let columns = ["intent", "shortTitle", "template", "phrase", "locale", "primary", "source"]

    var json: JSON {
        var object = JSONObject([("intent", .string(intent))])
        if let shortTitle { object["shortTitle"] = .string(shortTitle) }
        object["template"] = .string(template)
        object["phrase"] = .string(phrase)
        object["locale"] = .string(locale)
        object["primary"] = .bool(isPrimary)
        if let source { object["source"] = .string(source) }
        return .object(object)
    }

    var csvFields: [String] {
        [intent, shortTitle ?? "", template, phrase, locale, isPrimary ? "true" : "false", source ?? ""]
    }
}
