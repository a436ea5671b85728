import Foundation
import SegueCore
import Testing

/// The README's key table and `play --help` / `replay --help` list the keys of the previewer's
/// and the replay's key maps (`KeyMaps`), row for row. Regression: seven hand-kept key lists
/// disagreed (`play --help` left out PgUp/PgDn and n/N).
struct KeyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The keys a README key cell names, as a reader reads them.
    static func keys(inCell cell: String) -> [Key] {
        let words: [String: [Key]] = [
            "→": [.right], "←": [.left], "↑": [.up], "↓": [.down], "Enter,": [.enter], "Enter": [.enter], "Space": [.space],
            "Esc": [.escape], "+": [.plus], "−": [.minus], "PgUp": [.pageUp], "PgDn": [.pageDown],
            "1–9": (1...9).map { Key.char(Character(String($0))) },
        ]
        var keys: [Key] = []
        for word in cell.split(separator: " ").map(String.init) {
            if word.hasPrefix("(") { break }  // "(hold to scrub)", "(finger down)"
            if let k = words[word] { keys += k } else if word.count == 1, word != "/" { keys.append(.char(word.first!)) }
        }
        return keys
    }

    /// The rows of the README's "## Keys" table, as their key cells.
    static func readmeKeyCells() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Keys\n").dropFirst().first)
        return section.split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| key |") }
            .map { String($0.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces) }
    }

    /// Row i of the README names keys of row i of the previewer's map (the mouse row none), and
    /// together the rows name every key the map binds except the arrows a pan from another
    /// edge uses (the README says those in words).
    @Test func readmeTableFollowsTheKeyMap() throws {
        let cells = try Self.readmeKeyCells()
        let bindings = KeyMaps.previewer.bindings
        try #require(cells.count == bindings.count, "README has \(cells.count) key rows, the key map \(bindings.count)")
        var named: Set<Key> = []
        for (cell, binding) in zip(cells, bindings) {
            let keys = Self.keys(inCell: cell)
            #expect(keys.isEmpty == binding.keys.isEmpty, "README \(cell) vs \(binding.shown)")
            for key in keys {
                #expect(binding.keys.contains { $0.key == key }, "README row \(cell) names \(key.name), not a key of \(binding.shown)")
            }
            named.formUnion(keys)
        }
        let bound = Set(bindings.flatMap { $0.keys.map(\.key) }).subtracting([.up, .down])
        #expect(bound.subtracting(named).isEmpty, "the README does not name \(bound.subtracting(named).map(\.name))")
    }

    @Test func playHelpListsEveryRow() throws {
        let r = try runSegue(["play", "--help"])
        #expect(r.status == 0)
        for b in KeyMaps.previewer.bindings {
            #expect(r.lines.contains { $0.hasPrefix("  " + b.shown + " ") && $0.hasSuffix(" " + b.label) }, "\(b.shown) \(b.label)")
        }
    }

    @Test func replayHelpListsTheReplayKeys() throws {
        let r = try runSegue(["replay", "--help"])
        #expect(r.status == 0)
        let text = r.lines.joined(separator: " ")
        #expect(text.contains("Keys while replaying: space pause / resume, . one frame forward while paused, , one frame back while paused, "
                              + "[ ] 0.1 s back / forward, o onion skin, s speed 1× → 0.5× → 0.25× → 0.1× → 2× → 4×, "
                              + "? this help (→ ← turn its pages, any other key closes it), q quit."))
    }
}
