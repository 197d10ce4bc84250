/// Evaluates `#if` / `#elseif` / `#else` / `#endif` over a file's tokens, as an iOS build of the app would,
/// so that the importer reads only the active branch.
///
/// The defaults are those of a release build for an iPhone: `os(iOS)` is true and every other `os(…)`
/// false; `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` false; `canImport(…)`,
/// `swift(…)`, `compiler(…)` and `hasFeature(…)` true; `arch(arm64)` true; a compilation flag such as
/// `DEBUG` is false unless it is defined (`shortcuts import --define DEBUG`). `!`, `&&`, `||`, parentheses,
/// `true` and `false` combine them. Each branch left out is reported, so that nothing disappears unseen.
struct SwiftConditionalCompilation {
    typealias Token = SwiftTokenizer.Token

    /// A branch that was not read: where it starts and why.
    struct SkippedBranch: Equatable {
        var location: SourceLocation
        var lastLine: Int
        var directive: String
        var condition: String
        /// Left out because an earlier branch of its `#if` was taken, not for its own condition.
        var isAfterTakenBranch: Bool
    }

    let defines: Set<String>

    /// Deeper parentheses than any real condition has; keeps a hostile line from exhausting the stack.
    static let maximumConditionDepth = 32

    /// The active tokens of a file, the branches left out, and the problems with directives.
    func resolve(_ file: SwiftFile) -> (tokens: [Token], skipped: [SkippedBranch], problems: [FormatError]) {
        struct Frame {
            var parentActive: Bool
            var anyTaken: Bool
            var active: Bool
            var start: SourceLocation
            var directive: String
            var condition: String
            var isAfterTakenBranch = false
        }
        let tokens = file.tokens
        var result: [Token] = []
        var skipped: [SkippedBranch] = []
        var problems: [FormatError] = []
        var stack: [Frame] = []
        var isActive: Bool { stack.last?.active ?? true }
        func closeBranch(_ frame: Frame, before line: Int) {
            if frame.parentActive, !frame.active {
                skipped.append(
                    SkippedBranch(
                        location: frame.start, lastLine: line, directive: frame.directive, condition: frame.condition,
                        isAfterTakenBranch: frame.isAfterTakenBranch))
            }
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .punctuation("#"), let directive = file.name(at: index + 1),
                ["if", "elseif", "else", "endif"].contains(directive)
            else {
                if isActive { result.append(token) }
                index += 1
                continue
            }
            // A directive's condition runs to the end of its line.
            var end = index + 2
            while end < tokens.count, tokens[end].location.line == token.location.line { end += 1 }
            let conditionRange = index + 2..<end
            let conditionText =
                file.sourceLine(token.location).map { line in
                    String(line.drop { $0 != "#" }.dropFirst(1 + directive.count)).trimmingCharacters(in: .whitespaces)
                } ?? ""
            index = end
            switch directive {
            case "if":
                let parentActive = isActive
                let value = parentActive ? evaluate(conditionRange, in: file, problems: &problems) : false
                stack.append(
                    Frame(
                        parentActive: parentActive, anyTaken: value, active: value, start: token.location,
                        directive: "#if", condition: conditionText))
            case "elseif", "else":
                guard var frame = stack.popLast() else {
                    problems.append(file.failure("#\(directive) without #if", at: token.location))
                    continue
                }
                closeBranch(frame, before: token.location.line - 1)
                frame.isAfterTakenBranch = frame.anyTaken
                let value =
                    frame.parentActive && !frame.anyTaken
                    && (directive == "else" || evaluate(conditionRange, in: file, problems: &problems))
                frame.anyTaken = frame.anyTaken || value
                frame.active = value
                frame.start = token.location
                frame.directive = "#" + directive
                frame.condition = directive == "else" ? "" : conditionText
                stack.append(frame)
            default:
                guard let frame = stack.popLast() else {
                    problems.append(file.failure("#endif without #if", at: token.location))
                    continue
                }
                closeBranch(frame, before: token.location.line - 1)
            }
        }
        for frame in stack.reversed() {
            problems.append(file.failure("\(frame.directive) is never closed; add #endif", at: frame.start))
        }
        return (result, skipped, problems)
    }

    /// The value of a condition; a condition that cannot be read is reported and taken as false.
    private func evaluate(_ range: Range<Int>, in file: SwiftFile, problems: inout [FormatError]) -> Bool {
        var parser = ConditionParser(file: file, index: range.lowerBound, end: range.upperBound, defines: defines)
        do throws(FormatError) {
            let value = try parser.disjunction(depth: 0)
            guard parser.index == range.upperBound else {
                throw file.failure("cannot read this #if condition past here", at: parser.index)
            }
            return value
        } catch {
            problems.append(error)
            return false
        }
    }

    /// Recursive descent over `||`, `&&`, `!`, parentheses and atoms, bounded in depth.
    private struct ConditionParser {
        let file: SwiftFile
        var index: Int
        let end: Int
        let defines: Set<String>

        private func isOperator(_ text: String) -> Bool {
            for (offset, character) in text.enumerated() where !file.isPunctuation(character, at: index + offset) {
                return false
            }
            return index + text.count <= end
        }

        mutating func disjunction(depth: Int) throws(FormatError) -> Bool {
            var value = try conjunction(depth: depth)
            while isOperator("||") {
                index += 2
                value = try conjunction(depth: depth) || value
            }
            return value
        }

        private mutating func conjunction(depth: Int) throws(FormatError) -> Bool {
            var value = try unary(depth: depth)
            while isOperator("&&") {
                index += 2
                value = try unary(depth: depth) && value
            }
            return value
        }

        private mutating func unary(depth: Int) throws(FormatError) -> Bool {
            guard depth < SwiftConditionalCompilation.maximumConditionDepth else {
                throw file.failure("this #if condition nests too deeply to read", at: index)
            }
            if index < end, file.isPunctuation("!", at: index) {
                index += 1
                return try !unary(depth: depth + 1)
            }
            if index < end, file.isPunctuation("(", at: index) {
                index += 1
                let value = try disjunction(depth: depth + 1)
                guard index < end, file.isPunctuation(")", at: index) else {
                    throw file.failure("expected ')' in this #if condition", at: index)
                }
                index += 1
                return value
            }
            guard index < end, let word = file.name(at: index) else {
                throw file.failure("expected a condition after #if", at: index)
            }
            index += 1
            guard index < end, file.isPunctuation("(", at: index) else {
                switch word {
                case "true": return true
                case "false": return false
                default: return defines.contains(word)
                }
            }
            // A platform condition: read its argument as written.
            var argument = ""
            index += 1
            while index < end, !file.isPunctuation(")", at: index) {
                switch file.tokens[index].kind {
                case .name(let name): argument += name
                case .number(let number): argument += number
                case .punctuation(let character): argument.append(character)
                case .string, .regex: break
                }
                index += 1
            }
            guard index < end else { throw file.failure("expected ')' after \(word)(", at: index) }
            index += 1
            switch word {
            case "os": return argument == "iOS" || defines.contains("os(\(argument))")
            case "arch": return argument == "arm64" || defines.contains("arch(\(argument))")
            case "targetEnvironment": return defines.contains("targetEnvironment(\(argument))")
            case "canImport", "swift", "compiler", "hasFeature", "hasAttribute": return true
            default:
                throw file.failure(
                    "unknown #if condition \(word)(…); use os(…), arch(…), targetEnvironment(…), canImport(…), swift(…), compiler(…) or a flag",
                    at: index - 1)
            }
        }
    }
}
