/// Reading an `AppShortcut`'s `parameterPresentation:` argument.
extension SwiftDeclarationReader {
    /// `ParameterPresentation(for: \.$kind, summary: Summary("Open \(\.$kind)"), optionsCollections: {
    /// OptionsCollection(KindOptions(), title: "Kinds", systemImageName: "tag") })`, the `AppShortcut…`
    /// spellings of the three types included.
    ///
    /// - Throws: `FormatError` at what the registry cannot hold (a collection built otherwise than from
    ///   literals, a summary interpolating anything but a parameter, a trailing closure); the caller turns it
    ///   into a lossy note and imports the shortcut without its presentation.
    func presentation(_ range: Range<Int>) throws(FormatError)
        -> Declarations.PresentationLiteral
    {
        guard let (callee, open) = file.call(range),
            ["ParameterPresentation", "AppShortcutParameterPresentation"].contains(callee)
        else {
            throw file.failure(
                "it is not written as ParameterPresentation(for:summary:optionsCollections:) with the collections "
                    + "inside the parentheses",
                at: range.lowerBound)
        }
        var parameter: String?
        var summary: String?
        var unheld: [String] = []
        var collections: [ParameterPresentation.OptionsCollection]?
        for argument in try file.arguments(from: open, to: range.upperBound - 1) {
            let argumentRange = argument.range
            switch argument.label {
            case "for":
                guard argumentRange.count == 4, file.isPunctuation("\\", at: argumentRange.lowerBound),
                    file.isPunctuation(".", at: argumentRange.lowerBound + 1),
                    file.isPunctuation("$", at: argumentRange.lowerBound + 2),
                    let name = file.name(at: argumentRange.lowerBound + 3)
                else {
                    throw file.failure("the parameter is not written as \\.$name", at: argumentRange.lowerBound)
                }
                parameter = name
            case "summary":
                let read = try presentationSummary(argumentRange)
                summary = read.text
                if let table = read.table { unheld.append("the summary's table: \(table)") }
            case "optionsCollections":
                collections = try optionsCollections(argumentRange)
            case let label:
                throw file.failure(
                    "its argument \(label.map { "'\($0):'" } ?? "without a label") has no place in the registry",
                    at: argumentRange.lowerBound)
            }
        }
        guard let parameter, let summary, let collections else {
            throw file.failure("it lacks for:, summary: or optionsCollections:", at: range.lowerBound)
        }
        return Declarations.PresentationLiteral(
            presentation: ParameterPresentation(
                parameter: parameter, summary: summary, optionsCollections: collections),
            place: place(range.lowerBound), unheld: unheld)
    }

    /// `Summary("Open \(\.$kind)")` as `Open ${kind}`.
    private func presentationSummary(_ range: Range<Int>) throws(FormatError) -> (text: String, table: String?) {
        let failure = file.failure("the summary is not written as Summary(\"…\")", at: range.lowerBound)
        guard let (callee, open) = file.call(range),
            ["Summary", "AppShortcutParameterPresentationSummary"].contains(callee)
        else { throw failure }
        let arguments = try file.arguments(from: open, to: range.upperBound - 1)
        guard let literal = arguments.first, literal.label == nil, literal.range.count == 1,
            arguments.dropFirst().allSatisfy({ $0.label == "table" }),
            case .string(let segments, false) = tokens[literal.range.lowerBound].kind
        else { throw failure }
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal):
                if literal.contains("${") {
                    throw file.failure("the summary spells ${…} literally", at: range.lowerBound)
                }
                text += literal
            case .interpolation(let source, let location):
                let compact = source.filter { !$0.isWhitespace }
                guard compact.hasPrefix("\\.$"), SwiftSource.isIdentifier(String(compact.dropFirst(3))) else {
                    throw file.failure("the summary interpolates \\(\(source)), not a parameter", at: location)
                }
                text += "${\(compact.dropFirst(3))}"
            }
        }
        // A table is named by a literal; anything else is still a table the registry does not hold.
        let table = arguments.first { $0.label == "table" }.map { argument in
            (try? file.plainString(argument.range, what: "the table")).map { "\"\($0)\"" } ?? "…"
        }
        return (text, table)
    }

    /// `{ OptionsCollection(Provider(), title: "…", systemImageName: "…") … }`: only such calls, one after
    /// another, each provider made with no arguments.
    private func optionsCollections(_ range: Range<Int>) throws(FormatError)
        -> [ParameterPresentation.OptionsCollection]
    {
        guard file.isPunctuation("{", at: range.lowerBound), try file.closing(range.lowerBound) == range.upperBound - 1
        else {
            throw file.failure("the options collections are not a closure written in place", at: range.lowerBound)
        }
        var collections: [ParameterPresentation.OptionsCollection] = []
        var index = range.lowerBound + 1
        while index < range.upperBound - 1 {
            var open = index
            while file.name(at: open) != nil, file.isPunctuation(".", at: open + 1) { open += 2 }
            guard ["OptionsCollection", "AppShortcutOptionsCollection"].contains(file.name(at: open)),
                file.isPunctuation("(", at: open + 1)
            else {
                throw file.failure(
                    "the options collections are built by code (only OptionsCollection(Provider(), title: \"…\") "
                        + "calls can be held)",
                    at: index)
            }
            let close = try file.closing(open + 1)
            var provider: String?
            var title: String?
            var image: String?
            for argument in try file.arguments(from: open + 1, to: close) {
                switch argument.label {
                case nil:
                    guard let (callee, providerOpen) = file.call(argument.range),
                        providerOpen + 2 == argument.range.upperBound
                    else {
                        throw file.failure(
                            "an options collection's provider is not made as Provider()", at: argument.range.lowerBound)
                    }
                    provider = callee
                case "title":
                    title = try file.text(argument.range, what: "an options collection's title")
                case "systemImageName":
                    image = try file.plainString(argument.range, what: "an options collection's image")
                case let label:
                    throw file.failure(
                        "an options collection's argument '\(label ?? "")' has no place in the registry",
                        at: argument.range.lowerBound)
                }
            }
            guard let provider, let title else {
                throw file.failure("an options collection lacks its provider or title", at: open)
            }
            collections.append(
                ParameterPresentation.OptionsCollection(provider: provider, title: title, systemImageName: image))
            index = close + 1
        }
        return collections
    }
}
