import SegueCore
import SeguePixels

/// Scene → cells for the device area (docs/screen.md). Views are painted back to front (each view, then
/// its subviews with its transform composed) onto a `Canvas` at 8 × 2 samples a cell, clipped to
/// the device; then every cell is resolved to one glyph with a foreground and a background.
///
/// - Coverage: a sample counts as covered when its centre lies inside the view's transformed
///   rectangle (scanline spans of the convex quadrilateral; an axis-aligned rectangle is the same
///   quad with equal spans). Edges therefore land on the nearest eighth of a cell across and the
///   nearest half down: a view moved by 1/8 of a cell changes the picture.
/// - Edge cells: the eighth blocks `▏▎▍▌▋▊▉` are left-aligned, so the fg is always the left part:
///   a view's right edge gets fg = the view, bg = what is behind; a left edge the same glyphs with
///   fg/bg swapped. Horizontal edges use `▀`/`▄` with fg = the later-painted part.
/// - Alpha: a view's opacity is its own times its ancestors'; it is blended over what is behind
///   with `RGB.over`. A cover view is a translucent view like any other.
/// - Borders, titles, content: only for views whose transform keeps them axis-aligned (no
///   rotation); a rotated view is drawn as a filled shape without text. Text sits on the cells the
///   view covers wholly: the border on their outline (light box drawing), the title centred on the
///   top row in bold, content from the third row, two cells in from the left; everything is
///   sanitised, clipped to the view and the device, wide characters take two cells.
/// - Text colour: black or white, whichever contrasts more with the view's colour (WCAG).
/// - Text over text: a translucent view's text blends with the text beneath in runs (a title,
///   a content line, a border cell): of overlapping runs the more opaque shows whole and the
///   other not at all; text it does not overlap shows through, faded (`endRun`).
struct Rasterizer {
    /// The composite buffers (a reference: a renderer owns one canvas, replaced only by a
    /// bigger one when the device grows).
    private(set) var canvas = Canvas(capacity: 1)
    private(set) var options = RenderOptions()
    private(set) var glyphs = GlyphSet(ascii: false)
    /// The images views show, by content hash (nil: views with an image show their colour only).
    var images: ImageLibrary?
    /// Sanitised, measured text by source string.
    private var textCache: [String: [LaidChar]] = [:]
    private var paintCounter: UInt16 = 0
    /// Container points → sample coordinates.
    private(set) var toSamples = Affine.identity
    /// The text run being laid out (`beginRun` … `endRun`): its glyphs by cell, and its number.
    var run: [(cell: Int, glyph: TextGlyph)] = []
    var runID: Int32 = 0

    struct LaidChar {
        /// A `GlyphCode`.
        var code: UInt32
        var width: Int
    }

    mutating func setOptions(_ o: RenderOptions) {
        if o.ascii != options.ascii || glyphs.patterns.isEmpty {
            glyphs = GlyphSet(ascii: o.ascii)
            textCache.removeAll()
        }
        options = o
    }

    /// Paints `scene` onto the canvas for a device of `layout.device` cells. The canvas holds the
    /// result; `resolve(into:originX:originY:)` turns it into cells.
    mutating func paint(_ scene: Scene, layout: Layout) {
        let w = layout.device.width, h = layout.device.height
        if w * h > canvas.capacity { canvas = Canvas(capacity: w * h) }
        canvas.reset(width: w, height: h, background: Packed.pack(options.background))
        paintCounter = 0
        toSamples = Affine(a: Double(Canvas.samplesAcross) / layout.pointsPerCellX, b: 0, c: 0,
                           d: Double(Canvas.samplesDown) / layout.pointsPerCellY, tx: 0, ty: 0)
        guard w > 0, h > 0 else { return }
        for v in scene.views { draw(v, parent: .identity, parentAlpha: 1) }
        for v in scene.chrome { draw(v, parent: .identity, parentAlpha: 1) }
    }

    private mutating func draw(_ v: SceneView, parent: Affine, parentAlpha: Double) {
        let own = v.alpha.isFinite ? min(max(v.alpha, 0), 1) : 0
        let alpha = parentAlpha * own
        guard alpha > 0 else { return }
        let m = parent.concatenating(Affine.view(frame: v.frame, transform: v.transform, anchor: v.anchor))
        if v.id == EdgeShadow.viewID {
            drawShadow(v, m, alpha: alpha)
            return
        }
        fill(v, m, nextPaint(v, alpha: alpha))
        if v.id == NavigationBarLabels.barID {
            // The bar's labels follow UIKit's narrow-bar rule (docs/chrome.md, "A narrow bar").
            drawNavigationBarLabels(v.subviews, bar: v, m, alpha: alpha)
            return
        }
        for sub in v.subviews { draw(sub, parent: m, parentAlpha: alpha) }
    }

    /// The paint of the next view drawn, `v` at effective opacity `alpha` (numbering it unless it
    /// is a cover).
    mutating func nextPaint(_ v: SceneView, alpha: Double) -> Paint {
        // A presentation controller's dimming view and the navigation parallax's are covers too.
        let isCover = v.id == "cover" || v.id == "dimming" || v.id == "parallaxDimming"
        // Covers never own cells, so they take no number (and no pattern).
        if !isCover, paintCounter < UInt16.max { paintCounter += 1 }
        let patterns = options.usesPatterns
        let takes = !isCover && alpha >= 0.5
        return Paint(color: Packed.pack(v.color), alpha: alpha, owner: paintCounter, takesOwnership: takes,
                     dims: isCover && options.colorMode == .none && alpha >= 0.25,
                     hidesTextBeneath: patterns && takes)
    }

    /// The parallax edge shadow (`EdgeShadow`): three strips darkening towards its right side,
    /// owning no cells; in pattern mode the cells it covers show the shadow pattern while its
    /// alpha is at least 0.25.
    private mutating func drawShadow(_ v: SceneView, _ m: Affine, alpha: Double) {
        let marks = options.usesPatterns && alpha >= 0.25
        for strip in EdgeShadow.strips(3) {
            var part = v
            part.frame = Rect(x: 0, y: 0, width: v.frame.width * (strip.end - strip.start), height: v.frame.height)
            let shift = Affine(a: 1, b: 0, c: 0, d: 1, tx: v.frame.width * strip.start, ty: 0)
            let paint = Paint(color: Packed.pack(v.color), alpha: alpha * strip.alpha, owner: paintCounter, takesOwnership: false,
                              dims: false, hidesTextBeneath: false, marksShadow: marks)
            fill(part, m.concatenating(shift), paint)
        }
    }

    // MARK: fill

    private mutating func fill(_ v: SceneView, _ m: Affine, _ paint: Paint) {
        let s = toSamples.concatenating(m)
        let fw = v.frame.width, fh = v.frame.height
        let q = Quad(s.apply(0, 0), s.apply(fw, 0), s.apply(fw, fh), s.apply(0, fh))
        guard q.isFinite else { return }
        let maxI = canvas.width * Canvas.samplesAcross, maxJ = canvas.height * Canvas.samplesDown
        if s.isAxisAligned {
            let iStart = Self.sampleIndex(q.minX), iEnd = Self.sampleIndex(q.maxX)
            let jStart = Self.sampleIndex(q.minY), jEnd = Self.sampleIndex(q.maxY)
            let i0 = max(iStart, 0), i1 = min(iEnd, maxI), j0 = max(jStart, 0), j1 = min(jEnd, maxJ)
            if i0 < i1, j0 < j1, v.fillsBackground {
                for r in (j0 / 2)...((j1 - 1) / 2) {
                    let top = 2 * r >= j0 && 2 * r < j1, bottom = 2 * r + 1 >= j0 && 2 * r + 1 < j1
                    paintRow(r, top ? i0 : 0, top ? i1 : 0, bottom ? i0 : 0, bottom ? i1 : 0, paint)
                }
                if v.image != nil { paintImage(v, s, paint, rows: j0..<j1) { _ in (i0, i1) } }
            }
            // Under bars the title and content start below the safe area's top (docs/chrome.md).
            let safeRow = v.safeAreaTop > 0 ? ceilDiv(Self.sampleIndex(s.apply(0, v.safeAreaTop).y), 2) : nil
            decorate(v, paint, cellX0: ceilDiv(iStart, 8), cellX1: floorDiv(iEnd, 8),
                     cellY0: ceilDiv(jStart, 2), cellY1: floorDiv(jEnd, 2), titleRow: safeRow)
        } else {
            let j0 = max(Self.sampleIndex(q.minY), 0), j1 = min(Self.sampleIndex(q.maxY), maxJ)
            guard j0 < j1 else { return }
            for r in (j0 / 2)...((j1 - 1) / 2) {
                let (a0, b0) = q.span(row: 2 * r, limit: maxI)
                let (a1, b1) = q.span(row: 2 * r + 1, limit: maxI)
                paintRow(r, a0, b0, a1, b1, paint)
            }
            if v.image != nil { paintImage(v, s, paint, rows: j0..<j1) { q.span(row: $0, limit: maxI) } }
        }
    }

    /// The first sample whose centre (index + 0.5) is at or after `v` (sample units), clamped to
    /// a range that cannot overflow (NaN counts as 0).
    @inline(__always) static func sampleIndex(_ v: Double) -> Int {
        let r = (v - 0.5).rounded(.up)
        if r > -1e7, r < 1e7 { return Int(r) }
        return r >= 1e7 ? 10_000_000 : (r <= -1e7 ? -10_000_000 : 0)
    }

    /// Paints cell row `r` with the top samples in columns `[a0, b0)` and the bottom ones in
    /// `[a1, b1)` (sample columns, already clipped; empty when start ≥ end).
    private mutating func paintRow(_ r: Int, _ a0: Int, _ b0: Int, _ a1: Int, _ b1: Int, _ p: Paint) {
        let top = a0 < b0, bottom = a1 < b1
        guard top || bottom else { return }
        let lo = top && bottom ? min(a0, a1) : (top ? a0 : a1)
        let hi = top && bottom ? max(b0, b1) : (top ? b0 : b1)
        let first = lo / 8, last = (hi - 1) / 8
        var fullStart = last + 1, fullEnd = last + 1
        if top && bottom {
            let fs = ceilDiv(max(a0, a1), 8), fe = floorDiv(min(b0, b1), 8)
            if fs < fe { fullStart = fs; fullEnd = fe }
        }
        let rowBase = r * canvas.width
        var c = first
        while c <= last {
            if c == fullStart {
                canvas.paintFull(rowBase + fullStart, fullEnd - fullStart, p)
                c = fullEnd
                continue
            }
            let x = c * 8
            canvas.paintPartial(rowBase + c,
                                top ? min(max(a0 - x, 0), 8) : 0, top ? min(max(b0 - x, 0), 8) : 0,
                                bottom ? min(max(a1 - x, 0), 8) : 0, bottom ? min(max(b1 - x, 0), 8) : 0, p)
            c += 1
        }
    }

    // MARK: border and text

    /// Draws the border, title and content of an axis-aligned view whose wholly covered cells
    /// are columns `[cellX0, cellX1)` and rows `[cellY0, cellY1)` (device cells, not clipped); the
    /// title goes on `titleRow` when given (below bars), else on the top border line.
    private mutating func decorate(_ v: SceneView, _ p: Paint, cellX0 x0: Int, cellX1 x1: Int, cellY0 y0: Int, cellY1 y1: Int,
                                   titleRow: Int? = nil) {
        guard x1 > x0, y1 > y0 else { return }
        let hasText = v.title != nil || !v.content.isEmpty
        guard v.border || hasText else { return }
        let textColor = Packed.contrast(p.color)
        if v.border, x1 - x0 >= 2, y1 - y0 >= 2 {
            let lineColor = Packed.over(textColor, p.color, 0.45)
            let g = glyphs
            // A rounded layer (cornerRadius > 0, e.g. a zooming view) gets rounded corner glyphs.
            let round = v.cornerRadius > 0
            putGlyph(round ? g.frameTopLeft : g.topLeft, x0, y0, lineColor, [], p)
            putGlyph(round ? g.frameTopRight : g.topRight, x1 - 1, y0, lineColor, [], p)
            putGlyph(round ? g.frameBottomLeft : g.bottomLeft, x0, y1 - 1, lineColor, [], p)
            putGlyph(round ? g.frameBottomRight : g.bottomRight, x1 - 1, y1 - 1, lineColor, [], p)
            let cxa = max(x0 + 1, 0), cxb = min(x1 - 1, canvas.width)
            if cxa < cxb {
                for x in cxa..<cxb {
                    putGlyph(g.horizontal, x, y0, lineColor, [], p)
                    putGlyph(g.horizontal, x, y1 - 1, lineColor, [], p)
                }
            }
            let cya = max(y0 + 1, 0), cyb = min(y1 - 1, canvas.height)
            if cya < cyb {
                for y in cya..<cyb {
                    putGlyph(g.vertical, x0, y, lineColor, [], p)
                    putGlyph(g.vertical, x1 - 1, y, lineColor, [], p)
                }
            }
        }
        let ty = max(titleRow ?? y0, y0)
        if let title = v.title, ty < y1 {
            let laid = layText(title)
            let tw = laid.reduce(0) { $0 + $1.width }
            let left = x0 + 1, avail = x1 - x0 - 2
            if avail > 0, tw > 0 {
                beginRun()
                if tw + 2 <= avail {
                    let start = left + (avail - tw - 2) / 2
                    addToRun(glyphs.space, start, ty, textColor, [.bold], p)
                    addText(laid, x: start + 1, y: ty, clipX0: left, clipX1: x1 - 1, fg: textColor, attributes: [.bold], p)
                    addToRun(glyphs.space, start + 1 + tw, ty, textColor, [.bold], p)
                } else {
                    let start = tw <= avail ? left + (avail - tw) / 2 : left
                    addText(laid, x: start, y: ty, clipX0: left, clipX1: x1 - 1, fg: textColor, attributes: [.bold], p)
                }
                endRun(p)
            }
        }
        let bottomLimit = v.border ? y1 - 1 : y1
        var y = ty + 2
        for line in v.content {
            if y >= bottomLimit || y >= canvas.height { break }
            if y >= 0 {
                let laid = layText(line)
                beginRun()
                let end = addText(laid, x: x0 + 2, y: y, clipX0: x0 + 2, clipX1: x1 - 2, fg: textColor, attributes: [], p)
                if options.usesPatterns, !laid.isEmpty {
                    // Blank cells either side keep text readable on a pattern fill.
                    if x0 + 1 < x1 - 1 { addToRun(glyphs.space, x0 + 1, y, textColor, [], p) }
                    if end < x1 - 1 { addToRun(glyphs.space, end, y, textColor, [], p) }
                }
                endRun(p)
            }
            y += 1
        }
    }

    /// Adds laid-out text from column `x` of row `y` to the run, inside columns `[clipX0, clipX1)`
    /// and the device; a wide character that would be split by the clip is dropped. Returns the
    /// column after the last character added (or reached).
    @discardableResult
    mutating func addText(_ laid: [LaidChar], x: Int, y: Int, clipX0: Int, clipX1: Int,
                                  fg: UInt32, attributes: CellAttributes, _ p: Paint) -> Int {
        guard y >= 0, y < canvas.height else { return x }
        let lo = max(clipX0, 0), hi = min(clipX1, canvas.width)
        var cx = x
        for lc in laid {
            if cx + lc.width > hi { break }
            if cx >= lo {
                if lc.width == 2 {
                    addToRun(lc.code, cx, y, fg, attributes, p, wide: true)
                    addToRun(glyphs.space, cx + 1, y, fg, attributes, p, continuation: true)
                } else {
                    addToRun(lc.code, cx, y, fg, attributes, p)
                }
            }
            cx += lc.width
        }
        return cx
    }

    /// One single-width glyph at device cell (`x`, `y`), if inside the device, as a run of its own
    /// (a border cell).
    /// (`beginRun`, `addToRun`, `endRun` for one glyph, without the run's array: a border puts
    /// a few hundred a frame.)
    @inline(__always) private mutating func putGlyph(_ ch: UInt32, _ x: Int, _ y: Int, _ fg: UInt32, _ attributes: CellAttributes, _ p: Paint) {
        runID &+= 1
        guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { return }
        let i = y * canvas.width + x
        guard makesRoomForText(p, in: CollectionOfOne(i)) else { return }
        canvas.putGlyph(i, TextGlyph(code: ch, fg: blendedText(fg, i, p), attributes: attributes, isWide: false, isContinuation: false,
                                     opacity: p.alpha, run: runID))
    }

    /// A translucent view's text fades with it: `fg` over the cell's colour at the view's alpha.
    @inline(__always) func blendedText(_ fg: UInt32, _ i: Int, _ p: Paint) -> UInt32 {
        p.isOpaque ? fg : Packed.over(fg, canvas.color[i], p.alpha)
    }

    /// `text` sanitised (`Sanitize.text`) and split into characters with their display widths;
    /// zero-width characters dropped; in ASCII mode every other character becomes `?` (one per
    /// cell it takes). Cached by the source string.
    mutating func layText(_ text: String) -> [LaidChar] {
        if let hit = textCache[text] { return hit }
        var out: [LaidChar] = []
        let question = UInt32(UInt8(ascii: "?"))
        for ch in Sanitize.text(text) {
            let w = min(DisplayWidth.of(ch), 2)
            if w == 0 { continue }
            if options.ascii, !ch.isASCII {
                for _ in 0..<w { out.append(LaidChar(code: question, width: 1)) }
            } else {
                out.append(LaidChar(code: GlyphCode.code(for: ch), width: w))
            }
        }
        if textCache.count >= 4096 { textCache.removeAll(keepingCapacity: true) }
        textCache[text] = out
        return out
    }
}

/// A convex quadrilateral in sample coordinates (a view's transformed rectangle).
struct Quad {
    var x0, y0, x1, y1, x2, y2, x3, y3: Double

    init(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double), _ p3: (x: Double, y: Double)) {
        x0 = p0.x; y0 = p0.y; x1 = p1.x; y1 = p1.y; x2 = p2.x; y2 = p2.y; x3 = p3.x; y3 = p3.y
    }

    var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && x3.isFinite && y3.isFinite }
    var minX: Double { min(x0, x1, x2, x3) }
    var maxX: Double { max(x0, x1, x2, x3) }
    var minY: Double { min(y0, y1, y2, y3) }
    var maxY: Double { max(y0, y1, y2, y3) }

    /// The sample columns `[start, end)` of sample row `row` whose centres lie inside the quad,
    /// clipped to `[0, limit)`; `(0, 0)` when none.
    func span(row: Int, limit: Int) -> (Int, Int) {
        let y = Double(row) + 0.5
        var lo = Double.infinity, hi = -Double.infinity
        @inline(__always) func edge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            if (ay <= y && y < by) || (by <= y && y < ay) {
                let x = ax + (y - ay) * (bx - ax) / (by - ay)
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        edge(x0, y0, x1, y1)
        edge(x1, y1, x2, y2)
        edge(x2, y2, x3, y3)
        edge(x3, y3, x0, y0)
        guard lo < hi else { return (0, 0) }
        let a = max(Rasterizer.sampleIndex(lo), 0), b = min(Rasterizer.sampleIndex(hi), limit)
        return a < b ? (a, b) : (0, 0)
    }
}

/// ⌈a / b⌉ for b > 0, any sign of a.
@inline(__always) func ceilDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? (a + b - 1) / b : -((-a) / b) }
/// ⌊a / b⌋ for b > 0, any sign of a.
@inline(__always) func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
