import Foundation
import SegueTestSupport
import Testing

/// The previewer as a library (SegueApp): `segue-app-example`, a second executable that depends
/// on SegueApp alone, plays a scenario in process — `segue play`'s session and live loop on the
/// in-memory terminal, the keys at their times — and prints the last frame. It must be the frame
/// `segue render --at` draws for the same events: the headless path, independent of the live
/// loop and its clock.
struct AppLibraryTests {
    /// The example binary, built beside `segue` (the test target depends on it).
    static func example() throws -> String {
        let segue = try #require(segueBinaryURL(), "the segue binary is not built")
        return segue.deletingLastPathComponent().appendingPathComponent("segue-app-example").path
    }

    /// A pan that pops (let go past the middle) and a pan let go early that cancels: each live
    /// run's last frame, once everything has settled, is render's frame at 5 s; and the two
    /// differ, so the frame depends on the keys played.
    @Test(arguments: [
        ("pop-parallax", "0.5 right*12@0.03; 0.9 enter"),
        ("pop-parallax", "0.5 right*3@0.03; 0.7 enter"),
        ("modal-spring", "0.3 enter"),
    ])
    func playsTheFrameRenderDraws(scenario: String, events: String) throws {
        let live = try spawnAndWait(try Self.example(), [scenario, events], environment: segueEnvironment())
        #expect(live.status == 0, "\(String(decoding: live.stderr, as: UTF8.self))")
        let headless = try runSegue(["render", scenario, "--events", events, "--at", "5"])
        #expect(headless.status == 0, "\(headless.stderr)")
        let frame = String(decoding: live.stdout, as: UTF8.self)
        #expect(frame.contains("╭"), "the device is drawn")
        #expect(frame == headless.stdout)
    }

    /// The keys change what the live run shows: a pop and a cancelled pan end on different frames.
    @Test func theFrameFollowsTheKeys() throws {
        let popped = try spawnAndWait(try Self.example(), ["pop-parallax", "0.5 right*12@0.03; 0.9 enter"], environment: segueEnvironment())
        let stayed = try spawnAndWait(try Self.example(), ["pop-parallax", "0.5 right*3@0.03; 0.7 enter"], environment: segueEnvironment())
        #expect(popped.status == 0 && stayed.status == 0)
        #expect(popped.stdout != stayed.stdout)
    }

    /// A scenario that is not there: one line on stderr, exit 2, nothing on stdout.
    @Test func unknownScenario() throws {
        let run = try spawnAndWait(try Self.example(), ["no-such-scenario", "0.3 enter"], environment: segueEnvironment())
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(String(decoding: run.stderr, as: UTF8.self).contains("no-such-scenario"))
    }
}
