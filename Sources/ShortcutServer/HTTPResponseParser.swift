/// Reads one HTTP/1.1 response as its bytes arrive, holding no more than its limits allow.
///
/// Pure and socket-free, like `HTTPRequestParser`, so every shape a backend may send can be tested and
/// fuzzed byte by byte. What it holds is bounded whatever arrives: the head by `maximumHeadLength`, a
/// chunk-size or trailer line by the same, the body by `maximumBodyLength` (a declared length over it
/// fails at once, a chunked or close-delimited body as soon as it passes it). Interim `1xx` responses are
/// skipped; a `Content-Length` and a chunked body are read exactly, and a body with neither runs to the
/// connection's end (`finish()`).
struct HTTPResponseParser: Sendable {
    /// Why the bytes are not an acceptable response.
    enum Failure: Error, Equatable {
        /// Not HTTP/1.x as this client reads it; the message names what.
        case malformed(String)
        /// The body is longer than the limit; nothing more should be read.
        case tooLarge(limit: Int)
    }

    /// What the bytes so far amount to.
    enum Progress: Equatable {
        case needsMore
        case complete(status: Int, body: [UInt8])
    }

    private enum State: Equatable {
        case head
        case body(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case untilClose
        case done
    }

    let maximumHeadLength: Int
    let maximumBodyLength: Int
    private var state = State.head
    /// Bytes received but not yet read: at most one receive's worth plus an unfinished line.
    private var pending: [UInt8] = []
    private var status = 0
    private var body: [UInt8] = []

    init(maximumBodyLength: Int, maximumHeadLength: Int = 16 * 1024) {
        self.maximumBodyLength = maximumBodyLength
        self.maximumHeadLength = maximumHeadLength
    }

    /// Reads the next bytes of the response.
    mutating func consume(_ bytes: some Collection<UInt8>) throws(Failure) -> Progress {
        guard state != .done else { return .complete(status: status, body: body) }
        pending.append(contentsOf: bytes)
        var index = 0
        defer { pending.removeFirst(index) }
        while true {
            switch state {
            case .head:
                guard let end = Self.endOfHead(pending, from: index) else {
                    guard pending.count - index <= maximumHeadLength else {
                        throw .malformed("the response head is longer than \(maximumHeadLength) bytes")
                    }
                    return .needsMore
                }
                guard end - index <= maximumHeadLength else {
                    throw .malformed("the response head is longer than \(maximumHeadLength) bytes")
                }
                let head = pending[index..<end]
                index = end
                try readHead(head)
            case .body(let remaining), .chunkData(let remaining):
                let isChunk = state != .body(remaining: remaining)
                let left = takeBody(upTo: remaining, from: &index)
                guard left == 0 else {
                    state = isChunk ? .chunkData(remaining: left) : .body(remaining: left)
                    return .needsMore
                }
                state = isChunk ? .chunkEnd : .done
            case .chunkSize:
                guard let line = try nextLine(&index) else { return .needsMore }
                let digits = line.prefix { $0 != UInt8(ascii: ";") }
                guard let size = Self.hexadecimal(digits) else {
                    throw .malformed("invalid chunk size '\(String(decoding: line.prefix(40), as: UTF8.self))'")
                }
                if size == 0 {
                    state = .trailers
                } else {
                    guard size <= maximumBodyLength - body.count else { throw .tooLarge(limit: maximumBodyLength) }
                    state = .chunkData(remaining: size)
                }
            case .chunkEnd:
                guard let line = try nextLine(&index) else { return .needsMore }
                guard line.isEmpty else { throw .malformed("a chunk is longer than its size") }
                state = .chunkSize
            case .trailers:
                guard let line = try nextLine(&index) else { return .needsMore }
                if line.isEmpty { state = .done }
            case .untilClose:
                guard pending.count - index <= maximumBodyLength - body.count else {
                    throw .tooLarge(limit: maximumBodyLength)
                }
                body.append(contentsOf: pending[index...])
                index = pending.count
                return .needsMore
            case .done:
                return .complete(status: status, body: body)
            }
        }
    }

    /// Moves up to `remaining` pending bytes into the body; how many of them are still to come.
    private mutating func takeBody(upTo remaining: Int, from index: inout Int) -> Int {
        let count = min(remaining, pending.count - index)
        body.append(contentsOf: pending[index..<(index + count)])
        index += count
        return remaining - count
    }

    /// The connection has ended: completes a body that runs to the end, and fails anything unfinished.
    mutating func finish() throws(Failure) -> Progress {
        switch state {
        case .done, .untilClose:
            state = .done
            return .complete(status: status, body: body)
        case .head:
            throw .malformed(
                pending.isEmpty ? "the connection closed without a response" : "the connection closed inside the head")
        default:
            throw .malformed("the connection closed before the whole body (\(body.count) bytes read)")
        }
    }

    /// Reads a status line and header fields, and sets what follows them.
    private mutating func readHead(_ head: ArraySlice<UInt8>) throws(Failure) {
        var lines = Self.lines(head)
        // Blank lines alone (after an interim response, say) are a head without a status line.
        guard !lines.isEmpty else { throw .malformed("a response head without a status line") }
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].elementsEqual("HTTP/1.1".utf8) || parts[0].elementsEqual("HTTP/1.0".utf8),
            parts[1].count == 3, parts[1].allSatisfy({ (0x30...0x39).contains($0) }),
            let code = Int(String(decoding: parts[1], as: UTF8.self)), code >= 100
        else {
            throw .malformed("not an HTTP/1.x status line: '\(String(decoding: statusLine.prefix(40), as: UTF8.self))'")
        }
        var contentLength: Int?
        var isChunked = false
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[line.startIndex] != UInt8(ascii: " "), line[line.startIndex] != UInt8(ascii: "\t")
            else {
                throw .malformed("a header line without a name: '\(String(decoding: line.prefix(40), as: UTF8.self))'")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            switch name {
            case "content-length":
                guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                    throw .malformed("invalid Content-Length '\(value.prefix(40))'")
                }
                // Digits past Int's range are a length past any limit.
                let length = Int(value) ?? Int.max
                if let contentLength, contentLength != length { throw .malformed("conflicting Content-Length fields") }
                contentLength = length
            case "transfer-encoding":
                let codings = value.lowercased().split(separator: ",").map { $0.trimmingSpaces }
                guard codings.last == "chunked", codings.count == 1 else {
                    throw .malformed("unsupported Transfer-Encoding '\(value.prefix(40))'")
                }
                isChunked = true
            default:
                break
            }
        }
        if code < 200 {
            // An interim response (100 Continue, 103 Early Hints): the real one follows.
            guard code != 101 else { throw .malformed("the backend switched protocols (101)") }
            return
        }
        status = code
        if code == 204 || code == 304 {
            state = .done
        } else if isChunked {
            state = .chunkSize
        } else if let contentLength {
            guard contentLength <= maximumBodyLength else { throw .tooLarge(limit: maximumBodyLength) }
            state = contentLength == 0 ? .done : .body(remaining: contentLength)
        } else {
            state = .untilClose
        }
    }

    /// The next CRLF- (or LF-) ended line of chunk framing, without its ending; nil until it is whole.
    private func nextLine(_ index: inout Int) throws(Failure) -> ArraySlice<UInt8>? {
        guard let newline = pending[index...].firstIndex(of: 0x0A) else {
            guard pending.count - index <= maximumHeadLength else {
                throw .malformed("a chunk-size or trailer line is longer than \(maximumHeadLength) bytes")
            }
            return nil
        }
        guard newline - index <= maximumHeadLength else {
            throw .malformed("a chunk-size or trailer line is longer than \(maximumHeadLength) bytes")
        }
        var line = pending[index..<newline]
        if line.last == 0x0D { line = line.dropLast() }
        index = newline + 1
        return line
    }

    /// Where the head ends (after its blank line), or nil when it has not yet arrived whole.
    private static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 0x0A { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0A { return next + 2 }
            index = next
        }
        return nil
    }

    /// The head's lines without their endings, the blank line dropped.
    private static func lines(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        head.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }.filter { !$0.isEmpty }
    }

    /// A chunk size in hexadecimal; nil for anything else or a size past `Int`'s range.
    private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: digits, as: UTF8.self).trimmingSpaces
        guard !text.isEmpty, text.count <= 15, text.allSatisfy(\.isHexDigit) else { return nil }
        return Int(text, radix: 16)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
