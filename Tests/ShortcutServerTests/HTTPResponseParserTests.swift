import Testing

@testable import ShortcutServer

/// The response parser, whole and byte by byte: what it reads, and what it refuses before holding it.
@Suite struct HTTPResponseParserTests {
    typealias Failure = HTTPResponseParser.Failure

    /// Feeds `bytes` in pieces of `step`, then the connection's end.
    static func parse(
        _ text: String, limit: Int = 100, step: Int = .max
    ) -> Result<(status: Int, body: String), Failure> {
        var parser = HTTPResponseParser(maximumBodyLength: limit, maximumHeadLength: 256)
        let bytes = Array(text.utf8)
        do throws(Failure) {
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + min(step, bytes.count - start))
                if case .complete(let status, let body) = try parser.consume(bytes[start..<end]) {
                    return .success((status, String(decoding: body, as: UTF8.self)))
                }
                start = end
            }
            guard case .complete(let status, let body) = try parser.finish() else {
                return .failure(.malformed("incomplete"))
            }
            return .success((status, String(decoding: body, as: UTF8.self)))
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: [
        ("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}", 200, "{}"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}trailing junk", 200, "{}"),
        ("HTTP/1.0 500 Oops\r\n\r\nclose-delimited", 500, "close-delimited"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{\"\r\n3;ext=1\r\na\":\r\n1\r\n1\r\n0\r\n\r\n",
            200, "{\"a\":1"
        ),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\nX-Trailer: 1\r\n\r\n", 200, "ok"),
        ("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx", 200, "x"),
        ("HTTP/1.1 307 Temporary Redirect\r\nLocation: http://elsewhere/\r\nContent-Length: 0\r\n\r\n", 307, ""),
        ("HTTP/1.1 204 No Content\r\n\r\n", 204, ""),
        ("HTTP/1.1 200 OK\nContent-Length: 1\n\nz", 200, "z"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc", 200, "abc"),
    ])
    func readsEveryFramingWholeAndByteByByte(response: String, status: Int, body: String) throws {
        for step in [Int.max, 1, 7] {
            let parsed = try Self.parse(response, step: step).get()
            #expect(parsed.status == status, "step \(step)")
            #expect(parsed.body == body, "step \(step)")
        }
    }

    @Test(arguments: [
        ("HTTP/1.1 200 OK\r\nContent-Length: 101\r\n\r\n", Failure.tooLarge(limit: 100)),
        ("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999\r\n\r\n", .tooLarge(limit: 100)),
        ("HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "x", count: 101), .tooLarge(limit: 100)),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n", .tooLarge(limit: 100)),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(repeating: "a\r\n0123456789\r\n", count: 11),
            .tooLarge(limit: 100)
        ),
        ("ICY 200 OK\r\n\r\n", .malformed("not an HTTP/1.x status line: 'ICY 200 OK'")),
        ("HTTP/1.1 20 OK\r\n\r\n", .malformed("not an HTTP/1.x status line: 'HTTP/1.1 20 OK'")),
        (
            "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
            .malformed("conflicting Content-Length fields")
        ),
        ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", .malformed("invalid Content-Length '-1'")),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n", .malformed("unsupported Transfer-Encoding 'gzip'")),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n", .malformed("invalid chunk size '-1'")),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n",
            .malformed("a chunk is longer than its size")
        ),
        ("HTTP/1.1 200 OK\r\n folded: no\r\n\r\n", .malformed("a header line without a name: ' folded: no'")),
        ("HTTP/1.1 101 Switching Protocols\r\n\r\n", .malformed("the backend switched protocols (101)")),
        (
            "HTTP/1.1 200 OK\r\nX: " + String(repeating: "h", count: 300),
            .malformed("the response head is longer than 256 bytes")
        ),
        ("", .malformed("the connection closed without a response")),
        ("\r\n\r\nHTTP/1.1 200 OK\r\n\r\n", .malformed("a response head without a status line")),
        (
            "HTTP/1.1 100 Continue\r\n\r\n\n\r\nHTTP/1.1 204 No Content\r\n\r\n",
            .malformed("a response head without a status line")
        ),
        ("HTTP/1.1 200 OK\r\n", .malformed("the connection closed inside the head")),
        (
            "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n12345",
            .malformed("the connection closed before the whole body (5 bytes read)")
        ),
    ])
    func refusesWhatItCannotReadAndWhatPassesTheLimit(response: String, failure: Failure) {
        for step in [Int.max, 1] {
            let parsed = Self.parse(response, step: step)
            guard case .failure(let error) = parsed else {
                Issue.record("parsed \(parsed) at step \(step)")
                continue
            }
            #expect(error == failure, "step \(step)")
        }
    }

    /// A body over the limit is refused as its bytes arrive: what the parser holds never passes the limit
    /// by more than the bytes of one call.
    @Test func anEndlessBodyIsRefusedAsSoonAsItPassesTheLimit() {
        var parser = HTTPResponseParser(maximumBodyLength: 1000)
        #expect(throws: Never.self) { try parser.consume(Array("HTTP/1.1 200 OK\r\n\r\n".utf8)) }
        var consumed = 0
        let block = [UInt8](repeating: 0x78, count: 300)
        while consumed < 10_000 {
            do {
                _ = try parser.consume(block)
                consumed += block.count
            } catch {
                #expect(error == .tooLarge(limit: 1000))
                break
            }
        }
        #expect(consumed == 900)
    }
}
