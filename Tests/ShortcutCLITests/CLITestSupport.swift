import AssistantTestSupport
import Foundation
import ShortcutCLI
import Testing

let repositoryRoot = Repository.root
let shippedRegistry = Repository.shippedRegistry

/// What a command wrote and how it exited.
struct Outcome {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `shortcuts` in-process with a captured console.
func runInProcess(_ arguments: [String], input: String = "", environment: [String: String] = [:]) -> Outcome {
    let console = CapturedConsole(input: input, environment: environment)
    let status = CLI.run(arguments, console: console)
    return Outcome(status: status.rawValue, output: console.output, error: console.error)
}

/// The `shortcuts` binary that `swift build` put beside the test bundle.
func builtBinary() -> URL? { Repository.builtProduct("shortcuts") }

/// Whether the tests run under CI, which sets `CI=true` (GitHub Actions, GitLab, `.ci/run`).
let isRunningUnderCI = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// The trait of every suite that runs the built binary.
///
/// On a developer's machine a missing binary skips the suite with a note (`swift test` before any
/// `swift build`); under CI the suite runs and fails, so a build that lost its binary cannot pass as green.
let needsBuiltBinary: ConditionTrait = .enabled(
    if: isRunningUnderCI || builtBinary() != nil, "needs the shortcuts binary; `swift build` makes it")

/// Thrown when an end-to-end test runs without the built binary (only under CI; elsewhere it is skipped).
struct MissingBinary: Error, CustomStringConvertible {
    var description: String {
        "no built shortcuts binary beside the test bundle or under .build/: run `swift build` before `swift test`"
    }
}

/// Runs the built binary as a user would, with separate stdout and stderr, in `directory`.
func runBinary(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in directory: URL = repositoryRoot
) throws -> Outcome {
    guard let binary = builtBinary() else { throw MissingBinary() }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe.closedOnExec()
    let error = Pipe.closedOnExec()
    let stdin = Pipe.closedOnExec()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
        status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
        error: String(decoding: errData, as: UTF8.self))
}

/// The built binary kept running as a co-process, as a server in another language keeps it: one line
/// written, one line read back, while its input stays open.
final class CoProcess {
    private let process = Process()
    private let input = Pipe.closedOnExec()
    private let output = Pipe.closedOnExec()

    init(_ arguments: [String]) throws {
        guard let binary = builtBinary() else { throw MissingBinary() }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Writes one line and waits for the line that answers it.
    func ask(_ line: String) -> String {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        var answer = Data()
        while !answer.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answer.append(chunk)
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Closes the co-process's input and waits for it to exit.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
