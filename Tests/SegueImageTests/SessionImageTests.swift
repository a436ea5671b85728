import SegueCore
import Testing
import SegueJSON

/// Recordings keep each image's SHA-256; a replay whose image file changed is refused.
struct SessionImageTests {
    static let recorded = String(repeating: "ab", count: 32), now = String(repeating: "cd", count: 32)

    static func scenario(sha: String) -> Scenario {
        var s = Scenario(name: "t", title: "t", screens: [ScreenSpec(id: "inbox", title: "Inbox", color: .black)], container: .navigation(stack: ["inbox"]))
        s.screens[0].image = ImageReference(path: "Images/inbox.png", position: SourcePosition(line: 1, column: 1), keyPath: "screens[0].image",
                                            pixelWidth: 10, pixelHeight: 20, sha256: sha)
        return s
    }

    @Test func theHeaderWritesAndReadsTheHashes() throws {
        var header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 120, rows: 40, source: "s.json",
                                   scenario: JSONNode(.object([]), position: SourcePosition(line: 1, column: 1)))
        header.images = SessionHeader.imageHashes(of: Self.scenario(sha: Self.recorded))
        #expect(header.images == ["Images/inbox.png": Self.recorded])
        #expect(header.line.contains("\"images\":{\"Images/inbox.png\":\"\(Self.recorded)\"}"))
    }

    @Test func aChangedImageIsRefusedNamingItAndBothHashes() {
        var header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 120, rows: 40, source: "s.json",
                                   scenario: JSONNode(.object([]), position: SourcePosition(line: 1, column: 1)))
        header.images = ["Images/inbox.png": Self.recorded]
        #expect(header.imageMismatch(Self.scenario(sha: Self.recorded)) == nil)
        let refusal = header.imageMismatch(Self.scenario(sha: Self.now))
        #expect(refusal == "image Images/inbox.png is not the file this session was recorded with (recorded SHA-256 abababababab…"
                + ", the file now cdcdcdcdcdcd…): a replay would not show what was recorded")
    }
}
