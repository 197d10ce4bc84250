import Testing

@testable import ShortcutKit

/// The flexible walk's owned state: what each memo outlives, the budget spent one visit at a time, and a
/// path that comes back to where it started.
@Suite struct FlexibleStateTests {
    /// Which answers a new run keeps: (the span end of the first run, of the second, whether the app-name
    /// ends and value readings, which read no further than the end, are kept).
    @Test(arguments: [(5, 5, true), (5, 4, false), (3, 5, false)])
    func aNewRunForgetsWhatNoLongerHolds(first: Int, second: Int, keepsSpanAnswers: Bool) {
        var memos = FlexibleMemos(wordCount: 6, vocabularySize: 4)
        memos.begin(spanEndingAt: first)
        memos[appNameEndFrom: 1] = 3
        memos[readingsOf: 2, from: 1] = []
        memos[candidatesAt: 1] = [2]
        memos.record(similarity: (.spelledAlike, 0.2), 1, 3)
        memos.markDead(42, at: 0.3)
        #expect(memos.isDead(42, at: 0.3))
        #expect(!memos.isDead(42, at: 0.1))

        memos.begin(spanEndingAt: second)
        #expect((memos[appNameEndFrom: 1] != nil) == keepsSpanAnswers)
        #expect((memos[readingsOf: 2, from: 1] != nil) == keepsSpanAnswers)
        // Dead pairs hold for one run; what a heard word is like holds for the utterance.
        #expect(!memos.isDead(42, at: 0.3))
        #expect(memos[candidatesAt: 1] == [2])
        if case .known(let answer) = memos.similarity(1, 3) {
            #expect(answer?.0 == .spelledAlike && answer?.1 == 0.2)
        } else {
            Issue.record("the similarity was forgotten")
        }
    }

    @Test func theBudgetIsSpentOneVisitAtATimeAndSaysWhenItRanOut() {
        var work = FlexibleWorkBudget(visits: 2)
        let spent = [work.spend(), work.spend()]
        #expect(spent == [true, true] && !work.isExhausted && work.left == 0)
        let refused = !work.spend()
        #expect(refused && work.isExhausted)
    }

    @Test func aPathGivesBackWhatItTook() {
        var path = FlexiblePath()
        let step = FlexibleSearch.Step(
            kind: .dropped, heard: 0..<0, expected: 1, expectedNext: -1, cost: FlexibleVocabulary.Cost.dropped)
        #expect(path.affords(step.cost))
        path.take(step, length: 1, literal: 1)
        path.followWord()
        path.capture(PhraseSearch.Capture(slot: 0, start: 0, end: 1, value: .words))
        #expect(path.length == 3 && path.literalWords == 2 && path.steps.count == 1 && path.captures.count == 1)
        path.releaseCapture()
        path.unfollowWord()
        path.giveBack(cost: step.cost, length: 1, literal: 1)
        #expect(path.cost == 0 && path.length == 0 && path.literalWords == 0)
        #expect(path.steps.isEmpty && path.captures.isEmpty)
        #expect(!path.affords(FlexibleVocabulary.Cost.budget + 0.01))
    }
}
