import Testing

@testable import Metrona

/// A test double the import must not read: it lives in a tests folder.
struct FakeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: FakeIntent(), phrases: ["Fake \(.applicationName)"])
    }
}
