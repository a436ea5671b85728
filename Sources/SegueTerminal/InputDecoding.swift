import CNcurses
import SegueCore
import SegueScreen

/// What one code from ncurses' `wget_wch` means to segue.
public enum DecodedInput: Sendable, Equatable {
    /// A key segue knows (docs/gestures.md and the named keys of docs/cli.md).
    case key(Key)
    /// `KEY_MOUSE` (a mouse report ncurses decoded itself, e.g. through gpm): read it with
    /// `getmouse` and decode it with `MouseDecoder`. The xterm report forms are read by
    /// `MouseReportParser` instead (docs/terminal.md, "Mouse").
    case mouse
    /// `KEY_RESIZE`: ncurses has resized its screen to the terminal's new size.
    case resize
    /// A key segue does not use (function keys, control characters, non-ASCII text).
    case ignored
}

/// The table from ncurses input codes to segue keys.
public enum KeyDecoder {
    /// Decodes a character code (`wget_wch` returned `OK`): Enter is 10 (line feed) or 13
    /// (carriage return, what the Enter key sends with `nonl`), Escape 27 (delivered after
    /// ESCDELAY when no sequence follows), Space 32, `+` plus, `-` minus, and other printable
    /// ASCII characters as themselves.
    public static func decode(character code: UInt32) -> DecodedInput {
        switch code {
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 32: return .key(.space)
        case 43: return .key(.plus)
        case 45: return .key(.minus)
        case 33...126: return .key(.char(Character(Unicode.Scalar(UInt8(code)))))
        default: return .ignored
        }
    }

    /// The keypad in application mode (what `keypad(TRUE)` asks for) sends `ESC O x`; many
    /// terminfo entries (tmux-256color among them) do not list these, and others bind them to
    /// codes segue ignores. The backend binds them with `define_key`: keypad Enter to
    /// `KEY_ENTER`, keypad `+ - . * /` and digits to the characters themselves (codes below
    /// `KEY_MIN` come back from `wget_wch` as characters).
    public static let keypadApplicationKeys: [(sequence: String, code: Int32)] =
        [("\u{1B}OM", KEY_ENTER), ("\u{1B}Ok", 43), ("\u{1B}Om", 45), ("\u{1B}On", 46), ("\u{1B}Oj", 42), ("\u{1B}Oo", 47)]
        + (0...9).map { d in ("\u{1B}O" + String(Character(Unicode.Scalar(UInt8(0x70 + d)))), Int32(0x30 + d)) }

    /// Decodes a function-key code (`wget_wch` returned `KEY_CODE_YES`): the arrows, the keypad
    /// Enter, Page Up / Page Down (`KEY_PPAGE` / `KEY_NPAGE`), `KEY_MOUSE` and `KEY_RESIZE`.
    public static func decode(functionKey code: Int32) -> DecodedInput {
        switch code {
        case KEY_RIGHT: return .key(.right)
        case KEY_LEFT: return .key(.left)
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_ENTER: return .key(.enter)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_MOUSE: return .mouse
        case KEY_RESIZE: return .resize
        default: return .ignored
        }
    }
}

/// Turns mouse reports into press / drag / release of the first button: ncurses' own
/// (`MEVENT.bstate`) and the xterm reports `MouseReportParser` reads. ncurses reports a press,
/// then motion while the button is held as `REPORT_MOUSE_POSITION`, then a release; this decoder
/// remembers whether the button is down so that motion becomes a drag, and motion without a
/// button (hover) is dropped.
public struct MouseDecoder: Sendable {
    /// The `mmask_t` bits the decoder looks at.
    public struct Masks: Sendable, Equatable {
        /// The first button went down.
        public var pressed: UInt
        /// The first button came up.
        public var released: UInt
        /// Single, double and triple clicks (only when `mouseinterval` > 0).
        public var clicked: UInt
        /// Motion (with or without a button held).
        public var position: UInt
        public init(pressed: UInt, released: UInt, clicked: UInt, position: UInt) {
            self.pressed = pressed; self.released = released; self.clicked = clicked; self.position = position
        }

        /// ncursesw's values of the first button's masks.
        public static var ncurses: Masks {
            Masks(pressed: UInt(segue_button1_pressed()), released: UInt(segue_button1_released()),
                  clicked: UInt(segue_button1_clicked() | segue_button1_double_clicked() | segue_button1_triple_clicked()),
                  position: UInt(segue_report_mouse_position()))
        }
    }

    /// The bits this decoder reads.
    public let masks: Masks
    /// Whether the first button is held (after a press, until a release).
    public private(set) var isButtonDown = false

    public init(masks: Masks = .ncurses) { self.masks = masks }

    /// The events one report stands for, at column `x`, row `y` (0-based cells): usually one,
    /// two for a click (press then release), none for hover or other buttons.
    public mutating func decode(bstate: UInt, x: Int, y: Int) -> [MouseEvent] {
        let motion = bstate & masks.position != 0
        if bstate & masks.pressed != 0 {
            if isButtonDown && motion { return [MouseEvent(kind: .drag, x: x, y: y)] }
            isButtonDown = true
            return [MouseEvent(kind: .press, x: x, y: y)]
        }
        if bstate & masks.released != 0 {
            isButtonDown = false
            return [MouseEvent(kind: .release, x: x, y: y)]
        }
        if bstate & masks.clicked != 0 {
            isButtonDown = false
            return [MouseEvent(kind: .press, x: x, y: y), MouseEvent(kind: .release, x: x, y: y)]
        }
        if motion && isButtonDown { return [MouseEvent(kind: .drag, x: x, y: y)] }
        return []
    }

    /// The event an xterm report stands for: a press of the first button, motion while it is
    /// held (a drag), its release (X10 does not say which button came up: any release while
    /// the first button is down). Nil for anything else: other buttons, the wheel, hover, and
    /// motion or a release while the first button is up.
    public mutating func decode(report: MouseReport) -> MouseEvent? {
        let (x, y) = (report.column, report.row)
        switch report.action {
        case .press(button: 1):
            isButtonDown = true
            return MouseEvent(kind: .press, x: x, y: y)
        case .motion(button: 1) where isButtonDown:
            return MouseEvent(kind: .drag, x: x, y: y)
        case .release(button: 1), .release(button: nil):
            guard isButtonDown else { return nil }
            isButtonDown = false
            return MouseEvent(kind: .release, x: x, y: y)
        default:
            return nil
        }
    }

    /// `event` with its column limited to 0..<`size.cols` and its row to 0..<`size.rows` (0 on a
    /// screen without cells). A terminal can name a cell past the edge, e.g. just after it
    /// shrank and before segue saw the resize; a recorded event is always on the screen.
    public static func clamp(_ event: MouseEvent, to size: TerminalSize) -> MouseEvent {
        MouseEvent(kind: event.kind, x: max(0, min(event.x, size.cols - 1)), y: max(0, min(event.y, size.rows - 1)))
    }
}
