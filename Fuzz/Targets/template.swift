import Foundation

@testable import ShortcutKit

/// The phrase parser: any text → `Phrase(_:)` and its concrete phrases.
///
/// Invariants: an error's offset is inside the template; parsing is deterministic; every slot the
/// template names is written `${name}` in it and every literal text is a piece of it; every expansion
/// holds only the template's slots.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let source = text(data, size)
    let characterCount = source.count
    do {
        let phrase = try Phrase(source)
        let template = phrase.template
        require((try? Phrase(source))?.template == template, "parsing twice gave different templates")
        let slots = template.slotNames
        for name in slots {
            require(source.contains("${\(name)}"), "slot '\(name)' is not written in '\(source)'")
        }
        func visit(_ parts: [Template.Part]) {
            for part in parts {
                switch part {
                case .text(let text): require(source.contains(text), "text '\(text)' is not in '\(source)'")
                case .slot: break
                case .group(let alternatives, _):
                    require(!alternatives.isEmpty, "a group without alternatives in '\(source)'")
                    alternatives.forEach(visit)
                }
            }
        }
        visit(template.parts)
        if let expansions = try? ConcretePhrase.expanding(phrase, limit: 256) {
            require(!expansions.isEmpty && expansions.count <= 256, "\(expansions.count) expansions of '\(source)'")
            for expansion in expansions {
                for case .slot(let name) in expansion.segments {
                    require(slots.contains(name), "expansion slot '\(name)' is not a slot of '\(source)'")
                }
            }
        }
    } catch {
        require(
            error.offset >= 0 && error.offset <= characterCount,
            "error offset \(error.offset) outside a template of \(characterCount) characters: \(error)")
        do {
            _ = try Phrase(source)
            require(false, "the second parse succeeded")
        } catch let again {
            require(again == error, "two parses failed differently: \(error) / \(again)")
        }
    }
    return 0
}
