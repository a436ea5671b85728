import SegueChecks
import SegueCore
import SegueFiles
import SegueJSON

/// A test file ready to run: the parsed file, its scenario after `set`, and its events.
struct LoadedTest {
    var test: TransitionTest
    var scenario: Scenario
    var events: [TimedEvent]
}

/// Finding and loading `segue test`'s files (docs/testing-transitions.md): FILE|DIR arguments,
/// the test file itself, its scenario (relative to the test file, else a built-in name or a
/// path from here) and its events. Problems are `InputFailure` lines, exit 2 (1 for I/O).
enum TestFileLoading {
    /// The suffix a directory's test files have.
    static let suffix = ".test.json"

    /// Every test file the arguments name: files as given, directories as their `*.test.json`
    /// files, sorted by name.
    static func files(_ arguments: [String]) throws -> [String] {
        var out: [String] = []
        for a in arguments {
            if FileSystem.isDirectory(a) {
                let found = FileSystem.jsonFiles(in: a).filter { $0.hasSuffix(suffix) }
                if found.isEmpty { throw InputFailure(lines: ["segue: test: \(a): no *\(suffix) files in this directory"]) }
                out += found.map { BuiltinScenarios.join(a, $0) }
            } else if !FileSystem.isRegularFile(a), FileSystem.nonRegularKind(a) == nil {
                throw InputFailure(lines: ["segue: test: \(a): no such file or directory"])
            } else {
                out.append(a)
            }
        }
        return out
    }

    /// Reads, parses and prepares the test file at `path`; a scenario with Swift sources is readied
    /// for `models` (`SwiftSourcesGate`).
    static func load(_ path: String, models: ModelFactory = .scenario) throws -> LoadedTest {
        let test: TransitionTest
        do {
            let bytes = try SourceFile.readBytes(path: path, maxBytes: TransitionTestParser.maxFileBytes, kind: "a test file")
            test = try TransitionTestParser.parse(bytes, file: path)
        } catch let e as DiagnosticsError {
            throw InputFailure(lines: e.diagnostics.map(\.description))
        } catch let e as FileError {
            throw InputFailure(lines: [e.description], exitCode: e.isInvalidInput ? 2 : 1)
        }
        let scenario = try loadScenario(test, models: models)
        return LoadedTest(test: test, scenario: scenario, events: try events(test, scenario: scenario))
    }

    /// The folder of `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The test's scenario: a file next to the test file when there is one, else a built-in
    /// name (or a path from the working directory), with `set` applied.
    static func loadScenario(_ test: TransitionTest, models: ModelFactory) throws -> Scenario {
        let local = test.scenario.hasPrefix("/") ? test.scenario : BuiltinScenarios.join(folder(of: test.file), test.scenario)
        let path: String
        do {
            path = FileSystem.isRegularFile(local) ? local : try BuiltinScenarios.resolve(test.scenario, directory: BuiltinScenarios.locate())
        } catch {
            throw InputFailure(lines: [Diagnostic(file: test.file, at: test.scenarioPosition, keyPath: "scenario",
                                                  message: error.message).description])
        }
        do {
            var scenario = try ScenarioLoader.load(path: path, overrides: test.overrides).scenario
            try SwiftSourcesGate.ready(&scenario, file: path, models: models)
            return scenario
        } catch let e as DiagnosticsError {
            // A bad `set` value is the test file's: point at its `set`.
            throw InputFailure(lines: e.diagnostics.map { d in
                guard d.file == Override.diagnosticFile, let at = test.setPosition else { return d.description }
                return Diagnostic(file: test.file, at: at, keyPath: "set" + (d.keyPath.isEmpty ? "" : ".\(d.keyPath)"),
                                  message: d.message).description
            })
        } catch let e as FileError {
            throw InputFailure(lines: [e.description], exitCode: e.isInvalidInput ? 2 : 1)
        }
    }

    /// The test's `events`, else the scenario's demo; refused when an event lies beyond the
    /// longest headless run.
    static func events(_ test: TransitionTest, scenario: Scenario) throws -> [TimedEvent] {
        var events = scenario.demo
        if let script = test.events {
            do {
                events = try EventScript.parse(script)
            } catch {
                var at = test.eventsPosition ?? test.scenarioPosition
                if error.line == 1 { at.column += error.column } else { at.line += error.line - 1; at.column = error.column }
                throw InputFailure(lines: [Diagnostic(file: test.file, at: at, keyPath: "events", message: error.message).description])
            }
        }
        if let late = HeadlessRun.firstUnreachable(events) {
            let at = test.eventsPosition ?? test.scenarioPosition
            throw InputFailure(lines: [Diagnostic(file: test.file, at: at, keyPath: test.events == nil ? "scenario" : "events",
                                                  message: "an event at \(DecimalText.compact(late.t)) s is after the "
                                                      + "\(DecimalText.compact(HeadlessRun.maximumDuration)) s a run lasts at most").description])
        }
        return events
    }
}
