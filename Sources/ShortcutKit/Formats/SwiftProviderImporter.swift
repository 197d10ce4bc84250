/// Reads the App Shortcuts of Swift source into a registry, without compiling it.
///
/// It reads what Apple's build reads: the `AppShortcut(intent:phrases:shortTitle:systemImageName:)` literals
/// and `negativePhrases` of an `AppShortcutsProvider`; and, to give phrase parameters their types, the
/// `@Parameter` properties of `AppIntent` types and the cases of `AppEnum` types declared in the same source.
/// With a base registry, the import is a merge: intents and types not declared in the source come from it,
/// and the phrases fold back into its templates (`SwiftProviderImporter+Merging.swift`). Anything that is not a
/// literal (a phrase built at run time, string concatenation, an interpolation other than
/// `\(.applicationName)` and `\(\.$parameter)`) is an error naming its line: a phrase is never dropped
/// silently.
struct SwiftProviderImporter {
    typealias Token = SwiftTokenizer.Token

    let base: Registry?
    let file: String
    let appName: String?

    /// An `@Parameter` property of an intent type.
    struct ParameterDeclaration {
        var name: String
        var typeName: String
        var isOptional: Bool
        var title: String?
    }

    /// An `AppIntent` type of the source.
    struct IntentDeclaration {
        var title: String?
        var parameters: [ParameterDeclaration] = []
    }

    /// A shortcut as written, with the place of its intent for messages.
    struct ShortcutLiteral {
        var shortcut: Shortcut
        var location: SourceLocation
    }

    private var tokens: [Token] = []
    private var lines: [String] = []
    private var providerNames: [String] = []
    private var shortcuts: [ShortcutLiteral] = []
    private var negativePhrases: [String] = []
    private var intents: [String: IntentDeclaration] = [:]
    private var enums: [String: ParameterTypeDefinition] = [:]

    init(base: Registry?, file: String, appName: String?) {
        self.base = base
        self.file = file
        self.appName = appName
    }

    func read(_ source: String) throws(FormatError) -> ImportResult {
        var importer = self
        importer.lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        do {
            importer.tokens = try SwiftTokenizer.tokens(of: source)
        } catch {
            throw importer.failure(error.message, at: error.location)
        }
        try importer.scan()
        return try importer.registry()
    }

    private func failure(_ message: String, at location: SourceLocation?) -> FormatError {
        FormatError(
            file: file, location: location, message: message,
            sourceLine: location.flatMap { $0.line <= lines.count ? lines[$0.line - 1] : nil })
    }

    private func failure(_ message: String, at index: Int) -> FormatError {
        failure(message, at: index < tokens.count ? tokens[index].location : tokens.last?.location)
    }

    // MARK: Token helpers

    private func name(at index: Int) -> String? {
        guard index < tokens.count, case .name(let name) = tokens[index].kind else { return nil }
        return name
    }

    private func isPunctuation(_ character: Character, at index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation(character)
    }

    /// The index of the bracket closing the one at `open`.
    private func closing(_ open: Int) throws(FormatError) -> Int {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
        guard case .punctuation(let opener) = tokens[open].kind, let closer = pairs[opener] else {
            throw failure("expected a bracket", at: open)
        }
        var depth = 0
        var index = open
        while index < tokens.count {
            if case .punctuation(let character) = tokens[index].kind {
                if pairs[character] != nil { depth += 1 }
                if pairs.values.contains(character) {
                    depth -= 1
                    if depth == 0 {
                        guard character == closer else {
                            throw failure("'\(character)' closes '\(opener)'; the brackets do not balance", at: index)
                        }
                        return index
                    }
                }
            }
            index += 1
        }
        throw failure("'\(opener)' is never closed", at: open)
    }

    /// The comma-separated elements between the brackets at `open` and `close`, as token ranges.
    private func elements(from open: Int, to close: Int) throws(FormatError) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if case .punctuation(let character) = tokens[index].kind {
                if "([{".contains(character) {
                    index = try closing(index) + 1
                    continue
                }
                if character == "," {
                    result.append(start..<index)
                    start = index + 1
                }
            }
            index += 1
        }
        if start < close { result.append(start..<close) }
        return result
    }

    /// An argument list's elements by label (`nil` for unlabeled), in order.
    private func arguments(from open: Int, to close: Int) throws(FormatError) -> [(label: String?, range: Range<Int>)] {
        try elements(from: open, to: close).map { range in
            if let label = name(at: range.lowerBound), isPunctuation(":", at: range.lowerBound + 1) {
                return (label, range.lowerBound + 2..<range.upperBound)
            }
            return (nil, range)
        }
    }

    /// A string literal without interpolations filling the whole range.
    private func plainString(_ range: Range<Int>, what: String) throws(FormatError) -> String {
        guard range.count == 1, case .string(let segments, let isMultiline) = tokens[range.lowerBound].kind,
            !isMultiline
        else {
            throw failure(
                "\(what) is not a single string literal; write it as \"…\" so that it can be read without running the app",
                at: range.lowerBound)
        }
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal): text += literal
            case .interpolation(let source, let location):
                throw failure(
                    "\(what) interpolates \\(\(source)), a value known only at run time; write the text itself",
                    at: location)
            }
        }
        return text
    }

    /// A phrase literal as a registry template: `\(.applicationName)` and `\(\.$name)` become slots.
    private func phrase(_ range: Range<Int>, what: String) throws(FormatError) -> String {
        guard range.count == 1, case .string(let segments, let isMultiline) = tokens[range.lowerBound].kind else {
            let index =
                range.lowerBound + (range.count > 1 && tokens[range.lowerBound].kind != .punctuation("+") ? 1 : 0)
            throw failure(
                "\(what) is not a string literal (concatenation, a variable or a call is computed at run time); write the whole phrase as one literal",
                at: index < range.upperBound ? index : range.lowerBound)
        }
        if isMultiline {
            throw failure("\(what) is a multi-line string; write the phrase on one line", at: range.lowerBound)
        }
        var template = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                if let special = text.first(where: { "()[]|".contains($0) }) ?? (text.contains("${") ? "$" : nil) {
                    throw failure(
                        "\(what) contains '\(special)', which registry templates use for groups and slots; reword the phrase without it",
                        at: tokens[range.lowerBound].location)
                }
                template += text
            case .interpolation(let source, let location):
                let compact = source.filter { !$0.isWhitespace }
                if compact == ".applicationName" {
                    template += "${\(Template.applicationNameSlot)}"
                } else if compact.hasPrefix("\\.$"), SwiftSource.isIdentifier(String(compact.dropFirst(3))) {
                    template += "${\(compact.dropFirst(3))}"
                } else {
                    throw failure(
                        "\(what) interpolates \\(\(source)), which is computed at run time; a phrase may interpolate only \\(.applicationName) and \\(\\.$parameter)",
                        at: location)
                }
            }
        }
        return template
    }

    // MARK: Scanning

    private mutating func scan() throws(FormatError) {
        var index = 0
        while index < tokens.count {
            guard let word = name(at: index) else {
                index += 1
                continue
            }
            switch word {
            case "struct", "class", "enum", "actor", "extension":
                index = try declaration(at: index)
            case "AppShortcut" where isPunctuation("(", at: index + 1):
                index = try appShortcut(at: index)
            case "negativePhrases" where isPunctuation(":", at: index + 1) || isPunctuation("=", at: index + 1):
                index = try negativePhrasesDeclaration(at: index)
            default:
                index += 1
            }
        }
    }

    /// A type declaration: notes a provider; reads an `AppEnum`'s cases and an intent's parameters.
    private mutating func declaration(at start: Int) throws(FormatError) -> Int {
        guard let typeName = name(at: start + 1) else { return start + 1 }
        var index = start + 2
        var conformances: [String] = []
        let keywords: Set<String> = [
            "struct", "class", "enum", "actor", "extension", "protocol", "func", "var", "let", "import",
        ]
        while index < tokens.count, !isPunctuation("{", at: index) {
            if let conformance = name(at: index) {
                // `import struct Foundation.Date`, `class func …`: no type body follows.
                if keywords.contains(conformance) { return start + 1 }
                conformances.append(conformance)
            }
            index += 1
        }
        guard index < tokens.count else { return index }
        let bodyEnd = try closing(index)
        if conformances.contains("AppShortcutsProvider") { providerNames.append(typeName) }
        if name(at: start) == "enum", conformances.contains("AppEnum") {
            enums[typeName] = try appEnum(named: typeName, body: index + 1..<bodyEnd)
        }
        if ["struct", "class"].contains(name(at: start)),
            conformances.contains(where: { $0.hasSuffix("Intent") && $0 != typeName })
        {
            intents[typeName] = try intentDeclaration(body: index + 1..<bodyEnd)
        }
        // Nested declarations and AppShortcut literals inside are scanned too.
        return index + 1
    }

    private func appEnum(named typeName: String, body: Range<Int>) throws(FormatError) -> ParameterTypeDefinition {
        var values: [ParameterValueDefinition] = []
        var caseNames: [String] = []
        var title = typeName
        var index = body.lowerBound
        var depth = 0
        while index < body.upperBound {
            depth += depthChange(at: index)
            if depth == 0, name(at: index) == "case" {
                index += 1
                while let caseName = name(at: index) {
                    var raw = caseName
                    index += 1
                    if isPunctuation("=", at: index) {
                        raw = try plainString(index + 1..<index + 2, what: "the raw value of case \(caseName)")
                        index += 2
                    }
                    caseNames.append(caseName)
                    values.append(ParameterValueDefinition(identifier: raw, title: raw))
                    guard isPunctuation(",", at: index) else { break }
                    index += 1
                }
                continue
            }
            if depth == 0, name(at: index) == "typeDisplayRepresentation" {
                var next = index + 1
                while next < body.upperBound, !isStringLiteral(at: next), name(at: next) != "static" { next += 1 }
                if next < body.upperBound, isStringLiteral(at: next) {
                    title = try plainString(next..<next + 1, what: "\(typeName).typeDisplayRepresentation")
                }
            }
            if depth == 0, name(at: index) == "caseDisplayRepresentations" {
                var open = index + 1
                while open < body.upperBound,
                    !isPunctuation("[", at: open) || name(at: open + 1) == "Self" || name(at: open + 1) == typeName
                {
                    if isPunctuation("[", at: open) { open = try closing(open) }
                    open += 1
                }
                guard open < body.upperBound else {
                    throw failure(
                        "cannot read \(typeName).caseDisplayRepresentations; write it as a dictionary literal",
                        at: index)
                }
                let close = try closing(open)
                for element in try elements(from: open, to: close) {
                    guard isPunctuation(".", at: element.lowerBound), let caseName = name(at: element.lowerBound + 1),
                        isPunctuation(":", at: element.lowerBound + 2),
                        let position = caseNames.firstIndex(of: caseName)
                    else {
                        throw failure(
                            "cannot read this entry of \(typeName).caseDisplayRepresentations; write .case: DisplayRepresentation(title: \"…\", synonyms: [\"…\"])",
                            at: element.lowerBound)
                    }
                    let value = element.lowerBound + 3..<element.upperBound
                    if isStringLiteral(at: value.lowerBound) {
                        values[position].title = try plainString(value, what: "the title of .\(caseName)")
                    } else if name(at: value.lowerBound) == "DisplayRepresentation",
                        isPunctuation("(", at: value.lowerBound + 1)
                    {
                        let close = try closing(value.lowerBound + 1)
                        for argument in try arguments(from: value.lowerBound + 1, to: close) {
                            switch argument.label {
                            case "title":
                                values[position].title = try plainString(
                                    argument.range, what: "the title of .\(caseName)")
                            case "synonyms":
                                guard isPunctuation("[", at: argument.range.lowerBound) else {
                                    throw failure(
                                        "the synonyms of .\(caseName) are not an array literal",
                                        at: argument.range.lowerBound)
                                }
                                let end = try closing(argument.range.lowerBound)
                                values[position].synonyms = try elements(from: argument.range.lowerBound, to: end).map {
                                    range throws(FormatError) in
                                    try plainString(range, what: "a synonym of .\(caseName)")
                                }
                            default: break
                            }
                        }
                    } else {
                        throw failure(
                            "cannot read the display representation of .\(caseName); use a string literal or DisplayRepresentation(title:synonyms:)",
                            at: value.lowerBound)
                    }
                }
                index = close
            }
            index += 1
        }
        if values.isEmpty {
            throw failure("\(typeName) is an AppEnum without cases the importer can read", at: body.lowerBound)
        }
        return ParameterTypeDefinition(name: typeName, kind: .enum, title: title, values: values)
    }

    /// +1 for an opening bracket, -1 for a closing one, 0 otherwise: for walking a body's top level.
    private func depthChange(at index: Int) -> Int {
        guard case .punctuation(let character) = tokens[index].kind else { return 0 }
        return "([{".contains(character) ? 1 : ")]}".contains(character) ? -1 : 0
    }

    private func isStringLiteral(at index: Int) -> Bool {
        guard index < tokens.count, case .string = tokens[index].kind else { return false }
        return true
    }

    private func intentDeclaration(body: Range<Int>) throws(FormatError) -> IntentDeclaration {
        var declaration = IntentDeclaration()
        var index = body.lowerBound
        var depth = 0
        while index < body.upperBound {
            depth += depthChange(at: index)
            if depth == 0, name(at: index) == "static", ["var", "let"].contains(name(at: index + 1)),
                name(at: index + 2) == "title"
            {
                var next = index + 3
                while next < body.upperBound, next < index + 8, !isStringLiteral(at: next) { next += 1 }
                if isStringLiteral(at: next) {
                    declaration.title = try plainString(next..<next + 1, what: "the intent's title")
                }
            }
            if depth == 0, isPunctuation("@", at: index), name(at: index + 1) == "Parameter" {
                var next = index + 2
                var title: String?
                if isPunctuation("(", at: next) {
                    let close = try closing(next)
                    for argument in try arguments(from: next, to: close) where argument.label == "title" {
                        title = try? plainString(argument.range, what: "the parameter's title")
                    }
                    next = close + 1
                }
                while next < body.upperBound, name(at: next) != "var" { next += 1 }
                guard let parameterName = name(at: next + 1), isPunctuation(":", at: next + 2),
                    let typeName = name(at: next + 3)
                else {
                    throw failure(
                        "cannot read this @Parameter; write it as @Parameter(title: \"…\") var name: Type", at: index)
                }
                var typeEnd = next + 3
                var qualified = typeName
                while isPunctuation(".", at: typeEnd + 1), let member = name(at: typeEnd + 2) {
                    qualified = member
                    typeEnd += 2
                }
                declaration.parameters.append(
                    ParameterDeclaration(
                        name: parameterName, typeName: qualified, isOptional: isPunctuation("?", at: typeEnd + 1),
                        title: title))
                index = typeEnd + 1
                continue
            }
            index += 1
        }
        return declaration
    }

    /// `AppShortcut(intent: X(), phrases: [...], shortTitle: "...", systemImageName: "...")`.
    private mutating func appShortcut(at start: Int) throws(FormatError) -> Int {
        let open = start + 1
        let close = try closing(open)
        var intentName: String?
        var phrases: [String] = []
        var shortTitle: String?
        var image: String?
        var sawPhrases = false
        for argument in try arguments(from: open, to: close) {
            let range = argument.range
            switch argument.label {
            case "intent":
                var typeEnd = range.lowerBound
                guard var typeName = name(at: typeEnd) else {
                    throw failure("the intent is not written as TypeName()", at: range.lowerBound)
                }
                while isPunctuation(".", at: typeEnd + 1), let member = name(at: typeEnd + 2), member != "init" {
                    typeName = member
                    typeEnd += 2
                }
                guard isPunctuation("(", at: typeEnd + 1), isPunctuation(")", at: typeEnd + 2),
                    typeEnd + 3 == range.upperBound
                else {
                    throw failure(
                        "the intent \(typeName) is created with arguments or an expression; the registry has no preset parameter values, so write \(typeName)() and let the phrase name the parameter",
                        at: range.lowerBound)
                }
                intentName = typeName
            case "phrases":
                sawPhrases = true
                guard isPunctuation("[", at: range.lowerBound), try closing(range.lowerBound) == range.upperBound - 1
                else {
                    throw failure(
                        "the phrases are not an array literal of strings; write phrases: [\"…\", …]",
                        at: range.lowerBound)
                }
                for (index, element) in try elements(from: range.lowerBound, to: range.upperBound - 1).enumerated() {
                    phrases.append(try phrase(element, what: "phrase \(index + 1)"))
                }
            case "shortTitle":
                shortTitle = try plainString(range, what: "the short title")
            case "systemImageName":
                image = try plainString(range, what: "the system image name")
            case let label:
                throw failure(
                    "AppShortcut argument \(label.map { "'\($0):'" } ?? "without a label") cannot be represented in the registry; remove it or keep this shortcut out of the import",
                    at: range.lowerBound)
            }
        }
        guard let intentName else { throw failure("AppShortcut without intent:", at: start) }
        guard sawPhrases, !phrases.isEmpty else {
            throw failure("AppShortcut for \(intentName) has no phrases", at: start)
        }
        shortcuts.append(
            ShortcutLiteral(
                shortcut: Shortcut(
                    intent: intentName, shortTitle: shortTitle, systemImageName: image, phrases: phrases),
                location: tokens[start].location))
        return close + 1
    }

    /// `static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: [...]) }`, or
    /// a body listing `NegativeAppShortcutPhrase("…")` values or string literals.
    private mutating func negativePhrasesDeclaration(at start: Int) throws(FormatError) -> Int {
        var index = start + 1
        while index < tokens.count, !isPunctuation("{", at: index), !isPunctuation("(", at: index) { index += 1 }
        guard index < tokens.count else { return index }
        let end = try closing(index)
        let allowedNames: Set<String> = [
            "NegativeAppShortcutPhrases", "NegativeAppShortcutPhrase", "phrases", "return",
        ]
        var position = index + 1
        while position < end {
            switch tokens[position].kind {
            case .string:
                let next = position + 1
                if next < end, !isPunctuation(",", at: next), !isPunctuation("]", at: next),
                    !isPunctuation(")", at: next)
                {
                    throw failure(
                        "negative phrase \(negativePhrases.count + 1) is not a string literal on its own; write the whole phrase as one literal",
                        at: next)
                }
                negativePhrases.append(
                    try phrase(position..<next, what: "negative phrase \(negativePhrases.count + 1)"))
            case .name(let word) where allowedNames.contains(word):
                break
            case .punctuation(let character) where "()[],:".contains(character):
                break
            default:
                throw failure(
                    "cannot read negativePhrases statically here; list NegativeAppShortcutPhrase string literals only",
                    at: position)
            }
            position += 1
        }
        return end + 1
    }

    // MARK: The registry

    private func registry() throws(FormatError) -> ImportResult {
        guard !providerNames.isEmpty || !shortcuts.isEmpty else {
            throw failure(
                "no AppShortcutsProvider and no AppShortcut(…) found; import the file that declares the provider",
                at: nil as SourceLocation?)
        }
        guard let appName = appName ?? base?.app.name else {
            throw FormatError(
                file: file,
                message:
                    "Swift source does not name the app (Siri fills in ${applicationName}); pass --app-name NAME or --registry with an existing registry"
            )
        }
        var notes: [FormatNote] = []
        // With a base registry the import is a merge: its intents and types stay, and the source's phrases
        // are matched back to its templates (see SwiftProviderImporter+Merging.swift).
        var registry = base ?? Registry(app: AppName(name: appName))
        registry.shortcuts = []
        registry.negativePhrases = []
        registry.translations = []
        if let appName = self.appName { registry.app.name = appName }
        for literal in shortcuts {
            let shortcut = literal.shortcut
            var intent =
                registry.intent(named: shortcut.intent)
                ?? Intent(
                    name: shortcut.intent,
                    title: intents[shortcut.intent]?.title ?? Self.title(fromTypeName: shortcut.intent))
            let isNew = registry.intent(named: shortcut.intent) == nil
            for template in shortcut.phrases {
                for name in (try? Template(parsing: template).parameterNames) ?? []
                where intent.parameter(named: name) == nil {
                    guard let declaration = intents[shortcut.intent]?.parameters.first(where: { $0.name == name })
                    else {
                        throw failure(
                            "the phrase \"\(template)\" names ${\(name)}, but neither this file nor the registry declares \(shortcut.intent)'s @Parameter var \(name); import the file declaring \(shortcut.intent) too, or pass --registry",
                            at: literal.location)
                    }
                    intent.parameters.append(
                        Parameter(
                            name: name,
                            type: try parameterType(
                                declaration, intent: shortcut.intent, into: &registry, at: literal.location),
                            title: declaration.title ?? name, isRequired: !declaration.isOptional))
                }
            }
            if isNew {
                registry.intents.append(intent)
            } else if let index = registry.intents.firstIndex(where: { $0.name == intent.name }) {
                registry.intents[index] = intent
            }
            registry.shortcuts.append(shortcut)
        }
        registry.negativePhrases = negativePhrases
        if let base { registry = Self.merged(registry, into: base, notes: &notes) }
        return ImportResult(registry: try registry.validated(file: file), notes: notes)
    }

    /// The registry type of a declared parameter; enum types read from the source are added to the registry.
    private func parameterType(
        _ declaration: ParameterDeclaration, intent: String, into registry: inout Registry, at location: SourceLocation
    ) throws(FormatError) -> ParameterType {
        switch declaration.typeName {
        case "String": return .string
        case "Int": return .integer
        case "Double", "Float", "Decimal": return .number
        case "IntentCurrencyAmount": return .currency
        default: break
        }
        if registry.type(named: declaration.typeName) != nil { return .named(declaration.typeName) }
        if let type = enums[declaration.typeName] ?? base?.type(named: declaration.typeName) {
            registry.types.append(type)
            return .named(declaration.typeName)
        }
        throw failure(
            "\(intent).\(declaration.name) is a \(declaration.typeName), whose values cannot be read from this file (an AppEntity's come from its query at run time); declare the type in the registry and pass it with --registry",
            at: location)
    }

    /// `CheckBalanceIntent` → `Check Balance`.
    static func title(fromTypeName name: String) -> String {
        var base = Substring(name)
        if base.hasSuffix("Intent"), base.count > 6 { base = base.dropLast(6) }
        var words: [String] = []
        var current = ""
        for character in base {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }
}
