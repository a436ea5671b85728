import SegueSupport
import SegueScenario

/// UIKit's layout-to-layout navigation transition (docs/transitions.md, "Collection
/// layout-to-layout"): a UICollectionViewController pushed with
/// `useLayoutToLayoutNavigationTransitions` keeps the collection view of the controller below it,
/// and the navigation controller changes that collection view's layout. The same cell views move
/// and resize from their frames in the old layout to those in the new one — no snapshots, no
/// fade — while the new controller's view takes the old one's place at once. A pop animates them
/// back. Without a gesture the change is `setCollectionViewLayout(_:animated:)` over the
/// navigation transition (0.35 s, easeInOut); an edge-pan pop is
/// `startInteractiveTransition(to:completion:)`, whose UICollectionViewTransitionLayout
/// interpolates linearly by `transitionProgress` = the percent, then
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` plays the rest as the
/// system pop's release says (UIKit's projection rule; curve 7).
final class LayoutToLayoutTransition: AnimatedTransitioning, InteractiveProgressFollowing {
    unowned let runtime: Runtime
    /// The shared collection view's cells, in item order.
    let cells: [View]
    /// Each cell's frame in the layout shown before the transition, relative to the screen; points.
    let fromFrames: [Rect]
    /// Each cell's frame in the layout shown after it; points.
    let toFrames: [Rect]
    let name = "layout-to-layout"
    /// easeInOut for `setCollectionViewLayout(_:animated:)`; linear while a gesture drives the
    /// transition layout (its items sit at transitionProgress of the way).
    private(set) var mainTiming: Timing = .curve(.easeInOut)
    /// The transition's duration: the navigation transition's; unit: seconds.
    static let duration = SystemTransitions.duration
    /// The log shows `transitionProgress = p` only when p moved this far since the last one shown
    /// (or reached 0 or 1), so a drag does not flood it; fraction.
    static let progressLogStep = 0.1
    private var loggedProgress = 0.0

    init(runtime: Runtime, cells: [View], fromFrames: [Rect], toFrames: [Rect]) {
        self.runtime = runtime
        self.cells = cells
        self.fromFrames = fromFrames
        self.toFrames = toFrames
    }

    func transitionDuration(_ context: TransitionContext) -> Double { Self.duration }

    func animateTransition(_ context: TransitionContext) {
        let interactive = context.isInteractive
        mainTiming = .curve(interactive ? .linear : .easeInOut)
        let toVC = context.viewController(forKey: .to)
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
        let animations = runtime.animations
        animations.performWithoutAnimation {
            toView.frame = context.finalFrame(for: toVC)
            context.containerView.addSubview(toView)
            // The collection view stays: its cells, the same views, now show in the controller on top.
            Self.place(cells, in: toView, frames: fromFrames)
        }
        let layout = "\(toVC.id).collectionViewLayout"
        if interactive {
            runtime.record(.collectionViewStartInteractiveTransition(layout: layout))
            context.coordinator.notifyWhenInteractionEnds { [runtime] info in
                runtime.record(.collectionViewEndInteractiveTransition(cancelled: info.isCancelled))
            }
        } else {
            runtime.record(.setCollectionViewLayout(layout))
        }
        animations.animate(duration: Self.duration, timing: mainTiming, group: context.group, changes: {
            for (cell, frame) in zip(self.cells, self.toFrames) { cell.frame = frame }
        }, completion: { _ in
            self.complete(context, fromView: fromView, toView: toView, interactive: interactive)
        })
    }

    /// When the layout change is over: the cells stay in the new layout, or after a cancel go
    /// back to the old one in the controller that stays; then `completeTransition`.
    private func complete(_ context: TransitionContext, fromView: View, toView: View, interactive: Bool) {
        let cancelled = context.transitionWasCancelled
        runtime.animations.performWithoutAnimation {
            Self.place(cells, in: cancelled ? fromView : toView, frames: cancelled ? fromFrames : toFrames)
        }
        if interactive {
            runtime.record(.layoutTransitionCompletion(finished: !cancelled))
        }
        context.completeTransition(!cancelled)
    }

    /// Puts `cells` into `view` at `frames`, which become their layout (at once: call it
    /// without animation).
    static func place(_ cells: [View], in view: View, frames: [Rect]) {
        for (cell, frame) in zip(cells, frames) {
            if cell.superview !== view { view.addSubview(cell) }
            cell.layoutFrame = frame
            cell.frame = frame
        }
    }

    func interactiveProgressChanged(_ percent: Double) {
        let atEnd = (percent == 0 || percent == 1) && percent != loggedProgress
        guard atEnd || abs(percent - loggedProgress) >= Self.progressLogStep else { return }
        loggedProgress = percent
        runtime.record(.transitionProgress(percent))
    }
}
