import SegueCore
import Testing
@testable import SegueRender

/// Golden frames of synthetic scenes (see `GoldenSupport.swift`; regenerate with
/// `SEGUE_UPDATE_GOLDEN=1`). Each was checked by eye when recorded; the property tests check
/// the same behaviours against hand-computed values.
@Suite struct GoldenTests {
    @Test func twoPhoneScreensMidSlide() {
        let frame = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.45), cols: 120, rows: 40)
        expectWellFormed(frame.grid)
        expectGolden(frame.grid, named: "phone-slide-p0.45")
    }

    @Test func twoPhoneScreensMidSlideASCII() {
        let frame = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.45), cols: 100, rows: 30,
                                         options: RenderOptions(colorMode: .none, ascii: true))
        expectGolden(frame.grid, named: "phone-slide-p0.45-ascii")
    }

    @Test func rotatedSwing() {
        let frame = FrameRenderer.render(scene: Fixture.swing(degrees: -30), cols: 80, rows: 30,
                                         options: RenderOptions(showsPanel: false))
        expectWellFormed(frame.grid)
        expectGolden(frame.grid, named: "swing-minus30deg")
    }

    @Test func coverAtSixTenths() {
        let frame = FrameRenderer.render(scene: Fixture.alert(), cols: 80, rows: 30, options: RenderOptions(showsPanel: false))
        expectWellFormed(frame.grid)
        expectGolden(frame.grid, named: "alert-cover-0.6")
    }

    @Test func coverAtSixTenthsNoColor() {
        let frame = FrameRenderer.render(scene: Fixture.alert(), cols: 80, rows: 30,
                                         options: RenderOptions(colorMode: .none, showsPanel: false))
        expectWellFormed(frame.grid)
        expectGolden(frame.grid, named: "alert-cover-0.6-nocolor")
    }

    @Test func tooSmall() {
        let frame = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.45), cols: 20, rows: 10)
        expectGolden(frame.grid, named: "too-small-20x10")
    }
}
