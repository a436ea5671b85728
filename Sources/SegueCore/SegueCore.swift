// SegueCore is the umbrella of the pure model's modules (docs/architecture.md, "Targets and their
// rules"): a target that imports SegueCore sees all of them.
@_exported import SegueScenario
@_exported import SegueSupport
