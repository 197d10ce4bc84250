import Synchronization

/// Where each value of a parsed document was written, by path (`shortcuts[2].phrases[1]`).
///
/// An object member is located at its key, an array element (and the document) at its first character.
/// The map keeps only the document's bytes: the first question re-reads them once, recording every path,
/// and keeps the answers. Most documents are never asked (a valid registry that is matched against, a
/// request body), and building one path string per value costs a quarter of loading a large registry.
package struct SourceMap: Sendable, Equatable {
    private let storage: Storage?

    /// An empty map, for a document built in code.
    package init() { storage = nil }

    init(text: SourceText) { storage = Storage(text: text) }

    /// Where the value at `path` was written, or `nil` when the document has no such value.
    package subscript(path: String) -> SourceLocation? {
        storage?.withResolved { resolved -> SourceLocation? in
            resolved.places[path].map { resolved.lines.location(ofByte: $0.located) }
        }
    }

    /// Every path of the document and where its value was written (all of them resolved at once).
    package var locations: [String: SourceLocation] {
        storage?.withResolved { resolved in resolved.places.mapValues { resolved.lines.location(ofByte: $0.located) } }
            ?? [:]
    }

    /// Where the character at `offset` (0-based, in `Character`s of the decoded string) of the string
    /// at `path` was written: escapes such as `\"` or `\u00e9` count as the one character they stand for.
    ///
    /// - Returns: `nil` when the value at `path` is not a string; the closing quote for an offset past its end.
    func location(of path: String, characterOffset offset: Int) -> SourceLocation? {
        storage?.withResolved { resolved -> SourceLocation? in
            guard let place = resolved.places[path], let text = storage?.text else { return nil }
            guard let (scalars, end) = JSONParser.stringScalars(in: text.bytes, at: place.value) else { return nil }
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars.map(\.scalar))
            var scalarIndex = 0
            for (characterIndex, character) in string.enumerated() {
                if characterIndex == offset { break }
                scalarIndex += character.unicodeScalars.count
            }
            let byte = scalarIndex < scalars.count ? scalars[scalarIndex].offset : end
            return resolved.lines.location(ofByte: byte)
        }
    }

    /// Two maps are equal when they were made from the same text.
    package static func == (lhs: SourceMap, rhs: SourceMap) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.storage?.text.bytes == rhs.storage?.text.bytes
    }

    /// The path of an object member: `.key`, or `["key"]` when the key is not a plain identifier.
    static func path(_ parent: String, key: String) -> String {
        let isPlain =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "$")
            }
        if isPlain { return parent.isEmpty ? key : "\(parent).\(key)" }
        return "\(parent)[\"\(key)\"]"
    }

    /// The path of an array element: `[index]`.
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }

    /// The document's bytes and, once asked, every path's place in them.
    private final class Storage: Sendable {
        let text: SourceText
        private let resolved = Mutex<Resolved?>(nil)

        init(text: SourceText) { self.text = text }

        func withResolved<Result>(_ body: (Resolved) -> Result) -> Result {
            resolved.withLock { resolved in
                if resolved == nil {
                    // The text parsed once already, so re-reading it cannot fail.
                    let places = (try? JSONParser.places(in: text.bytes)) ?? [:]
                    resolved = Resolved(places: places, lines: SourceLineIndex(text))
                }
                return body(resolved!)
            }
        }
    }

    private struct Resolved {
        var places: [String: JSONParser.Place]
        var lines: SourceLineIndex
    }
}
