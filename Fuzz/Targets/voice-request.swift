import Foundation

@testable import ShortcutKit

/// The voice-assistant request parser (`/api/voice-assistant`, `ask --stdin`): any text as a payload.
///
/// Invariants: parsing is deterministic; a request read from a payload is read back equal from the JSON it
/// writes (compact, as it goes to the fallback), members it does not know included; and the JSON writer's
/// output of any parsed value parses back to the same value (numbers compared by value).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVoiceRequest(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let payload = text(data, size)
    if let json = try? JSON(parsing: payload) {
        for written in [json.compactText, json.prettyText] {
            let again = try? JSON(parsing: written)
            require(again.map { isSameValue($0, json) } ?? false, "a JSON value does not read back from \(written)")
        }
    }
    let first: Result<VoiceAssistantRequest, AssistantError>
    do {
        first = .success(try VoiceAssistantRequest(parsing: payload))
    } catch {
        first = .failure(error)
    }
    let second: Result<VoiceAssistantRequest, AssistantError>
    do {
        second = .success(try VoiceAssistantRequest(parsing: payload))
    } catch {
        second = .failure(error)
    }
    require(first == second, "parsing twice gave different results")
    if case .success(let request) = first {
        let written = request.json.compactText
        do {
            let again = try VoiceAssistantRequest(parsing: written)
            require(
                again.currentQuery == request.currentQuery && again.conversationHistory == request.conversationHistory
                    && isSameValue(.object(again.otherMembers), .object(request.otherMembers)),
                "the request does not read back equal from \(written)")
        } catch {
            require(false, "the request's own JSON does not parse: \(error)\n\(written)")
        }
    }
    return 0
}
