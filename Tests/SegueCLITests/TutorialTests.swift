import Foundation
import Testing

/// docs/tutorial.md stays true: every headless `segue …` line of its shell blocks runs, in the
/// order the tutorial gives them, with the built binary in one new folder, and exits 0 — so a
/// renamed command or option, or a test file the tutorial shows that `segue test` refuses,
/// fails here. The files the tutorial shows (a fenced block after `<!-- file: NAME -->`) are
/// written into the folder where they appear. The interactive steps (`segue` alone, `play`,
/// `replay`) are left out; the one file they leave behind, the copy of pop-parallax the
/// inspector's `w` writes, is made with `segue new --from` instead.
@Suite(.serialized) struct TutorialTests {
    /// One step of the tutorial: a command line to run, or a file to write.
    enum Step: Equatable {
        case command([String])
        case file(name: String, text: String)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The steps of a tutorial's Markdown: `segue …` lines of ```sh blocks (without a trailing
    /// `# comment`), and the blocks marked `<!-- file: NAME -->`.
    static func steps(_ markdown: String) -> [Step] {
        var steps: [Step] = []
        var fence: String?  // the open block's info string
        var fileName: String?, pending: String?, body: [String] = []
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if fence == nil {
                    fence = String(trimmed.dropFirst(3))
                    fileName = pending
                    pending = nil
                    body = []
                } else {
                    if let name = fileName { steps.append(.file(name: name, text: body.joined(separator: "\n") + "\n")) }
                    fence = nil
                    fileName = nil
                }
                continue
            }
            if fence != nil {
                body.append(line)
                if fence == "sh", trimmed.hasPrefix("segue ") || trimmed == "segue" {
                    steps.append(.command(words(trimmed)))
                }
            } else if trimmed.hasPrefix("<!-- file: "), trimmed.hasSuffix(" -->") {
                pending = String(trimmed.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            } else if !trimmed.isEmpty {
                pending = nil
            }
        }
        return steps
    }

    /// A shell line's words: '…' and "…" quote (no escapes inside '…'), a `#` at a word's start
    /// begins a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if c == "#" && !inWord {
                break
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Whether a command needs a terminal (the gallery, `play`, `replay`): not run here.
    static func isInteractive(_ words: [String]) -> Bool {
        words.count < 2 || words[1] == "play" || words[1] == "replay"
    }

    /// Runs the built `segue` with `args` in `folder` (killed after 60 s).
    static func run(_ args: [String], in folder: URL, cache: String) throws -> SegueResult {
        let binary = try #require(segueBinaryURL(), "\(RunSegueError.binaryNotFound)")
        let out = folder.appendingPathComponent(".stdout"), err = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = args
        process.currentDirectoryURL = folder
        process.environment = segueEnvironment(["XDG_CACHE_HOME": cache])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(60)  // a first compile of MyPop.swift takes a few seconds
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let text = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        return SegueResult(status: process.terminationStatus, stdout: text(out), stderr: text(err))
    }

    @Test func theParserFindsCommandsFilesAndSkipsComments() {
        let md = """
            Run:

            ```sh
            segue export pop-parallax.json -o 'Pop Parallax.swift'   # for Xcode
            sed -i s/a/b/ x
            ```

            <!-- file: t.test.json -->
            ```json
            {"a": 1}
            ```

            ```
            segue list
            ```
            """
        #expect(Self.steps(md) == [.command(["segue", "export", "pop-parallax.json", "-o", "Pop Parallax.swift"]), .file(name: "t.test.json", text: "{\"a\": 1}\n")])
    }

    @Test func everyHeadlessCommandOfTheTutorialRuns() throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("docs/tutorial.md"), encoding: .utf8)
        let steps = Self.steps(markdown)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tutorial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".cache").path
        // The inspector's `w` on the built-in pop-parallax writes ./pop-parallax.json (docs/terminal.md, "Writing back").
        let copy = try Self.run(["new", "pop-parallax", "--from", "pop-parallax"], in: folder, cache: cache)
        try #require(copy.status == 0, "\(copy.stderr)")
        var ran: [String] = []
        for step in steps {
            switch step {
            case .file(let name, let text):
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            case .command(let words) where !Self.isInteractive(words):
                let r = try Self.run(Array(words.dropFirst()), in: folder, cache: cache)
                #expect(r.status == 0, "\(words.joined(separator: " ")): \(r.stderr)")
                ran.append(words[1])
            case .command:
                continue
            }
        }
        // The tutorial's headless steps: export the tuned pop, start a Swift scenario, test it.
        #expect(Set(["export", "new", "test"]).isSubset(of: Set(ran)), "ran only \(ran)")
    }
}
