import Foundation

extension ParameterValue {
    /// The value a slot's reading stands for: the one conversion the matcher (strict and flexible) and
    /// the assistant's reader of a bare answer share.
    ///
    /// A number read for an integer slot is an integer (`PhraseSearch.readValues` only reads exact
    /// integers there); free text, and anything without a typed reading, is the words as spoken.
    init(reading: PhraseSearch.Capture.Value, of kind: CompiledPhrases.Slot.Kind, spoken: String) {
        switch (reading, kind) {
        case (.choice(let index), .choice(let table, let typeKind)):
            self = typeKind == .enum ? .enumCase(table.values[index]) : .entity(table.values[index])
        case (.number(let number), .integer): self = .integer(Int(number))
        case (.number(let number), _): self = .number(number)
        case (.money(let money), _): self = .currency(money)
        case (.date(let day), _): self = .date(DateComponents(year: day.year, month: day.month, day: day.day))
        case (.time(let hour, let minute), _): self = .time(DateComponents(hour: hour, minute: minute))
        case (.seconds(let seconds), _): self = .duration(.seconds(seconds))
        default: self = .string(spoken)
        }
    }
}
