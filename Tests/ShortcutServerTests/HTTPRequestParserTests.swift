import ShortcutKit
import Testing

@testable import ShortcutServer

/// The request parser, byte by byte: what it accepts, and the status it answers everything else with.
@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    @Test func readsARequestAndLeavesTheNextOneInTheBuffer() throws {
        var buffer = Array(
            "POST /api/voice-assistant?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}GET /h".utf8)
        guard case .request(let request) = parser.parse(&buffer) else {
            Issue.record("no request")
            return
        }
        #expect(request.method == "POST")
        #expect(request.path == "/api/voice-assistant")
        #expect(request.query == "x=1")
        #expect(request.headerField("content-length") == "2")
        #expect(request.body == Array("{}".utf8))
        #expect(request.isKeepAlive)
        #expect(buffer == Array("GET /h".utf8))
        #expect(parser.parse(&buffer) == .incomplete(expectsContinue: false))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: a\r\n", HTTPRequestParser.Outcome.incomplete(expectsContinue: false)),
        ("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n{}", .incomplete(expectsContinue: false)),
        ("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n", .incomplete(expectsContinue: true)),
    ])
    func waitsForTheRestOfARequest(text: String, outcome: HTTPRequestParser.Outcome) {
        var buffer = Array(text.utf8)
        #expect(parser.parse(&buffer) == outcome)
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400, "malformed request line"),
        ("GET  / HTTP/1.1\r\n\r\n", 400, "malformed request line"),
        ("G(T / HTTP/1.1\r\n\r\n", 400, "malformed request line"),
        ("GET / FTP/1.0\r\n\r\n", 400, "malformed request line"),
        ("GET / HTTP/2.0\r\n\r\n", 505, "unsupported version 'HTTP/2.0'"),
        ("GET example.com HTTP/1.1\r\n\r\n", 400, "must be a path"),
        ("GET / HTTP/1.1\r\nHost a\r\n\r\n", 400, "malformed header line"),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400, "malformed header line"),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", 400, "folded header lines"),
        ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400, "invalid Content-Length"),
        ("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", 400, "invalid Content-Length"),
        ("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n", 400, "invalid Content-Length"),
        ("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", 400, "invalid Content-Length"),
        ("POST / HTTP/1.1\r\nContent-Length: 65537\r\n\r\n", 413, "the limit is 65536 bytes"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501, "Transfer-Encoding is not supported"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n", 400, "both Transfer-Encoding"),
    ])
    func answersMalformedRequestsWithAStatus(text: String, status: Int, message: String) {
        var buffer = Array(text.utf8)
        guard case .failure(let reported, let reason, _, _) = parser.parse(&buffer) else {
            Issue.record("accepted \(text.debugDescription)")
            return
        }
        #expect(reported == status)
        #expect(reason.contains(message), "\(reason)")
    }

    @Test func aFailureAfterTheRequestLineNamesItForTheLog() {
        var oversized = Array("POST /api/voice-assistant HTTP/1.1\r\nContent-Length: 70000\r\n\r\n".utf8)
        #expect(
            parser.parse(&oversized)
                == .failure(
                    status: 413, message: "the body is 70000 bytes; the limit is 65536 bytes", method: "POST",
                    path: "/api/voice-assistant"))
        var garbage = Array("NONSENSE\r\n\r\n".utf8)
        guard case .failure(_, _, let method, let path) = parser.parse(&garbage) else {
            Issue.record("accepted garbage")
            return
        }
        #expect(method == "-" && path == "-")
    }

    @Test func boundsTheHeadEvenWhenItNeverEnds() {
        var buffer = Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 17 * 1024)).utf8)
        guard case .failure(let status, _, _, _) = parser.parse(&buffer) else {
            Issue.record("an endless head was not refused")
            return
        }
        #expect(status == 431)
        var fields = Array("GET / HTTP/1.1\r\n".utf8)
        for index in 0..<101 { fields += Array("X-\(index): 1\r\n".utf8) }
        fields += Array("\r\n".utf8)
        #expect(parser.parse(&fields) == .failure(status: 431, message: "more than 100 header fields"))
    }

    /// Found by `Fuzz/run.sh http-request`: a head a few bytes over the limit was refused when it
    /// trickled in and parsed when it arrived in one read.
    @Test func aHeadOverTheLimitIsRefusedWhetherItArrivesAtOnceOrInPieces() {
        var parser = HTTPRequestParser()
        parser.maximumHeadLength = 32
        let head = Array("GET / HTTP/1.1\r\nX: \(String(repeating: "a", count: 11))\r\n\r\n".utf8)
        #expect(head.count == 34)
        let refusal = HTTPRequestParser.Outcome.failure(
            status: 431, message: "the request head is longer than 32 bytes")
        var atOnce = head
        #expect(parser.parse(&atOnce) == refusal)
        var inPieces: [UInt8] = []
        var outcome = HTTPRequestParser.Outcome.incomplete(expectsContinue: false)
        for byte in head where outcome == .incomplete(expectsContinue: false) {
            inPieces.append(byte)
            outcome = parser.parse(&inPieces)
        }
        #expect(outcome == refusal)
        var fits = Array("GET / HTTP/1.1\r\nX: aaaaaaaaa\r\n\r\n".utf8)
        #expect(fits.count == 32)
        guard case .request = parser.parse(&fits) else {
            Issue.record("a head of exactly the limit was refused")
            return
        }
    }

    /// Seeded random bytes from an alphabet of request fragments: every outcome keeps the parser's
    /// invariants. Seeded, so a failure names an input that can be replayed.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func arbitraryBytesKeepTheParsersInvariants(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let fragments =
            [
                "GET", "POST", " ", "/", "/x?y", "HTTP/1.1", "HTTP/1.0", "\r\n", "\n", ":", "Content-Length: ", "0",
                "2",
                "12", "Transfer-Encoding: chunked", "Expect: 100-continue", "{}", "\u{0}", "é", "\t",
            ].map { Array($0.utf8) } + [[0xC3, 0x28], [0xFF]]
        for _ in 0..<3000 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<24, using: &generator) {
                input += fragments.randomElement(using: &generator)!
            }
            var buffer = input
            let outcome = parser.parse(&buffer)
            let unblank = Array(input.drop { $0 == 0x0D || $0 == 0x0A })
            switch outcome {
            case .request(let request):
                // What was read is a prefix of the input; the rest is left, untouched, for the next request.
                #expect(unblank.count > buffer.count, "\(input)")
                #expect(Array(unblank.suffix(buffer.count)) == buffer, "\(input)")
                #expect(request.path.hasPrefix("/"))
                #expect(!request.method.isEmpty)
                let declared = request.headerField("Content-Length").flatMap { Int($0) } ?? 0
                #expect(request.body.count == declared, "\(input)")
            case .incomplete:
                // Nothing but blank lines is consumed before a request is whole.
                #expect(buffer == unblank, "\(input)")
            case .failure(let status, let message, _, _):
                #expect([400, 413, 431, 501, 505].contains(status), "\(input)")
                #expect(!message.isEmpty)
            }
        }
    }

    /// Seeded well-formed requests, whole or cut anywhere: a cut one is incomplete, the whole one reads
    /// back exactly as it was written, with the next request left in the buffer.
    @Test(arguments: [7, 8] as [UInt64])
    func wellFormedRequestsReadBackAsWrittenWholeOrCut(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
        func word(_ range: Range<Int>) -> String {
            String(
                (0..<Int.random(in: range, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        for _ in 0..<500 {
            let method = ["GET", "POST", "PUT", "DELETE"].randomElement(using: &generator)!
            let path = "/" + word(0..<12)
            var fields = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                (name: "X-" + word(1..<8), value: word(0..<20))
            }
            let body = Array(word(0..<40).utf8)
            fields.append((name: "Content-Length", value: String(body.count)))
            let head = "\(method) \(path) HTTP/1.1\r\n" + fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n"
            let bytes = Array(head.utf8) + body
            let cut = Int.random(in: 0..<bytes.count, using: &generator)
            var partial = Array(bytes[..<cut])
            #expect(parser.parse(&partial) == .incomplete(expectsContinue: false), "\(head) cut at \(cut)")
            var whole = bytes + Array("GET /next".utf8)
            let expected = HTTPRequest(method: method, path: path, headerFields: fields, body: body)
            #expect(parser.parse(&whole) == .request(expected), "\(head)")
            #expect(whole == Array("GET /next".utf8))
        }
    }

    @Test(
        arguments: [
            ("HTTP/1.1", nil, true), ("HTTP/1.1", "close", false), ("HTTP/1.1", "Close", false),
            ("HTTP/1.0", nil, false), ("HTTP/1.0", "keep-alive", true),
        ] as [(String, String?, Bool)])
    func keepAliveFollowsTheVersionAndTheConnectionField(version: String, connection: String?, keepsAlive: Bool) {
        let fields = connection.map { [(name: "Connection", value: $0)] } ?? []
        #expect(HTTPRequest(method: "GET", path: "/", version: version, headerFields: fields).isKeepAlive == keepsAlive)
    }
}
