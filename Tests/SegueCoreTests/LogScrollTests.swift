import Testing
@testable import SegueCore
import SegueFiles

/// The call log's scroll state: the pages turned with Page Up / Page Down, as the player records them.
struct LogScrollTests {
    typealias Turn = LogScroll.Turn

    @Test func turnsAreRecordedWithTheirEntryCounts() {
        var s = LogScroll()
        s.turn(.down, entries: 10)  // at the newest entry already: nothing to do
        #expect(s.turns.isEmpty)
        s.turn(.up, entries: 10)
        s.turn(.up, entries: 10)    // no new entry in between: one turn of two pages
        s.turn(.up, entries: 12)    // new entries in between: a turn of its own
        s.turn(.down, entries: 12)
        s.turn(.down, entries: 12)
        #expect(s.turns == [Turn(direction: .up, pages: 2, entries: 10), Turn(direction: .up, pages: 1, entries: 12),
                            Turn(direction: .down, pages: 2, entries: 12)])
        #expect(s.counted(from: 4).turns.map(\.entries) == [6, 8, 8])
    }

    static func player() throws -> Player {
        let scenario = try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json").scenario
        return Player(scenario: scenario, terminalSize: (120, 40))
    }

    @Test func thePlayerRecordsPageKeysAndTheModelNeverSeesThem() throws {
        let player = try Self.player()
        for e in try EventScript.parse("0 right*10@0.03; 0.4 pageup; 0.45 pageup; 0.5 pagedown") { player.handle(e) }
        let log = player.app.runtime.log
        #expect(log.appended == log.entries.count)
        // Nothing is logged between the keys (the finger reaches its last target at 0.30; it lifts at 0.27 + 0.25),
        // so the two pages up are one turn.
        let n = log.entries.count
        #expect(player.logScroll.turns == [Turn(direction: .up, pages: 2, entries: n), Turn(direction: .down, pages: 1, entries: n)])
        #expect(!log.entries.contains { $0.text.contains("page") })
        // A restart starts a new log, and the view follows its newest entry.
        player.handle(TimedEvent(t: 0.51, event: .key(.char("r"))))
        #expect(player.logScroll.turns.isEmpty)
    }
}
