import Foundation
import Testing
@testable import SegueRender
import SegueCore

/// The side panel drawn for a hand-built `PanelInfo` into columns 80…119 of a 120 × 40 grid.
struct PanelTests {
    static let rect: CellRect = CellRect(x: 80, y: 0, width: 40, height: 40)

    static func draw(_ info: PanelInfo = TestGrids.sampleInfo(), options: PanelOptions = PanelOptions(),
                     rect: CellRect = PanelTests.rect) -> CellGrid {
        var grid = CellGrid(width: 120, height: 40)
        drawPanel(info, into: &grid, rect: rect, options: options)
        return grid
    }

    static func row(_ grid: CellGrid, _ y: Int) -> String { TestGrids.text(grid, row: y, x: 80, width: 40) }

    @Test func partsAreInTheirRows() {
        let g = Self.draw()
        #expect(Self.row(g, 0) == "Pan to pop, with parallax")
        #expect(Self.row(g, 1) == "pop · interactive")
        // Inner width 40 − 7 = 33; 0.53 × 33 × 8 = 139.92 → 140 eighths = 17 full cells + ▌.
        #expect(Self.row(g, 2) == "[" + String(repeating: "█", count: 17) + "▌" + String(repeating: " ", count: 15) + "]  53%")
        #expect(Self.row(g, 3) == "")
        // easeInOut at 0.1 / 0.4 = 0.25 is 0.129162 (docs/animation.md).
        #expect(Self.row(g, 4) == "easeInOut  0.100/0.400 s  y 0.129")
        #expect(Self.row(g, 12) == "pan  +182 pt  640 pt/s  changed")
        #expect(Self.row(g, 13) == "release → finish (percent 0.53 > 0.5)")
        // 24 log rows (15…38): the warning (entry 28) wraps to two rows, so they show entries 7…29,
        // the newest at the bottom. Its text has 40 − 6 ("1.400 ") − 2 ("! ") = 32 cells a row, and
        // "completeTransition(true) ignored:" is 33: the row breaks before "ignored:", which goes
        // under the text.
        #expect(Self.row(g, 15) == "0.350 update(0.7)")
        #expect(Self.row(g, 36) == "1.400 ! completeTransition(true)")
        #expect(Self.row(g, 37) == "        ignored: already completed")
        #expect(Self.row(g, 38) == "1.450 update(0.29)")
        // A finger is down: "→ pan ⏎/␣ release esc cancel b back s speed ? help q quit" is 57
        // cells; dropping speed, back and cancel (the least important) leaves 31.
        #expect(Self.row(g, 39) == "→ pan ⏎/␣ release ? help q quit")
        // Nothing is drawn outside the rectangle.
        for y in 0..<40 { #expect(TestGrids.text(g, row: y, x: 0, width: 80) == "") }
    }

    @Test func styles() {
        let g = Self.draw()
        #expect(g[80, 0].attributes.contains(.bold) && g[80, 0].fg != nil)
        for y in [36, 37] {                                         // warning text, both rows
            #expect(g[80 + 8, y].attributes.contains(.bold))
            #expect(g[80 + 8, y].fg == PanelRole.warning.color)
        }
        #expect(!g[80 + 8, 35].attributes.contains(.bold))         // normal log line
        let plain = Self.draw(options: PanelOptions(color: false))
        #expect(plain.cells.allSatisfy { $0.fg == nil && $0.bg == nil })
        #expect(plain[80, 0].attributes.contains(.bold))
        // Without colour the text is the same.
        for y in 0..<40 { #expect(Self.row(plain, y) == Self.row(g, y)) }
    }

    @Test func playheadColumn() {
        let g = Self.draw()
        // 40 cells = 80 braille dot columns; offset 0.1 of 0.4 → dot column round(0.25 × 79) = round(19.75) = 20,
        // the left dot column of cell 10: bits 0x01|0x02|0x04|0x40 = 0x47 in each of the 6 plot rows (5…10).
        func bits(_ x: Int, _ y: Int) -> UInt32 {
            let v = g[80 + x, y].glyph.unicodeScalars.first!.value
            return (0x2800...0x28FF).contains(v) ? v - 0x2800 : 0
        }
        for y in 5..<11 {
            #expect(bits(10, y) & 0x47 == 0x47, "row \(y)")
            #expect(g[80 + 10, y].fg == PanelRole.playhead.color)
        }
        // No other column carries a full vertical line.
        for x in 0..<40 where x != 10 {
            #expect(!(5..<11).allSatisfy { bits(x, $0) & 0x47 == 0x47 } && !(5..<11).allSatisfy { bits(x, $0) & 0xB8 == 0xB8 })
        }
        // The curve starts at the bottom left (progress 0) and ends at the top right (progress 1).
        #expect(bits(0, 10) & 0x40 != 0)
        #expect(bits(39, 5) & 0x08 != 0)
    }

    @Test func asciiModeIsPureASCII() {
        let g = Self.draw(options: PanelOptions(ascii: true, speed: 0.25, paused: true))
        #expect(TestGrids.scalars(g).allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
        #expect(Self.row(g, 1) == "pop - interactive" + String(repeating: " ", count: 11) + "0.25x paused")
        // 0.53 × 33 = 17.49 → 17 '#'.
        #expect(Self.row(g, 2) == "[" + String(repeating: "#", count: 17) + String(repeating: " ", count: 16) + "]  53%")
        #expect(Self.row(g, 13) == "release -> finish (percent 0.53 > 0.5)")
        #expect(Self.row(g, 37) == "        ignored: already completed")
        #expect(Self.row(g, 39) == "-> pan enter/spc release ? help q quit")
        // One sample per cell: the playhead at column round(0.25 × 39) = 10 in every plot row.
        for y in 5..<11 { #expect(["|", "+"].contains(g[90, y].glyph), "row \(y)") }
        #expect(g[80, 10].glyph == "*" && g[119, 5].glyph == "*")
    }

    @Test func speedAndPausedIndicators() {
        let g = Self.draw(options: PanelOptions(speed: 0.25, paused: true))
        // "0.25× paused" is 12 cells, right-aligned in the 40-cell row.
        #expect(Self.row(g, 1) == "pop · interactive" + String(repeating: " ", count: 11) + "0.25× paused")
        #expect(!Self.row(Self.draw(options: PanelOptions(speed: 1)), 1).contains("×"))
        #expect(Self.row(Self.draw(options: PanelOptions(speed: 0.5)), 1).hasSuffix("0.5×"))
    }

    @Test func idle() {
        let g = Self.draw(PanelInfo(title: "Default pop"))
        #expect(Self.row(g, 1) == "idle")
        #expect(Self.row(g, 2) == "[" + String(repeating: " ", count: 33) + "]   --")
        #expect(Self.row(g, 4) == "no transition running")
        #expect((5..<11).allSatisfy { Self.row(g, $0) == "" })
        #expect(Self.row(g, 12) == "no gesture")
        #expect(Self.row(g, 15) == "")
    }

    @Test func pinchGesture() {
        var info = TestGrids.sampleInfo()
        info.gesture = GestureInfo(kind: .pinch, state: .changed, translation: -0.15, velocity: -0.8, releaseOutcome: .cancelled)
        #expect(Self.row(Self.draw(info), 12) == "pinch  -0.15  -0.80/s  changed")
    }

    @Test func truncatedTitleAndWideCharacters() {
        let narrow = CellRect(x: 0, y: 0, width: 10, height: 40)
        var grid = CellGrid(width: 120, height: 40)
        drawPanel(TestGrids.sampleInfo(), into: &grid, rect: narrow)
        #expect(TestGrids.text(grid, row: 0, width: 10) == "Pan to po…")
        var info = TestGrids.sampleInfo()
        info.title = "過渡動畫預覽"   // 12 cells; 10 fit: 4 wide characters (8 cells) + …, never half a character
        grid = CellGrid(width: 120, height: 40)
        drawPanel(info, into: &grid, rect: narrow)
        #expect(TestGrids.text(grid, row: 0, width: 10) == "過渡動畫…")
        #expect(grid[9, 0].glyph == " ")
    }

    @Test func hostileTextIsHarmless() {
        var info = TestGrids.sampleInfo()
        info.title = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        info.gesture?.state = .failed
        info.gesture?.releaseOutcome = .refused(.atRoot(screen: "\r\nboom\u{9B}31m"))   // a screen id from the file
        info.log.append(LogEntry(t: 9, call: .note("\u{1B}[31mred\u{202E}abc\u{7F}")))
        for options in [PanelOptions(), PanelOptions(ascii: true)] {
            let g = Self.draw(info, options: options)
            #expect(!TestGrids.scalars(g).contains(where: Sanitize.isControl))
        }
        let g = Self.draw(info)
        #expect(Self.row(g, 0) == "\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J")
        #expect(Self.row(g, 1) == "pop · interactive")   // the operation is a fact (`Operation`): no text to sanitise
        #expect(Self.row(g, 13) == "no transition: \u{FFFD}\u{FFFD}boom\u{FFFD}31m is the root")
        #expect(Self.row(g, 38) == "9.000 \u{FFFD}[31mred\u{FFFD}abc\u{FFFD}")
        #expect(Self.row(Self.draw(info, options: PanelOptions(ascii: true)), 0) == "?]0;pwned??[2J")
    }

    /// Any rectangle, however small, large or misplaced: no trap, nothing written outside it.
    @Test(arguments: [
        (0, 0, 0, 0), (0, 0, 1, 1), (5, 5, 1, 40), (5, 5, 40, 1), (0, 0, 2, 2), (10, 3, 3, 7), (118, 38, 5, 5),
        (-3, -3, 6, 6), (200, 200, 10, 10), (-50, 0, 10, 10), (0, 0, -5, 10), (80, 0, 40, 40),
        (Int.min, Int.min, Int.max, Int.max), (-10, -10, Int.max, Int.max), (Int.max, Int.max, Int.max, Int.max),
    ])
    func anyRectangle(x: Int, y: Int, width: Int, height: Int) {
        for options in [PanelOptions(), PanelOptions(ascii: true, color: false)] {
            var grid = CellGrid(width: 120, height: 40, fill: Cell("Z"))
            drawPanel(TestGrids.sampleInfo(), into: &grid, rect: CellRect(x: x, y: y, width: width, height: height), options: options)
            for yy in 0..<40 {
                for xx in 0..<120 {
                    // In Double: x + width may overflow Int.
                    let inside = xx >= x && yy >= y && Double(xx) < Double(x) + Double(width) && Double(yy) < Double(y) + Double(height)
                    if !inside { #expect(grid[xx, yy].glyph == "Z", "(\(xx), \(yy))") }
                }
            }
        }
    }

    @Test func springPlotIncludesOvershoot() {
        var info = TestGrids.sampleInfo()
        // ζ = 0.6 with the duration 0.5 s: ω0 = 11.033455 / 0.5 (docs/animation.md), peak overshoot
        // e^(−ζπ/√(1−ζ²)) = e^(−2.356) ≈ 0.0948 at t = π/(ω0·0.8) ≈ 0.178 s, i.e. dot column ≈ 0.356 × 79 ≈ 28 (cell 14).
        info.timing = Timing.blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil).evaluator(nominalDuration: 0.5)
        info.timingOffset = 0.25
        let g = Self.draw(info)
        // The long caption (47 cells) does not fit in 40; the one without the playhead time does.
        // A block spring is cut and snapped to 1 at its duration: it settles at 0.5 s. p(0.5 d) = 1.036927 (docs/animation.md, check values).
        #expect(Self.row(g, 4) == "spring ζ 0.6 · settles 0.50 s  y 1.037")
        func bits(_ x: Int, _ y: Int) -> UInt32 {
            let v = g[80 + x, y].glyph.unicodeScalars.first!.value
            return (0x2800...0x28FF).contains(v) ? v - 0x2800 : 0
        }
        // The peak is on the top dot row (0x01 or 0x08 of row 5) near cell 14.
        #expect((13...15).contains { bits($0, 5) & 0x09 != 0 })
        // The end value 1.000539 sits (1.0948 − 1.0005) / 1.0948 × 23 ≈ 1.98 → dot row 2 from the top: bit 0x20 of the last cell.
        #expect(bits(39, 5) & 0x20 != 0)
        #expect(bits(39, 5) & 0x08 == 0)
    }

    /// The spring caption shows ζ and the settle time, as docs/panel-and-exports.md says.
    /// Regression: it showed neither the settle time nor the playhead time. References in closed
    /// form: x(t) = e^(−ζω0 t)(−cos ωd t + B sin ωd t), B = −ζω0/ωd, settled once
    /// √(x² + (x'/ω0)²) stays below 0.001 (the last time it is not, scanned every 10 µs) for a
    /// block spring; physical and perceptual springs settle at CASpringAnimation's settling
    /// duration, −ln(0.001 / (1 + |ζω0/ωd|)) / (ζω0) from rest (docs/animation.md).
    @Test(arguments: [
        // m 1, k 100, c 10: ζ = 10 / (2·10) = 0.5.
        (Timing.physicalSpring(Spring(mass: 1, stiffness: 100, damping: 10)), 100.0, 10.0, "0.5", true),
        // bounce 0.3 over 0.5 s: ζ = 0.7, k = (2π/0.5)², c = 4π·0.7/0.5.
        (.perceptualSpring(bounce: 0.3, duration: 0.5), pow(2 * Double.pi / 0.5, 2), 4 * Double.pi * 0.7 / 0.5, "0.7", true),
    ] as [(Timing, Double, Double, String, Bool)])
    func springCaptionShowsTheSettleTime(_ timing: Timing, _ k: Double, _ c: Double, _ zeta: String, _ physical: Bool) {
        let w0 = k.squareRoot(), z = c / (2 * w0), wd = w0 * (1 - z * z).squareRoot(), b = -z * w0 / wd
        func state(_ t: Double) -> (x: Double, v: Double) {
            let e = exp(-z * w0 * t)
            let x = e * (-cos(wd * t) + b * sin(wd * t))
            return (x, -z * w0 * x + e * (wd * sin(wd * t) + b * wd * cos(wd * t)))
        }
        var settle = 0.0
        for i in 0..<1_000_000 where !physical {
            let t = Double(i) * 1e-5
            let s = state(t)
            if (s.x * s.x + (s.v / w0) * (s.v / w0)).squareRoot() >= 0.001 { settle = t }
        }
        if physical { settle = -log(0.001 / (1 + abs(z * w0 / wd))) / (z * w0) }
        let y = 1 + state(0.1).x
        var info = TestGrids.sampleInfo()
        info.timing = timing.evaluator(nominalDuration: 0.4)
        info.timingOffset = 0.1
        let head = "spring ζ \(zeta) · settles " + String(format: "%.2f", settle) + " s"
        // 40 cells: no room for the playhead time.
        #expect(Self.row(Self.draw(info), 4) == head + "  y " + String(format: "%.3f", y))
        // 60 cells: everything.
        var grid = CellGrid(width: 120, height: 40)
        drawPanel(info, into: &grid, rect: CellRect(x: 60, y: 0, width: 60, height: 40))
        #expect(TestGrids.text(grid, row: 4, x: 60, width: 60) == head + "  0.100 s  y " + String(format: "%.3f", y))
        // ASCII spells ζ as z.
        let ascii = Self.draw(info, options: PanelOptions(ascii: true))
        #expect(Self.row(ascii, 4).hasPrefix("spring z \(zeta) - settles "))
    }
}
