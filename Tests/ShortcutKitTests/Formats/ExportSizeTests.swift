import ShortcutKit
import Testing

/// An export is always a file `import` reads back: one over the size an import accepts is an error.
@Suite struct ExportSizeTests {
    @Test(arguments: [PhraseFormat.csv, .phrases, .strings, .xcstrings, .swift])
    func aFileOverTheImportLimitIsRefusedWithItsSize(format: PhraseFormat) throws {
        let output = try shippedMatcher.registry.export(as: format)
        let length = output.text.utf8.count
        // At the limit the file is written; one byte under its length, it is refused with both sizes.
        try output.checkReadable(as: format, limit: length)
        #expect(throws: FormatError.self) { try output.checkReadable(as: format, limit: length - 1) }
        do {
            try output.checkReadable(as: format, limit: length - 1)
        } catch {
            #expect(error.message.contains("the file would be \(length) bytes, over the \(length - 1) bytes"))
            #expect(error.file == "\(format)")
        }
    }

    @Test func theShippedRegistryIsWellUnderTheLimitInEveryImportableFormat() throws {
        for format in [PhraseFormat.csv, .phrases, .strings, .xcstrings, .swift] {
            let output = try shippedMatcher.registry.export(as: format)
            #expect(output.text.utf8.count < (1 << 20), "\(format)")
        }
    }
}
