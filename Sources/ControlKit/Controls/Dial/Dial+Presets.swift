import Foundation

/// The time presets of the reference article.
extension Dial {
    /// An hour dial: 12 items reading 12, 1, …, 11 like a clock face (item 0 is "12"), or
    /// 24 items reading 0…23; sized to fit (``Control/sizeToFit()``).
    ///
    /// ```swift
    /// let hour = Dial.hours()
    /// hour.selectedIndex = 9   // "9" at the marker
    /// ```
    public static func hours(twentyFourHour: Bool = false) -> Dial {
        let dial = Dial()
        dial.numberOfItems = twentyFourHour ? 24 : 12
        if twentyFourHour {
            dial.titleForItem = { String($0) }
        } else {
            dial.titleForItem = { $0 == 0 ? "12" : String($0) }
        }
        dial.sizeToFit()
        return dial
    }

    /// A minute dial: 60 items, labelled every 5 ("00", "05", …, "55") with ticks
    /// between; sized to fit.
    public static func minutes() -> Dial {
        let dial = Dial()
        dial.numberOfItems = 60
        dial.labelInterval = 5
        dial.titleForItem = { $0 < 10 ? "0\($0)" : String($0) }
        dial.sizeToFit()
        return dial
    }
}
