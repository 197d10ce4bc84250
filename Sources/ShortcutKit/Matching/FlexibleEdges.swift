/// The word edges of each phrase-graph node as a list, for the flexible walk.
///
/// Strict matching looks one word up per node (`PhraseGraph.child(of:word:)`); flexible matching
/// compares a heard word with every word leaving the node. Node `n`'s edges are
/// `offsets[n]..<offsets[n + 1]` of `words` and `children`, in the order the phrases' positions first
/// reach them (flat arrays, so that walking them retains nothing).
struct FlexibleEdges: Sendable {
    let offsets: [Int32]
    let words: [Int32]
    let children: [Int32]

    /// The indices in `words` and `children` of a node's word edges.
    @inline(__always)
    func of(_ node: Int32) -> Range<Int> {
        Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])
    }
}
