/// The files phrases travel in between the registry and an app, a translator or a copywriter.
public enum PhraseFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A Swift `AppShortcutsProvider`.
    case swift
    /// An `AppShortcuts.xcstrings` string catalog, every locale in one file.
    case xcstrings
    /// An `AppShortcuts.strings` file of one locale.
    case strings
    /// Suggested invocation phrases as JSON, one record per concrete phrase.
    case phrases
    /// The same records as CSV, for spreadsheets.
    case csv

    /// The format a file's name implies: `.swift`, `.xcstrings`, `.strings`, `.json` (phrases) or `.csv`.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".swift") {
            self = .swift
        } else if lowered.hasSuffix(".xcstrings") {
            self = .xcstrings
        } else if lowered.hasSuffix(".strings") {
            self = .strings
        } else if lowered.hasSuffix(".json") {
            self = .phrases
        } else if lowered.hasSuffix(".csv") {
            self = .csv
        } else {
            return nil
        }
    }

    public var description: String { rawValue }
}

/// Choices that only some formats use.
public struct ExportOptions: Sendable, Equatable {
    /// The locale of a `.strings` file, and the one locale of phrases/CSV records when set; `nil` means the
    /// registry's own locale for `.strings`, and every locale for phrases and CSV.
    public var locale: String?
    /// Swift only: also emit an `AppEnum` for each enum type of the registry.
    public var includesTypes: Bool
    /// Swift only: the provider's type name; by default the app's name followed by `Shortcuts`.
    public var providerName: String?
    /// Named in the generated file's header, so that readers know where to make changes.
    public var registryPath: String?

    public init(locale: String? = nil, includesTypes: Bool = false, providerName: String? = nil, registryPath: String? = nil) {
        self.locale = locale
        self.includesTypes = includesTypes
        self.providerName = providerName
        self.registryPath = registryPath
    }
}

/// What an export produced: the file's text and the notes about what it left out.
public struct FormatOutput: Sendable, Equatable {
    public var text: String
    public var notes: [FormatNote]

    public init(text: String, notes: [FormatNote] = []) {
        self.text = text
        self.notes = notes
    }
}

/// What an import produced: a registry that passed its own validation, and the notes about what was skipped.
public struct ImportResult: Sendable, Equatable {
    public var registry: Registry
    public var notes: [FormatNote]

    public init(registry: Registry, notes: [FormatNote] = []) {
        self.registry = registry
        self.notes = notes
    }
}

extension Registry {
    /// The registry's phrases in one of Apple's formats, or as suggested-invocation records.
    ///
    /// Phrases Apple would reject (no app name, more than one parameter, a parameter not of an enum or
    /// entity type, a repeat) are left out of the Swift, `.xcstrings` and `.strings` files and reported as
    /// notes; the phrase records keep every concrete phrase, since they serve people and SiriKit.
    ///
    /// - Throws: `FormatError` when the registry cannot be written in the format (an intent whose name
    ///   is no Swift type name, a locale the registry has no phrases for).
    public func export(as format: PhraseFormat, options: ExportOptions = ExportOptions()) throws(FormatError) -> FormatOutput {
        switch format {
        case .swift: return try SwiftProviderExporter(registry: self, options: options).export()
        case .xcstrings: return StringCatalogExporter(registry: self).export()
        case .strings: return try StringsFileExporter(registry: self, locale: options.locale ?? locale).export()
        case .phrases: return try PhraseRecords(registry: self, locale: options.locale).jsonOutput()
        case .csv: return try PhraseRecords(registry: self, locale: options.locale).csvOutput()
        }
    }
}
