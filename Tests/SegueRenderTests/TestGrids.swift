@testable import SegueRender
import SegueCore

/// Helpers shared by the render tests.
enum TestGrids {
    /// The text of row `y` from column `x` for `width` cells, wide characters once, trailing spaces trimmed.
    static func text(_ grid: CellGrid, row y: Int, x: Int = 0, width: Int? = nil) -> String {
        var s = ""
        for cx in x..<(x + (width ?? grid.width - x)) where !grid[cx, y].isContinuation {
            s.append(grid[cx, y].glyph)
        }
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    /// Every scalar of every glyph in the grid.
    static func scalars(_ grid: CellGrid) -> [Unicode.Scalar] {
        grid.cells.flatMap { Array($0.glyph.unicodeScalars) }
    }

    /// The scenario the side-panel tests draw: an interactive pop at 53 %, easeInOut over 0.4 s
    /// with the playhead at 0.1 s, a pan gesture, and 30 log lines 0.05 s apart (line 28 a warning).
    static func sampleInfo() -> PanelInfo {
        PanelInfo(
            title: "Pan to pop, with parallax", phase: .interactive, percent: 0.53,
            timing: Timing.curve(.easeInOut).evaluator(nominalDuration: 0.4), timingOffset: 0.1, operation: .pop,
            gesture: GestureInfo(state: .changed, translation: 182, velocity: 640,
                                 releaseOutcome: .wouldRelease(FinishVerdict(rule: .threshold(0.5), percent: 0.53, velocity: 640)),
                                 isTouching: true),
            log: (0..<30).map { i in
                i == 28 ? LogEntry(t: Double(i) * 0.05, call: .warning("completeTransition(true) ignored: already completed"))
                    : LogEntry(t: Double(i) * 0.05, call: .note("update(0.\(i))"))
            },
            // pop-parallax mid-pop: the left-edge pan drives it, b pops, nothing left to push.
            controls: Controls(panEdge: .left, back: .pop))
    }
}
