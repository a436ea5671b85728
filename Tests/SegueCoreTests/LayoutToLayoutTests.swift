import Foundation
import Testing
@testable import SegueCore

/// Seed 002 with its real API: a UICollectionViewController pushed with
/// `useLayoutToLayoutNavigationTransitions` (docs/transitions.md, "Collection layout-to-layout").
/// Every expected frame is written out from the layouts below (fractions of the 390 × 844 pt
/// phone) and the curves of MathReference, not read back from the model.
struct LayoutToLayoutTests {
    static let w = 390.0, h = 844.0
    /// The grid layout: two columns.
    static let gridLayout: [[Double]] = [[0.04, 0.1, 0.44, 0.2], [0.52, 0.1, 0.44, 0.2], [0.04, 0.32, 0.44, 0.2]]
    /// The list layout: one full-width row per item.
    static let listLayout: [[Double]] = [[0.04, 0.1, 0.92, 0.1], [0.04, 0.22, 0.92, 0.1], [0.04, 0.34, 0.92, 0.1]]
    static let cellIDs = ["fuji", "gala", "golden"]
    static let d = 0.35  // the navigation transition's duration, docs/transitions.md

    /// Curve 7 over a completion time, time-scaled (docs/transitions.md): p(0.5·u) with
    /// p(t) = 1 − (1 + ω0 t)e^(−ω0 t), ω0 = √(1000/3); 1 at u = 1.
    static func curve7(_ u: Double) -> Double {
        let w = (1000.0 / 3).squareRoot(), t = 0.5 * u
        return u >= 1 ? 1 : 1 - (1 + w * t) * exp(-w * t)
    }

    static func scenario(stack: [String] = ["grid"]) -> Scenario {
        func lengths(_ f: [Double]) -> [Length] { f.map { .fraction($0) } }
        let cells = cellIDs.map { CellSpec(id: $0, color: RGB(r: 200, g: 40, b: 40), title: $0.capitalized) }
        return Scenario(name: "l2l", title: "Layout to layout", screens: [
            ScreenSpec(id: "grid", title: "Mini Apples", color: RGB(r: 20, g: 83, b: 45),
                       collection: CollectionSpec(cells: cells, layout: gridLayout.map(lengths))),
            ScreenSpec(id: "list", title: "List", color: RGB(r: 20, g: 83, b: 45),
                       collection: CollectionSpec(layout: listLayout.map(lengths), useLayoutToLayoutNavigationTransitions: true)),
        ], container: .navigation(stack: stack))
    }

    /// A layout's frame `i` in points.
    static func frame(_ layout: [[Double]], _ i: Int) -> Rect {
        let f = layout[i]
        return Rect(x: f[0] * w, y: f[1] * h, width: f[2] * w, height: f[3] * h)
    }

    /// The frame `k` of the way from `a` to `b` (UICollectionViewTransitionLayout's interpolation).
    static func between(_ a: Rect, _ b: Rect, _ k: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * k, y: a.minY + (b.minY - a.minY) * k,
             width: a.width + (b.width - a.width) * k, height: a.height + (b.height - a.height) * k)
    }

    static func all(_ views: [SceneView]) -> [SceneView] { views.flatMap { [$0] + all($0.subviews) } }

    static func expectCells(_ m: SimulatedApp, at k: Double, from a: [[Double]], to b: [[Double]], _ note: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let views = all(m.scene().views)
        for (i, id) in cellIDs.enumerated() {
            let expected = between(frame(a, i), frame(b, i), k)
            guard let cell = views.first(where: { $0.id == "grid.\(id)" }) else {
                Issue.record("no cell grid.\(id) \(note)", sourceLocation: sourceLocation)
                continue
            }
            let f = cell.frame
            let ok = nearly(f.minX, expected.minX, 1e-6) && nearly(f.minY, expected.minY, 1e-6)
                && nearly(f.width, expected.width, 1e-6) && nearly(f.height, expected.height, 1e-6)
            #expect(ok, "grid.\(id) \(note): \(f) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// The cell views under the screen `id`'s view, by id.
    static func cells(in m: SimulatedApp, _ id: String) -> [String] {
        m.container.controllers[id]!.view.subviews.map(\.id).filter { $0.hasPrefix("grid.") }
    }

    @Test func pushMovesTheSameCellsAlongEaseInOutBetweenTheLayouts() {
        let m = SimulatedApp(scenario: Self.scenario())
        let before = m.container.controllers["grid"]!.view.subviews
        m.handle(.forward, at: 0)
        for t in [0.0, 0.05, 0.1, 0.175, 0.25, 0.3, 0.34] {
            m.advance(to: t)
            #expect(m.phase == .animating)
            Self.expectCells(m, at: MathReference.easeInOut(t / Self.d), from: Self.gridLayout, to: Self.listLayout, "at t = \(t)")
            // The same views, moved into the pushed controller's view: not copies, not snapshots.
            let moved = m.container.controllers["list"]!.view.subviews
            #expect(moved.count == before.count && zip(moved, before).allSatisfy { $0 === $1 })
            #expect(Self.cells(in: m, "grid").isEmpty)
            let views = Self.all(m.scene().views)
            #expect(!views.contains { $0.isSnapshot })
            #expect(views.map(\.id).sorted() == (["grid", "list"] + Self.cellIDs.map { "grid.\($0)" }).sorted())
            #expect(views.allSatisfy { $0.alpha == 1 }, "no fade")
        }
        m.advance(to: Self.d + 1e-9)
        #expect(m.phase == .idle)
        #expect(m.navStack == ["grid", "list"])
        #expect(m.scene().views.map(\.id) == ["list"])
        Self.expectCells(m, at: 1, from: Self.gridLayout, to: Self.listLayout, "after the push")
    }

    @Test func popWithoutAGestureReversesTheLayoutChange() {
        let m = SimulatedApp(scenario: Self.scenario())
        m.handle(.forward, at: 0)
        m.advance(to: 1)
        m.handle(.back, at: 1)
        for tau in [0.05, 0.15, 0.3] {
            m.advance(to: 1 + tau)
            Self.expectCells(m, at: MathReference.easeInOut(tau / Self.d), from: Self.listLayout, to: Self.gridLayout, "at τ = \(tau)")
        }
        m.advance(to: 1 + Self.d + 1e-9)
        #expect(m.navStack == ["grid"])
        #expect(m.scene().views.map(\.id) == ["grid"])
        #expect(Self.cells(in: m, "grid") == Self.cellIDs.map { "grid.\($0)" })
        Self.expectCells(m, at: 1, from: Self.listLayout, to: Self.gridLayout, "after the pop")
    }

    /// A stack that starts with the list on top shows the grid's cells at the list layout.
    @Test func atRestTheTopControllerShowsTheSharedCellsInItsLayout() {
        let m = SimulatedApp(scenario: Self.scenario(stack: ["grid", "list"]))
        #expect(Self.cells(in: m, "list") == Self.cellIDs.map { "grid.\($0)" })
        Self.expectCells(m, at: 1, from: Self.gridLayout, to: Self.listLayout, "at rest")
    }

    /// Pushes, then drags `presses` times `every` seconds from t = 1 (19.5 pt each, 15 pt
    /// hysteresis): 0.03, a held key (letting go is seen 0.08 s after the last press); 0.12, taps.
    static func pushThenDrag(_ presses: Int, every: Double = 0.03) -> SimulatedApp {
        let m = SimulatedApp(scenario: scenario())
        m.handle(.forward, at: 0)
        m.advance(to: 0.9)
        m.press(.right, times: presses, from: 1.0, every: every)
        return m
    }

    @Test func interactivePopFollowsTransitionProgressLinearly() {
        let m = SimulatedApp(scenario: Self.scenario())
        m.handle(.forward, at: 0)
        m.advance(to: 0.9)
        for i in 0..<12 { m.handle(.pan(.right), at: 1.0 + Double(i) * 0.03) }
        var seen: [Double] = []
        for k in 61...84 {   // to 1.4 s: letting go of the key is seen at 1.33 + 0.08
            m.advance(to: Double(k) / 60)
            guard let p = m.percent else { continue }
            #expect(m.phase == .interactive)
            Self.expectCells(m, at: p, from: Self.listLayout, to: Self.gridLayout, "at percent \(p)")
            seen.append(p)
        }
        #expect(seen.count >= 20)
        #expect(nearly(seen.last!, (12 * 19.5 - 15) / 390))
    }

    /// Released at rest past 187.5/390 (UIKit's projection rule, the system pop's): finish on
    /// curve 7 over (1 − p)·D / completionSpeed with completionSpeed max(1 − p, 0) = 1 − p, so
    /// over D; the cells sit at the transition's offset / D of the way (linear), and end in the
    /// grid's view.
    @Test func releaseFinishesAlongTheCompletionCurve() {
        let m = Self.pushThenDrag(12, every: 0.12)
        let p = (12 * 19.5 - 15) / 390
        // Taps (no repeat): the last glide ends at 2.42 s; lifted at rest 0.18 s later, before
        // the lift at rest on its own (2.32 + 0.7 s): p = 0.56 > 0.480769 → finish.
        m.handle(.lift, at: 2.6)
        #expect(m.phase == .finishing)
        let total = Self.d, T0 = 2.6
        for k in 1..<8 {
            let tau = total * Double(k) / 8
            m.advance(to: T0 + tau)
            let offset = p * Self.d + (Self.d - p * Self.d) * Self.curve7(tau / total)
            Self.expectCells(m, at: offset / Self.d, from: Self.listLayout, to: Self.gridLayout, "finishing \(k)/8")
        }
        m.advance(to: T0 + total + 1e-9)
        #expect(m.phase == .idle)
        #expect(m.navStack == ["grid"])
        #expect(Self.cells(in: m, "grid") == Self.cellIDs.map { "grid.\($0)" })
        Self.expectCells(m, at: 1, from: Self.listLayout, to: Self.gridLayout, "after the finish")
    }

    @Test func releaseCancelsBackToTheListLayout() {
        let m = Self.pushThenDrag(6, every: 0.12)   // taps: the last glide ends at 1.7 s
        let p = (6 * 19.5 - 15) / 390
        m.handle(.lift, at: 1.87)  // 0.17 s at rest (velocity 0), p ≤ 0.480769 → cancel
        #expect(m.phase == .cancelling)
        // completionSpeed max(p, 0) = p: the rest lasts p·D / p = D, on curve 7.
        let total = Self.d, T0 = 1.87
        for k in 1..<6 {
            let tau = total * Double(k) / 6
            m.advance(to: T0 + tau)
            let offset = p * Self.d * (1 - Self.curve7(tau / total))
            Self.expectCells(m, at: offset / Self.d, from: Self.listLayout, to: Self.gridLayout, "cancelling \(k)/6")
        }
        m.advance(to: T0 + total + 1e-9)
        #expect(m.navStack == ["grid", "list"])
        #expect(m.scene().views.map(\.id) == ["list"])
        #expect(Self.cells(in: m, "list") == Self.cellIDs.map { "grid.\($0)" })
        #expect(Self.cells(in: m, "grid").isEmpty)
        Self.expectCells(m, at: 0, from: Self.listLayout, to: Self.gridLayout, "after the cancel")
        #expect(m.callLog.contains("collectionView.cancelInteractiveTransition()"))
        #expect(m.callLog.contains("startInteractiveTransition completion(completed: true, finished: false)"))
    }

    @Test func theCallLogReadsLikeUIKit() {
        let m = Self.pushThenDrag(12)
        m.handle(.lift, at: 1.40)  // while held (letting go would be seen at 1.33 + 0.08 s)
        m.advance(to: 3)
        let push = ["pushViewController(list, animated: true)",
                    "navigationController(animationControllerFor: .push, from: grid, to: list) → nil (layout-to-layout)",
                    "navigationController(willShow: list, animated: true)",
                    "collectionView.setCollectionViewLayout(list.collectionViewLayout, animated: true)",
                    "completeTransition(true)", "navigationController(didShow: list, animated: true)"]
        let pop = ["popViewController(animated: true) (edge pan began)",
                   "navigationController(animationControllerFor: .pop, from: list, to: grid) → nil (layout-to-layout)",
                   "startInteractiveTransition",
                   "collectionView.startInteractiveTransition(to: grid.collectionViewLayout, completion:) → UICollectionViewTransitionLayout",
                   "finish()", "collectionView.finishInteractiveTransition()",
                   "startInteractiveTransition completion(completed: true, finished: true)", "completeTransition(true)",
                   "navigationController(didShow: grid, animated: true)"]
        var rest = m.callLog[...]
        for line in push + pop {
            guard let i = rest.firstIndex(of: line) else { Issue.record("missing or out of order: \(line)"); return }
            rest = rest[(i + 1)...]
        }
        // transitionProgress is logged sparingly: only after moving 0.1 or more since the last one shown.
        let progress = m.callLog.filter { $0.hasPrefix("transitionLayout.transitionProgress = ") }
            .compactMap { Double($0.dropFirst("transitionLayout.transitionProgress = ".count)) }
        let updates = m.callLog.filter { $0.hasPrefix("update(") }.count
        #expect(progress.count >= 4 && progress.count * 3 < updates)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $1 - $0 >= 0.09 })
    }
}

extension SimulatedApp {
    /// The call log's lines.
    var callLog: [String] { runtime.log.entries.map(\.text) }
}
