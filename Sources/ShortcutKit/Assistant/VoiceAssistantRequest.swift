import Foundation

/// One turn of a conversation, as the app's Siri intent posts it to `/api/voice-assistant`.
///
/// The wire form is the contract: `{"conversation_history": [{"role", "content"}], "current_query": "..."}`.
/// Everything needed to answer is in the payload, so any server replica can answer any turn. The request
/// keeps the JSON it was read from, members the contract does not name included, because a turn that is
/// not answered locally goes to the fallback backend unchanged.
public struct VoiceAssistantRequest: Sendable, Equatable {
    /// The earlier messages, oldest first.
    public var conversationHistory: [ConversationMessage]
    /// What the person just said.
    public var currentQuery: String
    /// Members of the payload beside the contract's two, kept so the fallback receives them too.
    package var otherMembers: JSONObject
    /// The user's own values and the caller's context (`"entities"`, `"context"`), read for this turn's
    /// match; they stay among `otherMembers` too, so the fallback receives them.
    public var values: RequestValues
    /// The app's own key for the turn's action (the `idempotency_key` member, or a server's
    /// `Idempotency-Key` header); nil for a key made for this turn alone.
    public var idempotencyKey: String?
    /// The moment the user spoke (`"now"`, ISO 8601 with an offset): what "tomorrow" and "at five" are
    /// read against instead of the server's clock; stays among `otherMembers` too.
    package var now: Date?
    /// The user's time zone (`"timeZone"`, an IANA name such as `"Europe/Berlin"`); stays among
    /// `otherMembers` too.
    package var timeZone: TimeZone?

    /// The longest idempotency key accepted: Stripe's limit, and far above a UUID.
    package static let maximumIdempotencyKeyLength = 255

    /// A turn built in code; `otherMembers` starts empty.
    public init(conversationHistory: [ConversationMessage] = [], currentQuery: String) {
        self.conversationHistory = conversationHistory
        self.currentQuery = currentQuery
        self.otherMembers = JSONObject()
        self.values = RequestValues()
        self.idempotencyKey = nil
    }

    /// Reads a payload, strictly: both contract members must be present and of the right kind.
    ///
    /// - Throws: `AssistantError.invalidRequest` naming the member that is wrong.
    package init(json: JSON) throws(AssistantError) {
        guard let object = json.objectValue else {
            throw .invalidRequest("expected a JSON object, found \(json.kindName)")
        }
        guard let query = object["current_query"] else {
            throw .invalidRequest("missing member 'current_query'")
        }
        guard let queryText = query.stringValue else {
            throw .invalidRequest("'current_query' must be a string, found \(query.kindName)")
        }
        var history: [ConversationMessage] = []
        if let historyJSON = object["conversation_history"], historyJSON != .null {
            guard let elements = historyJSON.arrayValue else {
                throw .invalidRequest("'conversation_history' must be an array, found \(historyJSON.kindName)")
            }
            for (index, element) in elements.enumerated() {
                history.append(try Self.message(element, at: "conversation_history[\(index)]"))
            }
        }
        var others = object
        others["conversation_history"] = nil
        others["current_query"] = nil
        self.conversationHistory = history
        self.currentQuery = queryText
        self.otherMembers = others
        self.values = try RequestValues(entities: object["entities"], context: object["context"])
        self.idempotencyKey = nil
        (self.now, self.timeZone) = try Self.clock(of: object)
        if let key = object["idempotency_key"] {
            guard let text = key.stringValue else {
                throw .invalidRequest("'idempotency_key' must be a string, found \(key.kindName)")
            }
            try Self.checkIdempotencyKey(text, from: "'idempotency_key'")
            self.idempotencyKey = text
        }
    }

    /// A payload's `"now"` (ISO 8601 with an offset) and `"timeZone"` (an IANA name), each `nil` when absent:
    /// the one reading of a caller's clock, for the assistant's turns and `/v1/match` alike.
    ///
    /// - Throws: `AssistantError.invalidRequest` naming the member that is not of its form.
    package static func clock(of object: JSONObject) throws(AssistantError) -> (now: Date?, timeZone: TimeZone?) {
        var clock: (now: Date?, timeZone: TimeZone?) = (nil, nil)
        if let now = object["now"] {
            guard let text = now.stringValue, let date = moment(text) else {
                throw .invalidRequest(
                    "'now' must be an ISO 8601 date and time with an offset, such as \"2026-12-04T09:30:00Z\" "
                        + "or \"2026-12-04T10:30:00+01:00\"")
            }
            clock.now = date
        }
        if let zone = object["timeZone"] {
            guard let name = zone.stringValue, let timeZone = TimeZone(identifier: name) else {
                throw .invalidRequest(
                    "'timeZone' must be an IANA time zone name, such as \"Europe/Berlin\" or \"America/New_York\"")
            }
            clock.timeZone = timeZone
        }
        return clock
    }

    /// A moment written in ISO 8601 with a time zone offset or `Z`, with or without fractional seconds.
    private static func moment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The options of a match of this turn: `options` read against the turn's own clock and time zone,
    /// where it gives them.
    package func matchOptions(_ options: MatchOptions) -> MatchOptions {
        var options = options
        if let now { options.now = now }
        if let timeZone { options.timeZone = timeZone }
        return options
    }

    /// Checks an app's idempotency key: 1 to 255 visible ASCII characters, since it travels as an HTTP header
    /// (a line break in it would forge another header).
    ///
    /// - Parameter origin: where the key came from, for the message (`'idempotency_key'`, `the Idempotency-Key header`).
    /// - Throws: `AssistantError.invalidRequest` naming the origin and the rule.
    package static func checkIdempotencyKey(_ key: String, from origin: String) throws(AssistantError) {
        guard !key.isEmpty, key.utf8.count <= maximumIdempotencyKeyLength,
            key.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else {
            throw .invalidRequest(
                "\(origin) must be 1 to \(maximumIdempotencyKeyLength) visible ASCII characters (no spaces), such as a UUID"
            )
        }
    }

    /// Reads a payload from JSON text.
    ///
    /// - Throws: `AssistantError.invalidRequest` for text that is not JSON or not the contract.
    public init(parsing text: String) throws(AssistantError) {
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            throw .invalidRequest("not JSON: \(error)")
        }
        try self.init(json: json)
    }

    /// The payload as the contract's JSON, with any other members it arrived with after the two.
    package var json: JSON {
        var object = JSONObject()
        object["conversation_history"] = .array(conversationHistory.map(\.json))
        object["current_query"] = .string(currentQuery)
        for (key, value) in otherMembers.members { object[key] = value }
        for (key, value) in values.json.members where object[key] == nil { object[key] = value }
        return .object(object)
    }

    private static func message(_ json: JSON, at path: String) throws(AssistantError) -> ConversationMessage {
        guard let object = json.objectValue else {
            throw .invalidRequest("\(path) must be an object with 'role' and 'content', found \(json.kindName)")
        }
        guard let roleName = object["role"]?.stringValue else {
            throw .invalidRequest("\(path).role must be a string: \"user\" or \"assistant\"")
        }
        guard let role = ConversationMessage.Role(rawValue: roleName) else {
            throw .invalidRequest("\(path).role is '\(roleName)'; expected \"user\" or \"assistant\"")
        }
        guard let content = object["content"]?.stringValue else {
            throw .invalidRequest("\(path).content must be a string")
        }
        return ConversationMessage(role: role, content: content)
    }
}
