// A dependency's file the import must not read: it lives under Pods.
struct VendorShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: VendorIntent(), phrases: ["Vendor \(.applicationName)"])
    }
}
