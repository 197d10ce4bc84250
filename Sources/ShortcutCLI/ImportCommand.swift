import Foundation
import ShortcutKit

extension Command {
    static let `import` = Command(
        name: "import",
        abstract: "Read phrases from Swift, a string catalog, a .strings file, or phrase records into a registry.",
        discussion: """
            Each path is a file or a folder. A folder is searched recursively for *.swift files,
            AppShortcuts.xcstrings and <locale>.lproj/AppShortcuts.strings, skipping .build, Pods,
            DerivedData, hidden folders and test folders (Tests, *Tests). A file's kind comes from its
            name: .swift, .xcstrings, .strings (its locale from a <locale>.lproj folder or --locale), .json
            (phrase records) or .csv. The Swift files are read together: the AppShortcutsProvider, and the
            AppIntent, AppEnum and AppEntity types it uses, may be in any of them. #if is evaluated as an
            iOS release build (os(iOS) true, DEBUG false; --define NAME makes a flag true). Catalogs and
            .strings files are then merged in. Everything is merged into the registry (--registry,
            $SHORTCUTS_REGISTRY, else ./shortcuts.json); Swift source needs none (pass --app-name), and
            imported into the registry it was exported from, it leaves the registry byte for byte as it was.
            What cannot be read without running the app is left out and reported with its file, line and
            fix; the rest is imported. The result is printed, written with -o, or written back to the
            registry with --write, in one step, never left half-written.
            """,
        arguments: [Argument(name: "path", help: "Files or folders to read; one or more.", isOptional: false)],
        options: [
            RegistryOption.option,
            .value("format", "format", help: "swift, xcstrings, strings, phrases or csv, when the name does not say."),
            .value("locale", "locale", help: "strings: the file's locale."),
            .value("app-name", "name", help: "swift: the app's name, when there is no registry to take it from."),
            .value("define", "flag", help: "swift: a compilation flag #if takes as true (repeatable), e.g. DEBUG."),
            .flag("strict", help: "Fail when any part of the source could not be imported."),
            .value("output", short: "o", "file", help: "Write the registry to this file instead of standard output."),
            .flag("write", help: "Write the registry back to the --registry file."),
        ],
        exitStatuses: [
            (.success, "The registry was imported (what could not be read was reported)."),
            (
                .failure,
                "Nothing could be imported, with --strict something could not, the result is not a valid\nregistry, or the output cannot be written."
            ),
            (.usageError, "Bad usage, or a file or the registry cannot be read."),
        ],
        run: runImport)
}

/// The largest file `import` reads.
private let maximumFileSize = 16_000_000

private func runImport(_ arguments: ParsedArguments, _ console: Console) -> ExitStatus {
    guard !arguments.positionals.isEmpty else {
        return CLI.usageError("missing file to import", command: .import, console: console)
    }
    if arguments.value("output") != nil, arguments.has("write") {
        return CLI.usageError("give -o or --write, not both", command: .import, console: console)
    }
    var namedFormat: PhraseFormat?
    if let name = arguments.value("format") {
        guard let named = PhraseFormat(rawValue: name) else {
            return CLI.usageError(
                "unknown format '\(name)'; use one of: \(PhraseFormat.allCases.map(\.rawValue).joined(separator: ", "))",
                command: .import,
                console: console)
        }
        namedFormat = named
    }
    var sources: [ImportSource] = []
    for path in arguments.positionals {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists || namedFormat ?? PhraseFormat(fileName: path) == nil else {
            console.writeError("error: \(path): no such file\n")
            return .usageError
        }
        var found: [(path: String, format: PhraseFormat)]
        if isDirectory.boolValue {
            do {
                found = try ImportSourceTree.sources(in: path)
            } catch {
                console.writeError("error: \(error.description)\n")
                return .usageError
            }
            if found.isEmpty {
                console.writeError(
                    "error: \(path): no Swift files, AppShortcuts.xcstrings or AppShortcuts.strings in it\n")
                return .usageError
            }
        } else if let format = namedFormat ?? PhraseFormat(fileName: path) {
            if format == .strings, arguments.value("locale") == nil, Registry.stringsLocale(of: path) == nil {
                return CLI.usageError(
                    "cannot tell the locale of '\(path)'; pass --locale, or keep it in a <locale>.lproj folder",
                    command: .import, console: console)
            }
            found = [(path, format)]
        } else {
            return CLI.usageError(
                "cannot tell the format of '\(path)' from its name; pass --format (swift, xcstrings, strings, phrases or csv)",
                command: .import, console: console)
        }
        for (file, format) in found {
            // No app's App Shortcuts source is this large; a generated file would only cost time and memory.
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            if size > maximumFileSize {
                let message = "\(file): larger than \(maximumFileSize / 1_000_000) MB, not read"
                if isDirectory.boolValue {
                    console.writeError("warning: \(message)\n")
                    continue
                }
                console.writeError("error: \(message); import the files that hold the app's shortcuts\n")
                return .usageError
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                console.writeError("error: \(file): cannot read\n")
                return .usageError
            }
            sources.append(ImportSource(file: file, data: data, format: format))
        }
    }
    // Swift source makes a registry of its own; the registry is then optional, unless named explicitly.
    let registryPath = RegistryOption.path(arguments, console: console)
    let namesRegistry =
        arguments.value("registry") != nil || console.environment["SHORTCUTS_REGISTRY"].map { !$0.isEmpty } == true
    let hasSwift = sources.contains { $0.format == .swift }
    var base: Registry?
    if !hasSwift || namesRegistry || FileManager.default.fileExists(atPath: registryPath) || arguments.has("write") {
        guard let loaded = RegistryOption.load(arguments, console: console) else { return .usageError }
        base = loaded
    }
    let options = ImportOptions(
        base: base, locale: arguments.value("locale"), appName: arguments.value("app-name"),
        defines: Set(arguments.allValues("define")))
    let result: ImportResult
    do {
        result = try Registry.imported(from: sources, options: options)
    } catch {
        console.writeError("error: \(error.description)\n")
        return .failure
    }
    let importedNothing = hasSwift && result.registry.shortcuts.isEmpty && !result.problems.isEmpty
    let fails = importedNothing || (arguments.has("strict") && !result.problems.isEmpty)
    for problem in result.problems { console.writeError("\(fails ? "error" : "warning"): \(problem.description)\n") }
    for note in result.notes {
        console.writeError("\(note.kind == .skippedBranch ? "note" : "warning"): \(note)\n")
    }
    if !result.problems.isEmpty {
        let count = result.problems.count
        let outcome =
            importedNothing
            ? "nothing was imported" : fails ? "the registry was not written (--strict)" : "the rest was imported"
        console.writeError("\(count) part\(count == 1 ? "" : "s") of the source could not be read; \(outcome)\n")
    }
    if fails { return .failure }
    // Imported into the registry it came from, nothing changed: hand back the file as it is, byte for byte,
    // rather than the same registry in another layout.
    let unchanged = base.map { $0 == result.registry } == true
    if unchanged, arguments.has("write") { return .success }
    let text =
        unchanged
        ? FileManager.default.contents(atPath: registryPath).map { String(decoding: $0, as: UTF8.self) }
            ?? result.registry.json().prettyText + "\n"
        : result.registry.json().prettyText + "\n"
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
