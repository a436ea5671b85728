import SegueCore

/// One view's insertion or removal, from the scenario's tracks on that view, as an
/// `AnyTransition` expression (docs/export.md, "Transitions"), and what in the tracks
/// SwiftUI's built-in transitions cannot express.
///
/// A SwiftUI transition describes the one state a view is in off screen; the other end is the
/// view as laid out. So an insertion is built from a track's `from` values (its `to` must be as
/// laid out), a removal from its `to` values (its `from` must be as laid out). Offsets become
/// `.move(edge:)` when a view that fills the container travels exactly its width or height,
/// `.offset(x:y:)` in points otherwise; alpha 0 becomes `.opacity`; a scale `.scale(scale:anchor:)`;
/// several of them `.combined(with:)`. Rotation, any other alpha and keyframes are not expressible.
struct SwiftUITransition {
    /// The expression, e.g. `.move(edge: .bottom)`; `.identity` when the view does not move.
    var expression: String
    /// What could not be expressed, one phrase each (e.g. `rotation 30° on removal`).
    var unsupported: [String]
    /// Whether `expression` reads the container's size, `size` (a `CGSize`): offsets given as
    /// fractions of the container, when `relative`.
    var usesSize = false

    /// Whether the view is being inserted (its start state is off screen) or removed.
    enum Direction: String { case insertion, removal }

    /// - Parameters:
    ///   - tracks: the tracks on the view (a role's), in scenario order; none: `.identity`.
    ///   - direction: insertion (read the tracks' `from`) or removal (their `to`).
    ///   - container: the container's size; unit: points (fractions of x and y are of it).
    ///   - fillsContainer: whether the view's frame is the whole container (`.move(edge:)` moves a
    ///     view by its own size, so it stands for a full-width offset only then).
    ///   - relative: write offsets given as fractions of the container as products with `size`
    ///     (the container's size at run time) instead of points of the scenario's device.
    init(_ tracks: [TrackSpec], _ direction: Direction, container: Size, fillsContainer: Bool, relative: Bool = false) {
        var pieces: [String] = []
        unsupported = []
        for track in tracks {
            guard track.keyframes.isEmpty else {
                let count = track.keyframes.count
                unsupported.append("\(count) keyframe\(count == 1 ? "" : "s") on \(direction.rawValue) (keyframeAnimator can play them)")
                continue
            }
            let offScreen = direction == .insertion ? track.from : track.to
            let laidOut = direction == .insertion ? track.to : track.from
            guard Self.isAsLaidOut(laidOut) else {
                unsupported.append("an \(direction.rawValue) that \(direction == .insertion ? "ends" : "starts") away from the laid-out state")
                continue
            }
            pieces += Self.pieces(offScreen, anchor: track.anchor, container: container, fillsContainer: fillsContainer,
                                  relative: relative, unsupported: &unsupported, direction: direction)
        }
        usesSize = pieces.contains { $0.contains("size.") }
        guard let first = pieces.first else { expression = ".identity"; return }
        expression = pieces.dropFirst().reduce(first) { "\($0).combined(with: \($1))" }
    }

    /// Whether `v` leaves the view as laid out: no offset, scale 1, no rotation, opaque.
    static func isAsLaidOut(_ v: TrackValues) -> Bool {
        func zero(_ l: Length?) -> Bool { l.map { $0.resolve(in: 1) == 0 } ?? true }
        return zero(v.x) && zero(v.y) && (v.scale ?? 1) == 1 && (v.rotation ?? 0) == 0 && (v.alpha ?? 1) == 1
    }

    /// The built-in transitions that put a view in state `v`.
    private static func pieces(_ v: TrackValues, anchor: Anchor, container: Size, fillsContainer: Bool, relative: Bool,
                               unsupported: inout [String], direction: Direction) -> [String] {
        var out: [String] = []
        if let offset = offset(v, container: container, fillsContainer: fillsContainer, relative: relative) { out.append(offset) }
        if let s = v.scale, s != 1 {
            out.append(anchor == .center ? ".scale(scale: \(SwiftLiteral.number(s)))" : ".scale(scale: \(SwiftLiteral.number(s)), anchor: \(unitPoint(anchor)))")
        }
        if let a = v.alpha, a != 1 {
            if a == 0 { out.append(".opacity") } else { unsupported.append("alpha \(SwiftLiteral.number(a)) on \(direction.rawValue) (`.opacity` fades to 0)") }
        }
        if let r = v.rotation, r != 0 { unsupported.append("rotation \(SwiftLiteral.number(r))° on \(direction.rawValue)") }
        return out
    }

    /// `.move(edge:)` for a container-filling view moved by exactly ±1 of the container on one
    /// axis, else `.offset(x:y:)` in points; nil for no offset.
    /// `relative`: fractions as products with `size.width` / `size.height`.
    private static func offset(_ v: TrackValues, container: Size, fillsContainer: Bool, relative: Bool) -> String? {
        let x = v.x?.resolve(in: container.width) ?? 0, y = v.y?.resolve(in: container.height) ?? 0
        if x == 0 && y == 0 { return nil }
        if fillsContainer {
            if y == 0, abs(x) == container.width { return ".move(edge: \(x > 0 ? ".trailing" : ".leading"))" }
            if x == 0, abs(y) == container.height { return ".move(edge: \(y > 0 ? ".bottom" : ".top"))" }
        }
        func text(_ l: Length?, _ points: Double, _ extent: String) -> String {
            if relative, case .fraction(let f)? = l { return SwiftLiteral.product(f, "size." + extent) }
            return SwiftLiteral.number(points)
        }
        let parts = [x == 0 ? nil : "x: " + text(v.x, x, "width"), y == 0 ? nil : "y: " + text(v.y, y, "height")].compactMap { $0 }
        return ".offset(\(parts.joined(separator: ", ")))"
    }

    /// SwiftUI's `UnitPoint` for an anchor: a named one where it exists, else `UnitPoint(x:y:)`.
    static func unitPoint(_ a: Anchor) -> String {
        let names: [(Anchor, String)] = [
            (Anchor(x: 0, y: 0), "topLeading"), (Anchor(x: 0.5, y: 0), "top"), (Anchor(x: 1, y: 0), "topTrailing"),
            (Anchor(x: 0, y: 0.5), "leading"), (.center, "center"), (Anchor(x: 1, y: 0.5), "trailing"),
            (Anchor(x: 0, y: 1), "bottomLeading"), (Anchor(x: 0.5, y: 1), "bottom"), (Anchor(x: 1, y: 1), "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == a })?.1 { return "." + name }
        return "UnitPoint(x: \(SwiftLiteral.number(a.x)), y: \(SwiftLiteral.number(a.y)))"
    }

    /// `insertion` and `removal` as one transition: `.asymmetric` when they differ.
    static func combining(insertion: String, removal: String) -> String {
        insertion == removal ? insertion : ".asymmetric(insertion: \(insertion), removal: \(removal))"
    }
}

