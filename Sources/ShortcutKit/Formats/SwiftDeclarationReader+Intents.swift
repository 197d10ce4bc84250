/// Reading an `AppIntent`'s title and `@Parameter` properties.
extension SwiftDeclarationReader {
    mutating func intentDeclaration(body: Range<Int>) throws(FormatError) -> Declarations.IntentDeclaration {
        var declaration = Declarations.IntentDeclaration()
        var index = body.lowerBound
        while index < body.upperBound {
            if file.name(at: index) == "static", ["var", "let"].contains(file.name(at: index + 1)),
                file.name(at: index + 2) == "title",
                let property = file.propertyValue(after: index + 2, within: body.upperBound)
            {
                do {
                    declaration.title = try file.text(property.value, what: "the intent's title")
                } catch {
                    record(error)
                }
                index = property.end
                continue
            }
            if file.isPunctuation("@", at: index), file.name(at: index + 1) == "Parameter" {
                var next = index + 2
                var title: String?
                var prompt: String?
                var hasDefault = false
                var defaultForm: (form: FixedValueForm?, problem: String?, place: Declarations.Place)?
                var bounds: (lower: Double?, upper: Double?) = (nil, nil)
                if file.isPunctuation("(", at: next) {
                    let close = try file.closing(next)
                    for argument in try file.arguments(from: next, to: close) {
                        // Both have defaults, so one computed at run time costs nothing the phrases need.
                        if argument.label == "title" {
                            title = try? file.text(argument.range, what: "the parameter's title")
                        } else if argument.label == "requestValueDialog" {
                            prompt = try? file.text(argument.range, what: "the parameter's requestValueDialog")
                        } else if argument.label == "default" {
                            hasDefault = true
                            // A computed default is no error: the parameter is still read, with a note.
                            do {
                                defaultForm = (
                                    try fixedValue(argument.range, of: "the default"), nil,
                                    place(argument.range.lowerBound)
                                )
                            } catch {
                                defaultForm = (nil, error.message, place(argument.range.lowerBound))
                            }
                        } else if argument.label == "inclusiveRange" {
                            bounds = try inclusiveRange(argument.range)
                        }
                    }
                    next = close + 1
                }
                while next < body.upperBound, file.name(at: next) != "var" { next += 1 }
                // `var tags: [TagEntity]`: an array of the element type.
                let isArray = file.isPunctuation("[", at: next + 3)
                let typeStart = isArray ? next + 4 : next + 3
                guard let parameterName = file.name(at: next + 1), file.isPunctuation(":", at: next + 2),
                    let typeName = file.name(at: typeStart)
                else {
                    record(
                        file.failure(
                            "cannot read this @Parameter; write it as @Parameter(title: \"…\") var name: Type",
                            at: index))
                    index = next
                    continue
                }
                var typeEnd = typeStart
                var qualified = typeName
                while file.isPunctuation(".", at: typeEnd + 1), let member = file.name(at: typeEnd + 2) {
                    qualified += "." + member
                    typeEnd += 2
                }
                if isArray {
                    guard file.isPunctuation("]", at: typeEnd + 1) else {
                        record(file.failure("cannot read this array @Parameter; write var name: [Type]", at: index))
                        index = typeEnd + 1
                        continue
                    }
                    typeEnd += 1
                }
                var parameter = Declarations.ParameterDeclaration(
                    name: parameterName, typeName: qualified,
                    isOptional: file.isPunctuation("?", at: typeEnd + 1) || hasDefault, title: title,
                    prompt: prompt, isArray: isArray, hasDefault: hasDefault, lowerBound: bounds.lower,
                    upperBound: bounds.upper)
                if let defaultForm {
                    parameter.defaultLiteral = defaultForm.form.map {
                        Declarations.FixedValueLiteral(name: parameterName, form: $0, place: defaultForm.place)
                    }
                    parameter.defaultProblem = defaultForm.problem
                }
                parameter.place = place(index)
                declaration.parameters.append(parameter)
                index = typeEnd + 1
                continue
            }
            index = file.nextTopLevel(after: index)
        }
        return declaration
    }

    /// The bounds of `inclusiveRange: (lowerBound: 1, upperBound: 10)`, each `nil` unless a number literal.
    private func inclusiveRange(_ range: Range<Int>) throws(FormatError) -> (lower: Double?, upper: Double?) {
        guard file.isPunctuation("(", at: range.lowerBound), try file.closing(range.lowerBound) == range.upperBound - 1
        else { return (nil, nil) }
        let members = try file.arguments(from: range.lowerBound, to: range.upperBound - 1)
        return (
            members.first { $0.label == "lowerBound" }.flatMap { file.number($0.range) },
            members.first { $0.label == "upperBound" }.flatMap { file.number($0.range) }
        )
    }
}
