import Foundation
import SegueCore
import SegueRender
import Synchronization
import Testing
@testable import SegueApp
import SegueScreen

/// Hot reload of Swift sources in process (docs/user-code.md, "Hot reload"): the live session
/// stepped by hand, the worker's load (`SwiftReload.load`) called as the worker calls it, and a
/// stand-in for the host's compiled code — `Drop.swift`'s text names the pop's duration, and the
/// model its "code" builds is pop-parallax with that duration. The expected frames come from a
/// plain player of the version the code stands for, fed the same events from the start: a
/// reload must continue exactly where that version would be.
@Suite struct SwiftReloadTests {
    typealias T = LiveSessionTests

    /// The stand-in code: `duration = 0.9` builds pop-parallax with that pop duration; a text
    /// containing `broken` does not compile (a compiler-like line at a made-up place).
    final class StandInCode: Sendable {
        let prepared = Mutex<[String]>([])
        static let error = "segue: Drop.swift:12:5: error: cannot find 'brokn' in scope"

        static func duration(_ text: String) -> String {
            text.split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "0.4"
        }

        static func scenario(duration: String) throws -> Scenario {
            try InputLoading.load(T.root.appendingPathComponent("Scenarios/pop-parallax.json").path,
                                  overrides: ["transitions.pop.animator.duration=\(duration)"]).scenario
        }

        var models: ModelFactory {
            ModelFactory(make: { scenario, size in
                let text = scenario.swift?.embedded["Drop.swift"] ?? "duration = 0.4"
                // A model built by the code: what the prepared version's text says.
                return SimulatedApp(scenario: try! Self.scenario(duration: Self.duration(text)), size: size)
            }, prepare: { [self] scenario, _ in
                let text = scenario.swift?.embedded["Drop.swift"] ?? ""
                if text.contains("broken") { throw InputFailure(lines: [Self.error, "segue: Drop.swift:13:1: error: more"]) }
                prepared.withLock { $0.append(text) }
                return []
            })
        }
    }

    /// A folder with `s.json` (pop-parallax naming `Drop.swift`) and `Drop.swift` = `text`.
    static func folder(source text: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-swiftreload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let json = try String(contentsOf: T.root.appendingPathComponent("Scenarios/pop-parallax.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"demo\":", with: "\"swift\": {\"sources\": [\"Drop.swift\"], \"setUp\": \"setUpDrop\"},\n  \"demo\":")
        try json.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        try text.write(to: dir.appendingPathComponent("Drop.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    /// What `play` watches for the folder: the scenario, and its source.
    static func side(_ dir: URL, players: PlayerFactory) -> LiveReload {
        var side = LiveReload(path: dir.appendingPathComponent("s.json").path, overrides: [], device: nil, players: players)
        side.swiftSources = [dir.appendingPathComponent("Drop.swift").path]
        side.swiftTexts = ["Drop.swift": "duration = 0.4"]
        side.loadedFingerprint = side.contentFingerprint
        return side
    }

    static func frame(_ player: Player) -> CellGrid {
        var compositor = Compositor(options: T.options())
        var grid = CellGrid(width: 0, height: 0)
        compositor.compose(player.scene(), cols: T.size.cols, rows: T.size.rows, into: &grid)
        return grid
    }

    /// A plain player of pop-parallax with the pop's `duration`, fed `events`, at `t`.
    static func reference(duration: String, events: [TimedEvent], at t: Double) throws -> CellGrid {
        let player = Player(try StandInCode.scenario(duration: duration), terminalSize: (T.size.cols, T.size.rows), showsPanel: true)
        for e in events { player.handle(e) }
        player.advance(to: t)
        return frame(player)
    }

    @Test func aSaveMidGestureContinuesTheSameGestureWithTheNewCode() throws {
        let code = StandInCode()
        let players = PlayerFactory(models: code.models)
        let dir = try Self.folder(source: "duration = 0.4")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        let input = try InputLoading.load(path, players: players)
        let scenario = input.scenario
        let sink = T.MemorySink()
        let recorder = try SessionWriter(sink: sink, header: SessionHeader(created: "2026-12-02T00:00:00Z", cols: 120, rows: 40,
                                                                           source: "s.json", scenario: input.json))
        var session = LiveSession(player: players.player(scenario, terminalSize: (120, 40), showsPanel: true), script: LiveScript(),
                                  reloads: true)
        var side = Self.side(dir, players: players)
        func step(_ now: Double, _ event: LiveSession.Event) throws -> [LiveSession.Effect] {
            let effects = session.step(now: now, event: event)
            for case .record(let e) in effects { try recorder.write(e) }
            return effects
        }
        // The pan (→ from 0.5 s, 0.03 s apart), the save after the fifth press.
        let pan = T.pan.map { TimedEvent(t: $0.0, event: $0.1.inputEvent!) }
        for (t, e) in T.pan.prefix(5) { _ = try step(t, .terminal(e)) }
        try "duration = 0.9".write(to: dir.appendingPathComponent("Drop.swift"), atomically: true, encoding: .utf8)
        let fingerprint = side.contentFingerprint
        #expect(fingerprint != side.loadedFingerprint, "a changed source changes what play watches")
        #expect(SwiftReload.sourcesAlone(side, fingerprint: fingerprint))
        let loaded = SwiftReload.load(side, base: session.player.scenario, shown: side.swiftTexts, elapsed: { 0.93 })
        guard case .swiftReloaded(let texts, let report) = loaded.event else { Issue.record("not reloaded: \(loaded.event)"); return }
        #expect(texts == ["Drop.swift": "duration = 0.9"] && report == "reloaded Drop.swift (0.9 s)")
        #expect(code.prepared.withLock { $0.last } == "duration = 0.9", "readied on the worker with the new text embedded")
        let old = session.player
        let effects = try step(0.64, loaded.event)
        side.loadedFingerprint = fingerprint
        #expect(effects.contains(.record(TimedEvent(t: 0.64, event: .swiftSources(texts)))))
        #expect(session.player === old && session.player.sessionTime == 0.64, "the same player, the same session time")
        #expect(session.message?.text == "reloaded Drop.swift (0.9 s)")
        // The same gesture goes on: at once, and after the release, the frames are the new code's from the start.
        #expect(Self.frame(session.player) == (try Self.reference(duration: "0.9", events: Array(pan.prefix(5)), at: 0.64)))
        for (t, e) in T.pan.dropFirst(5) { _ = try step(t, .terminal(e)) }
        _ = try step(1.0, .tick)
        let expected = try Self.reference(duration: "0.9", events: pan, at: 1.0)
        #expect(Self.frame(session.player) == expected)
        #expect(Self.frame(session.player) != (try Self.reference(duration: "0.4", events: pan, at: 1.0)), "the versions differ by then")

        // The recording replays headless with the switch at 0.64 s: the same frame at 1.0 s.
        try recorder.finish(at: 1.0)
        let recorded = try SessionFile.parse(bytes: Array(sink.text.utf8), file: "memory.segue")
        #expect(recorded.events.contains(TimedEvent(t: 0.64, event: .swiftSources(["Drop.swift": "duration = 0.9"]))))
        let replay = players.player(scenario, terminalSize: (120, 40), showsPanel: true)
        let headless = HeadlessSession(player: replay, options: T.options())
        headless.advance(recorded.events.filter { $0.event != .end }, to: 1.0)
        #expect(Self.frame(replay) == expected)
    }

    @Test func aVersionThatDoesNotCompileKeepsTheLastGoodOneAndAFixReloads() throws {
        let code = StandInCode()
        let players = PlayerFactory(models: code.models)
        let dir = try Self.folder(source: "duration = 0.4")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = try InputLoading.load(dir.appendingPathComponent("s.json").path, players: players).scenario
        var session = LiveSession(player: players.player(scenario, terminalSize: (120, 40), showsPanel: true), script: LiveScript(),
                                  reloads: true)
        let side = Self.side(dir, players: players)
        _ = session.step(now: 0.1, event: .tick)
        #expect(session.step(now: 0.2, event: .fileChanged) == [.reload])
        try "duration = broken".write(to: dir.appendingPathComponent("Drop.swift"), atomically: true, encoding: .utf8)
        let broken = SwiftReload.load(side, base: session.player.scenario, shown: side.swiftTexts, elapsed: { 0.5 })
        guard case .reloadFailed(let problem, _) = broken.event else { Issue.record("a broken version loaded"); return }
        #expect(problem == StandInCode.error && broken.imagePaths == nil)
        let effects = session.step(now: 0.3, event: broken.event)
        #expect(!effects.contains { if case .record = $0 { true } else { false } }, "nothing recorded for a version that did not load")
        #expect(session.message?.text == StandInCode.error + " (keeping the last good version)")
        #expect(session.player.scenario.swift?.embedded == ["Drop.swift": "duration = 0.4"], "the first version still runs")

        try "duration = 0.9".write(to: dir.appendingPathComponent("Drop.swift"), atomically: true, encoding: .utf8)
        let fixed = SwiftReload.load(side, base: session.player.scenario, shown: side.swiftTexts, elapsed: { 1.26 })
        guard case .swiftReloaded(let texts, let report) = fixed.event else { Issue.record("the fix did not load"); return }
        #expect(report == "reloaded Drop.swift (1.3 s)")
        _ = session.step(now: 0.4, event: fixed.event)
        #expect(session.player.scenario.swift?.embedded == texts)
    }

    /// A session's versions: the header's, then each `swiftSources` event's (where the crash
    /// containment's "the version before" comes from).
    @Test func aSessionsVersionsAreItsHeaderAndEachReload() {
        let events = [TimedEvent(t: 0.5, event: .key(.right)), TimedEvent(t: 0.64, event: .swiftSources(["A.swift": "2"])),
                      TimedEvent(t: 2, event: .swiftSources(["A.swift": "3"]))]
        let versions = SwiftReload.versions(initial: ["A.swift": "1"], events: events)
        #expect(versions.map(\.t) == [0, 0.64, 2])
        #expect(versions.map { $0.texts["A.swift"] } == ["1", "2", "3"])
    }
}
