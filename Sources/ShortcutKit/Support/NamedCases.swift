/// An enum whose cases have names in JSON and on the command line, without being `RawRepresentable`.
///
/// A `String` raw type would make `init(rawValue:)` part of the public API of every such enum; the names
/// are the package's business (its readers and writers), so they stay `package`, spelled once per enum.
package protocol NamedCases: CaseIterable {
    /// The case's name as JSON and the command line write it.
    var rawValue: String { get }
}

extension NamedCases {
    /// The case of that name, or nil when no case has it.
    package init?(rawValue: String) {
        guard let named = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = named
    }
}
