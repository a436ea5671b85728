import SegueSupport
import SegueScenario

/// A track resolved against a running transition: the view it moves and the values it moves
/// between, in the view's own properties.
struct ResolvedTrack {
    let spec: TrackSpec
    let view: View
    /// Property values at the start (only the properties the track names).
    let start: [AnimatableProperty: Double]
    /// Property values at the end.
    let end: [AnimatableProperty: Double]
    /// Keyframes: per keyframe, the property values it reaches.
    let keyframes: [(KeyframeSpec, [AnimatableProperty: Double])]
}

/// Turns track values (fractions, points, degrees) into view property values.
struct TrackResolver {
    /// Container size; unit: points.
    let container: Size
    /// −1 mirrors horizontal offsets (a tab transition going left).
    let mirror: Double

    /// Property values for `values` applied to a view laid out at `layout`.
    /// Unspecified values are left out.
    func properties(_ values: TrackValues, layout: Rect) -> [AnimatableProperty: Double] {
        var out: [AnimatableProperty: Double] = [:]
        if let x = values.x { out[.x] = layout.minX + mirror * x.resolve(in: container.width) }
        if let y = values.y { out[.y] = layout.minY + y.resolve(in: container.height) }
        if let s = values.scale { out[.scaleX] = s; out[.scaleY] = s }
        if let r = values.rotation { out[.rotation] = mirror * r * Double.pi / 180 }
        if let a = values.alpha { out[.alpha] = a }
        if let c = values.color { out[.red] = Double(c.r); out[.green] = Double(c.g); out[.blue] = Double(c.b) }
        return out
    }

    /// The laid-out value of a property (what an unspecified value means).
    func layoutValue(_ p: AnimatableProperty, view: View) -> Double {
        switch p {
        case .x: view.layoutFrame.minX
        case .y: view.layoutFrame.minY
        case .width: view.layoutFrame.width
        case .height: view.layoutFrame.height
        case .translationX, .translationY, .rotation, .cornerRadius: 0
        case .scaleX, .scaleY, .alpha: 1
        case .red, .green, .blue: view.value(p)
        }
    }

    /// Resolves a track: start values from `from` (or the layout), end values from `to` (or the
    /// layout), for every property either names.
    func resolve(_ spec: TrackSpec, view: View) -> ResolvedTrack {
        let layout = view.layoutFrame
        var start = properties(spec.from, layout: layout)
        var end = properties(spec.to, layout: layout)
        var frames: [(KeyframeSpec, [AnimatableProperty: Double])] = []
        for k in spec.keyframes { frames.append((k, properties(k.values, layout: layout))) }
        if spec.keyframes.isEmpty {
            for p in Set(start.keys).union(end.keys) {
                if start[p] == nil { start[p] = layoutValue(p, view: view) }
                if end[p] == nil { end[p] = layoutValue(p, view: view) }
            }
        } else {
            // A keyframe track ends on the last value each property reaches.
            for (_, values) in frames.sorted(by: { $0.0.start < $1.0.start }) {
                for (p, v) in values { end[p] = v }
            }
            for p in end.keys where start[p] == nil { start[p] = view.value(p) }
        }
        return ResolvedTrack(spec: spec, view: view, start: start, end: end, keyframes: frames)
    }
}

extension View {
    /// Sets several properties (animated when inside an animation block).
    func apply(_ values: [AnimatableProperty: Double]) {
        for p in AnimatableProperty.allCases { if let v = values[p] { set(p, v) } }
    }
}

/// Interpolates linearly between two property sets (the custom interaction's direct drive).
func interpolate(_ a: [AnimatableProperty: Double], _ b: [AnimatableProperty: Double], _ p: Double) -> [AnimatableProperty: Double] {
    var out: [AnimatableProperty: Double] = [:]
    for (k, va) in a { out[k] = va + ((b[k] ?? va) - va) * p }
    return out
}
