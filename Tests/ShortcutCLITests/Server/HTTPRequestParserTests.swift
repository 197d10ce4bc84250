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

    @Test func neverTrapsOnArbitraryBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("GETPOST /:\r\n HTTP/1.1Content-Length0123456789{}\u{0}\u{FF}".utf8) + [0xC3, 0x28, 0xFF]
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<120, using: &generator)
            var buffer = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            for _ in 0..<3 {
                if case .incomplete = parser.parse(&buffer) { break }
            }
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
