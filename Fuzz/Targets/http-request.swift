import Foundation

@testable import ShortcutServer

/// The HTTP/1.1 request parser of `shortcuts serve`: any bytes as what a connection received.
///
/// Invariants, with the server's limits and with tiny ones (so that the limits themselves are crossed):
/// - a parsed request consumed no more than the buffer held, and what is left is the rest of the input;
/// - its body is the `Content-Length` bytes after the head, within the limit;
/// - the bytes arriving in pieces give the same requests and the same final outcome as arriving at once
///   (a parser that read past what it was given would see the difference);
/// - parsing is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let input = bytes(data, size)
    var tiny = HTTPRequestParser()
    tiny.maximumHeadLength = 96
    tiny.maximumHeaderFieldCount = 3
    tiny.maximumBodyLength = 24
    for parser in [HTTPRequestParser(), tiny] {
        let atOnce = outcomes(parser, input, chunk: input.count)
        require(outcomes(parser, input, chunk: input.count) == atOnce, "parsing twice gave different outcomes")
        for chunk in [1, 7] where input.count <= 2048 {
            let inPieces = outcomes(parser, input, chunk: chunk)
            require(
                inPieces == atOnce,
                "in pieces of \(chunk) bytes: \(inPieces)\nat once: \(atOnce)\n(limits: head \(parser.maximumHeadLength))"
            )
        }
    }
    return 0
}

/// Feeds the input `chunk` bytes at a time, reading every request the buffer holds after each piece,
/// until a failure or the end of the input; the last outcome is the failure or what the rest amounts to.
private func outcomes(_ parser: HTTPRequestParser, _ input: [UInt8], chunk: Int) -> [HTTPRequestParser.Outcome] {
    var results: [HTTPRequestParser.Outcome] = []
    var buffer: [UInt8] = []
    var offset = 0
    // Bytes of the input taken out of the buffer so far: requests and the blank lines before them.
    var consumed = 0
    repeat {
        let end = min(input.count, offset + max(chunk, 1))
        buffer.append(contentsOf: input[offset..<end])
        offset = end
        while true {
            let before = buffer.count
            let outcome = parser.parse(&buffer)
            require(buffer.count <= before, "the parser grew the buffer from \(before) to \(buffer.count) bytes")
            consumed += before - buffer.count
            require(consumed <= offset, "consumed \(consumed) bytes of the \(offset) received")
            require(
                buffer.elementsEqual(input[consumed..<offset]),
                "what is left in the buffer is not the rest of the input")
            guard case .request(let request) = outcome else {
                if case .failure = outcome {
                    results.append(outcome)
                    return results
                }
                break
            }
            check(request, parser: parser, input: input, end: consumed)
            results.append(outcome)
        }
    } while offset < input.count
    var rest = buffer
    results.append(parser.parse(&rest))
    return results
}

private func check(_ request: HTTPRequest, parser: HTTPRequestParser, input: [UInt8], end: Int) {
    require(request.body.count <= parser.maximumBodyLength, "a body of \(request.body.count) bytes passed the limit")
    let length = request.headerField("Content-Length").flatMap { Int($0) } ?? 0
    require(request.body.count == length, "a body of \(request.body.count) bytes for Content-Length \(length)")
    require(input[(end - request.body.count)..<end].elementsEqual(request.body), "the body is not the input's bytes")
    require(request.path.hasPrefix("/"), "path '\(request.path)' does not start with '/'")
    require(request.headerFields.count <= parser.maximumHeaderFieldCount, "too many header fields passed")
    require(request.version == "HTTP/1.1" || request.version == "HTTP/1.0", "version \(request.version) passed")
}
