import Foundation
import SegueTestSupport
import Testing

/// `render` streams its frames (issue 9): before, it held the whole output in memory until the
/// end (1.48 GB for `--size 1000x500 --until 60`, nothing written yet), so its peak memory grew
/// with the length of the run.
struct RenderStreamingTests {
    /// GNU time, which reports the peak resident size of the program it runs. (wait4's
    /// `ru_maxrss` for a child started with posix_spawn is no use: the child begins in the
    /// test process's memory, whose peak it inherits.)
    static let time = "/usr/bin/time"

    /// Peak resident size (KiB) and bytes written of `segue ARGS`, stdout into a file.
    static func measure(_ args: [String]) throws -> (kilobytes: Int, bytes: Int) {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try #require(segueBinaryURL()?.path)
        let report = dir.path + "/rss", output = dir.path + "/out"
        let r = try spawnAndWait(Self.time, ["-f", "%M", "-o", report, binary] + args, environment: segueEnvironment(),
                                 stdoutPath: output)
        try #require(r.status == 0, "\(String(decoding: r.stderr, as: UTF8.self))")
        let text = try String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let kilobytes = try #require(Int(text.split(separator: "\n").last ?? ""), "time wrote \(text.debugDescription)")
        let bytes = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int ?? 0
        return (kilobytes, bytes)
    }

    /// A run 4× longer has the same peak resident size, within a quarter of the extra output
    /// (holding the output costs at least all of it; streaming costs none of it).
    @Test func peakMemoryDoesNotGrowWithTheRunLength() throws {
        if !FileManager.default.isExecutableFile(atPath: Self.time) {
            let message = "\(Self.time) (GNU time) is missing; run scripts/deps.sh to install it"
            if ToolRunner.isCI { Issue.record(Comment(rawValue: message + " — required because CI is set")); return }
            try Test.cancel(Comment(rawValue: "skipped: " + message))
        }
        let args = ["render", "pop-parallax", "--size", "200x60"]
        let short = try Self.measure(args + ["--until", "1.5"])
        let long = try Self.measure(args + ["--until", "6"])
        let extraOutput = (long.bytes - short.bytes) / 1024
        try #require(extraOutput > 2048, "the longer run must write at least 2 MiB more to mean anything: \(extraOutput) KiB")
        let growth = long.kilobytes - short.kilobytes
        #expect(growth < extraOutput / 4,
                "peak RSS \(short.kilobytes) KiB → \(long.kilobytes) KiB for \(extraOutput) KiB more output")
    }
}
