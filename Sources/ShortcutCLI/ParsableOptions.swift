/// A command's options as one typed value, declared once.
///
/// The shape swift-argument-parser gives with `@Option`, `@Flag`, `@Argument` and `validate()`, without
/// the dependency: each entry of `declarations` binds a name, its help and how its text is read to one
/// stored property. Parsing, help and usage lines all come from that list, so they cannot drift, and a
/// command's code reads typed properties, never names (a misspelt property does not compile).
///
/// Adding an option is one property and one line in `declarations`:
/// ```
/// var fallbackLog: String?
/// .option(\.fallbackLog, "fallback-log", "file", help: "Append each turn the backend answered to this file.")
/// ```
package protocol ParsableOptions: Sendable {
    init()

    /// The options and arguments in the order help lists them.
    static var declarations: [OptionDeclaration<Self>] { get }

    /// Checks what no single value can: options that exclude or need each other. Runs once, after every
    /// value was read and before the command runs; may fill in what the values imply.
    mutating func validate() throws(CommandError)
}

extension ParsableOptions {
    package mutating func validate() throws(CommandError) {}
}
