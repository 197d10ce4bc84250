/// Reads one Swift file's App Shortcuts declarations into `SwiftDeclarations`: providers and their
/// `AppShortcut(…)` literals and negative phrases, `AppIntent` titles and `@Parameter`s, `AppEnum` cases and
/// display representations (from the enum and its extensions), and `AppEntity` types.
///
/// A construct that cannot be read statically is one problem with its place and fix, and reading goes on:
/// one unreadable phrase never costs the rest of the file.
struct SwiftDeclarationReader {
    typealias Declarations = SwiftDeclarations

    let file: SwiftFile
    var declarations: Declarations

    private var tokens: [SwiftFile.Token] { file.tokens }

    private func place(_ index: Int) -> Declarations.Place {
        let location = file.location(at: index)
        return Declarations.Place(file: file.name, location: location, sourceLine: file.sourceLine(location))
    }

    private mutating func record(_ problem: FormatError) {
        declarations.problems.append(problem)
    }

    mutating func scan() {
        var index = 0
        while index < tokens.count {
            guard let word = file.name(at: index) else {
                index += 1
                continue
            }
            do {
                switch word {
                case "struct", "class", "enum", "actor", "extension":
                    index = try declaration(at: index)
                case "AppShortcut" where file.isPunctuation("(", at: index + 1):
                    index = try appShortcut(at: index)
                case "negativePhrases"
                where file.isPunctuation(":", at: index + 1) || file.isPunctuation("=", at: index + 1):
                    index = try negativePhrasesDeclaration(at: index)
                default:
                    index += 1
                }
            } catch {
                record(error)
                index += 1
            }
        }
    }

    // MARK: Types

    /// A type declaration or extension: notes a provider, reads an enum's cases and representations, an
    /// intent's title and parameters, an entity's title. Nested declarations are read by the main scan.
    private mutating func declaration(at start: Int) throws(FormatError) -> Int {
        guard var typeName = file.name(at: start + 1) else { return start + 1 }
        var index = start + 2
        while file.isPunctuation(".", at: index), let member = file.name(at: index + 1) {
            typeName = member
            index += 2
        }
        var conformances: [String] = []
        let keywords: Set<String> = [
            "struct", "class", "enum", "actor", "extension", "protocol", "func", "var", "let", "import",
        ]
        while index < tokens.count, !file.isPunctuation("{", at: index) {
            if let conformance = file.name(at: index) {
                // `import struct Foundation.Date`, `class func …`: no type body follows.
                if keywords.contains(conformance) { return start + 1 }
                conformances.append(conformance)
            }
            index += 1
        }
        guard index < tokens.count else { return index }
        let body = index + 1..<(try file.closing(index))
        let kind = file.name(at: start) ?? ""
        if conformances.contains("AppShortcutsProvider") { declarations.providers.append(typeName) }
        // An extension may carry an enum's representations before the file declaring the enum is read.
        if kind == "enum" || conformances.contains("AppEnum")
            || (kind == "extension"
                && (declarations.enums[typeName] != nil || hasMember("caseDisplayRepresentations", in: body)))
        {
            readEnum(typeName, isEnumDeclaration: kind == "enum", conformances: conformances, body: body, at: start)
        }
        if ["struct", "class"].contains(kind),
            conformances.contains(where: { $0.hasSuffix("Intent") && $0 != typeName })
        {
            declarations.intents[typeName] = try intentDeclaration(body: body)
        }
        if conformances.contains(where: { $0.hasSuffix("Entity") && $0 != typeName }) {
            let title = typeTitle(in: body, typeName: typeName)
            declarations.entities[typeName] = title ?? declarations.entities[typeName] ?? typeName
        }
        return index + 1
    }

    /// Whether a type body declares a member of that name at its top level.
    private func hasMember(_ member: String, in body: Range<Int>) -> Bool {
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == member { return true }
            index = file.nextTopLevel(after: index)
        }
        return false
    }

    /// `static var typeDisplayRepresentation` of a type body: a literal, `TypeDisplayRepresentation(name:)`,
    /// or a `LocalizedStringResource`; a spelling that cannot be read is a problem and gives `nil`.
    private mutating func typeTitle(in body: Range<Int>, typeName: String) -> String? {
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == "typeDisplayRepresentation" {
                guard let value = file.propertyValue(after: index, within: body.upperBound)?.value else { return nil }
                do {
                    if let (callee, open) = file.call(value), callee != "LocalizedStringResource" {
                        let arguments = try file.arguments(from: open, to: value.upperBound - 1)
                        if let name = arguments.first(where: { $0.label == "name" || $0.label == nil }) {
                            return try file.text(name.range, what: "\(typeName).typeDisplayRepresentation")
                        }
                    }
                    return try file.text(value, what: "\(typeName).typeDisplayRepresentation")
                } catch {
                    record(error)
                    return nil
                }
            }
            index = file.nextTopLevel(after: index)
        }
        return nil
    }

    private mutating func readEnum(
        _ typeName: String, isEnumDeclaration: Bool, conformances: [String], body: Range<Int>, at start: Int
    ) {
        // Taken out while it grows, so that appending a case never copies the cases read before.
        var declaration = declarations.enums.removeValue(forKey: typeName) ?? Declarations.EnumDeclaration()
        if conformances.contains("AppEnum") {
            declaration.isAppEnum = true
            declaration.place = declaration.place ?? place(start)
        }
        if let title = typeTitle(in: body, typeName: typeName) { declaration.title = title }
        var index = body.lowerBound
        while index < body.upperBound {
            if isEnumDeclaration, file.name(at: index) == "case" {
                index += 1
                while let caseName = file.name(at: index) {
                    var rawValue: String?
                    index += 1
                    if file.isPunctuation("=", at: index) {
                        if file.isStringLiteral(at: index + 1) {
                            do {
                                rawValue = try file.plainString(
                                    index + 1..<index + 2, what: "the raw value of case \(caseName)")
                            } catch {
                                record(error)
                            }
                        }
                        index += 2
                    }
                    declaration.cases.append(Declarations.EnumDeclaration.Case(name: caseName, rawValue: rawValue))
                    guard file.isPunctuation(",", at: index) else { break }
                    index += 1
                }
                continue
            }
            if file.name(at: index) == "caseDisplayRepresentations",
                let property = file.propertyValue(after: index, within: body.upperBound)
            {
                readRepresentations(property.value, of: typeName, into: &declaration)
                index = property.end
                continue
            }
            index = file.nextTopLevel(after: index)
        }
        declarations.enums[typeName] = declaration
    }

    /// `[.crimson: "Crimson", Paint.teal: DisplayRepresentation(title: "Teal", synonyms: ["…"]), …]`.
    private mutating func readRepresentations(
        _ value: Range<Int>, of typeName: String, into declaration: inout Declarations.EnumDeclaration
    ) {
        guard file.isPunctuation("[", at: value.lowerBound), let close = try? file.closing(value.lowerBound) else {
            record(
                file.failure(
                    "cannot read \(typeName).caseDisplayRepresentations; write it as a dictionary literal [.case: \"Title\", …]",
                    at: value.lowerBound))
            return
        }
        let elements: [Range<Int>]
        do {
            elements = try file.elements(from: value.lowerBound, to: close)
        } catch {
            record(error)
            return
        }
        for element in elements {
            // The key: `.name`, `Type.name` or `Self.name`, then `:`.
            var index = element.lowerBound
            if file.name(at: index) == typeName || file.name(at: index) == "Self" { index += 1 }
            guard file.isPunctuation(".", at: index), let caseName = file.name(at: index + 1),
                file.isPunctuation(":", at: index + 2)
            else {
                record(
                    file.failure(
                        "cannot read this entry of \(typeName).caseDisplayRepresentations; write .case: DisplayRepresentation(title: \"…\", synonyms: [\"…\"])",
                        at: element.lowerBound))
                continue
            }
            do {
                var read = try representation(index + 3..<element.upperBound, caseName: caseName)
                read.place = place(index + 1)
                declaration.representations[caseName] = read
            } catch {
                record(error)
            }
        }
    }

    /// A case's display representation in any spelling: `"Crimson"`, `LocalizedStringResource(…)`,
    /// `DisplayRepresentation("Crimson")`, `DisplayRepresentation(stringLiteral:)`,
    /// `DisplayRepresentation(title:subtitle:image:synonyms:)` and `.init(…)` of each.
    private func representation(_ range: Range<Int>, caseName: String) throws(FormatError)
        -> Declarations.EnumDeclaration.Representation
    {
        let what = "the title of .\(caseName)"
        guard let (callee, open) = file.call(range), callee == "DisplayRepresentation" || callee == "init" else {
            return Declarations.EnumDeclaration.Representation(title: try file.text(range, what: what))
        }
        var result = Declarations.EnumDeclaration.Representation()
        for argument in try file.arguments(from: open, to: range.upperBound - 1) {
            switch argument.label {
            case nil, "title", "stringLiteral":
                result.title = try file.text(argument.range, what: what)
            case "synonyms":
                let start = argument.range.lowerBound
                guard file.isPunctuation("[", at: start), try file.closing(start) == argument.range.upperBound - 1
                else {
                    throw file.failure(
                        "the synonyms of .\(caseName) are not an array literal; write [\"…\", …]", at: start)
                }
                for element in try file.elements(from: start, to: argument.range.upperBound - 1) {
                    result.synonyms.append(try file.text(element, what: "a synonym of .\(caseName)"))
                }
            default:
                break  // subtitle and image are for screens, not for speech.
            }
        }
        guard result.title != nil else {
            throw file.failure("the display representation of .\(caseName) has no title; add title: \"…\"", at: open)
        }
        return result
    }

    // MARK: Intents

    private mutating func intentDeclaration(body: Range<Int>) throws(FormatError) -> Declarations.IntentDeclaration {
        var declaration = Declarations.IntentDeclaration()
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == "static", ["var", "let"].contains(file.name(at: index + 1)),
                file.name(at: index + 2) == "title",
                let property = file.propertyValue(after: index + 2, within: body.upperBound)
            {
                do {
                    declaration.title = try file.text(property.value, what: "the intent's title")
                } catch {
                    record(error)
                }
                index = property.end
                continue
            }
            if file.isPunctuation("@", at: index), file.name(at: index + 1) == "Parameter" {
                var next = index + 2
                var title: String?
                var prompt: String?
                if file.isPunctuation("(", at: next) {
                    let close = try file.closing(next)
                    for argument in try file.arguments(from: next, to: close) {
                        // Both have defaults, so one computed at run time costs nothing the phrases need.
                        if argument.label == "title" {
                            title = try? file.text(argument.range, what: "the parameter's title")
                        } else if argument.label == "requestValueDialog" {
                            prompt = try? file.text(argument.range, what: "the parameter's requestValueDialog")
                        }
                    }
                    next = close + 1
                }
                while next < body.upperBound, file.name(at: next) != "var" { next += 1 }
                guard let parameterName = file.name(at: next + 1), file.isPunctuation(":", at: next + 2),
                    let typeName = file.name(at: next + 3)
                else {
                    record(
                        file.failure(
                            "cannot read this @Parameter; write it as @Parameter(title: \"…\") var name: Type",
                            at: index))
                    index = next
                    continue
                }
                var typeEnd = next + 3
                var qualified = typeName
                while file.isPunctuation(".", at: typeEnd + 1), let member = file.name(at: typeEnd + 2) {
                    qualified = member
                    typeEnd += 2
                }
                declaration.parameters.append(
                    Declarations.ParameterDeclaration(
                        name: parameterName, typeName: qualified,
                        isOptional: file.isPunctuation("?", at: typeEnd + 1), title: title, prompt: prompt))
                index = typeEnd + 1
                continue
            }
            index = file.nextTopLevel(after: index)
        }
        return declaration
    }

    // MARK: Shortcuts

    /// `AppShortcut(intent: X(), phrases: [...], shortTitle: "...", systemImageName: "...")`.
    private mutating func appShortcut(at start: Int) throws(FormatError) -> Int {
        let open = start + 1
        let close = try file.closing(open)
        var intentName: String?
        var phrases: [Declarations.PhraseLiteral] = []
        var shortTitle: String?
        var image: String?
        var phrasesRange: Range<Int>?
        for argument in try file.arguments(from: open, to: close) {
            let range = argument.range
            switch argument.label {
            case "intent":
                var typeEnd = range.lowerBound
                guard var typeName = file.name(at: typeEnd) else {
                    throw file.failure("the intent is not written as TypeName()", at: range.lowerBound)
                }
                while file.isPunctuation(".", at: typeEnd + 1), let member = file.name(at: typeEnd + 2),
                    member != "init"
                {
                    typeName = member
                    typeEnd += 2
                }
                // `X.init()` is `X()`.
                if file.isPunctuation(".", at: typeEnd + 1), file.name(at: typeEnd + 2) == "init" { typeEnd += 2 }
                guard file.isPunctuation("(", at: typeEnd + 1), file.isPunctuation(")", at: typeEnd + 2),
                    typeEnd + 3 == range.upperBound
                else {
                    throw file.failure(
                        "the intent \(typeName) is created with arguments or an expression; the registry has no preset parameter values, so write \(typeName)() and let the phrase name the parameter",
                        at: range.lowerBound)
                }
                intentName = typeName
            case "phrases":
                guard file.isPunctuation("[", at: range.lowerBound),
                    try file.closing(range.lowerBound) == range.upperBound - 1
                else {
                    throw file.failure(
                        "the phrases are not an array literal of strings; write phrases: [\"…\", …]",
                        at: range.lowerBound)
                }
                phrasesRange = range
            case "shortTitle":
                shortTitle = try file.text(range, what: "the short title")
            case "systemImageName":
                image = try file.plainString(range, what: "the system image name")
            case let label:
                throw file.failure(
                    "AppShortcut argument \(label.map { "'\($0):'" } ?? "without a label") cannot be represented in the registry; remove it or keep this shortcut out of the import",
                    at: range.lowerBound)
            }
        }
        guard let intentName else { throw file.failure("AppShortcut without intent:", at: start) }
        guard let phrasesRange else { throw file.failure("AppShortcut for \(intentName) has no phrases:", at: start) }
        let elements = try file.elements(from: phrasesRange.lowerBound, to: phrasesRange.upperBound - 1)
        for (index, element) in elements.enumerated() {
            do {
                phrases.append(
                    Declarations.PhraseLiteral(
                        template: try phrase(element, what: "phrase \(index + 1)"),
                        place: place(element.lowerBound)))
            } catch {
                record(error)
            }
        }
        if elements.isEmpty { throw file.failure("AppShortcut for \(intentName) has no phrases", at: start) }
        declarations.shortcuts.append(
            Declarations.ShortcutLiteral(
                intent: intentName, shortTitle: shortTitle, systemImageName: image, phrases: phrases,
                place: place(start)))
        return close + 1
    }

    /// A phrase literal as a registry template: `\(.applicationName)` and `\(\.$name)` become slots.
    private func phrase(_ range: Range<Int>, what: String) throws(FormatError) -> String {
        guard range.count == 1, case .string(let segments, let isMultiline) = tokens[range.lowerBound].kind else {
            // After a literal, the operator that continues it; otherwise the start of the expression.
            let index = range.lowerBound + (range.count > 1 && file.isStringLiteral(at: range.lowerBound) ? 1 : 0)
            throw file.failure(
                "\(what) is not a string literal: it is computed at run time (a concatenation, a variable, or a call such as String(format:)), and Apple reads phrases when the app is built; write the whole phrase as one literal",
                at: index < range.upperBound ? index : range.lowerBound)
        }
        if isMultiline {
            throw file.failure("\(what) is a multi-line string; write the phrase on one line", at: range.lowerBound)
        }
        var template = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                if let slot = text.range(of: "${") {
                    let rest = text[slot.upperBound...].prefix { $0 != "}" }
                    let swift = rest == Template.applicationNameSlot ? "\\(.applicationName)" : "\\(\\.$\(rest))"
                    throw file.failure(
                        "\(what) spells ${\(rest)} literally, and Siri would say it as written; write \(swift)",
                        at: tokens[range.lowerBound].location)
                }
                if let special = text.first(where: { "()[]|".contains($0) }) {
                    throw file.failure(
                        "\(what) contains '\(special)', which is not spoken; write the words without it",
                        at: tokens[range.lowerBound].location)
                }
                template += text
            case .interpolation(let source, let location):
                let compact = source.filter { !$0.isWhitespace }
                if compact == ".applicationName" || compact == "AppShortcutPhraseToken.applicationName" {
                    template += "${\(Template.applicationNameSlot)}"
                } else if compact.hasPrefix("\\.$"), SwiftSource.isIdentifier(String(compact.dropFirst(3))) {
                    template += "${\(compact.dropFirst(3))}"
                } else {
                    throw file.failure(
                        "\(what) interpolates \\(\(source)), which is computed at run time; a phrase may interpolate only \\(.applicationName) and a parameter as \\(\\.$name)",
                        at: location)
                }
            }
        }
        return template
    }

    /// `static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: [...]) }`, or
    /// a body listing `NegativeAppShortcutPhrase("…")` values or string literals.
    private mutating func negativePhrasesDeclaration(at start: Int) throws(FormatError) -> Int {
        var index = start + 1
        while index < tokens.count, !file.isPunctuation("{", at: index), !file.isPunctuation("(", at: index) {
            index += 1
        }
        guard index < tokens.count else { return index }
        let end = try file.closing(index)
        let allowedNames: Set<String> = [
            "NegativeAppShortcutPhrases", "NegativeAppShortcutPhrase", "phrases", "return",
        ]
        var position = index + 1
        var count = 0
        while position < end {
            switch tokens[position].kind {
            case .string:
                count += 1
                let next = position + 1
                do throws(FormatError) {
                    if next < end, !file.isPunctuation(",", at: next), !file.isPunctuation("]", at: next),
                        !file.isPunctuation(")", at: next)
                    {
                        throw file.failure(
                            "negative phrase \(count) is not a string literal on its own; write the whole phrase as one literal",
                            at: next)
                    }
                    declarations.negativePhrases.append(
                        Declarations.PhraseLiteral(
                            template: try phrase(position..<next, what: "negative phrase \(count)"),
                            place: place(position)))
                } catch {
                    record(error)
                }
            case .name(let word) where allowedNames.contains(word):
                break
            case .punctuation(let character) where "()[],:".contains(character):
                break
            default:
                throw file.failure(
                    "cannot read negativePhrases statically here; list NegativeAppShortcutPhrase string literals only",
                    at: position)
            }
            position += 1
        }
        return end + 1
    }
}
