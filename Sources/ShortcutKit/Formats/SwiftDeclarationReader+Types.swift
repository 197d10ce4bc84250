/// Reading type declarations: providers noted, enum cases and display representations, intent and
/// entity titles.
extension SwiftDeclarationReader {
    /// A type declaration or extension: notes a provider, reads an enum's cases and representations, an
    /// intent's title and parameters, an entity's title. Nested declarations are read by the main scan.
    mutating func declaration(at start: Int) throws(FormatError) -> Int {
        guard var typeName = file.name(at: start + 1) else { return start + 1 }
        var path = [typeName]
        var index = start + 2
        while file.isPunctuation(".", at: index), let member = file.name(at: index + 1) {
            typeName = member
            path.append(member)
            index += 2
        }
        let kind = file.name(at: start) ?? ""
        // Enums and entities are known by their qualified names; an extension names its type in full.
        let qualifiedName =
            ((kind == "extension" ? [] : enclosingTypes.last.map { [$0.name] } ?? []) + path).joined(separator: ".")
        var conformances = pendingMacroConformances
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
        enclosingTypes.append((qualifiedName, body.upperBound))
        if conformances.contains("AppShortcutsProvider") { declarations.providers.append(typeName) }
        // An extension may carry an enum's representations before the file declaring the enum is read.
        if kind == "enum" || conformances.contains("AppEnum")
            || (kind == "extension"
                && (declarations.enums[qualifiedName] != nil || hasMember("caseDisplayRepresentations", in: body)))
        {
            readEnum(
                qualifiedName, isEnumDeclaration: kind == "enum", conformances: conformances, body: body, at: start)
        }
        if ["struct", "class"].contains(kind),
            conformances.contains(where: { $0.hasSuffix("Intent") && $0 != typeName })
        {
            var intent = try intentDeclaration(body: body)
            intent.scope = qualifiedName
            intent.place = place(start)
            declarations.intents[typeName] = intent
        }
        if conformances.contains(where: { $0.hasSuffix("Entity") && $0 != typeName }) {
            let title = typeTitle(in: body, typeName: typeName)
            declarations.entities[qualifiedName] = title ?? declarations.entities[qualifiedName] ?? typeName
        }
        return index + 1
    }

    /// Whether a type body declares a member of that name at its top level.
    func hasMember(_ member: String, in body: Range<Int>) -> Bool {
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == member { return true }
            index = file.nextTopLevel(after: index)
        }
        return false
    }

    /// `static var typeDisplayRepresentation` of a type body: a literal, `TypeDisplayRepresentation(name:)`,
    /// or a `LocalizedStringResource`; a spelling that cannot be read is a problem and gives `nil`.
    mutating func typeTitle(in body: Range<Int>, typeName: String) -> String? {
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

    mutating func readEnum(
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
    mutating func readRepresentations(
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
            let simpleName = typeName.split(separator: ".").last.map(String.init) ?? typeName
            if file.name(at: index) == simpleName || file.name(at: index) == "Self" { index += 1 }
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
    func representation(_ range: Range<Int>, caseName: String) throws(FormatError)
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
}
