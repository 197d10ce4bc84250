/// Writes a registry as a Swift `AppShortcutsProvider`: the file Apple reads the App Shortcuts from.
///
/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)` per shortcut, in registry order, with the
/// concrete phrases Apple accepts; `${applicationName}` becomes `\(.applicationName)` and `${account}`
/// becomes `\(\.$account)`. A shortcut without a short title and image uses `AppShortcut(intent:phrases:)`.
/// A shortcut's fixed values are the intent's initializer arguments (`TurnOnIntent(domain: .light)`), with
/// an extension declaring that initializer. A shortcut's parameter presentation is its
/// `parameterPresentation: ParameterPresentation(for:summary:optionsCollections:)` argument.
/// The intents themselves are the app's own code and are not written; an intent's `confirm` question is, as
/// a `requestConfirmation` call the intent's `perform()` makes, and so is a "Which one?" question, as a
/// `requestDisambiguation` call. With types, each enum becomes an `AppEnum` and each request-value entity
/// an `AppEntity` with a query stub. The export never invents (a short
/// title) and never drops a whole shortcut: either is an error saying what to add.
struct SwiftProviderExporter {
    let registry: Registry
    let options: ExportOptions

    func export() throws(FormatError) -> ExportResult {
        let plan = try ExportPlan(registry, file: "swift")
        var notes = plan.notes
        let providerName = options.providerName ?? SwiftSource.typeName(from: registry.app.name) + "Shortcuts"
        guard SwiftSource.isIdentifier(providerName) else {
            throw FormatError(
                file: "swift",
                message: "\"\(providerName)\" is not a Swift type name; pass a provider name of letters and digits")
        }
        try checkNothingIsDropped(plan)
        for entry in plan.entries where !SwiftSource.isIdentifier(entry.shortcut.intent) {
            throw FormatError(
                file: "swift", path: "shortcuts[\(entry.index)].intent",
                message:
                    "\"\(entry.shortcut.intent)\" is not a Swift type name; name the intent after its AppIntent type"
            )
        }
        for entry in plan.entries {
            for (index, collection) in (entry.shortcut.parameterPresentation?.optionsCollections ?? []).enumerated()
            where !SwiftSource.isIdentifier(collection.provider) {
                throw FormatError(
                    file: "swift", path: "shortcuts[\(entry.index)].parameterPresentation.optionsCollections[\(index)]",
                    message:
                        "\"\(collection.provider)\" is not a Swift type name; name the app's DynamicOptionsProvider type"
                )
            }
        }
        if let current = options.currentText, !current.hasPrefix(Self.headerStart) {
            let splice = SwiftProviderSplice(
                registry: registry, plan: plan, shortcutLines: { shortcutLines($0, indentation: $1) },
                negativeLines: { negativeLines(plan.negativePhrases, indentation: $0) },
                tileColorLine: { tileColorLine($0, indentation: $1) }
            )
            if let text = splice.splice(into: current, notes: &notes) {
                notes += fixedValueNotes(isSplice: true)
                if let providerName = options.providerName {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "swift",
                            message:
                                "the provider keeps its own type name; \(providerName) applies only to a new file"))
                }
                if options.includesTypes {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "types",
                            message:
                                "no AppEnum was written: the file is the app's own provider, and its enums are the app's code"
                        ))
                }
                for intent in registry.intents where intent.confirmation != nil {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "intents.\(intent.name).confirm",
                            message:
                                "no requestRegistryConfirmation() was written for \(intent.name): the file is the app's own provider; export to a file of its own to get the extension, or call requestConfirmation in its perform()"
                        ))
                }
                notes += appEntitySpliceNotes() + disambiguationSpliceNotes() + contextNotes()
                if !boundsComment().isEmpty {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "intents",
                            message:
                                "the parameters' bounds were not written: the file is the app's own provider; declare them with @Parameter(inclusiveRange:) on the intents"
                        ))
                }
                return ExportResult(text: text, notes: notes)
            }
        }
        var lines = [
            "// Generated by `shortcuts export --format swift`\(options.registryPath.map { " from \($0)" } ?? "").",
            "// Edit the registry and export again rather than editing this file.",
            "import AppIntents",
            "",
        ]
        if options.includesTypes {
            for type in registry.types where type.kind == .enum {
                lines += try appEnum(type)
                lines.append("")
            }
            lines += try appEntities(providerName: providerName)
        }
        lines.append("struct \(providerName): AppShortcutsProvider {")
        if let color = registry.app.shortcutTileColor {
            lines.append(tileColorLine(color, indentation: "    "))
            lines.append("")
        }
        lines.append("    static var appShortcuts: [AppShortcut] {")
        for entry in plan.entries { lines += shortcutLines(entry, indentation: "        ") }
        lines.append("    }")
        if !plan.negativePhrases.isEmpty {
            lines.append("")
            lines += negativeLines(plan.negativePhrases, indentation: "    ")
        }
        lines.append("}")
        lines += confirmationExtensions()
        lines += fixedValueExtensions()
        notes += fixedValueNotes(isSplice: false) + contextNotes()
        lines += disambiguationExtensions()
        lines += boundsComment()
        lines += defaultsComment()
        return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
    }

    /// The first words of a file this export wrote, which is regenerated whole rather than edited.
    static let headerStart = "// Generated by `shortcuts export --format swift`"

    /// One `AppShortcut(…)` with the initializer its fields need: `shortTitle:` and `systemImageName:` each
    /// written when the registry has it.
    private func shortcutLines(_ entry: ExportPlan.Entry, indentation: String) -> [String] {
        var lines = ["AppShortcut(", "    intent: \(intentExpression(entry.shortcut)),", "    phrases: ["]
        for phrase in entry.phrases { lines.append("        \(swiftPhrase(phrase)),") }
        var tail: [String] = []
        if let title = entry.shortcut.shortTitle { tail.append("shortTitle: \(SwiftSource.literal(title))") }
        if let image = entry.shortcut.systemImageName {
            tail.append("systemImageName: \(SwiftSource.literal(image))")
        }
        // The loader makes a shortcut with a presentation have a title and an image, as Apple's initializer does.
        let presentation = entry.shortcut.parameterPresentation.map(presentationLines) ?? []
        if !presentation.isEmpty { tail[tail.count - 1] += "," }
        lines.append(tail.isEmpty ? "    ]" : "    ],")
        for (index, argument) in tail.enumerated() {
            lines.append("    " + argument + (index == tail.count - 1 ? "" : ","))
        }
        lines += presentation.map { "    " + $0 }
        lines.append(")")
        return lines.map { indentation + $0 }
    }

    /// `parameterPresentation: ParameterPresentation(for:summary:optionsCollections:)`, one collection a line.
    private func presentationLines(_ presentation: ParameterPresentation) -> [String] {
        let summary = DialogText.replacingPlaceholders(in: presentation.summary, literal: SwiftSource.escaped) {
            "\\(\\.$\($0))"
        }
        var lines = [
            "parameterPresentation: ParameterPresentation(", "    for: \\.$\(presentation.parameter),",
            "    summary: Summary(\"\(summary)\"),", "    optionsCollections: {",
        ]
        for collection in presentation.optionsCollections {
            var arguments = "\(collection.provider)(), title: \(SwiftSource.literal(collection.title))"
            if let image = collection.systemImageName {
                arguments += ", systemImageName: \(SwiftSource.literal(image))"
            }
            lines.append("        OptionsCollection(\(arguments))")
        }
        return lines + ["    }", ")"]
    }

    /// The `negativePhrases` property.
    private func negativeLines(_ phrases: [ConcretePhrase], indentation: String) -> [String] {
        var lines = [
            "static var negativePhrases: NegativeAppShortcutPhrases {", "    NegativeAppShortcutPhrases(phrases: [",
        ]
        for phrase in phrases { lines.append("        \(swiftPhrase(phrase)),") }
        lines += ["    ])", "}"]
        return lines.map { indentation + $0 }
    }

    /// The provider's `shortcutTileColor`.
    private func tileColorLine(_ color: String, indentation: String) -> String {
        indentation + "static var shortcutTileColor: ShortcutTileColor { .\(color) }"
    }

    /// Fails rather than write a provider that says less than the registry or more than it: a shortcut none
    /// of whose phrases Apple accepts would vanish from the Swift (an empty provider, at worst), and a
    /// `systemImageName` without a `shortTitle` has no initializer but the one that needs a title, which the
    /// export will not invent.
    private func checkNothingIsDropped(_ plan: ExportPlan) throws(FormatError) {
        let exported = Set(plan.entries.map(\.index))
        var reasons: [String] = []
        var firstPath: String?
        for (index, shortcut) in registry.shortcuts.enumerated() where !exported.contains(index) {
            firstPath = firstPath ?? "shortcuts[\(index)]"
            let why =
                plan.notes.first { $0.place.hasPrefix("shortcuts[\(index)].") }.map {
                    "\"\($0.phrase ?? "")\": \($0.message.replacingOccurrences(of: "left out: ", with: ""))"
                } ?? "it has no phrases"
            reasons.append("shortcuts[\(index)] (\(shortcut.intent)): \(why)")
        }
        if !reasons.isEmpty {
            throw FormatError(
                file: "swift", path: firstPath ?? "shortcuts",
                message:
                    "\(reasons.count == 1 ? "a shortcut has" : "\(reasons.count) shortcuts have") no phrase Apple would accept, so the Swift would leave \(reasons.count == 1 ? "it" : "them") out: "
                    + reasons.joined(separator: "; ")
                    + "; add a phrase that names ${applicationName} (written \\(.applicationName) in Swift) with at most one enum or entity parameter"
            )
        }
    }

    /// A phrase as a Swift string literal with `AppShortcutPhrase` interpolations.
    private func swiftPhrase(_ phrase: ConcretePhrase) -> String {
        var literal = "\""
        for segment in phrase.segments {
            switch segment {
            case .text(let text): literal += SwiftSource.escaped(text)
            case .slot(Template.applicationNameSlot): literal += "\\(.applicationName)"
            case .slot(let name): literal += "\\(\\.$\(name))"
            }
        }
        return literal + "\""
    }

    /// An `AppEnum` declaration for an enum type, its cases' titles and synonyms as display representations.
    private func appEnum(_ type: ParameterTypeDefinition) throws(FormatError) -> [String] {
        guard SwiftSource.isIdentifier(type.name) else {
            throw FormatError(
                file: "swift", path: "types.\(type.name)",
                message: "\"\(type.name)\" is not a Swift type name; rename the type")
        }
        var names: [String] = []
        var lines = ["enum \(type.name): String, AppEnum {"]
        for value in type.values {
            let name = SwiftSource.caseName(for: value.identifier)
            if names.contains(name) {
                throw FormatError(
                    file: "swift", path: "types.\(type.name)",
                    message:
                        "the cases \"\(value.identifier)\" and another both become the Swift case \(name); make their values differ in letters or digits"
                )
            }
            names.append(name)
            let bareName = name.filter { $0 != "`" }
            lines.append(
                bareName == value.identifier
                    ? "    case \(name)" : "    case \(name) = \(SwiftSource.literal(value.identifier))")
        }
        lines.append("")
        lines.append(
            "    static var typeDisplayRepresentation: TypeDisplayRepresentation { \(SwiftSource.literal(type.title)) }"
        )
        lines.append("")
        // Titles and synonyms stay string literals: `DisplayRepresentation` takes them as
        // `LocalizedStringResource` keys, so the app's Localizable.xcstrings (`export --table Localizable`)
        // translates them.
        lines.append("    static var caseDisplayRepresentations: [\(type.name): DisplayRepresentation] {")
        lines.append("        [")
        for (value, name) in zip(type.values, names) {
            var arguments = "title: \(SwiftSource.literal(value.title))"
            if !value.synonyms.isEmpty {
                arguments += ", synonyms: [\(value.synonyms.map(SwiftSource.literal).joined(separator: ", "))]"
            }
            lines.append("            .\(name): DisplayRepresentation(\(arguments)),")
        }
        lines.append("        ]")
        lines.append("    }")
        lines.append("}")
        return lines
    }
}
