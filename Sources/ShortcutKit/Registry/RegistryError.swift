import Foundation

/// Why a registry could not be read: the file, the place in it, and how to fix it.
///
/// The first line reads `shortcuts.json: shortcuts[2].phrases[1]: unknown parameter ${amout}; …`, the
/// form people grep for; when the place is known, a `-->` line and the source line with a caret follow.
public struct RegistryError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file as it was named to the loader.
    public var file: String
    /// The place in the document (`shortcuts[2].phrases[1]`), empty for the whole file.
    public var path: String
    /// The 1-based line and column of the place, when known.
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

    public var description: String {
        DiagnosticText.render(
            file: file, path: path, location: location, message: messageWithFix, sourceLine: sourceLine)
    }

    public var errorDescription: String? { description }
}

extension RegistryError: NamesMissingInput {}
