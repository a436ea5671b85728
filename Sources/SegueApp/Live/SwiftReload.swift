import SegueCore
import SegueFiles

/// Hot reload of a scenario's Swift sources in `play` (docs/user-code.md, "Hot reload"). The
/// sources are watched beside the scenario file (`LiveReload.swiftSources`); a save reads them
/// again and readies the new version on the `ReloadWorker`'s thread — compiled and loaded by the
/// host's `ModelFactory.prepare`, cached by content — and the live loop, on the main thread,
/// hands the session a `swiftSources` event carrying the new texts: the player builds its model
/// again by them and gives it every input the old one had (`Player.reloadSources`), and the
/// recording keeps the event, so a replay switches version at the same session time.
///
/// A version is identified by its texts (source path as written → text): the header's
/// `swiftSources` is version 0, each `swiftSources` event of a session the next one
/// (`versions(of:)`).
public enum SwiftReload {
    /// The paths of `scenario`'s Swift sources beside `file` (what `play` watches); none without sources.
    static func watchedSources(of scenario: Scenario, file: String) -> [String] {
        scenario.swift.map { SwiftSourcesGate.paths(of: $0, scenarioFile: file) } ?? []
    }

    /// The versions of the Swift sources a session ran, in order, each with the session time it
    /// took over (unit: seconds): the header's (`initial`, at 0), then each `swiftSources`
    /// event's. The version before version k (k ≥ 1) is `versions[k - 1]`.
    public static func versions(initial: [String: String], events: [TimedEvent]) -> [(t: Double, texts: [String: String])] {
        [(0, initial)] + events.compactMap { e in
            if case .swiftSources(let texts) = e.event { (e.t, texts) } else { nil }
        }
    }

    /// Readies every version a recorded session's events switch to (the header's is readied as
    /// the scenario is loaded), so that its replay can build their models: `scenario` with each
    /// event's texts embedded, through `models.prepare`. Throws the first version's problems.
    static func readyVersions(of scenario: Scenario, events: [TimedEvent], file: String, models: ModelFactory) throws {
        guard scenario.swift != nil else { return }
        for case .swiftSources(let texts) in events.map(\.event) {
            var version = embedding(texts, in: scenario)
            try SwiftSourcesGate.ready(&version, file: file, models: models)
        }
    }

    /// `scenario` with `texts` as its sources' embedded copies.
    static func embedding(_ texts: [String: String], in scenario: Scenario) -> Scenario {
        var s = scenario
        s.swift?.embedded = texts
        return s
    }

    /// Whether, of what `side` watches, only its Swift sources differ between the fingerprint it
    /// was loaded with and `fingerprint` (`LiveReload.contentFingerprint`): the code alone reloads.
    static func sourcesAlone(_ side: LiveReload, fingerprint: String) -> Bool {
        guard !side.swiftSources.isEmpty else { return false }
        guard side.watchesScenario else { return true }
        let files = 1 + side.imagePaths.count
        let now = fingerprint.split(separator: " ").prefix(files)
        let before = (side.loadedFingerprint ?? "").split(separator: " ").prefix(files)
        return now == before
    }

    /// Reads the sources of `base` (the scenario playing, from `side.path`) again and readies
    /// them — on the worker's thread, nothing is built here. The event is `.swiftReloaded` with
    /// the new texts and `reloaded Drop.swift (0.9 s)` (the files that changed since `shown`, the
    /// texts running; the compile and load's real time, read by `elapsed`), or `.reloadFailed`
    /// with the first problem (`segue: Drop.swift:12:5: error: …`); the image paths stay the
    /// side's (nil when it failed).
    static func load(_ side: LiveReload, base: Scenario, shown: [String: String],
                     elapsed: () -> Double) -> (event: LiveSession.Event, imagePaths: [String]?) {
        guard var code = base.swift else { return (.reloadFailed("this scenario has no Swift sources"), nil) }
        code.embedded = [:]
        do {
            let read = try SwiftSourcesGate.read(code, scenarioFile: side.path)
            let texts = Dictionary(uniqueKeysWithValues: zip(code.sources, read.map(\.text)))
            var version = embedding(texts, in: base)
            try SwiftSourcesGate.ready(&version, file: side.path, models: side.players.models)
            let changed = code.sources.filter { shown[$0] != texts[$0] }.map(baseName)
            let names = changed.isEmpty ? code.sources.map(baseName) : changed
            let seconds = DecimalText.fixed(elapsed(), decimals: 1)
            return (.swiftReloaded(texts, report: "reloaded \(names.joined(separator: ", ")) (\(seconds) s)"), side.imagePaths)
        } catch let failure as InputFailure {
            return (.reloadFailed(failure.lines.first ?? "the Swift sources do not compile"), nil)
        } catch {
            return (.reloadFailed("\(error)"), nil)
        }
    }

    /// A scenario with Swift sources whose scenario file changed: its new version starts again
    /// (as a scenario's reload does; `InputLoading.load` has readied its sources and embedded
    /// their texts), its player built later, on the main thread (`.reloadedBuilding`). A
    /// comparison's variant is not reloaded (its player would be built on the worker's thread).
    static func restarting(_ loaded: LoadedInput, reload: LiveReload, size: (cols: Int, rows: Int),
                           showsPanel: Bool) -> LiveSession.Event {
        guard reload.variant == nil else {
            return .reloadFailed("\(reload.path): a comparison of Swift code does not hot-reload: quit and play it again", side: reload.variant)
        }
        let (scenario, players) = (loaded.scenario, loaded.players)
        let tuning = Tuning(base: loaded.json, file: reload.path)
        return .reloadedBuilding({
            let player = players.player(scenario, terminalSize: size, showsPanel: showsPanel)
            player.tuning = tuning
            return player
        }, path: reload.path)
    }

    private static func baseName(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
