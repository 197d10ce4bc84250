import ShortcutKit

/// What a user's own values cost a turn: the shipped registry matched with 0, 50, 500 and 5,000 payees in
/// the request, for an utterance that names one, one that names none, and one no phrase accepts.
///
/// The target: 500 values add at most 20 µs, and a turn without values costs what it did before.
enum RequestValuesBenchmark {
    static let utterances = [
        ("payee", "send twenty dollars to my landlord"), ("no payee", "check my balance"),
        ("no phrase", "what's the weather like tomorrow"),
    ]

    static let firstNames = [
        "Jonas", "Amara", "Li", "Sofia", "Mateo", "Aisha", "Noah", "Yuki", "Olga", "Kwame", "Priya", "Lucas",
        "Fatima", "Elena", "Omar", "Mei", "Diego", "Hana", "Ivan", "Zara",
    ]
    static let lastNames = [
        "Weber", "Okafor", "Wei", "Rossi", "Garcia", "Khan", "Smith", "Tanaka", "Ivanova", "Mensah", "Patel",
        "Silva", "Haddad", "Novak", "Farouk", "Chen", "Lopez", "Sato", "Petrov", "Ahmed", "Brown", "Keller",
        "Moreau", "Costa", "Nguyen",
    ]

    /// `count` payees with distinct names, "my landlord" among them; about one in three has a nickname.
    static func payees(_ count: Int) -> RequestValues {
        guard count > 0 else { return RequestValues() }
        var values = [
            ParameterValueDefinition(identifier: "payee-landlord", title: "my landlord", synonyms: ["landlord"])
        ]
        var index = 0
        while values.count < count {
            let first = firstNames[index % firstNames.count]
            let last = lastNames[(index / firstNames.count) % lastNames.count]
            let round = index / (firstNames.count * lastNames.count)
            let title = round == 0 ? "\(first) \(last)" : "\(first) \(last) \(lastNames[round % lastNames.count])"
            let synonyms = index % 3 == 0 ? ["\(first) \(last.prefix(1))"] : []
            values.append(ParameterValueDefinition(identifier: "payee-\(index)", title: title, synonyms: synonyms))
            index += 1
        }
        return RequestValues(entities: ["Contact": values])
    }

    static func run(registryPath: String) {
        guard let matcher = Harness.matcher(registryPath: registryPath) else { return }
        let counts = [0, 50, 500, 5_000]
        let requests = counts.map(payees)
        for (count, values) in zip(counts, requests) where count > 0 {
            let payee = matcher.match(utterances[0].1, values: values).match?.value(of: "recipient")
            Harness.check(
                payee == .entity("payee-landlord"),
                "\(count) payees: the landlord was read as \(String(describing: payee))")
        }
        // What reading them from a payload costs, before any match: the server's share.
        for (count, values) in zip(counts, requests) {
            let payload = JSON.object(
                JSONObject(
                    [("current_query", .string(utterances[0].1))] + values.json.members.map { ($0.key, $0.value) })
            ).compactText
            Harness.check(
                (try? VoiceAssistantRequest(parsing: payload))?.values == values, "the payload of \(count) values")
            let stats = Harness.measure(samples: 200, operations: 1) {
                (try? VoiceAssistantRequest(parsing: payload))?.values.entities.count ?? 0
            }
            Harness.report("payload of \(count) values, \(payload.utf8.count / 1024) KiB", stats)
        }
        // Flexible matching, for a payee heard wrong: it compares the heard words with every form.
        let flexible = MatchOptions(isFlexible: true)
        let misheard = "send twenty dollars to my landlard"
        for (count, values) in zip(counts, requests) {
            let payee = matcher.match(misheard, options: flexible, values: values).match?.value(of: "recipient")
            if count > 0 { Harness.check(payee == .entity("payee-landlord"), "\(count) payees: '\(misheard)'") }
            let stats = Harness.measure(samples: count >= 5_000 ? 40 : 200, operations: 1) {
                matcher.match(misheard, options: flexible, values: values).candidates.count
            }
            Harness.report("flexible, misheard payee, \(count) values", stats)
        }
        for (label, utterance) in utterances {
            var baseline = 0.0
            for (count, values) in zip(counts, requests) {
                let stats = Harness.measure(samples: 400, operations: 20) {
                    var sum = 0
                    for _ in 0..<20 { sum &+= matcher.match(utterance, values: values).candidates.count }
                    return sum
                }
                if count == 0 { baseline = stats.median }
                let added = count == 0 ? "" : String(format: " (+%.1f µs)", (stats.median - baseline) * 1e6)
                Harness.report("\(label), \(count) values\(added)", stats)
            }
        }
    }
}
