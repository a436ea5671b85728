import Testing
import SegueCore

/// One range type for the scenario loader and the command line, worded as each already words
/// it (docs/scenarios.md, docs/cli.md).
struct NumberRangeTests {
    @Test(arguments: [
        (NumberRange.closed(0.01, 60), 0.01, true), (.closed(0.01, 60), 60, true),
        (.closed(0.01, 60), 0.009, false), (.closed(0.01, 60), 60.5, false),
        (.openClosed(0, 60), 0, false), (.openClosed(0, 60), 1e-9, true), (.openClosed(0, 60), 60, true),
        (.above(0), 1e300, true), (.above(0), 0, false),
        (NumberRange(lower: 0, upper: 1, upperInclusive: false), 1, false),
        (NumberRange(), -1e300, true),
        (.closed(0, 1), .nan, false), (NumberRange(), .nan, true),
    ])
    func contains(range: NumberRange, x: Double, expected: Bool) {
        #expect(range.contains(x) == expected)
    }

    /// The loader's messages say `must be in [0.01, 60] seconds` and `must be > 0 and ≤ 60`;
    /// the options' say `a number ≥ 0 and ≤ 600` and `a number > 0`.
    @Test(arguments: [
        (NumberRange.closed(0.01, 60), "in [0.01, 60]", " ≥ 0.01 and ≤ 60"),
        (.openClosed(0, 60), "> 0 and ≤ 60", " > 0 and ≤ 60"),
        (NumberRange(lower: -0.5, upper: 2.25, upperInclusive: false), "≥ -0.5 and < 2.25", " ≥ -0.5 and < 2.25"),
        (.above(0), "> 0", " > 0"),
        (NumberRange(upper: 600), "≤ 600", " ≤ 600"),
        (NumberRange(), "", ""),
    ])
    func wording(range: NumberRange, text: String, phrase: String) {
        #expect(range.text == text)
        #expect(range.phrase == phrase)
    }
}
