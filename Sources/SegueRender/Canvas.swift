import SegueCore

/// A glyph of text (title, content, border) placed in a canvas cell.
struct TextGlyph {
    /// A `GlyphCode`.
    var code: UInt32
    /// Packed RGB.
    var fg: UInt32
    var attributes: CellAttributes
    /// The left half of a two-cell character (its continuation is the next glyph, one cell right).
    var isWide: Bool
    /// The right half of a two-cell character (the previous glyph, one cell left, is its lead).
    var isContinuation: Bool
    /// How strongly the glyph shows, 0…1: its view's opacity, times 1 − alpha of every
    /// translucent view painted over it since.
    var opacity: Double
    /// The text run (a title, a content line, a border cell) the glyph belongs to: runs over
    /// text show or hide whole (see `Rasterizer.endRun`).
    var run: Int32
}

/// How a view paints: its colour and opacity, and who it is for pattern mode.
struct Paint {
    /// Packed RGB.
    var color: UInt32
    /// Effective opacity (own × ancestors'), 0…1.
    var alpha: Double
    /// Paint order, 1-based (0 is the container background).
    var owner: UInt16
    /// The view takes the cell for pattern mode (opaque enough, and not a cover).
    var takesOwnership: Bool
    /// The view dims what it covers (a cover view in `.none` colour mode).
    var dims: Bool
    /// Text beneath is removed rather than faded (pattern mode, for views that take ownership).
    var hidesTextBeneath: Bool
    /// The cells it covers show the shadow pattern in pattern mode (the parallax edge shadow).
    var marksShadow = false

    var isOpaque: Bool { alpha >= 0.9999 }
}

/// The device area being composited, back to front: each cell is a single colour, or — where an
/// edge crosses it — a block of 8 × 2 colour samples (8 across for the eighth blocks, 2 down for
/// the half blocks). Text glyphs sit on top of the fill in a side table.
///
/// The hot loops touch every device cell of every view, so the buffers are raw memory owned by
/// this object, kept between frames (`reset` reuses them): a frame allocates nothing once the
/// canvas has reached its size. Every index is checked by the callers against `width`/`height`
/// (cells) and `blockCount` (blocks); a cell has at most one block, kept for the whole frame.
final class Canvas {
    static let samplesAcross = 8
    static let samplesDown = 2
    static let samplesPerCell = 16

    /// Flag bits per cell.
    static let complexFlag: UInt8 = 1
    static let dimFlag: UInt8 = 2
    /// The parallax edge shadow lies on the cell (drawn as a pattern in pattern mode).
    static let shadowFlag: UInt8 = 4

    @exclusivity(unchecked) private(set) var width = 0
    @exclusivity(unchecked) private(set) var height = 0
    /// The most cells this canvas holds (a bigger device needs a new canvas).
    let capacity: Int
    /// Per cell: the colour when the cell is uniform (packed RGB).
    let color: UnsafeMutablePointer<UInt32>
    /// Per cell: the owner (paint order) when uniform.
    let owner: UnsafeMutablePointer<UInt16>
    /// Per cell: `complexFlag` (the samples of its block are what counts), `dimFlag`.
    let flags: UnsafeMutablePointer<UInt8>
    /// Per cell: −1, or the index of its sample block.
    let block: UnsafeMutablePointer<Int32>
    /// Per cell: −1, or the index of its text glyph in `glyphs`.
    let text: UnsafeMutablePointer<Int32>
    /// Sample colours, `samplesPerCell` per block, row-major in the block (row 0 = top half).
    let samples: UnsafeMutablePointer<UInt32>
    let sampleOwner: UnsafeMutablePointer<UInt16>
    @exclusivity(unchecked) private(set) var blockCount = 0
    @exclusivity(unchecked) private(set) var glyphs: [TextGlyph] = []

    /// A canvas for up to `capacity` cells (at least 1).
    init(capacity: Int) {
        let n = max(1, capacity)
        self.capacity = n
        color = .allocate(capacity: n); color.initialize(repeating: 0, count: n)
        owner = .allocate(capacity: n); owner.initialize(repeating: 0, count: n)
        flags = .allocate(capacity: n); flags.initialize(repeating: 0, count: n)
        block = .allocate(capacity: n); block.initialize(repeating: -1, count: n)
        text = .allocate(capacity: n); text.initialize(repeating: -1, count: n)
        samples = .allocate(capacity: n * Self.samplesPerCell); samples.initialize(repeating: 0, count: n * Self.samplesPerCell)
        sampleOwner = .allocate(capacity: n * Self.samplesPerCell); sampleOwner.initialize(repeating: 0, count: n * Self.samplesPerCell)
    }

    deinit {
        color.deallocate(); owner.deallocate(); flags.deallocate(); block.deallocate(); text.deallocate()
        samples.deallocate(); sampleOwner.deallocate()
    }

    /// Makes the canvas `width` × `height` cells (at most `capacity`) of `background`, with no
    /// blocks or glyphs.
    func reset(width w: Int, height h: Int, background: UInt32) {
        precondition(max(0, w) * max(0, h) <= capacity, "canvas too small")
        width = max(0, w)
        height = max(0, h)
        let n = width * height
        color.update(repeating: background, count: n)
        owner.update(repeating: 0, count: n)
        flags.update(repeating: 0, count: n)
        block.update(repeating: -1, count: n)
        text.update(repeating: -1, count: n)
        blockCount = 0
        glyphs.removeAll(keepingCapacity: true)
    }

    @inline(__always) func isComplex(_ i: Int) -> Bool { flags[i] & Self.complexFlag != 0 }
    @inline(__always) func isDim(_ i: Int) -> Bool { flags[i] & Self.dimFlag != 0 }
    @inline(__always) func isShadow(_ i: Int) -> Bool { flags[i] & Self.shadowFlag != 0 }

    /// Makes cell `i` complex: its samples all take the cell's uniform colour and owner. Returns
    /// the index of its first sample.
    @inline(__always) func makeComplex(_ i: Int) -> Int {
        var b = Int(block[i])
        if b < 0 {
            b = blockCount
            blockCount += 1
            block[i] = Int32(b)
        }
        let base = b * Self.samplesPerCell
        if flags[i] & Self.complexFlag == 0 {
            samples.advanced(by: base).update(repeating: color[i], count: Self.samplesPerCell)
            sampleOwner.advanced(by: base).update(repeating: owner[i], count: Self.samplesPerCell)
            flags[i] |= Self.complexFlag
        }
        return base
    }

    /// Gives cell `i` a block (if it has none) and marks it complex without filling its samples:
    /// the caller writes all 16 (an image's two pixels). Returns the index of its first sample.
    @inline(__always) func takeBlock(_ i: Int) -> Int {
        if block[i] < 0 {
            block[i] = Int32(blockCount)
            blockCount += 1
        }
        flags[i] |= Self.complexFlag
        return Int(block[i]) * Self.samplesPerCell
    }

    /// Paints the `count` cells from `start` (one row) wholly.
    @inline(__always) func paintFull(_ start: Int, _ count: Int, _ p: Paint) {
        guard count > 0 else { return }
        let end = start + count
        if p.isOpaque {
            color.advanced(by: start).update(repeating: p.color, count: count)
            text.advanced(by: start).update(repeating: -1, count: count)
            if p.takesOwnership { owner.advanced(by: start).update(repeating: p.owner, count: count) }
            // An opaque view hides whatever dimmed the cell before it.
            let keep: UInt8 = ~(Self.complexFlag | Self.dimFlag | Self.shadowFlag), set: UInt8 = p.dims ? Self.dimFlag : 0
            for i in start..<end { flags[i] = (flags[i] & keep) | set }
            return
        }
        // A view mostly covers one colour: blend each colour met once, not once a cell.
        var blend = Blend(p)
        for i in start..<end {
            if flags[i] & Self.complexFlag != 0 {
                let base = Int(block[i]) * Self.samplesPerCell
                for k in base..<(base + Self.samplesPerCell) {
                    samples[k] = blend.over(samples[k])
                    if p.takesOwnership { sampleOwner[k] = p.owner }
                }
            } else {
                color[i] = blend.over(color[i])
                if p.takesOwnership { owner[i] = p.owner }
            }
            fadeText(i, p)
            if p.dims { flags[i] |= Self.dimFlag }
            if p.marksShadow { flags[i] |= Self.shadowFlag }
        }
    }

    /// Paints the samples of cell `i` in columns `[l0, r0)` of the top half and `[l1, r1)` of the
    /// bottom half (sample columns 0…8; an empty range paints nothing).
    @inline(__always) func paintPartial(_ i: Int, _ l0: Int, _ r0: Int, _ l1: Int, _ r1: Int, _ p: Paint) {
        let base = makeComplex(i)
        paintSamples(base, l0, r0, p)
        paintSamples(base + Self.samplesAcross, l1, r1, p)
        if p.alpha >= 0.5 { text[i] = -1 } else { fadeText(i, p) }
        if p.dims { flags[i] |= Self.dimFlag }
        if p.marksShadow { flags[i] |= Self.shadowFlag }
    }

    @inline(__always) private func paintSamples(_ rowBase: Int, _ l: Int, _ r: Int, _ p: Paint) {
        guard l < r else { return }
        var blend = Blend(p)
        for k in (rowBase + l)..<(rowBase + r) {
            samples[k] = p.isOpaque ? p.color : blend.over(samples[k])
            if p.takesOwnership { sampleOwner[k] = p.owner }
        }
    }

    /// A translucent view over a text glyph: the glyph stays, its colour blended like the fill —
    /// unless the view hides text beneath it (pattern mode, where nothing can fade).
    @inline(__always) private func fadeText(_ i: Int, _ p: Paint) {
        let t = Int(text[i])
        guard t >= 0 else { return }
        if p.hidesTextBeneath {
            text[i] = -1
        } else {
            glyphs[t].fg = Packed.over(p.color, glyphs[t].fg, p.alpha)
            glyphs[t].opacity *= 1 - p.alpha
        }
    }

    /// Places a text glyph in cell `i`.
    @inline(__always) func putGlyph(_ i: Int, _ g: TextGlyph) {
        text[i] = Int32(glyphs.count)
        glyphs.append(g)
    }

    /// Removes every glyph of text run `run` from cell row `row` (a run is one row).
    func removeRun(_ run: Int32, row: Int) {
        guard row >= 0, row < height else { return }
        for i in (row * width)..<((row + 1) * width) where text[i] >= 0 && glyphs[Int(text[i])].run == run { text[i] = -1 }
    }
}

/// `Packed.over` of one paint over the colours beneath it, remembering the last colour blended:
/// a view drawn over a flat background blends one colour, not one per cell (the same result).
struct Blend {
    private let color: UInt32
    private let alpha: Double
    private var lastBeneath: UInt32 = .max
    private var lastResult: UInt32 = 0

    @inline(__always) init(_ p: Paint) {
        color = p.color
        alpha = p.alpha
    }

    @inline(__always) mutating func over(_ beneath: UInt32) -> UInt32 {
        if beneath != lastBeneath {
            lastBeneath = beneath
            lastResult = Packed.over(color, beneath, alpha)
        }
        return lastResult
    }
}
