import Foundation

@testable import ShortcutKit

/// The registry loader: any bytes → `Registry(jsonData:)`.
///
/// Invariants: an error's location is inside the input; loading is deterministic; a loaded registry
/// round-trips through its pretty and compact JSON and compiles into a matcher; and export → import →
/// export is a fixpoint for Swift, string catalogs and phrase records (CSV and JSON), importing a
/// generated Swift file that left nothing out giving the registry back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistry(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let first: Result<Registry, RegistryError>
    do {
        first = .success(try Registry(jsonData: Data(input)))
    } catch {
        first = .failure(error)
    }
    switch first {
    case .failure(let error):
        if let location = error.location {
            require(isInside(location, input), "the error's location \(location) is outside the input: \(error)")
        }
        do {
            _ = try Registry(jsonData: Data(input))
            require(false, "the second load succeeded where the first failed with: \(error)")
        } catch let again {
            require(again == error, "two loads failed differently: \(error) / \(again)")
        }
    case .success(let registry):
        do {
            let again = try Registry(jsonData: Data(input))
            require(again == registry && again.sourceMap == registry.sourceMap, "two loads gave different registries")
        } catch {
            require(false, "the second load failed where the first succeeded: \(error)")
        }
        checkRoundTrip(registry, "a loaded registry")
        checkExportRoundTrip(registry, format: .swift, file: "AppShortcuts.swift")
        checkExportRoundTrip(registry, format: .xcstrings, file: "AppShortcuts.xcstrings")
        checkExportRoundTrip(registry, format: .csv, file: "phrases.csv")
        checkExportRoundTrip(registry, format: .phrases, file: "phrases.json")
    }
    return 0
}
