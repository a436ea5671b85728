import CSegueLaunch
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The SIGQUIT guard of `CSegueLaunch` (docs/terminal.md, "Signals"), seen from this test
/// process, which links it as segue does: its `.preinit_array` entry ran before the shared
/// libraries were initialised, so the Swift runtime's crash backtracer, which hooks only signals
/// still at their default action, left SIGQUIT alone. Without the guard, SIGQUIT carries the
/// same handler as SIGABRT (the runtime's), and a SIGQUIT before segue's own handlers are in
/// ends in the backtracer's prompt instead of ending segue.
@Suite struct QuitGuardTests {
    static func handler(of sig: Int32) -> Int {
        var action = sigaction()
        sigaction(sig, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func theRuntimesBacktracerLeavesSIGQUITAlone() {
        #expect(segue_quit_guard_installed() == 1, "the guard did not run before the libraries' initialisers")
        let quit = Self.handler(of: SIGQUIT)
        #expect(quit != 0 && quit != 1, "SIGQUIT should carry the guard's handler, not SIG_DFL or SIG_IGN")
        #expect(quit != Self.handler(of: SIGABRT), "SIGQUIT has the runtime's crash handler")
    }
}
