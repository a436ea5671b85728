import SegueCore
import SegueRender
import SegueRecords

/// Records what `segue test` checks of a run (docs/testing-transitions.md): the transitions
/// through the container's observer and the call log in full. The run itself is the headless
/// loop `segue timeline` runs (60 frames/s, the automatic end; SegueApp's `HeadlessSession`):
/// its host calls `followRestart()` after every event and `frame(at:)` at every frame, then
/// `finish()` for the record.
public final class TransitionRecorder {
    /// How long a transition may run before the run stops and the contract says it never
    /// completed; unit: seconds of model time after its start.
    public static let completionLimit = 60.0
    /// The terminal a run is laid out for (as `segue timeline`); unit: cells.
    public static let terminalSize = (cols: 120, rows: 40)
    /// Frames per second of the run.
    public static let fps = 60.0

    /// The player whose run is recorded.
    public let player: Player
    private var record = RunRecord()
    /// The log being collected (a restart makes a new one) and how many of its entries are in.
    private var log: EventLog?
    private var logged = 0
    /// The model observed: the player's, until a restart makes a new one.
    private var app: SimulatedApp
    /// A custom presentation or a page sheet keeps the presenter's view in the container,
    /// unless its presentation controller's shouldRemovePresentersView is true.
    private let keepsPresenter: Bool
    /// The last frame's time; seconds.
    private var last = 0.0

    /// A player of `scenario` laid out as a recorded run is (same size, panel shown), for
    /// looking at a moment again (`ScenarioReplay`).
    public static func player(_ scenario: Scenario) -> Player {
        Player(scenario, terminalSize: terminalSize, showsPanel: true)
    }

    /// Stops the run: a transition ran past `completionLimit` (the record says it never completed).
    public struct Overrun: Error {}

    /// Records the run of `player` (laid out at `terminalSize` with the panel shown, as
    /// `segue timeline` lays it out), from its model as it is now.
    public init(player: Player) {
        self.player = player
        app = player.app
        if case .modal(_, let style, _) = player.scenario.container {
            keepsPresenter = style.keepsPresenter && player.scenario.presentationController?.shouldRemovePresentersView != true
        } else {
            keepsPresenter = false
        }
        attach(app)
    }

    private func attach(_ model: SimulatedApp) {
        model.container.observer = { [unowned self, unowned model] event in self.observe(event, app: model) }
    }

    /// After every event: restarted with `r`, a new model is observed from its start (checked
    /// after every event, so an event in the same frame as the restart is seen too).
    public func followRestart() {
        guard player.app !== app else { return }
        app.container.observer = nil
        for i in record.transitions.indices where record.transitions[i].completion == nil && record.transitions[i].abandonedAt == nil {
            record.transitions[i].abandonedAt = player.sessionTime
        }
        // The old model's last entries: the clock now counts the new model's time, so they
        // are placed at the restart at the latest.
        collectLog(from: app.runtime.log, until: player.sessionTime)
        record.restarts.append(record.log.count)
        app = player.app
        attach(app)
    }

    /// At every frame, at session time `t` (seconds).
    /// - Throws: `Overrun` when the running transition started more than `completionLimit` ago:
    ///   the run stops there.
    public func frame(at t: Double) throws(Overrun) {
        last = t
        collectLog()
        let scene = player.scene()
        for s in TimelineCSV.samples(scene) { record.seenViews.insert(s.view) }
        if let i = record.transitions.indices.last, record.transitions[i].timing == nil, record.transitions[i].completion == nil {
            record.transitions[i].timing = scene.panel.timing
        }
        if let running = record.transitions.last, running.completion == nil, running.abandonedAt == nil,
           t - running.start > Self.completionLimit {
            throw Overrun()
        }
    }

    /// What happened, once the run has ended (or stopped); the model is no longer observed.
    public func finish() -> RunRecord {
        app.container.observer = nil
        collectLog()
        record.endTime = last
        return record
    }

    /// Session time of model time `m` (the log and the model count model time, which slow
    /// motion stretches and a restart sets back to 0); the player's time while paused.
    private func sessionTime(_ m: Double) -> Double {
        player.sessionTime(forModel: m) ?? player.sessionTime
    }

    /// Appends the entries `current` (default: the player's model's log) logged since the last
    /// call, their times in session time (at most `latest`, seconds).
    private func collectLog(from current: EventLog? = nil, until latest: Double = .infinity) {
        let current = current ?? player.app.runtime.log
        if current !== log { (log, logged) = (current, 0) }
        let fresh = max(0, min(current.appended - logged, current.entries.count))
        record.log += current.entries.suffix(fresh).map { LogEntry(t: min(sessionTime($0.t), latest), call: $0.call) }
        logged = current.appended
    }

    private func observe(_ event: Container.TransitionEvent, app: SimulatedApp) {
        collectLog()
        switch event {
        case let .started(op, from, to, _):
            record.transitions.append(TransitionRecord(operation: op, from: from, to: to, start: sessionTime(app.now), logStart: record.log.count,
                                                       keepsPresenter: keepsPresenter))
        case let .completed(_, _, _, done):
            guard let i = record.transitions.lastIndex(where: { $0.completion == nil }) else { return }
            // A transition shorter than a frame: its timing while its context is still there.
            if record.transitions[i].timing == nil { record.transitions[i].timing = app.scene().panel.timing }
            let views = app.container.view.subviews.map(\.id)
            record.transitions[i].completion = .init(time: sessionTime(app.now), didComplete: done, hadContext: app.container.activeContext != nil,
                                                     containerViews: views)
        }
    }
}
