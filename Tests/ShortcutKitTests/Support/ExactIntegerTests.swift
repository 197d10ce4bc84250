import Testing

@testable import ShortcutKit

/// One whole-number check (`Double.exactInteger`) serves JSON, integer slots, the lint grammar, the
/// spoken-number reader and error messages.
@Suite struct ExactIntegerTests {
    @Test(
        arguments: [
            (20.0, 20), (-3.0, -3), (0.0, 0), (999_999_999_999_999.0, 999_999_999_999_999),
            (2.5, nil), (1e15, nil), (-1e15, nil), (1e20, nil), (Double.infinity, nil), (Double.nan, nil),
        ] as [(Double, Int?)])
    func wholeNumbersBelowTenToTheFifteenth(_ value: Double, _ expected: Int?) {
        #expect(value.exactInteger == expected)
    }

    /// "N hundred" read the digits as whole with no bound while integer slots and JSON bounded them: the
    /// reader and the lint grammar now use the bounded check, as every other caller does.
    @Test func hundredFollowsOnlyAnExactInteger() {
        #expect(SpokenNumber.readings(of: ["5", "hundred"], from: 0).map(\.value) == [500, 5])
        #expect(SpokenNumber.readings(of: ["1000000000000000", "hundred"], from: 0).map(\.value) == [1e15])
    }

    /// A timeout too large for `Int` is written as a `Double`, where `Int(seconds)` used to trap.
    @Test func aHugeTimeoutIsDescribed() {
        let error = AssistantError.timedOut(url: "http://x", seconds: 1e20)
        #expect(error.description.contains("1e+20 s"))
        #expect(AssistantError.timedOut(url: "http://x", seconds: 30).description.contains("within 30 s"))
    }
}
