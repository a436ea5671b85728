import SegueCore

extension Rasterizer {
    /// Writes the painted canvas into `grid` with its top-left cell at (`originX`, `originY`).
    ///
    /// A uniform cell becomes a space on its colour (or its text glyph). A cell crossed by an
    /// edge (8 × 2 samples) becomes the glyph that best represents its samples — blank, one of
    /// the seven left-aligned eighth blocks (fg = left colour, bg = right colour) or a half block
    /// (fg = the later-painted half) — whichever leaves the least squared colour error, ties to
    /// the earlier in that order. In pattern mode a cell shows the pattern of the view owning most
    /// of it. Text whose colour has faded to within 12/255 of its background is dropped.
    func resolve(into grid: inout CellGrid, originX: Int, originY: Int) {
        let w = canvas.width, h = canvas.height
        guard w > 0, h > 0 else { return }
        let patterns = options.usesPatterns
        let colored = options.colorMode != .none
        let space = glyphs.space
        let gw = grid.width, gh = grid.height
        let canvas = self.canvas
        let dimBit = UInt32(CellAttributes.dim.rawValue)
        var inkFor: UInt32 = 0xFFFF_FFFF, ink: UInt32 = 0  // the last pattern ink computed, by background
        // The canvas's buffers, read once (the compiler cannot know the grid's cells do not alias them).
        let colorOf = canvas.color, flagsOf = canvas.flags, textOf = canvas.text
        // The columns of the canvas that land inside the grid.
        let xFrom = max(0, -originX), xTo = min(w, gw - originX)
        guard xFrom < xTo else { return }
        grid.withUnsafeMutableCells { cells in
            for y in 0..<h {
                let gy = originY + y
                if gy < 0 || gy >= gh { continue }
                for x in xFrom..<xTo {
                    let gx = originX + x
                    let i = y * w + x
                    // The common case: one colour, no text, not dimmed, no patterns — a space on it.
                    if !patterns, flagsOf[i] == 0, textOf[i] < 0 {
                        cells[gy * gw + gx] = colored ? Cell(code: space, fgBits: Cell.defaultColor, bgBits: colorOf[i], flagBits: 0)
                                                      : Cell(code: space, flagBits: 0)
                        continue
                    }
                    var code: UInt32, fg = Cell.defaultColor, bg: UInt32, flags: UInt32 = 0
                    if !canvas.isComplex(i) {
                        bg = canvas.color[i]
                        code = patterns ? glyphs.pattern(canvas.owner[i]) : space
                    } else if patterns {
                        let r = patternCell(block: Int(canvas.block[i]))
                        bg = r.bg
                        code = glyphs.pattern(r.owner)
                    } else {
                        let r = blockCell(block: Int(canvas.block[i]))
                        bg = r.bg
                        code = r.glyph
                        fg = r.fg
                    }
                    if patterns, canvas.isShadow(i) { code = glyphs.shadow }
                    if patterns, colored {
                        if bg != inkFor { inkFor = bg; ink = patternInk(bg) }
                        fg = ink
                    }
                    let t = Int(canvas.text[i])
                    if t >= 0, textIsWhole(t, i, x) {
                        let g = canvas.glyphs[t]
                        // Faded text drops out (not halves of wide characters, which go in pairs).
                        if !colored || g.isWide || g.isContinuation || g.code == space || Packed.maxChannelDistance(g.fg, bg) >= 12 {
                            code = g.code
                            fg = g.fg
                            flags = UInt32(g.attributes.rawValue) | (g.isContinuation ? Cell.continuationBit : 0)
                        }
                    }
                    if canvas.isDim(i) { flags |= dimBit }
                    cells[gy * gw + gx] = colored ? Cell(code: code, fgBits: fg, bgBits: bg, flagBits: flags)
                                                  : Cell(code: code, flagBits: flags)
                }
            }
        }
    }

    /// Whether the glyph `t` in cell `i` (column `x`) is not half of a wide character whose
    /// other half was painted over.
    @inline(__always) private func textIsWhole(_ t: Int, _ i: Int, _ x: Int) -> Bool {
        let g = canvas.glyphs[t]
        if g.isWide { return x + 1 < canvas.width && Int(canvas.text[i + 1]) == t + 1 }
        if g.isContinuation { return x > 0 && Int(canvas.text[i - 1]) == t - 1 }
        return true
    }

    /// The faint ink of a pattern glyph on `bg`.
    @inline(__always) private func patternInk(_ bg: UInt32) -> UInt32 { Packed.over(Packed.contrast(bg), bg, 0.3) }

    /// The owner of most samples of block `b` (ties to the later-painted) and their mean colour.
    private func patternCell(block b: Int) -> (owner: UInt16, bg: UInt32) {
        let base = b * Canvas.samplesPerCell
        var best: UInt16 = 0, bestCount = 0
        for k in 0..<Canvas.samplesPerCell {
            let o = canvas.sampleOwner[base + k]
            var n = 0
            for m in 0..<Canvas.samplesPerCell where canvas.sampleOwner[base + m] == o { n += 1 }
            if n > bestCount || (n == bestCount && o > best) { best = o; bestCount = n }
        }
        var sr = 0, sg = 0, sb = 0
        for k in 0..<Canvas.samplesPerCell {
            let c = canvas.samples[base + k]
            sr += Int((c >> 16) & 0xFF); sg += Int((c >> 8) & 0xFF); sb += Int(c & 0xFF)
        }
        return (best, Self.mean(sr, sg, sb, Canvas.samplesPerCell))
    }

    @inline(__always) static func mean(_ r: Int, _ g: Int, _ b: Int, _ n: Int) -> UInt32 {
        UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
    }

    /// The best glyph for a block of samples (see `resolve`).
    private func blockCell(block b: Int) -> (glyph: UInt32, fg: UInt32, bg: UInt32) {
        let base = b * Canvas.samplesPerCell
        if let exact = exactSplit(base) { return exact }
        // Per column k: channel sums (r, g, b) and the sum of squares over both halves, at
        // cols[4k ..< 4k+4]; the top row's totals on the side.
        var choice = 0  // 0 blank, 1…7 eighths, 8 half blocks
        var all = (0, 0, 0), top = (0, 0, 0), left = (0, 0, 0)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { cols in
            var tr = 0, tg = 0, tb = 0, tq = 0
            var ar = 0, ag = 0, ab = 0, aq = 0
            for k in 0..<8 {
                let u = canvas.samples[base + k], d = canvas.samples[base + 8 + k]
                let ur = Int((u >> 16) & 0xFF), ug = Int((u >> 8) & 0xFF), ub = Int(u & 0xFF)
                let dr = Int((d >> 16) & 0xFF), dg = Int((d >> 8) & 0xFF), db = Int(d & 0xFF)
                let uq = ur * ur + ug * ug + ub * ub
                let r = ur + dr, g = ug + dg, bl = ub + db, q = uq + dr * dr + dg * dg + db * db
                cols[4 * k] = r; cols[4 * k + 1] = g; cols[4 * k + 2] = bl; cols[4 * k + 3] = q
                tr += ur; tg += ug; tb += ub; tq += uq
                ar += r; ag += g; ab += bl; aq += q
            }
            @inline(__always) func sse(_ r: Int, _ g: Int, _ b: Int, _ q: Int, _ n: Int) -> Double {
                Double(q) - Double(r * r + g * g + b * b) / Double(n)
            }
            var best = sse(ar, ag, ab, aq, 16)
            var lr = 0, lg = 0, lb = 0, lq = 0
            for k in 1...7 {
                lr += cols[4 * k - 4]; lg += cols[4 * k - 3]; lb += cols[4 * k - 2]; lq += cols[4 * k - 1]
                let e = sse(lr, lg, lb, lq, 2 * k) + sse(ar - lr, ag - lg, ab - lb, aq - lq, 16 - 2 * k)
                if e < best - 1e-6 { best = e; choice = k; left = (lr, lg, lb) }
            }
            let eh = sse(tr, tg, tb, tq, 8) + sse(ar - tr, ag - tg, ab - tb, aq - tq, 8)
            if eh < best - 1e-6 { choice = 8 }
            all = (ar, ag, ab)
            top = (tr, tg, tb)
        }
        switch choice {
        case 0:
            return (glyphs.space, 0, Self.mean(all.0, all.1, all.2, 16))
        case 8:
            let t = Self.mean(top.0, top.1, top.2, 8), bottom = Self.mean(all.0 - top.0, all.1 - top.1, all.2 - top.2, 8)
            var topOwner: UInt16 = 0, bottomOwner: UInt16 = 0
            for k in 0..<8 {
                topOwner = max(topOwner, canvas.sampleOwner[base + k])
                bottomOwner = max(bottomOwner, canvas.sampleOwner[base + 8 + k])
            }
            return topOwner >= bottomOwner ? (glyphs.upperHalf, t, bottom) : (glyphs.lowerHalf, bottom, t)
        default:
            let n = 2 * choice
            return (glyphs.eighths[choice], Self.mean(left.0, left.1, left.2, n),
                    Self.mean(all.0 - left.0, all.1 - left.1, all.2 - left.2, 16 - n))
        }
    }

    /// The common cases without arithmetic: a block that is one colour, or exactly two colours
    /// split by one vertical line (both halves alike) — the cases where the least-error choice
    /// has zero error and is unique, so the result is the same as the general search.
    @inline(__always) private func exactSplit(_ base: Int) -> (glyph: UInt32, fg: UInt32, bg: UInt32)? {
        let s = canvas.samples
        if s[base] != s[base + 8] { return halves(base) }
        for k in 0..<8 where s[base + k] != s[base + 8 + k] { return nil }
        let a = s[base]
        var k = 1
        while k < 8, s[base + k] == a { k += 1 }
        if k == 8 { return (glyphs.space, 0, a) }
        let b = s[base + k]
        var m = k + 1
        while m < 8, s[base + m] == b { m += 1 }
        return m == 8 ? (glyphs.eighths[k], a, b) : nil
    }

    /// A block whose upper half is one colour and lower half another (an image's two pixels):
    /// the half block, as the general search would choose it (the only zero-error glyph).
    @inline(__always) private func halves(_ base: Int) -> (glyph: UInt32, fg: UInt32, bg: UInt32)? {
        let s = canvas.samples, o = canvas.sampleOwner
        let t = s[base], b = s[base + 8]
        var topOwner: UInt16 = 0, bottomOwner: UInt16 = 0
        for k in 0..<8 {
            guard s[base + k] == t, s[base + 8 + k] == b else { return nil }
            topOwner = max(topOwner, o[base + k])
            bottomOwner = max(bottomOwner, o[base + 8 + k])
        }
        return topOwner >= bottomOwner ? (glyphs.upperHalf, t, b) : (glyphs.lowerHalf, b, t)
    }
}
