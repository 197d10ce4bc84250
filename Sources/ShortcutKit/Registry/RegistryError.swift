import Foundation

/// Why a registry could not be read: the file, the place in it, and how to fix it.
///
/// The first line reads `shortcuts.json: shortcuts[2].phrases[1]: unknown parameter ${amout}; …`, the
/// form people grep for; when the place is known, a `-->` line and the source line with a caret follow.
/// A caller prints it (`description`, `localizedDescription`); the command line reads its fields (`file`,
/// `path`, `location`, `message`) from its `LocatedDiagnostic`.
public struct RegistryError: LocatedError, Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file as it was named to the loader, the place in the document, and what is wrong.
    package var diagnostic: LocatedDiagnostic

    /// The error of a diagnostic.
    package init(_ diagnostic: LocatedDiagnostic) {
        self.diagnostic = diagnostic
    }

    /// The diagnostic's text.
    public var description: String { diagnostic.description }

    /// The diagnostic's text, so that `localizedDescription` prints it too.
    public var errorDescription: String? { description }
}
