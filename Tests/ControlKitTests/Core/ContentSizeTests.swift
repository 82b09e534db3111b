import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The text-size rule (Dynamic Type on iOS, GTK's text scale): the twins of UIKit's
/// controls keep their size, as UIKit's do; the others scale text and the geometry that
/// holds it together, up to a cap, and their natural size follows.
@MainActor
@Suite struct ContentSizeTests {
    /// iOS's largest accessibility size: about 3.1 times the default body text.
    let largest: CGFloat = 53.0 / 17

    @Test func theTwinsOfUIKitsControlsKeepTheirSize() {
        let twins: [any TextDrawingControl] = [ValueStepper(), PickerView(titles: [["A", "B"]]), WheelDatePicker()]
        for control in twins {
            let font = control.font, size = control.intrinsicContentSize
            control.contentSizeScale = largest
            #expect(control.effectiveContentSizeScale == 1 && control.drawnFont == font, "\(type(of: control))")
            #expect(control.intrinsicContentSize == size, "\(type(of: control))")
        }
        let slider = ValueSlider()
        let size = slider.intrinsicContentSize
        slider.contentSizeScale = largest
        #expect(slider.effectiveContentSizeScale == 1 && slider.intrinsicContentSize == size)
    }

    /// The article's stepper shows its value between the buttons, which UIStepper does
    /// not: its label follows the text size (wider and taller), its buttons stay 44 pt.
    @Test func aSteppersValueLabelGrowsWithTheTextSize() {
        let cups = ValueStepper.quantity()
        let size = cups.intrinsicContentSize
        #expect(size.height == 32)
        cups.contentSizeScale = largest
        #expect(cups.effectiveContentSizeScale == Control.maximumContentSizeScale)
        #expect(cups.drawnFont.size == 34)
        let grown = cups.intrinsicContentSize
        #expect(grown.width > size.width && grown.height > 32)
        cups.bounds = CGRect(origin: .zero, size: grown)
        #expect(cups.rect(for: .increment).width == ValueStepper.buttonWidth)
        cups.showsValueLabel = false  // UIStepper's twin again: its size at every text size
        #expect(cups.effectiveContentSizeScale == 1 && cups.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func aPinFieldsCellsAndDigitsGrowTogetherUpToTheCap() {
        let pin = PinCodeField()
        let size = pin.intrinsicContentSize
        pin.contentSizeScale = 1.5
        #expect(pin.drawnFont.size == 36 && pin.drawnCellSize == CGSize(width: 66, height: 78))
        #expect(pin.intrinsicContentSize == CGSize(width: size.width * 1.5, height: size.height * 1.5))
        pin.contentSizeScale = largest
        #expect(pin.effectiveContentSizeScale == Control.maximumContentSizeScale)
        #expect(pin.drawnFont.size == 48 && pin.intrinsicContentSize == CGSize(width: size.width * 2, height: size.height * 2))
        pin.bounds = CGRect(origin: .zero, size: pin.intrinsicContentSize)
        #expect(pin.cellRects.allSatisfy { $0.height == 104 && $0.width == 88 })
        pin.contentSizeScale = 0.5  // smaller than iOS's smallest: the floor
        #expect(pin.effectiveContentSizeScale == Control.minimumContentSizeScale)
    }

    @Test func aRangeSlidersLabelsAndTheirBandGrow() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 80))
        slider.showsValueLabels = true
        let height = slider.intrinsicContentSize.height
        let label = slider.valueLabels[0].rect
        slider.contentSizeScale = 2
        #expect(slider.drawnFont.size == 26)
        #expect(slider.intrinsicContentSize.height > height + 10)
        #expect(slider.valueLabels[0].rect.height > label.height && slider.valueLabels[0].rect.width > label.width)
    }

    @Test func theDialsLabelsGrowAndThinOutRatherThanCrowd() {
        let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        dial.numberOfItems = 60
        let drawn = DisplayList.record { dial.render(in: $0) }.drawnText.count
        dial.contentSizeScale = largest
        #expect(dial.drawnFont.size == 34)
        let larger = DisplayList.record { dial.render(in: $0) }.drawnText.count
        #expect(larger < drawn && larger > 0, "\(drawn) → \(larger) labels")
    }

    /// A text-style font is already at the user's size: not scaled a second time.
    @Test func aFontSizedForTheTextSizeIsNotScaledAgain() {
        let pin = PinCodeField()
        var font = DrawingFont.system(size: 40)
        font.isSizedForContentSize = true
        pin.font = font
        pin.contentSizeScale = 2
        #expect(pin.drawnFont.size == 40 && pin.drawnCellSize.width == 88)
    }

    @Test func badScalesAreOne() {
        let pin = PinCodeField()
        for bad in [CGFloat.nan, .infinity, -2, 0] {
            pin.contentSizeScale = bad
            #expect(pin.contentSizeScale == 1 && pin.drawnFont.size == 24, "\(bad)")
        }
    }
}

/// A colour or font made from a platform's own keeps it for the backend (so contrast
/// variants, wide gamut and font designs survive), through the core's resolving.
@MainActor
@Suite struct PlatformValueTests {
    final class Kept: PlatformColor, PlatformFont {}

    @Test func aPlatformColourSurvivesResolvingAndIsDroppedByDerivedColours() {
        let kept = Kept()
        var color = DrawingColor(light: .black, dark: .white)
        color.platformColor = kept
        #expect(color.resolved(for: .dark).platformColor === kept && color.resolved(for: .light).platformColor === kept)
        #expect(color.withAlpha(0.5).platformColor == nil && color.withAlpha(1).platformColor === kept)
        #expect(color.mixed(with: .systemBlue, amount: 0.5).platformColor == nil)
        var twin = DrawingColor(light: .black, dark: .white)
        #expect(twin != color)  // by identity: another platform colour may resolve otherwise
        twin.platformColor = kept
        #expect(twin == color && Set([twin, color]).count == 1)
    }

    @Test func aPlatformFontIsScaledWithItsSizeAndComparedByIdentity() {
        var font = DrawingFont.system(size: 20)
        font.platformFont = Kept()
        let scaled = font.scaledForContentSize(by: 1.5)
        #expect(scaled.size == 30 && scaled.platformFont === font.platformFont)
        #expect(font != DrawingFont.system(size: 20))
    }
}

/// What a declarative layout (SwiftUI's `sizeThatFits`) gives a control.
@MainActor
@Suite struct FittingSizeTests {
    @Test func naturalAxesWinAndTheProposalFillsTheRest() {
        let slider = ValueSlider()
        #expect(slider.fittingSize(width: 300, height: 500) == CGSize(width: 300, height: slider.intrinsicContentSize.height))
        #expect(slider.fittingSize(width: nil, height: 500) == nil)  // no width of its own: SwiftUI's default
        #expect(slider.fittingSize(width: .infinity, height: nil) == nil)
        let pin = PinCodeField()
        pin.contentSizeScale = 2
        #expect(pin.fittingSize(width: 100, height: 100) == pin.intrinsicContentSize)
        #expect(Dial().fittingSize(width: nil, height: nil) == CGSize(width: 200, height: 200))
        #expect(slider.fittingSize(width: -5, height: 10) == nil && slider.fittingSize(width: .nan, height: 10) == nil)
    }

    @Test func roundControlsTakeTheLargestSquareOffered() {
        for control in [Dial(), CircularRangeSlider.schedule()] as [Control] {
            #expect(control.fitsOfferedSquare)
            #expect(control.fittingSize(width: 200, height: 150) == CGSize(width: 150, height: 150))
            #expect(control.fittingSize(width: 420, height: nil) == CGSize(width: 420, height: 420))
            #expect(control.fittingSize(width: .infinity, height: 90) == CGSize(width: 90, height: 90))
            #expect(control.fittingSize(width: nil, height: nil) == control.intrinsicContentSize)
        }
        #expect(!ValueSlider().fitsOfferedSquare)
    }

    /// A picker's wheels (and a date picker's while it shows its wheels) take a narrower
    /// offer, as UIPickerView gives way under Auto Layout; a wider or unusable offer, and
    /// UIKit's sizeThatFits, get the natural 320 pt. Other controls with a natural width
    /// keep it.
    @Test func wheelsTakeANarrowerOfferedWidth() {
        for picker in [PickerView(titles: [["a", "b"], ["c"]]), WheelDatePicker()] as [PickerView] {
            #expect(picker.isHorizontallyCompressible)
            #expect(picker.fittingSize(width: 200, height: nil) == CGSize(width: 200, height: 216))
            #expect(picker.fittingSize(width: 200, height: 500) == CGSize(width: 200, height: 216))
            #expect(picker.fittingSize(width: 500, height: nil) == CGSize(width: 320, height: 216))
            #expect(picker.fittingSize(width: nil, height: nil) == CGSize(width: 320, height: 216))
            for unusable in [CGFloat.infinity, -5, .nan, 1e308] {
                #expect(picker.fittingSize(width: unusable, height: nil) == CGSize(width: 320, height: 216))
            }
            #expect(picker.fittingSize(width: 1e-300, height: nil)?.width == 1e-300)
            #expect(picker.fittingSize(width: 0, height: nil) == CGSize(width: 0, height: 216))
            // UIKit's sizeThatFits holds the natural width (sizeToFit() offers the current
            // bounds: a picker framed 200 pt wide goes back to 320, as UIPickerView).
            #expect(picker.sizeThatFits(CGSize(width: 150, height: 0)) == CGSize(width: 320, height: 216))
            #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
        }
        // The date picker's wheels give way; its calendar and pills do not.
        let dates = CalendarDatePicker()
        dates.preferredDatePickerStyle = .wheels
        #expect(dates.isHorizontallyCompressible)
        #expect(dates.fittingSize(width: 200, height: nil) == CGSize(width: 200, height: dates.intrinsicContentSize.height))
        for style in [CalendarDatePicker.Style.inline, .compact] {
            dates.preferredDatePickerStyle = style
            #expect(!dates.isHorizontallyCompressible)
            #expect(dates.fittingSize(width: 100, height: nil)?.width == dates.intrinsicContentSize.width)
        }
        let stepper = ValueStepper.quantity(), pin = PinCodeField()
        #expect(!stepper.isHorizontallyCompressible && !pin.isHorizontallyCompressible)
        #expect(stepper.fittingSize(width: 20, height: nil) == stepper.intrinsicContentSize)
        #expect(pin.fittingSize(width: 20, height: nil) == pin.intrinsicContentSize)
    }

    /// UIKit's reading (`sizeToFit()` offers `.zero` to a view made without a frame): a
    /// zero or unbounded side sets no limit, and a side with no natural size takes the offer.
    @Test func uikitOffersOfZeroOrUnboundedSidesSetNoLimit() {
        let slider = ValueSlider(), height = ValueSlider().intrinsicContentSize.height
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 0, height: height))
        #expect(slider.sizeThatFits(CGSize(width: 0, height: 100)) == CGSize(width: 0, height: height))
        #expect(slider.sizeThatFits(CGSize(width: 240, height: 0)) == CGSize(width: 240, height: height))
        let vertical = ValueSlider()
        vertical.orientation = .vertical
        #expect(vertical.sizeThatFits(.zero).width == vertical.intrinsicContentSize.width)
        let huge = CGFloat.greatestFiniteMagnitude
        for control in [Dial(), CircularRangeSlider.schedule()] as [Control] {
            #expect(control.sizeThatFits(.zero) == control.intrinsicContentSize)
            #expect(control.sizeThatFits(CGSize(width: huge, height: huge)) == control.intrinsicContentSize)
            #expect(control.sizeThatFits(CGSize(width: 300, height: huge)) == CGSize(width: 300, height: 300))
            #expect(control.sizeThatFits(CGSize(width: 0, height: 120)) == CGSize(width: 120, height: 120))
        }
        // No natural size on either axis: the offer, as UIView's default.
        let plain = Control()
        #expect(plain.sizeThatFits(CGSize(width: 50, height: 60)) == CGSize(width: 50, height: 60))
        #expect(plain.sizeThatFits(.zero) == .zero)
    }

    /// An unbounded, negative or NaN offer (a layout library measuring with `.infinity`) is
    /// never given back: a side without a natural size keeps the control's current one.
    @Test func unboundedOffersAreNeverGivenBack() {
        let slider = ValueSlider(), height = ValueSlider().intrinsicContentSize.height
        slider.bounds = CGRect(x: 0, y: 0, width: 240, height: height)
        for side in [CGFloat.infinity, .greatestFiniteMagnitude, -5, .nan] {
            #expect(slider.sizeThatFits(CGSize(width: side, height: side)) == CGSize(width: 240, height: height), "\(side)")
        }
        #expect(ValueSlider().sizeThatFits(CGSize(width: CGFloat.infinity, height: 100)) == CGSize(width: 0, height: height))
        let plain = Control()
        plain.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
        #expect(plain.sizeThatFits(CGSize(width: CGFloat.infinity, height: 1e308)) == CGSize(width: 50, height: 60))
        #expect(plain.sizeThatFits(CGSize(width: 1e-300, height: 70)) == CGSize(width: 1e-300, height: 70))
    }
}
