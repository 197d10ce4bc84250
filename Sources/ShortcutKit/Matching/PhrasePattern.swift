/// A phrase template as compiled, with its groups kept: words interned, `${…}` resolved to slots.
///
/// This is the registry's language stored once, never expanded: an optional group or a choice of
/// alternatives is one node however many sentences it stands for. The matcher's graph, the linter's
/// automata and the exporters' phrase enumeration are all built from it, so they read the same
/// language. The tree is as deep as the template's groups, which the template parser bounds.
///
/// Only `optional` is `indirect`: the other cases hold a word, a slot or an array, and a box for each
/// word and slot of 45,000 phrases was an allocation to make while compiling and to free with the matcher.
package enum PhrasePattern: Sendable, Hashable {
    /// One normalized word, by its id in `CompiledPhrases.words`.
    case word(Int32)
    /// A slot, by its index in `CompiledPhrases.slots` (`CompiledPhrases.appNameSlot` for the app's name).
    case slot(Int32)
    /// Parts one after another.
    case sequence([PhrasePattern])
    /// Exactly one of the alternatives (`(a|b)`); never empty.
    case choice([PhrasePattern])
    /// The part or nothing (`[a]`, and `[a|b]` as `.optional(.choice([a, b]))`).
    indirect case optional(PhrasePattern)
}
