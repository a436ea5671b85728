import Foundation
import Testing

/// `segue timeline` with the system chrome (docs/chrome.md), end to end through the binary.
struct ChromeTimelineTests {
    static let allOff = #"chrome={"statusBar": false, "navigationBar": false, "tabBar": false}"#

    /// With every bar off, the CSV is byte for byte what segue wrote before chrome existed: the
    /// fixtures were written by the build just before it (commit 282ebb8, `segue timeline NAME`) —
    /// except default-pop's, rewritten when its demo was re-timed for the lift in motion (issue 25:
    /// its rows up to the pan, t < 1.4 s, are byte for byte 282ebb8's; the rest is this build's).
    @Test(arguments: ["pop-parallax", "tabs-slide", "default-pop"])
    func chromeOffGivesTheOldTimelineByteForByte(name: String) throws {
        let old = try String(contentsOfFile: repositoryRoot + "/Tests/SegueCoreTests/Fixtures/ChromeOff/\(name).csv", encoding: .utf8)
        let r = try runSegue(["timeline", name, "--set", Self.allOff])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == old)
    }

    /// With the default chrome, the navigation bar's row keeps its frame and alpha in every
    /// frame of the demo's interactive pop, while the items' rows change.
    @Test func theNavigationBarRowIsTheSameInEveryFrame() throws {
        let r = try runSegue(["timeline", "pop-parallax"])
        try #require(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let bar = rows.filter { $0.count == 11 && $0[3] == "navigationBar" }
        #expect(bar.count == rows.filter { $0.count == 11 && $0[3] == "statusBar" }.count)
        #expect(bar.count > 20)
        #expect(Set(bar.map { $0[4...].joined(separator: ",") }) == ["0.000,47.000,390.000,44.000,1.000000,0.000,1.000000"])
        let titles = rows.filter { $0.count == 11 && $0[3] == "navigationBar.title.inbox" }
        #expect(Set(titles.map { $0[4] }).count > 5, "the revealed title moves")
        #expect(rows.contains { $0.count == 11 && $0[3] == "navigationBar.back.message" })
    }
}
