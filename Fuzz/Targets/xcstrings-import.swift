import Foundation

@testable import ShortcutKit

/// The string catalog importer: any bytes as `AppShortcuts.xcstrings`, merged into the shipped registry.
///
/// Invariants: an error names a place inside the file; importing is deterministic; the result is a valid
/// registry (its JSON loads back equal, it compiles); export → import → export of it is a fixpoint.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalogImport(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let file = "AppShortcuts.xcstrings"
    if let registry = checkImport(
        data, size, format: .xcstrings, file: file, options: ImportOptions(base: shippedRegistry))
    {
        checkExportRoundTrip(registry, format: .xcstrings, file: file)
    }
    return 0
}
