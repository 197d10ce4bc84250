import Foundation
import ShortcutKit

/// The options `ask` and `serve` share: which backend to fall back on, and how long to wait for it.
enum AssistantOptions {
    static let fallback = Command.Option.value(
        "fallback", "url", help: "The backend for turns no phrase answers (http or https URL of the contract).")
    static let timeout = Command.Option.value(
        "timeout", "seconds",
        help: "How long the backend may take for a turn, exactly (0.5 is half a second). Default: 30.")
    static let fallbackConnections = Command.Option.value(
        "fallback-connections", "count",
        help: "Turns with the backend at once (1 to 128); as many more wait, the next gets 503 at once. Default: 64.")

    static let fallbackLog = Command.Option.value(
        "fallback-log", "file",
        help: "Append one JSON line per turn sent to --fallback (utterance, reason, reply); off by default.")

    /// The usage error's message, when the options are wrong (these or `MatchingOptions`).
    struct Invalid: Error {
        var message: String
    }

    /// Loads the registry and builds the assistant, with the matching options `match` takes
    /// (`MatchingOptions`); `nil` after reporting why not (exit status 2).
    static func assistant(_ arguments: ParsedArguments, command: Command, console: Console) -> Assistant? {
        let fallback: FallbackClient?
        let options: MatchOptions
        do {
            fallback = try fallbackClient(arguments)
        } catch {
            _ = CLI.usageError(error.message, command: command, console: console)
            return nil
        }
        do {
            options = try MatchingOptions.options(arguments)
        } catch {
            _ = CLI.usageError(error.message, command: command, console: console)
            return nil
        }
        if arguments.value("fallback-log") != nil, fallback == nil {
            _ = CLI.usageError(
                "--fallback-log records the turns sent to the backend; give --fallback URL too", command: command,
                console: console)
            return nil
        }
        guard let registry = RegistryOption.load(arguments, console: console) else { return nil }
        var assistant: Assistant
        do {
            assistant = try Assistant(
                registry: registry, locale: arguments.value("locale"), options: options, fallback: fallback)
        } catch {
            console.writeError("error: \(error.description)\n")
            return nil
        }
        if let path = arguments.value("fallback-log") {
            do {
                assistant.fallbackLog = try FallbackLog.appending(toFile: path)
            } catch {
                console.writeError("error: \(error.description)\n")
                return nil
            }
        }
        return assistant
    }

    private static func fallbackClient(_ arguments: ParsedArguments) throws(Invalid) -> FallbackClient? {
        var timeout = Duration.seconds(30)
        if let text = arguments.value("timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw Invalid(message: "invalid --timeout '\(text)'; give seconds, such as 30 or 0.5")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        var connections = FallbackClient.defaultMaximumConcurrentTurns
        if let text = arguments.value("fallback-connections") {
            // With as many waiting, up to 128 keeps the turns for the backend to half of serve's 512
            // connections, so that local answers always have the other half.
            guard let count = Int(text), (1...128).contains(count) else {
                throw Invalid(message: "invalid --fallback-connections '\(text)'; give a count from 1 to 128")
            }
            connections = count
        }
        guard let text = arguments.value("fallback") else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            throw Invalid(message: "invalid --fallback '\(text)'; give an http or https URL")
        }
        return FallbackClient(url: url, timeout: timeout, limiter: FallbackLimiter(maximumConcurrent: connections))
    }
}
