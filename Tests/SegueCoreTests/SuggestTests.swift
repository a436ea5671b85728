import Testing
@testable import SegueCore

/// "Did you mean": one distance and one threshold for every message (the CLI, the scenario
/// loader, session files and event scripts), docs/cli.md.
struct SuggestTests {
    /// Optimal string alignment distances worked out by hand: each insertion, deletion,
    /// substitution and swap of two neighbouring characters costs 1; case is ignored.
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3),
        ("kitten", "sitting", 3),      // k→s, e→i, +g
        ("ab", "ba", 1),               // one swap (plain Levenshtein says 2)
        ("durtaion", "duration", 1),   // one swap
        ("ca", "abc", 3),              // OSA cannot edit a swapped pair again: 3, not 2
        ("Enter", "enter", 0),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggest.distance(a, b) == expected)
        #expect(Suggest.distance(b, a) == expected)
    }

    /// Regression: the scenario loader, session files and event scripts had their own plain
    /// Levenshtein distance, so a swapped pair in a short word (`pu` for `up`, 2 edits there
    /// against a limit of 1) got no hint, while the CLI (which counts a swap as 1) gave one.
    @Test func swappedLettersInAShortWordAreSuggestedEverywhere() {
        #expect(suggestionText(for: "pu", among: ["up", "down"]) == " (did you mean 'up'?)")
        #expect(Suggest.hint(for: "pu", among: ["up", "down"]) == " (did you mean 'up'?)")
        do {
            _ = try EventScript.parse("0.5 pu")
            Issue.record("accepted the key 'pu'")
        } catch {
            #expect(error.message.contains("unknown key 'pu' (did you mean 'up'?)"))
        }
    }

    /// Without a close candidate the loader's wording lists what is accepted.
    @Test func noCloseCandidateListsTheChoices() {
        #expect(suggestionText(for: "zzzz", among: ["push", "pop"]) == "; expected one of: push, pop")
        #expect(Suggest.hint(for: "zzzz", among: ["push", "pop"]) == "")
    }
}
