// A stand-in for the part of SwiftUI the generated files use, with the iOS SDK's signatures: View,
// Binding, UIViewControllerRepresentable with its Context and Coordinator, and App Intents' SwiftUI views
// SiriTipView(intent:isVisible:) and ShortcutsLink() (declared by AppIntents' SwiftUI overlay; here, since
// the generated files import both). SwiftUI re-exports UIKit and Foundation, as on iOS. Bodies are empty.
import AppIntents
@_exported import UIKit

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

public struct SiriTipView: View {
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {}
    public var body: Never { fatalError() }
}

public struct ShortcutsLink: View {
    public init() {}
    public var body: Never { fatalError() }
}
