extension Shortcut {
    /// What is wrong with the shortcut's fixed value for `name`, as a message naming the fix; `nil` when
    /// the intent has that parameter and the value is one its type takes.
    ///
    /// The loader (after reading the JSON by the parameter's type) and `Matcher(registry:)` (for a registry
    /// built in code) both apply it: the parameter exists, and the value is one it takes
    /// (`Parameter.problem(with:registry:)`, the rule a default obeys too).
    func problem(withValueOf name: String, in intent: Intent, registry: Registry) -> String? {
        guard let value = values[name] else { return nil }
        guard let parameter = intent.parameter(named: name) else {
            let available =
                intent.parameters.isEmpty ? "no parameters" : intent.parameters.map(\.name).joined(separator: ", ")
            return "unknown parameter \"\(name)\"; \(intent.name) has: \(available)"
        }
        return parameter.problem(with: value, registry: registry)
    }
}
