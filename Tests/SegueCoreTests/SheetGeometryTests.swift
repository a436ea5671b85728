import Testing
@testable import SegueCore

/// The sheet's closed forms (docs/gestures.md, "Sheets"), each against a reference computed here.
@Suite struct SheetGeometryTests {
    /// The phone: 844 pt tall, the large detent's top 57 pt down, the safe area's top 47 pt and
    /// its bottom 34 pt.
    static func phone(_ sheet: SheetSpec) -> SheetGeometry {
        SheetGeometry(sheet: sheet, containerSize: Size(width: 390, height: 844), topInset: 57, safeAreaTop: 47, safeAreaBottom: 34)
    }
    /// Three detents: small 200 pt above the 34 pt bottom safe area (top 844 − 200 − 34 = 610, as
    /// UIKit's custom detent resolver's value excludes that inset), medium 422 pt (top 422), large
    /// 787 pt (top 57).
    static let threeDetents = SheetSpec(detents: [SheetDetent(identifier: "small", kind: .custom(height: 200)), .medium, .large],
                                        selectedDetentIdentifier: "medium")

    @Test func theDocsWorkedExample() {
        // docs/gestures.md: a release at 300 pt/s from y = 400 projects to 400 + 0.3 × 0.998 / 0.002 = 549.7.
        #expect(abs(SheetGeometry.projectedTop(400, velocity: 300) - 549.7) < 1e-9)
    }

    @Test(arguments: [(0.0, 0.0), (100.0, 1000.0), (-250.0, -500.0), (57.0, 2500.0)])
    func projectionIsTheDecelerationSum(top: Double, velocity: Double) {
        // Σ over milliseconds of v/1000 × r^k, k ≥ 1: the geometric series r / (1 − r) (summed here term by term).
        var sum = 0.0, factor = 0.998
        for _ in 0..<20_000 { sum += velocity / 1000 * factor; factor *= 0.998 }
        #expect(abs(SheetGeometry.projectedTop(top, velocity: velocity) - (top + sum)) < 1e-6)
    }

    @Test func detentHeightsOnThePhone() {
        let g = Self.phone(Self.threeDetents)
        #expect(g.height(of: "medium") == 422)  // half of 844
        #expect(g.height(of: "large") == 787)   // 844 − 57
        #expect(g.height(of: "small") == 200 + 34)
        #expect(g.top(of: "small") == 844 - 200 - 34)  // 610, where UIKit puts a 200 pt custom detent's top
        #expect(g.detentsBySize.map(\.identifier) == ["small", "medium", "large"])
        #expect(g.sheetHeight == 787)
    }

    /// (what it shows, top, velocity down in pt/s, modal, expected).
    static let releases: [(String, Double, Double, Bool, SheetRelease)] = [
        ("a slow drag from medium returns to medium", 400, 20, false, .detent("medium")),   // 400 + 10 = 410: nearest 422
        ("a slow drag past half way goes to large", 230, 0, false, .detent("large")),       // |230 − 57| = 173 < |230 − 422| = 192
        ("a flick up from small skips medium", 600, -1000, false, .detent("large")),        // 600 − 499 = 101: nearest 57
        ("a gentler flick up from small stops at medium", 600, -400, false, .detent("medium")), // 600 − 199.6 = 400.4
        ("a flick down from large skips medium", 80, 1000, false, .detent("small")),        // 80 + 499 = 579: nearest 610
        ("projected below the smallest dismisses", 650, 400, false, .dismiss),              // 849.6: |844 − 849.6| < |610 − 849.6|
        ("isModalInPresentation refuses and returns", 650, 400, true, .attemptToDismiss(returnsTo: "small")),
        ("just above the midpoint to the bottom stays", 720, 0, false, .detent("small")),  // 720 − 610 = 110 < 844 − 720 = 124
        ("just below it dismisses", 730, 0, false, .dismiss),                              // 730 − 610 = 120 > 844 − 730 = 114
    ]

    @Test(arguments: releases)
    func releaseGoesToTheDetentNearestTheProjection(_ c: (String, Double, Double, Bool, SheetRelease)) {
        var spec = Self.threeDetents
        spec.isModalInPresentation = c.3
        #expect(Self.phone(spec).release(top: c.1, velocity: c.2) == c.4, "\(c.0)")
    }

    @Test func theSpringCarriesTheReleaseVelocity() {
        // UIKit's initialSpringVelocity is the velocity over the remaining distance.
        #expect(SheetGeometry.initialVelocity(600, from: 300, to: 422) == 600 / 122.0)
        #expect(SheetGeometry.initialVelocity(-800, from: 300, to: 57) == 800 / 243.0)
        #expect(SheetGeometry.initialVelocity(500, from: 422, to: 422) == 0, "no distance left: no velocity")
        // Moving away from the target (a drag down released onto a higher detent): negative.
        #expect(SheetGeometry.initialVelocity(200, from: 300, to: 57) < 0)
    }

    @Test func rubberBandAboveTheLargestDetent() {
        let g = Self.phone(Self.threeDetents)
        // (1 − 1 / (x × 0.55 / 844 + 1)) × 844 for a finger 100 pt above the large detent.
        let expected = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(abs(g.followedTop(fingerTop: 57 - 100) - (57 - expected)) < 1e-9)
        #expect(g.followedTop(fingerTop: 300) == 300, "between the detents it follows the finger")
        #expect(g.followedTop(fingerTop: 800) == 800, "below the smallest it follows (a dismissal is possible)")
        var modal = Self.threeDetents
        modal.isModalInPresentation = true
        let banded = Self.phone(modal).followedTop(fingerTop: 710)
        #expect(abs(banded - (610 + (1 - 1 / (100 * 0.55 / 844 + 1)) * 844)) < 1e-9, "modal: rubber band below the smallest")
    }

    /// (height, expected alpha) with medium the largest undimmed detent: 0 up to 422 pt, then
    /// linear to 0.4 at large (787 pt), the next larger detent.
    static let dimming: [(Double, Double)] = [(0, 0), (200, 0), (422, 0), (604.5, 0.2), (787, 0.4), (844, 0.4)]

    @Test(arguments: dimming)
    func dimmingFollowsTheHeightBetweenTheUndimmedDetentAndTheNext(_ c: (Double, Double)) {
        var spec = Self.threeDetents
        spec.largestUndimmedDetentIdentifier = "medium"
        let rule = 0.4 * min(max((c.0 - 422) / (787 - 422), 0), 1)
        #expect(abs(rule - c.1) < 1e-12, "the table agrees with the rule")
        #expect(abs(Self.phone(spec).dimmingAlpha(height: c.0) - c.1) < 1e-12)
    }

    @Test func dimmingWithoutAnUndimmedDetentRisesToTheSmallest() {
        let g = Self.phone(Self.threeDetents)
        #expect(abs(g.dimmingAlpha(height: 117) - 0.2) < 1e-12)  // half of the small detent's 200 + 34 pt
        #expect(g.dimmingAlpha(height: 422) == 0.4)
        var all = Self.threeDetents
        all.largestUndimmedDetentIdentifier = "large"
        #expect(Self.phone(all).dimmingAlpha(height: 787) == 0, "undimmed up to the largest: never dims")
    }

    @Test func thePresenterRecedesBetweenMediumAndLarge() {
        let g = Self.phone(Self.threeDetents)
        #expect(g.presenterScale(height: 422) == 1 && g.presenterOffset(height: 422) == 0)
        #expect(abs(g.presenterScale(height: 787) - 0.92) < 1e-12 && g.presenterOffset(height: 787) == 47)
        let half = (422.0 + 787) / 2
        #expect(abs(g.presenterScale(height: half) - 0.96) < 1e-12 && abs(g.presenterOffset(height: half) - 23.5) < 1e-12)
        let noLarge = Self.phone(SheetSpec(detents: [.medium]))
        #expect(noLarge.presenterScale(height: 422) == 1, "no large detent: the presenter never recedes")
    }
}
