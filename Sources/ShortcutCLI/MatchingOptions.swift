import ShortcutKit

/// The matching options `match`, `ask` and `serve` share: one definition, one parser, one validation,
/// so that an option means the same on every surface.
enum MatchingOptions {
    static let requireAppName = Command.Option.flag(
        "require-app-name", help: "Match only when the app's name was spoken.")
    static let locale = Command.Option.value(
        "locale", "code", help: "Match the phrases of this locale. Default: the registry's locale.")
    static let flexible = Command.Option.flag(
        "flexible", help: "Tolerate misheard, split or merged words, dropped articles, hesitations.")
    static let threshold = Command.Option.value(
        "threshold", "score",
        help: "With --flexible: the lowest score accepted, 0...1. Default: \(MatchOptions.defaultFlexibleThreshold).")
    static let margin = Command.Option.value(
        "margin", "score",
        help: "With --flexible: how far ahead of any other intent the winner must score. "
            + "Default: \(MatchOptions.defaultFlexibleMargin).")

    /// The options in the order `ask` and `serve` list them.
    static let all = [flexible, threshold, margin, locale, requireAppName]

    /// `--require-app-name`, `--flexible`, `--threshold` and `--margin` as `MatchOptions`.
    static func options(_ arguments: ParsedArguments) throws(AssistantOptions.Invalid) -> MatchOptions {
        var options = MatchOptions(
            requiresAppName: arguments.has("require-app-name"), isFlexible: arguments.has("flexible"))
        for (name, keyPath) in [
            ("threshold", \MatchOptions.flexibleThreshold), ("margin", \MatchOptions.flexibleMargin),
        ] {
            guard let text = arguments.value(name) else { continue }
            guard let value = Double(text), (0...1).contains(value) else {
                throw AssistantOptions.Invalid(
                    message: "invalid value '\(text)' for '--\(name)'; give a number from 0 to 1")
            }
            options[keyPath: keyPath] = value
        }
        return options
    }

    /// The registry as spoken in `--locale`, or as written without it; `nil` after reporting why not.
    static func localized(_ registry: Registry, _ arguments: ParsedArguments, console: Console) -> Registry? {
        guard let locale = arguments.value("locale") else { return registry }
        do {
            return try registry.localized(to: locale)
        } catch {
            console.writeError("error: \(error.description)\n")
            return nil
        }
    }
}
