/// Choices that only some formats use.
public struct ExportOptions: Sendable, Equatable {
    /// The locale of a `.strings` file, and the one locale of phrases/CSV records when set; `nil` means the
    /// registry's own locale for `.strings`, and every locale for phrases and CSV.
    package var locale: String?
    /// Swift only: also emit an `AppEnum` for each enum type of the registry.
    package var includesTypes: Bool
    /// Swift only: the provider's type name; by default the app's name followed by `Shortcuts`.
    package var providerName: String?
    /// Named in the generated file's header, so that readers know where to make changes.
    package var registryPath: String?
    /// The current text of the file the export replaces, if there is one. A string catalog keeps its layout
    /// (keys, string sets, `extractionState`, each unit's `state`), so that regenerating a catalog Xcode
    /// wrote changes only what the registry changed.
    package var currentText: String?
    /// `.xcstrings` only: the phrases (`AppShortcuts`, the default) or the enum cases' titles and synonyms
    /// (`Localizable`).
    package var catalogTable = StringCatalogTable.appShortcuts

    /// Options for an export; every choice defaults to the format's usual output.
    public init(
        locale: String? = nil, includesTypes: Bool = false, providerName: String? = nil, registryPath: String? = nil,
        currentText: String? = nil
    ) {
        self.locale = locale
        self.includesTypes = includesTypes
        self.providerName = providerName
        self.registryPath = registryPath
        self.currentText = currentText
    }
}

/// What an import needs besides the file.
public struct ImportOptions: Sendable, Equatable {
    /// The registry the file's phrases are merged into. Required for string catalogs, `.strings` files and
    /// phrase records (they hold only phrases); for Swift it supplies what the source does not declare.
    package var base: Registry?
    /// The locale of a `.strings` file; by default the `<locale>.lproj` folder it is in.
    package var locale: String?
    /// Swift only: the app's name, which Swift source never spells (Siri fills in `${applicationName}`).
    package var appName: String?
    /// Swift only: the compilation flags `#if` takes as true (`DEBUG` is false unless listed), besides the
    /// platform conditions of an iOS build.
    package var defines: Set<String>

    /// Options for an import; a Swift file needs none, the other formats a `base` registry.
    public init(base: Registry? = nil, locale: String? = nil, appName: String? = nil, defines: Set<String> = []) {
        self.base = base
        self.locale = locale
        self.appName = appName
        self.defines = defines
    }
}
