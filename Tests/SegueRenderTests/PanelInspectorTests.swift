import Testing
@testable import SegueRender
import SegueCore

/// The inspector drawn in the panel (docs/panel-and-exports.md): in the log's rows, the heading,
/// one row per parameter with the value right-aligned, the selection marked, `*` after an
/// unspelled default, the message at the bottom; the key hints switch to the inspector's.
struct PanelInspectorTests {
    static func parameter(_ name: String, _ value: Double, _ unit: String, spelled: Bool = true) -> TunableParameter {
        TunableParameter(name: name, keyPath: "transitions.pop.animator.\(name)", value: value, unit: unit,
                         isSpelled: spelled, step: TuneStep.of(name))
    }

    @Test func rowsReplaceTheLog() {
        var info = TestGrids.sampleInfo()
        info.gesture = nil
        info.inspector = InspectorInfo(operation: .pop, rows: [Self.parameter("duration", 0.45, "s"), Self.parameter("delay", 0, "s", spelled: false)],
                                       selected: 1, message: "transitions.pop.animator.delay = -0.05 refused: must be in [0, 60] seconds (got -0.05)",
                                       changeCount: 1)
        let g = PanelTests.draw(info)
        let rows = (0..<40).map { PanelTests.row(g, $0) }
        let top = rows.firstIndex(of: "inspector · pop · 1 change")
        #expect(top != nil, "\(rows)")
        if let top {
            // 40 cells: "  duration" left, "0.45 s" right.
            #expect(rows[top + 1] == "  duration" + String(repeating: " ", count: 40 - 10 - 6) + "0.45 s")
            #expect(rows[top + 2] == "▸ delay" + String(repeating: " ", count: 40 - 7 - 4) + "0 s*")
        }
        #expect(!rows.contains { $0.contains("update(") }, "the log is not drawn")
        // The message wraps at the panel's 40 cells, whole: no part of the refusal is cut off.
        #expect(Array(rows[36...38]).map { $0.trimmingTrailingSpaces } == [
            "transitions.pop.animator.delay = -0.05", "refused: must be in [0, 60] seconds (got", "-0.05)",
        ])
        #expect(rows[39].hasPrefix("↑↓ select [ ] step"))
    }
}

extension String {
    /// The text without the spaces a panel row is padded with.
    fileprivate var trimmingTrailingSpaces: String {
        var t = self
        while t.last == " " { t.removeLast() }
        return t
    }
}
