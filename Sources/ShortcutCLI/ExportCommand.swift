import ShortcutKit

extension Command {
    static let export = Command(
        name: "export",
        abstract: "Write the registry's phrases as Swift, a string catalog, a .strings file, or phrase records.",
        discussion: """
            Formats: swift (an AppShortcutsProvider), xcstrings (AppShortcuts.xcstrings, every locale),
            strings (AppShortcuts.strings of one locale), phrases (JSON records, one per concrete phrase,
            as a person would say it) and csv (the same records for spreadsheets).
            Phrases Apple would reject (no app name, more than one parameter, a parameter that is not an
            enum or entity, a repeat) are left out of swift, xcstrings and strings, each with a warning
            on stderr. With -o the file is replaced in one step, never left half-written.
            """,
        options: ExportCommandOptions.self,
        exitStatuses: [
            (.success, "The file was written (warnings may have been printed)."),
            (
                .failure,
                "The registry cannot be written in the format, the file cannot be written, or\n--strict and a phrase was left out."
            ),
            (.usageError, "Bad usage, or the registry cannot be read."),
        ],
        run: runExport)
}

/// The options of `shortcuts export`, declared once for its parser and its help.
struct ExportCommandOptions: ParsableOptions {
    var format: PhraseFormat?
    var registry = RegistryOptions()
    var output: String?
    var locale: String?
    var includesTypes = false
    var providerName: String?
    var strict = false

    static let declarations: [OptionDeclaration<Self>] = [
        .option(\.format, "format", "format", help: "swift, xcstrings, strings, phrases or csv.") {
            text throws(CommandError) in
            let names = PhraseFormat.allCases.map(\.rawValue)
            guard let format = PhraseFormat(rawValue: text) else {
                var message = "unknown format '\(text)'"
                if let suggestion = EditDistance.suggestion(for: text, among: names) {
                    message += ". Did you mean '\(suggestion)'?"
                } else {
                    message += "; use one of: \(names.joined(separator: ", "))"
                }
                throw .usage(message)
            }
            return format
        },
        .group(\.registry),
        .option(\.output, "output", short: "o", "file", help: "Write to this file instead of standard output."),
        .option(
            \.locale, "locale", "locale",
            help: "strings: the locale to write (default: the registry's).\nphrases, csv: only this locale."),
        .flag(\.includesTypes, "with-types", help: "swift: also write an AppEnum for each enum type."),
        .option(
            \.providerName, "provider-name", "name", help: "swift: the provider's type name (default: <App>Shortcuts)."),
        .flag(\.strict, "strict", help: "Exit with status 1 when any phrase was left out."),
    ]

    func validate() throws(CommandError) {
        guard let format else {
            throw .usage(
                "missing --format; use one of: \(PhraseFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        for (option, given, formats) in [
            ("with-types", includesTypes, [PhraseFormat.swift]), ("provider-name", providerName != nil, [.swift]),
            ("locale", locale != nil, [.strings, .phrases, .csv]),
        ] where given && !formats.contains(format) {
            throw .usage("--\(option) does not apply to --format \(format)")
        }
    }
}

private func runExport(_ arguments: ExportCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    guard let format = arguments.format else { preconditionFailure("validate() requires --format") }
    let registry = try arguments.registry.load(console)
    let options = ExportOptions(
        locale: arguments.locale, includesTypes: arguments.includesTypes, providerName: arguments.providerName,
        registryPath: arguments.registry.path(console))
    let output: ExportResult
    do {
        output = try registry.export(as: format, options: options)
    } catch {
        throw .failure(error.commandLineText)
    }
    for note in output.notes { console.writeError("warning: \(note.commandLineText)\n") }
    if let path = arguments.output {
        try OutputFile.write(output.text, to: path)
    } else {
        console.write(output.text)
    }
    let leftOut = output.notes.filter { $0.kind == .rejectedByApple }.count
    if arguments.strict, leftOut > 0 {
        throw .failure("\(leftOut) phrase\(leftOut == 1 ? " was" : "s were") left out (--strict)")
    }
    return .success
}
