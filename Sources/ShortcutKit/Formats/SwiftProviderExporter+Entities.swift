extension SwiftProviderExporter {
    /// Whether the export with types writes an `AppEntity` for the type: an entity type whose values each
    /// request brings (`requestValues`). Its values live in the app's own store (a user's payees), so the
    /// app has no list to write by hand and the registry's values are only examples; any other entity type is
    /// the app's own code, as its intents are.
    static func writesEntity(for type: ParameterTypeDefinition) -> Bool {
        type.kind == .entity && type.requestValues != nil
    }

    /// An `AppEntity` struct and its `EntityQuery` for each request-value entity type: an id, a title the
    /// display representation shows, the type's title, and a query whose look-ups are left to the app,
    /// which alone knows where the values are kept.
    ///
    /// - Parameter providerName: the provider whose `updateAppShortcutParameters()` the query's comment
    ///   names.
    func appEntities(providerName: String) throws(FormatError) -> [String] {
        var lines: [String] = []
        let typeNames = Set(registry.types.map(\.name))
        for type in registry.types where Self.writesEntity(for: type) {
            let query = type.name + "Query"
            guard SwiftSource.isIdentifier(type.name) else {
                throw FormatError(
                    file: "swift", path: "types.\(type.name)",
                    message: "\"\(type.name)\" is not a Swift type name; rename the type")
            }
            if typeNames.contains(query) {
                throw FormatError(
                    file: "swift", path: "types.\(query)",
                    message:
                        "\(type.name)'s entity query would be named \(query), which is also a type of the registry; rename one of them"
                )
            }
            lines += [
                "struct \(type.name): AppEntity {",
                "    static var typeDisplayRepresentation: TypeDisplayRepresentation { \(SwiftSource.literal(type.title)) }",
                "    static var defaultQuery: \(query) { \(query)() }",
                "",
                "    var id: String",
                "    var title: String",
                "",
                "    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: \"\\(title)\") }",
                "}",
                "",
                "struct \(query): EntityQuery {",
                "    func entities(for identifiers: [\(type.name).ID]) async throws -> [\(type.name)] {",
                "        // TODO: Return the values with these ids from the app's own store: each request brings its own",
                "        // \(type.name) values, so the registry lists only examples. Call",
                "        // \(providerName).updateAppShortcutParameters() when they change, so that Siri learns them.",
                "        []",
                "    }",
                "",
                "    func suggestedEntities() async throws -> [\(type.name)] {",
                "        // TODO: Return the values to offer first, from the app's own store.",
                "        []",
                "    }",
                "}",
                "",
            ]
        }
        return lines
    }

    /// The note for an export into the app's own provider file, which gets no types: the request-value
    /// entities are then the app's to declare.
    func appEntitySpliceNotes() -> [FormatNote] {
        guard options.includesTypes else { return [] }
        return registry.types.filter(Self.writesEntity(for:)).map { type in
            FormatNote(
                kind: .lossy, place: "types.\(type.name)",
                message:
                    "no AppEntity was written for \(type.name): the file is the app's own provider, and its entities are the app's code; export to a file of its own to get the entity and its query"
            )
        }
    }
}
