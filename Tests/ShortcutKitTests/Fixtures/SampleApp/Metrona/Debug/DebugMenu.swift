import SwiftUI

/// Not an App Shortcut: a view whose strings and enums must not be taken for intents.
struct DebugMenu: View {
    enum Section: String, CaseIterable {
        case network, storage
    }

    var body: some View {
        List(Section.allCases, id: \.self) { section in
            Text("Section: \(section.rawValue) (\(section.hashValue))")
        }
    }
}
