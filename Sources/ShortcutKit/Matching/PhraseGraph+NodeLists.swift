extension PhraseGraph {
    /// A short list per node (its slot edges, its acceptances), all in one array.
    ///
    /// A registry of 10,000 shortcuts has hundreds of thousands of nodes, and an array per node was an
    /// allocation to make while building and to free when the matcher goes; one array of elements and
    /// one of starts cost two.
    struct NodeLists<Element: Sendable>: Sendable {
        /// Node `n`'s list is `elements[starts[n]..<starts[n + 1]]`.
        private let starts: [Int32]
        private let elements: [Element]

        /// - Parameters: `starts` begins with 0 and has one more entry than there are nodes, each at
        ///   least the one before and the last `elements.count`.
        init(starts: [Int32], elements: [Element]) {
            self.starts = starts
            self.elements = elements
        }

        /// The number of nodes.
        var count: Int { starts.count - 1 }

        /// The list of a node, in the order its elements were added.
        @inline(__always)
        subscript(node: Int) -> ArraySlice<Element> {
            elements[Int(starts[node])..<Int(starts[node + 1])]
        }
    }
}
