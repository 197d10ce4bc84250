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
