#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CSegueModelTime
import SegueApp
import SegueUIKit

/// User code on model time and under the watchdog (docs/user-code.md, "Time and determinism" and
/// "The host"): while a call into the code runs (the outermost `UIKitWorld.perform`), the host's
/// `clock_gettime`, `dispatch_time`, `dispatch_after` and `dispatch_async` (CSegueModelTime)
/// answer in the world's model time, a `DispatchQueue.main.asyncAfter` block becomes a timer of
/// the model's clock, and the blocks given to `DispatchQueue.main.async` run when the call
/// returns; the watchdog ends the process when a call does not return.
enum UserCodeTime {
    /// The watchdog's limit; unit: seconds; `$SEGUE_SWIFT_WATCHDOG` overrides it (0 turns it off).
    static let defaultWatchdogLimit = 2.0

    /// Installs the hooks and starts the watchdog; call once, before any model is built. A
    /// `$SEGUE_SWIFT_WATCHDOG` that is no number of seconds ≥ 0 is one line, exit 2.
    static func install() {
        segue_model_time_install({ UIKitWorld.running?.runtime.now ?? 0 }, { t, block in
            guard let block, let world = UIKitWorld.running else { return }
            world.runtime.schedule(at: t) {
                world.perform("a DispatchQueue.main.asyncAfter block") { segue_block_run_and_release(block) }
            }
        })
        UIKitWorld.willEnterUserCode = { _, what in
            segue_model_time_enter()
            segue_watchdog_enter(UnsafeRawPointer(what.utf8Start).assumingMemoryBound(to: CChar.self), what.utf8CodeUnitCount)
        }
        UIKitWorld.didLeaveUserCode = { _ in
            segue_model_time_leave()
            segue_watchdog_leave()
        }
        segue_watchdog_start(watchdogLimit())
    }

    private static func watchdogLimit() -> Double {
        guard let text = getenv("SEGUE_SWIFT_WATCHDOG").map({ String(cString: $0) }) else { return defaultWatchdogLimit }
        let seconds = Double(text) ?? -1
        guard seconds >= 0, seconds.isFinite else {
            Console.standard().printError("segue: SEGUE_SWIFT_WATCHDOG: expected seconds (a number ≥ 0; 0 turns the watchdog off), got '\(text)'")
            exit(2)
        }
        return seconds
    }
}
