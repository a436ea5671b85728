// SegueCore is the umbrella of the pure model's modules (docs/architecture.md, "Targets and their
// rules"): a target that imports SegueCore sees all four, in their order of dependence.
@_exported import SegueSupport
@_exported import SegueScenario
@_exported import SegueModel
@_exported import SeguePlayback
