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
        options: [
            .value("format", "format", help: "swift, xcstrings, strings, phrases or csv."),
            RegistryOption.option,
            .value("output", short: "o", "file", help: "Write to this file instead of standard output."),
            .value(
                "locale", "locale",
                help: "strings: the locale to write (default: the registry's).\nphrases, csv: only this locale."),
            .flag("with-types", help: "swift: also write an AppEnum for each enum type."),
            .value("provider-name", "name", help: "swift: the provider's type name (default: <App>Shortcuts)."),
            .flag("strict", help: "Exit with status 1 when any phrase was left out."),
        ],
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

private func runExport(_ arguments: ParsedArguments, _ console: Console) -> ExitStatus {
    let names = PhraseFormat.allCases.map(\.rawValue)
    guard let formatName = arguments.value("format") else {
        return CLI.usageError(
            "missing --format; use one of: \(names.joined(separator: ", "))", command: .export, console: console)
    }
    guard let format = PhraseFormat(rawValue: formatName) else {
        var message = "unknown format '\(formatName)'"
        if let suggestion = EditDistance.suggestion(for: formatName, among: names) {
            message += ". Did you mean '\(suggestion)'?"
        } else {
            message += "; use one of: \(names.joined(separator: ", "))"
        }
        return CLI.usageError(message, command: .export, console: console)
    }
    for (option, formats) in [
        ("with-types", [PhraseFormat.swift]), ("provider-name", [.swift]), ("locale", [.strings, .phrases, .csv]),
    ]
    where (arguments.has(option) || arguments.value(option) != nil) && !formats.contains(format) {
        return CLI.usageError("--\(option) does not apply to --format \(format)", command: .export, console: console)
    }
    guard let registry = RegistryOption.load(arguments, console: console) else { return .usageError }
    let options = ExportOptions(
        locale: arguments.value("locale"), includesTypes: arguments.has("with-types"),
        providerName: arguments.value("provider-name"), registryPath: RegistryOption.path(arguments, console: console))
    let output: ExportResult
    do {
        output = try registry.export(as: format, options: options)
    } catch {
        console.writeError("error: \(error.description)\n")
        return .failure
    }
    for note in output.notes { console.writeError("warning: \(note)\n") }
    if let path = arguments.value("output") {
        do {
            try OutputFile.write(output.text, to: path)
        } catch {
            console.writeError("error: \(error.message)\n")
            return .failure
        }
    } else {
        console.write(output.text)
    }
    let leftOut = output.notes.filter { $0.kind == .rejectedByApple }.count
    if arguments.has("strict"), leftOut > 0 {
        console.writeError("error: \(leftOut) phrase\(leftOut == 1 ? " was" : "s were") left out (--strict)\n")
        return .failure
    }
    return .success
}
