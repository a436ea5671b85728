import Foundation
import Testing

/// Help, version, exit codes and the one-line error format (docs/cli.md), through the built binary.
struct CLIConventionTests {
    @Test func helpListsCommandsWithSummaries() throws {
        let r = try runSegue(["--help"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("Usage: segue COMMAND"))
        #expect(r.lines.contains { $0.hasPrefix("  curve ") && $0.contains("plot a timing curve or spring") })
        #expect(r.stdout.contains("--version"))
        #expect(r.stdout.contains("Exit codes: 0"))
        #expect(try runSegue(["-h"]).stdout == r.stdout)
        #expect(try runSegue(["help"]).stdout == r.stdout)
    }

    /// Bare `segue` opens the gallery, which needs a terminal: without one it fails cleanly —
    /// exit 1, one line on stderr, not a byte on stdout (no escape sequences).
    @Test(arguments: [[], ["play", "pop-parallax"], ["replay", "/dev/null"]])
    func interactiveCommandsWithoutATerminalFailCleanly(args: [String]) throws {
        let r = try runSegue(args)
        if args.first == "replay" {
            #expect(r.status == 2, "\(r.stderr)")  // /dev/null is not a session: invalid input first
        } else {
            #expect(r.status == 1)
            #expect(r.stderr.contains("not a terminal"))
        }
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines.count == 1)
    }

    @Test func version() throws {
        let r = try runSegue(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == "segue 0.1.0\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func commandHelpShowsUsageArgumentsAndEveryOption() throws {
        let r = try runSegue(["curve", "--help"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let text = r.stdout
        #expect(text.hasPrefix("segue curve — "))
        #expect(text.contains("Usage: segue curve SPEC [--csv] [--samples N] [--duration D]"))
        #expect(text.contains("Arguments:\n  SPEC"))
        for option in ["--csv", "--samples N", "--duration D", "--width N", "--height N", "--ascii", "-o, --output FILE", "-h, --help"] {
            #expect(text.contains("  \(option) "), "\(option) missing from help")
        }
        // Unit, range and default (the help wraps lines, so compare with single spaces).
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("(a whole number from 2 to 1000000; default 101)"))
        #expect(flat.contains("(seconds; a number ≥ 0.01 and ≤ 60; default 1)"))
        #expect(flat.contains("(columns; a whole number from 30 to 1000; default 72)"))
        #expect(text.contains("spring(duration: 0.5, bounce: 0.3)"))
        #expect(r.lines.allSatisfy { $0.count <= 80 }, "help wider than 80 columns")
        // The other spellings give the same text, and help wins over bad options.
        #expect(try runSegue(["help", "curve"]).stdout == text)
        #expect(try runSegue(["curve", "-h"]).stdout == text)
        let both = try runSegue(["curve", "--bogus", "--help"])
        #expect(both.status == 0 && both.stdout == text)
    }

    @Test func unknownCommand() throws {
        let r = try runSegue(["foo"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "segue: unknown command 'foo' (see 'segue --help')\n")
        let typo = try runSegue(["curv", "linear"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "segue: unknown command 'curv' (did you mean 'curve'?)\n")
        let help = try runSegue(["help", "foo"])
        #expect(help.status == 2)
        #expect(help.errorLines == ["segue: unknown command 'foo' (see 'segue --help')"])
    }

    /// `"ios"` (docs/scenarios.md, "The iOS version"): what the chosen version does not have is
    /// refused with one line at its place, exit 2 — the zoom on iOS 17, a version segue does not follow.
    @Test func theIOSVersionRefusesWhatItDoesNotHave() throws {
        let zoom = try runSegue(["check", "zoom", "--set", "ios=17"])
        #expect(zoom.status == 2 && zoom.stdout.isEmpty)
        #expect(zoom.errorLines.count == 1)
        #expect(zoom.errorLines.first?.hasSuffix(#"zoom.json:20:29: screens[1].preferredTransition: the zoom transition needs iOS 18 or later (the scenario says "ios": 17)"#) == true,
                "\(zoom.stderr)")
        let other = try runSegue(["check", "fade", "--set", "ios=19"])
        #expect(other.status == 2 && other.errorLines == ["segue: --set:1:5: ios: segue follows iOS 17, 18 or 26 (got 19)"])
        #expect(try runSegue(["check", "zoom", "--set", "ios=26"]).status == 0)
    }

    @Test func unknownTopLevelOption() throws {
        let r = try runSegue(["--verison"])
        #expect(r.status == 2)
        #expect(r.stderr == "segue: unknown option '--verison' (did you mean '--version'?)\n")
    }

    @Test func unknownOptionWithSuggestion() throws {
        let r = try runSegue(["curve", "linear", "--sampels", "3"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "segue: curve: unknown option '--sampels' (did you mean '--samples'?)\n")
        let far = try runSegue(["curve", "linear", "--zzzzzz"])
        #expect(far.stderr == "segue: curve: unknown option '--zzzzzz' (see 'segue curve --help')\n")
        let short = try runSegue(["curve", "linear", "-q"])
        #expect(short.status == 2)
        #expect(short.stderr == "segue: curve: unknown option '-q' (see 'segue curve --help')\n")
    }

    @Test(arguments: [
        (["--samples", "x"], "segue: curve: --samples needs a whole number from 2 to 1000000, got 'x'"),
        (["--samples=x"], "segue: curve: --samples needs a whole number from 2 to 1000000, got 'x'"),
        (["--samples", "1"], "segue: curve: --samples needs a whole number from 2 to 1000000, got '1'"),
        (["--samples", "2.5"], "segue: curve: --samples needs a whole number from 2 to 1000000, got '2.5'"),
        (["--samples"], "segue: curve: --samples needs a whole number from 2 to 1000000"),
        (["--samples", "3", "--samples", "4"], "segue: curve: --samples given more than once"),
        (["--duration", "0"], "segue: curve: --duration needs a number ≥ 0.01 and ≤ 60, got '0'"),
        (["--duration", "nan"], "segue: curve: --duration needs a number ≥ 0.01 and ≤ 60, got 'nan'"),
        (["--duration", "61"], "segue: curve: --duration needs a number ≥ 0.01 and ≤ 60, got '61'"),
        (["--width", "10"], "segue: curve: --width needs a whole number from 30 to 1000, got '10'"),
        (["--csv=yes"], "segue: curve: --csv takes no value"),
        (["extra"], "segue: curve: unexpected argument 'extra'"),
    ] as [([String], String)])
    func badOptions(args: [String], expected: String) throws {
        let r = try runSegue(["curve", "linear"] + args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == expected + "\n")
    }

    @Test func missingArgument() throws {
        let r = try runSegue(["curve"])
        #expect(r.status == 2)
        #expect(r.stderr == "segue: curve: missing SPEC (see 'segue curve --help')\n")
    }

    @Test func bothOptionSpellingsAndDoubleDash() throws {
        let a = try runSegue(["curve", "easeIn", "--csv", "--samples", "7", "--duration", "2"])
        let b = try runSegue(["curve", "--samples=7", "--duration=2", "easeIn", "--csv"])
        let c = try runSegue(["curve", "--csv", "--samples=7", "--duration", "2", "--", "easeIn"])
        #expect(a.status == 0)
        #expect(a.lines.count == 8)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout == c.stdout)
        // After `--` everything is positional.
        let d = try runSegue(["curve", "--", "easeIn", "--csv"])
        #expect(d.status == 2)
        #expect(d.stderr == "segue: curve: unexpected argument '--csv'\n")
    }

    @Test func userTextInErrorsCannotBreakTheLineOrReachTheTerminal() throws {
        let r = try runSegue(["curve", "linear", "--\u{1B}[31mx\ny"])
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1)
        #expect(!r.stderr.contains("\u{1B}"))
    }

    @Test func outputFileIsWrittenWhole() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-o-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("curve.csv").path
        try "old contents".write(toFile: file, atomically: false, encoding: .utf8)
        let r = try runSegue(["curve", "easeOut", "--csv", "--samples", "5", "-o", file])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let direct = try runSegue(["curve", "easeOut", "--csv", "--samples", "5"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == direct.stdout)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["curve.csv"])
        let dashed = try runSegue(["curve", "easeOut", "--csv", "--samples", "5", "--output=-"])
        #expect(dashed.stdout == direct.stdout)
    }

    @Test func outputFileErrorIsOneLineAndExitOne() throws {
        let r = try runSegue(["curve", "linear", "--csv", "-o", "/nonexistent-segue-dir/x.csv"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "segue: curve: /nonexistent-segue-dir/x.csv: cannot write: No such file or directory\n")
    }
}
