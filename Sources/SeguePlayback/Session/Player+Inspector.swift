import SegueScenario
import SegueModel

/// The inspector in the player (docs/terminal.md, "The inspector"): `t` opens it, ↑/↓ select,
/// `[`/`]` (`{`/`}`) make a `Tune`, `u` undoes. A change restarts the model from the scenario's
/// initial state with the tuned scenario and replays what started the last transition (`p`,
/// `b`, a digit, or a gesture's presses: Player+GestureReplay.swift); when none was started yet,
/// nothing moves until one is.
extension Player {
    /// The operation the inspector shows: the running transition's, else the last one that ran
    /// (which a change replays), else the one `b` (or a pan) would start now, else `p`'s.
    var inspectedOperation: Operation? { inspectedOperation(app.scene().panel) }

    func inspectedOperation(_ panel: PanelInfo) -> Operation? {
        panel.operation ?? lastOperation ?? panel.controls.back ?? panel.controls.forward
    }


    /// The rows for `operation` in the tuned document, then those of the Swift sources' literals
    /// (Player+SourceLiterals.swift).
    func inspectorRows(for operation: Operation?) -> [TunableParameter] {
        let literals = sourceLiterals.map(\.parameter)
        guard let operation, let tuning else { return literals }
        return TunableParameter.list(for: operation, in: tuning.json, spec: scenario.transitions[operation],
                                     containerSize: app.size) + literals
    }

    func inspectorInfo(_ panel: PanelInfo) -> InspectorInfo {
        let op = inspectedOperation(panel)
        let rows = inspectorRows(for: op)
        return InspectorInfo(operation: op, rows: rows, selected: min(inspector.selected, max(rows.count - 1, 0)),
                             message: inspector.message, changeCount: tuning?.history.count ?? 0)
    }

    /// What a step key would change, when the inspector is open and the step is allowed: the
    /// live session records this event instead of the key. Else nil (the key itself is handled,
    /// and refused with a message).
    public func tuneEvent(for key: Key) -> InputEvent? {
        guard !showingHelp, inspector.isOpen, case .step(let up, let fine)? = KeyMaps.inspector.intent(for: key),
              case .success(let tune) = steppedTune(up: up, fine: fine) else { return nil }
        return .tune(tune)
    }

    /// The selected parameter stepped, validated by the loader; or why not.
    func steppedTune(up: Bool, fine: Bool) -> Result<Tune, TuneRefusal> {
        let rows = inspectorRows(for: inspectedOperation)
        guard !rows.isEmpty else { return .failure(TuneRefusal(message: "nothing to tune in this transition")) }
        if let refusal = sourceLiteralRefusal() { return .failure(refusal) }
        let row = rows[min(inspector.selected, rows.count - 1)]
        return validated(row.tune(stepping: (fine ? row.step.fine : row.step.coarse) * (up ? 1 : -1)))
    }

    /// `tune`, or the loader's message about it (which names the allowed range).
    func validated(_ tune: Tune) -> Result<Tune, TuneRefusal> {
        guard let tuning else { return .failure(TuneRefusal(message: "this session has no scenario document to tune")) }
        switch tuning.validate(tune, name: scenario.name) {
        case .success: return .success(tune)
        case .failure(let e):
            let d = e.diagnostics.first
            return .failure(TuneRefusal(message: "\(tune.keyPath) = \(tune.valueText) refused: \(d?.message ?? "invalid")"))
        }
    }

    /// Acts on an inspector intent.
    func handle(_ intent: InspectorIntent) -> Action? {
        switch intent {
        case .select(let previous):
            let count = inspectorRows(for: inspectedOperation).count
            inspector.selected = count == 0 ? 0 : (min(inspector.selected, count - 1) + (previous ? count - 1 : 1)) % count
        case .step(let up, let fine):
            switch steppedTune(up: up, fine: fine) {
            case .success(let tune): applyTune(tune)
            case .failure(let refusal): inspector.message = refusal.message
            }
        case .undo:
            if tuning?.undo() == true {
                rebuild(message: "undone")
            } else {
                inspector.message = "nothing to undo"
            }
        case .write: return .writeTuned
        case .export: return .exportTuned
        case .close: inspector.isOpen = false
        }
        return nil
    }

    /// Applies a change (an inspector step, or a recorded `tune` event).
    public func applyTune(_ tune: Tune) {
        switch validated(tune) {
        case .success:
            tuning?.record(tune)
            rebuild(message: "\(tune.keyPath) = \(tune.valueText)")
        case .failure(let refusal):
            inspector.message = refusal.message
        }
    }

    /// The model again from the initial state with the tuned scenario, replaying the last start.
    private func rebuild(message: String) {
        guard let tuning, let fresh = try? tuning.scenario(name: scenario.name) else { return }
        var tuned = fresh
        tuned.repeatDelay = scenario.repeatDelay
        if let code = scenario.swift { tuned.swift?.embedded = code.embedded }  // the Swift version shown (hot reload)
        scenario = tuned
        inspector.message = message
        replayLastStart()
    }

    /// When `intent` started a transition (the model was idle before it and is not now),
    /// remembers it for `rebuild` — `p`, `b` and the digits as they are (a gesture made before
    /// is forgotten: the later start replays), anything else as `b` (a gesture replays as its
    /// presses, `gestureTake`, while there is one) — and the transition's operation for the inspector.
    func noteStart(_ intent: Intent, wasIdle: Bool) {
        guard wasIdle, app.phase != .idle else { return }
        switch intent {
        case .forward, .back, .selectTab:
            lastStart = intent
            gestureTake = nil
        default: lastStart = .back
        }
        lastOperation = app.scene().panel.operation ?? lastOperation
    }
}
