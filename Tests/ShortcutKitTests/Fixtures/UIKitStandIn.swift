// A stand-in for the part of UIKit the generated "Add to Siri" button uses, with the iOS SDK's
// signatures and isolation (UIKit's types are main-actor isolated). Bodies are empty: only types matter.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {
    nonisolated public override init() { super.init() }
}

@MainActor open class UIView: UIResponder {}

@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView!
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
