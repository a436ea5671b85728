/// A palette of at most 256 colours for one picture, by median cut (Heckbert 1982), with the
/// picture's large areas kept exact: every colour covering at least `exactShare` of the pixels
/// (up to 128 of them) takes a palette entry of its own, so a view's fill — the to view's colour
/// at the end of a transition — is the colour it is. The rest are split into boxes along their
/// widest channel at the weighted median until the palette is full; each box becomes its
/// weighted mean. A picture of at most 256 colours keeps them all.
enum MedianCut {
    /// The share of the pixels that makes a colour exact; unitless.
    static let exactShare = 0.002

    /// The palette (0xRRGGBB each, 1…256 entries) for `colors` (colour, pixel count).
    static func palette(_ colors: [(color: UInt32, count: Int)], size: Int = 256) -> [UInt32] {
        if colors.count <= size { return colors.isEmpty ? [0] : colors.map(\.color) }
        let total = colors.reduce(0) { $0 + $1.count }
        let sorted = colors.sorted { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }
        let threshold = max(1, Int(Double(total) * exactShare))
        let exact = sorted.prefix { $0.count >= threshold }.prefix(size / 2).map(\.color)
        let rest = Array(sorted.dropFirst(exact.count))
        return exact + cut(rest, into: size - exact.count)
    }

    /// Median cut of `colors` into at most `n` boxes, each box's weighted mean.
    private static func cut(_ colors: [(color: UInt32, count: Int)], into n: Int) -> [UInt32] {
        guard !colors.isEmpty, n > 0 else { return [] }
        var boxes: [[(color: UInt32, count: Int)]] = [colors]
        while boxes.count < n {
            // Split the box with the largest channel range times pixel count.
            var best = -1, bestScore = 0
            for (i, b) in boxes.enumerated() where b.count > 1 {
                let score = widest(b).range * b.reduce(0) { $0 + $1.count }
                if score > bestScore { best = i; bestScore = score }
            }
            guard best >= 0 else { break }
            let box = boxes[best]
            let shift = widest(box).shift
            let ordered = box.sorted { ($0.color >> shift) & 0xFF < ($1.color >> shift) & 0xFF }
            let half = ordered.reduce(0) { $0 + $1.count } / 2
            var acc = 0, split = 1
            for (i, c) in ordered.enumerated() {
                acc += c.count
                if acc >= half { split = min(max(i + 1, 1), ordered.count - 1); break }
            }
            boxes[best] = Array(ordered[..<split])
            boxes.append(Array(ordered[split...]))
        }
        return boxes.map(mean)
    }

    /// The channel (its bit shift) with the widest range in `box`, and that range.
    private static func widest(_ box: [(color: UInt32, count: Int)]) -> (shift: UInt32, range: Int) {
        var best: (shift: UInt32, range: Int) = (16, -1)
        for shift: UInt32 in [16, 8, 0] {
            var lo = 255, hi = 0
            for c in box {
                let v = Int((c.color >> shift) & 0xFF)
                lo = min(lo, v); hi = max(hi, v)
            }
            if hi - lo > best.range { best = (shift, hi - lo) }
        }
        return best
    }

    private static func mean(_ box: [(color: UInt32, count: Int)]) -> UInt32 {
        var r = 0, g = 0, b = 0, n = 0
        for c in box {
            r += Int((c.color >> 16) & 0xFF) * c.count; g += Int((c.color >> 8) & 0xFF) * c.count; b += Int(c.color & 0xFF) * c.count
            n += c.count
        }
        let d = max(n, 1)
        return UInt32((r + d / 2) / d) << 16 | UInt32((g + d / 2) / d) << 8 | UInt32((b + d / 2) / d)
    }
}
