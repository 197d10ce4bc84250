import Foundation
import ShortcutKit
import Testing

/// No wrong sentence is ever spoken: each money utterance is answered with the right amount or goes to
/// the fallback; and the assistant reads every turn with its matching options and its locale.
@Suite struct AssistantMoneyTests {
    static let shipped = Assistant(matcher: shippedMatcher)

    static func request(_ history: [(ConversationMessage.Role, String)], _ query: String) -> VoiceAssistantRequest {
        VoiceAssistantRequest(
            conversationHistory: history.map { ConversationMessage(role: $0.0, content: $0.1) }, currentQuery: query)
    }

    /// What the shipped registry (default USD, no currency choices) says, or nil for the fallback.
    @Test(arguments: [
        ("send ¥5000 to jonas", nil), ("send 5000 yen to jonas", "Send ¥5,000 to Jonas Weber?"),
        ("send JPY 5000 to jonas", "Send ¥5,000 to Jonas Weber?"),
        ("load ₦500", "Loading NGN 500.00 into your wallet."),
        ("load 500 naira and 50 kobo", "Loading NGN 500.50 into your wallet."),
        ("load ₹100", "Loading ₹100.00 into your wallet."), ("load 100 rupees", "Loading ₹100.00 into your wallet."),
        ("load ₩1000", "Loading ₩1,000 into your wallet."), ("load 1000 won", "Loading ₩1,000 into your wallet."),
        ("load €20", "Loading €20.00 into your wallet."), ("load 20€", "Loading €20.00 into your wallet."),
        ("load £5", "Loading £5.00 into your wallet."), ("load 50 pence", "Loading £0.50 into your wallet."),
        ("load $20", "Loading $20.00 into your wallet."), ("load 20 bucks", "Loading $20.00 into your wallet."),
        ("load 500 kr", nil), ("load 500 pesos", nil), ("load 500 francs", nil),
        ("load -20 dollars", nil), ("load minus twenty dollars", nil), ("load $-20", nil), ("load 20 zorkmids", nil),
    ])
    func eachAmountIsSpokenRightOrGoesToTheFallback(query: String, sentence: String?) {
        let answer = try? Self.shipped.localAnswer(to: VoiceAssistantRequest(currentQuery: query))
        #expect(answer?.sentenceSiriShouldSay == sentence)
        // Flexible matching forgives misheard words, never a currency or a sign.
        let flexible = Assistant(matcher: shippedMatcher, options: MatchOptions(isFlexible: true))
        let forgiving = try? flexible.localAnswer(to: VoiceAssistantRequest(currentQuery: query))
        #expect(forgiving?.sentenceSiriShouldSay == sentence)
    }

    @Test func aResumedTurnReadsAmountsByTheSameRules() throws {
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "load money in VillagePay"), (.assistant, "How much would you like to load?"),
        ]
        let yen = try Self.shipped.localAnswer(to: Self.request(history, "5000 yen"))
        #expect(yen.sentenceSiriShouldSay == "Loading ¥5,000 into your wallet.")
        #expect(throws: AssistantError.self) { try Self.shipped.localAnswer(to: Self.request(history, "¥5000")) }
        #expect(throws: AssistantError.self) { try Self.shipped.localAnswer(to: Self.request(history, "-20 dollars")) }
    }

    @Test func flexibleOptionsReachTheQueryAndTheResumedTurn() throws {
        #expect(throws: AssistantError.self) {
            try Self.shipped.localAnswer(to: VoiceAssistantRequest(currentQuery: "lode twenty dollars"))
        }
        let flexible = Assistant(matcher: shippedMatcher, options: MatchOptions(isFlexible: true))
        let answer = try flexible.localAnswer(to: VoiceAssistantRequest(currentQuery: "lode twenty dollars"))
        #expect(answer.sentenceSiriShouldSay == "Loading $20.00 into your wallet.")
        // The history's first turn was only understood flexibly: the resumed turn must read it the same way.
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "lode money in VillagePay"), (.assistant, "How much would you like to load?"),
        ]
        #expect(throws: AssistantError.self) { try Self.shipped.localAnswer(to: Self.request(history, "20 dollars")) }
        let resumed = try flexible.localAnswer(to: Self.request(history, "20 dollars"))
        #expect(resumed.sentenceSiriShouldSay == "Loading $20.00 into your wallet.")
    }

    @Test func requireAppNameReachesTheAssistant() throws {
        let strict = Assistant(matcher: shippedMatcher, options: MatchOptions(requiresAppName: true))
        #expect(throws: AssistantError.self) {
            try strict.localAnswer(to: VoiceAssistantRequest(currentQuery: "load twenty dollars"))
        }
        let answer = try strict.localAnswer(
            to: VoiceAssistantRequest(currentQuery: "load twenty dollars into VillagePay"))
        #expect(answer.sentenceSiriShouldSay == "Loading $20.00 into your wallet.")
    }

    @Test func aGermanConversationCompletesInGerman() throws {
        let german = try Assistant(registry: shippedMatcher.registry, locale: "de")
        let first = try german.localAnswer(to: VoiceAssistantRequest(currentQuery: "Sende Geld an Jonas"))
        #expect(first.sentenceSiriShouldSay == "Wie viel möchtest du senden?")
        #expect(first.continueConversation)
        let second = try german.localAnswer(
            to: Self.request(
                [(.user, "Sende Geld an Jonas"), (.assistant, first.sentenceSiriShouldSay)], "20 Euro bitte"))
        #expect(second.sentenceSiriShouldSay == "20,00 € an Jonas Weber senden?")
        #expect(second.continueConversation)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "Sende Geld an Jonas"), (.assistant, first.sentenceSiriShouldSay), (.user, "20 Euro bitte"),
            (.assistant, second.sentenceSiriShouldSay),
        ]
        let third = try german.localAnswer(to: Self.request(history, "ja bitte"))
        #expect(third.sentenceSiriShouldSay == "Ich sende 20,00 € an Jonas Weber.")
        #expect(!third.continueConversation)
        let cancelled = try german.localAnswer(to: Self.request(history, "nein"))
        #expect(cancelled.sentenceSiriShouldSay == "Okay, ich habe das abgebrochen.")
        #expect(cancelled.intent == nil)
    }

    @Test func anUntranslatedDialogFallsBackToTheSourceText() throws {
        var registry = shippedMatcher.registry
        let index = try #require(registry.translations.firstIndex { $0.locale == "de" })
        registry.translations[index].sentences.removeAll { $0.source == "Loading ${amount} into your wallet." }
        let german = try Assistant(registry: registry, locale: "de")
        let answer = try german.localAnswer(to: VoiceAssistantRequest(currentQuery: "20 € in VillagePay laden"))
        #expect(answer.sentenceSiriShouldSay == "Loading 20,00 € into your wallet.")
    }

    @Test func registryFillersAreSetAsideAtTheEdgesOnly() throws {
        let answer = try Self.shipped.localAnswer(to: VoiceAssistantRequest(currentQuery: "load twenty dollars for me"))
        #expect(answer.sentenceSiriShouldSay == "Loading $20.00 into your wallet.")
        let quick = try Self.shipped.localAnswer(to: VoiceAssistantRequest(currentQuery: "real quick track my order"))
        #expect(quick.intent == "TrackItemIntent")
        #expect(shippedMatcher.match("load for me twenty dollars").match == nil)
        let german = try Assistant(registry: shippedMatcher.registry, locale: "de")
        let bitte = try german.localAnswer(
            to: VoiceAssistantRequest(currentQuery: "bitte Geld in VillagePay laden danke"))
        #expect(bitte.sentenceSiriShouldSay == "Wie viel möchtest du laden?")
        // The English registry's own fillers are not German ones.
        #expect(
            try Matcher(registry: shippedMatcher.registry.localized(to: "de")).match("Geld in VillagePay laden for me")
                .match == nil)
    }
}
