/// Reads HTTP/1.1 requests out of the bytes a connection has received so far.
///
/// The parser is pure and owns no socket, so every malformed or hostile input can be tested byte by byte.
/// It is strict where leniency would let a request be read two ways (conflicting lengths, whitespace
/// before a colon, folded lines, `Transfer-Encoding` next to `Content-Length`) and bounds everything it
/// holds: the head, the number of fields and the body.
struct HTTPRequestParser: Sendable {
    /// What the bytes so far amount to.
    enum Outcome: Sendable, Equatable {
        /// A whole request; its bytes have been removed from the buffer.
        case request(HTTPRequest)
        /// More bytes are needed. `expectsContinue` is true once a head asking for `100 Continue` is read.
        case incomplete(expectsContinue: Bool)
        /// The bytes are not an acceptable request; answer with this status and close the connection.
        /// `method` and `path` are the request line's, for the log, once it could be read ("-" before).
        case failure(status: Int, message: String, method: String = "-", path: String = "-")
    }

    var maximumHeadLength = 16 * 1024
    var maximumHeaderFieldCount = 100
    var maximumBodyLength = 64 * 1024

    private static let tokenCharacters = Set(
        "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// Looks for one request at the start of `buffer`.
    func parse(_ buffer: inout [UInt8]) -> Outcome {
        // Empty lines before a request line are allowed (RFC 9112 §2.2).
        var start = 0
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
        if start > 0 { buffer.removeFirst(start) }
        // The head's limit counts its blank line, so that a head refused while it trickles in is refused
        // when it arrives in one read too.
        guard let (headLength, bodyStart) = Self.endOfHead(in: buffer, limit: maximumHeadLength),
            bodyStart <= maximumHeadLength
        else {
            if buffer.count > maximumHeadLength {
                return .failure(status: 431, message: "the request head is longer than \(maximumHeadLength) bytes")
            }
            return .incomplete(expectsContinue: false)
        }
        var request: HTTPRequest
        switch parseHead(buffer[0..<headLength]) {
        case .success(let head): request = head
        case .failure(let failure): return .failure(status: failure.status, message: failure.message)
        }
        let bodyLength: Int
        switch contentLength(of: request) {
        case .success(let length): bodyLength = length
        case .failure(let failure):
            return .failure(
                status: failure.status, message: failure.message, method: request.method, path: request.path)
        }
        guard buffer.count - bodyStart >= bodyLength else {
            let expects = request.headerField("Expect")?.lowercased() == "100-continue"
            return .incomplete(expectsContinue: expects)
        }
        request.body = Array(buffer[bodyStart..<(bodyStart + bodyLength)])
        buffer.removeFirst(bodyStart + bodyLength)
        return .request(request)
    }

    /// The length of the head without its blank line, and where the body starts; nil while incomplete.
    /// Whether `buffer` holds a whole request head (after any blank lines), or more than a head may be:
    /// from then on reading the request is the parser's to finish or refuse.
    func isHeadComplete(_ buffer: [UInt8]) -> Bool {
        guard let start = buffer.firstIndex(where: { $0 != 0x0D && $0 != 0x0A }) else { return false }
        let rest = Array(buffer[start...])
        return rest.count > maximumHeadLength || Self.endOfHead(in: rest, limit: maximumHeadLength) != nil
    }

    private static func endOfHead(in buffer: [UInt8], limit: Int) -> (Int, Int)? {
        var index = 0
        let end = min(buffer.count, limit + 4)
        while index < end {
            if buffer[index] == 0x0A {
                // A line feed followed by CRLF or LF ends the head.
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
                    return (index, index + 3)
                }
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
            }
            index += 1
        }
        return nil
    }

    private struct Failure: Error {
        var status: Int
        var message: String
    }

    private func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<HTTPRequest, Failure> {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        guard !lines.isEmpty else { return .failure(Failure(status: 400, message: "empty request")) }
        let requestLine = lines.removeFirst()
        guard let requestLineText = String(validating: requestLine, as: UTF8.self) else {
            return .failure(Failure(status: 400, message: "the request line is not UTF-8"))
        }
        let parts = requestLineText.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].utf8.allSatisfy(Self.tokenCharacters.contains) else {
            return .failure(Failure(status: 400, message: "malformed request line; expected 'METHOD /path HTTP/1.1'"))
        }
        let version = String(parts[2])
        guard version.hasPrefix("HTTP/") else {
            return .failure(Failure(status: 400, message: "malformed request line; expected 'METHOD /path HTTP/1.1'"))
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(Failure(status: 505, message: "unsupported version '\(version)'; send HTTP/1.1"))
        }
        let target = parts[1]
        guard target.hasPrefix("/"),
            !target.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } ?? false })
        else {
            return .failure(Failure(status: 400, message: "the request target must be a path starting with '/'"))
        }
        let path: Substring
        var query: String?
        if let mark = target.firstIndex(of: "?") {
            path = target[..<mark]
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
        }
        guard lines.count <= maximumHeaderFieldCount else {
            return .failure(Failure(status: 431, message: "more than \(maximumHeaderFieldCount) header fields"))
        }
        var fields: [(name: String, value: String)] = []
        for line in lines {
            guard let first = line.first, first != 0x20, first != 0x09 else {
                return .failure(Failure(status: 400, message: "folded header lines are not accepted"))
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.tokenCharacters.contains)
            else {
                return .failure(Failure(status: 400, message: "malformed header line; expected 'Name: value'"))
            }
            guard let name = String(validating: line[line.startIndex..<colon], as: UTF8.self),
                let rawValue = String(validating: line[(colon + 1)...], as: UTF8.self)
            else {
                return .failure(Failure(status: 400, message: "a header field is not UTF-8"))
            }
            guard !rawValue.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 }) else {
                return .failure(Failure(status: 400, message: "control character in header field '\(name)'"))
            }
            fields.append((name, rawValue.trimmingSpacesAndTabs()))
        }
        return .success(
            HTTPRequest(
                method: String(parts[0]), path: String(path), query: query, version: version, headerFields: fields))
    }

    private func contentLength(of request: HTTPRequest) -> Result<Int, Failure> {
        let lengths = request.headerFields.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        if request.headerField("Transfer-Encoding") != nil {
            if !lengths.isEmpty {
                return .failure(Failure(status: 400, message: "both Transfer-Encoding and Content-Length were sent"))
            }
            return .failure(
                Failure(status: 501, message: "Transfer-Encoding is not supported; send the body with Content-Length"))
        }
        guard let first = lengths.first else { return .success(0) }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
            first.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(first)
        else {
            return .failure(
                Failure(status: 400, message: "invalid Content-Length '\(lengths.joined(separator: ", "))'"))
        }
        guard length <= maximumBodyLength else {
            return .failure(
                Failure(status: 413, message: "the body is \(length) bytes; the limit is \(maximumBodyLength) bytes"))
        }
        return .success(length)
    }
}

extension String {
    fileprivate func trimmingSpacesAndTabs() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
