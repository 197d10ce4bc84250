import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// The library's public API, as the compiler sees it, against the reviewed list in `API/ShortcutKit.txt`.
///
/// A declaration made public by accident, or a public one renamed or removed, changes the list and fails
/// this test (as `swift package diagnose-api-breaking-changes` would against a tag), so every change to
/// the surface is a deliberate diff in review. The list comes from `swift-symbolgraph-extract` run on
/// the debug build's `ShortcutKit.swiftmodule`: one line per public declaration, sorted. The same
/// extraction checks that each public declaration has a `///` comment of its own.
///
/// Without the tool or the built module the test is disabled, except under CI (`CI=true`), where it
/// fails instead: a guard that quietly skips guards nothing.
@Suite struct PublicAPITests {
    /// The checked-in list.
    static let listURL = repositoryRoot.appendingPathComponent("API/ShortcutKit.txt")
    /// How to accept a deliberate change: named in every failure.
    static let updateCommand = "SHORTCUTS_UPDATE_API=1 swift test --filter PublicAPITests"

    @Test(.enabled(if: SymbolGraph.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"))
    func thePublicAPIIsTheReviewedList() throws {
        let graph = try SymbolGraph.extract()
        let lines = graph.apiLines
        let listed = (try? String(contentsOf: Self.listURL, encoding: .utf8)) ?? ""
        let expected = listed.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if ProcessInfo.processInfo.environment["SHORTCUTS_UPDATE_API"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.listURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(to: Self.listURL, atomically: true, encoding: .utf8)
            return
        }
        let added = Set(lines).subtracting(expected).sorted()
        let removed = Set(expected).subtracting(lines).sorted()
        #expect(
            added.isEmpty && removed.isEmpty && lines == expected,
            """
            the public API of ShortcutKit differs from API/ShortcutKit.txt:
            \(added.map { "+ \($0)" }.joined(separator: "\n"))
            \(removed.map { "- \($0)" }.joined(separator: "\n"))
            If the change is deliberate, update the list with `\(Self.updateCommand)`, review its diff, and
            note the change in CHANGELOG.md; otherwise make the declaration `package` or `internal`.
            """)
    }

    @Test(.enabled(if: SymbolGraph.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"))
    func everyPublicDeclarationHasADocComment() throws {
        let undocumented = try SymbolGraph.extract().undocumented
        #expect(
            undocumented.isEmpty,
            """
            public declarations without a /// comment that says what they are for:
            \(undocumented.joined(separator: "\n"))
            """)
    }
}

/// The symbols of `ShortcutKit`, from `swift-symbolgraph-extract`.
struct SymbolGraph {
    /// One public declaration: where it is, what it declares, and whether its own source documents it.
    struct Symbol {
        var line: String
        /// The declaration's dotted path, which the list is sorted by (a type before its members).
        var path: String
        var place: String?
        var isDocumented: Bool
    }

    var symbols: [Symbol]

    /// One line per declaration, sorted: `Path.to.member: declaration`, and for a type its conformances.
    var apiLines: [String] {
        var seen: Set<String> = []
        return symbols.sorted { ($0.path, $0.line) < ($1.path, $1.line) }.map(\.line).filter {
            seen.insert($0).inserted
        }
    }

    /// The declarations written in the library's sources that have no `///` comment of their own.
    var undocumented: [String] {
        symbols.filter { !$0.isDocumented && $0.place != nil }.map { "\($0.place!): \($0.line)" }.sorted()
    }

    /// The build's module folder (`.build/debug/Modules`).
    static var modules: URL? { Repository.builtModules }

    /// `swift-symbolgraph-extract` from PATH, or beside `swift` in the toolchain, or through `xcrun`.
    static let tool: (executable: URL, prefix: [String])? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return (candidate, []) }
        }
        #if os(macOS)
            return (URL(fileURLWithPath: "/usr/bin/xcrun"), ["swift-symbolgraph-extract"])
        #else
            return nil
        #endif
    }()

    static var isAvailable: Bool { modules != nil && tool != nil }

    /// The target triple the module was built for: the machine the tests run on.
    static var targetTriple: String {
        #if arch(arm64)
            let arch = "aarch64"
        #else
            let arch = "x86_64"
        #endif
        #if os(macOS)
            return "\(arch == "aarch64" ? "arm64" : arch)-apple-macosx15.0"
        #else
            return "\(arch)-unknown-linux-gnu"
        #endif
    }

    /// Runs the extractor on the built module and reads its output.
    static func extract() throws -> SymbolGraph {
        let modules = try #require(modules, "no built ShortcutKit module beside the tests: run `swift build` first")
        let tool = try #require(
            tool, "no swift-symbolgraph-extract: put the Swift toolchain's bin on PATH (it ships with the toolchain)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = [
            "-module-name", "ShortcutKit", "-I", modules.path, "-target", targetTriple,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
        ]
        #if os(macOS)
            arguments += ["-sdk", try sdkPath()]
        #endif
        let process = Process()
        process.executableURL = tool.executable
        process.arguments = tool.prefix + arguments
        let errors = Pipe.closedOnExec()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed:\n\(message)")
        var symbols: [Symbol] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            symbols += try Self.symbols(in: JSON(parsing: text))
        }
        return SymbolGraph(symbols: symbols)
    }

    #if os(macOS)
        private static func sdkPath() throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["--show-sdk-path"]
            let pipe = Pipe.closedOnExec()
            process.standardOutput = pipe
            try process.run()
            let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return path.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    #endif

    /// Conformances every type has or that depend on the compiler version, left out of the list.
    static let implicitConformances: Set<String> = [
        "Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable",
    ]

    /// The public symbols of one symbol graph file, rendered as lines.
    static func symbols(in graph: JSON) throws -> [Symbol] {
        let entries = try #require(graph["symbols"]?.arrayValue, "a symbol graph without symbols")
        // A protocol of this module has no fallback name in a relationship: name it by its own symbol.
        var names: [String: String] = [:]
        for entry in entries {
            if let id = entry["identifier"]?["precise"]?.stringValue {
                names[id] = (entry["pathComponents"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ".")
            }
        }
        var conformances: [String: [String]] = [:]
        for relationship in graph["relationships"]?.arrayValue ?? [] where relationship["kind"] == "conformsTo" {
            guard let source = relationship["source"]?.stringValue,
                let targetID = relationship["target"]?.stringValue,
                let target = relationship["targetFallback"]?.stringValue ?? names[targetID],
                !implicitConformances.contains(target)
            else { continue }
            // Module names differ by platform (FoundationEssentials.LocalizedError on Linux).
            conformances[source, default: []].append(String(target.split(separator: ".").last ?? ""))
        }
        return entries.compactMap { entry -> Symbol? in
            guard entry["accessLevel"] == "public", let id = entry["identifier"]?["precise"]?.stringValue,
                !id.contains("::SYNTHESIZED::")
            else { return nil }
            let path = (entry["pathComponents"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ".")
            let declaration = (entry["declarationFragments"]?.arrayValue ?? []).compactMap {
                $0["spelling"]?.stringValue
            }
            .joined()
            var context = path
            if let constraints = entry["swiftExtension"]?["constraints"]?.arrayValue, !constraints.isEmpty {
                let clauses = constraints.compactMap { constraint -> String? in
                    guard let lhs = constraint["lhs"]?.stringValue, let rhs = constraint["rhs"]?.stringValue else {
                        return nil
                    }
                    return "\(lhs) \(constraint["kind"] == "sameType" ? "==" : ":") \(rhs)"
                }
                context += " where \(clauses.joined(separator: ", "))"
            }
            var line = "\(context): \(declaration)"
            if let conforming = conformances[id], !conforming.isEmpty, entry["kind"]?["identifier"] != "swift.protocol"
            {
                line += " : \(Set(conforming).sorted().joined(separator: ", "))"
            }
            let ownDoc = entry["docComment"]?["module"]?.stringValue.map { $0 == "ShortcutKit" } ?? false
            let hasDoc = entry["docComment"] != nil && (entry["docComment"]?["module"] == nil || ownDoc)
            var place: String?
            if let uri = entry["location"]?["uri"]?.stringValue,
                let line = entry["location"]?["position"]?["line"]?.intValue
            {
                let file = uri.components(separatedBy: "/Sources/").last ?? uri
                place = "Sources/\(file):\(line + 1)"
            }
            return Symbol(line: line, path: context, place: place, isDocumented: hasDoc)
        }
    }
}
