/// How severe a rule's findings are: the linter's view of a rule, kept with the linter so that the registry,
/// which names rules in its `lint.ignore` entries, does not depend on `Finding`.
extension LintRule {
    /// The severity a finding of this rule has unless options change it.
    package var defaultSeverity: Finding.Severity {
        switch self {
        case .invalidPhrase, .appNameMissing, .tooManyShortcuts, .tooManyPhrases, .shortcutWithoutPhrases, .collision,
            .negativeBlocksPhrase, .parameterPresentation:
            return .error
        case .appNameRepeated, .notExportable, .tooManyAppNames, .missingShortTitle, .missingSystemImage,
            .redundantPhrase, .nearCollision, .unknownCurrency, .fillerAtPhraseEdge, .promptMissing,
            .staleSuppression, .untranslatedValue:
            return .warning
        // A note: an app's dialogs are usually translated in its own string catalogs, which the registry does not
        // see, so an imported multilingual app would otherwise fail `--strict` on every prompt. Values that
        // share a form are often real (two contacts called Jonas), and the assistant asks which one.
        case .needsAppName, .missingTranslation, .sharedSpokenForm:
            return .note
        }
    }

    /// The severity of this rule's findings, with or without ``Linter(isStrict:)``.
    ///
    /// Strict linting makes `not-exportable` an error: a build that must not drop phrases when exporting
    /// to Apple's formats. Other rules keep their default severity.
    package func severity(isStrict: Bool) -> Finding.Severity {
        isStrict && self == .notExportable ? .error : defaultSeverity
    }
}
