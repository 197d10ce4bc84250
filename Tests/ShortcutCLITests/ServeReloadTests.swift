import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts serve` reloading its registry on SIGHUP, through the built binary, with a turn in flight.
@Suite(needsBuiltBinary)
struct ServeReloadTests {
    static func health(_ port: Int) async throws -> JSON {
        try JSON(parsing: try await ServeCommandTests.exchange(port, "GET /healthz HTTP/1.1\r\n\r\n").body)
    }

    static func say(_ port: Int, _ query: String) async throws -> String? {
        let body = try await ServeCommandTests.turn(port, #"{"current_query": "\#(query)"}"#).body
        return try JSON(parsing: body)["sentenceSiriShouldSay"]?.stringValue
    }

    @Test func sighupSwapsInTheEditedRegistryAndKeepsTheOldOneWhenTheNewFailsToLoad() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let registry = directory.appendingPathComponent("shortcuts.json")
        let shipped = try Data(contentsOf: URL(fileURLWithPath: shippedRegistry))
        try shipped.write(to: registry)
        let gate = Gate()
        let backend = try FakeBackend(.held(gate))
        defer { backend.stop() }
        let server = try await onThread {
            try ServeProcess(["--fallback", backend.url.absoluteString], registry: registry.path)
        }
        let before = try await Self.health(server.port)
        let firstHash = try #require(before["registry"]?["fnv1a"]?.stringValue)
        #expect(
            try await Self.say(server.port, "talk to villager in VillagePay")
                == "Hi, I'm the villager. What can I do for you?")

        // A turn in flight, held at the backend across both reloads.
        let held = Task { try await ServeCommandTests.turn(server.port, #"{"current_query": "sing"}"#) }
        #expect(await gate.arrivals(1))

        // The dialog edited, and the key of its translation with it.
        let edited = String(decoding: shipped, as: UTF8.self)
            .replacingOccurrences(of: "Hi, I'm the villager. What can I do for you?", with: "Hi, I was reloaded.")
        try Data(edited.utf8).write(to: registry)
        server.send(SIGHUP)
        #expect(try await onThread { server.waitForStandardError(containing: "reloaded ") }, "\(server.standardError)")
        #expect(try await Self.say(server.port, "talk to villager in VillagePay") == "Hi, I was reloaded.")
        let after = try await Self.health(server.port)
        let secondHash = try #require(after["registry"]?["fnv1a"]?.stringValue)
        #expect(secondHash != firstHash)
        #expect(after["registry"]?["loadedAt"] != before["registry"]?["loadedAt"])

        // A registry that does not load: the error is logged with its place, the edited one still serves.
        try Data("{\"version\": 1, \"intents\": [\n".utf8).write(to: registry)
        server.send(SIGHUP)
        #expect(try await onThread { server.waitForStandardError(containing: "reload failed") })
        #expect(try await Self.say(server.port, "talk to villager in VillagePay") == "Hi, I was reloaded.")
        #expect(try await Self.health(server.port)["registry"]?["fnv1a"]?.stringValue == secondHash)

        gate.open()
        #expect(try await held.value.status == 200)
        #expect(try await onThread { server.stop() } == 0)
        let failure = server.standardError.split(separator: "\n").first { $0.contains("reload failed") }
        #expect(failure?.contains("still serving the previous registry: \(registry.path): invalid JSON") == true)
        #expect(failure?.contains(#"--> \#(registry.path):2:1"#) == true, "\(failure ?? "")")
    }
}
