import Foundation
import SegueTestSupport
import Testing

/// The start-up query for synchronized output, end to end: `segue play` in a pseudo-terminal
/// (driven by the Python below) whose "terminal" answers DECRQM for mode 2026 as xterm's
/// ctlseqs spell it, `ESC [ ? 2026 ; 2 $ y`, or does not answer at all.
@Suite(.serialized) struct SynchronizedOutputQueryTests {
    /// Runs argv[3:] in a 100x30 pty (TERM=xterm-256color, which has no `Sync` in terminfo, and
    /// SEGUE_SYNC_OUTPUT=argv[2] unless that is "-"); answers the query when argv[1] is "answer";
    /// prints what it saw as JSON.
    static let driver = #"""
    import json, os, select, sys, time, fcntl, termios, struct
    answer, sync, argv = sys.argv[1] == "answer", sys.argv[2], sys.argv[3:]
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp"), "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    if sync != "-": env["SEGUE_SYNC_OUTPUT"] = sync
    pid = os.fork()
    if pid == 0:
        os.close(master); os.login_tty(slave); os.execve(argv[0], argv, env)
    os.close(slave)
    out, replied_at, end = bytearray(), None, time.monotonic() + 20
    query = b"\x1b[?2026$p"
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            out += data
        if answer and replied_at is None and query in out:
            os.write(master, b"\x1b[?2026;2$y")
            replied_at = len(out)
    _, status = os.waitpid(pid, 0)
    begin, finish = b"\x1b[?2026h", b"\x1b[?2026l"
    cut = replied_at if replied_at is not None else len(out)
    print(json.dumps({"status": os.waitstatus_to_exitcode(status), "queries": out.count(query),
                      "wrappedBefore": out[:cut].count(begin), "begins": out[cut:].count(begin), "ends": out[cut:].count(finish)}))
    """#

    struct Seen: Decodable {
        var status: Int, queries: Int, wrappedBefore: Int, begins: Int, ends: Int
    }

    func run(answer: Bool, sync: String? = nil) throws -> Seen {
        let segue = try #require(segueBinaryURL(), "the segue binary is not built")
        let push = TerminalTools.root.appendingPathComponent("scripts/bench/push.json").path
        let r = try #require(ToolRunner.run(["python3", "-c", Self.driver, answer ? "answer" : "silent", sync ?? "-", segue.path, "play", push,
                                             "--no-hud", "--demo", "--exit", "--set", "transitions.push.animator.duration=1"]))
        try #require(r.status == 0, "the pty driver failed: \(r.stderr)")
        return try JSONDecoder().decode(Seen.self, from: r.stdout)
    }

    @Test func aTerminalThatAnswersGetsEveryLaterFrameWrapped() throws {
        let seen = try run(answer: true)
        #expect(seen.status == 0)
        #expect(seen.queries == 1)
        #expect(seen.wrappedBefore == 0, "no frame is wrapped before the terminal says it can")
        #expect(seen.begins > 10 && seen.begins == seen.ends, "\(seen.begins) begins, \(seen.ends) ends after the reply")
    }

    @Test func aTerminalThatDoesNotAnswerGetsNoWrapping() throws {
        let seen = try run(answer: false)
        #expect(seen.status == 0 && seen.queries == 1)
        #expect(seen.wrappedBefore == 0 && seen.begins == 0)
    }

    /// `SEGUE_SYNC_OUTPUT=off` asks nothing; `on` wraps from the first frame and asks nothing either.
    @Test(arguments: ["off", "on"])
    func anExplicitChoiceAsksNothing(choice: String) throws {
        let seen = try run(answer: false, sync: choice)
        #expect(seen.status == 0 && seen.queries == 0)
        #expect((seen.wrappedBefore > 0) == (choice == "on"))
    }
}
