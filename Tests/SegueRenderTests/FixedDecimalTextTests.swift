import Testing
@testable import SegueRender

struct FixedDecimalTextTests {
    @Test(arguments: [
        (0.5, 6, "0.500000"), (1.25, 1, "1.3"), (-1.25, 1, "-1.3"), (0.0, 3, "0.000"), (-0.0001, 3, "0.000"),
        (12.0, 0, "12"), (1.4000000000000001, 3, "1.400"), (0.30000000000000004, 3, "0.300"), (2.9999999, 3, "3.000"),
        (1234.5678, 2, "1234.57"), (.nan, 2, "nan"), (.infinity, 2, "inf"), (-.infinity, 0, "-inf"),
    ])
    func fixed(value: Double, decimals: Int, expected: String) {
        #expect(FixedDecimalText.string(value, decimals: decimals) == expected)
    }

    @Test(arguments: [(0.25, "0.25"), (0.5, "0.5"), (2.0, "2"), (0.1, "0.1"), (-0.001, "0"), (1.005, "1")])
    func compact(value: Double, expected: String) {
        #expect(FixedDecimalText.compact(value) == expected)
    }
}
