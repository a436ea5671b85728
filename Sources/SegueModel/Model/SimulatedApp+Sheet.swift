import SegueSupport
import SegueScenario

/// Dragging a page sheet (docs/gestures.md, "Sheets"): while a sheet is up and no transition
/// runs, ↑ and ↓ put the keyboard's finger on it and a mouse press anywhere on it puts the
/// mouse's; the sheet's top follows the finger (`SheetPresentationController.drag`) and the
/// release settles it at a detent or dismisses it.
extension SimulatedApp {
    /// The sheet a finger may drag now: a page sheet at rest or settling (not presenting or dismissing).
    var draggableSheet: SheetPresentationController? {
        guard let modal = container as? ModalController, !modal.isTransitioning else { return nil }
        return modal.sheet
    }

    /// ↑ or ↓ while a sheet is up starts the keyboard's sheet pan; false when there is no sheet to drag.
    func startSheetPan(_ arrow: Arrow, at t: Double) -> Bool {
        guard arrow == .up || arrow == .down, draggableSheet != nil else { return false }
        prepareSheetGesture()
        var g = SheetPan(keyboardIn: size, keyRepeat: KeyRepeat(repeatDelay: scenario.repeatDelay))
        let updates = g.handle(.arrow(arrow), at: t)
        gesture = .sheet(g)
        apply(updates)
        return true
    }

    /// A mouse press on the sheet starts the mouse's sheet pan; false when it is not on a sheet.
    func startSheetDrag(pressAt p: Point, at t: Double) -> Bool {
        guard let sheet = draggableSheet else { return false }
        let v = sheet.presented.view
        guard p.x >= 0, p.x <= size.width, p.y >= sheet.top, p.y <= min(sheet.top + v.frame.height, size.height) else { return false }
        prepareSheetGesture()
        var g = SheetPan(mouseIn: size)
        let updates = g.handle(.mouse(.press, p), at: t)
        gesture = .sheet(g)
        apply(updates)
        return true
    }

    private func prepareSheetGesture() {
        lastSheetRelease = nil
        caught = nil
        gestureOperation = nil
    }

    /// The sheet pan's updates: the sheet follows, then settles or dismisses on release.
    /// While a dismissal runs (`b` during a drag) the finger moves nothing.
    func applySheet(_ updates: [GestureUpdate]) {
        guard let modal = container as? ModalController, !modal.isTransitioning, let sheet = modal.sheet else { return }
        for u in updates {
            switch u {
            case .began:
                sheet.beginDrag()
                sheet.drag(translation: gesture?.gesture.translation ?? 0)
            case .changed(_, let translation, _):
                sheet.drag(translation: translation)
            case .ended(_, let v):
                let top = sheet.top
                let outcome = sheet.release(velocity: v)
                lastSheetRelease = SheetVerdict(detent: sheet.selectedDetentIdentifier, top: top, release: outcome, released: true)
                if outcome == .dismiss { modal.dismissFromSheetRelease() }
            case .cancelled:
                runtime.record(.gestureCancelled)
                sheet.cancelDrag()
            case .failed:
                break
            }
        }
    }

    /// The container's controls, with ↑ offered as the pan while a sheet can be dragged.
    func sheetControls(_ controls: Controls) -> Controls {
        guard draggableSheet != nil else { return controls }
        var out = controls
        out.panEdge = .bottom
        return out
    }

    /// What the side panel shows while a page sheet is up: the sheet pan's facts with the
    /// sheet's detent, top and the release a lift now would make; nil when no sheet is up.
    var sheetGestureInfo: GestureInfo? {
        guard let modal = container as? ModalController, let sheet = modal.sheet else {
            // The sheet a release dismissed is gone: the panel still says what the release did.
            guard case .sheet(let g)? = gesture, let last = lastSheetRelease else { return nil }
            var info = GestureInfo(g, at: realNow, rule: gestureRule)
            (info.translation, info.velocity, info.releaseOutcome) = (-info.translation, -info.velocity, .sheet(last))
            return info
        }
        let detent = sheet.selectedDetentIdentifier, top = sheet.top
        // A presentation or dismissal running: the sheet cannot be dragged, and the panel says what runs.
        let running = modal.isTransitioning ? container.activeContext?.operation : nil
        guard case .sheet(let g)? = gesture else {
            return GestureInfo(kind: .sheetPan(byMouse: false), state: .possible, translation: 0, velocity: 0,
                               releaseOutcome: .sheet(SheetVerdict(detent: detent, top: top, transition: running)))
        }
        var info = GestureInfo(g, at: realNow, rule: gestureRule)
        // In the container's y direction (down positive), as the log's release line.
        info.translation = -info.translation
        info.velocity = -info.velocity
        switch g.state {
        case .began, .changed:
            let velocity = -g.releaseVelocity(at: realNow)
            info.releaseOutcome = .sheet(SheetVerdict(detent: detent, top: top,
                                                      projectedTop: SheetGeometry.projectedTop(top, velocity: velocity),
                                                      release: sheet.geometry.release(top: top, velocity: velocity)))
        case .ended where lastSheetRelease?.release != .dismiss:  // (a dismissing release was another sheet's)
            info.releaseOutcome = .sheet(lastSheetRelease ?? SheetVerdict(detent: detent, top: top))
        default:
            info.releaseOutcome = .sheet(SheetVerdict(detent: detent, top: top, transition: running))
        }
        return info
    }
}
