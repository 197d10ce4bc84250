import Foundation
import ShortcutKit

extension Command {
    static let `import` = Command(
        name: "import",
        abstract: "Read phrases from Swift, a string catalog, a .strings file, or phrase records into a registry.",
        discussion: """
            The file's kind comes from its name: .swift (an AppShortcutsProvider and the AppIntent and
            AppEnum types it uses), .xcstrings, .strings (its locale from a <locale>.lproj folder or
            --locale), .json (phrase records) or .csv. Each is merged into the registry (--registry,
            $SHORTCUTS_REGISTRY, else ./shortcuts.json); Swift source needs none (pass --app-name), and
            imported into the registry it was exported from, it gives the registry back unchanged.
            Source that cannot be read without running the app is an error naming its line.
            The result is printed, written with -o, or written back to the registry with --write, in one
            step, never left half-written.
            """,
        arguments: [Argument(name: "file", help: "The file to read.", isOptional: false)],
        options: [
            RegistryOption.option,
            .value("format", "format", help: "swift, xcstrings, strings, phrases or csv, when the name does not say."),
            .value("locale", "locale", help: "strings: the file's locale."),
            .value("app-name", "name", help: "swift: the app's name, when there is no registry to take it from."),
            .value("output", short: "o", "file", help: "Write the registry to this file instead of standard output."),
            .flag("write", help: "Write the registry back to the --registry file."),
        ],
        exitStatuses: [
            (.success, "The registry was imported (warnings may have been printed)."),
            (
                .failure,
                "The file cannot be read statically, the result is not a valid registry, or the\noutput cannot be written."
            ),
            (.usageError, "Bad usage, or the file or the registry cannot be read."),
        ],
        run: runImport)
}

private func runImport(_ arguments: ParsedArguments, _ console: Console) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
        let message =
            arguments.positionals.isEmpty
            ? "missing file to import" : "import reads one file; got \(arguments.positionals.count)"
        return CLI.usageError(message, command: .import, console: console)
    }
    if arguments.value("output") != nil, arguments.has("write") {
        return CLI.usageError("give -o or --write, not both", command: .import, console: console)
    }
    let format: PhraseFormat
    if let name = arguments.value("format") {
        guard let named = PhraseFormat(rawValue: name) else {
            return CLI.usageError(
                "unknown format '\(name)'; use one of: \(PhraseFormat.allCases.map(\.rawValue).joined(separator: ", "))",
                command: .import,
                console: console)
        }
        format = named
    } else if let inferred = PhraseFormat(fileName: path) {
        format = inferred
    } else {
        return CLI.usageError(
            "cannot tell the format of '\(path)' from its name; pass --format (swift, xcstrings, strings, phrases or csv)",
            command: .import, console: console)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        let reason = FileManager.default.fileExists(atPath: path) ? "cannot read" : "no such file"
        console.writeError("error: \(path): \(reason)\n")
        return .usageError
    }
    // Swift source makes a registry of its own; the registry is then optional, unless named explicitly.
    let registryPath = RegistryOption.path(arguments, console: console)
    let namesRegistry =
        arguments.value("registry") != nil || console.environment["SHORTCUTS_REGISTRY"].map { !$0.isEmpty } == true
    var base: Registry?
    if format != .swift || namesRegistry || FileManager.default.fileExists(atPath: registryPath)
        || arguments.has("write")
    {
        guard let loaded = RegistryOption.load(arguments, console: console) else { return .usageError }
        base = loaded
    }
    let result: ImportResult
    do {
        result = try Registry.imported(
            from: data, format: format, file: path,
            options: ImportOptions(base: base, locale: arguments.value("locale"), appName: arguments.value("app-name")))
    } catch {
        console.writeError("error: \(error.description)\n")
        return .failure
    }
    for note in result.notes { console.writeError("warning: \(note)\n") }
    let text = result.registry.json().prettyText + "\n"
    guard let destination = arguments.has("write") ? registryPath : arguments.value("output") else {
        console.write(text)
        return .success
    }
    do {
        try OutputFile.write(text, to: destination)
    } catch {
        console.writeError("error: \(error.message)\n")
        return .failure
    }
    return .success
}
