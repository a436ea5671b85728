import Testing
import SegueCore

/// Counted nouns: singular for exactly one, plural for every other count, zero included.
struct PluralTests {
    @Test(arguments: [
        (0, "transition", nil, "0 transitions"), (1, "transition", nil, "1 transition"), (2, "transition", nil, "2 transitions"),
        (1, "built-in scenario", nil, "1 built-in scenario"), (16, "built-in scenario", nil, "16 built-in scenarios"),
        (1, "entry", "entries", "1 entry"), (3, "entry", "entries", "3 entries"), (-1, "step", nil, "-1 steps"),
    ] as [(Int, String, String?, String)])
    func counts(_ n: Int, _ noun: String, _ plural: String?, _ expected: String) {
        #expect(Plural.count(n, noun, plural: plural) == expected)
    }
}
