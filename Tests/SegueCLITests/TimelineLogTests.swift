import Foundation
import Testing

/// `segue timeline --log FILE`: the call log as JSON Lines, end to end through the binary.
struct TimelineLogTests {
    /// A fresh path for each call (the tests run in parallel).
    static func tempPath(_ name: String) -> String { NSTemporaryDirectory() + "segue-log-\(getpid())-\(UUID().uuidString)-\(name)" }

    /// Runs `timeline ARGS -o CSV --log LOG` and returns the log's lines.
    static func log(_ args: [String]) throws -> [String] {
        let csv = tempPath("t.csv"), log = tempPath("t.jsonl")
        defer { unlink(csv); unlink(log) }
        let r = try runSegue(["timeline"] + args + ["-o", csv, "--log", log])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// A number as the log writes it: at most 6 decimals, no trailing zeros.
    static func seconds(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    @Test func everyCallOfTheRunAsOneJSONObjectALine() throws {
        let lines = try Self.log(["pop-parallax", "--events", "0.5 right*12@0.03; 0.9 enter"])
        let shape = try NSRegularExpression(pattern: #"^\{"t": [0-9]+(\.[0-9]{1,6})?, "call": "[^"\\]*"(, "warning": true)?\}$"#)
        var last = -1.0
        for line in lines {
            #expect(shape.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let t = try #require(object["t"] as? Double)
            #expect(t >= last, "\(line)")   // the calls in the order they were made
            last = t
            #expect(object["call"] is String)
        }
        #expect(lines.first == #"{"t": 0, "call": "message.viewWillAppear(false)"}"#)
        // The gesture begins at the frame the gliding finger crosses the 15 pt hysteresis (0.55 s)
        // and updates on every frame it moves, to (finger − 15) / 390 with 2 decimals, until it
        // reaches its last target (0.83 + 0.03 s: the frame at 52 / 60 s).
        #expect(lines.contains(#"{"t": 0.55, "call": "startInteractiveTransition"}"#))
        let presses = (0..<12).map { 0.5 + Double($0) * 0.03 }
        let updates = lines.filter { $0.contains("\"update(") }
        #expect(updates == (33...52).map { k in
            let t = Double(k) / 60
            let p = (referenceFinger(presses: presses, step: 19.5, at: t) - 15) / 390
            return "{\"t\": \(Self.seconds(t)), \"call\": \"update(\(Self.seconds((p * 100).rounded() / 100)))\"}"
        })
        #expect(lines.last?.contains("didShow: inbox") == true, "\(lines.last ?? "")")
    }

    @Test func warningsAreMarked() throws {
        let lines = try Self.log(["pop-parallax", "--events", "0.25 7"])
        #expect(lines.last == #"{"t": 0.25, "call": "7: tabs and children only", "warning": true}"#)
        #expect(lines.dropLast().allSatisfy { !$0.contains("warning") })
    }

    /// The log keeps its newest 2000 entries; the export has every one of the run.
    @Test func longerThanTheLogKeeps() throws {
        let lines = try Self.log(["pop-parallax", "--events", "0.1 7*2500@0.0001"])
        #expect(lines.filter { $0.hasSuffix(#""call": "7: tabs and children only", "warning": true}"#) }.count == 2500)
        #expect(lines.count == 2502)  // and the two appearance calls at 0
    }

    /// `r` restarts the scenario with a new log; the export keeps the old calls, then the new ones.
    @Test func restartKeepsBothLogs() throws {
        let lines = try Self.log(["pop-parallax", "--events", "0.1 right*3@0.03; 0.3 r"])
        let appear = lines.indices.filter { lines[$0] == #"{"t": 0, "call": "message.viewWillAppear(false)"}"# }
        #expect(appear.count == 2)
        #expect(lines.indices.filter { lines[$0].contains("update(") }.allSatisfy { appear.count == 2 && $0 < appear[1] })
    }

    @Test func badLogPaths() throws {
        let stdout = try runSegue(["timeline", "pop-parallax", "--until", "0", "--log", "-"])
        #expect(stdout.status == 2 && stdout.errorLines == ["segue: timeline: --log needs a file (standard output is the CSV's)"])
        let missing = try runSegue(["timeline", "pop-parallax", "--until", "0", "--log", "/nonexistent/x.jsonl"])
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.errorLines == ["segue: timeline: /nonexistent/x.jsonl: cannot write: No such file or directory"])
    }
}
