import Foundation
import SegueTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A write that fails is an error (issue 9): exit 1 and one line naming the output. Before the
/// fix every command exited 0 with its standard output on /dev/full, and a full disk kept a
/// fraction of the output without a word.
struct WriteErrorTests {
    /// Commands whose output goes to standard output, and the command the message names (nil
    /// for `segue --help` and `--version`, which belong to no command).
    static let stdoutCommands: [([String], String?)] = [
        (["render", "pop-parallax", "--at", "0.5"], "render"),
        (["render", "pop-parallax", "--until", "0.5"], "render"),
        (["render", "pop-parallax", "--until", "0.5", "--format", "cast"], "render"),
        (["timeline", "pop-parallax", "--until", "0.5"], "timeline"),
        (["curve", "easeInOut"], "curve"),
        (["curve", "linear", "--csv"], "curve"),
        (["list"], "list"),
        (["check", "pop-parallax"], "check"),
        (["check", "--explain", "pop-parallax"], "check"),
        (["--help"], nil),
        (["--version"], nil),
        (["help"], nil),
        (["help", "render"], "render"),
        (["curve", "--help"], "curve"),
    ]

    @Test(arguments: stdoutCommands)
    func standardOutputOnDevFull(_ args: [String], _ command: String?) throws {
        try #require(OutputTestSupport.type("/dev/full") == S_IFCHR, "/dev/full is missing")
        let r = try OutputTestSupport.segue(args, stdoutPath: "/dev/full")
        let prefix = "segue: " + (command.map { "\($0): " } ?? "")
        #expect(r.status == 1, "exit \(r.status)")
        #expect(String(decoding: r.stderr, as: UTF8.self) == prefix + "write to stdout: \(OutputTestSupport.reason(ENOSPC))\n")
    }

    /// `-o /dev/full`: the device is written into, and its error is reported with its path (as
    /// root, first checked on a private copy, so that a regression cannot replace the
    /// system's /dev/full).
    @Test func outputFileOnDevFull() throws {
        let args = ["render", "pop-parallax", "--until", "0.5"]
        try OutputTestSupport.requireSafeOnPrivateCopy(of: "/dev/full", args)
        let r = try OutputTestSupport.segue(args + ["-o", "/dev/full"])
        #expect(r.status == 1)
        #expect(String(decoding: r.stderr, as: UTF8.self) == "segue: render: /dev/full: cannot write: \(OutputTestSupport.reason(ENOSPC))\n")
    }

    /// A limit on file size (`ulimit -f`) stands in for a full disk: with SIGXFSZ ignored by
    /// the shell, and with SIGXFSZ at its default action, which segue ignores itself (issue 28:
    /// before, the signal killed segue with status 153, no message, and the temporary file left).
    static let fullDisks = ["trap '' XFSZ; ulimit -f 8", "ulimit -f 8"]

    /// The disk fills up in the middle of a render to standard output (a regular file).
    @Test(arguments: fullDisks)
    func diskFullOnStandardOutput(_ fullDisk: String) throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.path + "/frames.txt"
        let r = try OutputTestSupport.segue(["render", "pop-parallax"], stdoutPath: file, shellSetup: fullDisk)
        #expect(r.status == 1, "exit \(r.status)")
        #expect(String(decoding: r.stderr, as: UTF8.self) == "segue: render: write to stdout: \(OutputTestSupport.reason(EFBIG))\n")
    }

    /// The disk fills up in the middle of `-o FILE` (render and timeline stream into the
    /// temporary file): the old FILE is kept as it was, and no temporary file is left.
    @Test(arguments: [["render", "pop-parallax"], ["timeline", "pop-parallax"]], fullDisks)
    func diskFullOnOutputFile(_ args: [String], _ fullDisk: String) throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.path + "/out"
        try OutputTestSupport.write("old", to: file, mode: 0o644)
        let r = try OutputTestSupport.segue(args + ["-o", file], shellSetup: fullDisk)
        #expect(r.status == 1, "exit \(r.status)")
        #expect(String(decoding: r.stderr, as: UTF8.self)
                == "segue: \(args[0]): \(file): cannot write: \(OutputTestSupport.reason(EFBIG))\n")
        #expect(OutputTestSupport.contents(file) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out"])
    }
}
