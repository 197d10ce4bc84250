/// All phrase variants merged into one trie over their elements, so one walk tries every phrase.
struct PhraseTrie: Sendable {
    struct SlotEdge: Sendable {
        var slot: Int32
        var child: Int32
    }

    /// Word edges of all nodes in one table keyed by `node << 32 | word`: a single probe per step.
    private let wordEdges: EdgeTable
    let slotEdges: [[SlotEdge]]
    /// The variants that end at each node.
    let accepting: [[Int32]]

    init(_ variants: [CompiledPhrases.Variant]) {
        var wordEdges: [Int64: Int32] = [:]
        var slotEdges: [[SlotEdge]] = [[]]
        var accepting: [[Int32]] = [[]]
        func addNode() -> Int32 {
            slotEdges.append([])
            accepting.append([])
            return Int32(slotEdges.count - 1)
        }
        for (variantIndex, variant) in variants.enumerated() {
            var node: Int32 = 0
            for element in variant.elements {
                switch element {
                case .word(let word):
                    let key = Self.key(node, word)
                    if let child = wordEdges[key] {
                        node = child
                    } else {
                        let child = addNode()
                        wordEdges[key] = child
                        node = child
                    }
                case .slot(let slot):
                    if let edge = slotEdges[Int(node)].first(where: { $0.slot == slot }) {
                        node = edge.child
                    } else {
                        let child = addNode()
                        slotEdges[Int(node)].append(SlotEdge(slot: slot, child: child))
                        node = child
                    }
                }
            }
            accepting[Int(node)].append(Int32(variantIndex))
        }
        self.wordEdges = EdgeTable(wordEdges)
        self.slotEdges = slotEdges
        self.accepting = accepting
    }

    @inline(__always)
    static func key(_ node: Int32, _ word: Int32) -> Int64 {
        Int64(node) << 32 | Int64(UInt32(bitPattern: word))
    }

    func child(of node: Int32, word: Int32) -> Int32? {
        word < 0 ? nil : wordEdges[Self.key(node, word)]
    }
}
