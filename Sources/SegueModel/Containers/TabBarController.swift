import SegueSupport
import SegueScenario

/// UITabBarController (docs/transitions.md): `select(index)` animates between tab roots with the
/// scenario's tab animator (which learns the direction from the index order: a move to a tab on
/// the left mirrors horizontal offsets), or switches at once when there is none (UIKit's default).
/// As in UIKit the tab bar's selection moves at the tap (`tabBarSelectedIndex`), not when the
/// switch completes, and a tab tapped while a switch runs is ignored, not queued.
public final class TabBarController: Container {
    public private(set) var tabs: [ViewController] = []
    /// The selected index, 0-based: the tab whose screen is shown at rest (it changes when a
    /// switch completes).
    public private(set) var selectedIndex: Int
    /// The index the tab bar shows selected, 0-based: the tapped tab from the tap on (back to
    /// `selectedIndex` if the switch is cancelled).
    public private(set) var tabBarSelectedIndex: Int
    /// A host's UITabBarControllerDelegate (docs/user-code.md, "The API: presentations, tabs and
    /// containment"); nil (the default): the scenario's `tab` transition answers.
    public weak var transitionDelegate: TabTransitionDelegate?

    init(runtime: Runtime, scenario: Scenario, size: Size, tabs ids: [String], selected: Int) {
        selectedIndex = selected
        tabBarSelectedIndex = selected
        super.init(runtime: runtime, scenario: scenario, size: size)
        tabs = ids.compactMap { controllers[$0] }
        selectedIndex = min(max(selected, 0), max(tabs.count - 1, 0))
        tabBarSelectedIndex = selectedIndex
        layoutAtRest()
        appearInitially()
    }

    public override var visibleAtRest: [ViewController] {
        tabs.indices.contains(selectedIndex) ? [tabs[selectedIndex]] : []
    }

    public override func interactionRefusal(for gesture: GestureKind) -> InteractionRefusal {
        .tabsSwitchBySelection
    }

    override func childRequest(_ index: Int) -> ContainerRequest? { .select(index) }

    /// A tab tapped while a switch runs is ignored (UIKit's tab bar takes no selection then);
    /// other requests queue as in every container.
    public override func request(_ r: ContainerRequest) {
        if case .select = r, isTransitioning {
            runtime.record(.ignoredDuringTabSwitch(describe(r)))
            return
        }
        super.request(r)
    }

    override func perform(_ r: ContainerRequest, interactive: Bool) {
        guard case .select(let index) = r else {
            super.perform(r, interactive: interactive)
            return
        }
        guard tabs.indices.contains(index) else {
            runtime.warn("selectedIndex = \(index): the tab bar has \(Plural.count(tabs.count, "tab"))")
            return
        }
        guard index != selectedIndex else { return }
        runtime.record(describe(r))
        let from = tabs[selectedIndex], to = tabs[index]
        let direction = index > selectedIndex ? 1 : -1
        let hostAnimator = transitionDelegate?.animationController(from: from, to: to)
        let spec = hostAnimator == nil ? transitionSpec(.tab) : nil
        let answer: UIKitCall.AnimatorAnswer = hostAnimator != nil || spec != nil ? .custom : .immediate
        runtime.record(.tabAnimationController(from: from.id, to: to.id, answer: answer))
        let animator = hostAnimator ?? spec.map { makeAnimator($0, op: .tab) }
        let interaction = hostAnimator.flatMap { transitionDelegate?.interactionController(for: $0) }
        tabBarSelectedIndex = index
        runTransition(TransitionSetup(.tab, from: from, to: to, animator: animator, interaction: interaction, alongside: spec?.alongside ?? [],
                                      direction: direction)) { [weak self] done in
            guard let self else { return }
            if done { self.selectedIndex = index } else { self.tabBarSelectedIndex = self.selectedIndex }
        }
    }
}
