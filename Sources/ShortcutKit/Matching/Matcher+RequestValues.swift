extension Matcher {
    /// What in a request's values does not fit this registry, or `nil` when all of it does: a type the
    /// registry does not declare or that takes no request values, or a context member a parameter reads
    /// that is not a value of its type. `match(_:options:values:)` skips such values; a server answers
    /// with this message and a 400 instead, so that a caller's mistake is not a silent miss.
    ///
    /// Context members no parameter reads are the caller's own and are not checked.
    public func problem(in values: RequestValues) -> String? {
        for typeName in values.entities.keys.sorted() {
            guard let type = registry.type(named: typeName) else {
                let known = registry.types.filter { $0.requestValues != nil }.map(\.name)
                return "entities.\(typeName): the registry has no type \"\(typeName)\""
                    + (known.isEmpty ? "" : "; types that take request values: \(known.joined(separator: ", "))")
            }
            if type.requestValues == nil {
                return "entities.\(typeName): \(typeName) takes no request values; declare \"requestValues\": "
                    + "\"add\" or \"replace\" under types.\(typeName) in the registry"
            }
        }
        for intent in registry.intents {
            for parameter in intent.parameters {
                guard let key = parameter.context, let json = values.context[key] else { continue }
                do {
                    _ = try ParameterValue(
                        context: json, for: parameter, compiled: compiled, registry: registry, request: values)
                } catch {
                    return
                        "context.\(key): \(intent.name).\(parameter.name) takes \(error.reason), not \(json.compactText.prefix(80))"
                }
            }
        }
        return nil
    }
}
