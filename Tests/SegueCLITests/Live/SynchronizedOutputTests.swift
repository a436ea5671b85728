import Foundation
import Testing

/// Synchronized output (DEC private mode 2026, docs/screen.md) as a terminal receives it: the
/// real binary on a pseudo-terminal of its own, the demo of a push played to its end, the byte
/// stream parsed here. With `SEGUE_SYNC_OUTPUT=on` every frame lies between a begin
/// (`ESC [ ? 2026 h`) and an end (`ESC [ ? 2026 l`): pairs never nest, no byte falls between two
/// frames, and the last frame is closed. With `off` neither sequence is written.
@Suite(.serialized, .enabled(if: segueBinaryURL() != nil, "the segue binary is missing"))
struct SynchronizedOutputTests {
    static let begin = Array("\u{1B}[?2026h".utf8), end = Array("\u{1B}[?2026l".utf8)

    func run(_ setting: String) throws -> [UInt8] {
        let dir = try SeguePane.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try PseudoTerminalRun(["play", "pop-parallax", "--no-hud", "--demo", "--exit"], directory: dir,
                                        environment: ["SEGUE_SYNC_OUTPUT": setting])
        let status = run.waitForExit(timeout: 20)
        try #require(status == 0, "exit \(status.map(String.init) ?? "none within 20 s")")
        return run.output
    }

    /// The marks in `bytes`, in order: (offset, true for a begin).
    static func marks(in bytes: [UInt8]) -> [(offset: Int, isBegin: Bool)] {
        var out: [(Int, Bool)] = []
        var i = 0
        while i + begin.count <= bytes.count {
            let window = bytes[i..<(i + begin.count)]
            if window.elementsEqual(begin) || window.elementsEqual(end) {
                out.append((i, window.elementsEqual(begin)))
                i += begin.count
            } else {
                i += 1
            }
        }
        return out
    }

    @Test func everyFrameIsBetweenABeginAndAnEnd() throws {
        let bytes = try run("on")
        let marks = Self.marks(in: bytes)
        try #require(marks.count >= 20, "\(marks.count) marks: the demo's frames were not wrapped")
        for (i, m) in marks.enumerated() {
            #expect(m.isBegin == (i % 2 == 0), "mark \(i) at byte \(m.offset): begins and ends do not alternate")
        }
        #expect(marks.last?.isBegin == false, "the last frame is not closed")
        // Between one frame's end and the next frame's begin: nothing.
        for i in stride(from: 1, to: marks.count - 1, by: 2) {
            let gap = marks[i + 1].offset - (marks[i].offset + Self.end.count)
            #expect(gap == 0, "\(gap) bytes between frame \(i / 2) and the next, outside any frame")
        }
        // Inside a pair there is a frame.
        for i in stride(from: 0, to: marks.count - 1, by: 2) {
            #expect(marks[i + 1].offset > marks[i].offset + Self.begin.count, "frame \(i / 2) is empty")
        }
        #expect(PrivateModeTrace(bytes).restored)
    }

    @Test func offWritesNoMarks() throws {
        #expect(Self.marks(in: try run("off")).isEmpty)
    }
}
