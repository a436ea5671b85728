import Foundation
import Testing
@testable import SegueRender
import SegueCore
@testable import SegueRecords

/// The zoom's timeline rows (docs/panel-and-exports.md): the zoomed view (its id), the `dimming`
/// view while the transition runs, and the source element — which has no rows while it is hidden.
struct ZoomTimelineTests {
    static func ids(_ app: SimulatedApp, at t: Double) -> [String] {
        app.advance(to: t)
        return TimelineCSV.rows(t: t, scene: app.scene()).map { String($0.split(separator: ",", omittingEmptySubsequences: false)[3]) }
    }

    @Test func rowsForTheZoomedViewTheDimmingAndTheSource() throws {
        var zoom = try ScenarioGoldenTests.load("zoom")
        zoom.chrome = .none  // the views' rows only (the bars' rows follow them: docs/chrome.md)
        let app = SimulatedApp(scenario: zoom)
        #expect(Self.ids(app, at: 0.3).contains("grid.photo1"))
        app.handle(.forward, at: 0.4)
        let during = Self.ids(app, at: 0.6)
        #expect(Array(during.prefix(1)) == ["grid"] && Array(during.suffix(2)) == ["dimming", "photo"], "\(during)")
        #expect(!during.contains("grid.photo1"), "the source is hidden while the zoom runs")
        // The dimming row's alpha is 0.2 × the spring's progress (critically damped, ω0 = 4π) 0.2 s in.
        let w = 4 * Double.pi, u = 1 - (1 + w * 0.2) * exp(-w * 0.2)
        let dimming = try #require(TimelineCSV.rows(t: 0.6, scene: app.scene()).first { $0.contains(",dimming,") })
        #expect(abs((Double(dimming.split(separator: ",")[10]) ?? -1) - 0.2 * u) < 1e-6, "\(dimming)")
        #expect(Self.ids(app, at: 2) == ["photo"], "at rest: the photo only")
        app.handle(.back, at: 2)
        app.advance(to: 4)
        #expect(Self.ids(app, at: 4).contains("grid.photo1"), "shown again after the pop")
    }
}
