import Testing
@testable import SegueCore

/// The `collection` key of a screen (docs/scenarios.md, "Collections"): what is accepted, and
/// every refusal with its line, column and key path.
struct LayoutToLayoutScenarioTests {
    static let grid = ##"{"id": "grid", "collection": {"cells": [{"id": "a"}, {"id": "b", "title": "B", "color": "#ff0000"}], "layout": [[0, 0, 0.5, 0.2], [0.5, 0, 0.5, 0.2]]}}"##
    static let list = #"{"id": "list", "collection": {"useLayoutToLayoutNavigationTransitions": true, "layout": [[0, 0, 1, 0.1], [0, 0.1, 1, 0.1]]}}"#

    static func document(_ screens: [String], container: String = #"{"kind": "navigation", "stack": ["grid"]}"#,
                         transitions: String? = nil) -> String {
        #"{"screens": ["# + screens.joined(separator: ", ") + #"], "container": "# + container
            + (transitions.map { #", "transitions": "# + $0 } ?? "") + "}"
    }

    @Test func aGridAndAListLoad() throws {
        let s = try ScenarioLoader.load(text: Self.document([Self.grid, Self.list]), file: "x.json").scenario
        let grid = try #require(s.screen("grid")?.collection)
        #expect(grid.cells == [CellSpec(id: "a", color: RGB(hex: "#d1d5db")!), CellSpec(id: "b", color: RGB(r: 255, g: 0, b: 0), title: "B")])
        #expect(grid.layout[1] == [.fraction(0.5), .fraction(0), .fraction(0.5), .fraction(0.2)])
        #expect(!grid.useLayoutToLayoutNavigationTransitions)
        let list = try #require(s.screen("list")?.collection)
        #expect(list.cells.isEmpty && list.useLayoutToLayoutNavigationTransitions && list.layout.count == 2)
        #expect(s.transitions.isEmpty)
    }

    /// The built-in scenario is the collection push, no longer the `matched` preset.
    @Test func theBuiltinScenarioUsesTheRealAPI() throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/layout-to-layout.json").scenario
        #expect(s.transitions.isEmpty)
        #expect(s.screen("grid")?.collection?.cells.count == 6)
        #expect(s.screen("list")?.collection?.useLayoutToLayoutNavigationTransitions == true)
        #expect(s.screen("list")?.elements.isEmpty == true)
    }

    /// `check --explain` says that the push and pop of the flagged controller are layout changes.
    @Test func explainNamesTheLayoutChange() throws {
        let s = try ScenarioLoader.load(text: Self.document([Self.grid, Self.list]), file: "x.json").scenario
        let text = explain(s)
        #expect(text.contains("layout-to-layout: pushing list onto a collection view controller changes the shared collection view's layout"))
        #expect(text.contains("the same 2 cells move to list's layout"))
        let plain = try ScenarioLoader.load(text: Self.document([Self.grid]), file: "x.json").scenario
        #expect(!explain(plain).contains("layout-to-layout"))
    }

    /// (document, the text the error points at, key path, message): the column is where
    /// `marker` first occurs in the one-line document.
    static let refusalCases: [(String, String, String, String)] = [
        (document([#"{"id": "grid", "collection": {"cells": [{"id": "a"}], "layout": []}}"#]),
         #"[]}}"#, "screens[0].collection.layout", "expected one frame per cell (1), found 0"),
        (document([Self.grid, #"{"id": "list", "collection": {"useLayoutToLayoutNavigationTransitions": true, "cells": [{"id": "x"}], "layout": [[0, 0, 1, 1]]}}"#]),
         #"[{"id": "x"}]"#, "screens[1].collection.cells",
         "a controller pushed with useLayoutToLayoutNavigationTransitions shares the collection view of the one below it, which stays the data source: give it a layout only"),
        (document([Self.grid, #"{"id": "list", "collection": {"useLayoutToLayoutNavigationTransitions": true, "layout": [[0, 0, 1, 1]]}}"#]),
         #"[[0, 0, 1, 1]]"#, "screens[1].collection.layout", "expected one frame per cell of the shared collection 'grid' (2), found 1"),
        (document([Self.grid, Self.list], transitions: #"{"push": {"animator": {"preset": "fade"}}}"#),
         #""push""#, "transitions.push",
         "'list' uses useLayoutToLayoutNavigationTransitions: UIKit animates its layout change only when the navigation delegate returns no animation controller; leave 'push' out"),
        (document([Self.grid, Self.list], container: #"{"kind": "navigation", "stack": ["list", "grid"]}"#),
         #"true"#, "screens[1].collection.useLayoutToLayoutNavigationTransitions",
         "the root of the navigation stack has no collection view controller below it to share a collection view with"),
        (document([Self.grid, Self.list], container: #"{"kind": "modal", "presenter": "grid"}"#),
         #"true"#, "screens[1].collection.useLayoutToLayoutNavigationTransitions",
         "layout-to-layout transitions are navigation transitions: the container must be a navigation stack"),
        (document([#"{"id": "grid", "collection": {"cells": [{"id": "a"}, {"id": "a"}], "layout": [[0, 0, 1, 1], [0, 0, 1, 1]]}}"#]),
         #""a"}]"#, "screens[0].collection.cells[1].id", "duplicate cell id 'a' (also cells[0])"),
        (document([#"{"id": "grid", "elements": [{"id": "a", "frame": [0, 0, 1, 1]}], "collection": {"cells": [{"id": "a"}], "layout": [[0, 0, 1, 1]]}}"#]),
         #""a"}]"#, "screens[0].collection.cells[0].id",
         "cell id 'a' is also an element id of this screen (both name the view '<screen>.a')"),
        (document([#"{"id": "grid", "collection": {"layout": [], "useLayoutToLayoutNavigationTransition": true}}"#]),
         #""useLayout"#, "screens[0].collection.useLayoutToLayoutNavigationTransition",
         "unknown key 'useLayoutToLayoutNavigationTransition' (did you mean 'useLayoutToLayoutNavigationTransitions'?)"),
        (document([#"{"id": "grid", "collection": {"cells": []}}"#]),
         #"{"cells""#, "screens[0].collection", "missing required key 'layout'"),
    ]

    @Test(arguments: refusalCases)
    func refusals(document: String, marker: String, path: String, message: String) throws {
        let at = try #require(document.range(of: marker), "marker \(marker)")
        let column = document.unicodeScalars.distance(from: document.unicodeScalars.startIndex, to: at.lowerBound) + 1
        do {
            _ = try ScenarioLoader.load(text: document, file: "x.json")
            Issue.record("accepted: \(document)")
        } catch {
            let lines = error.diagnostics.map(\.located)
            #expect(lines.contains("x.json:1:\(column): \(path): \(message)"), "\(lines)")
        }
    }
}
