import ControlKit

/// GDK key values, translated into ControlKit's platform-free ``Key``.
public enum GtkKeys {
    /// The ``Key`` for a GDK keyval, or nil for keys controls do not use.
    ///
    /// ```swift
    /// GtkKeys.key(forKeyval: 0xff51)   // .leftArrow
    /// GtkKeys.key(forKeyval: 0x37)     // .character("7")
    /// ```
    public static func key(forKeyval keyval: UInt32, unicode: UInt32? = nil) -> Key? {
        switch keyval {
        case 0xff51, 0xff96: return .leftArrow
        case 0xff52, 0xff97: return .upArrow
        case 0xff53, 0xff98: return .rightArrow
        case 0xff54, 0xff99: return .downArrow
        case 0xff50, 0xff95: return .home
        case 0xff57, 0xff9c: return .end
        case 0xff55, 0xff9a: return .pageUp
        case 0xff56, 0xff9b: return .pageDown
        case 0x20: return .space
        case 0xff0d, 0xff8d: return .enter
        case 0xff1b: return .escape
        case 0xff08: return .backspace
        case 0xff09: return .tab
        case 0xfe20: return .shiftTab  // GDK_KEY_ISO_Left_Tab (Shift-Tab)
        case 0xffab: return .character("+")  // keypad +
        case 0xffad: return .character("-")  // keypad −
        case 0xffb0...0xffb9: return .character(Character(String(keyval - 0xffb0)))  // keypad digits
        default:
            let scalarValue = unicode ?? (keyval < 0x100 ? keyval : 0)
            guard scalarValue >= 0x20, scalarValue != 0x7f, let scalar = Unicode.Scalar(scalarValue) else { return nil }
            return .character(Character(scalar))
        }
    }
}
