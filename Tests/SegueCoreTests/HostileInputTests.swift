import Foundation
import Testing
@testable import SegueCore
import SegueFiles
import SegueJSON

/// Hostile files through the real entry points: refused with a diagnostic, quickly, never a
/// crash or a hang.
struct HostileInputTests {
    func write(_ bytes: [UInt8], _ name: String) -> String {
        let path = NSTemporaryDirectory() + "segue-hostile-\(getpid())-\(name)"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    /// Loads and returns the first problem's text, and how long it took.
    func refusal(_ bytes: [UInt8], _ name: String) -> (String?, Double) {
        let path = write(bytes, name)
        defer { unlink(path) }
        let start = Date()
        var message: String?
        do { _ = try ScenarioLoader.load(path: path) } catch let e as DiagnosticsError {
            message = e.diagnostics.first?.description
        } catch {
            message = "\(error)"
        }
        return (message, Date().timeIntervalSince(start))
    }

    @Test func deepNesting() {
        let (m, s) = refusal(Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8), "deep.json")
        #expect(m?.contains(":1:65: ") == true && m?.contains("nesting deeper than 64 levels") == true, "\(m ?? "accepted")")
        #expect(s < 1)
    }

    @Test func hugeNumber() {
        let (m, s) = refusal(Array("{\"segue\": 1e400}".utf8), "num.json")
        #expect(m?.contains(":1:11: segue: number 1e400 is out of range") == true, "\(m ?? "accepted")")
        #expect(s < 1)
    }

    @Test func invalidUTF8() {
        let (m, _) = refusal(Array("{\"title\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "utf8.json")
        #expect(m?.contains(":1:12: invalid UTF-8") == true, "\(m ?? "accepted")")
    }

    @Test func nulBytes() {
        let (m, _) = refusal(Array("{\n \"title\": \"a".utf8) + [0] + Array("\"}".utf8), "nul.json")
        #expect(m?.contains(":2:13: NUL byte") == true, "\(m ?? "accepted")")
    }

    @Test func twoMebibytes() {
        let (m, s) = refusal([UInt8](repeating: 0x20, count: 2 << 20), "big.json")
        #expect(m?.contains("larger than 1 MiB") == true, "\(m ?? "accepted")")
        #expect(s < 1)
    }

    @Test func everyTruncationOfABuiltinIsHandled() throws {
        // Cut the normative example at every byte: each prefix loads or is refused cleanly.
        let bytes = try SourceFile.readBytes(path: TestPaths.scenarios + "/pop-parallax.json")
        var refused = 0
        for n in 0..<bytes.count {
            do { _ = try ScenarioLoader.load(bytes: Array(bytes[0..<n]), file: "cut.json") } catch {
                #expect(!error.diagnostics.isEmpty)
                refused += 1
            }
        }
        // Only the complete document (possibly without its final newline) is valid.
        #expect(refused >= bytes.count - 1)
    }

    @Test func randomByteFlipsNeverCrash() throws {
        // A fixed-seed generator, so a failure is reproducible.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let original = try SourceFile.readBytes(path: TestPaths.scenarios + "/swing-drop.json")
        for _ in 0..<500 {
            var b = original
            for _ in 0..<(1 + Int(next() % 4)) {
                b[Int(next() % UInt64(b.count))] = UInt8(next() % 256)
            }
            do { _ = try ScenarioLoader.load(bytes: b, file: "flip.json") } catch {
                #expect(!error.diagnostics.isEmpty)
                for d in error.diagnostics { #expect(d.line >= 1 && d.column >= 1) }
            }
        }
    }
}
