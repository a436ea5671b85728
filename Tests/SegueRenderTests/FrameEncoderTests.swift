import Testing
@testable import SegueRender

/// `render` writes any format through `FrameEncoder` (start, each frame, finish); each format's
/// bytes must be exactly those of its whole-stream function, which the format tests check
/// against docs/panel-and-exports.md (Export formats).
struct FrameEncoderTests {
    static let frames: [(t: Double, grid: CellGrid)] = [
        (0, CellGrid(lines: ["ab", " c"])),
        (0.5, CellGrid(lines: ["ab", " c"])),  // unchanged: no ANSI bytes, no cast event
        (1.25, CellGrid(lines: ["xb", "é "])),
    ]

    static func run(_ encoder: some FrameEncoder) -> String {
        var encoder = encoder
        return encoder.start() + frames.map { encoder.frame($0.grid, at: $0.t) }.joined() + encoder.finish()
    }

    @Test func textIsTheHeaderedFrames() {
        #expect(Self.run(TextFrameEncoder()) == TextFrameEncoder.encode(Self.frames))
        #expect(Self.run(TextFrameEncoder()).hasPrefix("--- t=0.000\nab\n c\n--- t=0.500\n"))
    }

    /// A single frame (`render --at`) is its rows alone.
    @Test func textWithoutHeadersIsTheRowsAlone() {
        let encoder = TextFrameEncoder(timeHeaders: false)
        #expect(encoder.start() + encoder.frame(Self.frames[2].grid, at: 0) + encoder.finish() == "xb\né\n")
    }

    @Test func ansiIsTheStream() {
        #expect(Self.run(ANSIEncoder(colorMode: .xterm256)) == ANSIEncoder.stream(Self.frames.map(\.grid), colorMode: .xterm256))
        #expect(Self.run(ANSIEncoder(colorMode: .none)).hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[3;1H"))
    }

    @Test func castIsTheWholeCast() {
        let encoder = AsciicastEncoder(width: 2, height: 2, title: "t", colorMode: .ansi16)
        #expect(Self.run(encoder) == AsciicastEncoder.encode(Self.frames, title: "t", colorMode: .ansi16))
        #expect(Self.run(encoder).split(separator: "\n").count == 4)  // header, two events, the end
    }
}
