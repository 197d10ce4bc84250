/// Writes the registry's vocabulary as a speech recognizer's hint list: one phrase a line, for Google's
/// speech adaptation phrases, Azure's phrase list or `SFSpeechRecognitionRequest.contextualStrings`.
///
/// The lines are, in this order and without repeats: the app's name and synonyms; each enum case's and
/// entity's title and synonyms; then every concrete phrase of every shortcut with its values filled in,
/// as long as their number is bounded. A slot of an enum or entity is filled with each spoken form of its
/// values (at most `maximumFillings` sentences a phrase); a number, amount or free-text slot, which no
/// list can hold, splits the sentence into the hints before and after it ("load", "into villagepay").
/// Words are the tokenizer's, as in the JSGF grammar (`RecognizerWords`).
///
/// Google accepts 5,000 phrases a request of at most 100 characters each, the tightest of the three:
/// a longer line is left out and the list stops at 5,000, each with a note.
struct RecognizerHintsExporter {
    let registry: Registry

    /// The most hints a list holds: Google Cloud Speech-to-Text's phrases per request.
    static let maximumHints = 5_000
    /// The most characters of a hint: Google's characters per phrase.
    static let maximumLength = 100
    /// The most sentences one concrete phrase's enum and entity values are filled into.
    static let maximumFillings = 50

    /// A part of a sentence: fixed words, a choice of spoken forms, or a slot no list can hold.
    private enum Piece {
        case words(String)
        case choice([String])
        case gap
    }

    func export() -> ExportResult {
        var hints: [String] = []
        var seen = Set<String>()
        var tooLong = 0
        var total = 0
        func add(_ text: String) {
            let hint = RecognizerWords.spoken(text)
            guard !hint.isEmpty, seen.insert(hint).inserted else { return }
            total += 1
            if hint.count > Self.maximumLength {
                tooLong += 1
            } else if hints.count < Self.maximumHints {
                hints.append(hint)
            }
        }
        registry.app.allNames.forEach(add)
        for type in registry.types {
            for value in type.values { ([value.title] + value.synonyms).forEach(add) }
        }
        var notes: [FormatNote] = []
        for (index, shortcut) in registry.shortcuts.enumerated() {
            let intent = registry.intent(named: shortcut.intent)
            for (phraseIndex, template) in shortcut.phrases.enumerated() {
                let phrases: [ConcretePhrase]
                do {
                    phrases = try ConcretePhrase.expanding(template)
                } catch {
                    phrases = [ConcretePhrase.first(of: template)]
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "shortcuts[\(index)].phrases[\(phraseIndex)]",
                            message: "\(error.description); only its first sentence is a hint"))
                }
                for phrase in phrases { sentences(of: phrase, intent: intent).forEach(add) }
            }
        }
        if tooLong > 0 {
            notes.append(
                FormatNote(
                    kind: .lossy, place: "hints",
                    message:
                        "\(tooLong) hint\(tooLong == 1 ? " is" : "s are") longer than \(Self.maximumLength) characters "
                        + "and left out; recognizers take shorter phrases"))
        }
        let cut = total - tooLong - hints.count
        if cut > 0 {
            notes.append(
                FormatNote(
                    kind: .lossy, place: "hints",
                    message:
                        "the list stops at \(Self.maximumHints) hints, the most a request may hold; \(cut) phrase "
                        + "sentence\(cut == 1 ? " is" : "s are") left out (the app's names and values come first)"))
        }
        return ExportResult(text: hints.map { $0 + "\n" }.joined(), notes: notes)
    }

    /// The hints of one concrete phrase: its sentences with values filled in, split where a slot takes any
    /// number or text.
    private func sentences(of phrase: ConcretePhrase, intent: Intent?) -> [String] {
        var runs: [[Piece]] = [[]]
        for segment in phrase.segments {
            switch piece(for: segment, intent: intent) {
            case .gap: runs.append([])
            case let piece: runs[runs.count - 1].append(piece)
            }
        }
        return runs.flatMap(filled)
    }

    private func piece(for segment: Template.FlatPart, intent: Intent?) -> Piece {
        switch segment {
        case .text(let text): return .words(text)
        case .slot(let name) where name == Template.applicationNameSlot: return .choice(registry.app.allNames)
        case .slot(let name):
            guard case .named(let typeName)? = intent?.parameter(named: name)?.type,
                let type = registry.type(named: typeName), !type.values.isEmpty
            else { return .gap }
            return .choice(type.values.flatMap { [$0.title] + $0.synonyms })
        }
    }

    /// Every sentence of a run, the last choice varying fastest, at most `maximumFillings`.
    private func filled(_ run: [Piece]) -> [String] {
        var sentences = [""]
        for piece in run {
            switch piece {
            case .words(let text): sentences = sentences.map { $0 + " " + text }
            case .choice(let forms):
                var next: [String] = []
                outer: for sentence in sentences {
                    for form in forms {
                        guard next.count < Self.maximumFillings else { break outer }
                        next.append(sentence + " " + form)
                    }
                }
                sentences = next
            case .gap: break
            }
        }
        return sentences
    }
}
