import Foundation
import SegueJSON
import Testing

/// `segue export NAME -o X.swift --scenario X.json` (docs/export.md, "The round trip"): the
/// scenario that runs the exported file, for every built-in.
struct ExportRoundTripTests {
    /// Every built-in scenario's name, from the repository's `Scenarios` folder.
    static let builtins: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenarios")) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The type UIKit hands the set-up function, by the container's `kind`: the container's
    /// controller, or the presenting controller of a modal and the parent of a containment.
    static let parameterTypes = ["navigation": "UINavigationController", "tabs": "UITabBarController",
                                 "modal": "UIViewController", "containment": "UIViewController"]

    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Exports `name` into `dir` with its scenario; the Swift text and the scenario's JSON.
    static func export(_ name: String, into dir: URL) throws -> (swift: String, scenario: JSONNode) {
        let swift = dir.appendingPathComponent("\(name).swift").path, json = dir.appendingPathComponent("\(name).json").path
        let r = try runSegue(["export", name, "--target", "uikit", "-o", swift, "--scenario", json])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let text = try String(contentsOfFile: json, encoding: .utf8)
        return (try String(contentsOfFile: swift, encoding: .utf8), try JSONParser.parse(text, file: json))
    }

    @Test(arguments: builtins)
    func theScenarioNamesTheFileAndItsSetUp(name: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (swift, scenario) = try Self.export(name, into: dir)
        let original = try JSONParser.parse(try String(contentsOfFile: repositoryRoot + "/Scenarios/\(name).json", encoding: .utf8),
                                            file: name)
        #expect(scenario["swift"]?["sources"]?.arrayValue?.compactMap(\.stringValue) == ["\(name).swift"])
        #expect(scenario["transitions"] == nil)
        let kind = try #require(original["container"]?["kind"]?.stringValue)
        let type = try #require(Self.parameterTypes[kind])
        let setUp = try #require(scenario["swift"]?["setUp"]?.stringValue)
        let declaration = try Regex("func \(setUp)\\(_ [A-Za-z]+: \(type)\\) \\{")
        #expect(swift.contains(declaration), "\(name): no func \(setUp)(_: \(type)) in the export")
        #expect(swift.contains("call \(setUp)(_:) from your scene delegate"), "\(name): the header does not name \(setUp)")
        // Every other key of the original stays, in its order, with its value.
        let kept = (original.objectValue ?? []).map(\.key).filter { $0 != "transitions" && $0 != "presentationController" }
        #expect((scenario.objectValue ?? []).map(\.key).filter { $0 != "swift" } == kept)
        for key in kept where key != "screens" {
            #expect(scenario[key].map(JSONWriter.compact) == original[key].map(JSONWriter.compact), "\(name).\(key)")
        }
        let screens = scenario["screens"]?.arrayValue ?? []
        #expect(screens.map { $0["id"]?.stringValue } == (original["screens"]?.arrayValue ?? []).map { $0["id"]?.stringValue })
        for screen in screens {
            guard let name = screen["class"]?.stringValue else { continue }
            #expect(swift.contains("final class \(name): UIViewController {"), "class \(name) is not declared")
        }
    }

    /// A modal with animators: its presented screen is made from a class of the file, which
    /// installs the transitioning delegate UIKit reads from the presented controller.
    @Test func aModalsPresentedScreenNamesItsClass() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (swift, scenario) = try Self.export("alert", into: dir)
        let screens = scenario["screens"]?.arrayValue ?? []
        #expect(screens.map { $0["class"]?.stringValue } == [nil, "AlertConfirmViewController"])
        #expect(swift.contains("transitioning = AlertTransitioningDelegate(presented: self)"))
    }

    /// The Swift file in another folder: `sources` is its path from the scenario's folder.
    @Test func theSourceIsRelativeToTheScenario() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
        let r = try runSegue(["export", "fade", "-o", dir.path + "/Sources/Fade.swift", "--scenario", dir.path + "/Scenarios/fade.json"])
        #expect(r.status == 0, "\(r.stderr)")
        let scenario = try JSONParser.parse(try String(contentsOfFile: dir.path + "/Scenarios/fade.json", encoding: .utf8), file: "fade.json")
        #expect(scenario["swift"]?["sources"]?.arrayValue?.compactMap(\.stringValue) == ["../Sources/Fade.swift"])
    }

    /// `--scenario` without a UIKit file to name: exit 2, one line, nothing written (`DIR` is a
    /// fresh folder).
    @Test(arguments: [
        (["--scenario", "DIR/X.json"], "segue: export: --scenario needs -o FILE: the scenario names the Swift file it runs"),
        (["-o", "-", "--scenario", "DIR/X.json"], "segue: export: --scenario needs -o FILE: the scenario names the Swift file it runs"),
        (["--target", "swiftui", "-o", "DIR/X.swift", "--scenario", "DIR/X.json"],
         "segue: export: --scenario needs --target uikit (it runs the UIKit file), got --target swiftui"),
        (["-o", "DIR/X.swift", "--scenario", "DIR/./X.swift"], "segue: export: --scenario DIR/./X.swift: must be a file other than -o's"),
    ])
    func scenarioNeedsAUIKitFile(args: [String], line: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runSegue(["export", "fade"] + args.map { $0.replacingOccurrences(of: "DIR", with: dir.path) })
        #expect(r.status == 2)
        #expect(r.errorLines == [line.replacingOccurrences(of: "DIR", with: dir.path)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Built-ins whose round trip does not hold yet, each with the reason (issue 30's note): the
    /// test expects them to differ, and fails when one starts to match, so the list shrinks.
    static let knownGaps: [String: Comment] = [:]

    /// One compiled-code cache for the round trips (each export compiles once per run).
    static let cache: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-roundtrip-cache-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }()

    /// The round trip itself: the scenario that runs the export plays as the built-in does —
    /// every screen row of `segue timeline --presented` (each view's box as it appears: the
    /// export moves views by transform where the scenario moves their frames), every numeric
    /// column within 1e-6 — except what the export's header lists as not expressed
    /// (`RoundTripExceptions`).
    @Test(arguments: builtins)
    func theTimelineOfTheExportIsTheBuiltins(name: String) throws {
        if let reason = Self.knownGaps[name] {
            withKnownIssue(reason) { try compareTimelines(name) }
        } else {
            try compareTimelines(name)
        }
    }

    private func compareTimelines(_ name: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (swift, scenario) = try Self.export(name, into: dir)
        let screens = Set((scenario["screens"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        let a = dir.appendingPathComponent("A.csv").path, b = dir.appendingPathComponent("B.csv").path
        let ra = try runSegue(["timeline", "--presented", dir.appendingPathComponent("\(name).json").path, "-o", a],
                              env: ["XDG_CACHE_HOME": Self.cache], timeout: 120)
        let rb = try runSegue(["timeline", "--presented", name, "-o", b])
        try #require(ra.status == 0 && rb.status == 0, "\(ra.stderr)\(rb.stderr)")
        let exceptions = RoundTripExceptions(header: swift)
        let rowsA = try TimelineRows(csv: String(contentsOfFile: a, encoding: .utf8)).rows.filter { screens.contains($0.view) }
        let rowsB = try TimelineRows(csv: String(contentsOfFile: b, encoding: .utf8)).rows.filter { screens.contains($0.view) }
        #expect(rowsA.count == rowsB.count, "\(name): \(rowsA.count) screen rows, the built-in has \(rowsB.count)")
        var differing: [String] = []
        for (x, y) in zip(rowsA, rowsB) where !exceptions.excepts(y) {
            // t is the frame's, and percent the panel's reading of the transition, not a view's: x … alpha are compared.
            let far = zip(x.numbers, y.numbers).enumerated().filter { $0.offset > 1 && abs($0.element.0 - $0.element.1) > 1e-6 }
            if x.view != y.view || x.phase != y.phase || !far.isEmpty {
                differing.append("t=\(y.numbers[0]) \(y.view): \(x.view) \(x.phase) vs \(y.phase), columns \(far.map { TimelineRows.numeric[$0.offset] })")
            }
        }
        #expect(differing.isEmpty, "\(name): \(differing.count) rows differ, first \(differing.first ?? "")")
    }
}

/// The rows of a `segue timeline` CSV (`t,phase,percent,view,x,y,width,height,scale,rotation,alpha`).
struct TimelineRows {
    struct Row {
        var phase: String
        var view: String
        /// `t`, `percent` (−1 when idle: the column is empty), `x` … `alpha`, in that order.
        var numbers: [Double]
    }

    /// The names of `Row.numbers`, in order.
    static let numeric = ["t", "percent", "x", "y", "width", "height", "scale", "rotation", "alpha"]
    var rows: [Row] = []

    init(csv: String) throws {
        let lines = csv.split(separator: "\n").map(String.init)
        try #require(lines.first == "t,phase,percent,view,x,y,width,height,scale,rotation,alpha")
        for line in lines.dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            try #require(f.count == 11, "\(line)")
            let numbers = [f[0], f[2].isEmpty ? "-1" : f[2]] + f[4...]
            rows.append(Row(phase: f[1], view: f[3], numbers: try numbers.map { try #require(Double($0), "\(line)") }))
        }
    }
}

/// What an export's header says the file does not express, as the round trip excepts it. Each
/// line of the header's "Not expressed in this file:" list starts with its subject: a screen id
/// (`grid: the collection's cells…`) excepts that screen's rows; an operation (`pop: the exact
/// scale 0…`) excepts the rows of every frame in a transition (phase other than `idle`), as the
/// CSV does not say which operation a frame belongs to. A header that says "Every part of the
/// scenario is expressed below." excepts nothing.
struct RoundTripExceptions {
    static let operations: Set<String> = ["push", "pop", "present", "dismiss", "tab"]
    var screens: Set<String> = []
    var duringTransitions = false

    init(header swift: String) {
        let lines = swift.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "// Not expressed in this file:") else { return }
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("// - "), let colon = line.firstIndex(of: ":") else { break }
            let subject = String(line[line.index(line.startIndex, offsetBy: 5)..<colon])
            if Self.operations.contains(subject) { duringTransitions = true } else { screens.insert(subject) }
        }
    }

    func excepts(_ row: TimelineRows.Row) -> Bool {
        screens.contains(row.view) || (duringTransitions && row.phase != "idle")
    }
}
