import SegueScenario

/// The container's part in the system chrome (docs/chrome.md): the bars' progress animated
/// with each transition, the navigation bar's calls in the log, and the scene's chrome nodes.
extension Container {
    /// Animates the chrome's progress from 0 to 1 with the transition that just started: the
    /// same group, duration, delay and curve as its views (or the same property animator, for an
    /// interruptible transition), so an interactive pop scrubs it, a cancel plays it back and the
    /// completion curve applies. Nothing happens (and nothing
    /// changes in the model) when the scenario draws neither a navigation nor a tab bar.
    func animateChrome(in context: TransitionContext, animator: AnimatedTransitioning) {
        guard scenario.showsNavigationBar || scenario.showsTabBar, !context.isCompleted else { return }
        let delay = (animator as? DeclarativeAnimator)?.spec.delay ?? 0
        let progress = chromeProgress
        runtime.animations.performWithoutAnimation { progress.set(.x, 0) }
        if let propertyAnimator = context.propertyAnimator {
            // An interruptible transition runs on its property animator: so does the bar.
            propertyAnimator.perform({ progress.set(.x, 1) }, window: propertyAnimator.fractionComplete)
            return
        }
        runtime.animations.animate(duration: max(context.group.duration - delay, 0), delay: delay, timing: animator.mainTiming,
                                   group: context.group, changes: { progress.set(.x, 1) })
    }

    /// Logs what a navigation controller tells its bar as a push or pop begins:
    /// `navigationBar.pushItem(<to>, animated: true)` or `navigationBar.popItem(animated: true)`,
    /// and `setNavigationBarHidden(_:animated:)` when `to` shows the bar and `from` does not, or
    /// the reverse. Nothing without a navigation bar.
    func recordNavigationBarItems(_ op: Operation, from: ViewController, to: ViewController) {
        guard scenario.showsNavigationBar else { return }
        runtime.record(op == .push ? .pushNavigationItem(to.id) : .popNavigationItem)
        let chrome = SystemChrome(container: self)
        let hides = !chrome.showsNavigationBar(over: to.id)
        if hides != !chrome.showsNavigationBar(over: from.id) {
            runtime.record(.setNavigationBarHidden(hides))
        }
    }

    /// The chrome nodes now, bottom to top (navigation bar, tab bar, status bar).
    public func chromeNodes() -> [SceneView] { SystemChrome(container: self).nodes() }

    /// `views` (the container's top-level views) with the safe area the bars leave each screen.
    public func applyingSafeArea(to views: [SceneView]) -> [SceneView] {
        SystemChrome(container: self).applyingSafeArea(to: views)
    }
}
