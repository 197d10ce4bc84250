import Foundation
import ShortcutKit
import ShortcutServer

/// The options `ask` and `serve` share: the registry, how to match, which backend to fall back on and how
/// long to wait for it.
struct AssistantOptions: ParsableOptions {
    var registry = RegistryOptions()
    var matching = MatchingOptions()
    var fallback: URL?
    var timeout: Duration?
    var fallbackConnections: Int?
    var fallbackLog: String?
    var fulfillment: URL?
    var fulfillmentTimeout: Duration?

    enum Declared {
        static let fallback = OptionDeclaration<AssistantOptions>.option(
            \.fallback, "fallback", "url",
            help: "The backend for turns no phrase answers (http or https URL of the contract)."
        ) { text throws(CommandError) in try url(text, option: "fallback") }
        static let timeout = OptionDeclaration<AssistantOptions>.option(
            \.timeout, "timeout", "seconds",
            help: "How long the backend may take for a turn, exactly (0.5 is half a second). Default: 30."
        ) { text throws(CommandError) in try seconds(text, option: "timeout") }
        static let fulfillment = OptionDeclaration<AssistantOptions>.option(
            \.fulfillment, "fulfillment", "url",
            help:
                "The backend's action endpoint: a complete local match POSTs its intent and parameters there, once, and says its result. Default: none (the dialog is said as written and nothing runs)."
        ) { text throws(CommandError) in try url(text, option: "fulfillment") }
        static let fulfillmentTimeout = OptionDeclaration<AssistantOptions>.option(
            \.fulfillmentTimeout, "fulfillment-timeout", "seconds",
            help: "How long an action may take; past it Siri says the outcome is unknown. Default: 10."
        ) { text throws(CommandError) in try seconds(text, option: "fulfillment-timeout") }

        private static func url(_ text: String, option: String) throws(CommandError) -> URL {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else { throw .usage("invalid --\(option) '\(text)'; give an http or https URL") }
            return url
        }

        private static func seconds(_ text: String, option: String) throws(CommandError) -> Duration {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw .usage("invalid --\(option) '\(text)'; give seconds, such as 30 or 0.5")
            }
            return .milliseconds(Int64((seconds * 1000).rounded()))
        }
        static let fallbackConnections = OptionDeclaration<AssistantOptions>.option(
            \.fallbackConnections, "fallback-connections", "count",
            help:
                "Turns with the backend at once (1 to 128); as many more wait, the next gets 503 at once. Default: 64."
        ) { text throws(CommandError) in
            // With as many waiting, up to 128 keeps the turns for the backend to half of serve's 512
            // connections, so that local answers always have the other half.
            guard let count = Int(text), (1...128).contains(count) else {
                throw .usage("invalid --fallback-connections '\(text)'; give a count from 1 to 128")
            }
            return count
        }
        static let fallbackLog = OptionDeclaration<AssistantOptions>.option(
            \.fallbackLog, "fallback-log", "file",
            help: "Append one JSON line per turn sent to --fallback (utterance, reason, reply); off by default.")
    }

    /// The backend's options; `ask` and `serve` list them, `registry` and `matching` among their own.
    static let declarations = [
        Declared.fallback, Declared.fallbackLog, Declared.timeout, Declared.fallbackConnections, Declared.fulfillment,
        Declared.fulfillmentTimeout,
    ]

    func validate() throws(CommandError) {
        if fallbackLog != nil, fallback == nil {
            throw .usage("--fallback-log records the turns sent to the backend; give --fallback URL too")
        }
        if fulfillmentTimeout != nil, fulfillment == nil {
            throw .usage("--fulfillment-timeout bounds the calls to the action endpoint; give --fulfillment URL too")
        }
    }

    /// Loads the registry and builds the assistant, with the matching options `match` takes.
    func assistant(_ console: Console) throws(CommandError) -> Assistant {
        try assistant(for: registry.load(console))
    }

    /// The assistant for a registry already loaded. With `previous` (a registry reloaded), it keeps
    /// that assistant's fallback client, fulfiller and log, so the bounds on turns with the backend
    /// hold across the reload and the log file is not opened twice.
    func assistant(for registry: Registry, replacing previous: Assistant? = nil) throws(CommandError) -> Assistant {
        let fallback: FallbackClient?
        if let previous {
            fallback = previous.fallback
        } else {
            fallback = self.fallback.map { url in
                // Plain HTTP goes through the server's own client, whose deadline and reply limit hold
                // against any backend; TLS needs URLSession, the library's default.
                FallbackClient(
                    url: url, timeout: timeout ?? .seconds(30),
                    transport: url.scheme?.lowercased() == "http" ? HTTPClientTransport() : nil,
                    limiter: FallbackLimiter(
                        maximumConcurrent: fallbackConnections ?? FallbackClient.defaultMaximumConcurrentTurns))
            }
        }
        // The action endpoint, like the fallback, through the server's own client for plain HTTP: whether
        // a byte of an action left is then known exactly, and its deadline holds against any backend.
        let fulfiller: (any Fulfiller)? =
            previous?.fulfiller
            ?? fulfillment.map { url in
                FulfillmentClient(
                    url: url, timeout: fulfillmentTimeout ?? FulfillmentClient.defaultTimeout,
                    transport: url.scheme?.lowercased() == "http" ? HTTPClientTransport() : nil,
                    limiter: FallbackLimiter(
                        maximumConcurrent: fallbackConnections ?? FallbackClient.defaultMaximumConcurrentTurns))
            }
        var assistant: Assistant
        do {
            assistant = try Assistant(
                registry: registry, locale: matching.locale, options: matching.matchOptions, fallback: fallback,
                fulfiller: fulfiller)
        } catch {
            throw .registry(error)
        }
        if let previous {
            assistant.fallbackLog = previous.fallbackLog
        } else if let fallbackLog {
            do {
                assistant.fallbackLog = try FallbackLog.appending(toFile: fallbackLog)
            } catch {
                throw .invalidInput(error.description)
            }
        }
        return assistant
    }
}
