import SegueCore

/// The words of the panel's two gesture rows, from the Scene's facts (`GestureInfo`):
/// the summary, and what a release does (docs/panel-and-exports.md). The verdict's own words
/// (`finish (percent 0.71 > 0.5)`) come from `GestureText.decision`, which the event log's
/// `gesture ended: …` line shares.
enum PanelGestureText {
    /// `pan  +182 pt  640 pt/s  changed` (pinch: `pinch  +0.15  -0.80/s  changed`).
    static func summary(_ g: GestureInfo) -> [(String, PanelRole)] {
        let pinch = g.kind == .pinch
        let sign = g.translation > 0 || (g.translation == 0 && g.translation.sign == .plus) ? "+" : ""
        let translation = pinch
            ? sign + DecimalText.fixed(g.translation, decimals: 2, rounding: .halfAwayFromZero)
            : sign + DecimalText.fixed(g.translation, decimals: 0, rounding: .halfAwayFromZero) + " pt"
        let velocity = pinch
            ? DecimalText.fixed(g.velocity, decimals: 2, rounding: .halfAwayFromZero) + "/s"
            : DecimalText.fixed(g.velocity, decimals: 0, rounding: .halfAwayFromZero) + " pt/s"
        return [(pinch ? "pinch" : "pan", .gesture), ("  " + translation + "  " + velocity, .text),
                ("  " + g.state.rawValue, .dim)]
    }

    /// What releasing now would do, or what happened: `idle (→ from the left edge)`,
    /// `release → fail (moved 10 pt < 15 pt)`, `release → finish (velocity 591 pt/s > 0)`,
    /// `released → finish (percent 0.71 > 0.5)`, `cancelled → cancel`,
    /// `failed (moved 12 pt < 15 pt): no transition`,
    /// `failed (cancelled before it began): no transition`, `no transition: inbox is the root`,
    /// `release → the code's action decides` (a recognizer of the engineer's own code has the finger).
    static func outcome(_ g: GestureInfo) -> String {
        let unit = g.kind.unit
        func moved(_ m: Double, _ h: Double) -> String {
            "moved \(GestureText.amount(m, unit)) \(unit.symbol) < \(GestureText.amount(h, unit)) \(unit.symbol)"
        }
        switch g.releaseOutcome {
        case .idle: return "idle (\(hint(g.kind)))"
        case .wouldFail(let m, let h): return "release → fail (\(moved(m, h)))"
        case .wouldRelease(let verdict): return "release → " + GestureText.decision(verdict)
        case .released(let verdict): return "released → " + GestureText.decision(verdict)
        case .cancelled: return "cancelled → cancel"
        case .failedTooShort(let m, let h): return "failed (\(moved(m, h))): no transition"
        case .cancelledBeforeBegin: return "failed (cancelled before it began): no transition"
        case .refused(let reason): return "no transition: " + (reason.map(refusal) ?? "the container allows none now")
        case .sheet(let verdict): return sheet(verdict)
        case .decidedByCode(let released): return released ? "released → the code's action decided" : "release → the code's action decides"
        }
    }

    /// How to start the gesture: `→ from the left edge`, `drag from the bottom edge`,
    /// `- pinches in, + out`.
    static func hint(_ kind: GestureInfo.Kind) -> String {
        switch kind {
        case .edgePan(let edge): "\(edge.panInwardGlyph) from the \(edge.rawValue) edge"
        case .mousePan(let edge): "drag from the \(edge.rawValue) edge"
        case .pinch: "- pinches in, + out"
        case .sheetPan(let byMouse): byMouse ? "drag the sheet" : "↑ ↓ drag the sheet"
        case .zoomPan(let keyboard): keyboard ? "arrows pan the zoomed view" : "drag the zoomed view"
        }
    }

    /// A sheet: `sheet medium, top 422 pt (↑ ↓ drag the sheet)` at rest,
    /// `release → large (projected 57 pt)` while dragged, `released → dismiss`,
    /// `sheet medium, top 610 pt (dismissing)` while it is dismissed (it cannot be dragged then).
    static func sheet(_ v: SheetVerdict) -> String {
        let target: String? = v.release.map {
            switch $0 {
            case .detent(let id): id
            case .dismiss: "dismiss"
            case .attemptToDismiss(let id): "\(id) (dismiss refused: isModalInPresentation)"
            }
        }
        if v.released, let target { return "released → " + target }
        if let target, let projected = v.projectedTop {
            return "release → \(target) (projected \(GestureText.amount(projected, .points)) pt)"
        }
        let state = switch v.transition {
        case .dismiss?: "dismissing"
        case .present?: "presenting"
        case let op?: "a \(op.rawValue) is running"
        case nil: hint(.sheetPan(byMouse: false))
        }
        return "sheet \(v.detent), top \(GestureText.amount(v.top, .points)) pt (\(state))"
    }

    /// Why the container refused: `inbox is the root`, `a pop is running`,
    /// `pop has no interaction`, `pop is driven by a pinch (- +)`, `tabs switch with 1-9`, …
    static func refusal(_ reason: InteractionRefusal) -> String {
        switch reason {
        case .nothingInteractive: "nothing here is interactive"
        case .tabsSwitchBySelection: "tabs switch with 1-9"
        case .childrenSwitchWithDigits: "children switch with 1-9"
        case .atRoot(let screen): "\(screen ?? "the root") is the root"
        case .nothingPresented: "nothing is presented"
        case .transitionRunning(let op): "a \(op.rawValue) is running"
        case .noInteraction(let op): "\(op.rawValue) has no interaction"
        case .drivenByOtherGesture(let op, let gesture):
            "\(op.rawValue) is driven by \(gesture == .pinch ? "a pinch (- +)" : "an edge pan")"
        case .cannotBeginNow(let op): "the \(op == .dismiss ? "dismissal" : op.rawValue) cannot begin now"
        }
    }
}
