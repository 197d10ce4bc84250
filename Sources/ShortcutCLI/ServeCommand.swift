import Dispatch
import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization

extension Command {
    static let serve = Command(
        name: "serve",
        abstract: "Serve the voice assistant contract over HTTP, falling back to a backend.",
        discussion: """
            Routes: POST /api/voice-assistant (the contract, answered as 'shortcuts ask' answers it),
            POST /v1/match ({"utterance": "..."} -> the 'match --json' object), GET /healthz.
            Errors are JSON {"error", "status"} and close the connection: 400 malformed, 404 unknown
            path, 405 wrong method, 408 a head not whole 2 s or a request not whole 10 s after its
            first byte, 413 body over
            64 KiB; 502 when the backend fails, 503 when a turn needs one and there is none or
            --fallback-connections turns are with it and as many wait (all still carry
            sentenceSiriShouldSay). Idle connections close after 5 s; 503 beyond 512 connections, or
            256 from one address.
            Logs one line per request to stderr: method, path, status, source, microseconds; control
            characters escaped. Lines stderr does not take in time are dropped and counted, never waited for.
            Stops cleanly on SIGINT or SIGTERM. SIGHUP loads the registry again: new requests use it
            once it has loaded, those in flight finish with the old one, and one that fails to load is
            logged and the old one kept. /healthz reports the registry file's FNV-1a and load time.

            The matching options mean what they mean for 'shortcuts ask'; /healthz reports them, and
            they are /v1/match's defaults, which a request's own fields override.

            --fulfillment URL runs each complete local match against the backend's action endpoint,
            as 'shortcuts ask' does (see 'shortcuts help ask'); the app's Idempotency-Key header or
            "idempotency_key" member keys the action, else one is derived from the turn. A failed
            action is 502 with the sentence that says whether it ran. /healthz says "fulfillment".
            """,
        options: ServeCommandOptions.self,
        exitStatuses: [
            (.success, "Stopped by SIGINT or SIGTERM."),
            (.usageError, "Bad usage, a registry that cannot be read, or an address that cannot be listened on."),
        ],
        run: runServe)
}

/// The options of `shortcuts serve`, declared once for its parser and its help.
struct ServeCommandOptions: ParsableOptions {
    var assistant = AssistantOptions()
    var host: String?
    var port: Int?

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.assistant.registry), .group(\.assistant),
        .option(\.host, "host", "address", help: "The IPv4 address to listen on. Default: 127.0.0.1."),
        .option(\.port, "port", "number", help: "The port to listen on; 0 picks a free one. Default: 8080.") {
            text throws(CommandError) in
            guard let port = Int(text), (0...65535).contains(port) else {
                throw .usage("invalid --port '\(text)'; give 0 to 65535")
            }
            return port
        },
        .group(\.assistant.matching),
    ]

    func validate() throws(CommandError) { try assistant.validate() }
}

private func runServe(_ arguments: ServeCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    let (host, port) = (arguments.host ?? "127.0.0.1", arguments.port ?? 8080)
    let (registry, contentHash) = try arguments.assistant.registry.loadHashed(console)
    let assistant = try arguments.assistant.assistant(for: registry)
    if let milliseconds = prepareFlexibleMatching(assistant, arguments) {
        console.writeError("prepared flexible matching in \(milliseconds) ms\n")
    }
    let service = AssistantService(
        assistant: assistant, version: .init(contentHash: contentHash, loadedAt: Date()))
    let log = ServeLog()
    let server = HTTPServer(
        configuration: .init(host: host, port: port), log: { log.append($0) },
        immediate: { service.immediateResponse(to: $0) }, handler: { await service.respond(to: $0) })
    let boundPort: Int
    do {
        boundPort = try server.start()
    } catch .addressInUse(let host, let port) {
        throw .invalidInput("\(host):\(port) is already in use; stop the other server or pass another --port")
    } catch {
        throw .invalidInput(error.description)
    }
    // The signals are trapped before "listening on" is said: a supervisor that stops the server as soon
    // as it is ready must find SIGTERM handled, not the default action that kills it mid-request.
    let trap = SignalTrap { _ in server.stop() }
    let hangUp = DispatchSemaphore(value: 0)
    let reloadTrap = SignalTrap(signals: [SIGHUP]) { _ in hangUp.signal() }
    let fallback = assistant.fallback?.exchange.url.absoluteString ?? "none"
    let fulfillment = arguments.assistant.fulfillment?.absoluteString ?? "none"
    console.writeError(
        "listening on http://\(host):\(boundPort) (fallback: \(fallback), fulfillment: \(fulfillment))\n")
    // Log lines are written here, on the command's thread, straight to the descriptor: the console's own
    // writes wait for as long as a full standard error is not read, and these must not. Reloads run here
    // too, so that requests never wait for one.
    let clock = ContinuousClock()
    while !server.waitUntilStopped(timeout: .zero) {
        log.write(to: 2, waitingUpTo: .milliseconds(200), until: clock.now.advanced(by: .milliseconds(200)))
        if hangUp.wait(timeout: .now()) == .success {
            log.append(reload(service, arguments, console))
        }
    }
    reloadTrap.cancel()
    log.append("stopped")
    let deadline = clock.now.advanced(by: ServeLog.finalGrace)
    while clock.now < deadline, log.hasUnwritten {
        log.write(to: 2, waitingUpTo: .zero, until: deadline)
    }
    trap.cancel()
    return .success
}

/// With `--flexible` or a fallback log (which names each fallback's nearest flexible parse), a turn that
/// misses strictly matches flexibly: its vocabulary is made before the server answers with the assistant,
/// not by the first such request. A `/v1/match` asking for `"flexible": true` alone still makes it lazily.
/// How long it took, in milliseconds, when it was made.
private func prepareFlexibleMatching(_ assistant: Assistant, _ arguments: ServeCommandOptions) -> Int? {
    guard arguments.assistant.matching.isFlexible || arguments.assistant.fallbackLog != nil else { return nil }
    let clock = ContinuousClock()
    let start = clock.now
    guard assistant.matcher.prepareFlexibleMatching() else { return nil }
    let elapsed = (clock.now - start).components
    return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
}

/// Loads and compiles the registry file again beside the one being served, and swaps it in when it
/// loaded: new requests use it, requests in flight finish with the old one. On failure the old one stays.
/// The line to log either way.
private func reload(_ service: AssistantService, _ arguments: ServeCommandOptions, _ console: Console) -> String {
    do throws(CommandError) {
        let (registry, contentHash) = try arguments.assistant.registry.loadHashed(console)
        let assistant = try arguments.assistant.assistant(for: registry, replacing: service.assistant)
        let prepared = prepareFlexibleMatching(assistant, arguments).map { ", flexible matching in \($0) ms" } ?? ""
        service.replace(with: assistant, version: .init(contentHash: contentHash, loadedAt: Date()))
        return "reloaded \(arguments.assistant.registry.path(console)): \(registry.intents.count) intents, "
            + "fnv1a \(contentHash)\(prepared)"
    } catch {
        return "reload failed, still serving the previous registry: \(error.messages.joined(separator: "; "))"
    }
}
