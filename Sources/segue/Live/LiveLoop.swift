import Foundation
import SegueCore
import SegueRender
import SegueTerminal

/// Seconds from a fixed start, from the monotonic clock. The only clock in segue: the model
/// gets time as an argument, read here.
struct MonotonicClock {
    private let origin: Double
    init() { origin = Self.raw() }
    static func raw() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    /// Seconds since this clock was made.
    var now: Double { Self.raw() - origin }
}

/// Session time for the loop: the real clock (live), or a replay's clock that the viewer can
/// pause, step and speed up or slow down.
struct SessionClock {
    let real = MonotonicClock()
    /// Replay speed; unitless; > 0; default 1.
    private(set) var speed: Double
    private(set) var paused = false
    private var anchorReal = 0.0
    private var anchorSession = 0.0

    init(speed: Double = 1) { self.speed = speed }

    var now: Double { paused ? anchorSession : anchorSession + (real.now - anchorReal) * speed }

    /// Seconds of real time until session time `s` (nil while paused).
    func wait(until s: Double) -> Double? {
        paused ? nil : max(0, (s - now) / speed)
    }

    private mutating func reanchor() {
        anchorSession = now
        anchorReal = real.now
    }

    mutating func togglePause() {
        reanchor()
        paused.toggle()
    }

    mutating func step(_ seconds: Double) {
        reanchor()
        anchorSession += seconds
    }

    mutating func cycleSpeed() {
        reanchor()
        let speeds = [1, 0.5, 0.25, 0.1, 2, 4]
        speed = speeds[((speeds.firstIndex(of: speed) ?? -1) + 1) % speeds.count]
    }
}

/// How a live session ended.
enum LiveOutcome: Equatable {
    case quit
    case signal(Int32)
    case next
    case previous
}

/// The interactive run loop: reads the terminal, stamps each input with the session time and
/// hands it to the `Player` (the same path a replay takes), draws frames at 60 Hz at the actual
/// time while something moves, and blocks on input when nothing does (zero CPU when idle).
final class LiveLoop {
    let backend: NcursesBackend
    var compositor: Compositor
    private var grid = CellGrid(width: 0, height: 0)
    /// Frames per second while animating.
    static let fps = 60.0

    init(backend: NcursesBackend, options: RenderOptions) {
        self.backend = backend
        compositor = Compositor(options: options)
    }

    /// What a session plays besides the keyboard.
    struct Script {
        /// Events at session times (a demo, or a recording being replayed).
        var events: [TimedEvent] = []
        /// A real key stops the script (a gallery demo); otherwise real keys are ignored for
        /// the model while the script runs (replay).
        var stopsOnKey = true
        /// Quit when the script has ended and nothing moves (`--demo --exit`).
        var exitWhenDone = false
        /// Replay: the viewer's keys drive the replay clock (space pause, `.` step, `s` speed,
        /// `q` quit) instead of the model.
        var isReplay = false
        /// Said when the replayed file had no `end` line.
        var cutShortNote: String?
    }

    /// A scenario file to watch for changes (hot reload).
    struct Reload {
        var path: String
        var overrides: [String]
        var device: Device?
    }

    /// Runs one scenario until `q`, a signal, or (with `navigation`, in the gallery) n/N.
    /// Throws only for I/O failures (recording).
    func run(player initial: Player, recorder: SessionWriter?, script initialScript: Script,
             reload: Reload?, hud: Bool, startMessage: String? = nil, replaySpeed: Double = 1,
             navigation: Bool = false) throws -> LiveOutcome {
        var player = initial
        var script = initialScript
        var scriptIndex = 0
        var clock = SessionClock(speed: replaySpeed)
        var message: (text: String, until: Double?)? = startMessage.map { ($0, 4) }
        var watcher: FileWatcher?
        if let reload {
            watcher = FileWatcher(path: reload.path) { NcursesBackend.wake() }
        }
        defer { watcher?.stop() }
        var needsDraw = true

        func draw(_ s: Double) {
            let size = backend.size
            let text = message?.text
            compositor.compose(player.scene(), cols: size.cols, rows: size.rows,
                               overlay: .init(speed: player.speed, paused: player.paused, help: player.showingHelp, message: text,
                                              logScroll: player.logScroll),
                               into: &grid)
            backend.draw(grid)
            backend.flush()
        }

        func feed(_ event: TimedEvent) throws -> LiveOutcome? {
            try recorder?.write(event)
            needsDraw = true
            if script.isReplay {
                _ = player.handle(event)  // a replay plays on after the recorded q, n or N: the viewer quits
                return nil
            }
            switch player.handle(event) {
            case .quit?:
                try recorder?.finish(at: event.t)
                return .quit
            case .nextScenario?: return navigation ? .next : nil
            case .previousScenario?: return navigation ? .previous : nil
            case nil: return nil
            }
        }

        draw(0)
        while true {
            let s = clock.now
            // Scripted events that are due.
            while scriptIndex < script.events.count, script.events[scriptIndex].t <= s {
                var e = script.events[scriptIndex]
                scriptIndex += 1
                if case .end = e.event { continue }
                if !script.isReplay, case .resize = e.event { continue }  // a demo: the live terminal has its own size
                e.t = max(e.t, player.sessionTime)
                if let outcome = try feed(e) { return outcome }
            }
            // The frame after an animation ends, or after a deadline fired (idle release,
            // completion), shows the settled state: draw it even though nothing moves any more.
            let wasAnimating = player.isAnimating
            let deadlinePassed = player.nextDeadline.map { $0 <= s } ?? false
            player.advance(to: s)
            if wasAnimating || deadlinePassed { needsDraw = true }
            // A timed message ("recording to …", "reloaded …") goes away on its own: redraw then.
            if let m = message, let until = m.until, s > until {
                message = nil
                needsDraw = true
            }
            if let w = watcher, w.takeChange(), let reload {
                do {
                    let loaded = try InputLoading.load(reload.path, overrides: reload.overrides,
                                                       device: reload.device?.name, allowSession: false)
                    let fresh = Player.headless(loaded.scenario, size: player.terminalSize, hud: hud)
                    player = fresh
                    script = Script()
                    message = ("reloaded \(reload.path)", s + 2)
                } catch let failure as InputFailure {
                    message = ((failure.lines.first ?? "invalid scenario") + " (keeping the last good version)", nil)
                } catch {
                    message = ("\(error) (keeping the last good version)", nil)
                }
                needsDraw = true
            }
            let scriptDone = scriptIndex >= script.events.count
            if script.isReplay, scriptDone, message == nil, !player.isAnimating {
                message = ((script.cutShortNote.map { $0 + " — " } ?? "") + "end of the recording (q quits)", nil)
                needsDraw = true
            }
            if player.isAnimating || needsDraw { draw(s); needsDraw = false }
            if script.exitWhenDone, scriptDone, !player.isAnimating, player.nextDeadline == nil {
                try recorder?.finish(at: s)
                return .quit
            }
            // How long to wait: the next frame while animating, else the next thing that
            // happens on its own, else for ever.
            var wake: [Double] = []
            if player.isAnimating {
                // Frames on the 60 Hz grid of real time, each drawn at the actual time.
                wake.append((floor(clock.real.now * Self.fps) + 1) / Self.fps - clock.real.now)
            }
            for sessionTime in [player.nextDeadline, scriptDone ? nil : script.events[scriptIndex].t,
                                message?.until.map { $0 + 0.01 }].compactMap({ $0 }) {
                if let w = clock.wait(until: sessionTime) { wake.append(w) }
            }
            let timeout = wake.min().map { max(0, $0) }
            guard let event = backend.nextEvent(timeout: timeout) else { continue }
            let t = max(clock.now, player.sessionTime)
            if script.isReplay, case .input(.key(let key)) = event {
                switch KeyMaps.replay.intent(for: key) {
                case .quit?: return .quit
                case .togglePause?: clock.togglePause()
                case .stepFrame?: if clock.paused { clock.step(1 / Self.fps) }
                case .cycleSpeed?: clock.cycleSpeed()
                case nil: break
                }
                message = clock.paused ? ("replay paused (space resumes, . steps)", nil) : nil
                needsDraw = true
                continue
            }
            switch event {
            case .signal(let n):
                try? recorder?.finish(at: t)
                return .signal(n)
            case .resize(let cols, let rows):
                backend.invalidate()
                needsDraw = true
                if script.isReplay { continue }  // the recording has its own resize events
                if let outcome = try feed(TimedEvent(t: t, event: .resize(cols: cols, rows: rows))) { return outcome }
            case .input(let input):
                if script.isReplay { continue }
                if !scriptDone && !script.events.isEmpty {
                    guard script.stopsOnKey else { continue }
                    script = Script()  // a key stops the demo; the key itself acts as usual
                    scriptIndex = 0
                }
                if let outcome = try feed(TimedEvent(t: t, event: input)) { return outcome }
            }
        }
    }

    /// Draws a still screen (the gallery) and returns the next key, or a signal.
    func show(_ screen: CellGrid) -> TerminalEvent? {
        backend.draw(screen)
        backend.flush()
        return backend.nextEvent(timeout: nil)
    }
}
