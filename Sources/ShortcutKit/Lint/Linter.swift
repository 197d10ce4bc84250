/// Checks a registry against Apple's App Shortcut rules and for phrases that can be confused.
///
/// Collisions are decided exactly, over the compiled form the matcher uses: every phrase becomes an
/// automaton over a finite partition of words (`PhraseLanguages`), and one product search finds every
/// pair of phrases that share an utterance, with a shortest one (`PhraseIntersections`). Each witness
/// is then run through the real matcher, which supplies the values each phrase would read.
///
/// The linter is pure and synchronous: it returns findings and leaves rendering to its caller.
public struct Linter: Sendable {
    /// Makes `not-exportable` an error: for teams that export every phrase to Apple (`lint --strict`).
    package var isStrict: Bool

    /// A linter; by default it lints as `shortcuts lint` does without `--strict`. It holds no other state
    /// and can lint any number of registries.
    public init(isStrict: Bool = false) {
        self.isStrict = isStrict
    }

    /// Lints a registry.
    ///
    /// Each translation's phrases are linted as well, as `match --locale` would compile them: their
    /// findings point into `translations` and their messages start with the locale. Findings the registry's
    /// `lint.ignore` accepts are left out, and entries of it that silence nothing are reported
    /// (`Linter+Suppressions.swift`).
    ///
    /// - Returns: Findings sorted by location, then severity and rule.
    /// - Complexity: the Apple rules are linear in the registry; collisions cost one product search,
    ///   proportional to the pairs of automaton states that equal words reach (not to the square of the
    ///   number of phrases), plus one inclusion check per pair of overlapping phrases of one intent.
    public func lint(_ registry: Registry) -> [Finding] {
        var findings =
            localeFindings(registry, registryLevel: true) + currencyFindings(registry) + promptFindings(registry)
            + sharedSpokenFormFindings(registry) + presentationFindings(registry)
        for translation in registry.translations {
            findings +=
                translationFindings(registry, translation) + sentenceFindings(registry, translation)
                + untranslatedValueFindings(registry, translation)
                + translatedSharedSpokenFormFindings(registry, translation)
        }
        return applyingSuppressions(findings, of: registry).sorted(by: Self.order)
    }

    /// The findings of one locale's phrases: Apple's rules on them, and collisions among them.
    func localeFindings(_ registry: Registry, registryLevel: Bool) -> [Finding] {
        let compiled: CompiledPhrases
        do {
            compiled = try CompiledPhrases(registry: registry)
        } catch {
            return [Finding(rule: .invalidPhrase, message: error.message, path: error.path, location: error.location)]
        }
        return appleFindings(registry, compiled: compiled, registryLevel: registryLevel)
            + phraseFindings(compiled, registry: registry) + fillerFindings(registry, compiled: compiled)
    }

    private static func order(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = lhs.location ?? SourceLocation(line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(line: 0, column: 0)
        if left != right { return left.isBefore(right) }
        if lhs.severity != rhs.severity { return lhs.severity.rank < rhs.severity.rank }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
