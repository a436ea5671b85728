import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp
import SegueScreen

/// The inspector through the live loop (the real `LiveLoop` on an in-memory terminal, as in
/// `LiveSessionTests`): a step is recorded as a `tune` event and the recording replays to the
/// same frame and values; `w` writes the file in place (expected text spliced here from the
/// file's text); a built-in scenario is copied to the working directory first. And the session
/// file: a bad `tune` line refuses the file with its line and column, exit 2.
struct InspectorLiveTests {
    typealias Live = LiveSessionTests
    static let popParallax = Live.root.appendingPathComponent("Scenarios/pop-parallax.json").path
    /// pop-parallax's pop duration as its file spells it, with the text around it (the push's
    /// `0.4` has other neighbours).
    static let popDuration = "\"duration\": 0.4,\n        \"curve\""

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-inspector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs the live loop on `path` with `events`, recording into memory, `w` writing per `target`.
    static func run(_ path: String, events: [(Double, TerminalEvent)], target: TuneTarget?)
        throws -> (terminal: ScriptedTerminal, recording: Live.MemorySink, player: Player) {
        let input = try InputLoading.load(path)
        let terminal = Live.terminal(events)
        let loop = LiveLoop(terminal: terminal, options: Live.options())
        let player = Player(input.scenario, terminalSize: (Live.size.cols, Live.size.rows), showsPanel: true)
        player.tuning = input.tuning
        let sink = Live.MemorySink()
        let header = SessionHeader(created: "2026-01-01T00:00:00Z", cols: Live.size.cols, rows: Live.size.rows,
                                   source: path, scenario: input.json)
        let recorder = try SessionWriter(sink: sink, header: header)
        _ = try loop.run(LiveSession(player: player, script: LiveScript()), recorder: recorder, reload: nil, showsPanel: true,
                         tuneTarget: target)
        return (terminal, sink, player)
    }

    static func key(_ c: Character) -> TerminalEvent { .input(.key(.char(c))) }

    /// `t`, `b`, `]`, `]`, `u`: the recording holds each change as a tune event (not the `]`)
    /// and the undo as its key, and replaying it headless (as `segue render` does) gives the
    /// live frame and the same value.
    @Test func aStepIsRecordedAsATuneAndReplaysToTheSameFrame() throws {
        let events: [(Double, TerminalEvent)] = [(0.2, Self.key("t")), (0.3, Self.key("b")), (0.9, Self.key("]")),
                                                 (0.95, Self.key("]")), (1.0, Self.key("u")), (2, Self.key("q"))]
        let (terminal, sink, live) = try Self.run(Self.popParallax, events: events, target: nil)
        #expect(sink.text.contains("{\"t\":0.9,\"tune\":\"transitions.pop.animator.duration\",\"value\":0.45}"), "\(sink.text)")
        #expect(sink.text.contains("{\"t\":0.95,\"tune\":\"transitions.pop.animator.duration\",\"value\":0.5}"))
        #expect(sink.text.contains("{\"t\":1,\"key\":\"u\"}"))
        #expect(!sink.text.contains("\"key\":\"]\""))
        #expect(live.scenario.transitions[.pop]?.animator.duration == 0.45)

        let session = try SessionFile.parse(bytes: Array(sink.text.utf8), file: "memory.segue")
        let replay = Player(session.scenario, terminalSize: (Live.size.cols, Live.size.rows), showsPanel: true)
        replay.tuning = Tuning(base: session.header.scenario, file: "memory.segue")
        for e in session.events where e.event != .end { replay.handle(e) }
        replay.advance(to: 1.99)  // the replayed pop (0.45 s from 1 s) has settled by the last frame
        #expect(replay.scenario.transitions[.pop]?.animator.duration == 0.45)
        #expect(replay.scene().panel.inspector?.rows.first?.value == 0.45, "the replay's inspector shows the value")
        var compositor = Compositor(options: Live.options())
        var grid = CellGrid(width: 0, height: 0)
        compositor.compose(replay.scene(), cols: Live.size.cols, rows: Live.size.rows, into: &grid)
        let same = terminal.screen.flushed == grid
        #expect(same, "the live frame and the replayed one differ")
    }

    /// A replay scrubbed back with `[` starts again from the scenario as recorded, with the
    /// recording's document to tune: a tune before the new time applies again, one after it
    /// does not. (Regression: the rebuilt player kept the tuned scenario and had no tuning, so
    /// every time before the tune showed the tuned value.)
    @Test func aScrubBackReappliesOnlyTheTunesBeforeIt() throws {
        let loaded = try ScenarioLoader.load(path: Self.popParallax)
        let original = try #require(loaded.scenario.transitions[.pop]?.animator.duration)
        let tune = Tune(keyPath: "transitions.pop.animator.duration", value: original + 0.05)
        var script = LiveScript(events: [TimedEvent(t: 0.5, event: .tune(tune))], stopsOnKey: false)
        script.isReplay = true
        let player = Player(loaded.scenario, terminalSize: (Live.size.cols, Live.size.rows), showsPanel: true)
        player.tuning = Tuning(base: loaded.json, file: "pop-parallax.json")
        var session = LiveSession(player: player, script: script)
        func duration() -> Double? { session.player.scenario.transitions[.pop]?.animator.duration }
        _ = session.step(now: 0.8, event: .tick)
        #expect(duration() == original + 0.05)
        _ = session.step(now: 0.8, event: Live.key(.char("[")))  // back to 0.7: after the tune
        #expect(abs(session.player.sessionTime - 0.7) < 1e-9)
        #expect(duration() == original + 0.05, "the tune at 0.5 s applies again")
        _ = session.step(now: 0.8, event: Live.key(.char("[")))  // 0.6
        _ = session.step(now: 0.8, event: Live.key(.char("[")))  // 0.5
        _ = session.step(now: 0.8, event: Live.key(.char("[")))  // 0.4: before the tune
        #expect(abs(session.player.sessionTime - 0.4) < 1e-9)
        #expect(duration() == original, "before the tune the file's own value")
        _ = session.step(now: 0.8, event: Live.key(.char("]")))
        _ = session.step(now: 0.8, event: Live.key(.char("]")))  // 0.6: past the tune again
        #expect(duration() == original + 0.05)
    }

    /// `t`, `]`, `]`, `w` on a copy of a scenario file: the file is its old text with the one
    /// literal replaced, and the panel says where it wrote.
    @Test func writeRewritesOnlyTheLiteral() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("mine.json").path
        let original = try String(contentsOfFile: Self.popParallax, encoding: .utf8)
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        let events: [(Double, TerminalEvent)] = [(0.1, Self.key("t")), (0.2, Self.key("]")), (0.3, Self.key("]")),
                                                 (0.4, Self.key("w")), (0.6, Self.key("q"))]
        let target = TuneTarget(sourcePath: path, isBuiltin: false, workingDirectory: dir.path)
        let (_, _, player) = try Self.run(path, events: events, target: target)
        let parts = original.components(separatedBy: Self.popDuration)
        try #require(parts.count == 2)
        let expected = parts[0] + Self.popDuration.replacingOccurrences(of: "0.4,", with: "0.5,") + parts[1]
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(player.inspector.message == "wrote 1 value rewritten, 0 inserted in \(path)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers == ["mine.json"], "no temporary file left: \(leftovers)")
    }

    /// `w` into a read-only file: the panel says why in the error's own words (issue 28: it
    /// showed `not written: CLIError(message: "…")`), and the file is kept.
    @Test func aRefusedWriteShowsTheMessage() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("mine.json").path
        let original = try String(contentsOfFile: Self.popParallax, encoding: .utf8)
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        try #require(chmod(path, 0o444) == 0)
        let events: [(Double, TerminalEvent)] = [(0.1, Self.key("t")), (0.2, Self.key("]")), (0.4, Self.key("w")), (0.6, Self.key("q"))]
        let target = TuneTarget(sourcePath: path, isBuiltin: false, workingDirectory: dir.path)
        let (_, _, player) = try Self.run(path, events: events, target: target)
        #expect(player.inspector.message == "not written: \(path): cannot write: Permission denied (mode 0444)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    /// `e` with a FIFO at `<name>.swift`: refused at once, in words (issue 28: the open waited
    /// for a reader forever, and `q` and Ctrl-C did nothing). Should it block, the test opens
    /// the FIFO for reading after 5 s to free it, and fails.
    @Test func exportNeverOpensAFIFO() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("mine.json").path
        try String(contentsOfFile: Self.popParallax, encoding: .utf8).write(toFile: path, atomically: false, encoding: .utf8)
        let fifo = dir.appendingPathComponent("mine.swift").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let target = TuneTarget(sourcePath: path, isBuiltin: false, workingDirectory: dir.path)
        let scenario = try InputLoading.load(path).scenario
        let done = DispatchSemaphore(value: 0)
        let report = LockedBox("")
        Thread.detachNewThread {
            report.value = target.export(scenario)
            done.signal()
        }
        let blocked = done.wait(timeout: .now() + 5) == .timedOut
        if blocked {
            let fd = open(fifo, O_RDONLY | O_NONBLOCK)
            _ = done.wait(timeout: .now() + 5)
            close(fd)
        }
        #expect(!blocked, "e blocked on the FIFO")
        #expect(report.value == "not exported: \(fifo): is a FIFO; the previewer writes only regular files")
        #expect(OutputTestSupport.type(fifo) == S_IFIFO)
    }

    /// A built-in scenario is copied to `./<name>.json` in the working directory before the
    /// write; a later `w` writes that copy again; when a different `./<name>.json` exists the
    /// copy is `./<name>-tuned.json`. `e` writes `<name>.swift` beside the copy.
    @Test func aBuiltinIsCopiedToTheWorkingDirectory() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: Self.popParallax, encoding: .utf8)
        let parts = original.components(separatedBy: Self.popDuration)
        try #require(parts.count == 2)
        func tuned(_ v: String) -> String { parts[0] + Self.popDuration.replacingOccurrences(of: "0.4,", with: "\(v),") + parts[1] }

        var target = TuneTarget(sourcePath: Self.popParallax, isBuiltin: true, workingDirectory: dir.path)
        let copy = dir.appendingPathComponent("pop-parallax.json").path
        let first = target.write([Tune(keyPath: "transitions.pop.animator.duration", value: 0.45)])
        #expect(first.report == "copied the built-in pop-parallax to \(copy); wrote 1 value rewritten, 0 inserted in \(copy)")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == tuned("0.45"))
        #expect(try String(contentsOfFile: Self.popParallax, encoding: .utf8) == original, "the built-in is untouched")
        _ = target.write([Tune(keyPath: "transitions.pop.animator.duration", value: 0.5)])
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == tuned("0.5"))
        #expect(target.write([Tune(keyPath: "transitions.pop.animator.duration", value: 0.5)]).report == "\(copy) already has these values")
        let exported = target.export(try ScenarioLoader.load(text: tuned("0.5"), file: copy).scenario)
        #expect(exported == "exported the tuned scenario to \(dir.path)/pop-parallax.swift")
        #expect(FileManager.default.fileExists(atPath: "\(dir.path)/pop-parallax.swift"))

        // A fresh session finds ./pop-parallax.json with other contents: ./pop-parallax-tuned.json.
        var next = TuneTarget(sourcePath: Self.popParallax, isBuiltin: true, workingDirectory: dir.path)
        let report = next.write([Tune(keyPath: "transitions.pop.animator.duration", value: 0.3)]).report
        let other = dir.appendingPathComponent("pop-parallax-tuned.json").path
        #expect(report.hasSuffix("in \(other)"), "\(report)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == tuned("0.3"))
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == tuned("0.5"))
    }

    /// A session whose tune line names no parameter, or a value out of its range: `segue
    /// render` refuses it with the line and column, exit 2.
    @Test(arguments: [
        ("\"transitions.pop.animator.duratoin\"", "0.5", "tune", "\"tune\":"),
        ("\"transitions.pop.animator.duration\"", "99", "value", "\"value\":"),
    ])
    func aBadTuneLineRefusesTheSession(_ path: String, _ value: String, _ key: String, _ columnAfter: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let loaded = try ScenarioLoader.load(path: Self.popParallax)
        let header = SessionHeader(created: "2026-01-01T00:00:00Z", cols: 120, rows: 40, source: "pop-parallax", scenario: loaded.json)
        let line = "{\"t\":0.5,\"tune\":\(path),\"value\":\(value)}"
        let file = dir.appendingPathComponent("bad.segue").path
        try (header.line + "\n{\"t\":0.1,\"key\":\"t\"}\n" + line + "\n{\"t\":1,\"end\":true}\n").write(toFile: file, atomically: false, encoding: .utf8)
        let r = try runSegue(["render", file, "--at", "1"])
        #expect(r.status == 2)
        let column = try #require(line.range(of: columnAfter)).upperBound.utf16Offset(in: line) + 1
        let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("segue: \(file):3:\(column): \(key): "), "\(first)")
        #expect(first.contains(key == "value" ? "60" : "duratoin"), "\(first)")
    }
}

/// `--events` with tune items, headless (docs/cli.md): applied as a recording's are, and a bad
/// one is a usage error (exit 2) that names the item and the loader's range.
struct TuneEventScriptCommandTests {
    @Test func aScriptedTuneChangesTheTimeline() throws {
        // pop-parallax's pop: 0.4 s; tuned to 0.8 s before `b` at 0.1 s, it still runs at 0.6 s.
        let plain = try runSegue(["render", "pop-parallax", "--events", "0.1 b", "--at", "0.6", "--no-hud"])
        let tuned = try runSegue(["render", "pop-parallax", "--events", "0 tune transitions.pop.animator.duration=0.8; 0.1 b",
                                  "--at", "0.6", "--no-hud"])
        #expect(plain.status == 0 && tuned.status == 0)
        #expect(plain.stdout != tuned.stdout, "the tuned pop is elsewhere at 0.6 s")
        let settled = try runSegue(["render", "pop-parallax", "--events", "0 tune transitions.pop.animator.duration=0.8; 0.1 b",
                                    "--at", "1", "--no-hud"])
        let plainSettled = try runSegue(["render", "pop-parallax", "--events", "0.1 b", "--at", "1", "--no-hud"])
        #expect(settled.stdout == plainSettled.stdout, "both have popped by 1 s")
    }

    @Test func aBadScriptedTuneIsAUsageError() throws {
        let r = try runSegue(["render", "pop-parallax", "--events", "0 tune transitions.pop.animator.duration=99", "--at", "1"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--events: tune transitions.pop.animator.duration=99: must be in [0.01, 60] seconds (got 99)"), "\(r.stderr)")
    }
}

/// A value shared with another thread, behind a lock.
private final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
