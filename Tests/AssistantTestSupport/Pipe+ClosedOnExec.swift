import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Pipe {
    /// A pipe whose ends no child process inherits but the one it is handed to.
    ///
    /// Tests run in parallel and start processes: a plain `Pipe()`'s descriptors stay open across every
    /// other test's `exec`, so a long-running `serve` started by one test held the write end of another
    /// test's output pipe, and that test's `readDataToEndOfFile()` waited for the `serve` to exit (a minute,
    /// at its backstop) before it saw the end. The child given the pipe still gets it: `Process` hands it
    /// over with `dup2`, which does not copy the flag.
    public static func closedOnExec() -> Pipe {
        let pipe = Pipe()
        for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        return pipe
    }
}
