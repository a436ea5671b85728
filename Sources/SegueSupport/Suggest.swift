/// "Did you mean …?" for misspelt names: command names, option names, curve names, labels.
public enum Suggest {
    /// Edit distance between `a` and `b`, ignoring case: insertions, deletions, substitutions
    /// and swaps of two neighbouring characters each cost 1 (optimal string alignment).
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased()), t = Array(b.lowercased())
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo: at most
    /// 1 edit for words of up to 3 characters, 2 for up to 6, 3 beyond. Ties go to the
    /// earlier candidate. An exact match (ignoring case) is returned too, so a wrongly
    /// capitalised name gets its right spelling suggested.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : word.count <= 6 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `" (did you mean 'x'?)"` or the empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        guard let name = closest(to: word, among: candidates), name != word else { return "" }
        return " (did you mean '\(name)'?)"
    }
}

/// `" (did you mean 'x'?)"`, or `"; expected one of: a, b, c"` when no candidate is close: for
/// messages that must always say what would have been accepted.
package func suggestionText(for word: String, among candidates: [String]) -> String {
    if let m = Suggest.closest(to: word, among: candidates) { return " (did you mean '\(m)'?)" }
    return "; expected one of: " + candidates.joined(separator: ", ")
}
