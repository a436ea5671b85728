import Testing
@testable import SegueCore

/// The zoom's scenario keys (docs/scenarios.md, "The zoom transition"): read with their defaults,
/// and every bad value refused at its own line and column with its key path.
struct ZoomLoaderTests {
    static func text(zoom: String, container: String = #"{"kind": "navigation", "stack": ["grid"]}"#) -> String {
        #"{"screens": [{"id": "grid", "elements": [{"id": "photo1", "frame": [0, 0, 0.3, 0.2]}, {"id": "photo2", "frame": [0.3, 0, 0.3, 0.2]}]}, "#
            + #"{"id": "photo", "preferredTransition": \#(zoom)}], "container": \#(container)}"#
    }

    @Test func readsTheZoomWithItsDefaults() throws {
        let s = try ScenarioLoader.load(text: Self.text(zoom: #"{"zoom": {"sourceElement": "grid.photo2"}}"#), file: "z.json").scenario
        let zoom = try #require(s.screens.last?.preferredTransition)
        #expect(zoom == ZoomTransitionSpec(sourceElement: "grid.photo2", dimmingColor: RGB(r: 0, g: 0, b: 0), dimmingAlpha: 0.2))
        #expect(zoom.recedesPresentingView && zoom.recededScale == 0.95, "UIKit recedes by default; 0.95 is segue's estimate")
        let custom = try ScenarioLoader.load(text: Self.text(zoom: ##"{"zoom": {"sourceElement": "grid.photo1", "dimmingColor": "#102030", "dimmingAlpha": 0.5}}"##),
                                             file: "z.json").scenario
        #expect(custom.screens.last?.preferredTransition == ZoomTransitionSpec(sourceElement: "grid.photo1",
                                                                             dimmingColor: RGB(r: 0x10, g: 0x20, b: 0x30), dimmingAlpha: 0.5))
        #expect(explain(custom).contains("zoom: photo.preferredTransition = .zoom(sourceViewProvider: { grid.photo1 })"))
    }

    /// (preferredTransition value, container, the text the error points at, key path, message).
    @Test(arguments: [
        (#"{"zoom": {"sourceElement": "grid.phot1"}}"#, nil, #""grid.phot1""#, "screens[1].preferredTransition.zoom.sourceElement",
         "screen 'grid' has no element 'phot1' (did you mean 'photo1'?)"),
        (#"{"zoom": {"sourceElement": "gird.photo1"}}"#, nil, #""gird.photo1""#, "screens[1].preferredTransition.zoom.sourceElement",
         "unknown screen 'gird' (did you mean 'grid'?)"),
        (#"{"zoom": {"sourceElement": "photo1"}}"#, nil, #""photo1"}"#, "screens[1].preferredTransition.zoom.sourceElement",
         "'photo1' is not an element: write \"screenId.elementId\" (an element of the screen the zoom is pushed from)"),
        (#"{"zoom": {"sourceElement": "photo.x"}}"#, nil, #""photo.x""#, "screens[1].preferredTransition.zoom.sourceElement",
         "the source element must be on the screen the zoom is pushed from, not on 'photo' itself"),
        (#"{"zoom": {"sourceElement": "grid.photo1", "dimingAlpha": 0.3}}"#, nil, #""dimingAlpha""#, "screens[1].preferredTransition.zoom.dimingAlpha",
         "unknown key 'dimingAlpha' (did you mean 'dimmingAlpha'?)"),
        (#"{"zoom": {"sourceElement": "grid.photo1", "dimmingAlpha": 1.5}}"#, nil, "1.5", "screens[1].preferredTransition.zoom.dimmingAlpha",
         "must be in [0, 1] (got 1.5)"),
        (#"{"zoom": {"sourceElement": "grid.photo1", "recededScale": 0.4}}"#, nil, "0.4", "screens[1].preferredTransition.zoom.recededScale",
         "must be in [0.5, 1] (got 0.4)"),
        (#"{"zoom": {"sourceElement": "grid.photo1", "recedesPresentingView": 1}}"#, nil, "1}", "screens[1].preferredTransition.zoom.recedesPresentingView",
         "expected true or false, found a number"),
        (#"{"zoom": {"sourceElement": "grid.photo1"}}"#, #"{"kind": "tabs", "tabs": ["grid", "photo"]}"#, #"{"zoom""#,
         "screens[1].preferredTransition", "a zoom transition zooms a navigation push here: the container must be a navigation stack (it is 'tabs')"),
    ] as [(String, String?, String, String, String)])
    func badZoomsAreRefused(zoom: String, container: String?, at: String, keyPath: String, message: String) throws {
        let text = container.map { Self.text(zoom: zoom, container: $0) } ?? Self.text(zoom: zoom)
        let column = try #require(text.range(of: at)).lowerBound.utf16Offset(in: text) + 1
        do {
            _ = try ScenarioLoader.load(text: text, file: "z.json")
            Issue.record("accepted: \(zoom)")
        } catch {
            let d = try #require(error.diagnostics.first)
            #expect(d.message == message, "\(error)")
            #expect(d.keyPath == keyPath, "\(d.keyPath)")
            #expect(d.line == 1 && d.column == column, "\(error)")
            #expect(error.diagnostics.count == 1, "\(error)")
        }
    }
}
