import Foundation

@testable import ShortcutKit

/// The Swift importer: any text as an `AppShortcutsProvider` source file, read without a registry.
///
/// Invariants: an error names a place inside the file; importing is deterministic; the result is a valid
/// registry (its JSON loads back equal, it compiles); importing its generated Swift into it changes
/// nothing, and export → import → export is a fixpoint.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftImport(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let file = "AppShortcuts.swift"
    if let registry = checkImport(data, size, format: .swift, file: file, options: ImportOptions(appName: "VillagePay"))
    {
        checkExportRoundTrip(registry, format: .swift, file: file)
    }
    return 0
}
