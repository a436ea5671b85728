import SegueCore
import SegueRender
@testable import SegueTerminal
import Testing
@testable import SegueScreen

/// What frames cost on xterm-256color (ncurses rendering into a file, 120 × 40), and how
/// synchronized output wraps them. In CaptureBackendTests' suite: ncurses is process-global.
extension CaptureBackendTests {
    /// Issue 16's harness: a push whose to view slides in from the right while the from view
    /// moves to −⅓ of the width and a black cover over it goes 0 → 0.5, easeInOut.
    static let push = """
        {"segue": 1, "name": "bench-push", "device": "phone",
         "screens": [{"id": "inbox", "title": "Inbox", "color": "#1d4ed8", "content": ["Anna: lunch?", "Build #412 passed"]},
                     {"id": "message", "title": "Message", "color": "#b45309", "content": ["Lunch at noon?"]}],
         "container": {"kind": "navigation", "stack": ["inbox"]},
         "transitions": {"push": {"animator": {"duration": 1, "curve": "easeInOut", "order": ["from", "cover", "to"],
           "to": {"from": {"x": 1}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": -0.3333}},
           "cover": {"from": {"alpha": 0, "color": "#000000"}, "to": {"alpha": 0.5}}}}},
         "demo": "0.2 p"}
        """

    /// What `pushFrames` saw: everything the backend wrote (before `stop`), each frame's bytes
    /// (empty when the frame changed nothing) and each frame as text (`TextFrameEncoder.lines`).
    struct PushRun {
        var all: [UInt8]
        var frames: [[UInt8]]
        var text: [[String]]
        /// Each frame's grid, in the model's colours.
        var grids: [CellGrid]
    }

    /// The push lasting `duration` seconds, drawn at 60 frames a second with the panel off, on
    /// terminal type `termType` with colours limited to `colorLimit` (nil: the terminal's).
    func pushFrames(duration: Double, sync: SynchronizedOutput = .off, termType: String = "xterm-256color",
                    colorLimit: ColorMode? = nil) throws -> PushRun {
        let loaded = try ScenarioLoader.load(text: Self.push, file: "push.json", overrides: ["transitions.push.animator.duration=\(duration)"])
        let size = TerminalSize(cols: 120, rows: 40)
        let backend = NcursesBackend(output: .capture(termType: termType, size: size), colorLimit: colorLimit, honorsNoColor: false,
                                     synchronizedOutput: sync)
        try backend.start()
        defer { backend.stop() }
        let player = Player(loaded.scenario, terminalSize: (size.cols, size.rows), showsPanel: false)
        var compositor = Compositor(options: RenderOptions(colorMode: backend.colorMode, ascii: false, showsPanel: false, isFill: false))
        var grid = CellGrid(width: size.cols, height: size.rows)
        var frames: [[UInt8]] = [], text: [[String]] = [], grids: [CellGrid] = []
        try HeadlessRun.run(player, events: loaded.scenario.demo) { _ in
            compositor.compose(player.scene(), cols: size.cols, rows: size.rows, into: &grid)
            let mark = try #require(backend.bytesWritten)
            backend.draw(grid)
            backend.flush()
            frames.append(backend.capturedOutput(from: mark))
            text.append(TextFrameEncoder.lines(grid))
            grids.append(grid)
        }
        return PushRun(all: backend.capturedOutput(), frames: frames, text: text, grids: grids)
    }

    /// Issue 16's goal: at most 15,000 bytes per animated second, (bytes of the 5 s push − bytes
    /// of the 1 s push) / 4, sub-cell edges on. What broke: a cell's colours were compared as the
    /// model's RGB, and every blank after a border or an edge cost two colour changes.
    @Test func aPushCostsAtMost15000BytesPerAnimatedSecond() throws {
        let short = try pushFrames(duration: 1).all.count, long = try pushFrames(duration: 5).all.count
        let perSecond = Double(long - short) / 4
        #expect(perSecond <= 15_000, "\(perSecond) bytes per animated second (1 s: \(short), 5 s: \(long))")
    }

    /// With synchronized output on, every frame that writes anything is one begin … end: the
    /// frame's bytes all lie between them, with no other begin or end inside; a frame that
    /// changes nothing writes nothing at all (not even the pair).
    @Test func everyFrameLiesBetweenABeginAndAnEnd() throws {
        let run = try pushFrames(duration: 0.5, sync: .on)
        let begin = Array(SynchronizedOutput.begin.utf8), end = Array(SynchronizedOutput.end.utf8)
        let written = run.frames.filter { !$0.isEmpty }
        #expect(written.count > 10)
        #expect(run.frames.count > written.count, "the settled frames at the end write nothing")
        for (i, f) in written.enumerated() {
            #expect(f.starts(with: begin) && f.reversed().starts(with: end.reversed()), "frame \(i) is not wrapped")
            #expect(Self.occurrences(of: begin, in: f) == 1 && Self.occurrences(of: end, in: f) == 1, "frame \(i)")
            #expect(f.count > begin.count + end.count, "frame \(i) is an empty pair")
        }
        let off = try pushFrames(duration: 0.5, sync: .off)
        #expect(Self.occurrences(of: begin, in: off.all) == 0)
        #expect(off.all.count + written.count * (begin.count + end.count) == run.all.count,
                "the same frames, each wrapped once")
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard bytes.count >= needle.count else { return 0 }
        return (0...(bytes.count - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }.count
    }

    /// A column of 10 cells changing glyph in place (same colours): ncurses moves down a row and
    /// back one cell per row (`ESC [ row d` and a backspace, at most 6 bytes) and writes the
    /// glyph (3 bytes of UTF-8), so at most 9 bytes a row and one colour change for the column.
    @Test func aColumnChangingInPlaceCostsAMoveAndAGlyphPerRow() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false,
                                     synchronizedOutput: .off)
        try backend.start()
        defer { backend.stop() }
        let red = RGB(r: 255, g: 0, b: 0), blue = RGB(r: 0, g: 0, b: 255)
        var grid = CellGrid(width: 40, height: 10, fill: Cell(" ", bg: red))
        for y in 0..<10 { grid[20, y] = Cell("▌", fg: blue, bg: red) }
        backend.draw(grid)
        backend.flush()
        let mark = try #require(backend.bytesWritten)
        for y in 0..<10 { grid[20, y] = Cell("▊", fg: blue, bg: red) }
        backend.draw(grid)
        backend.flush()
        let delta = backend.capturedOutput(from: mark)
        // One cursor address (≤ 8: ESC [ 1 ; 21 H), one colour pair (≤ 2 × 11: ESC [ 38;5;21 m
        // ESC [ 48;5;196 m), the reset ncurses ends a refresh with (ESC [ 39;49 m ESC ( B ESC [ m).
        let bound = 10 * 9 + 8 + 22 + 14
        #expect(delta.count <= bound, "\(delta.count) bytes: \(String(decoding: delta, as: UTF8.self).debugDescription)")
        #expect(Self.occurrences(of: Array("▊".utf8), in: delta) == 10)
    }
}
