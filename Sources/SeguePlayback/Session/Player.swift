import SegueSupport
import SegueScenario
import SegueModel

/// Plays a session: turns timed input events (as recorded, scripted or typed live) into model
/// inputs and model time. It owns what is not the model's business — speed, pause, frame
/// stepping, restart, the terminal size — so that a recorded session replays exactly: the
/// same events at the same session times give the same model states.
///
/// Session time is what the clock (or the recording) says: real seconds. Model time — the
/// animations' — runs at `speed` times session time and stops while paused; gestures are
/// measured in session time, so slow motion slows the animations, not the finger
/// (docs/gestures.md).
public final class Player {
    public internal(set) var scenario: Scenario
    /// The scenario the player was made with, before any inspector change: where `rebuilt`
    /// starts again.
    private let initialScenario: Scenario
    public internal(set) var app: SimulatedApp
    /// The speeds `s` cycles through; unitless factors of real time.
    public static let speeds: [Double] = [1, 0.5, 0.25, 0.1]
    /// Current speed; one of `speeds`; default 1.
    public var speed: Double { clock.speed }
    public var paused: Bool { clock.paused }
    /// Terminal size in cells, from the header and resize events.
    public private(set) var terminalSize: (cols: Int, rows: Int)
    /// Frame length used by `.` and `,` (one frame forward or back while paused); unit: seconds
    /// of model time; default 1/60.
    public var frameStep: Double = 1.0 / 60
    /// Whether the onion skin is shown (`o`; docs/terminal.md); default false.
    public private(set) var showsOnionSkin = false
    /// The onion skin's ghosts kept between frames (`OnionSkin.ghosts`).
    let onionSkinCache = OnionSkinCache()
    /// Where the device sits on the terminal: maps mouse reports to container points and sizes
    /// the container (the `fill` device depends on the terminal).
    public let viewport: any Viewport

    /// Model time over session time.
    private var clock = ScaledClock()
    /// Every input given to `app` since it was built: a step back rebuilds the model from it.
    public private(set) var history = ModelHistory()
    /// The terminal size at session time 0.
    private let initialTerminalSize: (cols: Int, rows: Int)
    /// The container size `app` was built with (nil: the scenario's device size).
    private var appSize: Size?
    /// How every model of this player is built (`ModelFactory`).
    public let models: ModelFactory
    /// While paused and stepping: the model time the steps count from and how many frames
    /// (forward positive) have been stepped, so that a step back then forward lands on the very
    /// same model time (`anchor + k × frameStep`, never a sum of steps).
    private var frameSteps: (anchor: Double, count: Int)?
    /// The session time of the last event handled.
    public private(set) var sessionTime = 0.0
    /// Whether the help overlay is shown (`?`; the next key closes it).
    public private(set) var showingHelp = false
    /// The help overlay's page (→ / PgDn add 1, ← / PgUp take 1; 0 when it opens): the renderer
    /// counts it round its pages.
    public private(set) var helpPage = 0
    /// How far the side panel's call log is scrolled back (Page Up / Page Down), its turns
    /// counted in the log as it is now (see `LogScroll`).
    public var logScroll: LogScroll {
        let log = app.runtime.log
        return logTurns.counted(from: log.appended - log.entries.count)
    }
    /// The turns of `logScroll`, counted from the log's first entry ever.
    private var logTurns = LogScroll()
    /// The inspector (`t`; Player+Inspector.swift).
    public var inspector = InspectorState()
    /// The scenario's JSON and the inspector's changes to it; nil: nothing can be tuned (the
    /// commands set it from what they loaded).
    public var tuning: Tuning?
    /// The intent that started the last transition (`p`, `b`, or `b` for a gesture), which an
    /// inspector change replays.
    var lastStart: Intent?
    /// The operation of the last transition that ran, which the inspector shows when none runs.
    var lastOperation: Operation?
    /// The presses of the last gesture, which an inspector change and `g` replay
    /// (Player+GestureReplay.swift); nil when `p`, `b` or a digit started a transition since.
    var gestureTake: GestureTake?
    /// Whether an inspector step replays the last gesture as its presses (true, the default) or,
    /// as segue did when version-2 recordings were made, as a `b` (`SessionHeader.stepReplaysGestures`).
    public var stepReplaysGestures = true
    /// A replayed gesture's presses still to give, at their session times (unit: seconds).
    var pendingPresses: [(t: Double, press: GesturePress)] = []

    /// What the shell should do after an event.
    public enum Action: Sendable, Equatable {
        case quit
        case nextScenario
        case previousScenario
        /// The inspector's `w` / `e`: write the tuned values into the scenario file, or its
        /// Swift export (the shell does the writing).
        case writeTuned, exportTuned
    }

    /// - Parameters:
    ///   - scenario: the validated scenario to play.
    ///   - terminalSize: the terminal size at session time 0; unit: cells (columns ≥ 1, rows ≥ 1).
    ///   - viewport: where the device sits on the terminal; default `NoViewport()` (mouse
    ///     reports ignored, the scenario's device size).
    ///   - models: how each model of the scenario is built; default `.scenario` (the model the
    ///     scenario describes).
    public init(scenario: Scenario, terminalSize: (cols: Int, rows: Int), viewport: any Viewport = NoViewport(),
                models: ModelFactory = .scenario) {
        self.models = models
        self.scenario = scenario
        initialScenario = scenario
        self.terminalSize = terminalSize
        initialTerminalSize = terminalSize
        self.viewport = viewport
        appSize = viewport.containerSize(terminalSize: terminalSize)
        app = models.make(scenario, appSize)
    }

    /// Rebuilds the model for the current terminal size.
    public func resetModel() {
        appSize = viewport.containerSize(terminalSize: terminalSize)
        app = models.make(scenario, appSize)
        history = ModelHistory()
        pendingPresses = []
        frameSteps = nil
        logTurns = LogScroll()
        clock.restart(at: sessionTime)
    }

    /// Model time at session time `s`.
    public func modelTime(at s: Double) -> Double { clock.time(at: s) }

    /// Session time at which model time reaches `m` (nil while paused).
    public func sessionTime(forModel m: Double) -> Double? { clock.inputTime(reaching: m) }

    /// Both clocks at session time `s`.
    private func instant(at s: Double) -> Instant { Instant(model: modelTime(at: s), real: s) }

    /// Advances to session time `s` (never backwards), giving a replayed gesture's presses due
    /// by then each at its own time.
    public func advance(to s: Double) {
        let s = max(s, sessionTime)
        while let next = pendingPresses.first, next.t <= s {
            pendingPresses.removeFirst()
            sessionTime = max(next.t, sessionTime)
            apply(.advance(instant(at: sessionTime)))
            give(next.press, at: sessionTime)
        }
        sessionTime = s
        apply(.advance(instant(at: s)))
    }

    /// Gives `input` to the app and keeps it in the history; for an intent, whether the app used it.
    @discardableResult
    func apply(_ input: ModelHistory.Input) -> Bool {
        history.append(input)
        switch input {
        case .intent(let intent, let instant): return app.handle(intent, at: instant)
        case .pointer(let pointer, let instant): app.handle(pointer, at: instant)
        case .advance(let instant):
            let wasIdle = app.phase == .idle
            app.advance(to: instant)
            // A gesture's transition begins as time passes (past the hysteresis): the inspector shows its operation.
            if wasIdle, app.phase != .idle { lastOperation = app.scene().panel.operation ?? lastOperation }
        }
        return true
    }

    /// Handles one event at its session time; returns what the shell should do, if anything.
    @discardableResult
    public func handle(_ event: TimedEvent) -> Action? {
        advance(to: event.t)
        let s = sessionTime
        switch event.event {
        case .key(let key):
            return handleKey(key, at: s)
        case .mouse(let m):
            guard let p = viewport.point(col: m.x, row: m.y, terminalSize: terminalSize) ?? clampedPoint(m) else { return nil }
            pendingPresses = []  // the viewer's own gesture ends a replayed one
            switch m.kind {
            case .press: give(.pointer(.press(p)), at: s)
            case .drag: give(.pointer(.drag(p)), at: s)
            case .release: give(.pointer(.release(p)), at: s)
            }
            return nil
        case .resize(let cols, let rows):
            terminalSize = (cols, rows)
            return nil
        case .end:
            return .quit
        case .tune(let tune):
            applyTune(tune)
            return nil
        case .swiftSources(let texts):
            reloadSources(texts)
            return nil
        }
    }

    private func clampedPoint(_ m: MouseEvent) -> Point? {
        // Drags and releases outside the device still move the finger (clamped by the gesture).
        guard m.kind != .press else { return nil }
        for dx in [0, -1, 1] { if let p = viewport.point(col: m.x + dx, row: m.y, terminalSize: terminalSize) { return p } }
        return nil
    }

    /// A key: what it means in the previewer (`KeyMaps.previewer`; while the help overlay is
    /// shown, `KeyMaps.helpOverlay`). Recordings keep the keys, so a session replays through the
    /// same table.
    private func handleKey(_ key: Key, at s: Double) -> Action? {
        // While the help overlay is shown, any key closes it and does nothing else — q too, so
        // that it never quits from under the overlay (docs/cli.md).
        if showingHelp {
            switch KeyMaps.helpOverlay.intent(for: key) {
            case .page(let forward)?: helpPage += forward ? 1 : -1
            case .close?: showingHelp = false
            case nil: break
            }
            return nil
        }
        if inspector.isOpen, let intent = KeyMaps.inspector.intent(for: key) { return handle(intent) }
        guard let intent = KeyMaps.previewer.intent(for: key) else { return nil }
        return handle(intent, at: s)
    }

    /// Acts on a previewer intent at session time `s`: the session's own here, the rest in the model.
    private func handle(_ intent: Intent, at s: Double) -> Action? {
        switch intent {
        case .quit:
            return .quit
        case .cycleSpeed:
            clock.cycleSpeed(through: Self.speeds, at: s)
        case .stepFrame:
            if paused { stepFrames(by: 1, at: s) }
        case .stepFrameBack:
            if paused { stepFrames(by: -1, at: s) }
        case .toggleOnionSkin:
            toggleOnionSkin()
        case .restart:
            resetModel()
        case .nextScenario: return .nextScenario
        case .previousScenario: return .previousScenario
        case .showHelp:
            showingHelp = true
            helpPage = 0
        case .openInspector:
            inspector.isOpen = true
            inspector.message = tuning == nil ? "this session has no scenario document to tune" : nil
        case .scrollLog(let direction):
            logTurns.turn(direction, entries: app.runtime.log.appended)
        case .liftOrPause:
            if give(.intent(intent), at: s, onlyIfUsed: true) {
                pendingPresses = []
                return nil
            }
            clock.togglePause(at: s)
            frameSteps = nil
        case .replayLastStart:
            replayLastStart()
        default:
            pendingPresses = []  // the viewer's own input ends a replayed gesture
            give(.intent(intent), at: s)
        }
        return nil
    }

    /// Pauses or resumes model time at session time `s`.
    public func setPaused(_ value: Bool, at s: Double) {
        advance(to: s)
        guard value != paused else { return }
        clock.setPaused(value, at: sessionTime)
        frameSteps = nil
    }

    /// Steps `frames` frames of `frameStep` forward (positive) or back while paused, at session
    /// time `s`. Forward, the model advances; back, it is rebuilt from the scenario and the
    /// history up to the earlier model time (exact, docs/terminal.md). A step back that would
    /// pass model time 0 stops at 0, and at 0 it does nothing.
    private func stepFrames(by frames: Int, at s: Double) {
        let now = clock.time(at: s)
        var steps = frameSteps ?? (anchor: now, count: 0)
        steps.count += frames
        if steps.anchor + Double(steps.count) * frameStep < 0 { steps = (anchor: 0, count: 0) }
        let target = steps.anchor + Double(steps.count) * frameStep
        frameSteps = steps
        clock.jump(to: target, at: s)
        if target < now { rebuildModel(upToModel: target) }
        apply(.advance(Instant(model: target, real: s)))
    }

    /// Builds the model again from the scenario and re-applies the inputs up to model time `m`
    /// (unit: seconds), dropping the later ones from the history.
    private func rebuildModel(upToModel m: Double) {
        let kept = history.count(upToModel: m)
        app = models.make(scenario, appSize)
        history.replay(kept, into: app)
        history.keepFirst(kept)
    }

    /// A hot reload of the Swift sources (docs/user-code.md, "Hot reload"): from now on the
    /// model is built by `texts` (source path as written → text), and the model shown is built
    /// again by them and given every input the one it replaces had, so it continues where that
    /// one was — the same gesture, the same time. Nothing for a scenario without sources. The
    /// code must have been readied (`ModelFactory.prepare`) with these texts embedded.
    func reloadSources(_ texts: [String: String]) {
        guard scenario.swift != nil else { return }
        scenario.swift?.embedded = texts
        app = models.make(scenario, appSize)
        history.replay(history.inputs.count, into: app)
    }

    /// The scene as it was at the earlier model time `m` (unit: seconds, 0 … now), recomputed
    /// from the scenario and the inputs up to `m` (the onion skin's ghosts; docs/terminal.md):
    /// the same inputs always give the same scene. The model shown is not touched.
    public func scene(atModel m: Double) -> Scene {
        let past = models.make(scenario, appSize)
        history.replay(history.count(upToModel: m), into: past)
        past.advance(to: Instant(model: max(m, past.runtime.now), real: history.realTime(atModel: m)))
        return past.scene()
    }

    /// A player for the same scenario (as it was before any inspector change), terminal (as at
    /// session time 0) and viewport, at session time 0 with nothing handled, and with the
    /// tuning's document but none of its changes: where a replay scrubbed back starts again, so
    /// the `tune` events before the new time apply again and those after it do not.
    public func rebuilt() -> Player {
        let fresh = Player(scenario: initialScenario, terminalSize: initialTerminalSize, viewport: viewport, models: models)
        fresh.tuning = tuning.map { Tuning(base: $0.base, file: $0.file) }
        return fresh
    }

    /// Shows or hides the onion skin (`o`).
    public func toggleOnionSkin() { showsOnionSkin.toggle() }

    /// Model time now (unit: seconds).
    public var modelNow: Double { app.runtime.now }

    /// Whether frames must be drawn continuously now (something moves and time runs).
    public var isAnimating: Bool { !paused && app.isAnimating }

    /// The next session time at which something happens on its own (a frame of a gliding
    /// finger, its velocity going stale, a lift on its own, an animation ending), or nil when
    /// nothing will until the next input.
    public var nextDeadline: Double? {
        [app.nextAnimationDeadline.flatMap(sessionTime(forModel:)), app.nextGestureDeadline, pendingPresses.first?.t].compactMap { $0 }
            .min()
    }

    /// The scene now (with the inspector's rows while it is open).
    public func scene() -> Scene {
        var scene = app.scene()
        if inspector.isOpen { scene.panel.inspector = inspectorInfo(scene.panel) }
        return scene
    }
}
