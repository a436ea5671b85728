import Foundation
import SegueCore
import SegueExport
import SegueTestSupport
import Testing

/// Names that collide after sanitising (docs/export.md, "Names"): ids that differ only in `-` or
/// `_`, ids named like the generator's own variables, and a scenario named like a UIKit class.
/// Each generated identifier is unique, so the file compiles, and each variable holds the element
/// its track names.
@Suite struct ExportNameTests {
    /// Elements `photo-1` and `photo1` (both `Photo1` once sanitised), `view`, `viewController`
    /// and `pivot` on both screens, animated by the pop and alongside it, with different alphas
    /// so each track's element can be told apart.
    static let collidingElements = """
    {"segue": 1, "name": "clash", "title": "Colliding ids",
     "screens": [
       {"id": "grid", "title": "Grid", "color": "#1d4ed8",
        "elements": [{"id": "photo-1", "frame": ["0pt", "0pt", "10pt", "10pt"]}, {"id": "photo1", "frame": ["10pt", "0pt", "10pt", "10pt"]},
                     {"id": "view", "frame": ["20pt", "0pt", "10pt", "10pt"]}, {"id": "viewController", "frame": ["30pt", "0pt", "10pt", "10pt"]},
                     {"id": "pivot", "frame": ["40pt", "0pt", "10pt", "10pt"]}]},
       {"id": "photo", "title": "Photo", "color": "#f8fafc",
        "elements": [{"id": "view", "frame": ["0pt", "0pt", "10pt", "10pt"]}, {"id": "photo_1", "frame": ["0pt", "20pt", "10pt", "10pt"]}]}
     ],
     "container": {"kind": "navigation", "stack": ["grid", "photo"]},
     "transitions": {
       "pop": {"animator": {"duration": 0.4,
                            "to.photo-1": {"from": {"alpha": 0.11}, "to": {"alpha": 1}},
                            "to.photo1": {"from": {"alpha": 0.22}, "to": {"alpha": 1}},
                            "to.view": {"from": {"alpha": 0.33}, "to": {"alpha": 1}},
                            "to.viewController": {"from": {"alpha": 0.44}, "to": {"alpha": 1}},
                            "to.pivot": {"from": {"alpha": 0.55}, "to": {"alpha": 1}},
                            "from.view": {"from": {"alpha": 1}, "to": {"alpha": 0.66}}},
               "alongside": {"from.photo_1": {"from": {"alpha": 1}, "to": {"alpha": 0.77}},
                             "to.photo-1": {"from": {"alpha": 1}, "to": {"alpha": 0.88}},
                             "to.photo1": {"from": {"alpha": 1}, "to": {"alpha": 0.99}}}}
     }}
    """

    static func source(_ text: String, target: ExportTarget = .uikit) throws -> String {
        SwiftExport.source(for: try ScenarioLoader.load(text: text, file: "test.json").scenario, target: target)
    }

    /// The variables each `elementView("…")` lookup is bound to, by `screen.element` (`to.view`), in `source`.
    static func variables(_ source: String) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for line in source.components(separatedBy: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("let "), let q = t.range(of: ".elementView(\"") else { continue }
            let name = String(t.dropFirst(4).prefix { $0 != " " })
            let id = String(t[q.upperBound...].prefix { $0 != "\"" })
            let screen = t.contains("(fromViewController as?") ? "from" : "to"
            out[screen + "." + id, default: []].insert(name)
        }
        return out
    }

    @Test(arguments: SwiftTypeCheck.Mode.allCases)
    func collidingElementIdsGetNamesOfTheirOwnAndTypeCheck(mode: SwiftTypeCheck.Mode) throws {
        let source = try Self.source(Self.collidingElements)
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Clash.swift", mode: mode)
        #expect(outcome.succeeded, "\(mode): \(outcome.diagnostics)")
    }

    /// Each track animates its own element: the variable bound to `elementView("photo-1")` is
    /// the one set to 0.11, `photo1`'s to 0.22, and so on; no element takes `toView` or
    /// `toViewController`.
    @Test func eachTrackAnimatesItsOwnElement() throws {
        let source = try Self.source(Self.collidingElements)
        let names = Self.variables(source)
        for (id, alpha) in [("photo-1", "0.11"), ("photo1", "0.22"), ("view", "0.33"), ("viewController", "0.44"), ("pivot", "0.55")] {
            let bound = try #require(names["to." + id]?.first, "no variable for \(id): \(names)")
            #expect(source.contains("\(bound)?.alpha = \(alpha)"), "\(id) (\(bound)) is not the element set to \(alpha)")
        }
        let all = names.values.flatMap { $0 }
        #expect(!all.contains("toView") && !all.contains("toViewController") && !all.contains("fromView"), "\(names)")
        // Alongside too (before, `photo1`'s track animated `photo-1`, bound first under the same name).
        let alongside = try #require(source.components(separatedBy: "willShow viewController").last)
        for (id, alpha) in [("photo-1", "0.88"), ("photo1", "0.99")] {
            let bound = try #require(names["to." + id]?.first)
            #expect(alongside.contains("\(bound)?.alpha = \(alpha)"), "alongside: \(id) (\(bound)) is not the element set to \(alpha)")
        }
    }

    /// A scenario called `UI` must not declare UIKit's classes again
    /// (`final class UIPresentationController: UIPresentationController`).
    @Test(arguments: SwiftTypeCheck.Mode.allCases)
    func aScenarioNamedLikeUIKitTypeChecks(mode: SwiftTypeCheck.Mode) throws {
        let alert = try String(contentsOfFile: ExportTestSupport.scenariosDirectory + "/alert.json", encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"alert\"", with: "\"name\": \"UI\"")
        let source = try Self.source(alert)
        #expect(!source.contains("class UIPresentationController"), "UIKit's class declared again")
        #expect(source.contains("final class ScenarioUIPresentationController: UIPresentationController"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "UI.swift", mode: mode)
        #expect(outcome.succeeded, "\(mode): \(outcome.diagnostics)")
    }

    /// Two zoomed screens whose ids differ only in `-` get two functions.
    @Test func zoomedScreensWithCollidingIdsGetTwoFunctions() throws {
        let text = try String(contentsOfFile: ExportTestSupport.scenariosDirectory + "/zoom.json", encoding: .utf8)
        var scenario = try ScenarioLoader.load(text: text, file: "zoom.json").scenario
        let zoomed = try #require(scenario.screens.firstIndex { $0.preferredTransition != nil })
        var twin = scenario.screens[zoomed]
        twin.id = scenario.screens[zoomed].id + "-"
        scenario.screens.append(twin)
        let source = SwiftExport.source(for: scenario)
        let functions = source.components(separatedBy: "\n").filter { $0.hasPrefix("func ") && $0.contains("PrefersZoom") }
        #expect(functions.count == 2 && Set(functions).count == 2, "\(functions)")
        #expect(try ExportTestSupport.typecheck(source, fileName: "Twins.swift").succeeded)
    }
}
