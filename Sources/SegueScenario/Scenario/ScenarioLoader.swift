import SegueJSON
import SegueSupport

/// A scenario as loaded: the validated model plus the JSON tree it came from (after `--set`
/// overrides), which a recorded session embeds so that a replay reads exactly the same thing.
public struct LoadedScenario: Sendable, Equatable {
    /// The validated scenario.
    public var scenario: Scenario
    /// The document after overrides.
    public var json: JSONNode
    /// The file name used in diagnostics.
    public var file: String
    public init(scenario: Scenario, json: JSONNode, file: String) {
        self.scenario = scenario
        self.json = json
        self.file = file
    }
}

/// Reads scenario files (docs/scenarios.md) into a validated `Scenario`, collecting every problem.
///
/// Loading never stops at the first problem: wrong types, missing or unknown keys (with a
/// "did you mean" hint), unknown screen ids, bad colours, out-of-range numbers, bad curves and
/// bad demo scripts are all reported, one `segue: file:line:col: key.path: message` each,
/// in document order.
public enum ScenarioLoader {
    /// Largest scenario file; unit: bytes (1 MiB).
    public static let maxFileBytes = 1 << 20
    /// The format version this build reads (`"segue": 1`).
    public static let formatVersion = 1

    /// Loads a scenario from its UTF-8 bytes; `file` names it in diagnostics and gives the
    /// default `name` (its base name without `.json`).
    public static func load(bytes: [UInt8], file: String, overrides: [String] = []) throws(DiagnosticsError) -> LoadedScenario {
        var root = try JSONParser.parse(bytes, file: file, limits: JSONParser.Limits(maxBytes: maxFileBytes))
        var problems: [Diagnostic] = []
        for arg in overrides {
            do {
                let o = try Override(parsing: arg)
                try o.apply(to: &root)
            } catch {
                problems += error.diagnostics
            }
        }
        let reader = TreeReader(file: file)
        reader.add(problems)
        var sr = ScenarioReader(reader)
        let scenario = sr.read(root, defaultName: defaultName(forFile: file))
        guard let scenario, !reader.hasErrors else { throw DiagnosticsError(finalDiagnostics(reader, file: file)) }
        return LoadedScenario(scenario: scenario, json: root, file: file)
    }

    /// Loads a scenario from text (tests, and scenarios embedded in code).
    public static func load(text: String, file: String, overrides: [String] = []) throws(DiagnosticsError) -> LoadedScenario {
        try load(bytes: Array(text.utf8), file: file, overrides: overrides)
    }

    /// Validates an already parsed tree (a scenario embedded in a session header: its
    /// positions point into the session file).
    public static func scenario(from json: JSONNode, file: String, defaultName: String = "session") throws(DiagnosticsError) -> Scenario {
        let reader = TreeReader(file: file)
        var sr = ScenarioReader(reader)
        let scenario = sr.read(json, defaultName: defaultName)
        guard let scenario, !reader.hasErrors else { throw DiagnosticsError(finalDiagnostics(reader, file: file)) }
        return scenario
    }

    /// `Scenarios/pop-parallax.json` → `pop-parallax`.
    public static func defaultName(forFile file: String) -> String {
        var base = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        if base.hasSuffix(".json") { base.removeLast(5) }
        return base.isEmpty ? "scenario" : base
    }

    static func finalDiagnostics(_ r: TreeReader, file: String) -> [Diagnostic] {
        if r.diagnostics.isEmpty {
            // Should not happen: a part returned nothing without saying why.
            return [Diagnostic(file: file, line: 1, column: 1, keyPath: "", message: "invalid scenario")]
        }
        return DiagnosticsError.sorted(r.diagnostics)
    }
}

/// Walks a scenario document. Split over several files by concern (screens and container,
/// transitions and animators, interactions).
struct ScenarioReader {
    let r: TreeReader
    /// Screens by id, once the `screens` array has been read (nil when it could not be).
    var screens: [String: ScreenSpec]?
    var screenOrder: [String] = []
    /// The container kind, once known.
    var containerKind: String?
    /// The device, once read (detent heights are checked against it).
    var device = Device.phone
    /// The iOS version, once read (the automatic modal style and the zoom depend on it).
    var ios = IOSVersion.default
    /// The modal's presentation controller and sheet, once read.
    var presentationController: PresentationControllerSpec?
    var sheet: SheetSpec?
    /// Whether the modal's style is `.automatic` (none written, or `"automatic"`).
    var modalStyleIsAutomatic = false
    /// Whether the document has a `swift` key (a screen's `class` needs one).
    var hasSwiftCode = false

    init(_ reader: TreeReader) { self.r = reader }

    static let topKeys = ["segue", "name", "title", "description", "device", "screens", "container", "transitions", "demo", "repeatDelay", "chrome", "ios", "swift"]

    mutating func read(_ document: JSONNode, defaultName: String) -> Scenario? {
        let root = ScenarioComments.removing(from: document)
        guard let o = r.object(root, .root, allowed: Self.topKeys, required: ["screens", "container"],
                               what: "a scenario object") else { return nil }
        if let v = o["segue"], let n = r.int(v, o.path("segue"), 0...Int.max) {
            if n > ScenarioLoader.formatVersion {
                r.error(v, o.path("segue"), "format version \(n) is newer than this segue reads (\(ScenarioLoader.formatVersion)); update segue")
            } else if n < 1 {
                r.error(v, o.path("segue"), "format version must be 1")
            }
        }
        var name = defaultName
        if let v = o["name"], let s = r.identifier(v, o.path("name"), what: "name") { name = s }
        var title = name
        if let v = o["title"], let s = r.displayText(v, o.path("title")) { title = s }
        var description = ""
        if let v = o["description"], let s = r.displayText(v, o.path("description"), maxLength: 1000) { description = s }
        if let v = o["device"], let d = readDevice(v, o.path("device")) { device = d }
        if let v = o["ios"], let version = readIOSVersion(v, o.path("ios")) { ios = version }
        hasSwiftCode = o.has("swift")
        let swift = o["swift"].flatMap { readSwiftCode($0, o.path("swift")) }

        let screenList = o["screens"].flatMap { readScreens($0, o.path("screens")) }
        let container = o["container"].flatMap { readContainer($0, o.path("container")) }
        var transitions: [Operation: TransitionSpec] = [:]
        if let v = o["transitions"] { transitions = readTransitions(v, o.path("transitions")) ?? [:] }
        if let screenList, let container {
            checkLayoutToLayout(o, screens: screenList, container: container)
            checkZooms(o, screens: screenList, container: container)
        }
        refuseSheetTransitions(o)
        var demo: [TimedEvent] = []
        var demoSource: String?
        if let v = o["demo"], let s = r.string(v, o.path("demo")) {
            demoSource = s
            do {
                demo = try EventScript.parse(s)
            } catch {
                r.error(at: v.position(ofScalar: error.offset), o.path("demo"), error.message)
            }
        }
        let repeatDelay = o["repeatDelay"].flatMap { r.number($0, o.path("repeatDelay"), Self.keyRepeatBounds, unit: "seconds") }
        let chrome = readChrome(o, container: container)
        guard let screenList, let container, !r.hasErrors else { return nil }
        var scenario = Scenario(name: name, title: title, description: description, device: device, screens: screenList,
                                container: container, transitions: transitions, demo: demo, demoSource: demoSource)
        scenario.repeatDelay = repeatDelay
        scenario.presentationController = presentationController
        scenario.sheet = sheet
        scenario.chrome = chrome
        scenario.ios = ios
        scenario.modalStyleIsAutomatic = modalStyleIsAutomatic
        scenario.swift = swift
        return scenario
    }

    // MARK: - Device

    func readDevice(_ node: JSONNode, _ path: JSONPath) -> Device? {
        if case .object = node.value {
            guard let o = r.object(node, path, allowed: ["width", "height"], required: ["width", "height"]) else { return nil }
            let b = NumberRange.closed(50, 5000)
            let w = o["width"].flatMap { r.number($0, o.path("width"), b, unit: "points") }
            let h = o["height"].flatMap { r.number($0, o.path("height"), b, unit: "points") }
            guard let w, let h else { return nil }
            return Device(name: nil, size: Size(width: w, height: h))
        }
        guard case .string = node.value else {
            r.typeError(node, path, expected: "a device name or {\"width\": W, \"height\": H}")
            return nil
        }
        return r.choice(node, path, Device.named.map { ($0.name!, $0) }, what: "device")
    }
}
