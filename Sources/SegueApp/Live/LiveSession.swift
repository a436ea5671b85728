#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueTerminal
import SegueScreen

/// What a live session plays besides the keyboard.
public struct LiveScript {
    /// Events at session times (a demo, or a recording being replayed).
    public var events: [TimedEvent] = []
    /// A real key stops the script (a gallery demo); otherwise real keys are ignored for
    /// the model while the script runs (replay).
    public var stopsOnKey = true
    /// Quit when the script has ended and nothing moves (`--demo --exit`).
    public var exitWhenDone = false
    /// Replay: the viewer's keys drive the replay clock (`KeyMaps.replay`) instead of the model.
    var isReplay = false
    /// Said when the replayed file had no `end` line.
    var cutShortNote: String?

    /// `events` to play; `stopsOnKey`: a real key stops them (else real keys are ignored for the
    /// model while they play).
    public init(events: [TimedEvent] = [], stopsOnKey: Bool = true) {
        self.events = events
        self.stopsOnKey = stopsOnKey
    }
}

/// How a live session ended.
public enum LiveOutcome: Equatable, Sendable {
    case quit
    case signal(Int32)
    case next
    case previous
}

/// The interactive session as a state machine (docs/terminal.md): the player, the script (a
/// demo or the recording being replayed), the replay's clock, the timed message. `step` takes
/// one event at real time `now` (seconds since the session started) and gives back what the
/// world must do, as `Effect`s; the driver (`LiveLoop`) reads the terminal and the clock and
/// carries them out. No clock, terminal or file is touched here.
public struct LiveSession {
    /// What the driver hands `step`.
    enum Event {
        /// The wait ended without input (a frame, a deadline, or the first step).
        case tick
        case terminal(TerminalEvent)
        /// The watched scenario file changed.
        case fileChanged
        /// A comparison's B file changed (for `--compare-set` alone, A's file: B is A changed).
        case companionFileChanged
        /// The reload asked for by `.reload`: the scenario's new player…
        case reloaded(Player, path: String)
        /// …the one asked for by `.reloadCompanion`: B's new player…
        case companionReloaded(Player, path: String)
        /// …a scenario with Swift sources whose scenario file changed: its new player, made here
        /// on the main thread (user code is built on the main actor)…
        case reloadedBuilding(() -> Player, path: String)
        /// …its Swift sources changed (docs/user-code.md, "Hot reload"): the new texts, readied,
        /// take over at this session time (a `swiftSources` event, recorded), and what to say…
        case swiftReloaded([String: String], report: String)
        /// …or the first line of what is wrong with the file, and whose file it is (a comparison's
        /// A or B; nil: said under both).
        case reloadFailed(String, side: LiveReload.Variant? = nil)
        /// What `.writeTuned` / `.exportTuned` did (where it wrote, or why it could not), and
        /// the changes a `w` wrote into the scenario file (none when it wrote nothing).
        case wrote(String, saved: [Tune] = [])
    }

    /// What the driver must do, in order.
    enum Effect: Equatable {
        /// Compose and show a frame of `player` with `message`.
        case draw
        /// The terminal was resized: repaint every cell at the next draw.
        case invalidate
        /// Append `event` to the recording, if there is one.
        case record(TimedEvent)
        /// End the recording at session time `at`; `strict`: a failure to write it is an error
        /// (on q), else ignored (on a signal, on the way out).
        case finishRecording(at: Double, strict: Bool)
        /// Load the scenario file again and step with `.reloaded` or `.reloadFailed`.
        case reload
        /// Load B again (a comparison) and step with `.companionReloaded` or `.reloadFailed`.
        case reloadCompanion
        /// The inspector's `w` / `e`: write the player's tuned values into the scenario file in
        /// place, or its Swift export, and step with `.wrote` (docs/terminal.md, "The inspector").
        case writeTuned, exportTuned
        /// The inspector stepped a literal of the Swift sources: write it into its file in place
        /// and step with `.wrote`; the hot reload runs it (docs/user-code.md, "The inspector on
        /// your code").
        case stepSourceLiteral(SourceLiteralStep)
        /// The session is over.
        case quit(LiveOutcome)
    }

    /// Frames per second while something moves.
    static let fps = 60.0
    /// The speeds `s` cycles through while replaying; unitless factors of real time.
    static let replaySpeeds: [Double] = [1, 0.5, 0.25, 0.1, 2, 4]
    /// How far `[` / `]` scrub a replay; unit: seconds of session time; 0.1.
    static let scrubStep = 0.1

    private(set) var player: Player
    /// A comparison's second variant (`play --compare`): it gets every event the player gets
    /// and is advanced with it; nil without a comparison.
    private(set) var companion: Player?
    /// The labels of a comparison's two variants (what differs).
    let labels: (String, String)?
    private(set) var script: LiveScript
    private var scriptIndex = 0
    /// Session time over real time: real time itself, or (replay) the viewer's clock over it.
    private(set) var replayClock: ScaledClock
    /// A replay's help overlay (`?`, `KeyMaps.replay`): whether it is shown, and its page (0-based,
    /// counted round its pages). The player's own overlay stays the recording's.
    private(set) var replayHelp = (shown: false, page: 0)
    /// The message across the bottom row, and the session time it goes away at (nil: stays);
    /// in a comparison, across the bottom of A's half only (docs/terminal.md, "Hot reload").
    private(set) var message: (text: String, until: Double?)?
    /// In a comparison, the message across the bottom of B's half (a reload of B says so under
    /// B alone); nil without one, or when B has nothing to say.
    private(set) var companionMessage: (text: String, until: Double?)?
    /// Whether the scenario files are watched (A's, and a comparison's B; while recording only
    /// the Swift sources).
    let reloads: Bool
    /// n/N leave the session (opened from the gallery).
    let navigation: Bool
    /// The inspector's changes `w` wrote into the scenario file: a reload does not carry them
    /// over (the file holds them, or an edit since has replaced them).
    private var savedTunes: [Tune] = []
    private var needsDraw = true
    /// Where each event goes before the player handles it (the host's crash journal and its
    /// recording, `CrashJournal`; docs/user-code.md, "Crashes"); nil: the `.record` effect after.
    var writeAhead: (any EventJournal)?

    init(player: Player, script: LiveScript, startMessage: String? = nil, replaySpeed: Double = 1,
         reloads: Bool = false, navigation: Bool = false, comparison: (player: Player, labels: (String, String))? = nil) {
        self.player = player
        companion = comparison?.player
        labels = comparison?.labels
        self.script = script
        replayClock = ScaledClock(speed: replaySpeed)
        message = startMessage.map { ($0, 4) }
        companionMessage = comparison == nil ? nil : message
        self.reloads = reloads
        self.navigation = navigation
    }

    private var scriptDone: Bool { scriptIndex >= script.events.count }

    /// Handles `event` at real time `now`, then does what falls due by then: scripted events,
    /// the player's deadlines, the message going away, the end of a replay, the frame.
    mutating func step(now: Double, event: Event) -> [Effect] {
        var effects: [Effect] = []
        switch event {
        case .tick: break
        case .terminal(let e):
            if let end = handle(e, now: now, into: &effects) { return effects + [.quit(end)] }
        case .fileChanged:
            if reloads { return [.reload] }
        case .companionFileChanged:
            if reloads, companion != nil { return [.reloadCompanion] }
        case .reloaded(let fresh, let path):
            let carried = Self.carryTuning(from: player, to: fresh, saved: savedTunes)
            player = fresh
            script = LiveScript()
            scriptIndex = 0
            message = ("reloaded \(path)" + carried, replayClock.time(at: now) + (carried.isEmpty ? 2 : 6))
            needsDraw = true
        case .reloadedBuilding(let build, let path):
            return step(now: now, event: .reloaded(build(), path: path))
        case .swiftReloaded(let texts, let report):
            let t = max(replayClock.time(at: now), player.sessionTime)
            message = (report, t + 2)
            if let end = feed(TimedEvent(t: t, event: .swiftSources(texts)), into: &effects) { return effects + [.quit(end)] }
        case .companionReloaded(let fresh, let path):
            // Only B restarts: A, and the script, play on.
            companion = fresh
            companionMessage = ("reloaded \(path) (B)", replayClock.time(at: now) + 2)
            needsDraw = true
        case .reloadFailed(let problem, let side):
            let said = (text: problem + " (keeping the last good version)", until: Double?.none)
            if side != .b { message = said }
            if side != .a, companion != nil { companionMessage = said }
            needsDraw = true
        case .wrote(let report, let saved):
            savedTunes += saved
            player.inspector.message = report
            needsDraw = true
        }
        if let end = tick(now: now, into: &effects) { return effects + [.quit(end)] }
        return effects
    }

    /// Feeds one event to the player (and the recording); the outcome when it ends the session.
    private mutating func feed(_ event: TimedEvent, into effects: inout [Effect]) -> LiveOutcome? {
        if let writeAhead { writeAhead.write(event) } else { effects.append(.record(event)) }
        needsDraw = true
        _ = companion?.handle(event)
        if script.isReplay {
            _ = player.handle(event)  // a replay plays on after the recorded q, n or N: the viewer quits
            return nil
        }
        switch player.handle(event) {
        case .quit?:
            effects.append(.finishRecording(at: event.t, strict: true))
            return .quit
        case .nextScenario?: return navigation ? .next : nil
        case .previousScenario?: return navigation ? .previous : nil
        case .writeTuned?: effects.append(.writeTuned); return nil
        case .exportTuned?: effects.append(.exportTuned); return nil
        case nil: return nil
        }
    }

    private mutating func handle(_ event: TerminalEvent, now: Double, into effects: inout [Effect]) -> LiveOutcome? {
        let t = max(replayClock.time(at: now), player.sessionTime)
        if script.isReplay, case .input(.key(let key)) = event {
            if replayHelp.shown {
                // Any key but the paging ones closes the overlay and does nothing else (q too).
                switch KeyMaps.helpOverlay.intent(for: key) {
                case .page(let forward)?: replayHelp.page += forward ? 1 : -1
                case .close?, nil: replayHelp.shown = false
                }
                needsDraw = true
                return nil
            }
            switch KeyMaps.replay.intent(for: key) {
            case .quit?: return .quit
            case .togglePause?: replayClock.togglePause(at: now)
            case .stepFrame?: if replayClock.paused { replayClock.step(1 / Self.fps, at: now) }
            case .stepFrameBack?: if replayClock.paused { replayFrom(replayClock.time(at: now) - 1 / Self.fps, now: now) }
            case .scrub(let forward)?:
                if forward { replayClock.step(Self.scrubStep, at: now) } else { replayFrom(replayClock.time(at: now) - Self.scrubStep, now: now) }
            case .toggleOnionSkin?: player.toggleOnionSkin(); companion?.toggleOnionSkin()
            case .cycleSpeed?: replayClock.cycleSpeed(through: Self.replaySpeeds, at: now)
            case .showHelp?: replayHelp = (true, 0)
            case nil: break
            }
            message = replayClock.paused ? ("replay paused (space resumes, . and , step)", nil) : nil
            if companion != nil { companionMessage = message }
            needsDraw = true
            return nil
        }
        switch event {
        case .signal(let n):
            effects.append(.finishRecording(at: t, strict: false))
            return .signal(n)
        case .resize(let cols, let rows):
            effects.append(.invalidate)
            needsDraw = true
            if script.isReplay { return nil }  // the recording has its own resize events
            return feed(TimedEvent(t: t, event: .resize(cols: cols, rows: rows)), into: &effects)
        case .input(let input):
            if script.isReplay { return nil }
            if !scriptDone && !script.events.isEmpty {
                guard script.stopsOnKey else { return nil }
                script = LiveScript()  // a key stops the demo; the key itself acts as usual
                scriptIndex = 0
            }
            // An inspector step is recorded as the change it makes (a `tune` event), not as its key.
            var event = input
            if case .key(let key) = input, player.inspector.isOpen {
                player.advance(to: t)  // the step is worked out on the model as the key finds it
                if let step = player.sourceLiteralStep(for: key) {  // recorded as the reload's `swiftSources`
                    effects.append(.stepSourceLiteral(step))
                    return nil
                }
                if let tune = player.tuneEvent(for: key) { event = tune }
            }
            return feed(TimedEvent(t: t, event: event), into: &effects)
        }
    }

    /// What falls due by real time `now`; the outcome when the session ends.
    private mutating func tick(now: Double, into effects: inout [Effect]) -> LiveOutcome? {
        let s = replayClock.time(at: now)
        while scriptIndex < script.events.count, script.events[scriptIndex].t <= s {
            var e = script.events[scriptIndex]
            scriptIndex += 1
            if case .end = e.event { continue }
            if !script.isReplay, case .resize = e.event { continue }  // a demo: the live terminal has its own size
            e.t = max(e.t, player.sessionTime)
            if let end = feed(e, into: &effects) { return end }
        }
        // The frame after an animation ends, or after a deadline fired (idle release,
        // completion), shows the settled state: draw it even though nothing moves any more.
        let wasAnimating = isAnimating
        let deadlinePassed = nextDeadline.map { $0 <= s } ?? false
        player.advance(to: s)
        companion?.advance(to: s)
        if wasAnimating || deadlinePassed { needsDraw = true }
        // A timed message ("recording to …", "reloaded …") goes away on its own: redraw then.
        if let m = message, let until = m.until, s > until {
            message = nil
            needsDraw = true
        }
        if let m = companionMessage, let until = m.until, s > until {
            companionMessage = nil
            needsDraw = true
        }
        if script.isReplay, scriptDone, message == nil, !isAnimating {
            message = ((script.cutShortNote.map { $0 + " — " } ?? "") + "end of the recording (q quits)", nil)
            if companion != nil { companionMessage = message }
            needsDraw = true
        }
        if isAnimating || needsDraw {
            effects.append(.draw)
            needsDraw = false
        }
        if script.exitWhenDone, scriptDone, !isAnimating, nextDeadline == nil {
            effects.append(.finishRecording(at: s, strict: true))
            return .quit
        }
        return nil
    }

    /// Resumes `play` after a crash in user code (docs/user-code.md, "Crashes"): the player (and
    /// a comparison's B) handles `events` as they were handled live, then the session's clock goes
    /// on from the last one's time, so the preview is where it was. Call before the first step.
    mutating func resume(_ events: [TimedEvent]) {
        for e in events {
            _ = companion?.handle(e)
            _ = player.handle(e)
        }
        let t = events.last?.t ?? 0
        player.advance(to: t)
        companion?.advance(to: t)
        replayClock.jump(to: t, at: 0)
        needsDraw = true
    }

    /// The message across the bottom row until the session ends (a resumed session's crash line).
    mutating func keepMessage(_ text: String) {
        message = (text, nil)
        if companion != nil { companionMessage = message }
    }

    /// Whether the player (or the companion) animates.
    private var isAnimating: Bool { player.isAnimating || companion?.isAnimating == true }

    /// The earlier of the player's and the companion's next deadlines.
    private var nextDeadline: Double? { [player.nextDeadline, companion?.nextDeadline].compactMap { $0 }.min() }

    /// Replays the recording again from its start up to session time `s` (unit: seconds;
    /// below 0 counts as 0) at real time `now`: a fresh player, the recorded events up to `s`
    /// re-fed by the next tick — a step back is recomputed, never undone (docs/terminal.md).
    private mutating func replayFrom(_ s: Double, now: Double) {
        let onion = player.showsOnionSkin
        player = player.rebuilt()
        companion = companion?.rebuilt()
        if onion { player.toggleOnionSkin(); companion?.toggleOnionSkin() }
        scriptIndex = 0
        replayClock.jump(to: max(0, s), at: now)
        needsDraw = true
    }

    /// How long the driver may wait for input at real time `now`, in real seconds: until the
    /// next frame on the 60 Hz grid while something moves, else until the next thing that
    /// happens on its own (a deadline, a scripted event, the message going away); nil (block
    /// until input) when nothing will.
    func timeout(now: Double) -> Double? {
        var wake: [Double] = []
        if isAnimating {
            wake.append((floor(now * Self.fps) + 1) / Self.fps - now)
        }
        for sessionTime in [nextDeadline, scriptDone ? nil : script.events[scriptIndex].t,
                            message?.until.map { $0 + 0.01 }, companionMessage?.until.map { $0 + 0.01 }].compactMap({ $0 }) {
            if let due = replayClock.inputTime(reaching: sessionTime) { wake.append(due - now) }
        }
        return wake.min().map { max(0, $0) }
    }
}
