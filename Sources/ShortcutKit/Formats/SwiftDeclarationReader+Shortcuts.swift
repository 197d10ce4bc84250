/// Reading `AppShortcut(…)` literals, their phrases, and a provider's negative phrases.
extension SwiftDeclarationReader {
    typealias FixedValueForm = Declarations.FixedValueLiteral.Form

    /// `AppShortcut(intent: X(), phrases: [...], shortTitle: "...", systemImageName: "...")`; the intent may be
    /// made with preset parameters, `X(domain: .light)`, each argument a literal (`FixedValueLiteral`).
    mutating func appShortcut(at start: Int) throws(FormatError) -> Int {
        let open = start + 1
        let close = try file.closing(open)
        var intentName: String?
        var phrases: [Declarations.PhraseLiteral] = []
        var shortTitle: String?
        var image: String?
        var phrasesRange: Range<Int>?
        var values: [Declarations.FixedValueLiteral] = []
        var presentationRange: Range<Int>?
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
                guard file.isPunctuation("(", at: typeEnd + 1), let close = try? file.closing(typeEnd + 1),
                    close + 1 == range.upperBound
                else {
                    throw file.failure(
                        "the intent \(typeName) is created by an expression; write \(typeName)() or, with preset "
                            + "parameters, \(typeName)(name: value, …) with literal values",
                        at: range.lowerBound)
                }
                for argument in try file.arguments(from: typeEnd + 1, to: close) {
                    guard let label = argument.label else {
                        throw file.failure(
                            "the intent \(typeName) is created with an argument without a label; write name: value",
                            at: argument.range.lowerBound)
                    }
                    values.append(
                        Declarations.FixedValueLiteral(
                            name: label, form: try fixedValue(argument.range, of: "\(typeName).\(label)"),
                            place: place(argument.range.lowerBound)))
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
            case "parameterPresentation":
                presentationRange = range
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
        var presentation: Declarations.PresentationLiteral?
        if let presentationRange {
            do {
                presentation = try self.presentation(presentationRange)
                for part in presentation?.unheld ?? [] {
                    let location = presentation?.place.location.map { ":\($0.line):\($0.column)" } ?? ""
                    declarations.notes.append(
                        FormatNote(
                            kind: .lossy, place: file.name + location,
                            message:
                                "the registry does not hold \(part) of the parameterPresentation for \(intentName); "
                                + "an export over this file keeps it, a new file goes without it"))
                }
            } catch {
                let location = error.location.map { ":\($0.line):\($0.column)" } ?? ""
                declarations.notes.append(
                    FormatNote(
                        kind: .lossy, place: file.name + location,
                        message:
                            "the parameterPresentation of the AppShortcut for \(intentName) cannot be held by the "
                            + "registry: \(error.message); the shortcut is imported without it, and an export over "
                            + "this file keeps it as written"))
            }
        }
        declarations.shortcuts.append(
            Declarations.ShortcutLiteral(
                intent: intentName, shortTitle: shortTitle, systemImageName: image, phrases: phrases,
                values: values, place: place(start), presentation: presentation))
        return close + 1
    }

    /// A preset parameter's value or a parameter's default as written: `.light`, `"text"`, `3`, `-2.5`, or a call of literals such as
    /// `Area(id: "kitchen")` or `IntentCurrencyAmount(amount: 5, currencyCode: "USD")`.
    func fixedValue(_ range: Range<Int>, of what: String) throws(FormatError) -> FixedValueForm {
        if range.count == 2, file.isPunctuation(".", at: range.lowerBound),
            let name = file.name(at: range.lowerBound + 1)
        {
            return .member(name)
        }
        if range.count == 1, file.isStringLiteral(at: range.lowerBound) {
            return .string(try file.plainString(range, what: "the value of \(what)"))
        }
        let isNegative = range.count == 2 && file.isPunctuation("-", at: range.lowerBound)
        if range.count == (isNegative ? 2 : 1), case .number(let text) = tokens[range.upperBound - 1].kind {
            return .number((isNegative ? "-" : "") + text.filter { $0 != "_" })
        }
        if let (callee, open) = file.call(range) {
            var arguments: [String: FixedValueForm] = [:]
            for argument in try file.arguments(from: open, to: range.upperBound - 1) {
                arguments[argument.label ?? ""] = try fixedValue(argument.range, of: what)
            }
            return .call(callee, arguments)
        }
        throw file.failure(
            "the value of \(what) is computed at run time, and Apple reads preset parameters when the app is "
                + "built; write a literal: .caseName, \"text\", a number, or an initializer of literals",
            at: range.lowerBound)
    }

    /// A phrase literal as a registry template: `\(.applicationName)` and `\(\.$name)` become slots.
    func phrase(_ range: Range<Int>, what: String) throws(FormatError) -> Phrase {
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
        do {
            return try Phrase(template)
        } catch {
            throw file.failure("\(what) is not a valid phrase: \(error.reason)", at: tokens[range.lowerBound].location)
        }
    }

    /// `static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: [...]) }`, or
    /// a body listing `NegativeAppShortcutPhrase("…")` values or string literals.
    mutating func negativePhrasesDeclaration(at start: Int) throws(FormatError) -> Int {
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
