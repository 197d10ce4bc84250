/// How the Shortcuts app and Spotlight show a shortcut once per value of one of its intent's parameters,
/// like Apple's `AppShortcut(…, parameterPresentation: ParameterPresentation(for:summary:optionsCollections:))`.
///
/// The registry keeps what Apple's initializer says: the parameter, the summary each tile shows (`"Open
/// ${kind}"`, the parameter's value filled in), and the collections of options the tiles are made of, each
/// a `DynamicOptionsProvider` type of the app with a title and an image. The values themselves come from
/// that provider when the app runs; the matcher ignores the presentation.
package struct ParameterPresentation: Sendable, Equatable {
    /// One `OptionsCollection(Provider(), title: "…", systemImageName: "…")`.
    package struct OptionsCollection: Sendable, Equatable {
        /// The Swift type of the app's `DynamicOptionsProvider`, made with `Provider()`.
        package var provider: String
        /// The collection's title in the Shortcuts app.
        package var title: String
        /// An SF Symbol name for the collection; `nil` for none.
        package var systemImageName: String?

        package init(provider: String, title: String, systemImageName: String? = nil) {
            self.provider = provider
            self.title = title
            self.systemImageName = systemImageName
        }
    }

    /// The presented parameter of the shortcut's intent: an enum or entity parameter.
    package var parameter: String
    /// What each tile says, with `${name}` placeholders for the intent's parameters; Apple asks that it
    /// names the presented parameter.
    package var summary: String
    /// The options the tiles are made of, in the order written; Apple's builder takes at least one.
    package var optionsCollections: [OptionsCollection]

    package init(parameter: String, summary: String, optionsCollections: [OptionsCollection]) {
        self.parameter = parameter
        self.summary = summary
        self.optionsCollections = optionsCollections
    }
}
