import SegueScenario

/// Navigation between UICollectionViewControllers that share one collection view
/// (`useLayoutToLayoutNavigationTransitions`, docs/transitions.md).
extension NavigationController {
    /// The controller whose collection view, and so whose cells, the controller at `index` of
    /// `stack` shows: itself when its collection has cells; else, while the controllers use
    /// layout-to-layout navigation transitions, the first one below with cells; nil for none.
    func collectionOwner(at index: Int, in stack: [ViewController]) -> ViewController? {
        var i = index
        while i >= 0, let collection = collection(of: stack[i]) {
            if !collection.cells.isEmpty { return stack[i] }
            guard collection.useLayoutToLayoutNavigationTransitions else { return nil }
            i -= 1
        }
        return nil
    }

    /// The layout-to-layout transition from the top controller `from` to `to`, when both show
    /// the same collection view; nil for an ordinary transition.
    func layoutToLayout(from: ViewController, to: ViewController) -> LayoutToLayoutTransition? {
        guard from !== to, let fromLayout = collection(of: from), let toLayout = collection(of: to) else { return nil }
        let toStack = stack.firstIndex { $0 === to }.map { Array(stack[...$0]) } ?? stack + [to]
        guard let owner = collectionOwner(at: stack.count - 1, in: stack),
              collectionOwner(at: toStack.count - 1, in: toStack) === owner,
              let cells = collectionCells[owner.id] else { return nil }
        return LayoutToLayoutTransition(runtime: runtime, cells: cells,
                                        fromFrames: fromLayout.frames(in: from.view.layoutFrame.size),
                                        toFrames: toLayout.frames(in: to.view.layoutFrame.size))
    }

    /// Runs a layout-to-layout transition: no animation controller (the delegate returned
    /// none), and for an edge-pan pop UIKit's own percent-driven interaction.
    func runLayoutToLayout(_ op: Operation, _ animator: LayoutToLayoutTransition, from: ViewController, to: ViewController,
                           interactive: Bool, bookkeeping: @escaping (Bool) -> Void) {
        let flagged = op == .push ? to : from
        runtime.record(.useLayoutToLayoutNavigationTransitions(flagged.id))
        var interaction: InteractiveTransitioning?
        if interactive, let system = SystemTransitions.transition(for: .pop) {
            interaction = makeInteraction(system, animator: animator)
        }
        announceWillShow(to)
        recordNavigationBarItems(op, from: from, to: to)
        runTransition(TransitionSetup(op, from: from, to: to, animator: animator, interaction: interaction), bookkeeping: bookkeeping)
    }

    /// At rest: the shared cells show in the top controller's view, at its layout.
    func installSharedCells() {
        guard let top = stack.last, let layout = collection(of: top),
              let owner = collectionOwner(at: stack.count - 1, in: stack), let cells = collectionCells[owner.id] else { return }
        runtime.animations.performWithoutAnimation {
            LayoutToLayoutTransition.place(cells, in: top.view, frames: layout.frames(in: top.view.layoutFrame.size))
        }
    }
}
