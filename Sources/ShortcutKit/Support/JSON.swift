/// A JSON value whose objects keep their keys in order.
///
/// The registry is a file people write and diff, and `--json` output is a contract other programs
/// read: both want a stable key order, which `JSONSerialization` does not give. Integers and
/// fractional numbers stay apart so that `20` never prints as `20.0`.
public enum JSON: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent, kept apart so that `20` never prints as `20.0`.
    case integer(Int)
    /// A number with a fraction or exponent.
    case double(Double)
    /// A string, unescaped.
    case string(String)
    /// An array, in order.
    case array([JSON])
    /// An object, its members in the order written.
    case object(JSONObject)

    /// A number as a `JSON` value, written as an integer when it has no fractional part.
    package static func number(_ value: Double) -> JSON {
        if let integer = value.exactInteger { return .integer(integer) }
        return .double(value)
    }

    /// The member of that key when the value is an object; `nil` otherwise, so lookups chain: `json["match"]?["intent"]`.
    package subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The string, when the value is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array.
    package var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when the value is an object.
    package var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The Boolean, when the value is one.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as a `Double` when it is a number of either kind.
    package var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The value as an `Int` when it is an integer, or a fractional number with no fraction.
    package var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .double(let value): return value.exactInteger
        default: return nil
        }
    }

    /// Compares with an explicit list of pairs still to compare instead of recursion, so that values
    /// nested however deep (code can build any depth) cannot exhaust the thread's stack. Object members
    /// compare in order, as the text they were read from or will be written as.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        var pending: [(JSON, JSON)] = []
        var pair = (lhs, rhs)
        while true {
            switch pair {
            case (.null, .null): break
            case (.bool(let left), .bool(let right)): guard left == right else { return false }
            case (.integer(let left), .integer(let right)): guard left == right else { return false }
            case (.double(let left), .double(let right)): guard left == right else { return false }
            case (.string(let left), .string(let right)): guard left == right else { return false }
            case (.array(let left), .array(let right)):
                guard left.count == right.count else { return false }
                pending.append(contentsOf: zip(left, right))
            case (.object(let left), .object(let right)):
                guard left.members.count == right.members.count else { return false }
                for (leftMember, rightMember) in zip(left.members, right.members) {
                    guard leftMember.key == rightMember.key else { return false }
                    pending.append((leftMember.value, rightMember.value))
                }
            default: return false
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// A word for the kind of value, for error messages ("expected a string, found an array").
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// The members of a JSON object, in the order they were written or added.
///
/// Members are kept in one array: objects in registries and results have a handful of keys, and a
/// linear search over them costs less than hashing into a dictionary that each object would allocate.
public struct JSONObject: Sendable, Equatable {
    /// The members in order; a key appears at most once unless `append(_:_:)` was told otherwise.
    public private(set) var members: [(key: String, value: JSON)] = []

    /// An object without members.
    package init() {}

    /// An object of these members in this order; a repeated key keeps its first place and last value.
    public init(_ members: [(String, JSON)]) {
        self.members.reserveCapacity(members.count)
        for (key, value) in members { self[key] = value }
    }

    /// The members of a literal in its order, for code that writes a fixed shape: `JSONObject(["status": .string("ok")])`.
    package init(_ members: KeyValuePairs<String, JSON>) {
        self.init(members.map { ($0.key, $0.value) })
    }

    /// The value of a key; setting a value replaces it in place or appends it, setting `nil` removes it.
    public subscript(key: String) -> JSON? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (nil, let value?): members.append((key, value))
            case (let index?, nil): members.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// Appends a member without looking for an existing one: for building objects whose keys are known
    /// to be distinct.
    package mutating func append(_ key: String, _ value: JSON) {
        members.append((key, value))
    }

    /// The keys in order.
    package var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    package var isEmpty: Bool { members.isEmpty }

    /// Objects are equal when they have the same members in the same order, as the text they are written as.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSON.object(lhs) == JSON.object(rhs)
    }
}
