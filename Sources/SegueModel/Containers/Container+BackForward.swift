/// The container's answers to the previewer's `p`, `b` and digit keys (docs/cli.md, "Keys"):
/// each container knows what going forward, going back and selecting a tab mean in it.
extension Container {
    /// Goes forward: pushes (or presents) the scenario's next screen after the top one; warns in
    /// a tab bar, or when the top screen is the last.
    public func requestForward() {
        guard let op = forwardOperation else {
            runtime.warn("p: \(self is ContainmentController ? "a containment parent" : "a tab bar") has nothing to push")
            return
        }
        guard let next = nextScreenID else {
            runtime.warn("p: no screen after \(topScreenID ?? "the top") in the scenario")
            return
        }
        request(op == .present ? .present(next) : .push(next))
    }

    /// Goes back: pops (or dismisses) without a gesture; warns in a tab bar.
    public func requestBack() {
        guard let r = backRequest else {
            runtime.warn("b: nothing to go back from in \(self is ContainmentController ? "a containment parent" : "a tab bar")")
            return
        }
        request(r)
    }

    /// Selects tab `number` (1 = the first), or in a containment parent transitions to child
    /// `number`; warns elsewhere.
    public func requestTab(_ number: Int) {
        guard let r = childRequest(number - 1) else {
            runtime.warn("\(number): tabs and children only")
            return
        }
        request(r)
    }
}
