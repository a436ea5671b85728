import Testing
@testable import SegueRender

/// The bar's fill, rounded to the nearest eighth of a cell (ASCII: whole cell), worked by hand.
struct PercentBarTests {
    @Test(arguments: [
        (0.0, 10, String(repeating: " ", count: 10)),
        (1.0, 10, String(repeating: "█", count: 10)),
        (0.53, 12, "██████▍     "),   // 0.53 × 12 × 8 = 50.88 → 51 eighths = 6 cells + 3/8
        (0.5, 3, "█▌ "),              // 12 eighths = 1 cell + 4/8
        (0.01, 10, "▏         "),     // 0.8 eighths → 1
        (0.53, 33, String(repeating: "█", count: 17) + "▌" + String(repeating: " ", count: 15)), // 139.92 → 140 = 17 + 4/8
        (1.7, 4, "████"),             // clamped
        (-0.2, 4, "    "),            // clamped
    ])
    func unicodeFill(p: Double, inner: Int, expected: String) {
        #expect(PercentBar.fill(p, inner: inner, ascii: false) == expected)
    }

    @Test(arguments: [
        (0.53, 33, String(repeating: "#", count: 17) + String(repeating: " ", count: 16)), // 17.49 → 17
        (0.53, 12, "######      "),   // 6.36 → 6
        (0.96, 12, "############"),   // 11.52 → 12
    ])
    func asciiFill(p: Double, inner: Int, expected: String) {
        #expect(PercentBar.fill(p, inner: inner, ascii: true) == expected)
    }

    @Test func noTransition() {
        #expect(PercentBar.fill(nil, inner: 5, ascii: false) == "     ")
        #expect(PercentBar.fill(.nan, inner: 5, ascii: true) == "     ")
        #expect(PercentBar.label(nil) == "  --")
        #expect(PercentBar.fill(0.5, inner: 0, ascii: false) == "")
        #expect(PercentBar.fill(0.5, inner: -3, ascii: false) == "")
    }

    @Test(arguments: [(0.53, " 53%"), (0.0, "  0%"), (1.0, "100%"), (0.074, "  7%"), (2.0, "100%")])
    func labels(p: Double, expected: String) {
        #expect(PercentBar.label(p) == expected)
    }
}
