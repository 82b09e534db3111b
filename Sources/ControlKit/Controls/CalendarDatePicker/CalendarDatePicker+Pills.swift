import Foundation

/// The compact style's pills (and an inline time's): the date ("2 Dec 2026") and the time
/// ("9:41 AM") in the locale's medium and short formats, on grey capsules at the trailing
/// edge, tinted while their editor is presented. Touches and drawing for every style: a
/// shown part gets them, else the pills.
extension CalendarDatePicker {
    // MARK: Layout

    /// The pills' height, grown with the text size.
    var pillHeight: CGFloat { (34 * effectiveContentSizeScale).rounded() }
    /// The room around a pill's text, and between the two pills.
    private var pillPadding: CGFloat { (11 * effectiveContentSizeScale).rounded() }
    private var pillGap: CGFloat { 6 }

    /// The editors that have pills in this style and mode, in reading order.
    var pillEditors: [Editor] {
        guard showsPills else { return [] }
        switch datePickerMode {
        case .date: return [.date]
        case .time: return [.time]
        case .dateAndTime: return datePickerStyle == .compact ? [.date, .time] : [.time]
        case .countDownTimer, .yearAndMonth: return []
        }
    }

    /// A pill's text.
    func pillText(_ editor: Editor) -> String {
        texts.text(of: editor, for: wheels.date, locale: locale, calendar: wheels.effectiveCalendar)
    }

    private func pillWidth(_ editor: Editor) -> CGFloat {
        (texts.width(of: pillText(editor), font: drawnFont, measurer: textMeasurer) + 2 * pillPadding).rounded(.up)
    }

    /// The pills' natural size: their widths and the gap, one pill high.
    var pillsSize: CGSize {
        let editors = pillEditors
        guard !editors.isEmpty else { return .zero }
        let width = editors.map(pillWidth).reduce(0, +) + pillGap * CGFloat(editors.count - 1)
        return CGSize(width: width, height: pillHeight)
    }

    /// The rectangle of `editor`'s pill: the pills end at the trailing edge, centred
    /// down the bounds; nil without that pill.
    func pillRect(_ editor: Editor) -> CGRect? {
        let editors = pillEditors
        guard editors.contains(editor), bounds.width > 0, bounds.height > 0 else { return nil }
        let height = min(pillHeight, bounds.height)
        let y = bounds.midY - height / 2
        // A right-to-left layout or locale ends the pills at the left, as the wheels and
        // the calendar mirror for either.
        let rightToLeft = layoutDirection == .rightToLeft || wheels.layout.isRightToLeft
        // Laid from the trailing edge backwards: the last pill first.
        var edge = rightToLeft ? bounds.minX : bounds.maxX
        for e in editors.reversed() {
            let width = pillWidth(e)
            let rect = CGRect(x: rightToLeft ? edge : edge - width, y: y, width: width, height: height)
            if e == editor { return rect }
            edge = rightToLeft ? rect.maxX + pillGap : rect.minX - pillGap
        }
        return nil
    }

    /// The pill under `point` (a margin of 6 pt around each, for fingers).
    func pill(at point: CGPoint) -> Editor? {
        pillEditors.first { pillRect($0)?.insetBy(dx: -6, dy: -6).contains(point) == true }
    }

    // MARK: Touches

    func beginPickerTouch(_ touch: Touch) -> Bool {
        layoutIfNeeded()
        switch shownPart {
        case .wheels: return wheelsPart.contains(touch.location) && wheelsPart.touchDown(touch)
        case .calendar: return calendarPart.contains(touch.location) && calendarPart.touchDown(touch)
        case nil:
            guard let editor = pill(at: touch.location) else { return false }
            touchedPill = editor
            pressedPill = editor
            return true
        }
    }

    func continuePickerTouch(_ touch: Touch) -> Bool {
        switch shownPart {
        case .wheels: wheelsPart.touchMove(touch)
        case .calendar: calendarPart.touchMove(touch)
        case nil:
            // Pressed while the finger stays on the pill it went down on.
            if let editor = touchedPill { pressedPill = pill(at: touch.location) == editor ? editor : nil }
        }
        return true
    }

    func endPickerTouch(_ touch: Touch?) {
        switch shownPart {
        case .wheels: wheelsPart.touchUp(touch)
        case .calendar: calendarPart.touchUp(touch)
        case nil:
            let tapped = touchedPill
            touchedPill = nil
            pressedPill = nil
            guard let tapped, let touch, pill(at: touch.location) == tapped else { return }
            // A tap on the pill of the editor shown closes it; on the other, switches to it.
            if presentedEditor == tapped { closeEditor() } else { presentEditor(tapped) }
        }
    }

    func cancelPickerTouch() {
        wheelsPart.touchCancel()
        calendarPart.touchCancel()
        touchedPill = nil
        pressedPill = nil
    }

    func ownsPickerDrag(from start: CGPoint, translation: CGSize) -> Bool {
        switch shownPart {
        case .wheels: return wheelsPart.ownsDrag(from: start, translation: translation)
        case .calendar: return calendarPart.ownsDrag(from: start, translation: translation)
        case nil: return false  // a pill is tapped, never dragged: a scroll view scrolls
        }
    }

    // MARK: Drawing

    func drawPicker(in canvas: DrawingCanvas) {
        switch shownPart {
        case .wheels: wheelsPart.draw(in: canvas)
        case .calendar: calendarPart.draw(in: canvas)
        case nil: drawPills(in: canvas)
        }
    }

    private func drawPills(in canvas: DrawingCanvas) {
        for editor in pillEditors {
            guard let rect = pillRect(editor) else { continue }
            let active = presentedEditor == editor || pressedPill == editor
            canvas.fill(DrawingPath(roundedRect: rect, cornerRadius: rect.height * 0.25), with: .color(.tertiarySystemFill))
            let color: DrawingColor = !isEnabled ? .secondaryLabel : active ? tintColor : .label
            let line = canvas.measureText("0", font: drawnFont).height
            let text = CGRect(x: rect.minX, y: rect.midY - line / 2, width: rect.width, height: line)
            canvas.drawText(TextRun(pillText(editor), font: drawnFont, color: color, alignment: .center), in: text)
            if isFocusVisible, keyboardPill == editor {
                canvas.stroke(
                    DrawingPath(roundedRect: rect.insetBy(dx: -3, dy: -3), cornerRadius: rect.height * 0.25 + 3),
                    with: .color(tintColor.withAlpha(0.6)), lineWidth: 2)
            }
        }
    }
}

/// The pills' texts, formatted once per date, locale and calendar, and their widths.
@MainActor
final class CalendarDatePickerTexts {
    private var formatters: [CalendarDatePicker.Editor: DateFormatter] = [:]
    private var key: (Locale, Calendar)?
    private var cached: [CalendarDatePicker.Editor: (date: Date, text: String)] = [:]
    var measured: [MeasuredText: CGFloat] = [:]

    /// A text in a font, as measured.
    struct MeasuredText: Hashable {
        var text: String
        var font: DrawingFont
    }

    /// Forgets everything (the locale, calendar or time zone changed).
    func invalidate() {
        formatters = [:]
        cached = [:]
        key = nil
    }

    /// `date` as `editor`'s pill shows it: the medium date, or the short time.
    func text(of editor: CalendarDatePicker.Editor, for date: Date, locale: Locale, calendar: Calendar) -> String {
        if let key, key.0 != locale || key.1 != calendar { invalidate() }
        key = (locale, calendar)
        if let hit = cached[editor], hit.date == date { return hit.text }
        let formatter = formatters[editor] ?? makeFormatter(editor, locale: locale, calendar: calendar)
        formatters[editor] = formatter
        let text = formatter.string(from: date)
        cached[editor] = (date, text)
        return text
    }

    private func makeFormatter(_ editor: CalendarDatePicker.Editor, locale: Locale, calendar: Calendar) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.dateStyle = editor == .date ? .medium : .none
        f.timeStyle = editor == .time ? .short : .none
        return f
    }

    /// The width of `text` in `font`, measured once (until the font changes).
    func width(of text: String, font: DrawingFont, measurer: any TextMeasurer) -> CGFloat {
        let key = MeasuredText(text: text, font: font)
        if let w = measured[key] { return w }
        if measured.count > 64 { measured.removeAll(keepingCapacity: true) }
        let w = measurer.size(of: text, font: font).width
        measured[key] = w
        return w
    }
}
