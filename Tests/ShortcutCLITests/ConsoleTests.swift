import Testing

@testable import ShortcutCLI

/// What a command keeps until exit lives as long as its console: for the process, until `exit`; for a
/// captured console in a test, until the test lets the console go, so in-process runs leak nothing.
struct ConsoleTests {
    final class Probe {}

    @Test func aCapturedConsoleFreesWhatItKeptWhenItIsReleased() {
        weak var probe: Probe?
        var console: CapturedConsole? = CapturedConsole()
        do {
            let kept = Probe()
            probe = kept
            console?.keepUntilExit(kept)
        }
        #expect(probe != nil, "kept while the console lives")
        console = nil
        #expect(probe == nil, "freed with the console")
    }
}
