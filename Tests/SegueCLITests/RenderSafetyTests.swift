import Foundation
import Testing

/// What `segue render` writes is safe for a terminal: `--ascii` is pure ASCII, text from a
/// scenario file can never become an escape sequence, and control characters in display text
/// are refused before anything is drawn.
struct RenderSafetyTests {
    static let builtins = ["alert", "alongside", "cross-dissolve", "default-pop", "fade", "image-transition",
                           "interruptible", "layout-to-layout", "modal-spring", "pinch-pop", "pop-during-push", "pop-parallax",
                           "pop-parallax-images", "pop-percent-driven", "pop-shrink", "scale-push-pop", "sheet", "swing-drop", "tabs-slide", "zoom",
                           "zoom-images"]

    @Test func theListAboveIsEveryBuiltin() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TerminalTools.root.appendingPathComponent("Scenarios").path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files == Self.builtins)
    }

    /// Every byte below 0x80, for the whole demo run, as text frames and as an ANSI stream.
    @Test(arguments: builtins)
    func asciiRenderIsPureASCII(_ name: String) throws {
        for format in ["text", "ansi"] {
            let r = try runSegue(["render", name, "--ascii", "--format", format, "--color", "256"])
            #expect(r.status == 0, "\(name) --format \(format): exit \(r.status): \(r.stderr)")
            #expect(!r.stdout.isEmpty)
            if let i = r.stdout.utf8.firstIndex(where: { $0 >= 0x80 }) {
                let offset = r.stdout.utf8.distance(from: r.stdout.utf8.startIndex, to: i)
                let line = r.stdout[..<i].components(separatedBy: "\n").count
                let context = String(r.stdout[i...].prefix(12)).debugDescription
                Issue.record("\(name) --ascii --format \(format): byte ≥ 0x80 at offset \(offset) (line \(line)): \(context)")
            }
        }
    }

    // MARK: Hostile scenario files

    /// Writes `text` to a fresh file and returns its path.
    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A pop-parallax-like scenario whose display texts are the given JSON string literals
    /// (written as they appear in the file, escapes included).
    static func scenario(title: String, inboxContent: [String], messageTitle: String, element: String,
                         messageContent: [String] = [#""Lunch at noon?""#]) -> String {
        """
        {
          "segue": 1,
          "name": "hostile",
          "title": \(title),
          "device": "phone",
          "screens": [
            {"id": "inbox", "title": "Inbox", "color": "#1d4ed8",
             "content": [\(inboxContent.joined(separator: ", "))],
             "elements": [{"id": "badge", "frame": [0.1, 0.3, 0.8, 0.1], "color": "#ffffff", "title": \(element)}]},
            {"id": "message", "title": \(messageTitle), "color": "#b45309", "content": [\(messageContent.joined(separator: ", "))]}
          ],
          "container": {"kind": "navigation", "stack": ["inbox", "message"]},
          "transitions": {
            "pop": {
              "animator": {"duration": 0.4, "order": ["to", "from"],
                           "to": {"from": {"x": -0.3333}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}},
              "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "velocity"}}
            }
          },
          "demo": "0.3 right*10@0.03; 0.7 enter"
        }
        """
    }

    /// Line and column (1-based, in characters: the file is ASCII) of the first occurrence of
    /// `needle` after the first occurrence of `after` in `text`.
    static func position(of needle: String, after: String, in text: String) -> (line: Int, col: Int)? {
        guard let a = text.range(of: after), let r = text.range(of: needle, range: a.upperBound..<text.endIndex) else { return nil }
        let before = text[..<r.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text.distance(from: lineStart, to: r.lowerBound) + 1)
    }

    /// Control characters written as JSON escapes (`\u001b`, `\u0007`, C1 `\u009b`) are refused
    /// with exit 2 and one clean line per problem, naming the file, line, column and key path.
    @Test(arguments: ["text", "ansi", "cast"])
    func controlCharactersInDisplayTextAreRefused(_ format: String) throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = Self.scenario(title: #""\u001b]0;pwned\u0007Pan to pop""#,
                                 inboxContent: [#""\u001b[2J""#, #""ok \u009b31m red""#],
                                 messageTitle: #""Mess\u0007age""#, element: #""\u009b2J""#)
        let path = try Self.write(text, "hostile.json", in: dir)
        let r = try runSegue(["render", path, "--format", format])
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.stdout.isEmpty, "something was drawn: \(r.stdout.prefix(80).debugDescription)")
        #expect(RenderOutput.problems(in: r.stderr, allowCSI: false).isEmpty, "stderr is not clean: \(r.stderr.debugDescription)")
        // (key path, the escape that is refused, a unique text before it in the file)
        let expected: [(String, String, String, String)] = [
            ("title", "\\u001b", "\"title\": ", "U+001B"),
            ("screens[0].content[0]", "\\u001b", "\"content\": [", "U+001B"),
            ("screens[0].content[1]", "\\u009b", "\"ok ", "U+009B"),
            ("screens[0].elements[0].title", "\\u009b", "\"badge\"", "U+009B"),
            ("screens[1].title", "\\u0007", "\"Mess", "U+0007"),
        ]
        #expect(r.errorLines.count == expected.count, "one line per problem:\n\(r.stderr)")
        for (keyPath, escape, after, scalar) in expected {
            let pos = try #require(Self.position(of: escape, after: after, in: text))
            let line = "segue: \(path):\(pos.line):\(pos.col): \(keyPath): control character \(scalar) in text"
            #expect(r.errorLines.contains { $0.hasPrefix(line) }, "no line starts with \(line.debugDescription) in:\n\(r.stderr)")
        }
    }

    /// A raw ESC byte inside a JSON string (not even valid JSON) is refused with one clean line
    /// that does not echo it.
    @Test func rawEscapeByteIsRefused() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = Self.scenario(title: "\"\u{1B}]0;pwned\u{07}\"", inboxContent: ["\"a\""], messageTitle: "\"m\"", element: "\"e\"")
        let path = try Self.write(text, "raw.json", in: dir)
        let r = try runSegue(["render", path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines.count == 1, "\(r.stderr)")
        #expect(r.errorLines.first?.hasPrefix("segue: \(path):4:") == true, "\(r.stderr)")
        #expect(RenderOutput.problems(in: r.stderr, allowCSI: false).isEmpty, "stderr is not clean: \(r.stderr.debugDescription)")
    }

    /// A hostile `--events` script is a usage error whose message carries no control character.
    @Test func hostileEventScriptIsRefusedCleanly() throws {
        let r = try runSegue(["render", "pop-parallax", "--events", "0.5 \u{1B}]0;pwned\u{07}; 0.6 \u{9B}2J"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(!r.stderr.isEmpty)
        #expect(RenderOutput.problems(in: r.stderr, allowCSI: false).isEmpty, "stderr is not clean: \(r.stderr.debugDescription)")
    }

    /// Text the loader accepts but that imitates or smuggles control sequences — the escapes
    /// spelled out, the sequences without their ESC, a zero-width joiner — is drawn as visible
    /// text: no output format carries an escape other than the encoder's own CSI sequences,
    /// and pyte's window title stays empty. Bidi overrides and isolates are refused by the
    /// loader since issue 9 (docs/scenarios.md, "Text").
    @Test func escapedLookalikesCannotReachTheTerminal() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // In the file: backslash escapes of backslashes (so the text holds "\u001b" spelled out),
        // and the raw UTF-8 zero-width joiner.
        let lookalikes = ["\"]0;pwned [2J [31m\"", "\"^[[2J \\\\e[H isolated\"", "\"\u{1F469}\u{200D}\u{1F4BB} 午饭 e\u{301}\""]
        let text = Self.scenario(title: "\"\\\\u001b]0;pwned\\\\u0007 gnp.exe\"", inboxContent: lookalikes,
                                 messageTitle: "\"Message\"", element: "\"\\\\u009b2J\"", messageContent: lookalikes)
        let path = try Self.write(text, "lookalike.json", in: dir)
        let bidi = try Self.write(text.replacingOccurrences(of: "gnp.exe", with: "\u{202E}gnp.exe"), "bidi.json", in: dir)
        let refused = try runSegue(["render", bidi, "--format", "text"])
        #expect(refused.status == 2 && refused.stderr.contains("bidirectional control U+202E"), "\(refused.stderr)")

        let t = try runSegue(["render", path, "--format", "text"])
        try #require(t.status == 0, "refused: \(t.stderr)")
        #expect(RenderOutput.problems(in: t.stdout, allowCSI: false).isEmpty,
                "text: \(RenderOutput.problems(in: t.stdout, allowCSI: false).prefix(5))")
        #expect(t.stdout.contains("]0;pwned [2J [31m"), "the lookalike content is not shown as text")
        #expect(t.stdout.contains("\\u001b]0;pwned"), "the spelled-out escape in the title is not shown as text")

        let a = try runSegue(["render", path, "--format", "ansi", "--color", "direct"])
        try #require(a.status == 0, "\(a.stderr)")
        #expect(RenderOutput.problems(in: a.stdout, allowCSI: true).isEmpty,
                "ansi: \(RenderOutput.problems(in: a.stdout, allowCSI: true).prefix(5))")

        let c = try runSegue(["render", path, "--format", "cast"])
        try #require(c.status == 0, "\(c.stderr)")
        let cast = try #require(RenderOutput.cast(c.stdout))
        let title = cast.header["title"] as? String ?? ""
        #expect(!title.unicodeScalars.contains(where: RenderOutput.isUnsafe), "cast title \(title.debugDescription)")
        for e in cast.events where !RenderOutput.problems(in: e.data, allowCSI: true).isEmpty {
            Issue.record("cast event at \(e.t): \(RenderOutput.problems(in: e.data, allowCSI: true).prefix(5))")
        }

        let file = dir.appendingPathComponent("out.ans")
        try Data(a.stdout.utf8).write(to: file)
        let screen = try TerminalTools.pyte("ansi", file.path)
        #expect(screen.title == "", "pyte's window title was set to \(screen.title.debugDescription)")
    }

    /// The check itself: it finds what it must find.
    @Test func theCheckerRejectsForeignSequences() {
        #expect(RenderOutput.problems(in: "\u{1B}[1;2H\u{1B}[0;38;5;12m\u{1B}[?25l\u{1B}[2J\u{1B}[?25h x\n", allowCSI: true).isEmpty)
        for bad in ["\u{1B}]0;t\u{07}", "\u{1B}[2K", "\u{1B}P", "\u{9B}2J", "a\rb", "\u{202E}", "\u{1B}[1;2", "\u{7F}"] {
            #expect(!RenderOutput.problems(in: bad, allowCSI: true).isEmpty, "\(bad.debugDescription)")
        }
        #expect(!RenderOutput.problems(in: "\u{1B}[0m", allowCSI: false).isEmpty)
    }
}
