import ShortcutKit

/// A response to write: a status, header fields, a body, and a note for the request log.
package struct HTTPResponse: Sendable, Equatable {
    package var status: Int
    /// Extra header fields; the server adds `Content-Length` and `Connection` itself.
    package var headerFields: [String: String]
    package var body: [UInt8]
    /// Who answered (`local`, `llm`), for the request's log line; nil when no turn was answered.
    package var source: String?
    /// Details for the request's log line only, never sent: what the client must not see (a backend's
    /// URL, the start of its error page).
    package var logNote: String?

    package init(
        status: Int, headerFields: [String: String] = [:], body: [UInt8] = [], source: String? = nil,
        logNote: String? = nil
    ) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.source = source
        self.logNote = logNote
    }

    /// A JSON response; the body is the value's compact text.
    package static func json(_ value: JSON, status: Int = 200, source: String? = nil) -> HTTPResponse {
        HTTPResponse(
            status: status, headerFields: ["Content-Type": "application/json"], body: Array(value.compactText.utf8),
            source: source)
    }

    /// An error response in the one shape every error of the server has: `{"error": "...", "status": N}`.
    package static func error(_ status: Int, _ message: String, headerFields: [String: String] = [:]) -> HTTPResponse {
        var response = json(
            .object(JSONObject(["error": .string(message), "status": .integer(status)])), status: status)
        for (name, value) in headerFields { response.headerFields[name] = value }
        return response
    }

    /// The reason phrase of the statuses this server sends.
    package static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 400: return "Bad Request"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status \(status)"
        }
    }

    /// The response as bytes on the wire.
    func serialized(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for (name, value) in headerFields.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
