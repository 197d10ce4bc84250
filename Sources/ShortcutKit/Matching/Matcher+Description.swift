/// The compiled graph as text, for golden tests and for reading what the matcher walks.
extension Matcher {
    /// The phrase graph, one node a paragraph: its word edges, its slot edges, and the phrases it accepts.
    ///
    /// Deterministic, and independent of the compiler's own node numbers: nodes are numbered in the
    /// order a depth-first walk from the root meets them, taking each node's word edges in the words'
    /// order and then its slot edges in their names' order; the dump lists them in that order. A slot
    /// edge is named by the parameter it reads and its kind; phrases whose parameters read the same
    /// values (one enum or entity type, or numbers, amounts or free text) share one edge, named after the
    /// first of those parameters. A node that accepts names each phrase by its place in the registry,
    /// with "without the app name" for a path that left `${applicationName}` out.
    ///
    /// - Complexity: O(*n* log *n*) in the graph's nodes and edges.
    package var description: String {
        let graph = tables.graph
        let compiled = tables.compiled
        func slotName(_ slot: Int32) -> String {
            let info = compiled.slots[Int(slot)]
            let kind: String
            switch info.kind {
            case .appName: return "${applicationName}"
            case .choice(_, let choiceKind): kind = choiceKind.rawValue
            case .integer: kind = "integer"
            case .number: kind = "number"
            case .currency: kind = "currency"
            case .date: kind = "date"
            case .time: kind = "time"
            case .duration: kind = "duration"
            case .percent: kind = "percent"
            case .freeText: kind = "string"
            }
            return "${\(info.parameterName ?? "?"): \(kind)}"
        }
        /// A node's edges in dump order: words by their text, then slots by their names.
        func edges(_ node: Int32) -> [(label: String, child: Int32)] {
            let words = graph.edges.of(node).map { index in
                ("\"\(compiled.words[Int(graph.edges.words[index])])\"", graph.edges.children[index])
            }
            let slots = graph.slotEdges[Int(node)].map { (slotName($0.slot), $0.child) }
            return words.sorted { $0.0 < $1.0 } + slots.sorted { $0.0 < $1.0 }
        }
        // Number the nodes in depth-first preorder over the sorted edges.
        var number: [Int32: Int] = [:]
        var order: [Int32] = []
        var stack: [Int32] = [0]
        while let node = stack.popLast() {
            guard number[node] == nil else { continue }
            number[node] = order.count
            order.append(node)
            stack.append(contentsOf: edges(node).map(\.child).reversed())
        }
        var lines = ["\(order.count) nodes"]
        for node in order {
            let accepted = graph.accepting[Int(node)].sorted().map { acceptance in
                let path = compiled.phrases[Int(acceptance.phrase)].path
                return acceptance.appNameLeftOut ? path + " without the app name" : path
            }
            let accepts = accepted.isEmpty ? "" : " accepts " + accepted.joined(separator: ", ")
            lines.append("n\(number[node]!)" + accepts)
            for edge in edges(node) { lines.append("  \(edge.label) -> n\(number[edge.child]!)") }
        }
        return lines.joined(separator: "\n")
    }
}
