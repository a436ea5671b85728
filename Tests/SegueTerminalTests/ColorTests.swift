import SegueCore
import SegueRender
import SegueTerminal
import Testing
import SegueScreen

@Suite struct ColorNumberTests {
    /// Pure red is cube corner (5, 0, 0): 16 + 36 × 5 = 196; pure blue 16 + 5 = 21; white 231.
    static let cubeCorners: [(RGB, Int32)] = [
        (RGB(r: 255, g: 0, b: 0), 196), (RGB(r: 0, g: 0, b: 255), 21), (RGB(r: 255, g: 255, b: 255), 231), (RGB(r: 0, g: 255, b: 0), 46),
    ]

    @Test(arguments: cubeCorners)
    func xterm256(rgb: RGB, expected: Int32) {
        #expect(ColorNumbers.number(for: rgb, mode: .xterm256, colors: 256) == expected)
    }

    @Test func defaultColourAndNoColour() {
        #expect(ColorNumbers.number(for: nil, mode: .xterm256, colors: 256) == -1)
        #expect(ColorNumbers.number(for: RGB(r: 255, g: 0, b: 0), mode: .none, colors: 256) == -1)
    }

    /// xterm's bright red (index 9) is exactly (255, 0, 0); on an 8-colour terminal it folds to 1.
    @Test func ansi16() {
        #expect(ColorNumbers.number(for: RGB(r: 255, g: 0, b: 0), mode: .ansi16, colors: 16) == 9)
        #expect(ColorNumbers.number(for: RGB(r: 255, g: 0, b: 0), mode: .ansi16, colors: 8) == 1)
        #expect(ColorNumbers.number(for: RGB(r: 0, g: 0, b: 0), mode: .ansi16, colors: 8) == 0)
    }

    @Test func direct() {
        #expect(ColorNumbers.number(for: RGB(r: 1, g: 2, b: 3), mode: .direct, colors: 1 << 24) == 0x010203)
        #expect(ColorNumbers.number(for: RGB(r: 0, g: 0, b: 5), mode: .direct, colors: 1 << 24) == 8)
    }

    @Test(arguments: [
        (256, true, ColorMode?.none, ColorMode.xterm256), (8, true, nil, .ansi16), (16, true, nil, .ansi16),
        (1 << 24, true, nil, .direct), (256, false, nil, .none), (0, true, nil, .none),
        (256, true, ColorMode.none, .none), (1 << 24, true, .xterm256, .xterm256), (256, true, .direct, .xterm256),
    ])
    func mode(colors: Int, hasColors: Bool, limit: ColorMode?, expected: ColorMode) {
        #expect(ColorNumbers.mode(colors: colors, hasColors: hasColors, limit: limit) == expected)
    }
}
