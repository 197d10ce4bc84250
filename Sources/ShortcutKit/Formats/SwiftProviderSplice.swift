/// Writes a registry into an app's own `AppShortcutsProvider` file, changing only what the registry changed.
///
/// An app's provider carries more than the registry: its type name, the `#if` and `@available` around it,
/// comments for translators, imports and helpers. Regenerating the file whole would drop all of that, so
/// an export over such a file (`ExportOptions.currentText`) edits it in place instead:
///
/// - Each `AppShortcut(…)` literal whose intent, preset parameters (fixed values), phrases (as concrete
///   phrases), short title, image and parameter presentation are what the registry says is kept byte for
///   byte, comments and argument layout included (a presentation the registry cannot hold counts as none).
/// - A literal the registry changed is rewritten in the generated shape at its indentation; one whose
///   shortcut the registry no longer has is removed; a shortcut the file lacks is added after the last.
///   Comments inside a rewritten literal cannot be kept, and a warning names them.
/// - `negativePhrases` and `shortcutTileColor` are kept while they agree with the registry, else rewritten
///   or added (removed when the registry has none).
///
/// So an import of the file followed by an export over it gives the file back unchanged. A file written by
/// `shortcuts export` (its first line says so) is regenerated whole instead, as before.
struct SwiftProviderSplice {
    let registry: Registry
    let plan: ExportPlan
    /// Writes one shortcut in the generated shape, indented by the given prefix.
    let shortcutLines: (ExportPlan.Entry, String) -> [String]
    /// Writes the negative phrases property, indented by the given prefix.
    let negativeLines: (String) -> [String]
    let tileColorLine: (String, String) -> String

    /// A replacement of the scalars `range` of the current text.
    private struct Edit {
        var range: Range<Int>
        var text: String
    }

    /// The current text with the registry spliced in, or `nil` when it declares no provider to splice into.
    func splice(into text: String, notes: inout [FormatNote]) -> String? {
        guard let tokens = try? SwiftTokenizer.tokens(of: text) else { return nil }
        var file = SwiftFile(name: "swift", text: text, tokens: tokens)
        // The branches an iOS release build compiles, as the import reads them.
        file.tokens = SwiftConditionalCompilation(defines: []).resolve(file).tokens
        let scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(offset + 1) }
        func offset(_ index: Int) -> Int {
            let location = file.tokens[index].location
            return lineStarts[location.line - 1] + location.column - 1
        }
        /// The offset just past a token: a name, number or regex by its length, anything else one scalar.
        func end(_ index: Int) -> Int {
            switch file.tokens[index].kind {
            case .name(let name): return offset(index) + name.unicodeScalars.count
            case .number(let text), .regex(let text): return offset(index) + text.unicodeScalars.count
            default: return offset(index) + 1
            }
        }
        func indentation(ofLineAt index: Int) -> String {
            let start = lineStarts[file.tokens[index].location.line - 1]
            return String(String.UnicodeScalarView(scalars[start...].prefix { $0 == " " || $0 == "\t" }))
        }
        /// Whether the source between two tokens holds a comment the tokens do not show.
        func hasComment(from first: Int, to last: Int) -> Bool {
            let source = String(String.UnicodeScalarView(scalars[offset(first)..<offset(last)]))
            return source.contains("//") || source.contains("/*")
        }

        guard let provider = providerBody(in: file) else { return nil }
        var edits: [Edit] = []
        var reader = SwiftDeclarationReader(file: file, declarations: SwiftDeclarations())
        var literals: [(start: Int, close: Int, literal: SwiftDeclarations.ShortcutLiteral)] = []
        var negatives: (start: Int, end: Int, phrases: [Phrase])?
        var tileColor: (start: Int, end: Int, valueIndex: Int?)?
        var index = provider.lowerBound
        while index < provider.upperBound {
            if file.name(at: index) == "AppShortcut", file.isPunctuation("(", at: index + 1),
                let close = try? file.closing(index + 1)
            {
                let before = reader.declarations.shortcuts.count
                _ = try? reader.appShortcut(at: index)
                if reader.declarations.shortcuts.count > before, let literal = reader.declarations.shortcuts.last {
                    literals.append((index, close, literal))
                } else {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "line \(file.tokens[index].location.line)",
                            message:
                                "this AppShortcut cannot be read into the registry (see import), so it was left as it is"
                        ))
                }
                index = close + 1
                continue
            }
            if file.name(at: index) == "static",
                ["negativePhrases", "shortcutTileColor"].contains(file.name(at: index + 2)),
                let property = property(at: index, in: file, within: provider)
            {
                if property.name == "negativePhrases" {
                    let phrases = reader.declarations.negativePhrases.count
                    _ = try? reader.negativePhrasesDeclaration(at: property.nameIndex)
                    negatives = (
                        index, property.end,
                        reader.declarations.negativePhrases.dropFirst(phrases).map(\.template)
                    )
                } else if property.name == "shortcutTileColor" {
                    let value = (property.nameIndex..<property.end).last { file.name(at: $0) != nil }
                    tileColor = (index, property.end, value)
                }
                index = property.end
                continue
            }
            index += 1
        }

        /// A literal's preset parameters as fixed values, read as the import reads them; nil when one
        /// cannot be read, which differs from any registry's values.
        func presets(_ literal: SwiftDeclarations.ShortcutLiteral) -> [String: ParameterValue]? {
            guard let intent = registry.intent(named: literal.intent) else { return literal.values.isEmpty ? [:] : nil }
            var values: [String: ParameterValue] = [:]
            for value in literal.values {
                guard let parameter = intent.parameter(named: value.name) else { return nil }
                do {
                    values[value.name] = try SwiftProviderImporter.fixedValue(
                        value, of: parameter, intent: literal.intent, scope: literal.intent,
                        declarations: reader.declarations, registry: registry)
                } catch {
                    return nil
                }
            }
            return values
        }

        // Shortcuts: matched to literals by intent (and, among one intent's, first by fixed values), in
        // order. New ones follow the last literal kept.
        var unmatched = plan.entries
        var lastEnd: Int?
        var literalIndentation = indentation(ofLineAt: provider.lowerBound) + "        "
        for (start, close, literal) in literals {
            literalIndentation = indentation(ofLineAt: start)
            let values = presets(literal)
            guard
                let position = unmatched.firstIndex(where: {
                    $0.shortcut.intent == literal.intent && $0.shortcut.values == values
                }) ?? unmatched.firstIndex(where: { $0.shortcut.intent == literal.intent })
            else {
                edits.append(Edit(range: lineRange(offset(start)..<(offset(close) + 1), in: scalars), text: ""))
                continue
            }
            lastEnd = offset(close) + 1
            let entry = unmatched.remove(at: position)
            // A Swift literal has no groups: it stands for one concrete phrase.
            let written = literal.phrases.map { ConcretePhrase.first(of: $0.template).key }
            guard
                written != entry.phrases.map(\.key) || literal.shortTitle != entry.shortcut.shortTitle
                    || literal.systemImageName != entry.shortcut.systemImageName || values != entry.shortcut.values
                    || literal.presentation?.presentation != entry.shortcut.parameterPresentation
            else { continue }
            if hasComment(from: start, to: close) {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "shortcuts[\(entry.index)]",
                        message:
                            "the comments inside the AppShortcut for \(entry.shortcut.intent) were not kept: the registry changed it, so it was written anew"
                    ))
            }
            let lines = shortcutLines(entry, literalIndentation)
            let text = lines.joined(separator: "\n").dropFirst(literalIndentation.count)
            edits.append(Edit(range: offset(start)..<(offset(close) + 1), text: String(text)))
        }
        if !unmatched.isEmpty {
            let added = unmatched.flatMap { shortcutLines($0, literalIndentation) }.joined(separator: "\n")
            if let lastEnd {
                edits.append(Edit(range: lastEnd..<lastEnd, text: "\n" + added))
            } else if let body = appShortcutsBodyStart(in: file, within: provider) {
                edits.append(Edit(range: offset(body) + 1..<offset(body) + 1, text: "\n" + added))
            } else {
                return nil
            }
        }

        // Negative phrases and the tile colour: kept while they agree.
        let memberIndentation = indentation(ofLineAt: provider.lowerBound) + "    "
        let closingBrace = lineStarts[file.tokens[provider.upperBound].location.line - 1]
        let wantedNegatives = plan.negativePhrases.map(\.key)
        if let negatives {
            let current = negatives.phrases.map { ConcretePhrase.first(of: $0).key }
            if current != wantedNegatives {
                let range = offset(negatives.start)..<end(negatives.end - 1)
                let text = negativeLines(memberIndentation).joined(separator: "\n").dropFirst(memberIndentation.count)
                edits.append(
                    Edit(
                        range: wantedNegatives.isEmpty ? lineRange(range, in: scalars) : range,
                        text: wantedNegatives.isEmpty ? "" : String(text)))
            }
        } else if !wantedNegatives.isEmpty {
            let text = "\n" + negativeLines(memberIndentation).joined(separator: "\n") + "\n"
            edits.append(Edit(range: closingBrace..<closingBrace, text: text))
        }
        let wantedColor = registry.app.shortcutTileColor
        if let tileColor {
            let current = tileColor.valueIndex.flatMap { file.name(at: $0) }
            if current != wantedColor {
                if let wantedColor, let value = tileColor.valueIndex {
                    edits.append(Edit(range: offset(value)..<end(value), text: wantedColor))
                } else {
                    let range = offset(tileColor.start)..<end(tileColor.end - 1)
                    edits.append(Edit(range: lineRange(range, in: scalars), text: ""))
                }
            }
        } else if let wantedColor {
            let afterBrace = lineStarts[min(lineStarts.count - 1, file.tokens[provider.lowerBound - 1].location.line)]
            edits.append(
                Edit(range: afterBrace..<afterBrace, text: tileColorLine(wantedColor, memberIndentation) + "\n"))
        }

        var result = scalars
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.unicodeScalars))
        }
        return String(String.UnicodeScalarView(result))
    }

    /// The token range of the first `AppShortcutsProvider`'s body, its closing brace as `upperBound`.
    private func providerBody(in file: SwiftFile) -> Range<Int>? {
        var index = 0
        while index < file.tokens.count {
            if ["struct", "extension", "class", "enum"].contains(file.name(at: index)) {
                var open = index + 1
                var conforms = false
                while open < file.tokens.count, !file.isPunctuation("{", at: open) {
                    if file.name(at: open) == "AppShortcutsProvider" { conforms = true }
                    if ["struct", "class", "enum", "func", "var", "let"].contains(file.name(at: open)) { break }
                    open += 1
                }
                if conforms, file.isPunctuation("{", at: open), let close = try? file.closing(open) {
                    return open + 1..<close
                }
            }
            index += 1
        }
        return nil
    }

    /// `static var name …` at `index`: the name's token and the token after the declaration.
    private func property(at index: Int, in file: SwiftFile, within body: Range<Int>)
        -> (name: String, nameIndex: Int, end: Int)?
    {
        guard ["var", "let"].contains(file.name(at: index + 1)), let name = file.name(at: index + 2) else {
            return nil
        }
        var end = index + 3
        while end < body.upperBound {
            if file.isPunctuation("{", at: end), let close = try? file.closing(end) {
                end = close + 1  // a computed property ends with its body
                break
            }
            if file.name(at: end) == "static" || file.isPunctuation("}", at: end) || file.isPunctuation("@", at: end) {
                break
            }
            if file.isPunctuation("(", at: end) || file.isPunctuation("[", at: end), let close = try? file.closing(end)
            {
                end = close + 1
                continue
            }
            end += 1
        }
        return (name, index + 2, end)
    }

    /// The `{` of `static var appShortcuts: [AppShortcut] {`, for a provider that has no literal yet.
    private func appShortcutsBodyStart(in file: SwiftFile, within body: Range<Int>) -> Int? {
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == "appShortcuts" {
                var open = index + 1
                while open < body.upperBound, !file.isPunctuation("{", at: open) { open += 1 }
                return open < body.upperBound ? open : nil
            }
            index += 1
        }
        return nil
    }

    /// `range` grown to whole lines when nothing else is on them, so that removing it leaves no blank line.
    private func lineRange(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
        var end = range.upperBound
        while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" || scalars[end] == "," { end += 1 }
        guard start == 0 || scalars[start - 1] == "\n", end == scalars.count || scalars[end] == "\n" else {
            return range
        }
        return start..<min(end + 1, scalars.count)
    }
}
