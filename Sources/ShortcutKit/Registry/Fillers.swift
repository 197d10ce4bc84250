/// Words a registry says people put around its requests ("for me", "real quick"), as written.
///
/// They are edge fillers like the built-in English ones (`EdgeFillers`): set aside only at the very
/// start (`leading`) or end (`trailing`) of an utterance, never inside it.
public struct Fillers: Sendable, Equatable {
    public var leading: [String]
    public var trailing: [String]

    public init(leading: [String] = [], trailing: [String] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }
}
