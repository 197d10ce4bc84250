// A stand-in for Apple's AppIntents module, so that generated Swift type-checks on Linux.
//
// It declares only what `shortcuts export --format swift` writes, each with the signature of the iOS SDK
// (AppIntents documentation, iOS 17): AppShortcut.init(intent:phrases:shortTitle:systemImageName:),
// init(intent:phrases:systemImageName:) of iOS 16, init(intent:phrases:shortTitle:), the provider's
// shortcutTileColor, AppShortcutPhrase's interpolations (the app name token, and a key path to an
// IntentParameter whose value is an AppEnum or an AppEntity), NegativeAppShortcutPhrases(phrases:),
// AppEnum with typeDisplayRepresentation and caseDisplayRepresentations, AppEntity with its defaultQuery and
// the EntityQuery it names, IntentParameter's requestDisambiguation(among:dialog:),
// DisplayRepresentation(title:subtitle:image:synonyms:), and IntentCurrencyAmount(amount:currencyCode:) for
// preset parameters, and iOS 17's parameterPresentation (below). Bodies are empty: only the types matter.

public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public protocol _IntentValue {
    // What a parameter of this type holds: the type itself for enums, entities and the built-in values.
    associatedtype ValueType = Self
}

public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

public protocol AppValue: _IntentValue {}

public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}

public protocol AppEntity: _IntentValue, Identifiable, TypeDisplayRepresentable
where ValueType == Self, ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

// EntityQuery (AppIntents documentation, iOS 16): entities(for:) is required; suggestedEntities() has a default.
// Apple's `Result` of suggestedEntities() is modelled as the array of entities it usually is.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(name: LocalizedStringResource) {}
}

public struct DisplayRepresentation: ExpressibleByStringLiteral {
    public struct Image {}

    public init(stringLiteral value: String) {}
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {}
}

public protocol IntentResult {}

public struct EmptyIntentResult: IntentResult {
    public init() {}
}

public protocol AppIntent {
    init()
    static var title: LocalizedStringResource { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

@propertyWrapper
public final class IntentParameter<Value: _IntentValue> {
    private var storage: Value?

    public var wrappedValue: Value {
        get { storage! }
        set { storage = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }

    public init(title: LocalizedStringResource) {}

    // iOS 16: asks the person to pick one of several values of this parameter.
    public final func requestDisambiguation(
        among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
    ) async throws -> Value.ValueType {
        itemsToDisambiguate[0]
    }
}

extension AppIntent {
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

public enum AppShortcutPhraseToken {
    case applicationName
}

public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<Value: AppEntity>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
        }
        public mutating func appendInterpolation<Value: AppEnum>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct AppShortcut {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {}
    // iOS 16's initializer, with an image and no short title.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil
    ) {}
    // A short title without an image, as real apps' providers compile it (assumed from their sources).
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource
    ) {}
}

// iOS 17's AppShortcut(intent:phrases:shortTitle:systemImageName:parameterPresentation:) and its parts, the
// generic parameters cut to the intent and the presented value: ParameterPresentation(for:summary:
// optionsCollections:), Summary(_:table:) of a string interpolating the intent's parameters, and a builder of
// at least one OptionsCollection(_:title:systemImageName:) of a DynamicOptionsProvider.
extension AppShortcut {
    public init<Intent: AppIntent, Value: _IntentValue>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
    ) {}
}

public protocol DynamicOptionsProvider {}

public protocol AppShortcutOptionsCollectionProtocol {}

public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: AppShortcutOptionsCollectionProtocol {
    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {}
}

@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder {
    public static func buildBlock(
        _ first: any AppShortcutOptionsCollectionProtocol, _ rest: any AppShortcutOptionsCollectionProtocol...
    ) -> [any AppShortcutOptionsCollectionProtocol] { [first] + rest }
}

public struct AppShortcutParameterPresentationSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct AppShortcutParameterPresentationSummary<Intent: AppIntent> {
    public init(_ summaryString: AppShortcutParameterPresentationSummaryString<Intent>, table: StaticString? = nil) {}
}

public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue> {
    public init(
        for keyPath: KeyPath<Intent, IntentParameter<Value>>, summary: AppShortcutParameterPresentationSummary<Intent>,
        @AppShortcutOptionsCollectionSpecificationBuilder optionsCollections: () -> [any AppShortcutOptionsCollectionProtocol]
    ) {}
}

/// The colour of an app's tiles in the Shortcuts app.
public enum ShortcutTileColor: Sendable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine
    case teal, yellow
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ component: AppShortcut) -> AppShortcut { component }
}

public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }

    public init(_ phraseKey: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct NegativeAppShortcutPhrases {
    public init(phrases: [NegativeAppShortcutPhrase]) {}
}

public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var negativePhrases: NegativeAppShortcutPhrases { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public typealias ParameterPresentation = AppShortcutParameterPresentation
    public typealias Summary = AppShortcutParameterPresentationSummary
    public typealias OptionsCollection = AppShortcutOptionsCollection
    // What an app calls when the values its phrases' parameters take change (iOS 16).
    public static func updateAppShortcutParameters() {}
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
    public static var shortcutTileColor: ShortcutTileColor { .blue }
}

// Confirmation (AppIntents documentation, iOS 18): requestConfirmation(conditions:actionName:dialog:),
// available from iOS 18 and macOS 15, and the IntentDialog it speaks. The dialog's interpolations are
// modelled as any parameter value (`_IntentValue`): the registry's question names the intent's parameters.

public struct IntentCurrencyAmount: _IntentValue {
    // Apple's `init(amount: Decimal, currencyCode: String)`, with a Double for the amount: the stand-in
    // imports no Foundation, and a number literal is both.
    public init(amount: Double, currencyCode: String) {}
}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}

public struct IntentDialog: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value: _IntentValue>(_ value: Value) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct ConfirmationActionName: Sendable {
    public static let `continue` = ConfirmationActionName()
    public static let send = ConfirmationActionName()
}

public struct ConfirmationConditions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension AppIntent {
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue, dialog: IntentDialog
    ) async throws {}
}
