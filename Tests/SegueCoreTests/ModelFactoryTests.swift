import Testing
@testable import SegueCore

/// A host's `ModelFactory` builds every model a player and the sweep make (docs/architecture.md,
/// "The model's objects, by name"): a substitute that builds pop-shrink's model whatever
/// scenario it is given makes a pop-parallax player move exactly as a pop-shrink player does —
/// from its start, after a frame stepped back (the model rebuilt from the inputs), in the onion
/// skin's past scenes and in a player rebuilt for a replay — and a sweep's cell release as
/// pop-shrink's does. The reference is a plain player of pop-shrink, built without a factory.
struct ModelFactoryTests {
    static func builtin(_ name: String) throws -> Scenario {
        try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario
    }

    /// Counts the models it builds; single-threaded use in these tests.
    final class Calls: @unchecked Sendable { var count = 0 }

    /// Builds `model`'s app, whatever scenario it is asked for.
    static func substitute(_ model: Scenario, calls: Calls) -> ModelFactory {
        ModelFactory { _, size in
            calls.count += 1
            return SimulatedApp(scenario: model, size: size)
        }
    }

    /// Both players through pop-shrink's demo up to `t`: the substitute's views equal the plain one's.
    static func play(_ players: [Player], events: [TimedEvent], until t: Double) {
        for e in events where e.t <= t { for p in players { _ = p.handle(e) } }
        for p in players { p.advance(to: t) }
    }

    @Test func everyModelOfAPlayerComesFromItsFactory() throws {
        let shrink = try Self.builtin("pop-shrink"), parallax = try Self.builtin("pop-parallax")
        let calls = Calls()
        let hosted = Player(scenario: parallax, terminalSize: (120, 40), models: Self.substitute(shrink, calls: calls))
        let reference = Player(scenario: shrink, terminalSize: (120, 40))
        #expect(calls.count == 1)
        #expect(hosted.scene().views == reference.scene().views)

        // Finishing after the lift, then paused (space) and stepped one frame back (`,`): the
        // model is rebuilt from the inputs.
        Self.play([hosted, reference], events: shrink.demo, until: 1.0)
        #expect(hosted.scene().views == reference.scene().views)
        #expect(hosted.scene().views != Player(scenario: parallax, terminalSize: (120, 40)).scene().views)
        for p in [hosted, reference] {
            _ = p.handle(TimedEvent(t: 1.0, event: .key(.space)))
            _ = p.handle(TimedEvent(t: 1.05, event: .key(.char(","))))
            p.advance(to: 1.1)
        }
        #expect(calls.count >= 2, "stepping back rebuilt the model without the factory")
        #expect(hosted.scene().views == reference.scene().views)

        // The onion skin's past scene, and a player rebuilt for a replay.
        let before = calls.count
        #expect(hosted.scene(atModel: 0.6).views == reference.scene(atModel: 0.6).views)
        #expect(calls.count == before + 1)
        #expect(hosted.rebuilt().scene().views == reference.rebuilt().scene().views)
        #expect(calls.count == before + 2)
    }

    @Test func aSweepCellIsReleasedInTheFactorysModel() throws {
        let shrink = try Self.builtin("pop-shrink"), parallax = try Self.builtin("pop-parallax")
        let calls = Calls()
        let hosted = try ReleaseSweep.release(parallax, operation: .pop, percent: 0.3, velocity: 200,
                                              models: Self.substitute(shrink, calls: calls))
        let reference = try ReleaseSweep.release(shrink, operation: .pop, percent: 0.3, velocity: 200)
        #expect(calls.count == 1)
        #expect(hosted.finishes == reference.finishes)
        #expect(hosted.completion == reference.completion)
    }
}
