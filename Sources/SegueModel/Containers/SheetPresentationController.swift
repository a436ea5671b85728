import SegueSupport
import SegueScenario

/// UISheetPresentationController (iOS 15+; docs/transitions.md, "Sheets"): a page sheet at
/// one of its detents, its dimming view following its height, the presenter receding behind a
/// large sheet, and the drag between detents (`SheetPan` moves it; `SheetGeometry` says where
/// a release sends it).
///
/// The sheet's view is as tall as its largest detent and sits with its top at the selected
/// detent's top (its lower part below the container at smaller detents). Presenting, settling
/// and dismissing run one spring (`settleTiming`).
final class SheetPresentationController: PresentationController {
    /// The sheet's spring: UIKit's block spring over 0.5 s with damping ratio 0.9. iOS sheets
    /// settle in about half a second with no visible bounce at rest (ζ = 0.9 overshoots
    /// exp(−ζπ / √(1 − ζ²)) = 0.15 % without velocity) while a flick's velocity still carries
    /// them a little past the detent.
    static let settleDuration = 0.5
    static let settleDampingRatio = 0.9

    let geometry: SheetGeometry
    /// `selectedDetentIdentifier`.
    private(set) var selectedDetentIdentifier: String
    /// Where the sheet's top was when the finger went down; unit: points.
    private var dragStartTop: Double?
    /// The velocity (points per second, down positive) of the release that started a dismissal.
    var dismissalVelocity = 0.0
    /// Whether the running dismissal was started by a release (an interactive dismissal, which
    /// the delegate hears of: `presentationControllerWillDismiss`, `…DidDismiss`).
    private(set) var dismissesInteractively = false

    init(runtime: Runtime, geometry: SheetGeometry, presenting: ViewController, presented: ViewController) {
        self.geometry = geometry
        selectedDetentIdentifier = geometry.sheet.selectedDetentIdentifier
        super.init(runtime: runtime, spec: PresentationControllerSpec(dimming: DimmingSpec(color: .black, alpha: 0)),
                   containerSize: geometry.containerSize, presenting: presenting, presented: presented)
    }

    /// The sheet's spring, carrying `initialVelocity` (distances per second).
    static func settleTiming(initialVelocity: Double) -> Timing {
        .blockSpring(dampingRatio: settleDampingRatio, velocity: initialVelocity, duration: nil)
    }

    /// The sheet at the selected detent: full width, as tall as the largest detent.
    override var presentedFrame: Rect {
        Rect(x: 0, y: geometry.top(of: selectedDetentIdentifier), width: containerSize.width, height: geometry.sheetHeight)
    }

    override var restingDimmingAlpha: Double { geometry.dimmingAlpha(height: geometry.height(of: selectedDetentIdentifier)) }

    /// The sheet's top as presented now; unit: points.
    var top: Double { presented.view.presentation(.y) }

    /// The sheet's height as presented now; unit: points.
    var height: Double { containerSize.height - top }

    override func presentationTransitionWillBegin(_ context: TransitionContext, timing: Timing) {
        presenting.view.anchor = Anchor(x: 0.5, y: 0)
        super.presentationTransitionWillBegin(context, timing: timing)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            if dismissesInteractively { runtime.record(.presentationControllerDidDismiss) }
            presenting.view.resetToLayout()
        } else {
            place(top: top)
        }
    }

    /// The dimming view and the presenter animate alongside to the selected detent's (presenting) or to none.
    override func animateAlongside(_ context: TransitionContext, timing: Timing, presenting isPresenting: Bool) {
        super.animateAlongside(context, timing: timing, presenting: isPresenting)
        let h = isPresenting ? geometry.height(of: selectedDetentIdentifier) : 0
        let presenterView = presenting.view, geometry = geometry
        context.coordinator.animate(alongside: { Self.recede(presenterView, geometry: geometry, height: h) }, timing: timing)
    }

    /// At rest the presenter recedes as far as the selected detent asks.
    override func restoreChrome(in container: View) {
        super.restoreChrome(in: container)
        guard container.contains(presented.view) else { return }
        presenting.view.anchor = Anchor(x: 0.5, y: 0)
        place(top: presentedFrame.minY)
    }

    /// The grabber (`prefersGrabberVisible`): a 36 pt wide grey bar, centred. iOS draws it
    /// 36 × 5 pt, 5 pt below the sheet's top; here it is 15 pt tall (a terminal's half-cell is
    /// 10–15 pt, so a thinner bar could fall between samples and not be drawn) and 30 pt below
    /// the top, under the title the terminal draws on the sheet's top edge, so that the title
    /// stays legible.
    func addGrabber() {
        guard geometry.sheet.prefersGrabberVisible, presented.view.descendant("\(presented.id).grabber") == nil else { return }
        let grabber = View(runtime: runtime, id: "\(presented.id).grabber",
                           frame: Rect(x: (containerSize.width - 36) / 2, y: 30, width: 36, height: 15), color: RGB(r: 160, g: 160, b: 160))
        grabber.border = false
        presented.view.addSubview(grabber)
    }

    // MARK: The drag

    /// The finger went down: the sheet stops where it is shown (a settling sheet is caught).
    func beginDrag() {
        let t = top
        dragStartTop = t
        place(top: t)
    }

    /// The finger moved `translation` points up (negative: down) since it went down.
    func drag(translation: Double) {
        guard let start = dragStartTop else { return }
        place(top: geometry.followedTop(fingerTop: start - translation))
    }

    /// The finger lifted moving at `velocity` points per second up (negative: down); returns
    /// what the release does (a dismissal is the caller's to start).
    func release(velocity upward: Double) -> SheetRelease {
        dragStartTop = nil
        let velocity = -upward, from = top
        let outcome = geometry.release(top: from, velocity: velocity)
        let projected = SheetGeometry.projectedTop(from, velocity: velocity)
        runtime.record(.sheetReleased("\(Self.points(from)) moving \(Self.points(velocity))/s: "
                       + "projected \(Self.points(projected)) → \(Self.describe(outcome))"))
        switch outcome {
        case .detent(let id):
            select(id)
            settle(velocity: velocity)
        case .attemptToDismiss(let id):
            runtime.record(.presentationControllerDidAttemptToDismiss)
            select(id)
            settle(velocity: velocity)
        case .dismiss:
            dismissalVelocity = velocity
            dismissesInteractively = true
            runtime.record(.presentationControllerWillDismiss)
        }
        return outcome
    }

    /// The touch was cancelled: back to the selected detent.
    func cancelDrag() {
        dragStartTop = nil
        settle(velocity: 0)
    }

    private func select(_ id: String) {
        guard id != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = id
        runtime.record(.selectedDetentChanged(id))
    }

    /// Springs the sheet, the dimming and the presenter to the selected detent, carrying `velocity` (down positive).
    private func settle(velocity: Double) {
        let target = geometry.top(of: selectedDetentIdentifier)
        let v0 = SheetGeometry.initialVelocity(velocity, from: top, to: target)
        let frame = presentedFrame
        presented.view.layoutFrame = frame
        runtime.animations.animate(duration: Self.settleDuration, timing: Self.settleTiming(initialVelocity: v0), changes: {
            apply(top: target)
        })
    }

    /// Puts the sheet's top at `top` at once, with the dimming and the presenter following.
    private func place(top: Double) {
        runtime.animations.performWithoutAnimation { apply(top: top) }
    }

    private func apply(top: Double) {
        let h = containerSize.height - top
        presented.view.set(.y, top)
        dimmingView?.alpha = geometry.dimmingAlpha(height: h)
        Self.recede(presenting.view, geometry: geometry, height: h)
    }

    /// The presenter as far receded as sheet height `h` asks: scaled about its top centre and moved down.
    private static func recede(_ presenter: View, geometry: SheetGeometry, height h: Double) {
        let s = geometry.presenterScale(height: h)
        presenter.set(.y, presenter.layoutFrame.minY + geometry.presenterOffset(height: h))
        presenter.set(.scaleX, s)
        presenter.set(.scaleY, s)
    }

    static func points(_ v: Double) -> String { DecimalText.compact(v, decimals: 1, rounding: .halfAwayFromZero) + " pt" }

    static func describe(_ r: SheetRelease) -> String {
        switch r {
        case .detent(let id): id
        case .dismiss: "dismiss"
        case .attemptToDismiss(let id): "dismiss refused (isModalInPresentation), back to \(id)"
        }
    }
}
