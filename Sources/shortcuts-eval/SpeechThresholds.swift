import Foundation

/// The figures the speech evaluation must reach, one a line: `<mode> <measure> <op> <number>`.
///
/// For example `flexible correct% >= 72.5` or `strict falseAccepts <= 0`. Measures are taken over all
/// transcripts: `correct%` and `wrong%` (wrong intent or value) of the in-scope ones, `noAnswer%`,
/// and `falseAccepts` (negatives answered at all, a count). `#` starts a comment. Raising a floor as
/// the matcher improves is a one-line change of `Evaluation/speech/thresholds.txt`.
struct SpeechThresholds {
    enum Measure: String, CaseIterable {
        case correctPercent = "correct%"
        case wrongPercent = "wrong%"
        case noAnswerPercent = "noAnswer%"
        case falseAccepts

        func value(of tally: SpeechTally) -> Double {
            switch self {
            case .correctPercent: tally.percentOfInScope(tally[.correct])
            case .wrongPercent: tally.percentOfInScope(tally.wrong)
            case .noAnswerPercent: tally.percentOfInScope(tally[.noAnswer])
            case .falseAccepts: Double(tally[.falseAccept])
            }
        }
    }

    struct Limit: Equatable {
        var mode: String
        var measure: Measure
        /// `true` for `>=` (a floor), `false` for `<=` (a ceiling).
        var isFloor: Bool
        var bound: Double
        var line: Int
    }

    struct FormatError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static let modes = ["strict", "flexible"]

    var limits: [Limit] = []

    init(parsing text: String) throws {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.prefix { $0 != "#" }
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !fields.isEmpty else { continue }
            let number = offset + 1
            guard fields.count == 4 else {
                throw FormatError(
                    line: number, message: "expected '<mode> <measure> <op> <number>', e.g. 'flexible correct% >= 70'")
            }
            guard Self.modes.contains(fields[0]) else {
                throw FormatError(line: number, message: "unknown mode '\(fields[0])'; use strict or flexible")
            }
            guard let measure = Measure(rawValue: fields[1]) else {
                throw FormatError(
                    line: number,
                    message: "unknown measure '\(fields[1])'; use "
                        + Measure.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard fields[2] == ">=" || fields[2] == "<=" else {
                throw FormatError(line: number, message: "unknown comparison '\(fields[2])'; use >= or <=")
            }
            guard let bound = Double(fields[3]), bound.isFinite else {
                throw FormatError(line: number, message: "'\(fields[3])' is not a number")
            }
            limits.append(
                Limit(mode: fields[0], measure: measure, isFloor: fields[2] == ">=", bound: bound, line: number))
        }
    }

    /// One line for each limit the figures break, naming the measure, its value and the limit's line.
    func violations(_ tallies: [String: SpeechTally], file: String) -> [String] {
        limits.compactMap { limit in
            let value = limit.measure.value(of: tallies[limit.mode] ?? SpeechTally())
            let holds = limit.isFloor ? value >= limit.bound : value <= limit.bound
            guard !holds else { return nil }
            return "\(limit.mode) \(limit.measure.rawValue) is \(String(format: "%.1f", value)), "
                + (limit.isFloor ? "below" : "above") + " the limit \(limit.bound) (\(file):\(limit.line))"
        }
    }
}
