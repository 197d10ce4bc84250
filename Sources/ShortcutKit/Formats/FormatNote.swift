/// Something an export or import did that the user should know of, but that did not stop it.
///
/// Library code never prints: the CLI writes each note to stderr as `warning: …`, and a test inspects
/// them as data. Examples: a phrase Apple would reject was left out of the Swift file; a catalog key
/// matches no phrase of the registry; a `.strings` file could keep only one of several translations.
public struct FormatNote: Sendable, Equatable, CustomStringConvertible {
    /// What sort of thing happened; the raw value is the name machine-readable output uses.
    package enum Kind: String, Sendable, Equatable {
        /// A phrase was left out of the output because Apple would reject it.
        case rejectedByApple
        /// An imported key or record matches nothing in the registry and was skipped.
        case unmatched
        /// The format cannot hold everything the registry says; something was dropped.
        case lossy
        /// A `#if` branch of Swift source was not read, since its condition is false in an iOS release build.
        case skippedBranch
    }

    /// What sort of thing happened.
    package internal(set) var kind: Kind
    /// Where in the registry or the imported file: `shortcuts[1].phrases[0]`, `AppShortcuts.strings:12`.
    package internal(set) var place: String
    /// The concrete phrase or key concerned, if any.
    package internal(set) var phrase: String?
    /// What happened and, where there is one, the fix.
    package var message: String
    /// What the caller can give to act on it, when that is the fix; `description` says how.
    package var missingInput: MissingInput?

    /// A note, as an importer or exporter makes it; public so that tests can build the ones they expect.
    package init(
        kind: Kind, place: String, phrase: String? = nil, message: String, missingInput: MissingInput? = nil
    ) {
        self.kind = kind
        self.place = place
        self.phrase = phrase
        self.message = message
        self.missingInput = missingInput
    }

    /// The note as the CLI prints it after `warning: `: the place, the phrase if any, then the message.
    public var description: String {
        if let phrase { return "\(place): \"\(phrase)\": \(messageWithFix)" }
        return "\(place): \(messageWithFix)"
    }
}

extension FormatNote: NamesMissingInput {}
