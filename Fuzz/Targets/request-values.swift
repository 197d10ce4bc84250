import Foundation

@testable import ShortcutKit

/// A user's own values read for one turn, on the shipped registry (whose `Contact` takes the request's
/// payees instead of its own): the first line is the utterance, the rest a `{"entities", "context"}`
/// object as the voice-assistant payload carries it.
///
/// Invariants: reading the values is deterministic and reads back equal from the JSON they write; a
/// match with them is deterministic, strict and flexible, and flexible matching keeps a strict result; and
/// the strict match is the match of a registry whose `Contact` values are the
/// request's (built and compiled for the turn, the slow way): the first-word keys may only skip forms no
/// reading can read, so intent, reason, values and tied readings must agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestValues(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let input = text(data, size)
    let lines = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let utterance = String(lines[0])
    guard lines.count == 2, let json = try? JSON(parsing: String(lines[1])) else { return 0 }
    let values: RequestValues
    do {
        values = try RequestValues(entities: json["entities"], context: json["context"])
    } catch {
        return 0
    }
    let again = try? RequestValues(entities: json["entities"], context: json["context"])
    require(again == values, "reading the values twice gave different values")
    let written = JSON.object(values.json)
    require(
        (try? RequestValues(entities: written["entities"], context: written["context"])) == values,
        "the values do not read back from \(written.compactText)")

    let result = shippedMatcher.match(utterance, values: values)
    require(shippedMatcher.match(utterance, values: values) == result, "matching twice gave different results")
    for reading in result.readings {
        require(reading.intent == result.readings[0].intent, "tied readings of several intents")
    }
    // Flexible matching, which also hears the values misheard: deterministic, and never replacing a strict match.
    let options = MatchOptions(isFlexible: true)
    let flexible = shippedMatcher.match(utterance, options: options, values: values)
    require(
        shippedMatcher.match(utterance, options: options, values: values) == flexible,
        "flexible matching twice differed")
    if result.reason != .noPhrase { require(flexible == result, "flexible matching replaced a strict result") }
    // The slow way: the request's payees as the registry's own, with ids no word can stand for.
    guard let payees = values.entities["Contact"], shippedMatcher.problem(in: values) == nil else { return 0 }
    var registry = shippedRegistry
    let contact = registry.types.firstIndex { $0.name == "Contact" }!
    var merged: [ParameterValueDefinition] = []
    var order: [String] = []
    for payee in payees {
        if let index = order.firstIndex(of: payee.identifier) {
            merged[index].synonyms += [payee.title] + payee.synonyms
        } else {
            order.append(payee.identifier)
            merged.append(
                ParameterValueDefinition(
                    identifier: String(repeating: "#", count: order.count), title: payee.title,
                    synonyms: payee.synonyms))
        }
    }
    registry.types[contact].values = merged
    registry.types[contact].requestValues = nil
    guard let slow = try? Matcher(registry: registry) else { return 0 }
    var context = values
    context.entities = [:]
    let expected = slow.match(utterance, values: context)
    func named(_ match: Match) -> String {
        let values = match.parameters.map { parameter -> String in
            if case .entity(let id) = parameter.value {
                // The slow registry's ids stand for the request's, by their place.
                let isStandIn = !id.isEmpty && id.allSatisfy { $0 == "#" }
                return "\(parameter.name)=\(isStandIn ? order[id.count - 1] : id)"
            }
            return "\(parameter.name)=\(parameter.value)"
        }
        return "\(match.intent)(\(values.joined(separator: ",")))"
    }
    require(
        result.reason == expected.reason && result.match.map(named) == expected.match.map(named)
            && result.readings.map(named) == expected.readings.map(named),
        "'\(utterance)' with the request's payees gave \(result.match.map(named) ?? "\(String(describing: result.reason))") "
            + "\(result.readings.map(named)), as the registry's own \(expected.match.map(named) ?? "\(String(describing: expected.reason))") "
            + "\(expected.readings.map(named))")
    return 0
}
