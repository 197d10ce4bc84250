extension ParameterTypeDefinition {
    /// The placeholders a `disambiguation` question may name: what was said, and the values it names.
    static let disambiguationPlaceholders: Set<String> = ["heard", "choices"]

    /// The question asked in English when a type declares none: "Which Jonas: Jonas Weber or Jonas Brown?"
    /// (other languages have their own, worded to fit any value).
    package static let defaultDisambiguation = "Which ${heard}: ${choices}?"
}
