import Foundation
import SegueTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// One hostile target for `-o PATH`: how the test makes it, and what must hold after
/// `segue curve linear --csv --samples 3 -o PATH` (docs/terminal.md, "Files segue writes").
struct HostileOutputPath: Sendable, CustomTestStringConvertible {
    let name: String
    /// Cases that need to chown files to another user.
    var needsRoot = false
    /// Makes the target inside `dir` and returns the path given to `-o`.
    let make: @Sendable (_ dir: String) throws -> String
    /// Checks the run (`path` is what `make` returned).
    let verify: @Sendable (_ result: SpawnResult, _ path: String, _ dir: String) throws -> Void

    var testDescription: String { name }

    typealias S = OutputTestSupport

    /// Exit 1 with exactly `message` on stderr, nothing on stdout.
    static func refused(_ r: SpawnResult, _ message: String) {
        #expect(r.status == 1, "exit \(r.status)")
        #expect(String(decoding: r.stderr, as: UTF8.self) == "segue: curve: \(message)\n")
        #expect(r.stdout.isEmpty)
    }

    /// Exit 0, nothing on stdout or stderr.
    static func written(_ r: SpawnResult) {
        #expect(r.status == 0, "exit \(r.status): \(String(decoding: r.stderr, as: UTF8.self))")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
    }

    static let all: [HostileOutputPath] = [
        HostileOutputPath(name: "a read-only file (0444) is refused, not replaced",
                          make: { dir in try S.write("old", to: dir + "/ro.csv", mode: 0o444); return dir + "/ro.csv" },
                          verify: { r, path, _ in
                              refused(r, "\(path): cannot write: \(S.reason(EACCES)) (mode 0444)")
                              #expect(S.contents(path) == "old")
                              #expect(S.mode(path) == 0o444)
                          }),
        HostileOutputPath(name: "an existing 0600 file keeps its mode",
                          make: { dir in try S.write("old", to: dir + "/private.csv", mode: 0o600); return dir + "/private.csv" },
                          verify: { r, path, _ in
                              written(r)
                              #expect(S.contents(path) == S.linearCSV)
                              #expect(S.mode(path) == 0o600)
                          }),
        HostileOutputPath(name: "an existing 0640 file keeps its mode",
                          make: { dir in try S.write("old", to: dir + "/shared.csv", mode: 0o640); return dir + "/shared.csv" },
                          verify: { r, path, _ in
                              written(r)
                              #expect(S.contents(path) == S.linearCSV)
                              #expect(S.mode(path) == 0o640)
                          }),
        HostileOutputPath(name: "a symbolic link stays a link; its target gets the output and keeps its mode",
                          make: { dir in
                              try S.write("old", to: dir + "/target.csv", mode: 0o604)
                              try #require(symlink("target.csv", dir + "/link.csv") == 0)
                              return dir + "/link.csv"
                          },
                          verify: { r, path, dir in
                              written(r)
                              #expect(S.type(path) == S_IFLNK)
                              #expect(S.contents(dir + "/target.csv") == S.linearCSV)
                              #expect(S.mode(dir + "/target.csv") == 0o604)
                          }),
        HostileOutputPath(name: "a chain of relative links into another directory is followed to the end",
                          make: { dir in
                              try #require(mkdir(dir + "/real", 0o755) == 0)
                              try S.write("old", to: dir + "/real/file.csv", mode: 0o644)
                              try #require(symlink("real/file.csv", dir + "/hop.csv") == 0)
                              try #require(symlink("hop.csv", dir + "/first.csv") == 0)
                              return dir + "/first.csv"
                          },
                          verify: { r, path, dir in
                              written(r)
                              #expect(S.type(path) == S_IFLNK && S.type(dir + "/hop.csv") == S_IFLNK)
                              #expect(S.contents(dir + "/real/file.csv") == S.linearCSV)
                          }),
        HostileOutputPath(name: "a dangling link stays a link; its target is created",
                          make: { dir in try #require(symlink("new.csv", dir + "/dangling.csv") == 0); return dir + "/dangling.csv" },
                          verify: { r, path, dir in
                              written(r)
                              #expect(S.type(path) == S_IFLNK)
                              #expect(S.type(dir + "/new.csv") == S_IFREG)
                              #expect(S.contents(dir + "/new.csv") == S.linearCSV)
                          }),
        HostileOutputPath(name: "a link to a read-only file is refused; the target is untouched",
                          make: { dir in
                              try S.write("old", to: dir + "/locked.csv", mode: 0o400)
                              try #require(symlink("locked.csv", dir + "/to-locked.csv") == 0)
                              return dir + "/to-locked.csv"
                          },
                          verify: { r, path, dir in
                              refused(r, "\(path): cannot write: \(S.reason(EACCES)) (mode 0400)")
                              #expect(S.contents(dir + "/locked.csv") == "old" && S.type(path) == S_IFLNK)
                          }),
        HostileOutputPath(name: "a directory is refused",
                          make: { dir in try #require(mkdir(dir + "/out.d", 0o755) == 0); return dir + "/out.d" },
                          verify: { r, path, _ in
                              refused(r, "\(path): is a directory; segue writes only regular files, character devices and FIFOs")
                              #expect(S.type(path) == S_IFDIR)
                          }),
        HostileOutputPath(name: "a missing directory is one line, exit 1",
                          make: { dir in dir + "/no-such-dir/x.csv" },
                          verify: { r, path, _ in refused(r, "\(path): cannot write: \(S.reason(ENOENT))") }),
        HostileOutputPath(name: "another user's 0644 file is refused (even for root)", needsRoot: true,
                          make: { dir in
                              try S.write("old", to: dir + "/theirs.csv", mode: 0o644)
                              try #require(chown(dir + "/theirs.csv", 65534, 65534) == 0)
                              return dir + "/theirs.csv"
                          },
                          verify: { r, path, _ in
                              refused(r, "\(path): cannot write: \(S.reason(EACCES)) (mode 0644, owner uid 65534)")
                              #expect(S.contents(path) == "old")
                          }),
        HostileOutputPath(name: "another user's 0666 file is replaced and keeps its owner and mode", needsRoot: true,
                          make: { dir in
                              try S.write("old", to: dir + "/open.csv", mode: 0o666)
                              try #require(chown(dir + "/open.csv", 65534, 65534) == 0)
                              return dir + "/open.csv"
                          },
                          verify: { r, path, _ in
                              written(r)
                              #expect(S.contents(path) == S.linearCSV)
                              let st = try #require(S.status(path))
                              #expect(st.st_uid == 65534 && st.st_gid == 65534 && st.st_mode & 0o777 == 0o666)
                          }),
    ]
}

/// `-o PATH` aimed at files segue must not replace, or must replace with care (issue 9): a
/// read-only file, another user's file, links, devices and FIFOs. Before the fix every one of
/// them was replaced by a new regular file.
struct HostileOutputPathTests {
    @Test(arguments: HostileOutputPath.all)
    func hostileOutputPath(_ target: HostileOutputPath) throws {
        if target.needsRoot && !OutputTestSupport.isRoot { try Test.cancel("needs root (to chown a file to another user)") }
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try target.make(dir.path)
        let r = try OutputTestSupport.segue(["curve", "linear", "--csv", "--samples", "3", "-o", path])
        try target.verify(r, path, dir.path)
        #expect(OutputTestSupport.temporaries(in: dir).isEmpty, "left behind: \(OutputTestSupport.temporaries(in: dir))")
    }

    /// `-o /dev/null` writes into the device and leaves it a character device (as root, the
    /// same is first checked on a private copy, so that a regression cannot replace the
    /// system's /dev/null).
    @Test func devNullStaysACharacterDevice() throws {
        let args = ["render", "pop-parallax", "--at", "0.5"]
        try OutputTestSupport.requireSafeOnPrivateCopy(of: "/dev/null", args)
        let before = try #require(OutputTestSupport.status("/dev/null"))
        let r = try OutputTestSupport.segue(args + ["-o", "/dev/null"])
        #expect(r.status == 0, "\(String(decoding: r.stderr, as: UTF8.self))")
        let after = try #require(OutputTestSupport.status("/dev/null"))
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
    }

    /// A FIFO receives the whole output as it is made (a render far larger than the pipe
    /// buffer), and stays a FIFO.
    @Test func fifoReceivesTheStream() throws {
        let root = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("out")
        try #require(mkdir(dir.path, 0o755) == 0)
        let fifo = dir.path + "/frames.fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let args = ["render", "pop-parallax", "--format", "text", "--size", "100x30", "--until", "1"]
        let direct = try OutputTestSupport.segue(args)
        try #require(direct.status == 0 && direct.stdout.count > 1 << 17, "\(direct.stdout.count) bytes")
        let reader = try FIFOReader(fifo, spare: root.path + "/spare.fifo")
        let r = try OutputTestSupport.segue(args + ["-o", fifo])
        let received = reader.finish()
        #expect(r.status == 0, "\(String(decoding: r.stderr, as: UTF8.self))")
        // A Bool, not `received == direct.stdout`: Swift Testing would diff 150 KB byte by byte.
        let same = received == direct.stdout
        #expect(same, "\(received.count) bytes through the FIFO, \(direct.stdout.count) direct")
        #expect(OutputTestSupport.type(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["frames.fifo"])
    }
}
