import Foundation

extension FlexibleVocabulary {
    /// A matcher's flexible vocabulary, made on the first flexible match rather than with the matcher.
    ///
    /// Most matchers never match flexibly (`shortcuts match` without `--flexible`, a server's strict
    /// answers), and the vocabulary's similar-word index is a third of compiling a registry of 100,000
    /// entity values. The first flexible match pays for it, once; every later one reads it.
    ///
    /// A class with a lock so that a matcher stays an immutable, `Sendable` value shared by every
    /// request of a server: `Mutex` needs iOS 18 where this library supports iOS 16, hence `NSLock`
    /// and `@unchecked Sendable` (`made` is read and written only under `lock`, and `compiled` is a
    /// constant, as is `smallestIndexedTable`).
    final class Lazy: @unchecked Sendable {
        private let compiled: CompiledPhrases
        private let smallestIndexedTable: Int
        private let lock = NSLock()
        private var made: FlexibleVocabulary?

        init(_ compiled: CompiledPhrases, smallestIndexedTable: Int) {
            self.compiled = compiled
            self.smallestIndexedTable = smallestIndexedTable
        }

        /// Whether the vocabulary has been made.
        var isMade: Bool { lock.withLock { made != nil } }

        /// The vocabulary, made by the first caller while later ones wait for it.
        var value: FlexibleVocabulary {
            lock.withLock {
                if let made { return made }
                let vocabulary = FlexibleVocabulary(compiled, smallestIndexedTable: smallestIndexedTable)
                made = vocabulary
                return vocabulary
            }
        }
    }
}
