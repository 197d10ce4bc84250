/// A request the server has read in full: its head and its body.
package struct HTTPRequest: Sendable, Equatable {
    /// The method as sent, such as `POST`; methods are case-sensitive in HTTP.
    package var method: String
    /// The target's path, without the query: what routes match.
    package var path: String
    /// The part of the target after `?`, if any.
    package var query: String?
    /// `HTTP/1.1` or `HTTP/1.0`.
    package var version: String
    /// Header fields in the order they came, names as sent.
    package var headerFields: [(name: String, value: String)]
    package var body: [UInt8]

    package init(
        method: String, path: String, query: String? = nil, version: String = "HTTP/1.1",
        headerFields: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.version = version
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of the first header field of that name, compared without regard to case.
    package func headerField(_ name: String) -> String? {
        headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Whether the client asked to keep the connection open: the default of HTTP/1.1, opt-in for 1.0.
    package var isKeepAlive: Bool {
        let connection = headerField("Connection")?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }

    package static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.query == rhs.query && lhs.version == rhs.version
            && lhs.headerFields.map(\.name) == rhs.headerFields.map(\.name)
            && lhs.headerFields.map(\.value) == rhs.headerFields.map(\.value) && lhs.body == rhs.body
    }
}
