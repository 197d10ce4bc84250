import Foundation

@testable import ShortcutKit

/// Stops the run when an invariant does not hold: libFuzzer treats the abort as a crash and saves the input.
///
/// `precondition` is compiled out of nothing here, but it prints only the file and line; the message says
/// which promise broke and with what values, so that a saved crash explains itself.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard condition() else {
        FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
        abort()
    }
}

/// The fuzzer's input as text; invalid UTF-8 is repaired the way every file reader of the project does.
func text(_ data: UnsafeRawPointer, _ size: Int) -> String {
    String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The input's bytes.
func bytes(_ data: UnsafeRawPointer, _ size: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: data, count: size))
}

/// Whether a 1-based line and column stand inside the text (the column may be one past a line's end,
/// where "unexpected end of line" errors point). Columns are counted in bytes here, which bounds the
/// character columns some readers use from above. Lines end at LF; with `crEndsLines` (CSV, as
/// spreadsheets on old Macs wrote it) a lone CR ends one too.
func isInside(_ location: SourceLocation, _ bytes: [UInt8], crEndsLines: Bool = false) -> Bool {
    var text = bytes
    if crEndsLines {
        text = []
        for (index, byte) in bytes.enumerated() {
            // CRLF is one break (its LF counts); a lone CR is a break of its own.
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
            text.append(byte == 0x0D ? 0x0A : byte)
        }
    }
    let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return false }
    return location.column >= 1 && location.column <= lines[location.line - 1].count + 1
}

/// The registry the project ships (`shortcuts.json` at the root of the checkout), loaded once.
///
/// `SHORTCUTS_FUZZ_REGISTRY` names another file; by default the path is found from this source file,
/// which `Fuzz/run.sh` compiles from the checkout.
let shippedRegistry: Registry = {
    let path =
        ProcessInfo.processInfo.environment["SHORTCUTS_FUZZ_REGISTRY"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shortcuts.json").path
    do {
        return try Registry(contentsOf: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("cannot load the registry to fuzz with: \(error)\n".utf8))
        exit(2)
    }
}()

/// Checks the promises every importer makes about a file it was given, and returns the registry read.
///
/// - An error names a place inside the file, when it names one.
/// - The same bytes give the same result.
/// - An imported registry is a valid registry: its JSON loads back to an equal registry.
@discardableResult
func checkImport(_ data: UnsafeRawPointer, _ size: Int, format: PhraseFormat, file: String, options: ImportOptions)
    -> Registry?
{
    let input = Data(bytes(data, size))
    let first: Result<ImportResult, FormatError>
    do {
        first = .success(try Registry.imported(from: input, format: format, file: file, options: options))
    } catch {
        first = .failure(error)
    }
    let second: Result<ImportResult, FormatError>
    do {
        second = .success(try Registry.imported(from: input, format: format, file: file, options: options))
    } catch {
        second = .failure(error)
    }
    require(first == second, "importing the same \(format) file twice gave different results")
    switch first {
    case .failure(let error):
        if let location = error.location {
            // Files are read as text first (UTF-16 with a byte order mark, else UTF-8 with invalid bytes
            // replaced): lines and columns are the decoded text's.
            let text = Array(Registry.decodedText(input).utf8)
            require(
                isInside(location, text, crEndsLines: format == .csv),
                "the \(format) error \(location) is outside the input: \(error)")
        }
        return nil
    case .success(let result):
        checkRoundTrip(result.registry, "the registry imported from \(format)")
        return result.registry
    }
}

/// A registry written as JSON (pretty and compact) loads back equal, and compiles into a matcher.
func checkRoundTrip(_ registry: Registry, _ what: String) {
    for text in [registry.json().prettyText, registry.json().compactText] {
        do {
            let again = try Registry(jsonText: text)
            require(again == registry, "\(what) does not load back equal from its JSON:\n\(text)")
        } catch {
            require(false, "\(what) does not load back from its JSON: \(error)\n\(text)")
        }
    }
    do {
        _ = try Matcher(registry: registry)
    } catch {
        require(false, "\(what) loaded but does not compile into a matcher: \(error)")
    }
}

/// Whether `needle`'s bytes occur in `haystack` as they are: a check on bytes, since a piece of a string
/// cut on word boundaries need not compare equal as Swift characters.
func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
}

/// Whether two JSON values say the same thing: numbers compare by value, since the writer prints a
/// fractional number without a fraction (`1.0`) as an integer (`1`), as JSON allows.
func isSameValue(_ lhs: JSON, _ rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.array(let left), .array(let right)):
        return left.count == right.count && zip(left, right).allSatisfy { isSameValue($0, $1) }
    case (.object(let left), .object(let right)):
        return left.members.count == right.members.count
            && zip(left.members, right.members).allSatisfy { $0.key == $1.key && isSameValue($0.value, $1.value) }
    default:
        if let left = lhs.doubleValue, let right = rhs.doubleValue { return left == right }
        return lhs == rhs
    }
}

/// Export-then-import is a fixpoint where the format promises it: a file written from a registry, read
/// back into that registry, is written again byte for byte (a format the registry cannot be written in
/// is skipped). For Swift the promise is stronger: importing a generated file into the registry it came
/// from changes nothing, when the export left nothing out (a left-out phrase is reported in a note).
func checkExportRoundTrip(_ registry: Registry, format: PhraseFormat, file: String, locale: String? = nil) {
    guard let output = try? registry.export(as: format, options: ExportOptions(locale: locale)) else { return }
    let exported = output.text
    let options = ImportOptions(base: registry, locale: locale)
    let imported: Registry
    do {
        imported = try Registry.imported(from: Data(exported.utf8), format: format, file: file, options: options)
            .registry
    } catch {
        require(false, "a generated \(format) file does not import back: \(error)\n\(exported)")
        return
    }
    if format == .swift, output.notes.isEmpty {
        require(imported == registry, "importing a generated Swift file into its registry changed it:\n\(exported)")
    }
    let again = try? imported.export(as: format, options: ExportOptions(locale: locale)).text
    require(
        again == exported,
        "\(format) export → import → export is not a fixpoint:\n\(exported)\n--- then ---\n\(again ?? "an error")")
}

/// The shipped registry compiled once, for the targets that match against it.
let shippedMatcher: Matcher = {
    do {
        return try Matcher(registry: shippedRegistry)
    } catch {
        FileHandle.standardError.write(Data("the shipped registry does not compile: \(error)\n".utf8))
        exit(2)
    }
}()
