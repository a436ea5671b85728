#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import SegueCore
import SegueRender
import SegueScreen

extension NcursesBackend {
    // MARK: Drawing

    /// Appends the bytes that turn the screen into `grid` to the frame (`TerminalScreen`: the
    /// cells whose terminal colours changed); `flush()` sends them in one write. ncurses set the
    /// terminal up and reads its input, but does not draw the frames (docs/screen.md, "How a frame
    /// goes out").
    public func draw(_ grid: CellGrid) {
        guard isActive else { return }
        terminalScreen.draw(grid, size: size)
    }

    /// Sends the frame drawn since the last `flush()` in one `write`, between
    /// `SynchronizedOutput.begin` and `.end` when frames are wrapped; a frame that changed nothing
    /// sends nothing. The pen goes back to normal at the end of every frame.
    public func flush() {
        guard isActive, !terminalScreen.bytes.isEmpty else { return }
        terminalScreen.finishFrame()
        if let f = outputFile { fflush(f) }
        if synchronizesOutput {
            frameBuffer.removeAll(keepingCapacity: true)
            frameBuffer += SynchronizedOutput.begin.utf8
            frameBuffer += terminalScreen.bytes
            frameBuffer += SynchronizedOutput.end.utf8
            writeAll(frameBuffer)
        } else {
            writeAll(terminalScreen.bytes)
        }
        terminalScreen.removeBytes()
    }

    public func invalidate() {
        terminalScreen.invalidate()
    }

    /// Draws the last frame again in full, e.g. after ncurses repainted its own picture of the
    /// screen (a resize, a continue after a stop).
    func repaintLastFrame() {
        terminalScreen.forgetTerminalState()
        terminalScreen.invalidate()
        guard let grid = terminalScreen.lastGrid else { return }
        draw(grid)
        flush()
    }

    public func bell() {
        guard isActive else { return }
        beep()
        terminalScreen.forgetTerminalState()
    }

    // MARK: Captured output

    /// Bytes written to the capture file so far (after `flush()`); nil for the terminal.
    public var bytesWritten: Int? {
        guard case .capture = output, let f = outputFile else { return nil }
        fflush(f)
        var st = stat()
        guard fstat(fileno(f), &st) == 0 else { return nil }
        return Int(st.st_size)
    }

    /// Everything written to the capture file from byte `offset` on (empty for the terminal).
    public func capturedOutput(from offset: Int = 0) -> [UInt8] {
        guard let total = bytesWritten, total > offset, let f = outputFile else { return [] }
        var bytes = [UInt8](repeating: 0, count: total - offset)
        let n = bytes.withUnsafeMutableBytes { pread(fileno(f), $0.baseAddress, total - offset, off_t(offset)) }
        return Array(bytes.prefix(max(0, n)))
    }
}
