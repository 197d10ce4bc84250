import AssistantTestSupport
import Foundation
import Testing

@testable import ShortcutKit

/// Type-checks generated Swift against the AppIntents stand-in, with the toolchain that runs the tests.
///
/// The stand-ins (`Fixtures/<Module>StandIn.swift`: AppIntents, UIKit, Intents, IntentsUI, SwiftUI) are
/// compiled into modules of those names in a temporary folder; the generated file and the app's own declarations (intents, entity types) are then
/// type-checked against it in Swift 6 mode.
struct SwiftTypeChecker {
    let swiftc: URL
    let directory: URL

    init() throws {
        swiftc = try #require(Self.findSwiftc(), "no swiftc: set SWIFTC or put the toolchain on PATH")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcuts-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Each module after those it imports.
        for module in ["AppIntents", "UIKit", "Intents", "IntentsUI", "SwiftUI"] {
            let standIn = try FormatFixtures.url("\(module)StandIn.swift")
            let result = try run([
                "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-I",
                directory.path, "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                standIn.path,
            ])
            try #require(result.status == 0, "the \(module) stand-in does not compile:\n\(result.output)")
        }
    }

    /// The first `swiftc` of `$SWIFTC`, the folders of `$PATH`, and the usual toolchain places.
    static func findSwiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(folder)/swiftc") }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// Type-checks the files (name → text) together against the stand-in.
    func typecheck(_ files: [String: String]) throws -> (status: Int32, output: String) {
        var paths: [String] = []
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try run(
            ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", directory.path] + paths.sorted())
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe.closedOnExec()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The app's side for a registry: an `AppIntent` per intent, with an `@Parameter` for each parameter (a
    /// built-in type as App Intents has it: `String`, `Int`, `Double`, `IntentCurrencyAmount`), and an
    /// `AppEntity` with its query per entity type; enums and request-value entities too unless the generated
    /// file declares them (`includingEnums: false` for an export with types).
    static func appDeclarations(for registry: Registry, includingEnums: Bool) -> String {
        var lines = ["import AppIntents", ""]
        for type in registry.types {
            switch type.kind {
            case .entity where includingEnums || !SwiftProviderExporter.writesEntity(for: type):
                lines += [
                    "struct \(type.name): AppEntity {",
                    "    var id: String",
                    "    static var typeDisplayRepresentation: TypeDisplayRepresentation { \"\(type.title)\" }",
                    "    static var defaultQuery: \(type.name)Query { \(type.name)Query() }",
                    "    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: \"\\(id)\") }",
                    "}", "",
                    "struct \(type.name)Query: EntityQuery {",
                    "    func entities(for identifiers: [String]) async throws -> [\(type.name)] { [] }",
                    "}", "",
                ]
            case .entity:
                break
            case .enum where includingEnums:
                lines.append("enum \(type.name): String, AppEnum {")
                for value in type.values { lines.append("    case \(SwiftSource.caseName(for: value.identifier))") }
                lines += [
                    "    static var typeDisplayRepresentation: TypeDisplayRepresentation { \"\(type.title)\" }",
                    "    static var caseDisplayRepresentations: [\(type.name): DisplayRepresentation] { [:] }",
                    "}", "",
                ]
            case .enum:
                break
            }
        }
        for intent in registry.intents {
            lines.append("struct \(intent.name): AppIntent {")
            lines.append("    static var title: LocalizedStringResource { \"\(intent.title)\" }")
            for parameter in intent.parameters {
                let swiftType =
                    switch parameter.type {
                    case .named(let typeName): typeName
                    case .string: "String"
                    case .integer: "Int"
                    case .number: "Double"
                    case .currency: "IntentCurrencyAmount"
                    case .date, .time: "Date"
                    case .duration: "Measurement<UnitDuration>"
                    case .percent: "Double"
                    }
                lines.append("    @Parameter(title: \"\(parameter.title)\") var \(parameter.name): \(swiftType)")
            }
            lines += ["    func perform() async throws -> EmptyIntentResult { EmptyIntentResult() }", "}", ""]
        }
        return lines.joined(separator: "\n")
    }
}
