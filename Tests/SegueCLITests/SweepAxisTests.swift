import SegueChecks
import Testing

/// `A:B:STEP` axes of `segue sweep`: B included when on the grid, values free of float noise.
struct SweepAxisTests {
    @Test(arguments: [
        ("0:1:0.05", 21, 0.15, 1.0),
        ("0:1:0.3", 4, 0.9, 0.9),
        ("-1500:1500:100", 31, -1200, 1500),
        ("0.5:0.5:1", 1, nil, 0.5),
    ])
    func valuesRunFromAToB(text: String, count: Int, fourth: Double?, last: Double) throws {
        let axis = try #require(SweepAxis(parsing: text))
        let values = axis.values
        #expect(values.count == count)
        if let fourth { #expect(values[3] == fourth) }
        #expect(values.last == last)
    }

    @Test(arguments: ["0:1", "0:1:0", "0:1:-0.1", "1:0:0.1", "a:1:0.1", "0:1:0.1:2", "0:inf:1", "",
                      // Hex, as no other option takes it (issue 28: `Double("0x10")` read 16 here).
                      "0x0:0x1:0x0.1", "0:1:0x1p-4", "0:nan:1"])
    func badAxesAreRefused(text: String) {
        #expect(SweepAxis(parsing: text) == nil)
    }
}
