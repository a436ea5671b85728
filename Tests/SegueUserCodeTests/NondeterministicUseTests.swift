import Testing

@testable import SegueUserCode

/// The lexical search for what is not deterministic in segue, on hand-written sources whose
/// positions are counted by hand in the comments.
struct NondeterministicUseTests {
    static func positions(_ text: String) -> [String] {
        NondeterministicUse.find(in: SwiftSource(path: "D.swift", text: text)).map { "\($0.line):\($0.column)" }
    }

    @Test func everyPatternIsFoundAtItsFirstByte() {
        let text = """
            let a = Thread(block: {})
            Thread.detachNewThread {}
            DispatchQueue.global().async {}
            try await Task.sleep(nanoseconds: 1)
            Task { }
            Task.detached {}
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            _ = Timer(timeInterval: 1, repeats: false) { _ in }
            let n = Int.random(in: 0...3)
            let m = arc4random_uniform(3)
            var g = SystemRandomNumberGenerator()
            Thread.sleep(forTimeInterval: 0.1)
            DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now()) {}
            let b = Bool.random(); let d = CGFloat.random(in: 0...1)
            """
        // Columns: `Thread(` at 9; `Task.sleep` after "try await " at 11; `.random(` after "let n = Int" at 12;
        // line 14: `.random(` after "let b = Bool" (13) and after "let b = Bool.random(); let d = CGFloat" (39).
        #expect(Self.positions(text) == ["1:9", "2:1", "3:1", "4:11", "5:1", "6:1", "7:5", "8:5", "9:12", "10:9", "11:9",
                                         "12:1", "13:1", "14:13", "14:39"])
    }

    @Test func commentsStringsAndLongerNamesAreNotCode() {
        let text = """
            // Timer.scheduledTimer in a comment
            /* Thread( /* nested Task.sleep */ arc4random */
            let s = "DispatchQueue.global \\(Int.random(in: 0...1)) Timer("
            let t = MyThread(); let u = MyTimer(); let v = FTask { }
            let w = #"Task.sleep"#
            """
        // Only the interpolation's `.random(`: line 3, its `.` after `let s = "DispatchQueue.global \\(Int` (35 bytes).
        #expect(Self.positions(text) == ["3:36"])
    }

    @Test func theLineIsSeguesWarning() {
        let uses = NondeterministicUse.find(in: SwiftSource(path: "Scenarios/Drop.swift", text: "\n  _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\n"))
        #expect(uses.map(\.description) == [
            "segue: Scenarios/Drop.swift:2:7: warning: not deterministic in segue: a Timer fires on real time (DispatchQueue.main.asyncAfter runs on model time)",
        ])
    }
}
