/// Where each element of an imported registry was written in the source files, by its registry path
/// (`shortcuts[2].phrases[0]`, `intents[1].parameters[0]`).
///
/// The registry an import builds is checked by the loader, whose errors name a registry path and a line of
/// generated JSON text. This table takes such a path back to the file, line and column of the literal or
/// declaration it came from, so the problem reads like the importer's own.
struct SourcePlaces {
    private var places: [String: SwiftDeclarations.Place] = [:]

    /// The place of the element at `path`; setting `nil` forgets it.
    subscript(path: String) -> SwiftDeclarations.Place? {
        get { places[path] }
        set { places[path] = newValue }
    }

    /// The place of the element at `path` or, when it has none (a key inside a phrase's shortcut, a
    /// parameter's `type`), of the nearest element that encloses it.
    func place(containing path: String) -> SwiftDeclarations.Place? {
        var best: (length: Int, place: SwiftDeclarations.Place)?
        for (key, place) in places where path.hasPrefix(key) {
            let rest = path.dropFirst(key.count)
            guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { continue }
            if key.count > best?.length ?? -1 { best = (key.count, place) }
        }
        return best?.place
    }
}
