extension Scenario {
    /// How many transitions the scenario describes (what `segue check` counts): its
    /// `transitions` entries, a containment parent's own `transition`, and a push and a pop per
    /// screen pushed with `useLayoutToLayoutNavigationTransitions` (the layout change is their
    /// animation). The UIKit defaults of operations with no entry are not counted.
    public var describedTransitionCount: Int {
        var count = transitions.count
        if case .containment = container { count += 1 }
        count += 2 * screens.filter { $0.collection?.useLayoutToLayoutNavigationTransitions == true }.count
        return count
    }
}
