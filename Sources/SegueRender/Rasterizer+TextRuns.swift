import SegueCore

/// Text over text (docs/screen.md, docs/screen.md): a view's text is laid out in runs — its title
/// (with the blank either side), each content line, each border cell — and a run goes into the
/// canvas whole or not at all. Over text of views beneath, an opaque view's run simply shows
/// (its fill has removed what it covers). A translucent view's run shows when it is at least as
/// opaque as the strongest glyph it overlaps — a glyph beneath keeps its view's opacity times
/// 1 − alpha of every view painted over it since — and then every run it overlaps goes, whole;
/// otherwise the run is not drawn. Text a run does not overlap shows through, faded by the views
/// over it. So a cross-fade shows one whole line or the other, never a mix of both
/// (`West Lakeake`), and a faint title never hides a strong one.
extension Rasterizer {
    /// Starts a new run (forgetting any glyphs not ended).
    mutating func beginRun() {
        run.removeAll(keepingCapacity: true)
        runID &+= 1
    }

    /// Adds a glyph at device cell (`x`, `y`) to the run, if inside the device, in `fg` faded
    /// with the view (`Paint.alpha`) over the cell's colour.
    @inline(__always) mutating func addToRun(_ code: UInt32, _ x: Int, _ y: Int, _ fg: UInt32, _ attributes: CellAttributes,
                                             _ p: Paint, wide: Bool = false, continuation: Bool = false) {
        guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { return }
        let i = y * canvas.width + x
        run.append((i, TextGlyph(code: code, fg: blendedText(fg, i, p), attributes: attributes, isWide: wide, isContinuation: continuation,
                                 opacity: p.alpha, run: runID)))
    }

    /// Puts the run into the canvas, or leaves it out when the text beneath shows more (see
    /// the type's notes).
    mutating func endRun(_ p: Paint) {
        guard !run.isEmpty, makesRoomForText(p, in: run.lazy.map { $0.0 }) else { return }
        for (cell, glyph) in run { canvas.putGlyph(cell, glyph) }
    }

    /// Whether text painted with `p` in `cells` shows: opaque text always; translucent text only
    /// when it is at least as strong as the strongest text already in those cells, whose runs it
    /// then removes.
    @inline(__always) func makesRoomForText(_ p: Paint, in cells: some Collection<Int>) -> Bool {
        guard !p.isOpaque else { return true }
        var strongest = -1.0
        for cell in cells where canvas.text[cell] >= 0 {
            strongest = max(strongest, canvas.glyphs[Int(canvas.text[cell])].opacity)
        }
        guard strongest >= 0 else { return true }
        guard p.alpha >= strongest else { return false }
        for cell in cells where canvas.text[cell] >= 0 {
            canvas.removeRun(canvas.glyphs[Int(canvas.text[cell])].run, row: cell / canvas.width)
        }
        return true
    }
}
