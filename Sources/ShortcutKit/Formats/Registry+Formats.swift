import Foundation

extension Registry {
    /// The registry's phrases in one of Apple's formats, or as suggested-invocation records.
    ///
    /// Phrases Apple would reject (no app name, more than one parameter, a parameter not of an enum or
    /// entity type, a repeat) are left out of the Swift, `.xcstrings` and `.strings` files and reported as
    /// notes; the phrase records keep every concrete phrase, since they serve people and SiriKit.
    ///
    /// - Throws: `FormatError` when the registry is invalid (what the loader rejects in a file, such as a
    ///   phrase naming a parameter its intent lacks, at its place), or cannot be written in the format (an
    ///   intent whose name is no Swift type name, a locale the registry has no phrases for).
    public func export(as format: PhraseFormat, options: ExportOptions = ExportOptions()) throws(FormatError)
        -> ExportResult
    {
        try checkedForExport(file: "\(format)")
        let result: ExportResult
        switch format {
        case .swift: result = try SwiftProviderExporter(registry: self, options: options).export()
        case .xcstrings where options.catalogTable == .localizable:
            result = ValueCatalogExporter(registry: self, currentText: options.currentText).export()
        case .xcstrings: result = try StringCatalogExporter(registry: self, currentText: options.currentText).export()
        case .strings: result = try StringsFileExporter(registry: self, locale: options.locale ?? locale).export()
        case .phrases: result = try PhraseRecords(registry: self, locale: options.locale).jsonOutput()
        case .csv: result = try PhraseRecords(registry: self, locale: options.locale).csvOutput()
        case .sirikit: return try SiriKitExporter(registry: self, options: options).export()
        case .tips: return try SiriTipsExporter(registry: self, options: options).export()
        case .plist: return InfoPlistExporter(registry: self).export()
        case .jsgf: return try JSGFExporter(registry: spoken(in: options.locale, file: "\(format)")).export()
        case .hints:
            return try RecognizerHintsExporter(registry: spoken(in: options.locale, file: "\(format)")).export()
        }
        try result.checkReadable(as: format)
        return result
    }
}

extension Registry {
    /// The registry as spoken in `locale` (its own when `nil`), for a recognizer's grammar or hints.
    ///
    /// - Throws: `FormatError` of `file` when the registry has no phrases in that locale.
    fileprivate func spoken(in locale: String?, file: String) throws(FormatError) -> Registry {
        do {
            return try localized(to: locale ?? self.locale)
        } catch {
            throw FormatError(file: file, message: error.diagnostic.message)
        }
    }
}

extension ExportResult {
    /// Refuses a file that `import` would refuse for its size, so that an export is always one the
    /// registry can be read back from: a phrase records file of many phrases with thousands of forms each
    /// can pass the 16 MiB a phrase file may hold.
    ///
    /// - Parameter limit: the most bytes; `ImportSource.maximumLength(of:)` unless a test passes a smaller one.
    package func checkReadable(as format: PhraseFormat, limit: Int? = nil) throws(FormatError) {
        let limit = limit ?? ImportSource.maximumLength(of: format)
        let length = text.utf8.count
        guard length > limit else { return }
        let size = length >= 1 << 20 ? "\((length + (1 << 20) - 1) >> 20) MiB" : "\(length) bytes"
        let most = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        throw FormatError(
            file: "\(format)",
            message:
                "the file would be \(size), over the \(most) that import reads back; export fewer phrases "
                + "(one locale with --locale, or a registry without the phrases that stand for thousands of forms)")
    }
}

/// One file to import: its name as the user gave it (for messages, and a `.strings` file's locale), its
/// contents and its format.
package struct ImportSource: Sendable, Equatable {
    /// The file as the user named it: messages say it, and a `.strings` file's `<locale>.lproj` folder gives its locale.
    package var file: String
    /// The file's bytes, in UTF-8 (UTF-16 for a `.strings` file with a byte order mark).
    package var data: Data
    /// How to read the file (`PhraseFormat(fileName:)` guesses it from the name).
    package var format: PhraseFormat

    /// A file to import, read by the caller: the library does no I/O of its own here.
    package init(file: String, data: Data, format: PhraseFormat) {
        self.file = file
        self.data = data
        self.format = format
    }
}

extension ImportSource {
    /// The most bytes a file of `format` may hold: 8 MiB for Swift source, 16 MiB for the rest.
    ///
    /// Checked before decoding, and a reader reads at most one byte past it, so that a wrong path (a
    /// generated file, a disk image, a FIFO) costs an error, not the machine's memory. The largest App
    /// Shortcuts sources and catalogs are a few hundred kilobytes.
    package static func maximumLength(of format: PhraseFormat) -> Int {
        format == .swift ? 8 << 20 : 16 << 20
    }

    /// Why the file cannot be read as it is, or `nil`: larger than `maximumLength(of:)`, or, for Swift
    /// source, not UTF-8 text (an invalid byte or a NUL byte, named by its byte offset).
    ///
    /// Such a file is refused rather than repaired into other text: replacing an invalid byte would
    /// import a phrase that is not the one written.
    package var problem: FormatError? {
        let limit = Self.maximumLength(of: format)
        if data.count > limit {
            return FormatError(
                file: file,
                message:
                    "larger than \(limit >> 20) MiB, the limit for a \(format == .swift ? "Swift" : "phrase") file; import the files that hold the app's shortcuts"
            )
        }
        guard format == .swift, let problem = TextEncodingProblem.first(in: data) else { return nil }
        return FormatError(file: file, message: "\(problem); save the file as UTF-8 text without NUL bytes")
    }
}

extension Registry {
    /// A registry read from a file of one of the formats.
    ///
    /// - Parameters:
    ///   - data: the file's contents; UTF-8, or UTF-16 with a byte order mark (as old `.strings` files are).
    ///   - file: the file's name as the user gave it, for messages; a `.strings` file's locale is taken from
    ///     its `<locale>.lproj` folder unless `options.locale` says otherwise.
    /// - Returns: a registry that passes the registry's own validation, notes on what was skipped, and the
    ///   constructs of Swift source that could not be read.
    /// - Throws: `FormatError` naming the line and the fix when nothing of the file can be imported.
    public static func imported(
        from data: Data, format: PhraseFormat, file: String, options: ImportOptions = ImportOptions()
    ) throws(FormatError) -> ImportResult {
        try imported(from: [ImportSource(file: file, data: data, format: format)], options: options)
    }

    /// A registry read from several files at once: an app's Swift sources, then its string catalogs and
    /// `.strings` files.
    ///
    /// Every file is checked first (`ImportSource.problem`): one too large, or Swift source that is not
    /// UTF-8 text, is an error naming the file (and the byte offset) before anything is read.
    ///
    /// The Swift files are read together, so a provider in one file may use intents, enums and entities
    /// declared in others. The other files follow in order, each merged into the registry the ones before
    /// made (or `options.base` when there is no Swift).
    package static func imported(from sources: [ImportSource], options: ImportOptions = ImportOptions())
        throws(FormatError) -> ImportResult
    {
        var result: ImportResult?
        if let problem = sources.lazy.compactMap(\.problem).first { throw problem }
        let swift = sources.filter { $0.format == .swift }
        if !swift.isEmpty {
            let importer = SwiftProviderImporter(base: options.base, appName: options.appName, defines: options.defines)
            result = try importer.read(swift.map { ($0.file, decodedText($0.data)) })
        }
        for source in sources where source.format != .swift {
            let base = result?.registry ?? options.base
            var next = try importedPhrases(
                decodedText(source.data), format: source.format, file: source.file, base: base,
                locale: options.locale)
            if let result {
                next.notes = result.notes + next.notes
                next.problems = result.problems + next.problems
            }
            result = next
        }
        guard let result else {
            throw FormatError(file: "import", message: "no file to import")
        }
        return result
    }

    /// A file of phrases merged into a registry.
    private static func importedPhrases(
        _ text: String, format: PhraseFormat, file: String, base: Registry?, locale: String?
    ) throws(FormatError) -> ImportResult {
        guard let base else {
            throw FormatError(
                file: file, message: "a \(format) file holds only phrases", missingInput: .baseRegistry)
        }
        switch format {
        case .swift: preconditionFailure("Swift is read by SwiftProviderImporter")
        case .xcstrings:
            return try StringCatalogImporter(base: base, file: file, table: StringCatalogTable(fileName: file)).read(
                text)
        case .strings:
            guard let locale = locale ?? stringsLocale(of: file) else {
                throw FormatError(
                    file: file, message: "cannot tell the file's locale", missingInput: .stringsLocale)
            }
            return try StringsFileImporter(base: base, file: file, locale: locale).read(text)
        case .phrases: return try PhraseRecordsImporter(base: base, file: file).read(json: text)
        case .csv: return try PhraseRecordsImporter(base: base, file: file).read(csv: text)
        case .sirikit, .tips, .plist, .jsgf, .hints:
            throw FormatError(
                file: file,
                message:
                    "a \(format) file is written from the registry and is not read back; import the app's Swift, a string catalog or phrase records"
            )
        }
    }

    /// The text of a file: UTF-16 when it starts with a byte order mark saying so, UTF-8 otherwise.
    /// (Internal, not private: the fuzz targets locate errors in the same text.)
    static func decodedText(_ data: Data) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let isLittleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                let pair = isLittleEndian ? (bytes[index + 1], bytes[index]) : (bytes[index], bytes[index + 1])
                units.append(UInt16(pair.0) << 8 | UInt16(pair.1))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The locale a `.strings` file's folder names: `de` for `…/de.lproj/AppShortcuts.strings`; `nil` outside
    /// a `<locale>.lproj` folder or in `Base.lproj`.
    package static func stringsLocale(of file: String) -> String? {
        let components = file.split(separator: "/")
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        let locale = components[components.count - 2].dropLast(6)
        return locale.isEmpty || locale == "Base" ? nil : String(locale)
    }
}
