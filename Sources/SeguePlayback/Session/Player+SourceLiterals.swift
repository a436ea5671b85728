import SegueScenario

/// The inspector's rows of a scenario's Swift sources (docs/user-code.md, "The inspector on your
/// code"): the number literals that tune its transition, after the scenario's own rows. A step of
/// one is not a change of the scenario: `play` writes it into the source (`SourceLiteralStep`)
/// and the hot reload runs the new version.
extension Player {
    /// The tunable literals of the Swift version running, in the order of the sources (none for
    /// a scenario without sources, or a host that finds none: `ModelFactory.literals`).
    var sourceLiterals: [SourceLiteral] {
        guard scenario.swift != nil, let find = models.literals else { return [] }
        return find(scenario)
    }

    /// The selected row's literal and its place among its file's literals, when the selected
    /// row is a literal's.
    func selectedSourceLiteral() -> (literal: SourceLiteral, index: Int)? {
        let literals = sourceLiterals
        guard !literals.isEmpty else { return nil }
        let rows = inspectorRows(for: inspectedOperation)
        let k = min(inspector.selected, rows.count - 1) - (rows.count - literals.count)
        guard k >= 0 else { return nil }
        let literal = literals[k]
        return (literal, literals[..<k].filter { $0.file == literal.file }.count)
    }

    /// What a step key does while a literal's row is selected in the open inspector: the step
    /// the live session writes into the source instead of handing the player the key. Nil
    /// otherwise.
    public func sourceLiteralStep(for key: Key) -> SourceLiteralStep? {
        guard !showingHelp, inspector.isOpen, case .step(let up, let fine)? = KeyMaps.inspector.intent(for: key),
              let (literal, index) = selectedSourceLiteral() else { return nil }
        let size = fine ? literal.step.fine : literal.step.coarse
        return SourceLiteralStep(literal: literal, index: index, delta: up ? size : -size)
    }

    /// Why a step key handed to the player itself (a script, not `play`) leaves a literal alone.
    func sourceLiteralRefusal() -> TuneRefusal? {
        selectedSourceLiteral().map {
            TuneRefusal(message: "\($0.literal.placeName): a literal of the Swift code is stepped in segue play, which saves it")
        }
    }
}
