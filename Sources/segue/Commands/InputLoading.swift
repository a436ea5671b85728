import Foundation
import SegueCore
import SegueRender

/// What a SCENARIO|SESSION argument loaded to.
struct LoadedInput {
    var scenario: Scenario
    /// The scenario's JSON after `--set` (what a recording embeds).
    var json: JSONNode
    /// The session's events (with its `end`), when the argument was a session file.
    var sessionEvents: [TimedEvent]?
    /// The terminal size a session was recorded at.
    var sessionSize: (cols: Int, rows: Int)?
    /// Whether the side panel was shown while the session was recorded (mouse reports map
    /// to points through the layout of that time).
    var sessionHUD: Bool?
    var wasCutShort = false
    /// The path or built-in name as given.
    var source: String
}

/// Loading scenarios and sessions for the commands: paths, built-in names, `--set`, `--device`.
/// Every failure becomes `InputFailure` lines (exit 2 for invalid input, 1 for I/O).
enum InputLoading {
    /// Whether `path` holds a session (a `.segue` file, or JSON Lines starting with a session header).
    static func isSession(_ path: String) -> Bool {
        if path.hasSuffix(".segue") { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("\"segue_session\"")
    }

    /// Loads a scenario (path or built-in name) or a session file.
    static func load(_ argument: String, overrides: [String] = [], device: String? = nil,
                     allowSession: Bool = true) throws -> LoadedInput {
        let path: String
        do {
            path = try BuiltinScenarios.resolve(argument, directory: BuiltinScenarios.locate())
        } catch {
            throw InputFailure(lines: [error.description])  // a name or path that is not there: usage, exit 2
        }
        if let device, !Device.named.contains(where: { $0.name == device }) {
            let names = Device.named.compactMap(\.name)
            throw CLIError.usage("--device must be one of \(names.joined(separator: ", ")), got '\(device)'"
                                 + Suggest.hint(for: device, among: names))
        }
        var input: LoadedInput
        if allowSession && isSession(path) {
            do {
                let session = try SessionFile.read(path: path)
                if !overrides.isEmpty || device != nil {
                    throw InputFailure(lines: ["segue: \(path): --set, --repeat-delay and --device cannot change a recorded session (it replays what was recorded)"])
                }
                input = LoadedInput(scenario: session.scenario, json: session.header.scenario, sessionEvents: session.events,
                                    sessionSize: (session.header.cols, session.header.rows), sessionHUD: session.header.hud,
                                    wasCutShort: session.wasCutShort, source: path)
            } catch let e as DiagnosticsError {
                throw InputFailure(lines: e.diagnostics.map(\.description))
            } catch let e as FileError {
                throw InputFailure(lines: [e.description], exitCode: e.isTooLarge ? 2 : 1)
            }
        } else {
            do {
                // --device goes in as an override, so that a recording embeds the device it ran on.
                let loaded = try ScenarioLoader.load(path: path, overrides: overrides + (device.map { ["device=\($0)"] } ?? []))
                input = LoadedInput(scenario: loaded.scenario, json: loaded.json, source: argument)
            } catch let e as DiagnosticsError {
                throw InputFailure(lines: e.diagnostics.map(\.description))
            } catch let e as FileError {
                throw InputFailure(lines: [e.description], exitCode: e.isTooLarge ? 2 : 1)
            }
        }
        return input
    }

    /// Parses `--events SCRIPT`.
    static func events(_ script: String) throws -> [TimedEvent] {
        do {
            return try EventScript.parse(script)
        } catch {
            throw CLIError.usage("--events: \(error)")
        }
    }

    /// The events a headless run uses (SPEC §9): `--events`, else the session's, else the
    /// scenario's demo, else none.
    static func headlessEvents(_ input: LoadedInput, script: String?) throws -> [TimedEvent] {
        if let script { return try events(script) }
        if let recorded = input.sessionEvents { return recorded }
        return input.scenario.demo
    }
}
