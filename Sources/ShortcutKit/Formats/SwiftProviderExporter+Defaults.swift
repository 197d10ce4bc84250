extension SwiftProviderExporter {
    /// A comment listing the registry's parameters that have a default, each as the `@Parameter(title:default:)`
    /// App Intents declares it with, for the app to add to its intents, which are its own code and not written
    /// here; the importer reads `default:` back from the intents' declarations.
    ///
    /// An export into the app's own provider writes nothing of it and says nothing: the defaults were read from
    /// the intents, which that export does not touch.
    func defaultsComment() -> [String] {
        var lines: [String] = []
        for intent in registry.intents {
            for parameter in intent.parameters {
                guard let value = parameter.defaultValue else { continue }
                lines.append(
                    "//   \(intent.name).\(parameter.name): @Parameter(title: \(SwiftSource.literal(parameter.title)), "
                        + "default: \(swiftValue(value, of: parameter)))")
            }
        }
        guard !lines.isEmpty else { return [] }
        return [
            "",
            "// The registry gives these parameters defaults; declare them on the intents' own @Parameter properties:",
        ] + lines
    }
}
