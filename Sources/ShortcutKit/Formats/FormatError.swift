import Foundation

/// Why a file could not be imported or a registry exported: the file, the place, and how to fix it.
///
/// Reads like `Shortcuts.swift:14:17: …` followed by the source line and a caret, so that a phrase
/// built at run time or a malformed catalog entry is found at once. Its fields (`file`, `path`, `location`,
/// `message`, `sourceLine`) are its `LocatedDiagnostic`'s.
public struct FormatError: LocatedError, Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file as it was named (or the format's name when there is no file), the place, and what is wrong.
    package var diagnostic: LocatedDiagnostic

    /// The error of a diagnostic.
    package init(_ diagnostic: LocatedDiagnostic) {
        self.diagnostic = diagnostic
    }

    /// The error of a registry the import produced but that fails the registry's own validation.
    init(_ error: RegistryError, file: String) {
        // The registry error's line and column point into generated text, so only its place and message help.
        self.init(file: file, path: error.path, message: "the imported registry would not load: \(error.message)")
    }

    /// The diagnostic's text.
    public var description: String { diagnostic.description }

    /// The diagnostic's text, so that `localizedDescription` prints it too.
    public var errorDescription: String? { description }
}
