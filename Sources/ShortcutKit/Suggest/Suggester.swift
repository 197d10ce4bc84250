/// Proposes phrase templates from utterances the registry did not answer, each checked exactly.
///
/// The loop it serves: the fallback log (or a person) says which intent an unanswered utterance meant;
/// `suggest` writes templates that cover such utterances and proves each one safe before a person
/// accepts it. In order:
/// 1. Utterances the registry already answers with their label are set aside (`alreadyMatched`), and
///    those it answers with another intent are `conflicts`: a phrase for them would collide.
/// 2. Each other utterance becomes a shape (`ShapeReader`): edge fillers set aside, values the intent's
///    parameters can read made slots.
/// 3. Shapes of one intent that differ only in a few words between a shared start and end merge into one
///    template with `(a|b)` and `[optional]` groups (`PhraseGroup`), as boldly as `Options` allows.
/// 4. Every template is checked (`Suggester+Checks.swift`): the lint's exact collision search against
///    every phrase of other intents and every negative phrase, every must-not-match utterance strictly
///    and, with `Options.flexible`, flexibly; Apple's rules give device notes. A proposal that fails is
///    kept, refused, with its reasons.
package struct Suggester: Sendable {
    /// How boldly utterances are merged and how proposals are checked.
    package struct Options: Sendable, Equatable {
        /// The most words a merged utterance may differ by from the others of its template; 0 proposes
        /// each utterance (with its slots) as it is.
        package var maximumDifferingWords: Int
        /// The most utterance shapes merged into one template.
        package var maximumAlternatives: Int
        /// The fewest words (and slots) merged shapes must all share.
        package var minimumSharedWords: Int
        /// The most places where merged shapes may differ: 1 accepts only sentences that were said (with
        /// their slots' values); more also accepts one shape's words in one place with another's in the
        /// next.
        package var maximumDifferingPlaces: Int
        /// The words added after every template, so that it is a device phrase as Apple wants it and
        /// still matches without the app's name (`in ${applicationName}`); nil for none.
        package var applicationNameSuffix: String?
        /// When set, a proposal is also refused if flexible matching with these options would use it to
        /// answer a must-not-match utterance with the wrong intent.
        package var flexible: MatchOptions?

        /// The defaults merge only sentences that were said (one place, two words) and check flexibly.
        package init(
            maximumDifferingWords: Int = 2, maximumAlternatives: Int = 8, minimumSharedWords: Int = 2,
            maximumDifferingPlaces: Int = 1,
            applicationNameSuffix: String? = "in ${applicationName}",
            flexible: MatchOptions? = MatchOptions(isFlexible: true)
        ) {
            self.maximumDifferingWords = maximumDifferingWords
            self.maximumAlternatives = maximumAlternatives
            self.minimumSharedWords = minimumSharedWords
            self.maximumDifferingPlaces = maximumDifferingPlaces
            self.applicationNameSuffix = applicationNameSuffix
            self.flexible = flexible
        }
    }

    /// The registry proposals are checked against, compiled.
    package let matcher: Matcher
    /// How to merge and check.
    package var options: Options

    /// A suggester for the registry `matcher` compiled.
    package init(matcher: Matcher, options: Options = Options()) {
        self.matcher = matcher
        self.options = options
    }

    var registry: Registry { matcher.registry }

    /// A template as proposed: with the application name's suffix.
    private func written(_ template: String) -> String {
        [template, options.applicationNameSuffix].compactMap { $0 }.joined(separator: " ")
    }

    /// Proposes and checks templates for the labelled utterances of `input`.
    ///
    /// - Parameters:
    ///   - input: labelled utterances; those labelled `nil` must match nothing, and each labelled one must
    ///     match no other intent's proposal.
    ///   - mustNotMatch: more utterances no proposal of another intent may answer, such as the cases of
    ///     a `shortcuts test` file (`intent` is the one each must match, or nil).
    /// - Throws: `SuggestError` when a line names an intent the registry lacks.
    /// - Complexity: linear in the utterances for shaping; grouping compares each shape with the groups
    ///   of its intent; checking is one lint of the registry with the proposals and a few matching rounds
    ///   over the must-not-match utterances.
    package func suggest(_ input: [LabeledUtterance], mustNotMatch: [LabeledUtterance] = []) throws(SuggestError)
        -> SuggestionReport
    {
        let intentNames = Set(registry.intents.map(\.name))
        for line in input + mustNotMatch {
            if let intent = line.intent, !intentNames.contains(intent) {
                throw SuggestError(
                    "\(line.source): unknown intent '\(intent)'; the registry has: "
                        + registry.intents.map(\.name).joined(separator: ", "))
            }
        }
        var report = SuggestionReport()
        let reader = ShapeReader(matcher: matcher)
        var shapes: [String: [(shape: UtteranceShape, index: Int)]] = [:]
        for (index, line) in input.enumerated() {
            guard let intentName = line.intent, let intent = registry.intent(named: intentName) else { continue }
            if let match = matcher.match(line.utterance).match {
                if match.intent == intentName {
                    report.alreadyMatched.append(line)
                } else {
                    report.conflicts.append(SuggestionReport.Conflict(utterance: line, answered: match.intent))
                }
                continue
            }
            guard let shape = reader.shape(line.utterance, intent: intent) else {
                report.unusable.append(line)
                continue
            }
            shapes[intentName, default: []].append((shape, index))
        }
        let limits = PhraseGroup.Limits(
            differingWords: options.maximumDifferingWords, alternatives: options.maximumAlternatives,
            sharedWords: options.minimumSharedWords, regions: options.maximumDifferingPlaces)
        var proposals: [Suggestion] = []
        for intent in registry.intents {
            let groups = Self.groups(of: shapes[intent.name] ?? [], limits: limits)
            var seen: [String: Int] = [:]
            for group in groups.sorted(by: { $0.utterances.count > $1.utterances.count }) {
                let template = written(group.written)
                let utterances = group.utterances.map { input[$0.index].utterance }
                if let earlier = seen[template] {
                    proposals[earlier].utterances += utterances
                    continue
                }
                seen[template] = proposals.count
                var proposal = Suggestion(intent: intent.name, template: template, utterances: utterances)
                if group.members.count > 1 {
                    proposal.parts = group.members.indices.map { member in
                        Suggestion(
                            intent: intent.name, template: written(group.members[member].written),
                            utterances: group.utterances.filter { $0.member == member }.map {
                                input[$0.index].utterance
                            })
                    }
                }
                proposals.append(proposal)
            }
        }
        report.suggestions = try check(proposals, mustNotMatch: input + mustNotMatch)
        return report
    }

    /// Merges shapes greedily, in input order: each joins the group it shares the most edge words with
    /// (the earliest on a tie), or starts one.
    static func groups(of shapes: [(shape: UtteranceShape, index: Int)], limits: PhraseGroup.Limits) -> [PhraseGroup] {
        var groups: [PhraseGroup] = []
        for (shape, index) in shapes {
            var best: (group: Int, shared: Int)?
            for (position, group) in groups.enumerated() {
                guard let shared = group.sharedElements(with: shape, limits: limits, better: best?.shared ?? -1)
                else { continue }
                if shared > best?.shared ?? -1 { best = (position, shared) }
            }
            if let best {
                groups[best.group].add(shape, utterance: index, limits: limits)
            } else {
                groups.append(PhraseGroup(shape, utterance: index))
            }
        }
        return groups
    }
}
