/// What an export produced: the file's text and the notes about what it left out.
public struct FormatOutput: Sendable, Equatable {
    public var text: String
    public var notes: [FormatNote]

    public init(text: String, notes: [FormatNote] = []) {
        self.text = text
        self.notes = notes
    }
}

/// What an import produced: a registry that passed its own validation, the notes about what was skipped,
/// and the constructs of the source that could not be read (each left out of the registry).
public struct ImportResult: Sendable, Equatable {
    public var registry: Registry
    public var notes: [FormatNote]
    /// Each construct of the source that could not be read statically and so is not in `registry`, with its
    /// file, line, column and fix. Empty when everything was imported.
    public var problems: [FormatError]

    public init(registry: Registry, notes: [FormatNote] = [], problems: [FormatError] = []) {
        self.registry = registry
        self.notes = notes
        self.problems = problems
    }
}
