extension Registry {
    /// The registry after a trip through its JSON form and the strict loader: what an import hands back.
    func validated(file: String) throws(FormatError) -> Registry {
        do {
            var checked = try reloaded(file: file)
            checked.sourceMap = SourceMap()
            checked.sourcePath = nil
            return checked
        } catch {
            throw FormatError(error, file: file)
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
