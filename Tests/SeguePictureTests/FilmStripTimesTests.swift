import Foundation
import SegueCore
import SegueFiles
import SeguePicture
import Testing

/// The percent rule (docs/cli.md, "The percent rule") on the built-in `fade` and `alert`: their
/// first transitions start with the demo's `0.4 p` and are animated for the duration the
/// scenario file gives (0.5 s, 1.0 s), so P % is reached at 0.4 + P/100 · duration, to the 1 ms
/// step of the search.
struct FilmStripTimesTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    static func player(_ name: String) throws -> (Player, [TimedEvent]) {
        let scenario = try ScenarioLoader.load(path: scenarios + "/\(name).json").scenario
        return (Player(scenario: scenario, terminalSize: (120, 40)), scenario.demo)
    }

    @Test(arguments: [("fade", 0.5), ("alert", 1.0)])
    func aPercentIsItsShareOfTheDurationAfterTheStart(_ name: String, _ duration: Double) throws {
        let percents = [0.0, 25, 50, 100]
        let (player, events) = try Self.player(name)
        let times = try FilmStripTimes.times(for: percents, player: player, events: events)
        for (p, t) in zip(percents, times) {
            let want = 0.4 + p / 100 * duration
            #expect(abs(t - want) <= FilmStripTimes.step + 1e-9, "\(name) \(p) %: \(t) s, want \(want) s")
        }
    }

    @Test func theDefaultStripSpansTheFirstTransition() throws {
        let (player, events) = try Self.player("alert")
        let span = try #require(FilmStripTimes.firstTransition(player: player, events: events))
        #expect(abs(span.start - 0.4) <= FilmStripTimes.step && abs(span.end - 1.4) <= FilmStripTimes.step + 1e-9)
        #expect(!span.cancelled && span.operation == "present")
        let times = span.evenTimes(5)
        #expect(times.count == 5 && times.first == span.start && times.last == span.end)
        #expect(abs(times[2] - (span.start + span.end) / 2) < 1e-12)
    }

    /// `alongside`'s demo cancels its first pop at about 41 %: a percent beyond the
    /// highest it reached is refused.
    @Test func aCancelledTransitionNeverReachesAHighPercent() throws {
        let (player, events) = try Self.player("alongside")
        #expect(throws: FilmStripTimes.Failure.self) { try FilmStripTimes.times(for: [90], player: player, events: events) }
    }
}
