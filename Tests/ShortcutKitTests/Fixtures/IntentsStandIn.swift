// A stand-in for the part of Intents (SiriKit) the generated shortcuts use, with the iOS SDK's signatures:
// INShortcut(userActivity:), INVoiceShortcut, INVoiceShortcutCenter.shared.setShortcutSuggestions(_:),
// and Foundation's NSUserActivity (title, suggestedInvocationPhrase, isEligibleForPrediction), which the
// Foundation of Linux does not have. Bodies are empty: only the types matter.
@_exported import Foundation

open class NSUserActivity: NSObject {
    public init(activityType: String) {}
    open var title: String?
    open var suggestedInvocationPhrase: String?
    open var isEligibleForPrediction: Bool = false
}

open class INShortcut: NSObject {
    public init(userActivity: NSUserActivity) {}
}

open class INVoiceShortcut: NSObject {}

open class INVoiceShortcutCenter: NSObject {
    open class var shared: INVoiceShortcutCenter { INVoiceShortcutCenter() }
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}
