/// What one request brings for matching beside its words: the user's own values of entity types (their
/// payees, their home's rooms) and the caller's context (the room the speaker stands in).
///
/// A registry is compiled once and shared; a user's values change per user and per day. They travel
/// with each turn instead (`"entities"` and `"context"` in the voice-assistant payload and in
/// `/v1/match`) and are read for that turn only: the compiled graph is never changed or copied.
///
/// - Request values are read only for types that declare `requestValues` in the registry, by the same
///   spoken-form rules as the registry's values: the title and each synonym, tokenized alike (the `id`
///   is a key for the backend, not something people say). Flexible matching also hears them misheard
///   word by word, as it hears the registry's values (not joined or split).
/// - A context member fills a parameter that declares it (`"context": "area"`) when the utterance does
///   not say that parameter: an enum case's `value` or an entity's `id` (of the registry or of the
///   request), a JSON number for `integer` and `number`, `{"amount", "currency"}` for `currency`, a
///   string for `string`.
///
/// `Matcher.match(_:options:values:)` skips what does not fit the registry (a type without
/// `requestValues`, a context value of the wrong kind); `Matcher.problem(in:)` names it, and the
/// server answers such a request with a 400.
public struct RequestValues: Sendable, Equatable {
    /// The request's values, by the name of their type in the registry, in the order sent.
    public var entities: [String: [ParameterValueDefinition]] {
        didSet { firstWords = FirstWordKey.index(entities) }
    }
    /// The request's context members, by key.
    public var context: [String: JSON]

    /// The most values a request may bring, over all types: ten times a large address book, and small
    /// enough that reading them stays in microseconds.
    package static let maximumValues = 10_000
    /// The most synonyms one value may have.
    package static let maximumSynonyms = 32
    /// The longest id, title, synonym, context key or context string, in UTF-8 bytes.
    package static let maximumTextBytes = 256
    /// The most types and the most context members a request may name.
    package static let maximumKeys = 64

    /// Values and context for one request; both empty unless given.
    public init(entities: [String: [ParameterValueDefinition]] = [:], context: [String: JSON] = [:]) {
        self.entities = entities
        self.context = context
        self.firstWords = FirstWordKey.index(entities)
    }

    /// Per type, the key of each spoken form's first word (`FirstWordKey`), made when the values are set:
    /// a match then finds the few forms that may be spoken by comparing small integers, not strings.
    private(set) var firstWords: [String: [FirstWordKey.Form]]

    /// Two requests' values are equal when they say the same; the index follows from them.
    public static func == (lhs: RequestValues, rhs: RequestValues) -> Bool {
        lhs.entities == rhs.entities && lhs.context == rhs.context
    }

    /// Whether the request brings nothing: its turn costs what a turn without values costs.
    package var isEmpty: Bool { entities.isEmpty && context.isEmpty }
}
