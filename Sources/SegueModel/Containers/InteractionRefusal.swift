import SegueScenario

/// Why a container refuses an interactive transition now (`Container.interactionRefusal(for:)`):
/// facts for the side panel, which words them (e.g. `inbox is the root`; docs/gestures.md).
public enum InteractionRefusal: Sendable, Equatable {
    /// The container has no interactive transition at all.
    case nothingInteractive
    /// A tab bar controller: tabs switch by selection (the digits), never with a gesture.
    case tabsSwitchBySelection
    /// A containment parent: its children switch by `transition(from:to:…)` (the digits), never with a gesture.
    case childrenSwitchWithDigits
    /// A navigation controller shows its root screen `screen` (nil: an empty stack): nothing to pop.
    case atRoot(screen: String?)
    /// A modal controller with nothing presented: nothing to dismiss.
    case nothingPresented
    /// A transition for `operation` is running.
    case transitionRunning(Operation)
    /// The scenario gives `operation` no interaction.
    case noInteraction(Operation)
    /// `operation`'s interaction is driven by the other gesture, `gesture`.
    case drivenByOtherGesture(Operation, gesture: GestureKind)
    /// `operation` cannot begin now for another reason.
    case cannotBeginNow(Operation)
}
