/// Where a value writes itself as JSON, event by event: the bytes of a `JSONStreamWriter` or the tree of
/// a `JSONTreeWriter`.
///
/// A type that has both a `JSON` value and a streamed form writes its fields once, to any sink, so the
/// two cannot drift apart.
protocol JSONSink {
    /// What `replay(_:)` needs to write a recorded value again.
    associatedtype Recording

    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// A member's key written in the code: plain ASCII that needs no escape. The value written next
    /// belongs to it.
    mutating func key(_ key: StaticString)
    /// A member's key that comes from data; the value written next belongs to it.
    mutating func key(escaping key: String)
    mutating func value(_ value: JSON)
    mutating func string(_ value: String)
    /// Writes one value with `write`, keeping what `replay(_:)` needs to write it again.
    mutating func record(_ write: (inout Self) -> Void) -> Recording
    /// Writes again, in the current place, a value that `record(_:)` wrote: the same events, without
    /// walking the value that produced them.
    mutating func replay(_ recording: Recording)
}

extension JSONStreamWriter: JSONSink {}

/// Builds a `JSON` value from a sink's events.
struct JSONTreeWriter: JSONSink {
    private enum Container {
        case object(JSONObject)
        case array([JSON])
    }

    /// The containers open, each with the key it will be stored under in its parent.
    private var open: [(container: Container, key: String?)] = []
    private var pendingKey: String?
    /// The value written at the top level, once it is complete.
    private(set) var result: JSON = .null
    /// The value completed last, at any level: what `record(_:)` returns.
    private var lastValue: JSON = .null

    /// The value `write` writes.
    static func value(of write: (inout JSONTreeWriter) -> Void) -> JSON {
        var tree = JSONTreeWriter()
        write(&tree)
        return tree.result
    }

    mutating func beginObject() { begin(.object(JSONObject())) }
    mutating func beginArray() { begin(.array([])) }
    mutating func endObject() { end() }
    mutating func endArray() { end() }

    mutating func key(_ key: StaticString) {
        pendingKey = key.description
    }

    mutating func key(escaping key: String) {
        pendingKey = key
    }

    mutating func value(_ value: JSON) {
        lastValue = value
        guard let last = open.indices.last else {
            result = value
            return
        }
        switch open[last].container {
        case .object(var object):
            open[last].container = .array([])  // releases the object, so that appending does not copy it
            object.append(pendingKey ?? "", value)
            open[last].container = .object(object)
        case .array(var array):
            open[last].container = .array([])
            array.append(value)
            open[last].container = .array(array)
        }
        pendingKey = nil
    }

    mutating func string(_ value: String) {
        self.value(.string(value))
    }

    mutating func record(_ write: (inout JSONTreeWriter) -> Void) -> JSON {
        write(&self)
        return lastValue
    }

    mutating func replay(_ recording: JSON) {
        value(recording)
    }

    private mutating func begin(_ container: Container) {
        open.append((container, pendingKey))
        pendingKey = nil
    }

    private mutating func end() {
        let (container, key) = open.removeLast()
        pendingKey = key
        switch container {
        case .object(let object): value(.object(object))
        case .array(let array): value(.array(array))
        }
    }
}
