import Foundation

@testable import ShortcutKit

/// The `.strings` importer: any bytes as `de.lproj/AppShortcuts.strings`, merged into the shipped registry.
///
/// Invariants: an error names a place inside the file; importing is deterministic; the result is a valid
/// registry (its JSON loads back equal, it compiles); export → import → export of the locale is a fixpoint.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFileImport(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let file = "de.lproj/AppShortcuts.strings"
    if let registry = checkImport(
        data, size, format: .strings, file: file, options: ImportOptions(base: shippedRegistry))
    {
        checkExportRoundTrip(registry, format: .strings, file: file, locale: "de")
    }
    return 0
}
