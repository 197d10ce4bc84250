import Foundation

/// Why a file could not be imported or a registry exported: the file, the place, and how to fix it.
///
/// Reads like `Shortcuts.swift:14:17: …` followed by the source line and a caret, so that a phrase
/// built at run time or a malformed catalog entry is found at once.
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file as it was named, or the format's name when there is no file.
    public var file: String
    /// The place in a structured document (`strings["Open ${applicationName}"].localizations.de`), if any.
    public var path: String
    /// The 1-based line and column, when known.
    public var location: SourceLocation?
    /// What is wrong and how to fix it, lower-case like a compiler diagnostic.
    public var message: String
    /// The offending source line, for the caret display.
    public var sourceLine: String?

    /// An error at a place in a file; path, location and source line are optional.
    public init(
        file: String, path: String = "", location: SourceLocation? = nil, message: String, sourceLine: String? = nil
    ) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The error of a registry the import produced but that fails the registry's own validation.
    init(_ error: RegistryError, file: String) {
        // The registry error's line and column point into generated text, so only its place and message help.
        self.init(file: file, path: error.path, message: "the imported registry would not load: \(error.message)")
    }

    /// The error as the CLI prints it: file, place and message, then (when known) a `-->` line and a caret.
    public var description: String {
        DiagnosticText.render(file: file, path: path, location: location, message: message, sourceLine: sourceLine)
    }

    /// The same text as `description`, so that `localizedDescription` is readable on Linux too.
    public var errorDescription: String? { description }
}
