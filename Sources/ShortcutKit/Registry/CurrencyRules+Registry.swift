/// A registry's currency rules: built here, beside the registry, so that the tokenizer that reads amounts
/// with them does not depend on the model.
extension CurrencyRules {
    /// The rules a registry states.
    package init(registry: Registry) {
        self.init(
            defaultCurrency: registry.defaultCurrency, choices: registry.currencySymbols, allowed: registry.currencies)
    }
}
