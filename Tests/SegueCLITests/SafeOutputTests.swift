import Foundation
import Testing
@testable import SegueApp
#if canImport(Glibc)
import Glibc
#endif

/// `SafeOutput` in process: what a file looks like at each step, and what is left when an
/// output is dropped half-way (a command that fails).
struct SafeOutputTests {
    typealias S = OutputTestSupport

    /// `-o`: nothing of the new output is visible before `finish()`, and after it the file is
    /// the new one with the old mode.
    @Test func replacementAppearsWholeAtFinish() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.path + "/out.txt"
        try S.write("old", to: path, mode: 0o640)
        let out = try SafeOutput.replacing(path)
        try out.write(String(repeating: "x", count: SafeOutput.bufferSize * 2 + 3))
        #expect(S.contents(path) == "old")
        #expect(S.temporaries(in: dir).count == 1)
        try out.finish()
        #expect(S.contents(path)?.count == SafeOutput.bufferSize * 2 + 3)
        #expect(S.mode(path) == 0o640)
        #expect(S.temporaries(in: dir).isEmpty)
    }

    /// A command that fails half-way drops its output: the old file stays, the temporary goes.
    @Test func droppedReplacementLeavesTheOldFile() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.path + "/out.txt"
        try S.write("old", to: path, mode: 0o644)
        do {
            let out = try SafeOutput.replacing(path)
            try out.write(String(repeating: "y", count: SafeOutput.bufferSize + 1))
        }
        #expect(S.contents(path) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.txt"])
    }

    /// `--record --force` over a link to an existing file: the old file stays until the first
    /// whole line (the header) is in; then the target is the recording, with the old mode, and
    /// the link is still a link. Each later line is in the file as soon as it is written.
    @Test func forcedRecordingReplacesTheTargetAtTheFirstLine() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.path + "/take1.segue", link = dir.path + "/latest.segue"
        try S.write("old", to: target, mode: 0o600)
        try #require(symlink("take1.segue", link) == 0)
        let out = try SafeOutput.recording(link, force: true)
        #expect(S.contents(target) == "old")
        try out.writeWhole("header\n")
        #expect(S.contents(target) == "header\n")
        try out.writeWhole("event\n")
        #expect(S.contents(target) == "header\nevent\n")
        try out.finish()
        #expect(S.type(link) == S_IFLNK)
        #expect(S.mode(target) == 0o600)
        #expect(S.temporaries(in: dir).isEmpty)
    }

    /// A recording dropped before its header (the terminal check failed): the old file stays
    /// when forced over one, and a new file is removed again.
    @Test func droppedRecordingBeforeAnyLine() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.path + "/old.segue"
        try S.write("old", to: old, mode: 0o644)
        do {
            _ = try SafeOutput.recording(old, force: true)
            _ = try SafeOutput.recording(dir.path + "/new.segue", force: false)
        }
        #expect(S.contents(old) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["old.segue"])
    }

    /// Standard output's failures name it, files' name their path (control characters shown
    /// as U+FFFD, so the message stays one line).
    @Test func failureMessages() {
        #expect(SafeOutput.failure(nil, ENOSPC).message == "write to stdout: \(S.reason(ENOSPC))")
        #expect(SafeOutput.failure("a\nb.segue", EIO).message == "a\u{FFFD}b.segue: cannot write: \(S.reason(EIO))")
        #expect(SafeOutput.failure("x", EIO).exitCode == 1)
    }
}
