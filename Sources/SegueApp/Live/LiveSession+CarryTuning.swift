import SegueCore

extension LiveSession {
    /// Keeps the inspector's unsaved changes over a reload (issue 28: a reload dropped them,
    /// beyond undo): each net change of `old` that `w` did not write (`saved`) and that the new
    /// version does not already hold is applied to `fresh` again, validated by the loader
    /// against the new version (a change it refuses now is dropped, and said); the inspector
    /// stays open when it was. Returns what to add to the message, `; kept 2 inspector changes
    /// (u undoes)`, `; dropped 1 inspector change …`, or "".
    static func carryTuning(from old: Player, to fresh: Player, saved: [Tune] = []) -> String {
        guard let document = fresh.tuning?.json else { return "" }
        let unsaved = (old.tuning?.changes ?? []).filter { tune in
            !saved.contains(tune) && Tuning.node(at: tune.keyPath, in: document).flatMap(TuneValue.init(json:)) != tune.value
        }
        guard !unsaved.isEmpty else { return "" }
        var dropped: [String] = []
        for tune in unsaved {
            let before = fresh.tuning?.history.count ?? 0
            fresh.applyTune(tune)
            if fresh.tuning?.history.count == before { dropped.append(tune.keyPath) }
        }
        fresh.inspector.isOpen = old.inspector.isOpen
        fresh.inspector.selected = old.inspector.selected
        let kept = unsaved.count - dropped.count
        var words: [String] = []
        if kept > 0 { words.append("kept \(Plural.count(kept, "inspector change")) (u undoes)") }
        if !dropped.isEmpty {
            words.append("dropped \(Plural.count(dropped.count, "inspector change")) the new version refuses: \(dropped.joined(separator: ", "))")
        }
        fresh.inspector.message = words.joined(separator: "; ")
        return "; " + words.joined(separator: "; ")
    }
}
