import Foundation
import SegueCore
import Testing
import SegueUIKit

/// Colours, layers, conversion, snapshots and transitions of user code's views on the model.
@MainActor @Suite struct UIViewAppearanceTests {
    @Test func backgroundChannelsAnimateLinearly() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run {
            view.backgroundColor = .red
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue })
        }
        p.advance(to: 0.25)
        // 255 → 0 and 0 → 255 a quarter of the way: 191.25 and 63.75.
        #expect(abs(view.modelView.presentation(.red) - 191.25) < 1e-9)
        #expect(abs(view.modelView.presentation(.blue) - 63.75) < 1e-9)
        #expect(view.modelView.presentation(.green) == 0)
    }

    @Test func aClearViewPaintsNothingAndAColouredOneDoes() {
        let p = Playground()
        let view = p.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(view.backgroundColor == nil)
        #expect(view.modelView.sceneView().fillsBackground == false)
        p.run { view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1) }
        #expect(view.modelView.sceneView().fillsBackground)
        #expect(view.modelView.sceneView().color == RGB(r: 0, g: 128, b: 255))
        p.run { view.backgroundColor = UIColor.white.withAlphaComponent(0) }
        #expect(view.modelView.sceneView().fillsBackground == false)
        p.run { view.backgroundColor = UIColor(white: 1, alpha: 0.5) }
        #expect(view.backgroundColor == UIColor(white: 1, alpha: 1))
    }

    @Test func cornerRadiusAnimatesInsideABlock() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run { UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 20 }) }
        p.advance(to: 1)
        #expect(abs(view.modelView.sceneView().cornerRadius - 10) < 1e-9)
        #expect(view.layer.cornerRadius == 20)
    }

    @Test func layerOpacityAndAnchorAreTheViews() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run {
            view.layer.opacity = 0.25
            view.layer.anchorPoint = CGPoint(x: 0, y: 1)
        }
        #expect(view.alpha == 0.25)
        #expect(view.modelView.anchor == Anchor(x: 0, y: 1))
    }

    @Test func convertGoesThroughSuperviewsFramesAndTransforms() {
        let p = Playground()
        let (root, parent, child) = p.run {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
            root.addSubview(parent)
            parent.addSubview(child)
            parent.transform = CGAffineTransform(translationX: 5, y: 0)
            return (root, parent, child)
        }
        // (1, 2) in the parent, translated by 5, at the parent's origin (10, 20): (16, 22).
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 22))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 16, y: 22))
        #expect(root.convert(CGPoint(x: 16, y: 22), to: child) == .zero)
        #expect(parent.convert(CGRect(x: 1, y: 2, width: 10, height: 10), to: root) == CGRect(x: 16, y: 22, width: 10, height: 10))
        // Scale 2 about the parent's centre (50, 50): (1, 2) → 50 + 2·(1 − 50), 50 + 2·(2 − 50), then + (10, 20).
        p.run { parent.transform = CGAffineTransform(scaleX: 2, y: 2) }
        let q = child.convert(CGPoint.zero, to: root)
        #expect(abs(q.x - (10 + 50 + 2 * (1 - 50))) < 1e-9 && abs(q.y - (20 + 50 + 2 * (2 - 50))) < 1e-9)
        let back = child.convert(q, from: root)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func theSnapshotOfAHiddenViewIsEmpty() {
        let p = Playground()
        let view = p.run {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            v.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            v.isHidden = true
            return v
        }
        let snapshot = p.run { view.snapshotView(afterScreenUpdates: false) }
        #expect(snapshot?.alpha == 0)
        #expect(snapshot?.subviews.isEmpty == true)
        view.isHidden = false
        let shown = p.run { view.snapshotView(afterScreenUpdates: false) }
        #expect(shown?.alpha == 1 && shown?.subviews.count == 1)
    }

    @Test func crossDissolveFadesTheOldLookOut() {
        let p = Playground()
        let (container, view) = p.run {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(view)
            view.backgroundColor = .red
            return (container, view)
        }
        var done: [Bool] = []
        p.run {
            UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { view.backgroundColor = .blue }, completion: { done.append($0) })
        }
        #expect(container.subviews.count == 2)
        let old = container.subviews[1].modelView
        #expect(old.color == RGB(r: 255, g: 0, b: 0) && view.modelView.color == RGB(r: 0, g: 0, b: 255))
        p.advance(to: 0.25)
        #expect(abs(old.presentation(.alpha) - 0.75) < 1e-9)
        p.advance(to: 1)
        #expect(container.subviews.count == 1 && done == [true])
    }

    @Test func transitionFromToSwapsTheViews() {
        let p = Playground()
        let (container, from, to) = p.run {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let from = UIView(frame: container.bounds), to = UIView(frame: container.bounds)
            container.addSubview(from)
            return (container, from, to)
        }
        p.run { UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) }
        p.advance(to: 0.5)
        #expect(abs(to.modelView.presentation(.alpha) - 0.5) < 1e-9 && abs(from.modelView.presentation(.alpha) - 0.5) < 1e-9)
        p.advance(to: 1)
        #expect(container.subviews == [to] && from.superview == nil)
    }
}

/// Core Animation's anchor point and position, as swing-drop's animator uses them.
@MainActor @Suite struct UIViewAnchorTests {
    @Test func movingTheAnchorKeepsThePositionAndTheCentreFollowsTheAnchor() {
        let p = Playground()
        let view = p.run { UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 200)) }
        #expect(view.center == CGPoint(x: 60, y: 120))
        // Anchor (0, 1) with the position kept at (60, 120): the frame's bottom-left corner moves there.
        p.run { view.layer.anchorPoint = CGPoint(x: 0, y: 1) }
        #expect(view.frame == CGRect(x: 60, y: -80, width: 100, height: 200))
        #expect(view.center == CGPoint(x: 60, y: 120))
        // The usual compensation (centre moved by half the size) puts the frame back where it was.
        p.run { view.center = CGPoint(x: view.center.x - 50, y: view.center.y + 100) }
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        // A quarter turn about the bottom-left corner (10, 220): the top-left (10, 20) goes to (210, 220).
        p.run { view.transform = CGAffineTransform(rotationAngle: .pi / 2) }
        let q = p.run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            parent.addSubview(view)
            return view.convert(CGPoint.zero, to: parent)
        }
        #expect(abs(q.x - 210) < 1e-9 && abs(q.y - 220) < 1e-9)
    }
}

/// `accessibilityIdentifier` (docs/user-code.md, "The API: views and animations"): the element id
/// of a view facing a scenario element, as an app would set it; nil elsewhere; kept as set.
@MainActor @Suite struct UIViewAccessibilityIdentifierTests {
    @Test func aScenarioElementReadsItsElementIdAndTheRestNil() {
        let p = Playground()
        // A screen `grid` with the element `photo1`, made as the model makes a scenario's screens.
        let screen = View(runtime: p.runtime, id: "grid", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: .black)
        let element = View(runtime: p.runtime, id: "grid.photo1", frame: Rect(x: 15, y: 110, width: 112, height: 112), color: .black)
        screen.addSubview(element)
        let (gridView, photoView, made) = p.run { (UIView.facing(screen), UIView.facing(element), UIView(frame: .zero)) }
        #expect(photoView.accessibilityIdentifier == "photo1")
        #expect(gridView.accessibilityIdentifier == nil)
        #expect(made.accessibilityIdentifier == nil)
        #expect(gridView.subviews.first { $0.accessibilityIdentifier == "photo1" } === photoView)
    }

    @Test func codeSetsItAndReadsItBack() {
        let p = Playground()
        let screen = View(runtime: p.runtime, id: "grid", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: .black)
        let element = View(runtime: p.runtime, id: "grid.photo1", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        screen.addSubview(element)
        let (photoView, made) = p.run { (UIView.facing(element), UIView(frame: .zero)) }
        p.run {
            photoView.accessibilityIdentifier = "hero"
            made.accessibilityIdentifier = "badge"
        }
        #expect(photoView.accessibilityIdentifier == "hero")
        #expect(UIView.facing(element).accessibilityIdentifier == "hero")
        #expect(made.accessibilityIdentifier == "badge")
        p.run { photoView.accessibilityIdentifier = nil }
        #expect(photoView.accessibilityIdentifier == nil)
    }
}
