import Foundation
import SegueCore
import SegueRender
import SegueUserCode
import Testing
@testable import SegueApp

/// The inspector on Swift code in process (docs/user-code.md, "The inspector on your code"): the
/// live session stepped by hand with the stand-in code of `SwiftReloadTests` (`let popDuration
/// = 0.4` builds pop-parallax with a 0.4 s pop), its literals found by the real
/// `SwiftLiteralRows`. A step of the literal's row writes the source in place, the save reloads
/// as any save does (`SwiftReload.load`, as the worker calls it), and the next pop runs the new
/// duration: 0.4 s + a 0.05 s step.
@Suite struct SourceLiteralInspectorTests {
    typealias T = LiveSessionTests
    static let text = "// popDuration = 0.9: a number in a comment is not a row\nlet popDuration = 0.4"

    /// The stand-in's models, with the literals of the embedded text, else of `text` (the first
    /// version's, as the host finds those its models were readied with).
    static func models(_ code: SwiftReloadTests.StandInCode) -> ModelFactory {
        ModelFactory(make: code.models.make, prepare: code.models.prepare, literals: { scenario in
            SwiftLiteralRows.find(in: SwiftSource(path: "Drop.swift", text: scenario.swift?.embedded["Drop.swift"] ?? Self.text))
        })
    }

    @Test func aStepOfALiteralWritesTheSourceInPlaceAndTheReloadRunsIt() throws {
        let code = SwiftReloadTests.StandInCode()
        let models = Self.models(code)
        let players = PlayerFactory(models: models)
        let dir = try SwiftReloadTests.folder(source: Self.text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        let input = try InputLoading.load(path, players: players)
        let player = players.player(input.scenario, terminalSize: (120, 40), showsPanel: true)
        player.tuning = Tuning(base: input.json, file: path)
        var session = LiveSession(player: player, script: LiveScript(), reloads: true)
        var side = SwiftReloadTests.side(dir, players: players)
        side.swiftTexts = ["Drop.swift": Self.text]

        _ = session.step(now: 0.1, event: T.key(.char("t")))
        let rows = try #require(session.player.scene().panel.inspector?.rows)
        // The scenario's own rows (pop-parallax's pop), then the source's one literal: the comment's number is none.
        #expect(rows.filter { $0.name.hasPrefix("Drop.swift") }.map(\.name) == ["Drop.swift:2 popDuration"])
        #expect(rows.last?.name == "Drop.swift:2 popDuration" && rows.last?.value == 0.4 && rows.last?.unit == "s")
        #expect(rows.count > 1 && rows.first?.keyPath.hasPrefix("transitions.pop") == true)
        _ = session.step(now: 0.2, event: T.key(.up))  // from the first row up: the last
        let effects = session.step(now: 0.3, event: T.key(.char("]")))
        let step = try #require(effects.compactMap { if case .stepSourceLiteral(let s) = $0 { s } else { nil } }.first)
        #expect(!effects.contains { if case .record = $0 { true } else { false } }, "the key is not recorded: the reload is")

        let report = SourceLiteralWrite.write(step, reload: side, scenario: session.player.scenario, models: models)
        #expect(report == "Drop.swift:2 popDuration 0.4 → 0.45 (saved: reloading)")
        let source = dir.appendingPathComponent("Drop.swift")
        #expect(try String(contentsOf: source, encoding: .utf8) == Self.text.replacingOccurrences(of: "= 0.4", with: "= 0.45"))
        _ = session.step(now: 0.31, event: .wrote(report))
        #expect(session.player.inspector.message == report)

        // The watcher reports the write as a save: the code alone reloads, and its version is recorded.
        #expect(session.step(now: 0.4, event: .fileChanged) == [.reload])
        #expect(SwiftReload.sourcesAlone(side, fingerprint: side.contentFingerprint))
        let loaded = SwiftReload.load(side, base: session.player.scenario, shown: side.swiftTexts, elapsed: { 0.5 })
        guard case .swiftReloaded(let texts, let said) = loaded.event else { Issue.record("not reloaded: \(loaded.event)"); return }
        #expect(said == "reloaded Drop.swift (0.5 s)")
        #expect(session.step(now: 0.5, event: loaded.event).contains(.record(TimedEvent(t: 0.5, event: .swiftSources(texts)))))
        #expect(session.player.scene().panel.inspector?.rows.last?.value == 0.45, "the row shows the version running")

        // The new value takes effect: the pop now runs 0.45 s.
        _ = session.step(now: 0.6, event: T.key(.char("t")))
        _ = session.step(now: 0.7, event: T.key(.char("b")))
        _ = session.step(now: 0.75, event: .tick)
        let timing = try #require(session.player.scene().panel.timing)
        #expect(abs(timing.duration - 0.45) < 1e-9, "\(timing.duration)")
    }

    @Test func aSessionThatDoesNotReloadWritesNothing() throws {
        let row = try #require(SwiftLiteralRows.find(in: SwiftSource(path: "Drop.swift", text: Self.text)).first)
        let step = SourceLiteralStep(literal: row, index: 0, delta: 0.05)
        let scenario = try T.scenario("pop-parallax")
        #expect(SourceLiteralWrite.write(step, reload: nil, scenario: scenario, models: .scenario)
            == "not written: this session does not hot-reload its Swift sources (docs/user-code.md)")
    }
}
