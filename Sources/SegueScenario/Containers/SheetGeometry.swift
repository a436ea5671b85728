import SegueSupport

/// Where a sheet's detents are and what follows from the sheet's height: the dimming, the
/// presenter's recession, the rubber band, and where a release sends it (docs/gestures.md,
/// "Sheets"). Pure values: every function is a closed form of its arguments.
///
/// Positions are the sheet's top, y in container points (down = larger); heights are the
/// container height less the top; velocities are in points per second, down positive.
public struct SheetGeometry: Sendable, Equatable {
    /// UIScrollView's normal deceleration rate, per millisecond (WWDC 2018 "Designing Fluid Interfaces").
    public static let decelerationRate = 0.998
    /// The dimming view's alpha once the sheet is a whole detent above the largest undimmed one.
    public static let maximumDimmingAlpha = 0.4
    /// The presenter's scale behind a large sheet (about its top centre): its sides move in
    /// 16 pt on the 390 pt phone (390 × 0.08 / 2 = 15.6).
    public static let recededScale = 0.92
    /// UIScrollView's rubber-band constant c in (1 − 1 / (x × c / d + 1)) × d.
    public static let rubberBandConstant = 0.55

    public let sheet: SheetSpec
    /// The container's size; unit: points.
    public let containerSize: Size
    /// How far below the container's top the large detent's top is; unit: points; ≥ 0.
    public let topInset: Double
    /// How far the presenter moves down behind a large sheet; unit: points; ≥ 0.
    public let safeAreaTop: Double
    /// The bottom safe area (the home indicator), which a custom detent's height excludes;
    /// unit: points; ≥ 0.
    public let safeAreaBottom: Double

    /// - Parameters:
    ///   - sheet: the sheet's detents and options.
    ///   - containerSize: the container, in points.
    ///   - topInset: the large detent's distance from the top, in points (`Device.sheetTopInset`).
    ///   - safeAreaTop: the presenter's offset behind a large sheet, in points (`Device.safeAreaTop`).
    ///   - safeAreaBottom: the bottom safe area, in points (`Device.safeAreaBottom`).
    public init(sheet: SheetSpec, containerSize: Size, topInset: Double, safeAreaTop: Double, safeAreaBottom: Double) {
        self.sheet = sheet
        self.containerSize = containerSize
        self.topInset = topInset
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    /// The geometry of `sheet` on `device` in a container of `containerSize` points.
    public init(sheet: SheetSpec, device: Device, containerSize: Size) {
        self.init(sheet: sheet, containerSize: containerSize, topInset: device.sheetTopInset, safeAreaTop: device.safeAreaTop,
                  safeAreaBottom: device.safeAreaBottom)
    }

    /// The sheet's height at the detent with this identifier (0 for an unknown one); unit: points.
    public func height(of identifier: String) -> Double {
        sheet.detent(identifier)?.height(inContainer: containerSize.height, topInset: topInset, safeAreaBottom: safeAreaBottom) ?? 0
    }

    /// The sheet's top at the detent with this identifier; unit: points from the container's top.
    public func top(of identifier: String) -> Double { containerSize.height - height(of: identifier) }

    /// The detents from the smallest height to the largest (ties: the order written).
    public var detentsBySize: [(identifier: String, height: Double)] {
        sheet.detents.enumerated()
            .map { (i: $0.offset, identifier: $0.element.identifier, height: height(of: $0.element.identifier)) }
            .sorted { $0.height != $1.height ? $0.height < $1.height : $0.i < $1.i }
            .map { (identifier: $0.identifier, height: $0.height) }
    }

    /// The height of the sheet's view: its largest detent's; unit: points.
    public var sheetHeight: Double { detentsBySize.last?.height ?? containerSize.height - topInset }

    // MARK: Release

    /// position + (v / 1000) × r / (1 − r), r = 0.998: where a release at `top` moving at
    /// `velocity` (points per second, down positive) would come to rest if it decelerated
    /// like a scroll view; unit: points.
    public static func projectedTop(_ top: Double, velocity: Double) -> Double {
        let r = decelerationRate
        return top + velocity / 1000 * r / (1 - r)
    }

    /// What a release at `top` with `velocity` (points per second, down positive) does: the
    /// detent whose top is nearest the projected top — or, when the container's bottom (a
    /// dismissed sheet) is nearer still, a dismissal (refused, to the nearest detent, when
    /// `isModalInPresentation`).
    public func release(top: Double, velocity: Double) -> SheetRelease {
        let projected = Self.projectedTop(top, velocity: velocity)
        let nearest = detentsBySize.min { abs(containerSize.height - $0.height - projected) < abs(containerSize.height - $1.height - projected) }
        guard let nearest else { return .dismiss }
        let detentDistance = abs(containerSize.height - nearest.height - projected)
        if abs(containerSize.height - projected) < detentDistance {
            return sheet.isModalInPresentation ? .attemptToDismiss(returnsTo: nearest.identifier) : .dismiss
        }
        return .detent(nearest.identifier)
    }

    /// UIKit's `initialSpringVelocity` for a spring from `top` to `target` carrying `velocity`
    /// (points per second, down positive): velocity / remaining distance, in distances per
    /// second; 0 when the sheet is within half a point of the target.
    public static func initialVelocity(_ velocity: Double, from top: Double, to target: Double) -> Double {
        let distance = target - top
        return abs(distance) < 0.5 ? 0 : velocity / distance
    }

    // MARK: Following the finger

    /// (1 − 1 / (x × c / d + 1)) × d with c = 0.55 and d the container height: how far the
    /// sheet goes for a finger `x` points past where it may go freely; unit: points.
    public func rubberBand(_ x: Double) -> Double {
        let d = containerSize.height
        guard x > 0, d > 0 else { return 0 }
        return (1 - 1 / (x * Self.rubberBandConstant / d + 1)) * d
    }

    /// The sheet's top for a finger that would put it at `fingerTop`: the finger's own up to
    /// the largest detent's top and down to the container's bottom, rubber-banded above the
    /// largest detent (and below the smallest when `isModalInPresentation`); unit: points.
    public func followedTop(fingerTop: Double) -> Double {
        guard let smallest = detentsBySize.first, let largest = detentsBySize.last else { return fingerTop }
        let highest = containerSize.height - largest.height
        if fingerTop < highest { return highest - rubberBand(highest - fingerTop) }
        let lowest = containerSize.height - smallest.height
        if sheet.isModalInPresentation, fingerTop > lowest { return lowest + rubberBand(fingerTop - lowest) }
        return fingerTop
    }

    // MARK: Dimming and the presenter

    /// 0 up to the largest undimmed detent's height (0 when none is named), 1 from the next
    /// larger detent's height up, linear between; 0 everywhere when no detent is larger.
    public func dimmingFraction(height h: Double) -> Double {
        let undimmed = sheet.largestUndimmedDetentIdentifier.map(height(of:)) ?? 0
        guard let next = detentsBySize.first(where: { $0.height > undimmed })?.height else { return 0 }
        return min(max((h - undimmed) / (next - undimmed), 0), 1)
    }

    /// The dimming view's alpha at sheet height `h`: 0.4 × the dimming fraction.
    public func dimmingAlpha(height h: Double) -> Double { Self.maximumDimmingAlpha * dimmingFraction(height: h) }

    /// How far the presenter has receded, 0…1: when the largest detent is `large`, 0 up to the
    /// next smaller detent's height (0 when there is none), 1 at the large height, linear between.
    public func recession(height h: Double) -> Double {
        let sizes = detentsBySize
        guard let largest = sizes.last, sheet.detent(largest.identifier)?.kind == .large else { return 0 }
        let below = sizes.last(where: { $0.height < largest.height })?.height ?? 0
        return min(max((h - below) / (largest.height - below), 0), 1)
    }

    /// The presenter's scale (about its top centre) at sheet height `h`: 1 − f × (1 − 0.92),
    /// f = `recession(height:)`.
    public func presenterScale(height h: Double) -> Double { 1 - recession(height: h) * (1 - Self.recededScale) }

    /// How far the presenter's frame moves down at sheet height `h`: f × the safe area's top
    /// (47 pt on the phone: its top then shows 10 pt above the large sheet's); unit: points.
    public func presenterOffset(height h: Double) -> Double { recession(height: h) * safeAreaTop }
}

/// What a sheet's release does.
public enum SheetRelease: Sendable, Equatable {
    /// It settles at this detent.
    case detent(String)
    /// It dismisses.
    case dismiss
    /// `isModalInPresentation` refuses the dismissal: it springs back to this detent and the
    /// delegate hears `presentationControllerDidAttemptToDismiss`.
    case attemptToDismiss(returnsTo: String)
}
