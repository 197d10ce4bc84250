/// The word edges of each phrase-graph node as a list, for the flexible walk.
///
/// Strict matching looks one word up per node (`PhraseGraph.child(of:word:)`); flexible matching
/// compares a heard word with the words leaving the node. Node `n`'s edges are
/// `offsets[n]..<offsets[n + 1]` of `words` and `children`, in the order the phrases' positions first
/// reach them (flat arrays, so that walking them retains nothing).
///
/// At a wide node (more than `wideNode` edges: the root of a large registry has thousands) the walk
/// does not compare the heard word with every edge's word; it looks up the few words the heard word
/// may stand for (`SimilarWordIndex`) and finds their edges here, by word, in one probe each.
struct FlexibleEdges: Sendable {
    let offsets: [Int32]
    let words: [Int32]
    let children: [Int32]
    /// The index in `words` of a wide node's edge, keyed by `PhraseGraph.key(node, word)`.
    private let wideEdges: EdgeTable

    /// Nodes with more edges than this are walked through `edge(of:word:)`.
    static let wideNode = 32

    init(offsets: [Int32], words: [Int32], children: [Int32]) {
        self.offsets = offsets
        self.words = words
        self.children = children
        var keys: [Int64] = []
        var values: [Int32] = []
        for node in 0..<max(0, offsets.count - 1) where offsets[node + 1] - offsets[node] > Self.wideNode {
            for edge in offsets[node]..<offsets[node + 1] {
                keys.append(PhraseGraph.key(Int32(node), words[Int(edge)]))
                values.append(edge)
            }
        }
        wideEdges = EdgeTable(keys: keys, values: values)
    }

    /// The indices in `words` and `children` of a node's word edges.
    @inline(__always)
    func of(_ node: Int32) -> Range<Int> {
        Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])
    }

    @inline(__always)
    func isWide(_ node: Int32) -> Bool {
        offsets[Int(node) + 1] - offsets[Int(node)] > Self.wideNode
    }

    /// The index of a wide node's edge for `word`, or `nil`.
    @inline(__always)
    func edge(of node: Int32, word: Int32) -> Int? {
        wideEdges[PhraseGraph.key(node, word)].map(Int.init)
    }

    /// The indices of a wide node's edges for these words, in the order of `of(node)`, each once.
    func edges(of node: Int32, words candidates: [Int32]) -> [Int] {
        var found = candidates.compactMap { edge(of: node, word: $0) }
        found.sort()
        found.removeDuplicates()
        return found
    }
}
