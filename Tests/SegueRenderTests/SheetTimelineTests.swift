import Foundation
import SegueCore
import Testing
@testable import SegueRender
@testable import SegueRecords

/// The `sheet` built-in's timeline (docs/panel-and-exports.md): rows for the sheet (its screen
/// id), the dimming view (`dimming`) and the presenter, whose own scale and y show its recession.
@Suite struct SheetTimelineTests {
    /// The rows of `view` at every frame of the demo run, as (t, y, scale, alpha).
    static func rows(of view: String) throws -> [(t: Double, y: Double, scale: Double, alpha: Double)] {
        let scenario = try ScenarioLoader.load(path: ScenarioGoldenTests.scenariosDirectory + "/sheet.json").scenario
        let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
        var out: [(Double, Double, Double, Double)] = []
        HeadlessRun.run(player, events: scenario.demo, fps: 20) { t in
            for row in TimelineCSV.rows(t: t, scene: player.scene()) {
                let f = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard f[3] == view else { continue }
                out.append((t, Double(f[5])!, Double(f[8])!, Double(f[10])!))
            }
        }
        return out
    }

    @Test func theSheetTheDimmingViewAndThePresenterHaveRows() throws {
        let sheet = try Self.rows(of: "sheet"), dimming = try Self.rows(of: "dimming"), maps = try Self.rows(of: "maps")
        // At rest on large (2.6 s: released at 2.0 s, settled): top 57, dimming 0.4, the presenter 0.92 and 47 pt down.
        let atLarge = { (rows: [(t: Double, y: Double, scale: Double, alpha: Double)]) in rows.first { abs($0.t - 2.8) < 1e-9 } }
        #expect(atLarge(sheet).map { abs($0.y - 57) < 0.01 } == true)
        #expect(atLarge(dimming).map { abs($0.alpha - 0.4) < 1e-6 } == true)
        #expect(atLarge(maps).map { abs($0.scale - 0.92) < 1e-6 && abs($0.y - 47) < 1e-3 } == true)
        // At medium (1.2 s) no dimming and no recession: medium is the largest undimmed detent.
        let atMedium = { (rows: [(t: Double, y: Double, scale: Double, alpha: Double)]) in rows.first { abs($0.t - 1.2) < 1e-9 } }
        #expect(atMedium(sheet)?.y == 422 && atMedium(dimming)?.alpha == 0 && atMedium(maps)?.scale == 1)
        // Dragged between medium and large the dimming follows the height: alpha = 0.4 × (844 − y − 422) / (787 − 422).
        // (From 1 s: the presenting spring's 0.6 pt overshoot past medium springs the dimming from 0 to 0, so it stays 0.)
        for (s, d) in zip(sheet, dimming) where s.t >= 1 && s.y > 57 && s.y < 422 {
            #expect(abs(d.alpha - 0.4 * (844 - s.y - 422) / 365) < 1e-4, "t = \(s.t), y = \(s.y), alpha = \(d.alpha)")
        }
        // After the dismissal only the presenter is left, back to its layout.
        #expect(sheet.last!.t < maps.last!.t && maps.last!.scale == 1 && maps.last!.y == 0)
    }
}
