import SegueCore

/// A view's animatable properties as Swift expressions (docs/export.md, "Tracks"): offsets in
/// points, scale, rotation in radians, alpha and colour. nil = not set by this statement set.
/// Offsets, scale and rotation go into one `CGAffineTransform` (so they compose, and the frame
/// is never set under a transform); `hasTransform` says whether the transform is written at all,
/// even as `.identity`.
struct ViewPropertyCode {
    var x: String?
    var y: String?
    var scale: String?
    var rotation: String?
    var alpha: String?
    var color: String?
    var hasTransform = false

    /// The statements that set these properties on the view called `view` (`fromView`, or
    /// `fromTitleBar?` for an optional element). Scale and rotation act about the view's layer's
    /// anchor point (`TransitionViews` moves it for a track anchored elsewhere than the centre).
    func statements(view: String) -> [String] {
        var out: [String] = []
        if hasTransform {
            // A chain of more than two links reads best one step a line.
            let chain = transformChain
            out.append("\(view).transform = " + (chain.count > 2 ? chain[0] : chain.joined(separator: ".")))
            if chain.count > 2 { out += chain.dropFirst().map { "    ." + $0 } }
        }
        if let alpha { out.append("\(view).alpha = \(alpha)") }
        if let color { out.append("\(view).backgroundColor = \(color)") }
        return out
    }

    /// The transform: translation, then rotation and scale, as the links of one chain
    /// (`CGAffineTransform(…)`, `rotated(by: …)`, …).
    var transformChain: [String] {
        let turns = rotation != nil || scale != nil
        guard turns else {
            guard x != nil || y != nil else { return [".identity"] }
            return ["CGAffineTransform(translationX: \(x ?? "0"), y: \(y ?? "0"))"]
        }
        var chain: [String] = []
        if x != nil || y != nil {
            chain.append("CGAffineTransform(translationX: \(x ?? "0"), y: \(y ?? "0"))")
        }
        if let rotation {
            chain.append(chain.isEmpty ? "CGAffineTransform(rotationAngle: \(rotation))" : "rotated(by: \(rotation))")
        }
        if let scale {
            chain.append(chain.isEmpty ? "CGAffineTransform(scaleX: \(scale), y: \(scale))" : "scaledBy(x: \(scale), y: \(scale))")
        }
        return chain
    }
}

extension ViewPropertyCode {
    /// The code of fixed `values`: offsets as fractions of `width`/`height` (or points),
    /// multiplied by `direction` when `mirrored` (a tab switch to a lower index negates `x` and
    /// the rotation); identity components are left out of the transform.
    init(_ values: TrackValues, mirrored: Bool) {
        func mirror(_ code: String) -> String { mirrored && code != "0" ? "direction * " + code : code }
        if let x = values.x, x != .fraction(0), x != .points(0) { self.x = mirror(Self.length(x, extent: "width")) }
        if let y = values.y, y != .fraction(0), y != .points(0) { self.y = Self.length(y, extent: "height") }
        if let s = values.scale, s != 1 { scale = SwiftLiteral.number(s) }
        if let r = values.rotation, r != 0 { rotation = mirror(SwiftLiteral.radians(degrees: r)) }
        alpha = values.alpha.map(SwiftLiteral.number)
        color = values.color.map(SwiftLiteral.color)
        hasTransform = values.x != nil || values.y != nil || values.scale != nil || values.rotation != nil
    }

    /// A length in points: `0.3333 * width` for a fraction, `120` for points.
    static func length(_ l: Length, extent: String) -> String {
        switch l {
        case .fraction(let f): SwiftLiteral.product(f, extent)
        case .points(let p): SwiftLiteral.number(p)
        case .roundedFraction(let f): "(\(SwiftLiteral.product(f, extent)) + 0.5).rounded(.down)"
        }
    }
}
