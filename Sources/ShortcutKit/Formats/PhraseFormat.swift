/// The files phrases travel in between the registry and an app, a translator or a copywriter.
public enum PhraseFormat: String, Sendable, CaseIterable {
    /// A Swift `AppShortcutsProvider`.
    case swift
    /// An `AppShortcuts.xcstrings` string catalog, every locale in one file.
    case xcstrings
    /// An `AppShortcuts.strings` file of one locale.
    case strings
    /// Suggested invocation phrases as JSON, one record per concrete phrase.
    case phrases
    /// The same records as CSV, for spreadsheets.
    case csv
    /// SiriKit's "Add to Siri": an `INShortcut` per shortcut and a SwiftUI `AddToSiriButton` (export only).
    case sirikit
    /// App Intents' `SiriTipView` per shortcut and a `ShortcutsLink` (export only).
    case tips
    /// The Info.plist entries Siri reads: `INAlternativeAppNames`, `NSUserActivityTypes` (export only).
    case plist
    /// A JSGF grammar of every shortcut's phrases, for grammar-based speech recognizers (export only).
    case jsgf
    /// The phrases and values as a recognizer's hint list, one a line (export only).
    case hints

    /// The format a file's name implies: `.swift`, `.xcstrings`, `.strings`, `.json` (phrases), `.csv`,
    /// `.plist`, or `.jsgf` and `.gram` (a grammar).
    package init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".swift") {
            self = .swift
        } else if lowered.hasSuffix(".xcstrings") {
            self = .xcstrings
        } else if lowered.hasSuffix(".strings") {
            self = .strings
        } else if lowered.hasSuffix(".json") {
            self = .phrases
        } else if lowered.hasSuffix(".csv") {
            self = .csv
        } else if lowered.hasSuffix(".plist") {
            self = .plist
        } else if lowered.hasSuffix(".jsgf") || lowered.hasSuffix(".gram") {
            self = .jsgf
        } else {
            return nil
        }
    }
}
