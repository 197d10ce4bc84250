import AssistantTestSupport
import Foundation
import Testing

/// The pipes the end-to-end tests hand to child processes are not inherited by the other tests'
/// children: a `serve` one test starts must not hold another test's output open.
@Suite struct ClosedOnExecPipeTests {
    @Test func bothEndsCloseOnExec() {
        let pipe = Pipe.closedOnExec()
        for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
            #expect(fcntl(handle.fileDescriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
    }

    @Test func theChildGivenThePipeStillWritesToIt() throws {
        let pipe = Pipe.closedOnExec()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "echo handed over"]
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: output, as: UTF8.self) == "handed over\n")
    }
}
