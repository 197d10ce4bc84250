import AssistantTestSupport
import Foundation
import ShortcutCLI
import Testing

/// The documentation checked against the code, so that what a newcomer copies works.
///
/// - Every fenced Swift block is marked `swift compile` and type-checks against the built `ShortcutKit`
///   (`swiftc -typecheck` with `-I` to the build's modules: about half a second a block, in parallel).
/// - Every `<!-- generated: shortcuts … -->` region equals what that command prints today
///   (`Scripts/update-generated-docs.py` rewrites them).
/// - No command in the docs names the tool in a way that could run Apple's `/usr/bin/shortcuts`.
@Suite struct DocumentationTests {
    static let documents: [MarkdownDocument] = (try? MarkdownDocument.all()) ?? []

    /// A Swift block of a document, named by its place for the test's arguments.
    struct Snippet: Sendable, CustomTestStringConvertible {
        var place: String
        var info: String
        var code: String
        var testDescription: String { place }
    }

    static let swiftSnippets: [Snippet] = documents.flatMap { document in
        document.codeBlocks.filter { $0.info == "swift" || $0.info.hasPrefix("swift ") }.map {
            Snippet(place: "\(document.path):\($0.line)", info: $0.info, code: $0.code)
        }
    }

    @Test func theDocumentsAreFound() {
        let paths = Self.documents.map(\.path)
        #expect(paths.contains("README.md"))
        #expect(paths.contains("Docs/Lint.md"))
        #expect(!Self.swiftSnippets.isEmpty)
    }

    /// Marked so that a reader (and this test) knows the block is real code, not an excerpt: a program
    /// (`swift compile`) or a package manifest (`swift manifest`).
    @Test func everySwiftBlockIsMarkedCompiled() {
        for snippet in Self.swiftSnippets {
            #expect(
                ["swift compile", "swift manifest"].contains(snippet.info),
                "\(snippet.place): mark the block ```swift compile (a whole program) or ```swift manifest")
        }
    }

    /// A `Package.swift` in the docs loads as a manifest (without resolving its dependencies).
    @Test(arguments: swiftSnippets.filter { $0.info == "swift manifest" })
    func manifestSnippetLoads(_ snippet: Snippet) throws {
        let swift = try #require(toolchainTool("swift"), "no swift on PATH: put the Swift toolchain's bin on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Placeholder")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try snippet.code.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let outcome = try run(
            swift.executable, swift.prefix + ["package", "--package-path", folder.path, "dump-package"])
        #expect(outcome.status == 0, "\(snippet.place) is not a valid manifest:\n\(outcome.error)")
    }

    @Test(arguments: swiftSnippets.filter { $0.info == "swift compile" })
    func swiftSnippetTypeChecks(_ snippet: Snippet) throws {
        let modules = try #require(builtModules(), "no built ShortcutKit module: run `swift build` first")
        let compiler = try #require(toolchainTool("swiftc"), "no swiftc on PATH: put the Swift toolchain's bin on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A single file is the program's main file: top-level statements and `await` are allowed, as in a script.
        let file = folder.appendingPathComponent("main.swift")
        try snippet.code.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try run(
            compiler.executable,
            compiler.prefix + [
                "-typecheck", "-swift-version", "6", "-I", modules.path,
                "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
            ])
        #expect(outcome.status == 0, "\(snippet.place) does not compile:\n\(outcome.error)")
    }

    /// The output regions a command generates (the lint rule table, the shipped registry's lint) are
    /// that command's output, byte for byte.
    @Test(needsBuiltBinary) func generatedRegionsAreTheCommandsOutput() throws {
        var count = 0
        for document in Self.documents {
            for region in document.generatedRegions {
                count += 1
                let outcome = try runBinary(region.arguments, in: repositoryRoot)
                #expect(
                    outcome.output == region.content,
                    """
                    \(document.path):\(region.line): the output of 'shortcuts \(region.arguments.joined(separator: " "))' \
                    changed; run Scripts/update-generated-docs.py
                    """)
            }
        }
        #expect(count >= 2, "Docs/Lint.md holds the rule table and the shipped registry's lint")
    }

    /// `shortcuts …` alone would find Apple's `/usr/bin/shortcuts` first on a Mac (or nothing on a server).
    @Test func noCommandRunsABareShortcuts() {
        let shells: Set<String> = ["sh", "bash", "shell", "console", "yaml", "zsh"]
        for document in Self.documents {
            for block in document.codeBlocks {
                for (offset, line) in block.code.split(separator: "\n").enumerated() {
                    let place = "\(document.path):\(block.line + offset + 1)"
                    var command = line.drop { $0 == " " }
                    if command.hasPrefix("$ ") { command = command.dropFirst(2) }
                    if command.hasPrefix("run: ") { command = command.dropFirst(5) }
                    let isShell = shells.contains(block.info) || line.hasPrefix("$ ")
                    #expect(
                        !(isShell && (command.hasPrefix("shortcuts ") || command.contains("command -v shortcuts"))),
                        "\(place): '\(line)' runs whatever 'shortcuts' PATH finds; use swift run or a full path")
                    #expect(
                        !line.contains("[\"shortcuts\""), "\(place): a bare \"shortcuts\" in an argument list")
                }
            }
        }
    }

    /// Links between the pages point at files that exist (sections moved from the README into Docs/).
    @Test func relativeLinksResolve() {
        for document in Self.documents {
            for match in document.text.matches(of: #/\]\(([^)\s]+)\)/#) {
                let target = String(match.output.1)
                guard !target.hasPrefix("http"), !target.hasPrefix("#") else { continue }
                let file = String(target.prefix { $0 != "#" })
                let url = repositoryRoot.appendingPathComponent(document.path).deletingLastPathComponent()
                    .appendingPathComponent(file).standardized
                #expect(
                    FileManager.default.fileExists(atPath: url.path),
                    "\(document.path): the link \(target) leads nowhere")
            }
        }
    }

    /// The version lives in `CLI.version`; the changelog's newest release must be it.
    @Test func theChangelogsNewestReleaseIsTheVersion() throws {
        let changelog = try String(
            contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## [\(CLI.version)] - "), "CHANGELOG.md's newest release is '\(newest)'")
        #expect(runInProcess(["--version"]).output == "shortcuts \(CLI.version)\n")
    }

    /// The README is the front door: short, with the rest in Docs/.
    @Test func theReadmeStaysShort() throws {
        let size = try #require(Self.documents.first { $0.path == "README.md" }).text.utf8.count
        #expect(size <= 15 * 1024, "README.md is \(size) bytes; move detail into Docs/")
    }

    // MARK: Helpers

    /// The build's module folder (`.build/debug/Modules`).
    private func builtModules() -> URL? { Repository.builtModules }

    /// `swiftc` or `swift` from PATH, or through `xcrun` on a Mac whose PATH lacks it.
    private func toolchainTool(_ name: String) -> (executable: URL, prefix: [String])? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return (candidate, []) }
        }
        #if os(macOS)
            return (URL(fileURLWithPath: "/usr/bin/xcrun"), [name])
        #else
            return nil
        #endif
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let error = Pipe.closedOnExec()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: "", error: String(decoding: errorData, as: UTF8.self))
    }
}
