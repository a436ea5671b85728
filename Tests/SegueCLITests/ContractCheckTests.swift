import SegueChecks
import SegueCore
import Testing

/// The UIKit contract checks on hand-made runs: no built-in scenario breaks the contract (the
/// model keeps it), so each violation is written out as the log and completion a broken
/// transition would leave (docs/testing-transitions.md).
struct ContractCheckTests {
    static func entry(_ t: Double, _ text: String, warning: Bool = false) -> LogEntry {
        LogEntry(t: t, text: text, isWarning: warning)
    }

    /// A pop from message to inbox started at 0.5 with this log after its start.
    static func pop(_ log: [LogEntry], completion: TransitionRecord.Completion?, endTime: Double = 2) -> RunRecord {
        let head = [entry(0, "message.viewWillAppear(false)"), entry(0, "message.viewDidAppear(false)")]
        let t = TransitionRecord(operation: .pop, from: "message", to: "inbox", start: 0.5, logStart: head.count, completion: completion)
        return RunRecord(transitions: [t], log: head + log, endTime: endTime)
    }

    static let goodLog = [
        entry(0.5, "message.viewWillDisappear(true)"), entry(0.5, "inbox.viewWillAppear(true)"), entry(0.5, "startInteractiveTransition"),
        entry(0.6, "update(0.3)"), entry(0.9, "finish()"), entry(1.1, "completeTransition(true)"),
        entry(1.1, "message.viewDidDisappear(true)"), entry(1.1, "inbox.viewDidAppear(true)"),
    ]
    static let finished = TransitionRecord.Completion(time: 1.1, didComplete: true, hadContext: true, containerViews: ["inbox"])

    func failures(_ record: RunRecord) -> [String] {
        ContractCheck.check(record).compactMap { r in r.failure.map { "\(r.description): \($0)" } }
    }

    @Test func aWellBehavedPopPassesEveryCheck() {
        let results = ContractCheck.check(Self.pop(Self.goodLog, completion: Self.finished))
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.passed }, "\(results)")
    }

    @Test func aTransitionThatNeverCompletesFailsAndSaysSo() {
        let log = Array(Self.goodLog.prefix(5))
        let f = failures(Self.pop(log, completion: nil, endTime: 61))
        #expect(f.contains("transition 1 (pop message → inbox): completeTransition exactly once: never completed: started at 0.5 s, "
                           + "no completeTransition within 60 s"))
        let short = failures(Self.pop(log, completion: nil, endTime: 3))
        #expect(short.contains { $0.hasSuffix("no completeTransition before the run ended at 3 s") })
        // Left half-way (will without did), but a transition still runs: not counted twice.
        #expect(!short.contains { $0.hasPrefix("appearance calls balanced") })
    }

    @Test func aSecondCompleteTransitionFails() {
        let log = Self.goodLog + [Self.entry(1.3, "completeTransition(true) called again: ignored", warning: true)]
        let f = failures(Self.pop(log, completion: Self.finished))
        #expect(f == ["transition 1 (pop message → inbox): completeTransition exactly once: called 2 times: "
                      + "completeTransition(true) at 1.1 s, completeTransition(true) at 1.3 s"])
    }

    @Test(arguments: [
        (true, ["inbox", "message"], "finished, but message is still in the container (inbox, message)"),
        (false, ["inbox"], "cancelled, but message left the container (inbox)"),
        (false, ["inbox", "message"], "cancelled, but inbox (the to view) is still in the container"),
    ])
    func theFromViewLeavesOnlyOnSuccess(didComplete: Bool, views: [String], message: String) {
        var log = Self.goodLog
        if !didComplete {
            log = Array(log.prefix(4)) + [Self.entry(0.9, "cancel()"), Self.entry(1.0, "completeTransition(false)"),
                                          Self.entry(1.0, "inbox.viewWillDisappear(true)"), Self.entry(1.0, "inbox.viewDidDisappear(true)"),
                                          Self.entry(1.0, "message.viewWillAppear(true)"), Self.entry(1.0, "message.viewDidAppear(true)")]
        }
        let c = TransitionRecord.Completion(time: 1, didComplete: didComplete, hadContext: true, containerViews: views)
        #expect(failures(Self.pop(log, completion: c)) == ["transition 1 (pop message → inbox): the from view leaves the container only on success: \(message)"])
    }

    @Test func aCustomPresentationKeepsItsPresenter() {
        let t = TransitionRecord(operation: .present, from: "document", to: "confirm", start: 0, logStart: 0, keepsPresenter: true,
                                 completion: .init(time: 1, didComplete: true, hadContext: true, containerViews: ["document", "cover", "confirm"]))
        let log = [Self.entry(0, "completeTransition(true)")]
        #expect(ContractCheck.check(RunRecord(transitions: [t], log: log, endTime: 2)).allSatisfy { $0.passed })
    }

    @Test func anUpdateAfterTheEndFails() {
        var log = Self.goodLog
        log.insert(Self.entry(1.0, "update(0.8) outside the interactive phase: ignored", warning: true), at: 5)
        #expect(failures(Self.pop(log, completion: Self.finished))
                == ["transition 1 (pop message → inbox): no updateInteractiveTransition after the end: update(0.8) at 1 s, after the interaction ended"])
        // A catch makes it interactive again: updates after it are fine.
        var caught = Self.goodLog
        caught.insert(contentsOf: [Self.entry(1.0, "pauseInteractiveTransition()"), Self.entry(1.05, "update(0.7)")], at: 5)
        #expect(failures(Self.pop(caught, completion: Self.finished)).isEmpty)
    }

    @Test(arguments: [
        ([("inbox.viewDidAppear(true)")], "inbox.viewDidAppear(true) at 1 s while inbox was disappeared"),
        (["inbox.viewWillAppear(true)", "inbox.viewWillAppear(true)"], "inbox.viewWillAppear(true) at 1 s while inbox was appearing"),
        (["inbox.viewWillAppear(true)"], "inbox.viewWillAppear(true) at 1 s never got its did or its reversal (inbox left appearing)"),
        (["message.viewWillDisappear(true)", "message.viewDidAppear(true)"], "message.viewDidAppear(true) at 1 s while message was disappearing"),
    ])
    func unbalancedAppearanceCallsFail(calls: [String], message: String) {
        let log = [Self.entry(0, "message.viewWillAppear(false)"), Self.entry(0, "message.viewDidAppear(false)")] + calls.map { Self.entry(1, $0) }
        let r = AppearanceBalance.check(log, transitionRunning: false)
        #expect(r.failure == message)
    }

    /// A cancelled pop reverses both halves: the to view's will is undone, the from view appears again.
    @Test func aCancelsReversalIsBalanced() {
        let log = ["message.viewWillAppear(false)", "message.viewDidAppear(false)", "message.viewWillDisappear(true)", "inbox.viewWillAppear(true)",
                   "inbox.viewWillDisappear(true)", "inbox.viewDidDisappear(true)", "message.viewWillAppear(true)", "message.viewDidAppear(true)"]
        #expect(AppearanceBalance.check(log.map { Self.entry(1, $0) }, transitionRunning: false).passed)
    }

    @Test func logOrderIsASubsequenceWithPrefixes() {
        let log = Self.goodLog
        #expect(LogOrder.check(["update(", "finish()", "completeTransition(true)"], in: log).passed)
        #expect(LogOrder.check(["finish()", "update("], in: log).failure == "\"update(\" not found after \"finish()\" at 0.9 s (it comes earlier)")
        #expect(LogOrder.check(["cancel()"], in: log).failure == "\"cancel()\" not found")
    }
}
