/// A progress bar on stderr (`render` to a file from a terminal, `sweep`):
/// `segue: rendering [#####     ] 52%`.
final class ProgressBar {
    let enabled: Bool
    let total: Double
    /// What is under way, `rendering` or `sweeping`.
    let label: String
    private var shown = -1

    /// - Parameters:
    ///   - total: the amount `update` reaches at the end (seconds of a run, cells of a sweep).
    ///   - label: what is under way; default `rendering`.
    init(enabled: Bool, total: Double, label: String = "rendering") {
        self.enabled = enabled
        self.total = max(total, 0.001)
        self.label = label
    }

    func update(_ t: Double) {
        guard enabled else { return }
        let percent = min(99, Int(t / total * 100))
        guard percent != shown else { return }
        shown = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
        writeToStandardError("\rsegue: \(label) [\(bar)] \(percent)%")
    }

    func finish() {
        guard enabled, shown >= 0 else { return }
        writeToStandardError("\r\u{1B}[K")
    }

    /// `text` as is (the bar redraws itself with a carriage return); a failure is ignored.
    private func writeToStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { SafeOutput.writeAll(2, $0) }
    }
}
