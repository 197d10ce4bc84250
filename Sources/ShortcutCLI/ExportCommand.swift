import Foundation
import ShortcutKit

extension Command {
    static let export = Command(
        name: "export",
        abstract:
            "Write the registry's phrases as Swift, a string catalog, a .strings file, phrase records, or Siri code.",
        discussion: """
            Formats: swift (an AppShortcutsProvider), xcstrings (AppShortcuts.xcstrings, every locale),
            strings (AppShortcuts.strings of one locale), phrases (JSON records, one per concrete phrase,
            as a person would say it), csv (the same records for spreadsheets), sirikit (an INShortcut per
            shortcut and a SwiftUI AddToSiriButton), tips (a SiriTipView per shortcut and a ShortcutsLink)
            plist (Info.plist's INAlternativeAppNames and NSUserActivityTypes), jsgf (a JSGF grammar of
            every shortcut's phrases for grammar-based speech recognizers such as PocketSphinx) and hints
            (the phrases and values as a recognizer's hint list, one a line, at most 5,000).
            Phrases Apple would reject (no app name, more than one parameter, a parameter that is not an
            enum or entity, a repeat) are left out of swift, xcstrings and strings, each with a warning
            on stderr. An xcstrings export over an existing catalog keeps its keys, string sets and states;
            a swift export over the app's own provider edits only the shortcuts the registry changed.
            xcstrings with --table Localizable (or -o …/Localizable.xcstrings) writes the enum cases'
            titles and synonyms and their translations instead, keeping the catalog's other strings.
            With -o the file is replaced in one step, never left half-written, and its header
            names the registry by its path from the file's folder, so the file is the same on every machine.
            With --check and -o nothing is written: the command compares the file with what it would
            write and, when they differ, prints a unified diff (`diff -u`) on stdout, for CI.
            """,
        options: ExportCommandOptions.self,
        exitStatuses: [
            (.success, "The file was written, or with --check is current (warnings may have been printed)."),
            (
                .failure,
                "The registry cannot be written in the format, the file cannot be written,\n--strict and a phrase was left out, or with --check the file is stale (the diff\nis on stdout) or missing."
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
    var isChecking = false
    var table: StringCatalogTable?

    static let declarations: [OptionDeclaration<Self>] = [
        .option(
            \.format, "format", "format",
            help: "swift, xcstrings, strings, phrases, csv, sirikit, tips, plist, jsgf or hints."
        ) {
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
            help:
                "strings, jsgf, hints: the locale to write (default: the registry's).\nphrases, csv: only this locale."),
        .flag(\.includesTypes, "with-types", help: "swift: also write an AppEnum for each enum type."),
        .option(
            \.providerName, "provider-name", "name", help: "swift: the provider's type name (default: <App>Shortcuts)."),
        .option(
            \.table, "table", "name",
            help: "xcstrings: AppShortcuts (phrases) or Localizable (enum cases' titles\nand synonyms); "
                + "default: Localizable for -o …/Localizable.xcstrings."
        ) {
            text throws(CommandError) in
            guard let table = StringCatalogTable(rawValue: text) else {
                throw .usage(
                    "unknown table '\(text)'; use one of: \(StringCatalogTable.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return table
        },
        .flag(\.strict, "strict", help: "Exit with status 1 when any phrase was left out."),
        .flag(
            \.isChecking, "check",
            help: "With -o: write nothing; exit 1 with a diff when the file is not what\nexport would write."),
    ]

    func validate() throws(CommandError) {
        guard let format else {
            throw .usage(
                "missing --format; use one of: \(PhraseFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        for (option, given, formats) in [
            ("with-types", includesTypes, [PhraseFormat.swift]), ("provider-name", providerName != nil, [.swift]),
            ("locale", locale != nil, [.strings, .phrases, .csv, .jsgf, .hints]), ("table", table != nil, [.xcstrings]),
        ] where given && !formats.contains(format) {
            throw .usage("--\(option) does not apply to --format \(format)")
        }
        if isChecking, output == nil {
            throw .usage("--check needs -o <file>: the file to compare with what export would write")
        }
    }
}

private func runExport(_ arguments: ExportCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    guard let format = arguments.format else { preconditionFailure("validate() requires --format") }
    let registry = try arguments.registry.load(console)
    var options = ExportOptions(
        locale: arguments.locale, includesTypes: arguments.includesTypes, providerName: arguments.providerName,
        registryPath: headerPath(of: arguments.registry.path(console), from: arguments.output),
        currentText: [.xcstrings, .swift].contains(format) ? arguments.output.flatMap(currentText(of:)) : nil)
    options.catalogTable =
        arguments.table ?? arguments.output.map(StringCatalogTable.init(fileName:)) ?? .appShortcuts
    let output: ExportResult
    do {
        output = try registry.export(as: format, options: options)
    } catch {
        throw .failure(error.commandLineText)
    }
    for note in output.notes { console.writeError("warning: \(note.commandLineText)\n") }
    if let path = arguments.output, arguments.isChecking {
        try check(path, against: output.text, console)
    } else if let path = arguments.output {
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

/// Compares the file at `path` with the text export would write: silent when they are equal; otherwise the
/// diff from the file to the text on stdout, and a failure that says how to bring the file up to date.
private func check(_ path: String, against text: String, _ console: Console) throws(CommandError) {
    guard let data = FileManager.default.contents(atPath: path) else {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            throw .invalidInput("\(path): cannot be read; check that it is a file you may read")
        }
        throw .failure("\(path) does not exist; run the same export without --check to write it")
    }
    guard data != Data(text.utf8) else { return }
    let diff = UnifiedDiff(from: String(decoding: data, as: UTF8.self), to: text)
    console.write(diff.rendered(oldLabel: path, newLabel: path))
    throw .failure(
        "\(path) is not what export would write (the diff is on stdout); run the same export without --check to update it"
    )
}

/// The registry's path as the header of a file written to `output` names it: relative to the file's folder,
/// so that the file does not depend on where the checkout is; the path as given when printing to stdout.
private func headerPath(of registry: String, from output: String?) -> String {
    guard let output else { return registry }
    let folder = URL(fileURLWithPath: output).deletingLastPathComponent().standardizedFileURL.pathComponents
    let file = URL(fileURLWithPath: registry).standardizedFileURL.pathComponents
    var common = 0
    while common < folder.count, common < file.count, folder[common] == file[common] { common += 1 }
    return (Array(repeating: "..", count: folder.count - common) + file[common...]).joined(separator: "/")
}

/// The text of the file an export replaces, whose layout a string catalog keeps; `nil` when there is none.
private func currentText(of path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}
