import Foundation

/// What a located error says: the file, the place in it, the line and column, the message, and the line
/// shown under a caret.
///
/// `RegistryError` and `FormatError` are this one shape under two names (`LocatedError`), so that a caller
/// can catch a registry that will not load apart from a file that will not import, while both read and
/// print alike.
package struct LocatedDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file as it was named, or a format's name when there is no file.
    package var file: String
    /// The place in a structured document (`shortcuts[2].phrases[1]`), empty for the whole file.
    package var path: String
    /// The 1-based line and column of the place, when known.
    package var location: SourceLocation?
    /// What is wrong and how to fix it, lower-case like a compiler diagnostic.
    package var message: String
    /// The offending source line, for the caret display.
    package var sourceLine: String?
    /// What the caller can give to fix it, when that is the fix; `description` says how after the message.
    package var missingInput: MissingInput?

    /// A diagnostic; only the file and the message are required.
    package init(
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

    /// `file: path: message`, then a `-->` line and the source line with a caret when the place is known.
    package var description: String {
        DiagnosticText.render(
            file: file, path: path, location: location, message: messageWithFix, sourceLine: sourceLine)
    }
}

extension LocatedDiagnostic: NamesMissingInput {}

/// An error that is a `LocatedDiagnostic`: its fields read through (`error.message`, `error.location`),
/// and its text is the diagnostic's.
@dynamicMemberLookup
package protocol LocatedError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file, place and message the error reports.
    var diagnostic: LocatedDiagnostic { get set }
    /// The error of a diagnostic.
    init(_ diagnostic: LocatedDiagnostic)
}

extension LocatedError {
    /// The error of a diagnostic made of these parts; only the file and the message are required.
    package init(
        file: String, path: String = "", location: SourceLocation? = nil, message: String, sourceLine: String? = nil,
        missingInput: MissingInput? = nil
    ) {
        self.init(
            LocatedDiagnostic(
                file: file, path: path, location: location, message: message, sourceLine: sourceLine,
                missingInput: missingInput))
    }

    /// A field of the diagnostic, read and written through the error.
    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<LocatedDiagnostic, Value>) -> Value {
        get { diagnostic[keyPath: keyPath] }
        set { diagnostic[keyPath: keyPath] = newValue }
    }
}
