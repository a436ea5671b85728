#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// Where a view's title and content lines go in a picture, as a phone lays them out
/// (docs/panel-and-exports.md, "Pictures"): on a screen, the title in DejaVu Sans Bold 17 pt
/// centred in a 44 pt navigation bar below the status bar, the content in DejaVu Sans 17 pt on
/// 22 pt lines from 16 pt in, 20 pt under the bar; on a card or element, the title 12 pt from
/// the top (shrunk to fit the width, at least 9 pt) and the content at 15 pt on 20 pt lines,
/// 12 pt in. Text takes its view's transform: it moves and scales with it, and turns with it.
/// Black or white, whichever contrasts more with the view (`RGB.contrastingText`), at the
/// view's opacity; clipped to the view's box when upright. Text is sanitised first.
struct PictureText {
    let fonts: FontSet
    let containerSize: Size
    /// Unit: points.
    let statusBar: Double

    /// Layout constants; unit: points.
    static let titleSize = 17.0, barHeight = 44.0, bodySize = 17.0, bodyLine = 22.0, bodyInset = 16.0, bodyGap = 20.0
    static let cardTitleTop = 12.0, cardBodySize = 15.0, cardBodyLine = 20.0, cardInset = 12.0, minimumSize = 9.0

    /// Draws `v`'s title and content, mapped to pixels by `map`, at opacity `alpha`.
    func draw(_ v: SceneView, map: Affine, alpha: Double, isScreen: Bool, into image: inout PixelImage) {
        let title = v.title.map(Sanitize.text) ?? ""
        guard !title.isEmpty || !v.content.isEmpty else { return }
        let det = map.a * map.d - map.b * map.c
        let s = abs(det).squareRoot()  // pixels per point of the view
        guard s.isFinite, s > 1e-3 else { return }
        let angle = atan2(map.b, map.a)
        let upright = abs(angle) < 1e-6
        let clip = upright ? box(v, map) : PixelRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height)
        let color = v.color.contrastingText
        let w = v.frame.width, h = v.frame.height
        func put(_ text: String, _ weight: FontSet.Weight, size pt: Double, x: Double?, baseline: Double) {
            let px = pt * s
            let width = fonts.width(of: text, weight: weight, size: px) / s
            let p = map.apply(x ?? (w - width) / 2, baseline)
            fonts.draw(text, weight: weight, size: px, x: p.x, y: p.y, angle: angle, color: color, alpha: alpha, clip: clip, into: &image)
        }
        if isScreen {
            let bar = statusBar, titleBaseline = bar + Self.barHeight / 2 + 0.36 * Self.titleSize
            if !title.isEmpty { put(title, .bold, size: Self.titleSize, x: nil, baseline: titleBaseline) }
            var y = bar + Self.barHeight + Self.bodyGap + 0.76 * Self.bodySize
            for line in v.content {
                put(Sanitize.text(line), .regular, size: Self.bodySize, x: Self.bodyInset, baseline: y)
                y += Self.bodyLine
            }
            return
        }
        var y = Self.cardTitleTop
        if !title.isEmpty {
            let natural = fonts.width(of: title, weight: .bold, size: Self.titleSize * s) / s
            let fit = natural > 0 ? Self.titleSize * (w - 2 * Self.cardInset) / natural : Self.titleSize
            let size = max(Self.minimumSize, min(Self.titleSize, fit))
            // A short view (a bar, a chip) centres its title.
            let baseline = v.content.isEmpty && h < 3 * Self.titleSize ? h / 2 + 0.36 * size : y + 0.76 * size
            put(title, .bold, size: size, x: nil, baseline: baseline)
            y = baseline + 0.24 * size + 8
        }
        y += 0.76 * Self.cardBodySize
        for line in v.content {
            put(Sanitize.text(line), .regular, size: Self.cardBodySize, x: Self.cardInset, baseline: y)
            y += Self.cardBodyLine
        }
    }

    /// The pixels an upright view covers.
    private func box(_ v: SceneView, _ map: Affine) -> PixelRect {
        let p = map.apply(0, 0), q = map.apply(v.frame.width, v.frame.height)
        func clamp(_ x: Double) -> Int { Int(max(-1e6, min(1e6, x)).rounded()) }
        return PixelRect(minX: clamp(min(p.x, q.x)), minY: clamp(min(p.y, q.y)), maxX: clamp(max(p.x, q.x)), maxY: clamp(max(p.y, q.y)))
    }
}
