import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `play --record FILE` takes a new regular file, or an existing one with `--force` (issue 9).
/// Everything here is refused before the terminal is looked at, so it runs without one
/// (standard input is /dev/null). Before the fix a FIFO blocked `play` for ever in open(2), an
/// existing file or a link's target was overwritten without a word, and a directory named
/// `dir.segue` was reported as "dir.cannot create: Is a directory".
struct RecordPathTests {
    typealias S = OutputTestSupport

    /// A path `--record` must refuse: how to make it (in the test's directory), whether
    /// `--force` is given, and the message after `segue: play: PATH: `.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var force = false
        let make: @Sendable (_ dir: String) throws -> String
        let message: String
        var testDescription: String { name + (force ? " (--force)" : "") }
    }

    static let notRegular = "not a regular file (a recording is written to a regular file)"
    static let exists = "already exists (add --force to overwrite it)"

    static let cases: [Case] = [
        Case(name: "a FIFO", make: { dir in try #require(mkfifo(dir + "/f.segue", 0o600) == 0); return dir + "/f.segue" },
             message: "is a FIFO, \(notRegular)"),
        Case(name: "a FIFO", force: true, make: { dir in try #require(mkfifo(dir + "/f.segue", 0o600) == 0); return dir + "/f.segue" },
             message: "is a FIFO, \(notRegular)"),
        Case(name: "a directory named like a session", make: { dir in try #require(mkdir(dir + "/dir.segue", 0o755) == 0); return dir + "/dir.segue" },
             message: "is a directory, \(notRegular)"),
        // As root a private null device, so that a regression cannot replace the real /dev/null.
        Case(name: "a character device", force: true, make: { dir in
                 guard S.isRoot else { return "/dev/null" }
                 let null = try #require(S.status("/dev/null"))
                 guard mknod(dir + "/null.segue", S_IFCHR | 0o666, null.st_rdev) == 0 else { try Test.cancel("root, but no mknod") }
                 return dir + "/null.segue"
             }, message: "is a character device, \(notRegular)"),
        Case(name: "an existing file", make: { dir in try S.write("old", to: dir + "/old.segue", mode: 0o644); return dir + "/old.segue" },
             message: exists),
        Case(name: "a link to an existing file", make: { dir in
                 try S.write("old", to: dir + "/old.segue", mode: 0o644)
                 try #require(symlink("old.segue", dir + "/link.segue") == 0)
                 return dir + "/link.segue"
             }, message: exists),
        Case(name: "a dangling link", make: { dir in try #require(symlink("elsewhere.segue", dir + "/dangling.segue") == 0); return dir + "/dangling.segue" },
             message: exists),
    ]

    @Test(arguments: cases)
    func refused(_ c: Case) throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try c.make(dir.path)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let r = try runSegue(["play", "pop-parallax", "--record", path] + (c.force ? ["--force"] : []), timeout: 10)
        #expect(r.status == 2, "exit \(r.status) (−1: it hung)")
        #expect(r.stderr == "segue: play: \(path): \(c.message)\n")
        #expect(r.stdout.isEmpty)
        // Nothing was created, replaced or written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before)
        if let old = S.contents(dir.path + "/old.segue") { #expect(old == "old") }
    }

    /// A path that cannot be created at all: one line with the path, exit 1.
    @Test func uncreatablePath() throws {
        let path = "/nonexistent-segue-dir/x.segue"
        let r = try runSegue(["play", "pop-parallax", "--record", path])
        #expect(r.status == 1)
        #expect(r.stderr == "segue: play: \(path): cannot write: \(S.reason(ENOENT))\n")
    }

    /// Without a terminal `play` stops after opening the recording: the new file it made is
    /// removed again, not left empty.
    @Test func noTerminalLeavesNoEmptyRecording() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runSegue(["play", "pop-parallax", "--record", dir.path + "/new.segue"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("segue: play: standard input is not a terminal"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func forceNeedsRecord() throws {
        let r = try runSegue(["play", "pop-parallax", "--force"])
        #expect(r.status == 2)
        #expect(r.stderr == "segue: play: --force goes with --record\n")
    }

    @Test func forceIsInTheHelp() throws {
        let r = try runSegue(["play", "--help"])
        #expect(r.status == 0)
        let words = r.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("--force with --record: overwrite FILE"))
        #expect(words.contains("(default: off, an existing FILE is refused)"))
    }
}
