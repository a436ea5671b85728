import Foundation
import SegueCore
import SegueRender
import Testing
@testable import SegueApp
@testable import SegueCommandLine

/// Hot reload while comparing (docs/terminal.md, "Hot reload"), and the version-1 key rule of
/// replays (docs/scenarios.md, "Sessions").
struct LiveCompareReloadTests {
    typealias T = LiveSessionTests
    typealias R = LiveCompareRecordingTests

    /// A change of B reloads B only: A is the same player, B's new duration is the file's new
    /// number; a broken B keeps the last good B and says where the file is wrong.
    @Test func reloadingBChangesOnlyB() throws {
        let original = try String(contentsOfFile: R.bPath, encoding: .utf8)
        let (dir, path) = try R.write(original, name: "b.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try T.scenario("pop-parallax")
        let size = (cols: T.size.cols, rows: T.size.rows)
        let b = Player(comparing: try InputLoading.load(path).scenario, terminalSize: size, showsPanel: true)
        let first = Player(comparing: a, terminalSize: size, showsPanel: true)
        var session = LiveSession(player: first, script: LiveScript(), reloads: true, comparison: (b, ("a", "b")))
        _ = session.step(now: 0.1, event: .tick)
        #expect(session.step(now: 1, event: .companionFileChanged) == [.reloadCompanion])

        let edited = original.replacingOccurrences(of: "\"preset\": \"shrink\", \"duration\": 0.4", with: "\"preset\": \"shrink\", \"duration\": 1.25")
        #expect(edited != original)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let reload = LiveReload(path: path, overrides: [], device: nil, variant: .b)
        _ = session.step(now: 1, event: LiveLoop<ScriptedTerminal, ScriptedClock>.load(reload, size: size, showsPanel: true))
        #expect(session.player === first, "A was replaced")
        #expect(session.companion !== b)
        #expect(session.companion?.scenario.transitions[.pop]?.animator.duration == 1.25)
        #expect(session.player.scenario.transitions[.pop]?.animator.duration == a.transitions[.pop]?.animator.duration)
        // B's reload is said under B alone (issue 32): A's half has no message.
        #expect(session.companionMessage?.text == "reloaded \(path) (B)")
        #expect(session.message == nil, "B's reload said under A: \(session.message?.text ?? "")")
        let goodB = session.companion

        try "{\n  \"screens\": [\n".write(toFile: path, atomically: true, encoding: .utf8)
        let broken = LiveLoop<ScriptedTerminal, ScriptedClock>.load(reload, size: size, showsPanel: true)
        guard case .reloadFailed(let problem, _) = broken else { Issue.record("a broken B loaded"); return }
        #expect(problem.hasPrefix("segue: \(path):3:"), "\(problem)")  // file:line:col
        _ = session.step(now: 2, event: broken)
        #expect(session.companion === goodB && session.player === first)
        #expect(session.companionMessage?.text == problem + " (keeping the last good version)")
        #expect(session.message == nil, "B's failure said under A")

        // …and A's reload under A alone.
        let reloadA = LiveReload(path: R.aPath, overrides: [], device: nil, variant: .a)
        _ = session.step(now: 3, event: LiveLoop<ScriptedTerminal, ScriptedClock>.load(reloadA, size: size, showsPanel: true))
        #expect(session.message?.text == "reloaded \(R.aPath)")
        #expect(session.companionMessage?.text == problem + " (keeping the last good version)", "A's reload said under B")

        var recording = LiveSession(player: first, script: LiveScript(), reloads: false, comparison: (b, ("a", "b")))
        #expect(!recording.step(now: 1, event: .companionFileChanged).contains(.reloadCompanion), "no reload while recording")
    }

    /// What `play` watches: with `--compare B` B's file with its changes; with `--compare-set`
    /// alone A's file, with A's `--set` and the changes again (a change of A reloads both).
    @Test func whatPlayWatches() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json").path, b = dir.appendingPathComponent("b.json").path
        try FileManager.default.copyItem(atPath: R.aPath, toPath: a)
        try FileManager.default.copyItem(atPath: R.bPath, toPath: b)
        let cases: [([String], String?, [String])] = [
            (["--compare", b, "--compare-set", "transitions.pop.animator.duration=0.9"], b, ["transitions.pop.animator.duration=0.9"]),
            (["--set", "transitions.pop.animator.duration=0.5", "--compare-set", "transitions.pop.animator.duration=0.9"], a,
             ["transitions.pop.animator.duration=0.5", "transitions.pop.animator.duration=0.9"]),
            (["--compare", "pop-shrink"], nil, []),  // a built-in is not a file
        ]
        for (arguments, bWatched, bOverrides) in cases {
            let invocation = try CommandSettingsTests.invocation(PlayCommand(), [a] + arguments)
            let settings = PlayCommand.Settings(invocation)
            let input = try InputLoading.load(a, overrides: settings.overrides)
            let comparison = try Comparison.load(compare: settings.compare, changes: settings.compareSet, input: input, argument: a,
                                                 overrides: settings.overrides, device: nil)
            let watched = PlayRun.reloads(settings, comparison: comparison)
            #expect(watched.a?.path == a && watched.a?.variant == .a)
            #expect(watched.b?.path == bWatched, "\(arguments)")
            if bWatched != nil { #expect(watched.b?.overrides == bOverrides && watched.b?.variant == .b, "\(arguments)") }
        }
    }

    /// Regression: a version-1 recording holding `t` (a key that meant nothing then) opened the
    /// inspector on replay. Now its frames are those of the same recording without the key; the
    /// same lines as version 2 do open it (so the test can tell).
    @Test func versionOneReplayIgnoresTheInspectorKey() throws {
        let json = try InputLoading.load(R.aPath).json
        func replay(version: Int, keys: [(Double, String)]) throws -> LiveSession {
            let header = SessionHeader(version: version, created: "2026-01-01T00:00:00Z", cols: 120, rows: 40, source: "pop-parallax",
                                       scenario: json)
            let events = keys.map { TimedEvent(t: $0.0, event: .key(Key(name: $0.1)!)) }
            let (dir, path) = try R.write(SessionFile.text(header: header, events: events + [TimedEvent(t: 2, event: .end)]), name: "v.segue")
            defer { try? FileManager.default.removeItem(at: dir) }
            let input = try InputLoading.load(path)
            var session = ReplayRun.session(input, events: try #require(input.sessionEvents), speed: 1, showsPanel: true)
            for now in stride(from: 0.0, through: 2.5, by: 1.0 / 60) { _ = session.step(now: now, event: .tick) }
            return session
        }
        let withT = try replay(version: 1, keys: [(0.2, "t"), (0.5, "b"), (0.8, "t"), (0.9, "t")])
        let without = try replay(version: 1, keys: [(0.5, "b")])
        #expect(!withT.player.inspector.isOpen)
        #expect(withT.player.scene() == without.player.scene())
        var composed = (CellGrid(width: 0, height: 0), CellGrid(width: 0, height: 0))
        var compositor = Compositor(options: T.options())
        compositor.compose(withT.player.scene(), cols: 120, rows: 40, into: &composed.0)
        compositor.compose(without.player.scene(), cols: 120, rows: 40, into: &composed.1)
        #expect(composed.0.lines == composed.1.lines)
        #expect(try replay(version: 2, keys: [(0.2, "t"), (0.5, "b")]).player.inspector.isOpen, "version 2 keeps t")
    }
}
