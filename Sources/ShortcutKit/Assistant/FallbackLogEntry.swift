import Foundation

/// One turn that went to the fallback backend, as the fallback log records it: one JSON line.
///
/// The line is what `shortcuts suggest` learns from: the utterance, why the registry did not answer it,
/// the intent that came nearest (what `match --explain` shows), and the backend's reply, whose `intent`
/// member (when the backend names one) is copied to the top level so that a log can be fed to `suggest`
/// as it is. Nothing else of the request is kept: not the conversation history, not other members.
///
/// ```
/// {"time":"2026-12-01T06:00:00.000Z","utterance":"how much is in my savings","reason":"noPhrase",
///  "nearest":{"intent":"CheckBalanceIntent","score":0.62},"intent":"CheckBalanceIntent",
///  "reply":{"sentenceSiriShouldSay":"You have $20.","continueConversation":false,"intent":"CheckBalanceIntent"}}
/// ```
package struct FallbackLogEntry: Sendable, Equatable {
    /// When the turn was answered (or failed).
    package internal(set) var time: Date
    /// The turn's `current_query`, as received.
    package internal(set) var utterance: String
    /// Why the registry did not answer; the line spells it by its `code` (`noPhrase`, `ambiguous`,
    /// `belowThreshold`, `negativePhrase`, `tooLong`).
    package internal(set) var reason: MatchResult.NoMatchReason
    /// The intent whose best flexible parse came nearest (what `match --explain` shows first); nil without
    /// any parse.
    package internal(set) var nearestIntent: String?
    /// The flexible score of that parse, from 0 to 1.
    package internal(set) var nearestScore: Double?
    /// The backend's reply; nil when the backend failed.
    package internal(set) var reply: VoiceAssistantResponse?
    /// The failure's kind (`timedOut`, `unreachable`, …) when the backend failed.
    package internal(set) var error: String?

    /// 16 KiB: an utterance is a sentence and a reply a sentence or two; a longer line would be a
    /// reply carrying a payload of its own, which the log has no use for.
    package static let maximumLineLength = 16 * 1024
    /// How much of a string a line over the limit keeps.
    static let truncatedStringLength = 1024

    /// An entry, as the assistant makes it for a turn; public so that tests and other sinks can build one.
    package init(
        time: Date, utterance: String, reason: MatchResult.NoMatchReason, nearestIntent: String?, nearestScore: Double?,
        reply: VoiceAssistantResponse?, error: String? = nil
    ) {
        self.time = time
        self.utterance = utterance
        self.reason = reason
        self.nearestIntent = nearestIntent
        self.nearestScore = nearestScore
        self.reply = reply
        self.error = error
    }

    /// The intent the backend named in its reply, if it sent a string `intent` member.
    package var backendIntent: String? {
        reply.flatMap { $0.backendIntent ?? $0.otherMembers["intent"]?.stringValue }
    }

    /// The entry as JSON, whole.
    package var json: JSON { json(bounded: false) }

    /// The entry as one line of JSON, without its newline, at most `maximumLineLength` bytes: a reply's
    /// extra members are left out first, then long strings are cut, and `"truncated": true` says so.
    package var line: String {
        let whole = json(bounded: false).compactText
        guard whole.utf8.count > Self.maximumLineLength else { return whole }
        return json(bounded: true).compactText
    }

    private func json(bounded: Bool) -> JSON {
        func cut(_ text: String) -> String {
            guard bounded, text.utf8.count > Self.truncatedStringLength else { return text }
            var result = ""
            for character in text {
                guard result.utf8.count + character.utf8.count <= Self.truncatedStringLength else { break }
                result.append(character)
            }
            return result
        }
        var object = JSONObject()
        object["time"] = .string(Self.timeText(time))
        object["utterance"] = .string(cut(utterance))
        object["reason"] = .string(reason.code)
        if let nearestIntent {
            object["nearest"] = .object(
                JSONObject([("intent", .string(cut(nearestIntent))), ("score", .number(nearestScore ?? 0))]))
        }
        if let backendIntent { object["intent"] = .string(cut(backendIntent)) }
        if let reply {
            var fields = JSONObject()
            fields["sentenceSiriShouldSay"] = .string(cut(reply.sentenceSiriShouldSay))
            fields["continueConversation"] = .bool(reply.continueConversation)
            if let backendIntent { fields["intent"] = .string(cut(backendIntent)) }
            if !bounded {
                for (key, value) in reply.otherMembers.members where fields[key] == nil { fields[key] = value }
            }
            object["reply"] = .object(fields)
        }
        if let error { object["error"] = .string(error) }
        if bounded { object["truncated"] = .bool(true) }
        return .object(object)
    }

    /// UTC, with milliseconds: `2026-12-01T06:00:00.000Z`.
    static func timeText(_ time: Date) -> String {
        time.formatted(
            Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
    }
}
