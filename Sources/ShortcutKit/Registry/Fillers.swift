/// Words a registry says people put around its requests ("for me", "real quick"), as written.
///
/// They are edge fillers like the built-in English ones (`EdgeFillers`): set aside only at the very
/// start (`leading`) or end (`trailing`) of an utterance, never inside it.
package struct Fillers: Sendable, Equatable {
    /// Fillers said before a request ("hey", "could you").
    package var leading: [String]
    /// Fillers said after a request ("for me", "real quick").
    package var trailing: [String]

    /// Fillers, as the registry's `fillers` object lists them.
    package init(leading: [String] = [], trailing: [String] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Whether there are no fillers at either edge.
    package var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }
}
