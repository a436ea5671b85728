import SegueScenario

/// Finish or cancel over a grid of releases (`segue sweep`; docs/cli.md): for each release
/// percent and velocity, a fresh model starts the operation's interactive transition, releases
/// it exactly there (`SimulatedApp.releaseInteractive`), and runs until `completeTransition`.
public enum ReleaseSweep {
    /// The longest a completion may take before the cell says it never completed; unit:
    /// seconds of model time after the release.
    public static let completionLimit = 60.0

    /// One release and what came of it.
    public struct Cell: Sendable, Equatable {
        /// The release percent, 0…1.
        public var percent: Double
        /// The release velocity, in the gesture's unit per second (positive = toward finishing).
        public var velocity: Double
        /// Whether the transition finished (else it cancelled).
        public var finishes: Bool
        /// Seconds of model time from the release to `completeTransition`; nil when it did not
        /// complete within `completionLimit`.
        public var completion: Double?

        public init(percent: Double, velocity: Double, finishes: Bool, completion: Double?) {
            self.percent = percent
            self.velocity = velocity
            self.finishes = finishes
            self.completion = completion
        }
    }

    /// Why a sweep cannot run.
    public enum Refusal: Error, Sendable, Equatable {
        /// The scenario offers no interactive `operation`, even after going forward once (a pop
        /// needs a pushed screen, a dismiss a presented one); `available` lists the operations
        /// that do have an interaction in the scenario.
        case noInteraction(Operation, available: [Operation])
    }

    /// The interaction that drives `operation` in `scenario`: its own, or for a navigation pop
    /// the scenario leaves to UIKit, the system's edge pan (docs/gestures.md); nil when none.
    public static func interaction(for operation: Operation, in scenario: Scenario) -> InteractionSpec? {
        // An engineer's own code: its recognizer drives the back operation, by its own rule.
        if scenario.swift != nil { return operation == codeOperation(scenario) ? SystemTransitions.popInteraction : nil }
        if let own = scenario.transitions[operation]?.interaction { return own }
        guard operation == .pop, scenario.transitions[.pop] == nil, case .navigation = scenario.container else { return nil }
        return SystemTransitions.popInteraction
    }

    /// The operations of `scenario` with an interaction (`interaction(for:in:)`), in `Operation` order.
    /// The operation an engineer's own code's recognizer drives in `scenario`'s container: pop
    /// in a navigation, dismiss in a modal.
    static func codeOperation(_ scenario: Scenario) -> Operation? {
        switch scenario.container {
        case .navigation: .pop
        case .modal: .dismiss
        default: nil
        }
    }

    public static func interactiveOperations(_ scenario: Scenario) -> [Operation] {
        Operation.allCases.filter { interaction(for: $0, in: scenario) != nil }
    }

    /// The release of `operation` at `percent` (0…1) with `velocity` (the gesture's unit per
    /// second) in a fresh model of `scenario` (the device's own size), built by `models`
    /// (default: the model the scenario describes).
    /// - Throws: `Refusal.noInteraction` when the operation cannot begin interactively.
    public static func release(_ scenario: Scenario, operation: Operation, percent: Double, velocity: Double,
                               models: ModelFactory = .scenario) throws(Refusal) -> Cell {
        let app = try prepared(scenario, operation: operation, models: models)
        var completedAt: Double?
        var finished = false
        let runtime = app.runtime
        app.container.observer = { event in
            if case .completed(_, _, _, let done) = event, completedAt == nil { (completedAt, finished) = (runtime.now, done) }
        }
        defer { app.container.observer = nil }
        let start = app.now
        guard app.releaseInteractive(operation, percent: percent, velocity: velocity) else {
            throw .noInteraction(operation, available: interactiveOperations(scenario))
        }
        settle(app, limit: start + completionLimit) { completedAt != nil }
        let rule = app.gestureRule
        return Cell(percent: percent, velocity: velocity,
                    finishes: completedAt == nil ? rule.shouldFinish(percent: percent, velocity: velocity) : finished,
                    completion: completedAt.map { $0 - start })
    }

    /// A fresh model where `operation` can begin interactively: as it starts, or after one step
    /// forward (push or present) has completed.
    static func prepared(_ scenario: Scenario, operation: Operation, models: ModelFactory) throws(Refusal) -> SimulatedApp {
        let app = models.make(scenario, nil)
        func canDrive() -> Bool {
            guard app.gestureHost != nil else { return app.gestureKind(driving: operation) != nil }
            // The code's recognizer needs something to go back from: a screen pushed, or one presented.
            let canGoBack = (app.container as? NavigationController).map { $0.stack.count > 1 }
                ?? (app.container as? ModalController).map { $0.presented != nil } ?? false
            return app.hostReleaseKind != nil && canGoBack
        }
        if canDrive() { return app }
        app.container.requestForward()
        settle(app, limit: completionLimit) { !app.container.isTransitioning }
        guard canDrive() else {
            throw .noInteraction(operation, available: interactiveOperations(scenario))
        }
        return app
    }

    /// Advances `app` from deadline to deadline until `done()` or model time `limit`.
    static func settle(_ app: SimulatedApp, limit: Double, until done: () -> Bool) {
        var steps = 0
        while !done(), steps < 100_000 {
            steps += 1
            guard let next = app.nextDeadline, next <= limit else {
                app.advance(to: limit)
                return
            }
            app.advance(to: max(next, app.now))
        }
    }
}
