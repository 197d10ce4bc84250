// A stand-in for IntentsUI's "Add to Siri" button and sheets, with the iOS SDK's signatures: the button
// with its shortcut and delegate, the add and edit view controllers and their delegates (main-actor
// isolated, as UIKit's are). Bodies are empty: only the types matter.
@_exported import Foundation
@_exported import Intents
@_exported import UIKit

public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
    case white, whiteOutline, black, blackOutline, automatic, automaticOutline
}

@MainActor open class INUIAddVoiceShortcutButton: UIButton {
    public init(style: INUIAddVoiceShortcutButtonStyle) {}
    open var shortcut: INShortcut?
    weak open var delegate: (any INUIAddVoiceShortcutButtonDelegate)?
}

@MainActor public protocol INUIAddVoiceShortcutButtonDelegate: NSObjectProtocol {
    func present(
        _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
        for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
    func present(
        _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
        for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
}

@MainActor open class INUIAddVoiceShortcutViewController: UIViewController {
    public init(shortcut: INShortcut) {}
    weak open var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?
}

@MainActor public protocol INUIAddVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    func addVoiceShortcutViewController(
        _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?,
        error: (any Error)?)
    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}

@MainActor open class INUIEditVoiceShortcutViewController: UIViewController {
    public init(voiceShortcut: INVoiceShortcut) {}
    weak open var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?
}

@MainActor public protocol INUIEditVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?,
        error: (any Error)?)
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController,
        didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID)
    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}
