import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp
@testable import SegueCommandLine
import SegueJSON
import SegueScreen

/// A recorded comparison (`play A --compare B --record`): in process, the live loop records
/// while both devices move under one pan; the file's header carries B as its file says it; the
/// replay built as `segue replay` builds it shows the very frames the live loop showed; `render`
/// and `timeline` of the file are those of `--compare` given the same events as a script.
struct LiveCompareRecordingTests {
    typealias T = LiveSessionTests
    static let aPath = T.root.appendingPathComponent("Scenarios/pop-parallax.json").path
    static let bPath = T.root.appendingPathComponent("Scenarios/pop-shrink.json").path
    /// The pan, late enough that the replay's 4 s "replaying …" message has gone; q at 8 s.
    static let events: [(Double, TerminalEvent)] = T.pan.map { ($0.0 + 4, $0.1) } + [(8, .input(.key(.char("q"))))]

    /// Plays `play A ARGUMENTS --record` in process on the scripted terminal; the recording's
    /// text and the screen at each wait, by clock time.
    static func record(_ arguments: [String]) throws -> (text: String, frames: [Double: CellGrid], comparison: Comparison) {
        let invocation = try CommandSettingsTests.invocation(PlayCommand(), [aPath] + arguments)
        let input = try InputLoading.load(aPath)
        let comparison = try #require(try Comparison.load(compare: PlayCommand.Settings(invocation).compare, changes: PlayCommand.Settings(invocation).compareSet,
                                                                  input: input, argument: aPath, overrides: [], device: nil))
        let size = (cols: T.size.cols, rows: T.size.rows)
        let header = PlayRun.recordingHeader(argument: aPath, input: input, comparison: comparison, size: size,
                                                 unixSeconds: 0, showsPanel: true)
        let sink = T.MemorySink()
        let recorder = try SessionWriter(sink: sink, header: header)
        let (frames, _) = try run(LiveSession(player: Player(comparing: input.scenario, terminalSize: size, showsPanel: true),
                                              script: LiveScript(),
                                              comparison: (Player(comparing: comparison.scenario, terminalSize: size, showsPanel: true),
                                                           comparison.labels)),
                                  events: events, recorder: recorder)
        return (sink.text, frames, comparison)
    }

    /// Runs `session` on a scripted terminal; the screen at each wait by clock time, and the outcome.
    static func run(_ session: LiveSession, events: [(Double, TerminalEvent)], recorder: SessionWriter?) throws
        -> ([Double: CellGrid], LiveOutcome) {
        var frames: [Double: CellGrid] = [:]
        let terminal = T.terminal(events) { frames[$0.clock.now] = $0.screen.flushed }
        let loop = LiveLoop(terminal: terminal, options: T.options())
        let outcome = try loop.run(session, recorder: recorder, reload: nil, showsPanel: true)
        return (frames, outcome)
    }

    static func write(_ text: String, name: String) throws -> (dir: URL, path: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-compare-rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    /// The replay (as `segue replay` builds it) shows, at every time both loops drew, the frame
    /// the live loop showed — while the pan moves both devices and after, up to the recorded q.
    @Test func replayShowsTheLiveFrames() throws {
        let recorded = try Self.record(["--compare", Self.bPath, "--compare-set", "transitions.pop.animator.duration=0.9"])
        let (dir, path) = try Self.write(recorded.text, name: "s.segue")
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try InputLoading.load(path)
        let events = try #require(input.sessionEvents)
        let session = ReplayRun.session(input, events: events, speed: 1, showsPanel: true)
        #expect(session.labels?.0 == Self.aPath && session.labels?.1 == "\(Self.bPath) + transitions.pop.animator.duration=0.9")
        let (replayed, outcome) = try Self.run(session, events: [(8.5, .input(.key(.char("q"))))], recorder: nil)
        #expect(outcome == .quit)
        // Before 4 s the replay says "replaying …"; from the recorded q (8 s) "end of the recording".
        let common = recorded.frames.keys.filter { $0 > 4.01 && $0 < 7.99 && replayed[$0] != nil }.sorted()
        #expect(common.count > 30, "too few frames in common: \(common)")
        for t in common { #expect(replayed[t] == recorded.frames[t], "t = \(t)") }
        #expect(Set(common.map { recorded.frames[$0]!.lines.joined(separator: "\n") }).count > 10, "the devices should move")
        #expect(recorded.frames[common[0]]!.lines[0].contains("B: "))
    }

    /// The header embeds B in full: `--compare B` alone is B's file as it reads; with
    /// `--compare-set` B after the change; both with the label the right half shows.
    @Test func headerCarriesB() throws {
        let bText = try String(contentsOfFile: Self.bPath, encoding: .utf8)
        let fromFile = JSONWriter.compact(try JSONParser.parse(bText, file: Self.bPath))
        for (arguments, label) in [(["--compare", Self.bPath], Self.bPath),
                                   (["--compare-set", "transitions.pop.animator.duration=0.9"], "transitions.pop.animator.duration=0.9")] {
            let text = try Self.record(arguments).text
            let header = try JSONParser.parse(String(text.prefix { $0 != "\n" }), file: "s.segue")
            #expect(header["segue_session"]?.intValue == 3)
            let compare = try #require(header["compare"])
            #expect(compare["label"]?.stringValue == label)
            let b = try #require(compare["scenario"])
            if arguments[0] == "--compare" {
                #expect(JSONWriter.compact(b) == fromFile)
            } else {
                #expect(b["transitions"]?["pop"]?["animator"]?["duration"]?.numberValue == 0.9)
                #expect(compare["source"]?.stringValue == Self.aPath)
            }
        }
    }

    /// `render FILE` is `render A --compare B` with the recorded events as a script, frame for
    /// frame; `timeline FILE` has the variant column and is `timeline A --compare B` so too;
    /// `--compare` with the session is refused in one line.
    @Test func renderAndTimelineOfTheRecording() throws {
        let recorded = try Self.record(["--compare", Self.bPath])
        let (dir, path) = try Self.write(recorded.text, name: "s.segue")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = Self.events.map { e -> String in
            guard case .input(.key(let k)) = e.1 else { return "" }
            return "\(JSONNumber.format(e.0)) \(k.name)"
        }.joined(separator: "; ") + "; 8 end"
        for command in [["render", "--fps", "20"], ["timeline", "--fps", "20"]] {
            let fromFile = try runSegue([command[0], path] + command.dropFirst())
            let fromScript = try runSegue([command[0], Self.aPath, "--compare", Self.bPath, "--events", script] + command.dropFirst())
            #expect(fromFile.status == 0 && fromScript.status == 0, "\(fromFile.stderr)\(fromScript.stderr)")
            #expect(fromFile.stdout == fromScript.stdout, "\(command[0])")
            #expect(fromFile.stdout.count > 1000)
            if command[0] == "timeline" {
                #expect(fromFile.lines.first?.hasPrefix("variant,t,") == true)
                #expect(fromFile.lines.contains { $0.hasPrefix("B,") })
            }
        }
        let refused = try runSegue(["render", path, "--compare", Self.bPath])
        #expect(refused.status == 2)
        #expect(refused.stderr == "segue: render: --compare and --compare-set take a scenario, not a session (a recorded comparison replays its own)\n",
                "\(refused.stderr)")
    }
}
