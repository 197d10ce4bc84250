extension Registry {
    /// The registry after a trip through its JSON form and the strict loader: what an import hands back.
    func validated(file: String) throws(FormatError) -> Registry {
        do {
            var checked = try Registry(jsonText: json(schema: nil).prettyText, sourcePath: file)
            checked.sourceMap = SourceMap()
            checked.sourcePath = nil
            return checked
        } catch {
            throw FormatError(error, file: file)
        }
    }
}
