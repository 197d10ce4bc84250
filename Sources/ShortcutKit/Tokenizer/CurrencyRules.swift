/// Which currency each symbol, code and unit word means for one registry.
///
/// Built from the registry's `defaultCurrency`, `currencySymbols` and `currencies`. The order in which
/// a name with several meanings is resolved, which tests pin down:
/// 1. the registry's choice for it (`"currencySymbols": {"¥": "JPY"}`);
/// 2. its only meaning;
/// 3. the default currency, when it is one of the meanings (`$` in a CAD registry is CAD);
/// 4. the one meaning the `currencies` list allows, when it allows exactly one;
/// 5. the name's primary meaning, for the few names that have one ("pounds" is GBP);
/// 6. otherwise nothing: the name is ambiguous and no amount is read.
/// A code the `currencies` list does not allow is never read, however it was reached.
package struct CurrencyRules: Sendable, Hashable {
    /// The ISO 4217 code of an amount said without a unit ("load twenty").
    package var defaultCurrency: String
    /// A meaning chosen for a name that has several, keyed by the name as `CurrencyNames` spells it.
    package var choices: [String: String]
    /// The only currencies amounts may be in; empty for any.
    package var allowed: [String]

    package init(defaultCurrency: String = "USD", choices: [String: String] = [:], allowed: [String] = []) {
        self.defaultCurrency = defaultCurrency
        self.choices = choices
        self.allowed = allowed
    }

    /// Whether an amount may be in `code`.
    package func allows(_ code: String) -> Bool {
        allowed.isEmpty || allowed.contains(code)
    }

    /// The currency `name` stands for, or `nil` when it is ambiguous or not allowed.
    package func code(for name: String, meaning: CurrencyNames.Meaning) -> String? {
        let code: String?
        if let chosen = choices[name] {
            code = chosen
        } else if meaning.codes.count == 1 {
            code = meaning.codes[0]
        } else if meaning.codes.contains(defaultCurrency) {
            code = defaultCurrency
        } else if !allowed.isEmpty, case let permitted = meaning.codes.filter(allows), permitted.count == 1 {
            code = permitted[0]
        } else {
            code = meaning.primary
        }
        guard let code, allows(code) else { return nil }
        return code
    }
}
