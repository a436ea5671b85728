#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueRender
import SegueTerminal
import SeguePixels
import SegueScreen

/// A scenario file to watch for changes (hot reload; docs/terminal.md), and how to load it again.
public struct LiveReload {
    /// Which half of a comparison a reload rebuilds.
    enum Variant { case a, b }
    /// The file watched and loaded (for a comparison's `--compare-set` alone B's is A's).
    var path: String
    /// `--set` (and for B `--compare-set`) re-applied on every load, `KEY=VALUE`.
    var overrides: [String]
    var device: Device?
    /// The comparison's variant this is (its player drawn in a half), nil: no comparison.
    var variant: Variant? = nil
    /// The scenario's image files: a change to one reloads too.
    var imagePaths: [String] = []
    /// What makes the reloaded version's player (the first version's `LoadedInput.players`).
    var players = PlayerFactory.scenario
    /// `contentFingerprint` of the version shown (nil: not taken yet).
    var loadedFingerprint: String? = nil
    /// The scenario's Swift sources (paths beside it), watched too: a change to one alone
    /// reloads the code and the session continues (`SwiftReload`); empty: none.
    var swiftSources: [String] = []
    /// The texts of the Swift version running (source path as written → text).
    var swiftTexts: [String: String] = [:]
    /// Whether the scenario file and its images are watched; while recording only the Swift
    /// sources are (a recording embeds each version of them, not of the scenario).
    var watchesScenario = true
}

/// The interactive run loop's driver: reads the terminal and the clock, hands each input and
/// each wake-up to the `LiveSession` state machine (inputs stamped with the session time take
/// the same path through the `Player` a replay takes), and carries out its effects: frames,
/// the recording, reloads. It waits for input no longer than the session's `timeout` (frames at
/// 60 Hz while something moves; blocking, zero CPU, while nothing does).
public final class LiveLoop<Backend: TerminalBackend, Clock: LiveClock> {
    let backend: Backend
    public var compositor: Compositor
    private var grid = CellGrid(width: 0, height: 0)
    /// The grid of the frame before last (see `draw`).
    private var spareGrid = CellGrid(width: 0, height: 0)
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

    public init(backend: Backend, options: RenderOptions, clock: @escaping () -> Clock,
         wake: @escaping @Sendable () -> Void) {
        self.backend = backend
        compositor = Compositor(options: options)
        makeClock = clock
        self.wake = wake
    }

    /// Runs `session` until `q`, a signal, the end of a `--demo --exit` script, or (opened from
    /// the gallery) n/N. Throws only for I/O failures (recording).
    /// - Parameters:
    ///   - reload: A's file to watch, nil: none (a built-in, a replay, a recording).
    ///   - companionReload: a comparison's B to watch (B's file, or A's for `--compare-set` alone), nil: none.
    ///   - tuneTarget: where the inspector's `w` and `e` write; nil: they say they cannot.
    public func run(_ initial: LiveSession, recorder: SessionWriter?, reload: LiveReload?, companionReload: LiveReload? = nil,
             showsPanel: Bool, tuneTarget: TuneTarget? = nil) throws -> LiveOutcome {
        var session = initial
        var tuneTarget = tuneTarget
        /// What our own `w` wrote last: the watcher's report of it is not a reason to reload.
        var ownWrite: (path: String, bytes: [UInt8])?
        let clock = makeClock()
        let wake = self.wake
        // One watcher a file (a scenario's and its images'): for `--compare-set` alone A's file reloads both variants.
        var (reload, companionReload) = (reload, companionReload)
        let fingerprints = (reload?.contentFingerprint, companionReload?.contentFingerprint)
        reload?.loadedFingerprint = fingerprints.0
        companionReload?.loadedFingerprint = fingerprints.1
        let watches = FileWatchSet { wake() }
        watches.watch([reload, companionReload].compactMap { $0 })
        defer { watches.stopAll() }
        var pending: [LiveSession.Event] = []
        var reloads = ReloadsUnderWay()
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
                case .reload, .reloadCompanion:
                    startReload(effect, reloads: &reloads, reload: &reload, companionReload: &companionReload, ownWrite: ownWrite,
                                session: session, showsPanel: showsPanel)
                case .writeTuned:
                    var report = "w: this session has no scenario file to write"
                    var saved: [Tune] = []
                    if var target = tuneTarget {
                        let changes = session.player.tuning?.changes ?? []
                        let result = target.write(changes)
                        report = result.report
                        if let written = result.written { (ownWrite, saved) = (written, changes) }
                        tuneTarget = target
                    }
                    effects += session.step(now: clock.now, event: .wrote(report, saved: saved))
                case .stepSourceLiteral(let step):
                    let report = SourceLiteralWrite.write(step, reload: reload, scenario: session.player.scenario, models: session.player.models)
                    effects += session.step(now: clock.now, event: .wrote(report))
                case .exportTuned:
                    let report = tuneTarget?.export(session.player.scenario) ?? "e: this session has no scenario file to export beside"
                    effects += session.step(now: clock.now, event: .wrote(report))
                case .quit(let outcome):
                    reloads.cancelAll()
                    return outcome
                }
            }
            pending += takeFinished(&reloads, reload: &reload, companionReload: &companionReload, watches: watches)
            for path in watches.takeChanges() {
                if let a = reload, a.watchedPaths.contains(path) { pending.append(.fileChanged) }
                if let b = companionReload, b.watchedPaths.contains(path) { pending.append(.companionFileChanged) }
            }
            if !pending.isEmpty {
                event = pending.removeFirst()
                continue
            }
            event = backend.nextEvent(timeout: session.timeout(now: clock.now)).map { .terminal($0) } ?? .tick
        }
    }

    /// Starts the load of `effect`'s side (A's, or a comparison's B) when its files hold new bytes.
    private func startReload(_ effect: LiveSession.Effect, reloads: inout ReloadsUnderWay, reload: inout LiveReload?,
                             companionReload: inout LiveReload?, ownWrite: (path: String, bytes: [UInt8])?, session: LiveSession,
                             showsPanel: Bool) {
        guard var side = effect == .reload ? reload : companionReload else { return }
        let fingerprint = side.contentFingerprint
        // The bytes the load under way is reading (an editor's save is several events: a write,
        // a close): it goes on.
        if reloads.fingerprint(of: effect) == fingerprint { return }
        reloads.cancel(effect)  // a newer change: the older load is abandoned
        // The same bytes as shown (a touch): nothing to reload, nothing to lose.
        guard fingerprint != side.loadedFingerprint else { return }
        // Our own write to A's file: A already shows these values (B, built from the file, does not).
        if side.variant != .b && Self.isOwnWrite(ownWrite, path: side.path) {
            side.loadedFingerprint = fingerprint
        } else {
            reloads.start(reloadWorker(effect, side: &side, fingerprint: fingerprint, session: session, showsPanel: showsPanel))
        }
        if effect == .reload { reload = side } else { companionReload = side }
    }

    /// The load of a side whose files changed, on a thread of its own (keys are read and frames
    /// drawn while it loads: `ReloadWorker`): its Swift sources alone (`SwiftReload`; the
    /// fingerprint is taken now, so that a version that does not compile is not compiled again
    /// for a touch, and saving the last good one again after it reloads that), or the scenario.
    private func reloadWorker(_ effect: LiveSession.Effect, side: inout LiveReload, fingerprint: String, session: LiveSession,
                              showsPanel: Bool) -> ReloadWorker {
        if SwiftReload.sourcesAlone(side, fingerprint: fingerprint) {
            side.loadedFingerprint = fingerprint
            let (changed, base, shown, started) = (side, session.player.scenario, side.swiftTexts, MonotonicClock())
            return ReloadWorker(effect: effect, side: changed, fingerprint: fingerprint, images: nil, wake: wake) { _ in
                SwiftReload.load(changed, base: base, shown: shown, elapsed: { started.now })
            }
        }
        let (changed, size) = (side, session.player.terminalSize)
        return ReloadWorker(effect: effect, side: changed, fingerprint: fingerprint, images: compositor.renderer.images, wake: wake) {
            Self.reloading(changed, size: size, showsPanel: showsPanel, images: $0)
        }
    }

    /// The events of the reloads that finished; a version that loaded has its images drawn,
    /// and watched, from now on.
    private func takeFinished(_ reloads: inout ReloadsUnderWay, reload: inout LiveReload?, companionReload: inout LiveReload?,
                              watches: FileWatchSet) -> [LiveSession.Event] {
        reloads.takeFinished().map { finished in
            var done = finished
            if case .swiftReloaded(let texts, _) = done.event { done.side.swiftTexts = texts }
            if let imagePaths = done.imagePaths {
                if let images = done.images { compositor.renderer.images?.adopt(images) }
                (done.side.imagePaths, done.side.loadedFingerprint) = (imagePaths, done.side.contentFingerprint)
                if done.effect == .reload { reload = done.side } else { companionReload = done.side }
                watches.watch([reload, companionReload].compactMap { $0 })
            }
            return done.event
        }
    }

    /// Whether the file at `path` holds what our own `w` wrote last (`own`).
    private static func isOwnWrite(_ own: (path: String, bytes: [UInt8])?, path: String) -> Bool {
        guard let own, own.path == path else { return false }
        return (try? SourceFile.readBytes(path: path)) == own.bytes
    }

    /// Loads the watched file again: the new player for a terminal of `size` (A's, or B's for
    /// `reload.variant == .b`), or the first line of what is wrong with it.
    /// - Parameter images: the library the reloaded images go into (the compositors draw from it).
    static func load(_ reload: LiveReload, size: (cols: Int, rows: Int), showsPanel: Bool, images: ImageLibrary? = nil) -> LiveSession.Event {
        reloading(reload, size: size, showsPanel: showsPanel, images: images).event
    }

    /// `load`, and the image files the new version names (nil when it did not load): hot reload
    /// watches those from then on.
    static func reloading(_ reload: LiveReload, size: (cols: Int, rows: Int), showsPanel: Bool,
                          images: ImageLibrary? = nil) -> (event: LiveSession.Event, imagePaths: [String]?) {
        do {
            let loaded = try InputLoading.load(reload.path, overrides: reload.overrides, device: reload.device?.name, allowSession: false,
                                               images: images, players: reload.players)
            if loaded.scenario.swift != nil {
                return (SwiftReload.restarting(loaded, reload: reload, size: size, showsPanel: showsPanel), loaded.imagePaths)
            }
            let player = reload.variant == nil ? loaded.players.player(loaded.scenario, terminalSize: size, showsPanel: showsPanel)
                : loaded.players.player(comparing: loaded.scenario, terminalSize: size, showsPanel: showsPanel)
            if reload.variant == .b { return (.companionReloaded(player, path: reload.path), loaded.imagePaths) }
            player.tuning = Tuning(base: loaded.json, file: reload.path)
            return (.reloaded(player, path: reload.path), loaded.imagePaths)
        } catch let failure as InputFailure {
            return (.reloadFailed(failure.lines.first ?? "invalid scenario", side: reload.variant), nil)
        } catch {
            return (.reloadFailed("\(error)", side: reload.variant), nil)
        }
    }

    private func draw(_ session: LiveSession) {
        let size = backend.size
        let player = session.player
        // Each variant's scene once a frame: the comparison's panel reads both.
        let scene = player.scene(), companionScene = session.companion?.scene()
        let variants = companionScene.map { PanelComparePlot.Variants(a: scene.panel, b: $0.panel) }
        let replaying = session.script.isReplay, replayHelp = session.replayHelp
        func overlay(_ p: Player, message: String?) -> Compositor.Overlay {
            .init(speed: p.speed, paused: p.paused || (replaying && session.replayClock.paused),
                  help: replaying ? replayHelp.shown : p.showingHelp, helpPage: replaying ? replayHelp.page : p.helpPage,
                  message: message, logScroll: p.logScroll, onionSkin: p.showsOnionSkin ? OnionSkin.ghosts(of: p) : [],
                  comparedPanel: variants, replaying: replaying)
        }
        if let companion = session.companion, let companionScene, let labels = session.labels {
            // A comparison: each variant in its half, each half's message across its bottom.
            let half = SideBySide.halfSize(cols: size.cols, rows: size.rows)
            compositor.renderer.options.compactPanel = true  // where a half has no room for the side panel
            companionCompositor.renderer.options.compactPanel = true
            compositor.compose(scene, cols: half.cols, rows: half.rows, overlay: overlay(player, message: session.message?.text),
                               into: &halves.0)
            companionCompositor.compose(companionScene, cols: half.cols, rows: half.rows,
                                        overlay: overlay(companion, message: session.companionMessage?.text), into: &halves.1)
            SideBySide.join(halves.0, halves.1, labels: labels, cols: size.cols, rows: size.rows, ascii: compositor.options.ascii,
                            into: &grid)
        } else {
            compositor.compose(scene, cols: size.cols, rows: size.rows,
                               overlay: overlay(player, message: session.message?.text), into: &grid)
        }
        backend.draw(grid)
        backend.flush()
        // The backend keeps the grid it drew as its last frame: the next frame is composed into
        // the other one, so that neither is copied on write.
        swap(&grid, &spareGrid)
    }
}

extension LiveLoop where Backend == NcursesBackend, Clock == MonotonicClock {
    /// The live loop on the real terminal and the monotonic clock.
    convenience init(backend: NcursesBackend, options: RenderOptions) {
        self.init(backend: backend, options: options, clock: { MonotonicClock() }, wake: { NcursesBackend.wake() })
    }
}
