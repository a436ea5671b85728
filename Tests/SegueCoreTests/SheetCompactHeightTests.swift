import Testing
@testable import SegueCore
@testable import SegueModel

/// A page sheet in a compact height (issue 32, item 11): UIKit's documentation of
/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` — "The default value is
/// false, which means the sheet defaults to a full screen appearance at compact height. Set this
/// value to true … causing the sheet to only attach to the screen on its bottom edge." An iPhone
/// in landscape (phone-landscape, 844 × 390 pt) is compact height; in portrait it is not.
@Suite struct SheetCompactHeightTests {
    static func presented(_ overrides: [String]) throws -> SimulatedApp {
        let s = try SheetScenarioTests.builtin(overrides).scenario
        return try SheetScenarioTests.run(s, "0.4 p", until: 2)
    }

    @Test func aPageSheetInLandscapeIsPresentedFullScreen() throws {
        let app = try Self.presented(["device=phone-landscape"])
        #expect(SheetScenarioTests.sheet(app) == nil, "no sheet: full screen")
        let sheet = try #require(app.container.view.descendant("sheet"))
        #expect(sheet.presentationFrame == Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(app.scene().panel.gesture == nil, "nothing to drag: no sheet facts on the panel")
    }

    @Test func prefersEdgeAttachedInCompactHeightKeepsTheSheetOnTheBottomEdge() throws {
        let app = try Self.presented(["device=phone-landscape", "container.sheet.prefersEdgeAttachedInCompactHeight=true"])
        let sheet = try #require(SheetScenarioTests.sheet(app))
        #expect(sheet.top == 195, "the medium detent: half of 390 pt")
    }

    @Test func inPortraitThePageSheetStaysASheet() throws {
        let app = try Self.presented([])
        #expect(SheetScenarioTests.sheet(app)?.top == 422, "the medium detent: half of 844 pt")
    }

    @Test func theKeyMustBeABoolean() throws {
        #expect(throws: (any Error).self) {
            try SheetScenarioTests.builtin(["container.sheet.prefersEdgeAttachedInCompactHeight=3"])
        }
    }
}
