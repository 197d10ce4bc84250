import Foundation

/// A phrase template, parsed once: its text as written beside its parsed parts.
///
/// Shortcuts, negative phrases and translations hold phrases, so a registry cannot hold one that does not
/// parse: the matcher's pattern, the exports' concrete phrases and the linter's forms of Apple's rules are
/// all derived from the parts parsed here, never by parsing the text again.
///
/// The syntax: words; `${applicationName}` for the app's name; `${parameter}` for an intent's parameter;
/// `[optional words]`; `(one alternative|another)`. Groups nest, and an optional group may hold
/// alternatives too (`[the|my]`).
///
/// ```swift
/// let phrase = try Phrase("Load ${amount} (in|into) ${applicationName}")
/// ```
public struct Phrase: Sendable, Equatable, CustomStringConvertible {
    /// The parsed parts, with the text they were parsed from.
    package let template: Template

    /// Parses a phrase template.
    ///
    /// - Throws: `PhraseError` naming what is wrong and the character where it is: an unbalanced group,
    ///   an unterminated or invalid `${…}`, an empty phrase or alternative, or a phrase too long or
    ///   nested too deep.
    /// - Complexity: proportional to the text's length.
    public init(_ text: String) throws(PhraseError) {
        do {
            template = try Template(parsing: text)
        } catch {
            throw PhraseError(error)
        }
    }

    /// The phrase as written.
    package var text: String { template.source }

    /// The phrase as written.
    public var description: String { template.source }

    /// The parameters the phrase names, in order of first mention, without the app name.
    package var parameterNames: [String] { template.parameterNames }

    /// Equal texts parse to equal parts, so the text alone decides.
    public static func == (lhs: Phrase, rhs: Phrase) -> Bool {
        lhs.template.source == rhs.template.source
    }
}

/// Why a text is not a phrase template, and where in it.
public struct PhraseError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The text that did not parse.
    package var text: String
    /// The 0-based offset, in characters, of the character the problem is at.
    package var offset: Int
    /// What is wrong and how to fix it (`unbalanced '(': add ')' to close the group`), as the registry's
    /// loader words it after "malformed phrase: ".
    package var reason: String

    package init(_ error: TemplateError) {
        text = error.template
        offset = error.offset
        reason = error.description
    }

    /// `malformed phrase "load (money": unbalanced '(': add ')' to close the group (character 6)`.
    public var description: String {
        "malformed phrase \"\(text)\": \(reason) (character \(offset + 1))"
    }

    /// The description, so that `localizedDescription` reads well on Linux too.
    public var errorDescription: String? { description }
}
