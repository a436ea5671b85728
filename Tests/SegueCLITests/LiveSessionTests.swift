import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp
import SegueScreen

/// The live session in process: the real `LiveLoop` driver on SegueApp's `ScriptedTerminal` (an
/// in-memory terminal) and its clock, and the `LiveSession` state machine stepped by hand. The
/// expected frames come from the headless path (a `Player` fed the same events, composed by the
/// `Compositor`), the expected recordings from the events the test sends, and the expected
/// wake-ups from docs/terminal.md (frames at 60 Hz while something moves, a blocking wait while
/// nothing does).
struct LiveSessionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let size = TerminalSize(cols: 120, rows: 40)

    /// SegueApp's scripted terminal (120 × 40) with `events` at their times, which fails the test
    /// instead of blocking for ever with no event left or never settling; `look` is called at
    /// every wait, before it (to look at the screen).
    static func terminal(_ events: [(Double, TerminalEvent)], look: @escaping (ScriptedTerminal) -> Void = { _ in })
        -> ScriptedTerminal {
        let terminal = ScriptedTerminal(size: size, events: events.map { (t: $0.0, event: $0.1) })
        terminal.onWait = { [unowned terminal] timeout in
            look(terminal)
            if timeout == nil && terminal.events.isEmpty {
                Issue.record("blocked for ever with no event left at \(terminal.clock.now)")
                return .signal(99)
            }
            guard terminal.waits.count <= 200_000 else {
                Issue.record("the loop never settles: \(terminal.waits.suffix(3))")
                return .signal(98)
            }
            return nil
        }
        return terminal
    }

    /// A recording kept in memory.
    final class MemorySink: SessionSink {
        let name = "memory.segue"
        var text = ""
        var finished = false
        func append(line: String) throws { text += line }
        func finish() throws { finished = true }
    }

    static func scenario(_ name: String) throws -> Scenario {
        try InputLoading.load(root.appendingPathComponent("Scenarios/\(name).json").path).scenario
    }

    static func options() -> RenderOptions {
        var o = RenderOptions()
        o.colorMode = .none
        return o
    }

    /// The pan of the README: 12 presses of → from 0.5 s, 0.03 s apart, Enter at 0.9 s.
    static let pan: [(Double, TerminalEvent)] = (0..<12).map { (0.5 + Double($0) * 0.03, .input(.key(.right))) }
        + [(0.9, .input(.key(.enter)))]

    static func run(_ scenario: Scenario, events: [(Double, TerminalEvent)], recorder: SessionWriter? = nil)
        throws -> (LiveOutcome, ScriptedTerminal) {
        let terminal = Self.terminal(events)
        let loop = LiveLoop(terminal: terminal, options: options())
        let player = Player(scenario, terminalSize: (size.cols, size.rows), showsPanel: true)
        let outcome = try loop.run(LiveSession(player: player, script: LiveScript()), recorder: recorder, reload: nil, showsPanel: true)
        return (outcome, terminal)
    }

    /// The frame the headless path draws after `events` at `t`.
    static func headlessFrame(_ scenario: Scenario, events: [(Double, TerminalEvent)], at t: Double) -> CellGrid {
        let player = Player(scenario, terminalSize: (size.cols, size.rows), showsPanel: true)
        for (time, e) in events { player.handle(TimedEvent(t: time, event: e.inputEvent!)) }
        player.advance(to: t)
        var compositor = Compositor(options: options())
        var grid = CellGrid(width: 0, height: 0)
        compositor.compose(player.scene(), cols: size.cols, rows: size.rows, into: &grid)
        return grid
    }

    /// Play: the pan pops; the screen the live loop leaves is the headless frame of the same
    /// events; once everything has settled the loop blocks (one wait without a timeout, no
    /// wake-ups) until q.
    @Test func playShowsTheHeadlessFrameAndBlocksWhenIdle() throws {
        let s = try Self.scenario("pop-parallax")
        let (outcome, terminal) = try Self.run(s, events: Self.pan + [(3, .input(.key(.char("q"))))])
        #expect(outcome == .quit)
        #expect(terminal.screen.flushed == Self.headlessFrame(s, events: Self.pan, at: 2.9))
        // Two blocking waits: before the first key, and once the pop has settled (after Enter at
        // 0.9 s, before q at 3 s); no wake-up between the settled frame and q.
        let blocking = terminal.waits.filter { $0.timeout == nil }.map(\.at)
        #expect(blocking.count == 2 && blocking.first == 0 && blocking[1] > 0.9 && blocking[1] < 3, "\(terminal.waits)")
        #expect(terminal.waits.last?.timeout == nil)
        // While the finger glides and the pop animates, the waits end on the 60 Hz grid of real
        // time (or at an earlier key press, or a gesture deadline at most 0.1 s away).
        for w in terminal.waits {
            guard let timeout = w.timeout else { continue }
            let frameEnd = (floor(w.at * 60 + 1e-9) + 1) / 60
            #expect(timeout <= 0.1 + 1e-6 && (w.at + timeout <= frameEnd + 1e-9 || w.at > 0.85), "\(w)")
        }
    }

    /// Recording: every event at its time, then the end line at q's time; on a signal the end
    /// line at the signal's time.
    @Test(arguments: [(TerminalEvent.input(.key(.char("q"))), LiveOutcome.quit), (.signal(15), .signal(15))])
    func recordingHasEveryEventAndTheEndLine(_ last: TerminalEvent, _ expected: LiveOutcome) throws {
        let s = try Self.scenario("pop-parallax")
        let sink = MemorySink()
        let header = SessionHeader(created: "2026-01-01T00:00:00Z", cols: Self.size.cols, rows: Self.size.rows,
                                   source: "pop-parallax",
                                   scenario: try InputLoading.load(Self.root.appendingPathComponent("Scenarios/pop-parallax.json").path).json, showsPanel: true)
        let recorder = try SessionWriter(sink: sink, header: header)
        let (outcome, _) = try Self.run(s, events: Self.pan + [(3, last)], recorder: recorder)
        #expect(outcome == expected)
        #expect(sink.finished)
        let lines = sink.text.split(separator: "\n").dropFirst().map(String.init)
        var expectedLines = Self.pan.map { SessionFile.line(for: TimedEvent(t: $0.0, event: $0.1.inputEvent!)) }
        if case .input(let q) = last { expectedLines.append(SessionFile.line(for: TimedEvent(t: 3, event: q))) }
        expectedLines.append(SessionFile.line(for: TimedEvent(t: 3, event: .end)))
        #expect(lines == expectedLines)
    }

    // MARK: The state machine by hand

    static func replay(_ events: [TimedEvent], cutShort: Bool) throws -> LiveSession {
        let s = try scenario("pop-parallax")
        var script = LiveScript(events: events, stopsOnKey: false)
        script.isReplay = true
        script.cutShortNote = cutShort ? "the file was cut short (no end line)" : nil
        return LiveSession(player: Player(s, terminalSize: (size.cols, size.rows), showsPanel: true), script: script)
    }

    static func key(_ k: Key) -> LiveSession.Event { .terminal(.input(.key(k))) }

    /// Replay: Space pauses the replay's clock (session time stops), `.` steps it one frame,
    /// Space resumes, `s` halves the speed; the viewer's other keys never reach the model.
    @Test func replayPauseStepSpeed() throws {
        var session = try Self.replay(Self.pan.map { TimedEvent(t: $0.0, event: $0.1.inputEvent!) }, cutShort: false)
        _ = session.step(now: 0.2, event: .tick)
        #expect(session.player.sessionTime == 0.2)
        _ = session.step(now: 0.3, event: Self.key(.space))
        #expect(session.message?.text == "replay paused (space resumes, . and , step)")
        _ = session.step(now: 5, event: .tick)
        #expect(abs(session.player.sessionTime - 0.3) < 1e-12, "paused: session time stays")
        #expect(session.timeout(now: 5) == nil, "paused and idle: block")
        _ = session.step(now: 5, event: Self.key(.char(".")))
        #expect(abs(session.player.sessionTime - (0.3 + 1.0 / 60)) < 1e-12)
        _ = session.step(now: 6, event: Self.key(.space))
        #expect(session.message == nil)
        _ = session.step(now: 6, event: Self.key(.char("s")))
        _ = session.step(now: 6.2, event: .tick)
        #expect(abs(session.player.sessionTime - (0.3 + 1.0 / 60 + 0.1)) < 1e-9, "0.2 s real at 0.5×")
        let before = session.player.scene().panel.log.count
        _ = session.step(now: 6.3, event: Self.key(.char("b")))
        #expect(session.player.scene().panel.log.count == before, "b acted on the model in a replay")
        #expect(session.step(now: 6.4, event: Self.key(.char("q"))).last == .quit(.quit))
    }

    /// A file cut short replays its events and then says so; q quits.
    @Test func replayOfACutShortFileSaysSo() throws {
        var session = try Self.replay([TimedEvent(t: 0.1, event: .key(.char("b")))], cutShort: true)
        _ = session.step(now: 0.2, event: .tick)
        #expect(session.message == nil, "the pop still runs")
        _ = session.step(now: 3, event: .tick)
        #expect(session.message?.text == "the file was cut short (no end line) — end of the recording (q quits)")
        #expect(session.player.app.navStackTop == "inbox")
    }

    /// Opened from the gallery, n and N leave for the next and previous scenario; from
    /// `segue play` they do nothing. The gallery's list keys follow its key map.
    @Test func galleryNavigation() throws {
        let s = try Self.scenario("pop-parallax")
        var opened = LiveSession(player: Player(s, terminalSize: (120, 40), showsPanel: true), script: LiveScript(), navigation: true)
        #expect(opened.step(now: 1, event: Self.key(.char("n"))).last == .quit(.next))
        opened = LiveSession(player: Player(s, terminalSize: (120, 40), showsPanel: true), script: LiveScript(), navigation: true)
        #expect(opened.step(now: 1, event: Self.key(.char("N"))).last == .quit(.previous))
        var played = LiveSession(player: Player(s, terminalSize: (120, 40), showsPanel: true), script: LiveScript())
        #expect(!played.step(now: 1, event: Self.key(.char("n"))).contains { if case .quit = $0 { true } else { false } })
        #expect(Gallery.choose(.char("n"), selected: 2, count: 5)! == (3, 3))
        #expect(Gallery.choose(.char("N"), selected: 0, count: 5)! == (4, 4))
        #expect(Gallery.choose(.down, selected: 4, count: 5)! == (0, nil))
        #expect(Gallery.choose(.char("q"), selected: 1, count: 5) == nil)
        #expect(Gallery.choose(.escape, selected: 1, count: 5) == nil)
    }

    /// Hot reload: a changed file asks for a reload; a good edit replaces the player and says
    /// so for 2 s; a broken edit keeps the last good version running and says what is wrong.
    @Test func hotReloadKeepsTheLastGoodVersion() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-reload-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        let original = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/pop-parallax.json"), encoding: .utf8)
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let reload = LiveReload(path: path, overrides: [], device: nil)
        let first = try #require(InputLoading.load(path).scenario as Scenario?)
        var session = LiveSession(player: Player(first, terminalSize: (120, 40), showsPanel: true), script: LiveScript(), reloads: true)
        _ = session.step(now: 0.1, event: .tick)
        #expect(session.step(now: 1, event: .fileChanged) == [.reload])

        let retitled = original.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Edited ", options: [], range: original.range(of: "\"title\": \""))
        try retitled.write(toFile: path, atomically: true, encoding: .utf8)
        let good = LiveLoop<ScriptedTerminal, ScriptedClock>.load(reload, size: (120, 40), showsPanel: true)
        #expect(session.step(now: 1, event: good).contains(.draw))
        #expect(session.player.scenario.title.hasPrefix("Edited "))
        #expect(session.message?.text == "reloaded \(path)" && session.message?.until == 3)
        let goodPlayer = session.player

        try "{ \"name\": ".write(toFile: path, atomically: true, encoding: .utf8)
        let broken = LiveLoop<ScriptedTerminal, ScriptedClock>.load(reload, size: (120, 40), showsPanel: true)
        guard case .reloadFailed(let problem, _) = broken else { Issue.record("a broken file loaded"); return }
        #expect(problem.hasPrefix("segue: \(path):"), "\(problem)")
        _ = session.step(now: 2, event: broken)
        #expect(session.player === goodPlayer)
        #expect(session.message?.text == problem + " (keeping the last good version)" && session.message?.until == nil)

        var recording = LiveSession(player: goodPlayer, script: LiveScript(), reloads: false)
        _ = recording.step(now: 0.5, event: .tick)
        #expect(recording.step(now: 1, event: .fileChanged).isEmpty, "no reload while recording")
    }

    /// The wake-up schedule: idle blocks; a timed message wakes just after it goes; an
    /// animation wakes on the next 60 Hz frame of real time.
    @Test func wakeUpSchedule() throws {
        let s = try Self.scenario("pop-parallax")
        var idle = LiveSession(player: Player(s, terminalSize: (120, 40), showsPanel: true), script: LiveScript())
        _ = idle.step(now: 0.1, event: .tick)
        #expect(idle.timeout(now: 0.1) == nil)
        var noted = LiveSession(player: Player(s, terminalSize: (120, 40), showsPanel: true), script: LiveScript(), startMessage: "recording to x")
        _ = noted.step(now: 1, event: .tick)
        #expect(abs(noted.timeout(now: 1)! - 3.01) < 1e-9)
        _ = idle.step(now: 0.5, event: Self.key(.char("b")))
        #expect(idle.player.isAnimating)
        #expect(abs(idle.timeout(now: 0.505)! - (31.0 / 60 - 0.505)) < 1e-9)
    }
}

extension SimulatedApp {
    /// The top of the navigation stack.
    var navStackTop: String? { (container as? NavigationController)?.stack.last?.id }
}
