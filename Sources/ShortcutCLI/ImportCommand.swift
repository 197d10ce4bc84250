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
            fix; the rest is imported. In a folder, a file or folder that cannot be read (no permission, a
            FIFO, a link to nothing, larger than 8 MiB of Swift, not UTF-8 text) is skipped with a warning.
            The result is printed, written with -o, or written back to the registry with --write, in one
            step, never left half-written.
            """,
        options: ImportCommandOptions.self,
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

/// The options of `shortcuts import`, declared once for its parser and its help.
struct ImportCommandOptions: ParsableOptions {
    var registry = RegistryOptions()
    var format: PhraseFormat?
    var locale: String?
    var appName: String?
    var defines: [String] = []
    var strict = false
    var output: String?
    var writesBack = false
    var paths: [String] = []

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.registry),
        .option(
            \.format, "format", "format", help: "swift, xcstrings, strings, phrases or csv, when the name does not say."
        ) {
            text throws(CommandError) in
            guard let format = PhraseFormat(rawValue: text) else {
                throw .usage(
                    "unknown format '\(text)'; use one of: \(PhraseFormat.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return format
        },
        .option(\.locale, "locale", "locale", help: "strings: the file's locale."),
        .option(
            \.appName, "app-name", "name", help: "swift: the app's name, when there is no registry to take it from."),
        .repeatable(
            \.defines, "define", "flag", help: "swift: a compilation flag #if takes as true (repeatable), e.g. DEBUG."),
        .flag(\.strict, "strict", help: "Fail when any part of the source could not be imported."),
        .option(
            \.output, "output", short: "o", "file", help: "Write the registry to this file instead of standard output."),
        .flag(\.writesBack, "write", help: "Write the registry back to the --registry file."),
        .arguments(\.paths, "path", help: "Files or folders to read; one or more.", isOptional: false),
    ]

    func validate() throws(CommandError) {
        if paths.isEmpty { throw .usage("missing file to import") }
        if output != nil, writesBack { throw .usage("give -o or --write, not both") }
    }
}

/// The most bytes the files of one folder may hold together: far above any app's sources, and a bound on
/// the memory a wrong folder costs.
private let maximumTreeLength = 256 << 20

private func runImport(_ arguments: ImportCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    var sources: [ImportSource] = []
    var skippedCount = 0
    for path in arguments.paths {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists || arguments.format ?? PhraseFormat(fileName: path) == nil else {
            throw .invalidInput("\(path): no such file")
        }
        if isDirectory.boolValue {
            let tree = try treeSources(in: path, strict: arguments.strict, console)
            sources += tree.sources
            skippedCount += tree.skippedCount
            continue
        }
        guard let format = arguments.format ?? PhraseFormat(fileName: path) else {
            throw .usage(
                "cannot tell the format of '\(path)' from its name; pass --format (swift, xcstrings, strings, phrases or csv)"
            )
        }
        if format == .strings, arguments.locale == nil, Registry.stringsLocale(of: path) == nil {
            throw .usage("cannot tell the locale of '\(path)'; \(MissingInput.stringsLocale.commandLineFix)")
        }
        let data: Data
        do {
            data = try contents(of: path, format: format)
        } catch {
            throw .invalidInput("\(path): \(error.reason)")
        }
        let source = ImportSource(file: path, data: data, format: format)
        if let problem = source.problem { throw .invalidInput(problem.description) }
        sources.append(source)
    }
    // Swift source makes a registry of its own; the registry is then optional, unless named explicitly.
    let registryPath = arguments.registry.path(console)
    let hasSwift = sources.contains { $0.format == .swift }
    var base: Registry?
    if !hasSwift || arguments.registry.isNamed(console) || FileManager.default.fileExists(atPath: registryPath)
        || arguments.writesBack
    {
        base = try arguments.registry.load(console)
    }
    let options = ImportOptions(
        base: base, locale: arguments.locale, appName: arguments.appName, defines: Set(arguments.defines))
    let result: ImportResult
    do {
        result = try Registry.imported(from: sources, options: options)
    } catch {
        throw .failure(error.commandLineText)
    }
    let importedNothing = hasSwift && result.registry.shortcuts.isEmpty && !result.problems.isEmpty
    let fails = importedNothing || (arguments.strict && (!result.problems.isEmpty || skippedCount > 0))
    for problem in result.problems {
        console.writeError("\(fails ? "error" : "warning"): \(problem.commandLineText)\n")
    }
    for note in result.notes {
        console.writeError("\(note.kind == .skippedBranch ? "note" : "warning"): \(note.commandLineText)\n")
    }
    if !result.problems.isEmpty {
        let count = result.problems.count
        let outcome =
            importedNothing
            ? "nothing was imported" : fails ? "the registry was not written (--strict)" : "the rest was imported"
        console.writeError("\(count) part\(count == 1 ? "" : "s") of the source could not be read; \(outcome)\n")
    }
    if arguments.strict, skippedCount > 0 {
        console.writeError(
            "\(skippedCount) file\(skippedCount == 1 ? "" : "s") could not be read; the registry was not written (--strict)\n"
        )
    }
    if fails { return .failure }
    // Imported into the registry it came from, nothing changed: hand back the file as it is, byte for byte,
    // rather than the same registry in another layout.
    let unchanged = base.map { $0 == result.registry } == true
    if unchanged, arguments.writesBack { return .success }
    let text =
        unchanged
        ? FileManager.default.contents(atPath: registryPath).map { String(decoding: $0, as: UTF8.self) }
            ?? result.registry.json().prettyText + "\n"
        : result.registry.json().prettyText + "\n"
    guard let destination = arguments.writesBack ? registryPath : arguments.output else {
        console.write(text)
        return .success
    }
    try OutputFile.write(text, to: destination)
    return .success
}

/// The files of a folder to import. What cannot be read (a folder or file without permission, a FIFO, a
/// link to nothing, a file too large or not UTF-8) is skipped with a warning naming it and why (an error
/// with `--strict`, which then fails the import), and counted.
///
/// - Throws: `invalidInput` when nothing is left to import, or the files are more than the tree's caps.
private func treeSources(in folder: String, strict: Bool, _ console: Console) throws(CommandError) -> (
    sources: [ImportSource], skippedCount: Int
) {
    let listing: (files: [(path: String, format: PhraseFormat)], skipped: [ImportSourceTree.Skipped])
    do {
        listing = try ImportSourceTree.listing(of: folder)
    } catch {
        throw .invalidInput(error.description)
    }
    var warnings = listing.skipped.map { ($0.path, $0.reason) }
    var sources: [ImportSource] = []
    var total = 0
    for (file, format) in listing.files {
        let data: Data
        do {
            data = try contents(of: file, format: format)
        } catch {
            warnings.append((file, error.reason))
            continue
        }
        let source = ImportSource(file: file, data: data, format: format)
        if let problem = source.problem {
            warnings.append((file, problem.message))
            continue
        }
        total += data.count
        guard total <= maximumTreeLength else {
            throw .invalidInput(
                "\(folder): its files to import are larger than \(maximumTreeLength >> 20) MiB together; point import at the app's source folder"
            )
        }
        sources.append(source)
    }
    for (path, reason) in warnings.sorted(by: { $0.0 < $1.0 }) {
        console.writeError("\(strict ? "error" : "warning"): \(path): skipped: \(reason)\n")
    }
    if sources.isEmpty {
        let reason = listing.files.isEmpty && listing.skipped.isEmpty ? "no" : "no readable"
        throw .invalidInput("\(folder): \(reason) Swift files, AppShortcuts.xcstrings or AppShortcuts.strings in it")
    }
    return (sources, warnings.count)
}

/// A file's bytes, at most one byte past what `format` allows (whatever the file is: a FIFO, /dev/zero).
///
/// - Throws: why the file cannot be read, in the system's words (`Permission denied`).
private func contents(of path: String, format: PhraseFormat) throws(CannotRead) -> Data {
    do {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return try handle.read(upToCount: ImportSource.maximumLength(of: format) + 1) ?? Data()
    } catch {
        throw CannotRead(reason: "cannot read the file (\(ImportSourceTree.reason(for: error)))")
    }
}

private struct CannotRead: Error {
    var reason: String
}
