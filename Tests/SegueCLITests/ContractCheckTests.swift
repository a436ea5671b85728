import SegueChecks
import SegueCore
import Testing

/// The UIKit contract checks on hand-made runs: no built-in scenario breaks the contract (the
/// model keeps it), so each violation is written out as the log and completion a broken
/// transition would leave (docs/testing-transitions.md).
struct ContractCheckTests {
    static func entry(_ t: Double, _ call: UIKitCall) -> LogEntry { LogEntry(t: t, call: call) }
    /// `id.callback(animated)`.
    static func appearance(_ id: String, _ callback: UIKitCall.AppearanceCallback, _ animated: Bool = true) -> UIKitCall {
        .appearance(viewController: id, callback, animated: animated)
    }

    /// A pop from message to inbox started at 0.5 with this log after its start.
    static func pop(_ log: [LogEntry], completion: TransitionRecord.Completion?, endTime: Double = 2) -> RunRecord {
        let head = [entry(0, Self.appearance("message", .viewWillAppear, false)), entry(0, Self.appearance("message", .viewDidAppear, false))]
        let t = TransitionRecord(operation: .pop, from: "message", to: "inbox", start: 0.5, logStart: head.count, completion: completion)
        return RunRecord(transitions: [t], log: head + log, endTime: endTime)
    }

    static let goodLog = [
        entry(0.5, Self.appearance("message", .viewWillDisappear)), entry(0.5, Self.appearance("inbox", .viewWillAppear)), entry(0.5, .startInteractiveTransition(.percentDriven)),
        entry(0.6, .update(0.3)), entry(0.9, .finish), entry(1.1, .completeTransition(true)),
        entry(1.1, Self.appearance("message", .viewDidDisappear)), entry(1.1, Self.appearance("inbox", .viewDidAppear)),
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
        let log = Self.goodLog + [Self.entry(1.3, .refused(.completeTransition(true), because: "called again: ignored"))]
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
            log = Array(log.prefix(4)) + [Self.entry(0.9, .cancel), Self.entry(1.0, .completeTransition(false)),
                                          Self.entry(1.0, Self.appearance("inbox", .viewWillDisappear)), Self.entry(1.0, Self.appearance("inbox", .viewDidDisappear)),
                                          Self.entry(1.0, Self.appearance("message", .viewWillAppear)), Self.entry(1.0, Self.appearance("message", .viewDidAppear))]
        }
        let c = TransitionRecord.Completion(time: 1, didComplete: didComplete, hadContext: true, containerViews: views)
        #expect(failures(Self.pop(log, completion: c)) == ["transition 1 (pop message → inbox): the from view leaves the container only on success: \(message)"])
    }

    @Test func aCustomPresentationKeepsItsPresenter() {
        let t = TransitionRecord(operation: .present, from: "document", to: "confirm", start: 0, logStart: 0, keepsPresenter: true,
                                 completion: .init(time: 1, didComplete: true, hadContext: true, containerViews: ["document", "cover", "confirm"]))
        let log = [Self.entry(0, .completeTransition(true))]
        #expect(ContractCheck.check(RunRecord(transitions: [t], log: log, endTime: 2)).allSatisfy { $0.passed })
    }

    @Test func anUpdateAfterTheEndFails() {
        var log = Self.goodLog
        log.insert(Self.entry(1.0, .refused(.update(0.8), because: "outside the interactive phase: ignored")), at: 5)
        #expect(failures(Self.pop(log, completion: Self.finished))
                == ["transition 1 (pop message → inbox): no updateInteractiveTransition after the end: update(0.8) at 1 s, after the interaction ended"])
        // After the completion the transition is over: a later update (a gesture where no
        // transition began) drives nothing, as UIKit's percent-driven object ignores it.
        let after = Self.goodLog + [Self.entry(1.5, .refused(.update(0.1), because: "outside the interactive phase: ignored"))]
        #expect(failures(Self.pop(after, completion: Self.finished)).isEmpty)
        // A catch makes it interactive again: updates after it are fine.
        var caught = Self.goodLog
        caught.insert(contentsOf: [Self.entry(1.0, .pauseInteractiveTransition), Self.entry(1.05, .update(0.7))], at: 5)
        #expect(failures(Self.pop(caught, completion: Self.finished)).isEmpty)
    }

    @Test(arguments: [
        ([Self.appearance("inbox", .viewDidAppear)], "inbox.viewDidAppear(true) at 1 s while inbox was disappeared"),
        ([Self.appearance("inbox", .viewWillAppear), Self.appearance("inbox", .viewWillAppear)], "inbox.viewWillAppear(true) at 1 s while inbox was appearing"),
        ([Self.appearance("inbox", .viewWillAppear)], "inbox.viewWillAppear(true) at 1 s never got its did or its reversal (inbox left appearing)"),
        ([Self.appearance("message", .viewWillDisappear), Self.appearance("message", .viewDidAppear)], "message.viewDidAppear(true) at 1 s while message was disappearing"),
    ])
    func unbalancedAppearanceCallsFail(calls: [UIKitCall], message: String) {
        let log = [Self.entry(0, Self.appearance("message", .viewWillAppear, false)), Self.entry(0, Self.appearance("message", .viewDidAppear, false))] + calls.map { Self.entry(1, $0) }
        let r = AppearanceBalance.check(log, transitionRunning: false)
        #expect(r.failure == message)
    }

    /// A cancelled pop reverses both halves: the to view's will is undone, the from view appears again.
    @Test func aCancelsReversalIsBalanced() {
        let log = [Self.appearance("message", .viewWillAppear, false), Self.appearance("message", .viewDidAppear, false), Self.appearance("message", .viewWillDisappear), Self.appearance("inbox", .viewWillAppear),
                   Self.appearance("inbox", .viewWillDisappear), Self.appearance("inbox", .viewDidDisappear), Self.appearance("message", .viewWillAppear), Self.appearance("message", .viewDidAppear)]
        #expect(AppearanceBalance.check(log.map { Self.entry(1, $0) }, transitionRunning: false).passed)
    }

    @Test func logOrderIsASubsequenceWithPrefixes() {
        let log = Self.goodLog
        #expect(LogOrder.check(Self.patterns("update(", "finish()", "completeTransition(true)"), in: log).passed)
        #expect(LogOrder.check(Self.patterns("finish()", "update("), in: log).failure == "\"update(\" not found after \"finish()\" at 0.9 s (it comes earlier)")
        #expect(LogOrder.check(Self.patterns("cancel()"), in: log).failure == "\"cancel()\" not found")
        // A view controller's callback matches by its name and its text, receiver included.
        #expect(LogOrder.check(Self.patterns("inbox.viewDidAppear(true)"), in: log).passed)
        #expect(!LogOrder.check(Self.patterns("viewDidAppear(true)"), in: log).passed)
    }

    static func patterns(_ texts: String...) -> [CallPattern] { texts.map { CallPattern($0)! } }

    /// A test file names calls by their UIKit names; a name no logged call has is no pattern.
    @Test(arguments: [("update(", "update"), ("inbox.viewDidAppear(true)", "viewDidAppear"), ("gesture ended: release → finish", "gesture"),
                      ("collectionView.setCollectionViewLayout(", "collectionView.setCollectionViewLayout"),
                      ("completionSpeed = 0.79", "completionSpeed"), ("startInteractiveTransition (custom controller)", "startInteractiveTransition")])
    func aCallPatternHasTheCallsName(text: String, name: String) {
        #expect(CallPattern(text)?.name == name)
    }

    @Test func anUnknownCallNameIsNoPattern() {
        #expect(CallPattern("completeTransitio(true)") == nil)
        #expect(CallPattern("inbox.viewDidApear(true)") == nil)
        #expect(CallPattern("update") != nil)
        #expect(CallPattern("updat(") == nil)
    }
}
