import Foundation
import SegueCore
import Testing
import SegueUIKit

/// CGAffineTransform against Core Graphics' documented row-vector maths, worked by hand.
@Suite struct CGAffineTransformTests {
    @Test func translatedByAppliesTheTranslationFirst() {
        // scale 2 then translate (10, 0) — translatedBy prepends: p → (p + (5, 0)) · 2 + (10, 0)
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0)).translatedBy(x: 5, y: 0)
        let p = CGPoint(x: 1, y: 1).applying(t)
        #expect(p == CGPoint(x: (1 + 5) * 2 + 10, y: 2))
    }

    @Test func aQuarterTurnMapsXOntoY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(translationX: 3, y: -4).rotated(by: 0.3).scaledBy(x: 2, y: 0.5)
        let p = CGPoint(x: 7, y: 11).applying(t).applying(t.inverted())
        #expect(abs(p.x - 7) < 1e-9 && abs(p.y - 11) < 1e-9)
    }

    @Test func rectApplyingIsTheBoundingBoxOfTheCorners() {
        // A 10×20 rect rotated a quarter turn about the origin spans x −20…0, y 0…10.
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.height - 10) < 1e-9)
    }
}
