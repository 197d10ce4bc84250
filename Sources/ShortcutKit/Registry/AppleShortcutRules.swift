/// What Apple accepts in one App Shortcut phrase: the one definition `lint` and `export` both apply.
///
/// Apple checks App Shortcut phrases at build time: each must name the app exactly once and may name at
/// most one parameter, once, whose type must be an `AppEnum` or `AppEntity`. The exports evaluate these
/// rules on each concrete phrase they write (`ExportPlan`); the linter evaluates them on every form of a
/// template (`Linter.appleFindings`), so a phrase `lint` flags is exactly one `export` leaves out.
struct AppleShortcutRules {
    /// One form of a phrase as Apple's build sees it: how often it names the app, and the parameters it
    /// names in order (repeats kept). Words do not matter to the rules.
    struct Form: Hashable, Sendable {
        var appNameCount: Int
        var parameters: [String]

        /// A concrete phrase's form.
        init(_ phrase: ConcretePhrase) {
            appNameCount = phrase.slotNames.count { $0 == Template.applicationNameSlot }
            parameters = phrase.parameterNames
        }

        init(appNameCount: Int, parameters: [String]) {
            self.appNameCount = appNameCount
            self.parameters = parameters
        }
    }

    /// Why Apple would reject a form.
    enum Violation: Hashable, Sendable, CustomStringConvertible {
        /// No `${applicationName}`.
        case appNameMissing
        /// `${applicationName}` more than once.
        case appNameRepeated(count: Int)
        /// More than one distinct parameter, in order of first mention.
        case tooManyParameters([String])
        /// One parameter named more than once.
        case parameterRepeated(String)
        /// A `${name}` the intent does not have.
        case unknownParameter(String, intent: String?)
        /// A parameter that is neither an enum nor an entity of the registry.
        case parameterNotEnumOrEntity(String, type: ParameterType)

        /// The lint rule that reports the violation.
        var lintRule: LintRule {
            switch self {
            case .appNameMissing: .appNameMissing
            case .appNameRepeated: .appNameRepeated
            case .tooManyParameters, .parameterRepeated, .unknownParameter, .parameterNotEnumOrEntity: .notExportable
            }
        }

        /// The reason, as a clause that follows "left out: " or "cannot be exported to Apple: ".
        var description: String {
            switch self {
            case .appNameMissing:
                return "it does not name the app; Apple requires ${applicationName} in every App Shortcut phrase"
            case .appNameRepeated(let count):
                return "it names the app \(count) times; Apple accepts ${applicationName} once"
            case .tooManyParameters(let names):
                let list = names.map { "${\($0)}" }.joined(separator: ", ")
                return "it has \(names.count) parameters (\(list)) and an App Shortcut phrase takes at most one"
            case .parameterRepeated(let name):
                return "it names ${\(name)} twice; Apple accepts a parameter once"
            case .unknownParameter(let name, let intent):
                return "${\(name)} is not a parameter of \(intent ?? "the intent")"
            case .parameterNotEnumOrEntity(let name, let type):
                let article = type == .integer ? "an" : "a"
                return "${\(name)} is \(article) \(type) and App Shortcuts take only AppEnum and AppEntity parameters"
            }
        }
    }

    let registry: Registry

    /// Every rule a form breaks, in the order above: the app's name first, then its parameters.
    func violations(of form: Form, intent: Intent?) -> [Violation] {
        var violations: [Violation] = []
        if form.appNameCount == 0 { violations.append(.appNameMissing) }
        if form.appNameCount > 1 { violations.append(.appNameRepeated(count: form.appNameCount)) }
        var distinct: [String] = []
        for name in form.parameters where !distinct.contains(name) { distinct.append(name) }
        if distinct.count > 1 { violations.append(.tooManyParameters(distinct)) }
        for name in distinct where form.parameters.count(where: { $0 == name }) > 1 {
            violations.append(.parameterRepeated(name))
        }
        for name in distinct {
            guard let parameter = intent?.parameter(named: name) else {
                violations.append(.unknownParameter(name, intent: intent?.name))
                continue
            }
            if case .named(let typeName) = parameter.type, registry.type(named: typeName) != nil { continue }
            violations.append(.parameterNotEnumOrEntity(name, type: parameter.type))
        }
        return violations
    }
}
