// A file without App Intents types: its #if branches are counted in one summary line.
enum Log {
    #if DEBUG
    static let level = 3
    #else
    static let level = 1
    #endif

    #if os(macOS)
    static let sink = "console"
    #endif
}
