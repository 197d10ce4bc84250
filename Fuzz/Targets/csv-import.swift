import Foundation

@testable import ShortcutKit

/// The phrase records importer: any bytes as a CSV of phrase records, read into the shipped registry.
///
/// Invariants: an error names a place inside the file; importing is deterministic; the result is a valid
/// registry (its JSON loads back equal, it compiles); export → import → export of it is a fixpoint, as CSV
/// and as JSON records.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhraseRecordsImport(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    if let registry = checkImport(
        data, size, format: .csv, file: "phrases.csv", options: ImportOptions(base: shippedRegistry))
    {
        checkExportRoundTrip(registry, format: .csv, file: "phrases.csv")
        checkExportRoundTrip(registry, format: .phrases, file: "phrases.json")
    }
    return 0
}
