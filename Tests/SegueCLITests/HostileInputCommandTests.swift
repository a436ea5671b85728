import Foundation
import SegueCore
import Testing

/// Issue 9, the input side, through the built binary: hostile paths and text never reach the
/// terminal, odd files are named for what they are, absurd options and paths are refused at
/// once, recordings with bad lines stay readable, and headless runs say when they stop early.
@Suite(.serialized) struct HostileInputCommandTests {
    /// A private directory, removed at the end of the test that made it.
    final class Scratch {
        let path = NSTemporaryDirectory() + "segue-hostile-in-\(getpid())-\(UUID().uuidString.prefix(8))"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String, _ text: String) throws -> String {
            let p = path + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: p))
            return p
        }
    }

    static let scenario = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a", "b"]}}"#

    /// Everything segue wrote, as scalars that must not reach a terminal: unsafe ones (line
    /// breaks aside) and invisible ones.
    func leaks(_ r: SegueResult) -> [String] {
        (r.stdout + r.stderr).unicodeScalars.filter { $0 != "\n" && TextSafety.kind(of: $0) != .plain }
            .map { TextSafety.codePoint($0) }
    }

    static let osc52 = "x\u{1B}]52;c;aGVsbG8=\u{07}"

    /// A file name that writes to the clipboard (OSC 52) and a title with invisible characters:
    /// `check` and `check --explain` print neither.
    @Test(arguments: [["check"], ["check", "--explain"]])
    func checkPrintsNoEscapesFromPathsOrText(args: [String]) throws {
        let s = try Scratch()
        let title = #"Inbox\u200b\ufeff\u00ad\u200d\udb40\udc41 mail"#
        let path = try s.file(Self.osc52 + ".json", #"{"title": "\#(title)", "# + Self.scenario.dropFirst())
        let r = try runSegue(args + [path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(leaks(r).isEmpty, "\(leaks(r))")
        #expect(r.lines.first == s.path + "/x\u{FFFD}]52;c;aGVsbG8=\u{FFFD}.json: ok (scenario 'x\u{FFFD}]52;c;aGVsbG8=\u{FFFD}', 2 screens, 0 transitions)")
        if args.contains("--explain") { #expect(r.lines.dropFirst().first == "x\u{FFFD}]52;c;aGVsbG8=\u{FFFD}: Inbox mail") }
    }

    /// A session whose header `source` is an escape sequence (it names the scenario).
    @Test func checkPrintsNoEscapesFromASessionSource() throws {
        let s = try Scratch()
        let source = #"\u001b]52;c;aGk=\u0007\u202e.json"#
        let path = try s.file("s.segue", #"{"segue_session":1,"created":"2026-11-30T05:13:02Z","size":[80,24],"source":"\#(source)","scenario":\#(Self.scenario)}"#
                              + "\n" + #"{"t":1,"end":true}"# + "\n")
        let r = try runSegue(["check", "--explain", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(leaks(r).isEmpty, "\(leaks(r))")
        #expect(r.stdout.contains("session '\u{FFFD}]52;c;aGk=\u{FFFD}\u{FFFD}'"), "\(r.stdout)")
    }

    /// `list` and `list --long` read titles and descriptions without validating them, and print
    /// file names and paths: none of it reaches the terminal raw.
    @Test func listPrintsNoEscapesFromBuiltInFiles() throws {
        let s = try Scratch()
        _ = try s.file(Self.osc52 + ".json", #"{"title": "\u202egnp.exe", "description": "one\u2028two\u001b[2J\ufffe"}"#)
        _ = try s.file("tags.json", #"{"title": "a\udb40\udc41\u00adb", "description": "\u2066\u200f"}"#)
        for args in [["list"], ["list", "--long"]] {
            let r = try runSegue(args, env: ["SEGUE_SCENARIOS": s.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(leaks(r).isEmpty, "\(args): \(leaks(r))")
            #expect(r.lines.contains { $0.hasPrefix("tags") && $0.hasSuffix("ab") }, "\(r.stdout)")
        }
        let long = try runSegue(["list", "--long"], env: ["SEGUE_SCENARIOS": s.path])
        #expect(long.stdout.contains("one\u{FFFD}two\u{FFFD}[2J\u{FFFD}"), "\(long.stdout)")
    }

    /// A directory, a FIFO and a device given as a scenario are named for what they are (they
    /// were all "no such file"), exit 2, and the FIFO is never opened for a blocking read.
    @Test func oddFilesAreNamedForWhatTheyAre() throws {
        let s = try Scratch()
        let fifo = s.path + "/pipe.json"
        try #require(mkfifo(fifo, 0o600) == 0)
        let cases: [(String, String)] = [(s.path, "is a directory"), (fifo, "is a FIFO (named pipe)"),
                                         ("/dev/null", "is a character device"), (s.path + "/", "is a directory")]
        for (path, what) in cases {
            for command in ["check", "render", "timeline"] {
                let r = try runSegue([command, path], timeout: 10)
                #expect(r.status == 2, "\(command) \(path): \(r.status) \(r.stderr)")
                #expect(r.errorLines == ["segue: \(path): \(what), not a regular file (segue reads scenarios and sessions from regular files only)"],
                        "\(command) \(path): \(r.stderr)")
            }
        }
    }

    /// `-o`, `--log` or `--junit` naming a file the command reads — as given, or through a
    /// symbolic link — is refused in one line, exit 2, and the file is kept byte for byte
    /// (issue 28: `render rec.segue -o rec.segue` replaced the recording with text frames).
    @Test func anOutputNamingAnInputIsRefused() throws {
        let s = try Scratch()
        let session = try s.file("rec.segue", #"{"segue_session":1,"created":"2026-11-30T05:13:02Z","size":[80,24],"source":"x","scenario":\#(Self.scenario)}"#
                                 + "\n" + #"{"t":1,"end":true}"# + "\n")
        let scenario = try s.file("s.json", Self.scenario)
        let link = s.path + "/link.segue"
        try #require(symlink(session, link) == 0)
        let test = try s.file("a.test.json", #"{"scenario": "s.json", "expect": [{"outcome": "finished"}]}"#)
        let kept = try [session, scenario, test].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let cases: [[String]] = [["render", session, "-o", session], ["render", link, "-o", session], ["timeline", session, "-o", link],
                                 ["timeline", session, "--log", session], ["render", session, "--format", "png", "-o", session],
                                 ["export", session, "-o", session], ["render", scenario, "-o", scenario], ["test", test, "--junit", test]]
        for args in cases {
            let r = try runSegue(args)
            #expect(r.status == 2, "\(args): exit \(r.status) \(r.stderr)")
            #expect(r.errorLines.count == 1 && r.errorLines.first?.contains(": is the input file ") == true, "\(args): \(r.stderr)")
            #expect(try [session, scenario, test].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == kept, "\(args)")
        }
        let r = try runSegue(["render", link, "-o", session])
        #expect(r.errorLines == ["segue: render: \(session): is the input file \(link); segue does not write over a file it reads (choose another output)"])
    }

    /// Issue 28's messages: an empty output path is a usage error like an empty input path (it
    /// exited 1); a session given to `--compare` says so (it read as a JSON error at line 2);
    /// an image that is a FIFO says segue reads images (it said "scenarios and sessions").
    @Test func messagesSayWhatIsWrong() throws {
        let s = try Scratch()
        let empty = try runSegue(["render", "pop-parallax", "--at", "0.1", "-o", ""])
        #expect(empty.status == 2)
        #expect(empty.errorLines == ["segue: render: '': an empty path names no file (give a path, or - for standard output)"])
        let session = try s.file("rec.segue", #"{"segue_session":1,"created":"2026-11-30T05:13:02Z","size":[80,24],"source":"x","scenario":\#(Self.scenario)}"#
                                 + "\n" + #"{"t":1,"end":true}"# + "\n")
        let compare = try runSegue(["render", "pop-parallax", "--at", "0.1", "--compare", session])
        #expect(compare.status == 2)
        #expect(compare.errorLines.first?.hasPrefix("segue: render: --compare \(session): is a session; --compare takes a scenario") == true,
                "\(compare.stderr)")
        try #require(mkfifo(s.path + "/pipe.png", 0o600) == 0)
        let scenario = try s.file("s.json", #"{"screens": [{"id": "a", "image": "pipe.png"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a", "b"]}}"#)
        let image = try runSegue(["check", scenario], timeout: 10)
        #expect(image.status == 2)
        #expect(image.errorLines.first?.hasSuffix("is a FIFO (named pipe), not a regular file (segue reads images from regular files only)") == true,
                "\(image.stderr)")
    }

    /// Files over the limit say the limit and that it is fixed.
    @Test func tooLargeFilesSayTheLimit() throws {
        let s = try Scratch()
        let big = try s.file("big.json", String(repeating: " ", count: (1 << 20) + 1))
        let r = try runSegue(["check", big])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(big): file is larger than 1 MiB, the most segue reads for a scenario (a fixed limit; it cannot be raised)"])
    }

    /// `--samples 4294967296` died of an allocation failure (SIGABRT), `1000000000000000000` of an
    /// arithmetic overflow (SIGILL); both are now refused with the bound, exit 2.
    @Test(arguments: ["4294967296", "1000000000000000000", "1000001", "9223372036854775807"])
    func curveSamplesAreBounded(samples: String) throws {
        let r = try runSegue(["curve", "linear", "--csv", "--samples", samples])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines == ["segue: curve: --samples needs a whole number from 2 to 1000000, got '\(samples)'"])
    }

    /// A 2,000-part `--set` path took 59 s; it is refused at once.
    @Test func deepSetPathsAreRefusedAtOnce() throws {
        let keyPath = (0..<2_000).map { "k\($0)" }.joined(separator: ".")
        let start = Date()
        let r = try runSegue(["check", "pop-parallax", "--set", keyPath + "=1"], timeout: 20)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1 && r.stderr.contains("more than 64 parts"), "\(r.stderr)")
    }

    /// A demo event beyond the 600 s a headless run lasts is refused up front (it used to be
    /// rendered for 36,000 frames and never reached), naming the limit and --until.
    @Test(arguments: ["render", "timeline"])
    func eventsBeyondTheLimitAreRefused(command: String) throws {
        let r = try runSegue([command, "pop-parallax", "--set", "demo=86400 p"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines.count == 1)
        #expect(r.stderr.contains("event at 86400 s") && r.stderr.contains("600 s") && r.stderr.contains("--until"), "\(r.stderr)")
        let bounded = try runSegue([command, "pop-parallax", "--set", "demo=86400 p", "--until", "0.5", "--fps", "4"])
        #expect(bounded.status == 0, "\(bounded.stderr)")
    }

    /// A pop finishing at speed 1e-9 still animates at 600 s: the run says so.
    @Test(arguments: ["render", "timeline"])
    func aRunStoppedAtTheLimitWarns(command: String) throws {
        let s = try Scratch()
        let r = try runSegue([command, "pop-parallax", "--set", "transitions.pop.interaction.completionSpeed=1e-9",
                              "--fps", "1", "-o", s.path + "/out"], timeout: 60)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.errorLines == ["segue: \(command): warning: stopped at 600 s while the pop transition (finishing) still animates; "
                                 + "use --until T (at most 600) to choose where a run ends"], "\(r.stderr)")
    }

    /// The red team's recording: one mouse line with -1 coordinates (older versions wrote them)
    /// made `check`, `render` and `replay` refuse the whole file.
    @Test func aRecordingWithABadLineIsStillRead() throws {
        let s = try Scratch()
        let bad = #"{"t":0.5,"mouse":{"kind":"press","x":-1,"y":-1}}"#
        let lines = [#"{"segue_session":1,"created":"2026-11-30T05:13:02Z","size":[80,24],"source":"x.json","scenario":\#(Self.scenario)}"#,
                     #"{"t":0.2,"key":"b"}"#, bad, #"{"t":0.6,"mouse":{"kind":"press","x":900,"y":900}}"#, #"{"t":1,"end":true}"#]
        let path = try s.file("old.segue", lines.joined(separator: "\n") + "\n")
        let column = bad.distance(from: bad.startIndex, to: bad.range(of: "-1")!.lowerBound) + 1
        let warning = "warning: \(path):3:\(column): mouse.x: expected a column, a whole number ≥ 0 (older segue versions "
            + "recorded -1 for a position the terminal could not report); the line is skipped"

        let check = try runSegue(["check", path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.lines == ["\(path): ok (session 'x', 2 screens, 0 transitions, 3 events, 1 bad line skipped)"])
        #expect(check.errorLines == ["segue: check: \(warning)"])

        let render = try runSegue(["render", path, "--at", "1"])
        #expect(render.status == 0)
        #expect(render.errorLines == ["segue: render: \(warning)"])

        // replay gets past reading the file: it stops only for want of a terminal (exit 1).
        let replay = try runSegue(["replay", path])
        #expect(replay.status == 1, "\(replay.stderr)")
        #expect(replay.errorLines.first == "segue: replay: \(warning)")
        #expect(replay.stderr.contains("not a terminal"))
    }
}
