/// What the Swift importer reads from an app's source files, gathered across all of them before anything
/// is resolved: a provider in one file names an intent of another, whose parameter is an `AppEnum` of a
/// third.
struct SwiftDeclarations {
    /// Where a construct was written, for a diagnostic raised after reading (a parameter nobody declares).
    struct Place {
        var file: String
        var location: SourceLocation?
        var sourceLine: String?

        func failure(_ message: String, missingInput: MissingInput? = nil) -> FormatError {
            FormatError(
                file: file, location: location, message: message, sourceLine: sourceLine, missingInput: missingInput)
        }
    }

    /// An `@Parameter` property of an intent type.
    struct ParameterDeclaration {
        var name: String
        var typeName: String
        var isOptional: Bool
        var title: String?
        /// `requestValueDialog:`, what Siri asks when the value was not spoken.
        var prompt: String?
        /// `var tags: [TagEntity]`: `typeName` is the element's type.
        var isArray = false
        /// `@Parameter(default: …)`: the intent has a value when none is spoken, so it is not required.
        var hasDefault = false
        /// The default as written, when it is a literal (`20`, `-2.5`, `"note"`, `.unpinned`); `nil` when there
        /// is none or it is computed (`defaultProblem` then says so).
        var defaultLiteral: FixedValueLiteral?
        /// Why a default that is written could not be read as a literal.
        var defaultProblem: String?
        /// `inclusiveRange: (lowerBound: 1, upperBound: 10)`: each bound written as a number literal, else `nil`.
        var lowerBound: Double?
        var upperBound: Double?
        /// Where the `@Parameter` was written, for a problem the registry's validation finds.
        var place: Place? = nil
    }

    /// An `AppIntent` type.
    struct IntentDeclaration {
        var title: String?
        /// The intent's qualified name, where its parameters' type names are looked up first.
        var scope = ""
        var parameters: [ParameterDeclaration] = []
        /// Where the type was declared, for a problem the registry's validation finds.
        var place: Place? = nil
    }

    /// What the source says of one enum type, from its declaration and its extensions.
    struct EnumDeclaration {
        struct Case {
            var name: String
            var rawValue: String?
        }

        struct Representation {
            var title: String?
            var synonyms: [String] = []
            /// Where its key was written, for a key that names no case.
            var place: Place?
        }

        var isAppEnum = false
        var title: String?
        var cases: [Case] = []
        var representations: [String: Representation] = [:]
        var place: Place?
    }

    /// A phrase as written and where.
    struct PhraseLiteral {
        var template: Phrase
        var place: Place
    }

    /// An `AppShortcut(…)` as written.
    struct ShortcutLiteral {
        var intent: String
        var shortTitle: String?
        var systemImageName: String?
        var phrases: [PhraseLiteral]
        /// The intent's preset parameters (`TurnOnIntent(domain: .light)`): the shortcut's fixed values.
        var values: [FixedValueLiteral] = []
        var place: Place
        /// `parameterPresentation:`, when the registry can hold it.
        var presentation: PresentationLiteral? = nil
    }

    /// An `AppShortcut`'s `parameterPresentation:` as written and where.
    struct PresentationLiteral {
        var presentation: ParameterPresentation
        var place: Place
        /// What was read past but that the registry does not hold (a summary's `table:`), as written.
        var unheld: [String] = []
    }

    /// A preset parameter of an `AppShortcut`'s intent, as written; the importer reads it by the
    /// parameter's type.
    struct FixedValueLiteral {
        indirect enum Form {
            /// `.light`: an enum case by its Swift name.
            case member(String)
            case string(String)
            /// A number literal as written, `-` included.
            case number(String)
            /// `Area(id: "kitchen")`: the callee and the arguments by label ("" for none).
            case call(String, [String: Form])
        }

        var name: String
        var form: Form
        var place: Place
    }

    var providers: [String] = []
    /// The provider's `shortcutTileColor`, as its `ShortcutTileColor` case name.
    var shortcutTileColor: String?
    var shortcuts: [ShortcutLiteral] = []
    var negativePhrases: [PhraseLiteral] = []
    var intents: [String: IntentDeclaration] = [:]
    var enums: [String: EnumDeclaration] = [:]
    /// `AppEntity` types by name, with their display titles.
    var entities: [String: String] = [:]
    /// Constructs that could not be read, each with its place and fix.
    var problems: [FormatError] = []
    var notes: [FormatNote] = []

    /// A problem for each display representation whose key names no case of its enum (a typo would
    /// otherwise leave the case with its raw value as its title, silently).
    var unknownRepresentationKeys: [FormatError] {
        var problems: [FormatError] = []
        for (typeName, declaration) in enums.sorted(by: { $0.key < $1.key }) where declaration.isAppEnum {
            let cases = declaration.cases.map(\.name)
            for (key, representation) in declaration.representations where !cases.contains(key) {
                var message = "\(typeName).caseDisplayRepresentations names .\(key), which is not a case of \(typeName)"
                if let suggestion = EditDistance.suggestion(for: key, among: cases) {
                    message += "; did you mean .\(suggestion)?"
                }
                problems.append(
                    representation.place?.failure(message) ?? FormatError(file: typeName, message: message))
            }
        }
        return problems.sorted { ($0.file, $0.location?.line ?? 0) < ($1.file, $1.location?.line ?? 0) }
    }

    /// The declared enum or entity a type name written in `scope` (a qualified type name) means: the
    /// innermost enclosing type's nested type first, as Swift looks names up, then the name as written.
    func resolvedTypeName(_ name: String, scope: String) -> String {
        var prefix = scope.split(separator: ".").map(String.init)
        while !prefix.isEmpty {
            let candidate = (prefix + [name]).joined(separator: ".")
            if enums[candidate]?.isAppEnum == true || entities[candidate] != nil { return candidate }
            prefix.removeLast()
        }
        return name
    }

    /// The registry's name for a declared type: its own name (`PinnedStatus`), or its qualified name
    /// (`CreateItemIntent.PinnedStatus`) when another declared enum or entity has the same own name.
    func registryTypeName(of qualifiedName: String) -> String {
        let ownName = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        let sharing = (Array(enums.filter(\.value.isAppEnum).keys) + Array(entities.keys)).filter {
            $0 == ownName || $0.hasSuffix("." + ownName)
        }
        return Set(sharing).count > 1 ? qualifiedName : ownName
    }

    /// The registry type of an `AppEnum` whose cases were read.
    func enumType(named name: String) -> ParameterTypeDefinition? {
        guard let declaration = enums[name], declaration.isAppEnum, !declaration.cases.isEmpty else { return nil }
        let values = declaration.cases.map { item in
            let representation = declaration.representations[item.name]
            let identifier = item.rawValue ?? item.name
            return ParameterValueDefinition(
                identifier: identifier, title: representation?.title ?? identifier,
                synonyms: representation?.synonyms ?? [])
        }
        return ParameterTypeDefinition(name: name, kind: .enum, title: declaration.title ?? name, values: values)
    }
}
