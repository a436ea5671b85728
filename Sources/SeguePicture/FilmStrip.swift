import SegueCore

/// Frames side by side on one picture, each with a label under it (`segue render --format png`;
/// docs/panel-and-exports.md, "Pictures"). All lengths in points × `scale`:
///
///     width  = n · frame width  + (n − 1) · gap + 2 · margin
///     height =     frame height + labelHeight   + 2 · margin
///
/// with `margin` 24 pt, `gap` 24 pt and `labelHeight` 36 pt (the label's DejaVu Sans 14 pt
/// centred on a baseline 24 pt under the frame), on `PictureStyle.background`. Each frame's
/// display gets a 1 px `PictureStyle.outline` just outside its rounded edge, so a light screen
/// still stands out from the background.
public enum FilmStrip {
    /// Unit: points.
    public static let margin = 24.0, gap = 24.0, labelHeight = 36.0, labelSize = 14.0, labelBaseline = 24.0

    /// The strip's size in pixels for `count` frames of `frameWidth` × `frameHeight` pixels at `scale`.
    public static func size(count: Int, frameWidth: Int, frameHeight: Int, scale: Double) -> (width: Int, height: Int) {
        let m = px(margin, scale), g = px(gap, scale), l = px(labelHeight, scale)
        return (count * frameWidth + max(0, count - 1) * g + 2 * m, frameHeight + l + 2 * m)
    }

    /// The strip of `frames` (all one size), each over its label in `labels`, at `scale`
    /// (pixels per point, (0, 4]), the frames' displays outlined with corners of
    /// `cornerRadius` points (≥ 0, default 0: `PictureShapes.displayCornerRadius`).
    public static func compose(_ frames: [PixelImage], labels: [String], scale: Double, cornerRadius: Double = 0,
                               fonts: FontSet) -> PixelImage {
        var strip = Builder(count: frames.count, frameWidth: frames.first?.width ?? 0, frameHeight: frames.first?.height ?? 0,
                            scale: scale, cornerRadius: cornerRadius)
        for (i, frame) in frames.enumerated() { strip.place(frame, at: i, label: i < labels.count ? labels[i] : nil, fonts: fonts) }
        return strip.image
    }

    /// A strip drawn one frame at a time, as the frames are made (so that only the strip and
    /// the frame at hand are in memory, never every frame; issue 28).
    public struct Builder {
        /// The strip so far: the background, and the frames placed.
        public private(set) var image: PixelImage
        let frameWidth: Int, frameHeight: Int, scale: Double, cornerRadius: Double

        /// A strip for `count` frames of `frameWidth` × `frameHeight` pixels at `scale` (pixels
        /// per point, (0, 4]), displays outlined with corners of `cornerRadius` points (≥ 0).
        public init(count: Int, frameWidth: Int, frameHeight: Int, scale: Double, cornerRadius: Double = 0) {
            let (w, h) = FilmStrip.size(count: count, frameWidth: frameWidth, frameHeight: frameHeight, scale: scale)
            image = PixelImage(width: w, height: h, color: PictureStyle.background)
            (self.frameWidth, self.frameHeight, self.scale, self.cornerRadius) = (frameWidth, frameHeight, scale, cornerRadius)
        }

        /// Places `frame` as frame `i` (0-based), with `label` under it (nil: none).
        public mutating func place(_ frame: PixelImage, at i: Int, label: String?, fonts: FontSet) {
            let m = px(margin, scale), g = px(gap, scale)
            let x = m + i * (frameWidth + g)
            image.place(frame, x: x, y: m)
            outline(x: x, y: m, width: frame.width, height: frame.height, radius: cornerRadius * scale, into: &image)
            guard let label else { return }
            let size = labelSize * scale
            let tw = fonts.width(of: label, weight: .regular, size: size)
            fonts.draw(label, weight: .regular, size: size, x: (Double(x) + (Double(frameWidth) - tw) / 2).rounded(),
                       y: Double(m + frameHeight) + labelBaseline * scale, color: PictureStyle.label, alpha: 1,
                       clip: PixelRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height), into: &image)
        }
    }

    /// A 1 px ring just outside the rounded rectangle at (x, y) of `width` × `height` pixels with
    /// corners of `radius` pixels (antialiased: coverage 1 − |d − 0.5|, d the signed distance).
    static func outline(x: Int, y: Int, width: Int, height: Int, radius: Double, into image: inout PixelImage) {
        let w = Double(width), h = Double(height)
        for py in (y - 2)..<(y + height + 2) {
            for px in (x - 2)..<(x + width + 2) {
                let inBand = px < x + Int(radius) + 2 || px >= x + width - Int(radius) - 2
                    || py < y + Int(radius) + 2 || py >= y + height - Int(radius) - 2
                guard inBand else { continue }
                let d = RoundedRectFill.signedDistance(Double(px - x) + 0.5, Double(py - y) + 0.5, width: w, height: h, radius: radius)
                guard d > -0.5 else { continue }
                let coverage = 1 - abs(d - 0.5)
                if coverage > 0 { image.blend(x: px, y: py, PictureStyle.outline, alpha: min(coverage, 1)) }
            }
        }
    }

    /// `points` × `scale`, rounded to whole pixels.
    static func px(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded()) }
}
