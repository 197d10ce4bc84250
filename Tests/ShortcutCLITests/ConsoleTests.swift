import Foundation
import ShortcutKit
import Testing

@testable import ShortcutCLI

/// The matchers a command loads live as long as its console: for the process, until `exit`; for a
/// captured console in a test, until the test lets the console go, so in-process runs leak nothing.
struct ConsoleTests {
    @Test func aCapturedConsoleFreesTheMatchersItHeldWhenItIsReleased() throws {
        weak var held: LoadedMatchers?
        var console: CapturedConsole? = CapturedConsole()
        do {
            let registry = try Registry(contentsOf: URL(fileURLWithPath: shippedRegistry))
            console?.loadedMatchers.keep(try Matcher(registry: registry), compiledFrom: registry)
            held = console?.loadedMatchers
        }
        #expect(held?.count == 1, "kept while the console lives")
        console = nil
        #expect(held == nil, "freed with the console")
    }

    /// `--registry` loads through the console's holder, so that exit, not the command, frees the matcher.
    @Test func loadingAMatcherHoldsItInTheConsole() throws {
        let console = CapturedConsole()
        _ = try RegistryOptions(path: shippedRegistry).matcher(console)
        #expect(console.loadedMatchers.count == 1)
    }
}
