import Foundation
import Testing
@testable import SegueCore
import SegueFiles

/// The repository's built-in scenarios, loaded once.
enum BuiltinFixtures {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Scenarios").path
    }()

    static let all: [Scenario] = BuiltinScenarios.list(in: directory).map {
        try! ScenarioLoader.load(path: $0.path).scenario
    }

    static func named(_ name: String) -> Scenario {
        try! ScenarioLoader.load(path: directory + "/" + name + ".json").scenario
    }
}

/// Seeded random event scripts over every built-in scenario: no invariant of docs/transitions.md may break
/// (completeTransition once per transition; the right views in the container at rest; stack,
/// presented screen and tab selection matching what finished or was cancelled; percent in
/// [0, 1]; no transition nested in another; no crash).
struct PropertyTests {
    /// Scripts per scenario; 16 scenarios × this = the total.
    static let scriptsPerScenario: UInt64 = 400

    @Test func builtInScenariosExist() {
        #expect(BuiltinFixtures.all.count >= 15)
    }

    @Test(arguments: BuiltinScenarios.list(in: BuiltinFixtures.directory).map(\.name))
    func randomScriptsKeepInvariants(name: String) {
        let scenario = BuiltinFixtures.named(name)
        var failures: [String] = []
        // Fixed seeds, so a failure reproduces run after run.
        for seed in 1...Self.scriptsPerScenario {
            failures += checkInvariants(scenario, seed: seed &* 7919 &+ UInt64(name.utf8.count))
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(name): \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test func popParallaxSurvivesRandomScripts() {
        var failures: [String] = []
        for seed in UInt64(1)...UInt64(1000) {
            failures += checkInvariants(popParallaxScenario(), seed: seed)
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
