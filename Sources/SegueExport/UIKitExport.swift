import SegueCore

/// The UIKit export of a scenario (docs/export.md). Placeholder until the generator lands.
struct UIKitExport {
    let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }
    var source: String { "// \(scenario.name): UIKit export not written yet\n" }
}
