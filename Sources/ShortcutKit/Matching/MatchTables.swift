/// What every strict search of a matcher reads, the compiled phrases and their graph, behind one
/// reference.
///
/// `CompiledPhrases` is a dozen arrays and dictionaries: a search that stored a copy of it would retain
/// and release each of them for every utterance, about a twentieth of a short match. A search holds
/// this final class instead, for one retain.
final class MatchTables: Sendable {
    let compiled: CompiledPhrases
    let graph: PhraseGraph
    /// Each phrase's intent index, -1 for a negative phrase: what every acceptance asks, without
    /// reading the phrase's whole record.
    let intentOfPhrase: [Int]
    /// Each phrase's fixed values (`CompiledPhrases.PhraseInfo.fixedValues`), read like `intentOfPhrase`.
    let fixedValuesOfPhrase: [Int32]

    init(compiled: CompiledPhrases, graph: PhraseGraph) {
        self.compiled = compiled
        self.graph = graph
        intentOfPhrase = compiled.phrases.map { $0.intentIndex ?? -1 }
        fixedValuesOfPhrase = compiled.phrases.map(\.fixedValues)
    }
}
