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
    /// What is wrong and how to fix it, lower-case like a compiler diagnostic.
    public var message: String
    /// The offending source line, for the caret display.
    public var sourceLine: String?

    /// An error at a place in a registry file; path, location and source line are optional.
    public init(
        file: String, path: String = "", location: SourceLocation? = nil, message: String, sourceLine: String? = nil
    ) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The error as the CLI prints it: file, place and message, then (when known) a `-->` line and a caret.
    public var description: String {
        DiagnosticText.render(file: file, path: path, location: location, message: message, sourceLine: sourceLine)
    }

    /// The same text as `description`, so that `localizedDescription` is readable on Linux too.
    public var errorDescription: String? { description }
}
