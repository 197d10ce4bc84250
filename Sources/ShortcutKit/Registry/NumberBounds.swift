/// The bounds of a number, integer or currency parameter (`minimum`, `maximum`, `step`): the one rule of
/// whether a value is in range, which the matcher, the reader of a bare answer and the assistant share.
///
/// Amounts are decimal ("ten dollars and seven cents" is 10.07) but read as `Double`, where 10.07 - 0.01
/// is not a whole number of 0.01 steps: values are compared with a tolerance of a billionth (relative,
/// at least absolute), far below any step a person speaks and far above the error of the arithmetic.
struct NumberBounds: Sendable, Hashable, CustomStringConvertible {
    var minimum: Double?
    var maximum: Double?
    var step: Double?

    /// The relative tolerance of every comparison.
    private static let tolerance = 1e-9

    /// Whether `value` is within `minimum...maximum` and a whole number of steps from `minimum` (or 0).
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let minimum, value < minimum - Self.slack(minimum) { return false }
        if let maximum, value > maximum + Self.slack(maximum) { return false }
        if let step, step > 0 {
            let steps = (value - (minimum ?? 0)) / step
            if abs(steps - steps.rounded()) > Self.slack(steps) { return false }
        }
        return true
    }

    private static func slack(_ value: Double) -> Double {
        tolerance * max(1, abs(value))
    }

    /// `minimum...maximum step s`, with `_` for a bound not given: part of a compiled slot's language key,
    /// so that slots with other bounds read other values.
    var description: String {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "_" }
        return "\(text(minimum))...\(text(maximum)) step \(text(step))"
    }
}
