import SegueCore
import SegueFiles

/// Where the inspector's step of a literal in the Swift sources goes (docs/user-code.md, "The
/// inspector on your code"): into the source file beside the scenario, in place — every other
/// byte kept (`SourceLiteralStep`) — through a temporary file and a rename (`SafeOutput.replacing`).
/// The file watcher then sees it as a save, and the hot reload compiles it, loads it and replays
/// the session's events into it (`SwiftReload`): the change is seen in the same session.
enum SourceLiteralWrite {
    /// Writes `step` into its source beside the scenario `reload` watches (nil: the session
    /// does not hot-reload its sources — a replay, a comparison — and nothing is written), whose
    /// literals are found by `models` as those of `scenario`'s (the one playing) were.
    /// Returns what the inspector says: `CardPop.swift:37 duration 0.35 → 0.4 (saved: reloading)`,
    /// or `not written: …` with why.
    static func write(_ step: SourceLiteralStep, reload: LiveReload?, scenario: Scenario, models: ModelFactory) -> String {
        guard let reload, !reload.swiftSources.isEmpty else {
            return "not written: this session does not hot-reload its Swift sources (docs/user-code.md)"
        }
        let folder = reload.path.lastIndex(of: "/").map { String(reload.path[...$0]) } ?? ""
        let path = folder + step.literal.file
        do {
            let bytes = try SourceFile.readBytes(path: path, maxBytes: SwiftSourcesGate.maxSourceBytes, kind: "a Swift source")
            let text = String(decoding: bytes, as: UTF8.self)
            guard Array(text.utf8) == bytes else { return "not written: \(path) is not UTF-8" }
            let now = SwiftReload.embedding([step.literal.file: text], in: scenario)
            switch step.apply(to: bytes, literals: models.literals?(now) ?? []) {
            case .failure(let refusal): return "not written: " + refusal.message
            case .success(let written):
                let out = try SafeOutput.replacing(path, regularOnly: true)
                try out.write(bytes: written.bytes)
                try out.finish()
                return written.report + " (saved: reloading)"
            }
        } catch {
            return "not written: \(error)"
        }
    }
}
