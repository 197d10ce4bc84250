import Foundation
import ShortcutKit
import Synchronization

/// The routes of `shortcuts serve`: the voice assistant contract, the matcher, and a health check.
///
/// - `POST /api/voice-assistant`: the contract's payload in (an `Idempotency-Key` header, when sent, keys
///   the turn's action), the answer out (200). A backend or action failure is 502; no backend for an
///   unmatched turn, or too many turns already waiting for it, is 503. All still carry
///   `sentenceSiriShouldSay` (for a failed action, whether it ran: `outcome`) and `continueConversation:
///   false`, so an app that only reads the contract says something sensible, plus `error`: what failed,
///   without the backend's URL or body, which go to the log line only.
/// - `POST /v1/match`: `{"utterance": "...", "now"?: ISO 8601, "timeZone"?: IANA name, "requireAppName"?: bool,
///   "flexible"?: bool, "threshold"?: 0…1, "margin"?: 0…1}` in, the `shortcuts match --json` object out.
///   The fields a request leaves out take the server's options (`Assistant.options`).
/// - `GET /healthz`: `{"status": "ok", "intents", "locale", "fulfillment", "options": {"flexible", "threshold",
///   "margin", "requireAppName"}, "registry"?: {"fnv1a", "loadedAt"}}`: what the server matches with,
///   whether it runs actions (`fulfillment`: false means a local answer says its dialog as written and
///   runs nothing), and which registry file it loaded when (`serve` reloads it on SIGHUP:
///   `replace(with:version:)`).
///
/// Anything else: 404 for an unknown path, 405 (with `Allow`) for a known path and another method, 400
/// for a body that is not what the route reads.
package struct AssistantService: Sendable {
    /// Which registry file the assistant was made from, for `/healthz`.
    package struct RegistryVersion: Sendable, Equatable {
        /// The FNV-1a (64-bit) of the file's bytes, in hexadecimal.
        package var contentHash: String
        package var loadedAt: Date

        package init(contentHash: String, loadedAt: Date) {
            self.contentHash = contentHash
            self.loadedAt = loadedAt
        }
    }

    private struct Current: Sendable {
        var assistant: Assistant
        var version: RegistryVersion?
    }

    /// Shared by every copy of the service, so that `replace` reaches every connection.
    private final class Box: Sendable {
        let current: Mutex<Current>
        init(_ current: Current) { self.current = Mutex(current) }
    }

    private let box: Box

    package init(assistant: Assistant, version: RegistryVersion? = nil) {
        box = Box(Current(assistant: assistant, version: version))
    }

    /// The assistant new requests are answered with.
    package var assistant: Assistant { box.current.withLock { $0.assistant } }

    /// Answers every request from now on with `assistant`; requests already begun finish with the one
    /// they began with (each takes the assistant once, when it starts).
    package func replace(with assistant: Assistant, version: RegistryVersion?) {
        box.current.withLock { $0 = Current(assistant: assistant, version: version) }
    }

    private static let routes: [String: String] = [
        "/api/voice-assistant": "POST", "/v1/match": "POST", "/healthz": "GET",
    ]

    /// Answers a request, asking the fallback backend when a turn needs it.
    package func respond(to request: HTTPRequest) async -> HTTPResponse {
        let current = box.current.withLock { $0 }
        switch immediateResponse(to: request, current) {
        case .some(let response): return response
        case .none: return await answerWithIO(request, current.assistant)
        }
    }

    /// The response to every request that needs no I/O (all but turns for the backend), else nil.
    ///
    /// A server calls this on the connection's own thread first: local answers then cost no hop to
    /// another thread, and stay fast whatever the executors are doing.
    package func immediateResponse(to request: HTTPRequest) -> HTTPResponse? {
        immediateResponse(to: request, box.current.withLock { $0 })
    }

    private func immediateResponse(to request: HTTPRequest, _ current: Current) -> HTTPResponse? {
        let assistant = current.assistant
        guard let method = Self.routes[request.path] else {
            return .error(
                404, "no route for \(request.path); routes: \(Self.routes.keys.sorted().joined(separator: ", "))")
        }
        guard request.method == method else {
            return .error(
                405, "\(request.path) takes \(method), not \(request.method)", headerFields: ["Allow": method])
        }
        switch request.path {
        case "/healthz":
            return .json(Self.health(current))
        case "/v1/match":
            return match(request, assistant)
        default:
            let payload: VoiceAssistantRequest
            do {
                payload = try Self.payload(of: request)
            } catch {
                return .error(400, error.description)
            }
            if let problem = assistant.matcher.problem(in: payload.values) {
                return .error(400, AssistantError.invalidRequest(problem).description)
            }
            switch assistant.decision(for: payload) {
            case .say(let answer): return .json(answer.json, source: answer.source.rawValue)
            case .act: return nil
            case .fallback(let reason):
                return assistant.fallback == nil ? Self.unanswered(.noLocalAnswer(reason: reason), assistant) : nil
            }
        }
    }

    /// A turn that needs I/O: an action to run, or the backend to ask (parsed again: it is cheap).
    private func answerWithIO(_ request: HTTPRequest, _ assistant: Assistant) async -> HTTPResponse {
        do {
            let answer = try await assistant.answer(try Self.payload(of: request))
            return .json(answer.json, source: answer.source.rawValue)
        } catch {
            if case .invalidRequest = error { return .error(400, error.description) }
            return Self.unanswered(error, assistant)
        }
    }

    /// The turn's payload, with the `Idempotency-Key` header as its key when the app sent one.
    private static func payload(of request: HTTPRequest) throws(AssistantError) -> VoiceAssistantRequest {
        var payload = try VoiceAssistantRequest(parsing: try text(of: request))
        if let key = request.headerField("Idempotency-Key") {
            try VoiceAssistantRequest.checkIdempotencyKey(key, from: "the Idempotency-Key header")
            payload.idempotencyKey = key
        }
        return payload
    }

    /// 502 when the backend or the action failed, 503 when there is no backend or it has too many turns
    /// already; all still tell Siri what to say (for an action, whether it ran, ran not, or may have). The
    /// client reads what failed; the log line also reads where and why.
    static func unanswered(_ error: AssistantError, _ assistant: Assistant) -> HTTPResponse {
        let isBusy = if case .overloaded = error { true } else { false }
        let status = error.isBackendFailure && !isBusy ? 502 : 503
        var body = JSONObject([
            ("sentenceSiriShouldSay", .string(assistant.sentence(for: error))), ("continueConversation", .bool(false)),
            ("error", .string(error.summary)), ("status", .integer(status)),
        ])
        var source: String? = status == 502 ? "llm" : nil
        if case .actionFailed(let intent, let failure) = error {
            body["intent"] = .string(intent)
            body["outcome"] = .string(failure.kind)
            source = "local"
        }
        var response = HTTPResponse.json(.object(body), status: status, source: source)
        if error.summary != error.description { response.logNote = error.description }
        return response
    }

    private func match(_ request: HTTPRequest, _ assistant: Assistant) -> HTTPResponse {
        let json: JSON
        do {
            json = try JSON(parsing: try Self.text(of: request))
        } catch {
            return .error(400, "the body is not JSON: \(error)")
        }
        guard let utterance = json["utterance"]?.stringValue else {
            return .error(400, #"expected {"utterance": "..."}; 'utterance' is missing or not a string"#)
        }
        var options = assistant.options
        for (key, flag) in [("requireAppName", \MatchOptions.requiresAppName), ("flexible", \MatchOptions.isFlexible)] {
            guard let value = json[key] else { continue }
            guard let bool = value.boolValue else { return .error(400, "'\(key)' must be a boolean") }
            options[keyPath: flag] = bool
        }
        for (key, score) in [("threshold", \MatchOptions.flexibleThreshold), ("margin", \MatchOptions.flexibleMargin)] {
            guard let value = json[key] else { continue }
            guard let number = value.doubleValue, (0...1).contains(number) else {
                return .error(400, "'\(key)' must be a number from 0 to 1")
            }
            options[keyPath: score] = number
        }
        if let object = json.objectValue {
            do {
                let clock = try VoiceAssistantRequest.clock(of: object)
                options.now = clock.now ?? options.now
                options.timeZone = clock.timeZone ?? options.timeZone
            } catch {
                guard case .invalidRequest(let message) = error else { return .error(400, error.description) }
                return .error(400, message)
            }
        }
        let values: RequestValues
        do {
            values = try RequestValues(entities: json["entities"], context: json["context"])
        } catch {
            return .error(400, error.description)
        }
        if let problem = assistant.matcher.problem(in: values) { return .error(400, problem) }
        let result = assistant.matcher.match(utterance, options: options, values: values)
        return .json(result.json, source: "local")
    }

    /// `/healthz`: the registry's size and the matching options every turn is read with, and, when the
    /// server knows it, which registry file it loaded and when.
    private static func health(_ current: Current) -> JSON {
        let (assistant, options) = (current.assistant, current.assistant.options)
        var health = JSON.object(
            JSONObject([
                "status": .string("ok"), "intents": .integer(assistant.matcher.registry.intents.count),
                "locale": .string(assistant.matcher.registry.locale),
                "fulfillment": .bool(assistant.fulfiller != nil),
                "options": .object(
                    JSONObject([
                        "flexible": .bool(options.isFlexible), "threshold": .double(options.flexibleThreshold),
                        "margin": .double(options.flexibleMargin), "requireAppName": .bool(options.requiresAppName),
                    ])),
            ]))
        if let version = current.version, case .object(var object) = health {
            let time = version.loadedAt.formatted(
                Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
            object["registry"] = .object(
                JSONObject(["fnv1a": .string(version.contentHash), "loadedAt": .string(time)]))
            health = .object(object)
        }
        return health
    }

    /// The body as text; a body that is not UTF-8 is a client error, not something to guess at.
    private static func text(of request: HTTPRequest) throws(AssistantError) -> String {
        guard let text = String(validating: request.body, as: UTF8.self) else {
            throw .invalidRequest("the body is not UTF-8")
        }
        return text
    }
}
