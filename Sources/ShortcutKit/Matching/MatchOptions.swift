/// How the matcher reads an utterance.
public struct MatchOptions: Sendable, Hashable {
    /// Accept a phrase only when the app's name was spoken. Off by default: a backend hears queries
    /// after Siri opened the app, so "check my balance" matches "Check my balance in ${applicationName}".
    public var requireAppName: Bool

    public init(requireAppName: Bool = false) {
        self.requireAppName = requireAppName
    }
}
