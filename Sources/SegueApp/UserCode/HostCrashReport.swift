/// What the `segue-swift` host wrote to standard error, read line by line by the static `segue`
/// (`SwiftHostLauncher`): the Swift runtime's report of a trap in user code — `Module/Drop.swift:12:
/// Fatal error: Unexpectedly found nil …` and the stack trace under it — becomes one line naming
/// the user's file and line; every other line passes through.
struct HostCrashReport {
    /// The trap's place and words, once the runtime has reported one.
    private(set) var fatal: (place: String, message: String)?
    /// The watchdog's line (`segue: swift: your code did not return within 2 s …`), once written:
    /// the host ended itself on a hang.
    private(set) var watchdog: String?
    private var inStackTrace = false

    /// The line to print for `line`, or nil when it is part of the crash report.
    mutating func take(_ line: String) -> String? {
        if inStackTrace {
            if line.first?.isNumber == true || line.hasPrefix(" ") { return nil }
            inStackTrace = false
        }
        if line == "Current stack trace:" {
            inStackTrace = true
            return nil
        }
        if line.hasPrefix(Self.watchdogPrefix) {
            watchdog = line
            return nil
        }
        if let parsed = Self.fatalError(line) {
            fatal = parsed
            return nil
        }
        return line
    }

    /// The one line that says how the host ended on `signal`.
    func summary(signal: Int32, file: String) -> String {
        if let watchdog { return watchdog }
        guard let fatal else {
            return "segue: \(file): swift: segue-swift stopped on signal \(signal) (a crash in the Swift sources?)"
        }
        // segue's own stops (an API the model cannot honour, a UIKit object made outside the
        // model) say what and where the code was (`segue: present(…) is not modelled … (in
        // setUp)`): the line names the scenario whose code asked.
        if fatal.message.hasPrefix("segue: ") { return "segue: \(file): swift: " + fatal.message.dropFirst("segue: ".count) }
        return "segue: \(fatal.place): swift: the code crashed: \(fatal.message)"
    }

    /// How the watchdog's line starts (Sources/CSegueModelTime/watchdog.c writes it).
    static let watchdogPrefix = "segue: swift: your code did not return within "

    /// `Module/File.swift:LINE: Fatal error: MESSAGE` → ("File.swift:LINE", MESSAGE).
    static func fatalError(_ line: String) -> (place: String, message: String)? {
        guard let marker = line.firstRange(of: ": Fatal error: ") else { return nil }
        let place = line[..<marker.lowerBound]
        guard let colon = place.lastIndex(of: ":"), place[place.index(after: colon)...].allSatisfy({ $0.isNumber }),
              place[..<colon].hasSuffix(".swift") else { return nil }
        let fileID = place[..<colon]
        let name = fileID.lastIndex(of: "/").map { fileID[fileID.index(after: $0)...] } ?? fileID
        return ("\(name)\(place[colon...])", String(line[marker.upperBound...]))
    }
}
