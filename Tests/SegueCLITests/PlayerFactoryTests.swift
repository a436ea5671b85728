import Foundation
import SegueChecks
import SegueCore
import SegueRender
import SegueScreen
import Testing
@testable import SegueApp

/// A host's `PlayerFactory` makes every player SegueApp builds. The factory here plays another
/// scenario than the one loaded (pop-shrink for pop-parallax, as a host building its model from
/// other code would): each path — play's and replay's sessions, render's players, a hot
/// reload, timeline's run, `segue test`'s recorded run, the gallery — must show pop-shrink,
/// never what it loaded.
struct PlayerFactoryTests {
    static let root = LiveSessionTests.root.appendingPathComponent("Scenarios").path
    static let loaded = "\(root)/pop-parallax.json"

    /// Plays pop-shrink whatever it is asked for, through the viewport SegueApp chose.
    static func substitute() throws -> PlayerFactory {
        let other = try InputLoading.load("\(root)/pop-shrink.json").scenario
        return PlayerFactory { _, size, viewport in Player(scenario: other, terminalSize: size, viewport: viewport) }
    }

    @Test func playsSessionAndItsComparisonUseTheFactory() throws {
        let input = try InputLoading.load(Self.loaded, players: try Self.substitute())
        #expect(input.scenario.name == "pop-parallax")
        let alone = PlayRun.session(input, size: TerminalSize(cols: 120, rows: 40), showsPanel: true, script: LiveScript())
        #expect(alone.player.scenario.name == "pop-shrink")
        #expect(alone.player.viewport is LayoutViewport)
        let comparison = try #require(try Comparison.load(compare: nil, changes: ["transitions.pop.animator.duration=1"], input: input,
                                                          argument: Self.loaded, overrides: [], device: nil))
        let both = PlayRun.session(input, comparison: comparison, size: TerminalSize(cols: 120, rows: 40), showsPanel: true,
                                   script: LiveScript())
        #expect(both.player.scenario.name == "pop-shrink" && both.companion?.scenario.name == "pop-shrink")
        #expect(both.player.viewport is SideBySideViewport)
    }

    @Test func replaysSessionUsesTheFactory() throws {
        let json = try String(contentsOfFile: Self.loaded, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-factory-\(UUID().uuidString).segue").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = "{\"segue_session\":1,\"created\":\"2026-12-02T00:00:00Z\",\"size\":[120,40],\"source\":\"pop-parallax\",\"scenario\":\(json)}"
        try (header + "\n{\"t\":0.5,\"end\":true}\n").write(toFile: path, atomically: true, encoding: .utf8)
        let input = try InputLoading.load(path, players: try Self.substitute())
        let session = ReplayRun.session(input, events: try #require(input.sessionEvents), speed: 1, showsPanel: true)
        #expect(session.player.scenario.name == "pop-shrink")
    }

    @Test func rendersPlayersUseTheFactory() throws {
        let input = try InputLoading.load(Self.loaded, players: try Self.substitute())
        let (player, other) = RenderRun.players(input, comparison: nil, size: (120, 40), showsPanel: true)
        #expect(player.scenario.name == "pop-shrink" && other == nil)
    }

    @Test func aHotReloadUsesTheFactory() throws {
        var reload = LiveReload(path: Self.loaded, overrides: [], device: nil)
        reload.players = try Self.substitute()
        guard case .reloaded(let player, _) = LiveLoop<ScriptedTerminal, ScriptedClock>.load(reload, size: (120, 40), showsPanel: true)
        else {
            Issue.record("the reload failed")
            return
        }
        #expect(player.scenario.name == "pop-shrink")
    }

    /// `timeline` through its run: the CSV is pop-shrink's, not pop-parallax's (they differ), for the same events.
    @Test func timelinesRunUsesTheFactory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-factory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func timeline(_ scenario: String, players: PlayerFactory) throws -> String {
            var settings = TimelineRun.Settings()
            (settings.input, settings.fps, settings.output) = (scenario, 60, dir.appendingPathComponent("t.csv").path)
            settings.events = "0.5 right*12@0.03; 0.9 enter"  // the same events for both (each scenario's demo differs)
            #expect(try TimelineRun.run(settings, console: Console(environment: [:], stdoutIsTerminal: false), players: players) == 0)
            return try String(contentsOfFile: settings.output!, encoding: .utf8)
        }
        let substituted = try timeline(Self.loaded, players: try Self.substitute())
        #expect(substituted == (try timeline("\(Self.root)/pop-shrink.json", players: .scenario)))
        #expect(substituted != (try timeline(Self.loaded, players: .scenario)))
    }

    /// `segue test`'s recorded run: pop-shrink's record, not pop-parallax's (they differ), for the same events.
    @Test func testsRecordedRunUsesTheFactory() throws {
        let events = try InputLoading.events("0.5 right*12@0.03; 0.9 enter")
        let parallax = try InputLoading.load(Self.loaded).scenario, shrink = try InputLoading.load("\(Self.root)/pop-shrink.json").scenario
        let substituted = TestRun.record(parallax, events: events, players: try Self.substitute())
        #expect(substituted == TestRun.record(shrink, events: events, players: .scenario))
        #expect(substituted != TestRun.record(parallax, events: events, players: .scenario))
    }

    /// `segue test`'s view expectations replay their moments in the factory's player too: the
    /// scenes at two moments are pop-shrink's (a plain replay of it), not pop-parallax's.
    @Test func testsReplayedMomentsUseTheFactory() throws {
        let events = try InputLoading.events("0.5 right*12@0.03; 0.9 enter")
        let parallax = try InputLoading.load(Self.loaded).scenario, shrink = try InputLoading.load("\(Self.root)/pop-shrink.json").scenario
        let substituted = ScenarioReplay.scenes(parallax, events: events, at: [0.7, 1.2], makePlayer: TestRun.replayer(try Self.substitute()))
        let reference = ScenarioReplay.scenes(shrink, events: events, at: [0.7, 1.2])
        let own = ScenarioReplay.scenes(parallax, events: events, at: [0.7, 1.2], makePlayer: TestRun.replayer(.scenario))
        #expect(substituted.mapValues(\.views) == reference.mapValues(\.views))
        #expect(own.mapValues(\.views) == ScenarioReplay.scenes(parallax, events: events, at: [0.7, 1.2]).mapValues(\.views))
        #expect(substituted.mapValues(\.views) != own.mapValues(\.views))
    }

    /// The gallery: the scenario opened shows pop-shrink's title whichever built-in was chosen.
    @Test func theGalleryUsesTheFactory() throws {
        let list = BuiltinScenarios.list(in: Self.root).filter { $0.name == "pop-parallax" }
        try #require(list.count == 1)
        var shots: [String] = []
        let terminal = LiveSessionTests.terminal([(1, .input(.key(.enter))), (2, .input(.key(.char("q")))), (3, .input(.key(.char("q"))))]) {
            shots.append($0.screen.flushed.text)
        }
        let shrink = try InputLoading.load("\(Self.root)/pop-shrink.json").scenario.title
        _ = try Gallery.browse(list, backend: terminal, ascii: false, color: false, players: try Self.substitute()) { _ in
            LiveLoop(terminal: terminal, options: LiveSessionTests.options())
        }
        #expect(shrink != list[0].title)
        #expect(shots.contains { $0.contains(shrink) }, "the opened scenario is not the factory's")
    }
}
