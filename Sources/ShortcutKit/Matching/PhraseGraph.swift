/// All phrases of a registry merged into one deterministic graph over words and slots: what the
/// matcher walks.
///
/// Built from the phrases' patterns, never from their sentences. Each pattern becomes a position
/// automaton (`PositionAutomata`: one state per word or slot of the template, no empty moves), and the
/// automata of all phrases are merged by subset construction into one graph. A node stands for the
/// positions a walk may be at, and is keyed by what may still happen from there (the positions
/// readable next, the phrases accepted there), so phrases that begin alike share nodes, as a trie
/// shares prefixes, and the ways through a group meet again at one node after it: an optional group or
/// a choice is a branch, never a copy, and a million sentences cost the size of their templates.
///
/// From a node, each word leads to at most one child (one `EdgeTable` probe per step) and each slot to
/// one child. An accepting node names its phrases and whether the path left the app's name out; the
/// words and values a parse read are counted along its path, not stored per sentence.
///
/// A final class with constant properties: every search holds the graph, and holding one reference
/// costs less than retaining each array.
final class PhraseGraph: Sendable {
    struct SlotEdge: Sendable {
        var slot: Int32
        var child: Int32
    }

    /// A phrase accepted at a node, and whether the path to it left the app's name out.
    struct Acceptance: Sendable, Hashable, Comparable {
        var phrase: Int32
        var appNameLeftOut: Bool

        static func < (a: Acceptance, b: Acceptance) -> Bool {
            (a.phrase, a.appNameLeftOut ? 1 : 0) < (b.phrase, b.appNameLeftOut ? 1 : 0)
        }
    }

    /// A slot edge of a phrase read as another slot of the same language, and the phrase's own slot.
    struct SlotRemap: Sendable {
        var symbol: Int32
        var slot: Int32
    }

    /// The most nodes plus edges a registry's graph may have: about 100 MB of graph. A registry past it
    /// is refused with the phrase being merged when it ran out, never compiled for minutes.
    static let maximumSize = 4_000_000
    /// The most positions the merge may visit in all (the sizes of all nodes' sets added up).
    static let maximumWork = 100_000_000

    /// Word edges of all nodes in one table keyed by `node << 32 | word`: a single probe per step.
    private let wordEdges: EdgeTable
    let slotEdges: NodeLists<SlotEdge>
    let accepting: NodeLists<Acceptance>
    /// Whether a node may be reached at one utterance position along more than one path: a node with
    /// more than one edge in, or the end of a slot edge (values of several lengths reach it). The walk
    /// remembers the dead (node, position) pairs of these nodes only.
    let isJoin: [Bool]
    /// The word edges of each node as lists, for the flexible walk.
    let edges: FlexibleEdges
    /// Per phrase, the slots its captures are read as on the edges and its own: an accepted parse's
    /// captures name the phrase's parameters, not another intent's of the same type.
    let slotRemaps: [[SlotRemap]]
    var nodeCount: Int { slotEdges.count }

    init(
        wordEdges: EdgeTable, slotEdges: NodeLists<SlotEdge>, accepting: NodeLists<Acceptance>, isJoin: [Bool],
        slotRemaps: [[SlotRemap]], edges: FlexibleEdges
    ) {
        self.slotRemaps = slotRemaps
        self.wordEdges = wordEdges
        self.slotEdges = slotEdges
        self.accepting = accepting
        self.isJoin = isJoin
        self.edges = edges
    }

    @inline(__always)
    static func key(_ node: Int32, _ word: Int32) -> Int64 {
        Int64(node) << 32 | Int64(UInt32(bitPattern: word))
    }

    @inline(__always)
    func child(of node: Int32, word: Int32) -> Int32? {
        word < 0 ? nil : wordEdges[Self.key(node, word)]
    }
}
