/// What an export produced: the file's text and the notes about what it left out.
public struct ExportResult: Sendable, Equatable {
    /// The exported file's text, ready to write.
    public internal(set) var text: String
    /// What the export left out or changed, and why; empty when the file holds everything.
    public internal(set) var notes: [FormatNote]

    /// An export's output; public so that tests can build the one they expect.
    package init(text: String, notes: [FormatNote] = []) {
        self.text = text
        self.notes = notes
    }
}

/// What an import produced: a registry that passed its own validation, the notes about what was skipped,
/// and the constructs of the source that could not be read (each left out of the registry).
public struct ImportResult: Sendable, Equatable {
    /// The registry read: merged into the base registry when the import had one.
    public internal(set) var registry: Registry
    /// What the import skipped or could not carry over, and why.
    public internal(set) var notes: [FormatNote]
    /// Each construct of the source that could not be read statically and so is not in `registry`, with its
    /// file, line, column and fix. Empty when everything was imported.
    public internal(set) var problems: [FormatError]

    /// An import's result; public so that tests can build the one they expect.
    package init(registry: Registry, notes: [FormatNote] = [], problems: [FormatError] = []) {
        self.registry = registry
        self.notes = notes
        self.problems = problems
    }
}
