import Foundation

@testable import ShortcutKit

/// An action endpoint's reply (`serve --fulfillment`): any text as the body, read for the shipped
/// registry's `CheckBalanceIntent`, whose dialog names the result `balance`.
///
/// Invariants: reading is deterministic; a reply is a result, a whole answer or a refusal, or an
/// `invalidReply`, never anything else; a refusal's sentence is not blank; and a result whose values read
/// fills the dialog with no placeholder left ("${"), since Siri never says a sentence with a hole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActionReply(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let body = text(data, size)
    guard let json = try? JSON(parsing: body) else { return 0 }
    let first = Result { () throws(FulfillmentError) in try ActionReply(json: json) }
    let second = Result { () throws(FulfillmentError) in try ActionReply(json: json) }
    require(first == second, "reading a reply twice gave different results")
    guard case .success(let reply) = first else {
        if case .failure(let error) = first {
            require(error.kind == "invalidReply", "a reply's body failed as \(error.kind), not invalidReply")
        }
        return 0
    }
    switch reply {
    case .refusal(let sentence):
        require(!sentence.isBlank, "a refusal with a blank sentence")
    case .answer(let answer):
        require(answer.source == .llm, "a whole answer is read as the backend's, then marked local")
    case .result(let members):
        let assistant = Assistant(matcher: shippedMatcher)
        guard let intent = shippedRegistry.intent(named: "CheckBalanceIntent"),
            let values = try? assistant.resultValues(of: intent, in: members)
        else { return 0 }
        let sentence = assistant.dialog(for: intent, values: [], results: values, turn: RequestValues())
        require(!sentence.contains("${"), "the dialog kept a placeholder: \(sentence)")
        require(!sentence.isEmpty, "the dialog is empty")
    }
    return 0
}
