import Testing
@testable import SegueCore

/// Seeded random event scripts over scenarios: no invariant of SPEC §4 may break.
struct PropertyTests {
    @Test func popParallaxSurvivesRandomScripts() {
        var failures: [String] = []
        for seed in UInt64(1)...UInt64(2000) {
            failures += checkInvariants(popParallaxScenario(), seed: seed)
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
