/// One Swift source file as the importer reads it: its active tokens (after `#if`) and the token-level
/// readers every declaration reader shares.
///
/// Every reader throws a `FormatError` that points at the token it stopped on, with the source line for the
/// caret, and says what to write instead in Swift terms.
struct SwiftFile {
    typealias Token = SwiftTokenizer.Token

    let name: String
    /// The file's lines as shown under a message: `nil` for a line longer than `maximumShownLineLength`
    /// characters (generated or hostile source). Measured once here, since every phrase of a line asks for
    /// its line: 10,000 phrases on one line must not count it 10,000 times.
    let lines: [String?]
    /// The tokens read; setting them pairs their brackets again.
    var tokens: [Token] {
        didSet { partners = Self.partners(of: tokens) }
    }
    /// For each bracket, the index of the one closing or opening it: `-1` for one never closed, and for an
    /// opener closed by the wrong kind, `-2 - index` of that closer. One pass, so that reading nested
    /// declarations costs linear time however deep they nest.
    private var partners: [Int] = []

    init(name: String, text: String, tokens: [Token] = []) {
        self.name = name
        // "\r\n" is one Character: split on it too, as the tokenizer counts lines, or a CRLF file is one line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        self.lines = lines.map { $0.count <= Self.maximumShownLineLength ? String($0) : nil }
        self.tokens = tokens
        self.partners = Self.partners(of: tokens)
    }

    private static let closers: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

    private static func partners(of tokens: [Token]) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let character) = token.kind else { continue }
            if closers[character] != nil {
                open.append(index)
            } else if closers.values.contains(character), let opener = open.popLast() {
                guard case .punctuation(let opening) = tokens[opener].kind, closers[opening] == character else {
                    partners[opener] = -2 - index
                    continue
                }
                partners[opener] = index
                partners[index] = opener
            }
        }
        return partners
    }

    // MARK: Places and failures

    /// The longest line shown under a message, in characters.
    static let maximumShownLineLength = 400

    /// The line for a caret display; `nil` for a line too long to show.
    ///
    /// - Complexity: O(1).
    func sourceLine(_ location: SourceLocation?) -> String? {
        guard let location, location.line >= 1, location.line <= lines.count else { return nil }
        return lines[location.line - 1]
    }

    func failure(_ message: String, at location: SourceLocation?) -> FormatError {
        FormatError(file: name, location: location, message: message, sourceLine: sourceLine(location))
    }

    func failure(_ message: String, at index: Int) -> FormatError {
        failure(message, at: location(at: index))
    }

    func location(at index: Int) -> SourceLocation? {
        index < tokens.count ? tokens[index].location : tokens.last?.location
    }

    // MARK: Tokens

    func name(at index: Int) -> String? {
        guard index >= 0, index < tokens.count, case .name(let name) = tokens[index].kind else { return nil }
        return name
    }

    func isPunctuation(_ character: Character, at index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(character)
    }

    func isStringLiteral(at index: Int) -> Bool {
        guard index < tokens.count, case .string = tokens[index].kind else { return false }
        return true
    }

    /// +1 for an opening bracket, -1 for a closing one, 0 otherwise: for walking a body's top level.
    func depthChange(at index: Int) -> Int {
        guard case .punctuation(let character) = tokens[index].kind else { return 0 }
        return "([{".contains(character) ? 1 : ")]}".contains(character) ? -1 : 0
    }

    /// The index of the bracket closing the one at `open`.
    func closing(_ open: Int) throws(FormatError) -> Int {
        guard case .punctuation(let opener) = tokens[open].kind, Self.closers[opener] != nil else {
            throw failure("expected a bracket", at: open)
        }
        let partner = partners[open]
        if partner >= 0 { return partner }
        if partner == -1 { throw failure("'\(opener)' is never closed", at: open) }
        let closer = -2 - partner
        let character =
            tokens[closer].kind == .punctuation(")") ? ")" : tokens[closer].kind == .punctuation("]") ? "]" : "}"
        throw failure("'\(character)' closes '\(opener)'; the brackets do not balance", at: closer)
    }

    /// The index after a token at the top level of a body: past the bracket closing it, for an opening
    /// bracket, so that a body's own members are read without walking nested ones.
    func nextTopLevel(after index: Int) -> Int {
        index < partners.count && partners[index] > index ? partners[index] + 1 : index + 1
    }

    /// The comma-separated elements between the brackets at `open` and `close`, as token ranges.
    func elements(from open: Int, to close: Int) throws(FormatError) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if case .punctuation(let character) = tokens[index].kind {
                if "([{".contains(character) {
                    index = try closing(index) + 1
                    continue
                }
                if character == "," {
                    result.append(start..<index)
                    start = index + 1
                }
            }
            index += 1
        }
        if start < close { result.append(start..<close) }
        return result
    }

    /// An argument list's elements by label (`nil` for unlabeled), in order.
    func arguments(from open: Int, to close: Int) throws(FormatError) -> [(label: String?, range: Range<Int>)] {
        try elements(from: open, to: close).map { range in
            if let label = name(at: range.lowerBound), isPunctuation(":", at: range.lowerBound + 1) {
                return (label, range.lowerBound + 2..<range.upperBound)
            }
            return (nil, range)
        }
    }

    /// A call filling the whole range, `Name(…)`, `Name.init(…)` or `.init(…)`: the callee's last name and
    /// the index of its opening parenthesis.
    func call(_ range: Range<Int>) -> (callee: String, open: Int)? {
        var index = range.lowerBound
        var callee: String?
        if isPunctuation(".", at: index) { index += 1 }
        while let part = name(at: index) {
            if part != "init" || callee == nil { callee = part }
            if isPunctuation(".", at: index + 1) { index += 2 } else { break }
        }
        let open = index + 1
        guard let callee, isPunctuation("(", at: open), (try? closing(open)) == range.upperBound - 1 else {
            return nil
        }
        return (callee, open)
    }
}
