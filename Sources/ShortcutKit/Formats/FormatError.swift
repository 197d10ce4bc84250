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
    public var message: String
    /// The offending source line, for the caret display.
    public var sourceLine: String?
    /// What the caller can give to fix it, when that is the fix; `description` says how after the message.
    public var missingInput: MissingInput?

    public init(
        file: String, path: String = "", location: SourceLocation? = nil, message: String, sourceLine: String? = nil,
        missingInput: MissingInput? = nil
    ) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
        self.missingInput = missingInput
    }

    /// The error of a registry the import produced but that fails the registry's own validation.
    init(_ error: RegistryError, file: String) {
        // The registry error's line and column point into generated text, so only its place and message help.
        self.init(file: file, path: error.path, message: "the imported registry would not load: \(error.message)")
    }

    public var description: String {
        DiagnosticText.render(
            file: file, path: path, location: location, message: messageWithFix, sourceLine: sourceLine)
    }

    public var errorDescription: String? { description }
}

extension FormatError: NamesMissingInput {}
