import ShortcutKit

/// The matching options `match`, `ask` and `serve` share: one declaration, one parser, one validation,
/// so that an option means the same on every surface.
struct MatchingOptions: ParsableOptions {
    var requireAppName = false
    var locale: String?
    var isFlexible = false
    var threshold: Double?
    var margin: Double?

    /// Each option alone, for `match`, which lists them among its own.
    enum Declared {
        static let requireAppName = OptionDeclaration<MatchingOptions>.flag(
            \.requireAppName, "require-app-name", help: "Match only when the app's name was spoken.")
        static let locale = OptionDeclaration<MatchingOptions>.option(
            \.locale, "locale", "code", help: "Match the phrases of this locale. Default: the registry's locale.")
        static let flexible = OptionDeclaration<MatchingOptions>.flag(
            \.isFlexible, "flexible", help: "Tolerate misheard, split or merged words, dropped articles, hesitations.")
        static let threshold = OptionDeclaration<MatchingOptions>.option(
            \.threshold, "threshold", "score",
            help:
                "With --flexible: the lowest score accepted, 0...1. Default: \(MatchOptions.defaultFlexibleThreshold).",
            parse: score("threshold"))
        static let margin = OptionDeclaration<MatchingOptions>.option(
            \.margin, "margin", "score",
            help: "With --flexible: how far ahead of any other intent the winner must score. "
                + "Default: \(MatchOptions.defaultFlexibleMargin).",
            parse: score("margin"))
    }

    /// The options in the order `ask` and `serve` list them.
    static let declarations = [
        Declared.flexible, Declared.threshold, Declared.margin, Declared.locale, Declared.requireAppName,
    ]

    /// A score from 0 to 1.
    private static func score(_ name: String) -> @Sendable (String) throws(CommandError) -> Double {
        { text throws(CommandError) in
            guard let value = Double(text), (0...1).contains(value) else {
                throw .usage("invalid value '\(text)' for '--\(name)'; give a number from 0 to 1")
            }
            return value
        }
    }

    /// `--require-app-name`, `--flexible`, `--threshold` and `--margin` as `MatchOptions`.
    var matchOptions: MatchOptions {
        var options = MatchOptions(requiresAppName: requireAppName, isFlexible: isFlexible)
        if let threshold { options.flexibleThreshold = threshold }
        if let margin { options.flexibleMargin = margin }
        return options
    }
}
