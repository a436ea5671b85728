import Foundation
import SegueCore
import SegueFiles
import SegueImage
import Testing
@testable import SegueRender
import SeguePixels

/// Golden frames of every built-in scenario (`Scenarios/*.json`) at fixed moments, rendered at
/// 120 × 40 exactly as `segue render` draws them (`Player.headless`, `Compositor` with the side
/// panel, the colour mode text output uses). Goldens live in `Golden/scenarios/NAME-MOMENT.golden`;
/// regenerate with `SEGUE_UPDATE_GOLDEN=1 swift test --filter ScenarioGoldenTests` and look at
/// the pictures before committing them.
///
/// Moments (frames of a 60 fps headless run, as `segue render` schedules them):
/// - `start`: t = 0;
/// - `p25`, `p50`: the first frame of the demo run whose transition percent reaches 0.25 / 0.5;
/// - `cancel30`: for scenarios with an interactive pop or dismiss only — pan to about 30 % with
///   the gesture's own keys (→ for the left-edge pans, `-` for the pinch), press Escape, and take
///   the frame halfway through the cancel;
/// - `end`: the last frame of the demo run.
@Suite struct ScenarioGoldenTests {
    static let cols = 120, rows = 40

    /// Every built-in scenario, with the key that drives its interactive pop/dismiss (read off
    /// the scenario files: every `edgePan` starts on the left edge, so → moves the finger in;
    /// `default-pop` has no custom pop, so UIKit's default left-edge pan applies). nil: the
    /// scenario has no interactive pop or dismiss, so it has no `cancel30` golden.
    static let builtins: [(name: String, gestureKey: Key?)] = [
        ("alert", nil),
        ("alongside", .right),
        ("cross-dissolve", nil),
        ("default-pop", .right),
        ("fade", .right),
        ("image-transition", .right),
        ("interruptible", .right),
        ("layout-to-layout", .right),
        ("modal-spring", nil),
        ("pinch-pop", .minus),
        ("pop-during-push", .right),
        ("pop-parallax", .right),
        ("pop-parallax-images", .right),
        ("pop-percent-driven", .right),
        ("pop-shrink", .right),
        ("scale-push-pop", nil),
        ("sheet", nil),
        ("swing-drop", nil),
        ("tabs-slide", nil),
        ("zoom", .right),  // any arrow pans the zoomed photo (the zoom dismissal)
        ("zoom-images", .right),
    ]

    enum Moment: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case start, p25, p50, cancel30, end
        var testDescription: String {
            switch self {
            case .start: "start (t = 0)"
            case .p25: "25 % of the first transition reaching it"
            case .p50: "50 % of the first transition reaching it"
            case .cancel30: "halfway through cancelling a 30 % gesture"
            case .end: "end of the demo"
            }
        }
    }

    /// One golden: a scenario at a moment.
    struct Case: Sendable, CustomTestStringConvertible {
        var scenario: String
        var moment: Moment
        var testDescription: String { "\(scenario) at \(moment.testDescription)" }
        var goldenName: String { "scenarios/\(scenario)-\(moment.rawValue)" }
    }

    static let cases: [Case] = builtins.flatMap { b in
        Moment.allCases.filter { $0 != .cancel30 || b.gestureKey != nil }.map { Case(scenario: b.name, moment: $0) }
    }

    // MARK: Running a scenario headlessly

    static var scenariosDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios").path
    }

    /// The built-in `name` with its images loaded (sizes and hashes).
    static func load(_ name: String) throws -> Scenario {
        let path = scenariosDirectory + "/\(name).json"
        return try ImageLoading.load(ScenarioLoader.load(path: path).scenario, scenarioPath: path).scenario
    }

    /// The pixels of the built-in `scenario`'s images, in a library of its own (a library is not
    /// shared between threads, and the tests run in parallel).
    static func images(of scenario: Scenario) -> ImageLibrary? {
        try? ImageLoading.load(scenario, scenarioPath: scenariosDirectory + "/\(scenario.name).json").library
    }

    /// What one frame of a run looked like, for choosing the moments.
    struct FrameFacts {
        var t: Double
        var phase: Phase
        var percent: Double?
    }

    private struct Stop: Error {}

    /// Runs `scenario` with `events` as `segue render` does (60 fps) and returns each frame's
    /// facts; when `capture` is given, composes that frame (and stops there).
    static func run(_ scenario: Scenario, events: [TimedEvent], capture: Int? = nil) -> (facts: [FrameFacts], grid: CellGrid?) {
        let player = Player(scenario, terminalSize: (cols, rows), showsPanel: true)
        var facts: [FrameFacts] = []
        var grid: CellGrid?
        do {
            try HeadlessRun.run(player, events: events, fps: 60) { t in
                facts.append(FrameFacts(t: t, phase: player.app.phase, percent: player.app.percent))
                if let capture, facts.count - 1 == capture {
                    grid = compose(player, scenario)
                    throw Stop()
                }
            }
        } catch {}
        return (facts, grid)
    }

    /// The frame `segue render` draws: the default text/cast colour mode (256 colours), panel on.
    static func compose(_ player: Player, _ scenario: Scenario) -> CellGrid {
        var compositor = Compositor(options: RenderOptions(colorMode: .xterm256, ascii: false, showsPanel: true,
                                                           isFill: scenario.device.isFill))
        compositor.renderer.images = images(of: scenario)
        var grid = CellGrid(width: cols, height: rows)
        compositor.compose(player.scene(), cols: cols, rows: rows,
                           overlay: .init(speed: player.speed, paused: player.paused, logScroll: player.logScroll), into: &grid)
        return grid
    }

    /// The events of the `cancel30` moment, as an event script: push first when nothing can be
    /// popped yet (as the demos do), then press `key` every 0.03 s until the transition's
    /// percent reaches 0.28, then Escape 0.05 s later, while the key is still held (letting go of
    /// a key repeating every 0.03 s is seen 0.08 s after its last press).
    static func cancelScript(_ scenario: Scenario, key: Key) throws -> String {
        var items: [String] = []
        let player = Player(scenario, terminalSize: (cols, rows), showsPanel: true)
        var t = 0.0
        if player.app.container.interactiveOperation(for: .edgePan) == nil,
           player.app.container.interactiveOperation(for: .pinch) == nil {
            items.append("0.4 p")
            player.handle(TimedEvent(t: 0.4, event: .key(.char("p"))))
            t = 0.4
            while player.isAnimating || player.nextDeadline != nil {
                t += 0.1
                player.advance(to: t)
                try #require(t < 10, "\(scenario.name): the push never settles")
            }
            t += 0.2
        } else {
            t = 0.5
        }
        let keyName = key == .minus ? "minus" : "right"
        var presses = 0
        while (player.app.percent ?? 0) < 0.28 {
            player.handle(TimedEvent(t: t + Double(presses) * 0.03, event: .key(key)))
            presses += 1
            try #require(presses <= 40, "\(scenario.name): 40 presses of \(keyName) never reach 28 %")
        }
        let start = DecimalText.fixed(t, decimals: 2)
        let escape = DecimalText.fixed(t + Double(presses - 1) * 0.03 + 0.05, decimals: 2)
        items.append("\(start) \(keyName)*\(presses)@0.03")
        items.append("\(escape) escape")
        return items.joined(separator: "; ")
    }

    /// The frame index of `moment` in the run, with the events that run uses.
    static func frame(of moment: Moment, in scenario: Scenario, key: Key?) throws -> (index: Int, events: [TimedEvent], why: String) {
        switch moment {
        case .start:
            return (0, scenario.demo, "t = 0")
        case .p25, .p50, .end:
            let facts = run(scenario, events: scenario.demo).facts
            if moment == .end { return (facts.count - 1, scenario.demo, "t = \(facts.last!.t)") }
            let target = moment == .p25 ? 0.25 : 0.5
            let i = try #require(facts.firstIndex { ($0.percent ?? -1) >= target && $0.phase != .idle },
                                 "\(scenario.name): the demo never reaches \(target)")
            return (i, scenario.demo, "t = \(facts[i].t), percent \(facts[i].percent!)")
        case .cancel30:
            let key = try #require(key)
            let script = try cancelScript(scenario, key: key)
            let events = try EventScript.parse(script)
            let facts = run(scenario, events: events).facts
            let cancelling = facts.indices.filter { facts[$0].phase == .cancelling }
            try #require(!cancelling.isEmpty, "\(scenario.name): '\(script)' never cancels")
            // Escape came at about 30 %: the first cancelling frame is still near it.
            let first = try #require(facts[cancelling.first!].percent)
            #expect(first > 0.2 && first < 0.4, "\(scenario.name): cancel starts at \(first), not about 0.3 ('\(script)')")
            let mid = cancelling[cancelling.count / 2]
            return (mid, events, "events '\(script)', t = \(facts[mid].t), percent \(facts[mid].percent ?? -1)")
        }
    }

    // MARK: Tests

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let scenario = try Self.load(c.scenario)
        let key = Self.builtins.first { $0.name == c.scenario }!.gestureKey
        let (index, events, why) = try Self.frame(of: c.moment, in: scenario, key: key)
        let grid = try #require(Self.run(scenario, events: events, capture: index).grid)
        expectWellFormed(grid)
        expectGolden(grid, named: c.goldenName, context: "\(c.testDescription) (\(why))")
    }

    /// The table above covers exactly the files in `Scenarios/`.
    @Test func everyBuiltinScenarioHasGoldens() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenariosDirectory)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files == Self.builtins.map(\.name).sorted())
        #expect(Self.cases.count == 21 * 4 + 14)
    }

    /// The `cancel30` skip list is right: once something can be popped or dismissed (after a
    /// push or present where needed), the model offers an interactive gesture exactly for the
    /// scenarios the table gives a key, and it is the gesture that key drives.
    @Test(arguments: builtins.map(\.name))
    func interactiveTableMatchesTheModel(_ name: String) throws {
        let scenario = try Self.load(name)
        let player = Player(scenario, terminalSize: (Self.cols, Self.rows), showsPanel: true)
        func offered() -> GestureKind? {
            let c = player.app.container
            return c.interactiveOperation(for: .edgePan) != nil ? .edgePan : c.interactiveOperation(for: .pinch) != nil ? .pinch : nil
        }
        var kind = offered()
        if kind == nil, case .tabs = scenario.container {} else if kind == nil {
            player.handle(TimedEvent(t: 0.1, event: .key(.char("p"))))
            player.advance(to: 5)
            kind = offered()
        }
        let key = Self.builtins.first { $0.name == name }!.gestureKey
        switch key {
        case nil: #expect(kind == nil, "\(name): the model offers an interactive \(kind.map { "\($0)" } ?? "")")
        case .minus?: #expect(kind == .pinch, "\(name)")
        default: #expect(kind == .edgePan, "\(name)")
        }
    }
}
