import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp
import SegueScreen

/// `play` after a crash in user code, in process (docs/user-code.md, "Crashes"): the journal is
/// written ahead of the player, the resume picks the journal's sources and its events but the
/// last, a resumed session shows the frame the headless path draws after those events, and the
/// supervisor's budget and crash report are as documented. Expected values come from the events
/// and sources the tests write, and from the rules as the docs state them.
struct CrashResumeTests {
    static let header: SessionHeader = {
        var h = SessionHeader(created: "2026-12-02T19:00:00Z", cols: 120, rows: 40, source: "drop.json",
                              scenario: try! InputLoading.load(LiveSessionTests.root.appendingPathComponent("Scenarios/pop-parallax.json").path).json)
        h.swiftSources = ["Drop.swift": "import UIKit\nfunc setUpDrop(_ n: UINavigationController) {}\n"]
        return h
    }()

    static let events = [TimedEvent(t: 0.5, event: .key(.right)), TimedEvent(t: 0.53, event: .key(.right)),
                         TimedEvent(t: 0.56, event: .key(.char("b")))]

    @Test func theResumeKeepsTheSourcesAndDropsTheEventThatCrashed() throws {
        let text = SessionFile.text(header: Self.header, events: Self.events)
        let session = try SessionFile.parse(bytes: Array(text.utf8), file: "journal")
        let resume = CrashResume.pick(session)
        #expect(resume.swiftSources == Self.header.swiftSources)
        #expect(resume.events == Array(Self.events.prefix(2)))
        // A journal that ended (q) still resumes without its last real event, not without `end`.
        let ended = try SessionFile.parse(bytes: Array(SessionFile.text(header: Self.header, events: Self.events + [TimedEvent(t: 1, event: .end)]).utf8),
                                          file: "journal")
        #expect(CrashResume.pick(ended).events == Array(Self.events.prefix(2)))
    }

    static let v1 = ["Drop.swift": "import UIKit\nfunc setUpDrop(_ n: UINavigationController) { _ = 1 }\n"]
    static let v2 = ["Drop.swift": "import UIKit\nfunc setUpDrop(_ n: UINavigationController) { _ = 2 }\n"]

    static func picked(_ events: [TimedEvent]) throws -> CrashResume {
        CrashResume.pick(try SessionFile.parse(bytes: Array(SessionFile.text(header: Self.header, events: events).utf8), file: "journal"))
    }

    /// The last good version runs: a crash under a reloaded version leaves out that version's
    /// marker (its events replay on the version before it); a reload that crashed as it took
    /// over is the dropped event itself; a crash in the first version has none before it.
    @Test func theVersionThatCrashedIsLeftOut() throws {
        let (a, b, c) = (Self.events[0], Self.events[1], Self.events[2])
        let one = TimedEvent(t: 0.51, event: .swiftSources(Self.v1)), two = TimedEvent(t: 0.54, event: .swiftSources(Self.v2))
        // Crash at c under v2: v2's marker goes, v1 runs; the other events stay in order.
        let underV2 = try Self.picked([a, one, b, two, c])
        #expect(underV2.events == [a, one, b])
        #expect(underV2.wentBack)
        #expect(underV2.swiftSources == Self.header.swiftSources)
        // v2 crashed while taking over: v1 runs, with every event before it.
        let takingOver = try Self.picked([a, one, b, two])
        #expect(takingOver.events == [a, one, b])
        #expect(takingOver.wentBack)
        // The first version crashed: it runs again, without the crashing event.
        let first = try Self.picked([a, b, c])
        #expect(first.events == [a, b])
        #expect(!first.wentBack)
    }

    /// Records, for each event written, the player's session time then: still before the event's.
    final class Probe: EventJournal {
        let player: Player
        var seen: [(event: TimedEvent, playerTime: Double)] = []
        init(player: Player) { self.player = player }
        func write(_ event: TimedEvent) { seen.append((event, player.sessionTime)) }
    }

    @Test func theJournalHasEachEventBeforeThePlayerHandlesIt() throws {
        let scenario = try LiveSessionTests.scenario("pop-parallax")
        let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
        var session = LiveSession(player: player, script: LiveScript())
        let probe = Probe(player: player)
        session.writeAhead = probe
        _ = session.step(now: 0, event: .tick)
        let effects = session.step(now: 0.5, event: .terminal(.input(.key(.right))))
        #expect(probe.seen.map(\.event) == [TimedEvent(t: 0.5, event: .key(.right))])
        #expect(probe.seen.first?.playerTime == 0)
        #expect(player.sessionTime == 0.5)
        #expect(!effects.contains { if case .record = $0 { true } else { false } })
    }

    @Test func theJournalFileHoldsTheResumedEventsThenTheNewOnes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-journal-\(UUID().uuidString)").path
        defer { unlink(path) }
        let journal = CrashJournal(path: path, header: Self.header, events: Array(Self.events.prefix(2)), recorder: nil)
        #expect(!FileManager.default.fileExists(atPath: path))  // not before play has begun
        journal.open()
        journal.write(Self.events[2])
        let session = try SessionFile.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        #expect(session.header.swiftSources == Self.header.swiftSources)
        #expect(session.events == Self.events)
        #expect(session.wasCutShort)
    }

    @Test func aResumedSessionShowsTheFrameAfterItsEvents() throws {
        let scenario = try LiveSessionTests.scenario("pop-parallax")
        let pan = LiveSessionTests.pan
        let terminal = LiveSessionTests.terminal([(0, .input(.key(.char("q"))))])
        let loop = LiveLoop(terminal: terminal, options: LiveSessionTests.options())
        var session = LiveSession(player: Player(scenario, terminalSize: (120, 40), showsPanel: true), script: LiveScript())
        session.resume(pan.map { TimedEvent(t: $0.0, event: $0.1.inputEvent!) })
        #expect(session.player.sessionTime == 0.9)
        #expect(try loop.run(session, recorder: nil, reload: nil, showsPanel: true) == .quit)
        #expect(terminal.screen.flushed == LiveSessionTests.headlessFrame(scenario, events: pan, at: 0.9))
    }

    @Test func theBudgetAllowsThreeRestartsInTenSeconds() {
        var budget = CrashBudget()
        let first = [budget.allowsRestart(at: 0), budget.allowsRestart(at: 1), budget.allowsRestart(at: 2)]
        #expect(first == [true, true, true])
        let fourth = budget.allowsRestart(at: 9.9)  // within 10 s of the first
        let later = budget.allowsRestart(at: 10.0)  // the first is 10 s old: out of the window
        let again = budget.allowsRestart(at: 10.5)
        #expect(!fourth && later && !again)
    }

    /// SegueUIKit's own stop (an API the model cannot honour) is reported at the scenario, with
    /// what the code was running; the runtime's stack trace under it is dropped.
    @Test func aStopOfSegueUIKitNamesTheScenarioAndWhereTheCodeWas() {
        var report = HostCrashReport()
        let trap = "SegueUIKit/UIViewController+Presentation.swift:20: Fatal error: segue: present(_:animated: false) is not modelled: "
            + "present with animated: true (in setUp)"
        #expect(report.take(trap) == nil)
        #expect(report.take("Current stack trace:") == nil)
        #expect(report.take("0    libswiftCore.so  0x1 _assertionFailure + 1") == nil)
        #expect(report.summary(signal: 4, file: "sheet.json")
                == "segue: sheet.json: swift: present(_:animated: false) is not modelled: present with animated: true (in setUp)")
    }

    @Test func theWatchdogsLineIsTheCrashsLine() {
        var report = HostCrashReport()
        let line = "segue: swift: your code did not return within 2 s (in a gesture's action): an infinite loop?"
        #expect(report.take(line) == nil)
        #expect(report.take("something else") == "something else")
        #expect(report.summary(signal: 0, file: "card-pop.json") == line)
    }
}
