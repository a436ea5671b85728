import Foundation
import Testing

/// An option's name is written once, in its declaration: commands read `invocation[option]`
/// (docs/cli.md, "For developers"). `Invocation` has no public reader by name; this holds the
/// sources to that, so a reader by name added back (`invocation.string("format")`) fails here.
struct OptionLookupTests {
    /// The lines of `text` that read an option by name with one of the readers there were before
    /// typed options (`invocation.string(`, `.int(`, `.flag(`, …).
    static func readsByName(_ text: String) throws -> [Int] {
        let pattern = #"\binvocation\s*\.\s*(string|strings|int|double|doubles|flag|size|keyValues|value)\s*\("#
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { text[..<$0.lowerBound].filter { $0 == "\n" }.count + 1 }
        }
    }

    @Test func noOptionIsReadByName() throws {
        let sources = URL(fileURLWithPath: repositoryRoot + "/Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        for file in files {
            for line in try Self.readsByName(try String(contentsOf: file, encoding: .utf8)) {
                Issue.record("\(file.path):\(line): an option read by name; declare it as an Option and read invocation[option]")
            }
        }
    }

    /// The rule itself: it finds the old form, and not the typed one.
    @Test func theRuleFindsAReadByName() throws {
        #expect(try Self.readsByName("let a = 1\nlet f = invocation.string(\"format\")") == [2])
        #expect(try Self.readsByName("let f = invocation[Options.format]").isEmpty)
    }
}
