import SegueCore

/// The SwiftUI export of a scenario (docs/export.md). Placeholder until the generator lands.
struct SwiftUIExport {
    let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }
    var source: String { "// \(scenario.name): SwiftUI export not written yet\n" }
}
