extension Registry {
    /// The registry after a trip through its JSON form and the strict loader: what an import hands back.
    ///
    /// - Parameter places: where the imported elements were written; a problem is reported at the place of
    ///   the element it concerns (or of the nearest enclosing one), else in `file` by its registry path.
    func validated(file: String, places: SourcePlaces = SourcePlaces()) throws(FormatError) -> Registry {
        do {
            var checked = try reloaded(file: file)
            checked.sourceMap = SourceMap()
            checked.sourcePath = nil
            return checked
        } catch {
            guard let place = places.place(containing: error.path) else { throw FormatError(error, file: file) }
            var located = place.failure("the imported registry would not load: \(error.message)")
            located.path = error.path
            throw located
        }
    }

    /// Checks the registry as the loader checks a file, before an export writes it.
    ///
    /// A registry built or edited in code may name a parameter its intent lacks or an intent no one
    /// declares; the export would write such mistakes as phrases left out, or not notice them at all.
    ///
    /// - Throws: `FormatError` of `file` (the format's name) with the loader's place and message.
    func checkedForExport(file: String) throws(FormatError) {
        do {
            _ = try reloaded(file: file)
        } catch {
            throw FormatError(file: file, path: error.path, message: error.message)
        }
    }

    /// The registry as the loader reads its JSON form; locations point into that generated text.
    private func reloaded(file: String) throws(RegistryError) -> Registry {
        try Registry(jsonText: json(schema: nil).prettyText, sourcePath: file)
    }
}
