import ShortcutKit

/// The matchers a console's commands compiled, each with the registry it was compiled from, held for as
/// long as the console lives instead of being freed when the command returns.
///
/// The process's console lives until `exit`, which gives all memory back at once: a loaded matcher is
/// then never taken apart object by object, which on a 10,000-shortcut registry is about a tenth of a
/// one-shot run (clang's `-disable-free` skips the same work). The registry as loaded is kept too: it
/// holds the parsed templates, which the matcher dropped. A captured console frees what it holds when it
/// is released, so in-process callers leak nothing.
package final class LoadedMatchers {
    private var loaded: [(matcher: Matcher, registry: Registry)] = []

    package init() {}

    /// How many matchers are held.
    package var count: Int { loaded.count }

    /// Holds `matcher` and the registry it was compiled from for the console's lifetime.
    package func keep(_ matcher: Matcher, compiledFrom registry: Registry) {
        loaded.append((matcher, registry))
    }
}
