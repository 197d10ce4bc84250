import Foundation

/// RFC 4180 CSV: fields separated by commas, quoted when they hold a comma, a quote or a line break, quotes
/// doubled inside quotes. Spreadsheets read and write this form.
enum CSV {
    /// One line of a document: its fields and the 1-based line it starts on, for error messages.
    struct Row: Equatable {
        var fields: [String]
        var line: Int
    }

    struct SyntaxError: Error, Equatable {
        var line: Int
        var message: String
    }

    /// The text of a document: rows joined by CRLF, as RFC 4180 asks, with a final line break.
    static func text(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    static func field(_ value: String) -> String {
        guard
            value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || value.first == " "
                || value.last == " "
        else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The rows of a document; blank lines are skipped; `\n`, `\r\n` and a lone `\r` (old Mac spreadsheets)
    /// end a row, and count as a line in error messages.
    static func rows(_ text: String) throws(SyntaxError) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var rowLine = 1
        var inQuotes = false
        var wasQuoted = false
        var characters = Array(text.unicodeScalars)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var index = 0
        func endRow() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty && !wasQuoted) {
                rows.append(Row(fields: fields, line: rowLine))
            }
            fields = []
            field = ""
            wasQuoted = false
        }
        while index < characters.count {
            let character = characters[index]
            if inQuotes {
                if character == "\"" {
                    if index + 1 < characters.count, characters[index + 1] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if character == "\n" { line += 1 }
                    field.unicodeScalars.append(character)
                }
            } else {
                switch character {
                case "\"":
                    guard field.isEmpty else {
                        throw SyntaxError(
                            line: line,
                            message: "a quote inside an unquoted field; quote the whole field and double the quote")
                    }
                    inQuotes = true
                    wasQuoted = true
                case ",":
                    fields.append(field)
                    field = ""
                    wasQuoted = false
                case "\r" where index + 1 < characters.count && characters[index + 1] == "\n":
                    break
                case "\n", "\r":
                    endRow()
                    line += 1
                    rowLine = line
                default:
                    if wasQuoted {
                        throw SyntaxError(line: line, message: "text after a closing quote; put it inside the quotes")
                    }
                    field.unicodeScalars.append(character)
                }
            }
            index += 1
        }
        if inQuotes { throw SyntaxError(line: rowLine, message: "unterminated quoted field; close it with '\"'") }
        if !field.isEmpty || !fields.isEmpty || wasQuoted { endRow() }
        return rows
    }
}
