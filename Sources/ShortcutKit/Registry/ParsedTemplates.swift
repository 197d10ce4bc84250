/// The phrase templates the decoder parsed, by their text, so compiling a registry read from a file
/// parses each phrase once: on 10,000 shortcuts the second parse cost about a tenth of the load.
///
/// Keyed by the phrase's text, never by its place: a registry whose phrases are edited in code after
/// loading finds no entry for a changed phrase and parses it again, so a template can never be stale.
/// Not part of a registry's equality.
struct ParsedTemplates: Sendable {
    private var bySource: [String: Template] = [:]

    subscript(source: String) -> Template? {
        get { bySource[source] }
        set { bySource[source] = newValue }
    }

    /// The template of `source`, parsed now when the decoder did not.
    func template(_ source: String) throws(TemplateError) -> Template {
        if let template = bySource[source] { return template }
        return try Template(parsing: source)
    }
}
