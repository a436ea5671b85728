import Foundation
import SegueCore
import SegueFiles
import SegueRender
import SegueTerminal

/// A scenario file to watch for changes (hot reload).
struct LiveReload {
    var path: String
    var overrides: [String]
    var device: Device?
    /// The scenario's image files: a change to one reloads too.
    var imagePaths: [String] = []
}

/// The interactive run loop's driver: reads the terminal and the clock, hands each input and
/// each wake-up to the `LiveSession` state machine (inputs stamped with the session time take
/// the same path through the `Player` a replay takes), and carries out its effects: frames,
/// the recording, reloads. It waits for input no longer than the session's `timeout` (frames at
/// 60 Hz while something moves; blocking, zero CPU, while nothing does).
final class LiveLoop<Backend: TerminalBackend, Clock: LiveClock> {
    let backend: Backend
    var compositor: Compositor
    private var grid = CellGrid(width: 0, height: 0)
    /// A comparison's second compositor and the two halves it draws into.
    private lazy var companionCompositor: Compositor = {
        var c = Compositor(options: compositor.options)
        c.renderer.images = compositor.renderer.images
        return c
    }()
    private var halves = (CellGrid(width: 0, height: 0), CellGrid(width: 0, height: 0))
    /// Made when `run` starts (its zero is the session's start).
    private let makeClock: () -> Clock
    /// Wakes a `nextEvent` that is waiting, from the file watcher's thread.
    private let wake: @Sendable () -> Void

    init(backend: Backend, options: RenderOptions, clock: @escaping () -> Clock,
         wake: @escaping @Sendable () -> Void) {
        self.backend = backend
        compositor = Compositor(options: options)
        makeClock = clock
        self.wake = wake
    }

    /// Runs `session` until `q`, a signal, the end of a `--demo --exit` script, or (opened from
    /// the gallery) n/N. Throws only for I/O failures (recording).
    /// - Parameter tuneTarget: where the inspector's `w` and `e` write; nil: they say they cannot.
    func run(_ initial: LiveSession, recorder: SessionWriter?, reload: LiveReload?, showsPanel: Bool,
             tuneTarget: TuneTarget? = nil) throws -> LiveOutcome {
        var session = initial
        var tuneTarget = tuneTarget
        /// What our own `w` wrote last: the watcher's report of it is not a reason to reload.
        var ownWrite: (path: String, bytes: [UInt8])?
        let clock = makeClock()
        let wake = self.wake
        let watchers = reload.map { r in ([r.path] + r.imagePaths).map { FileWatcher(path: $0) { wake() } } } ?? []
        defer { watchers.forEach { $0.stop() } }
        draw(session)
        var event = LiveSession.Event.tick
        while true {
            var effects = session.step(now: clock.now, event: event)
            while !effects.isEmpty {
                let effect = effects.removeFirst()
                switch effect {
                case .draw: draw(session)
                case .invalidate: backend.invalidate()
                case .record(let e): try recorder?.write(e)
                case .finishRecording(let t, let strict):
                    if strict { try recorder?.finish(at: t) } else { try? recorder?.finish(at: t) }
                case .reload:
                    if let reload, let own = ownWrite, own.path == reload.path,
                       (try? SourceFile.readBytes(path: reload.path)) == own.bytes {
                        break  // our own write: the session already shows these values
                    }
                    if let reload {
                        effects += session.step(now: clock.now, event: Self.load(reload, size: session.player.terminalSize, showsPanel: showsPanel,
                                                                                 images: compositor.renderer.images))
                    }
                case .writeTuned:
                    var report = "w: this session has no scenario file to write"
                    if var target = tuneTarget {
                        let result = target.write(session.player.tuning?.changes ?? [])
                        report = result.report
                        if let written = result.written { ownWrite = written }
                        tuneTarget = target
                    }
                    effects += session.step(now: clock.now, event: .wrote(report))
                case .exportTuned:
                    let report = tuneTarget?.export(session.player.scenario) ?? "e: this session has no scenario file to export beside"
                    effects += session.step(now: clock.now, event: .wrote(report))
                case .quit(let outcome): return outcome
                }
            }
            if watchers.map({ $0.takeChange() }).contains(true) {
                event = .fileChanged
                continue
            }
            event = backend.nextEvent(timeout: session.timeout(now: clock.now)).map { .terminal($0) } ?? .tick
        }
    }

    /// Loads the watched file again: the new player for a terminal of `size`, or the first line
    /// of what is wrong with it.
    /// - Parameter images: the library the reloaded images go into (the compositors draw from it).
    static func load(_ reload: LiveReload, size: (cols: Int, rows: Int), showsPanel: Bool, images: ImageLibrary? = nil) -> LiveSession.Event {
        do {
            let loaded = try InputLoading.load(reload.path, overrides: reload.overrides, device: reload.device?.name, allowSession: false,
                                               images: images)
            let player = Player(loaded.scenario, terminalSize: size, showsPanel: showsPanel)
            player.tuning = Tuning(base: loaded.json, file: reload.path)
            return .reloaded(player, path: reload.path)
        } catch let failure as InputFailure {
            return .reloadFailed(failure.lines.first ?? "invalid scenario")
        } catch {
            return .reloadFailed("\(error)")
        }
    }

    private func draw(_ session: LiveSession) {
        let size = backend.size
        let player = session.player
        let variants = session.companion.map { PanelComparePlot.Variants(a: player.scene().panel, b: $0.scene().panel) }
        func overlay(_ p: Player, message: String?) -> Compositor.Overlay {
            .init(speed: p.speed, paused: p.paused, help: p.showingHelp, message: message, logScroll: p.logScroll,
                  onionSkin: p.showsOnionSkin ? OnionSkin.ghosts(of: p) : [], comparedPanel: variants)
        }
        if let companion = session.companion, let labels = session.labels {
            // A comparison: each variant in its half, the message across the bottom of each.
            let half = SideBySide.halfSize(cols: size.cols, rows: size.rows)
            compositor.compose(player.scene(), cols: half.cols, rows: half.rows, overlay: overlay(player, message: session.message?.text),
                               into: &halves.0)
            companionCompositor.compose(companion.scene(), cols: half.cols, rows: half.rows,
                                        overlay: overlay(companion, message: session.message?.text), into: &halves.1)
            SideBySide.join(halves.0, halves.1, labels: labels, cols: size.cols, rows: size.rows, ascii: compositor.options.ascii,
                            into: &grid)
        } else {
            compositor.compose(player.scene(), cols: size.cols, rows: size.rows,
                               overlay: overlay(player, message: session.message?.text), into: &grid)
        }
        backend.draw(grid)
        backend.flush()
    }
}

extension LiveLoop where Backend == NcursesBackend, Clock == MonotonicClock {
    /// The live loop on the real terminal and the monotonic clock.
    convenience init(backend: NcursesBackend, options: RenderOptions) {
        self.init(backend: backend, options: options, clock: { MonotonicClock() }, wake: { NcursesBackend.wake() })
    }
}
