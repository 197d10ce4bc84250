import Foundation

@testable import ShortcutKit

/// The tokenizer and the strict and flexible matcher, on the shipped registry: any text as an utterance.
///
/// Invariants: tokens are non-empty, in order, and each one's source range lies inside the utterance on
/// character boundaries; a match's parameters were read from words of the utterance (their spoken text is
/// a piece of it); a result is deterministic, internally consistent (a match or a reason, the winner
/// among the candidates, intents of the registry); flexible matching never replaces a strict match; and
/// reading every value table through its index gives the same flexible result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatcher(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let utterance = text(data, size)
    let utf8 = Array(utterance.utf8)
    let tokens = Tokenizer.tokens(of: utterance)
    var previousStart = 0
    for token in tokens {
        require(!token.text.isEmpty, "an empty token in '\(utterance)'")
        let range = token.sourceRange
        require(
            range.lowerBound >= previousStart && range.upperBound <= utf8.count && !range.isEmpty,
            "token '\(token.text)' has range \(range) in an utterance of \(utf8.count) bytes")
        require(
            !isContinuationByte(utf8, range.lowerBound) && !isContinuationByte(utf8, range.upperBound),
            "token '\(token.text)' range \(range) splits a character")
        previousStart = range.lowerBound
    }
    require(Tokenizer.tokens(of: utterance) == tokens, "tokenizing twice gave different tokens")

    let strict = shippedMatcher.match(utterance)
    check(strict, utterance: utterance, mode: "strict")
    require(
        shippedMatcher.match(utterance) == strict, "strict matching twice gave different results for '\(utterance)'")
    let options = MatchOptions(isFlexible: true)
    let flexible = shippedMatcher.match(utterance, options: options)
    check(flexible, utterance: utterance, mode: "flexible")
    require(
        shippedMatcher.match(utterance, options: options) == flexible,
        "flexible matching twice gave different results for '\(utterance)'")
    if strict.reason != .noPhrase {
        require(flexible == strict, "flexible matching replaced the strict result for '\(utterance)'")
    }
    require(
        indexedMatcher.match(utterance, options: options) == flexible,
        "reading every value table through its index changed the flexible result for '\(utterance)'")
    return 0
}

/// The same registry with every value table, the app's names too, read through a `ValueFormIndex`:
/// the index may only skip forms no reading can read, so the answers must be the same.
private let indexedMatcher: Matcher = {
    do {
        return try Matcher(registry: shippedRegistry, smallestIndexedValueTable: 1)
    } catch {
        FileHandle.standardError.write(Data("the shipped registry does not compile: \(error)\n".utf8))
        exit(2)
    }
}()

private let intentNames = Set(shippedRegistry.intents.map(\.name))

private func isContinuationByte(_ bytes: [UInt8], _ index: Int) -> Bool {
    index < bytes.count && bytes[index] & 0xC0 == 0x80
}

private func check(_ result: MatchResult, utterance: String, mode: String) {
    require(result.utterance == utterance, "\(mode): the result names another utterance")
    require(
        (result.match == nil) != (result.reason == nil), "\(mode): a match and a reason together for '\(utterance)'")
    if let match = result.match {
        require(result.candidates.first == match, "\(mode): the winner is not the first candidate for '\(utterance)'")
    }
    for candidate in result.candidates {
        require(intentNames.contains(candidate.intent), "\(mode): unknown intent \(candidate.intent)")
        require(
            candidate.score >= 0 && candidate.score <= 1, "\(mode): score \(candidate.score) for '\(utterance)'")
        let intent = shippedRegistry.intent(named: candidate.intent)
        for parameter in candidate.parameters {
            require(
                intent?.parameter(named: parameter.name) != nil,
                "\(mode): \(candidate.intent) has no parameter \(parameter.name)")
            require(
                !parameter.spokenText.isEmpty && contains(Array(utterance.utf8), Array(parameter.spokenText.utf8)),
                "\(mode): parameter \(parameter.name) was read from '\(parameter.spokenText)', not in '\(utterance)'")
        }
        for missing in candidate.missingParameters {
            require(
                !candidate.parameters.contains { $0.name == missing.name },
                "\(mode): \(missing.name) is both given and missing for '\(utterance)'")
        }
    }
}
