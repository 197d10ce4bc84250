import Foundation

@testable import ShortcutServer

/// The HTTP/1.1 response parser of the fallback's client: any bytes as what a backend sent.
///
/// Invariants, with the client's limits and with tiny ones (so that the limits themselves are crossed):
/// - a complete response has a final status (200 to 999) and a body within the limit;
/// - the bytes arriving in pieces give the same outcome as arriving at once (a parser that read past
///   what it was given, or lost bytes between calls, would see the difference);
/// - parsing is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPResponse(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let input = bytes(data, size)
    for (body, head) in [(1 << 20, 16 * 1024), (24, 64)] {
        let atOnce = outcome(input, chunk: input.count, body: body, head: head)
        require(outcome(input, chunk: input.count, body: body, head: head) == atOnce, "parsing twice differed")
        if case .complete(let status, let parsed) = atOnce {
            require((200...999).contains(status), "a final status of \(status)")
            require(parsed.count <= body, "a body of \(parsed.count) bytes passed the limit of \(body)")
        }
        for chunk in [1, 7] where input.count <= 4096 {
            let inPieces = outcome(input, chunk: chunk, body: body, head: head)
            require(inPieces == atOnce, "in pieces of \(chunk) bytes: \(inPieces)\nat once: \(atOnce)")
        }
    }
    return 0
}

/// What the parser makes of the input fed `chunk` bytes at a time, then the connection's end.
private func outcome(_ input: [UInt8], chunk: Int, body: Int, head: Int) -> Outcome {
    var parser = HTTPResponseParser(maximumBodyLength: body, maximumHeadLength: head)
    do throws(HTTPResponseParser.Failure) {
        var offset = 0
        while offset < input.count {
            let end = min(input.count, offset + max(chunk, 1))
            if case .complete(let status, let parsed) = try parser.consume(input[offset..<end]) {
                return .complete(status, parsed)
            }
            offset = end
        }
        if case .complete(let status, let parsed) = try parser.finish() { return .complete(status, parsed) }
        return .incomplete
    } catch {
        return .failed(error)
    }
}

private enum Outcome: Equatable {
    case complete(Int, [UInt8])
    case failed(HTTPResponseParser.Failure)
    case incomplete
}
