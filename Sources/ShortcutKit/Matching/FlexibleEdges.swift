/// The word edges of each phrase-trie node as a list, for the flexible walk.
///
/// Strict matching looks one word up per node (`PhraseTrie.child(of:word:)`); flexible matching
/// compares a heard word with every word leaving the node. The lists live apart from the trie so that
/// strict matching, which copies the trie into every search, carries nothing it does not use. Node
/// `n`'s edges are `offsets[n]..<offsets[n + 1]` of `words` and `children`, in the order the phrases
/// first reach them (flat arrays, so that walking them retains nothing).
struct FlexibleEdges: Sendable {
    let offsets: [Int32]
    let words: [Int32]
    let children: [Int32]

    /// Lists the word edges of `trie`, which was built from `variants`, by walking each variant again.
    init(_ variants: [CompiledPhrases.Variant], trie: PhraseTrie) {
        var lists: [[(word: Int32, child: Int32)]] = Array(repeating: [], count: trie.accepting.count)
        for variant in variants {
            var node: Int32 = 0
            for element in variant.elements {
                switch element {
                case .word(let word):
                    guard let child = trie.child(of: node, word: word) else {
                        preconditionFailure("a variant outside its trie")
                    }
                    if !lists[Int(node)].contains(where: { $0.word == word }) { lists[Int(node)].append((word, child)) }
                    node = child
                case .slot(let slot):
                    guard let edge = trie.slotEdges[Int(node)].first(where: { $0.slot == slot }) else {
                        preconditionFailure("a variant outside its trie")
                    }
                    node = edge.child
                }
            }
        }
        offsets = lists.reduce(into: [0]) { $0.append($0.last! + Int32($1.count)) }
        words = lists.flatMap { $0.map(\.word) }
        children = lists.flatMap { $0.map(\.child) }
    }

    /// The indices in `words` and `children` of a node's word edges.
    @inline(__always)
    func of(_ node: Int32) -> Range<Int> {
        Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])
    }
}
